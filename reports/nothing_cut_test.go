package reports

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// clubNight is a session of two sections of seven North-South and eight
// East-West pairs each, with players' names of a real club's length, on
// boards 1-4, whose first two boards each hold a weighted score.
func clubNight(t *testing.T) *Results {
	t.Helper()
	s := &scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF}
	first := []string{"Margaret", "Bernard", "Gwendolyn", "Frederick", "Katharine", "Nathaniel", "Eleanor", "Percival"}
	last := []string{"Hollingsworth", "Montgomery", "Cunningham", "Fitzgerald", "Oglethorpe", "Bartholomew", "Kensington", "Pemberton"}
	k := 0
	for _, sec := range []string{"A", "B"} {
		for n := 1; n <= 8; n++ {
			for _, dir := range []string{"NS", "EW"} {
				if n == 8 && dir == "NS" {
					continue
				}
				s.Pairs = append(s.Pairs, scoring.Pair{Section: sec, ID: fmt.Sprintf("%d%s", n, dir), Direction: dir,
					Names: []string{first[k%8] + " " + last[(k*3)%8], first[(k+3)%8] + " " + last[(k*5+1)%8]}})
				k++
			}
		}
		for b := 1; b <= 4; b++ {
			for n := 1; n <= 7; n++ {
				ew := (n+b)%8 + 1
				l := scoring.Line{Section: sec, Board: b, NS: fmt.Sprintf("%dNS", n), EW: fmt.Sprintf("%dEW", ew), Score: []int{420, 450, -50, 100, 400, -100, 140}[(n+b)%7]}
				if n == 1 && b <= 2 {
					entry := []string{"W 60% 4SN= 40% 3NTS-1", "W 50% -110 50% +50 / 50% +170 50% +120"}[b-1]
					line, err := scoring.ParseEntry(b, entry)
					if err != nil {
						t.Fatal(err)
					}
					line.Section, line.Board, line.NS, line.EW = l.Section, l.Board, l.NS, l.EW
					l = line
				}
				s.Lines = append(s.Lines, l)
			}
		}
	}
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	return &Results{Club: "Riverside Bridge Club", Event: "Tuesday pairs", Date: "24 Nov 2026", Standings: st, Session: s,
		MovementName: "section A: Relay-and-bye-stand Mitchell, 8 tables, half table (pair 8 NS missing); section B: Relay-and-bye-stand Mitchell, 8 tables, half table (pair 8 NS missing)"}
}

// Nothing on paper is cut: a weighted score's words on the traveller and
// the score card (they ended in "…"), the movement of a two-section
// ranking (cut at the page's edge); and a field of the ranking is never
// split to leave a row or two alone on the next page (a two-section
// ranking left section B's last row alone on page 2).
func TestNothingCutOnPaper(t *testing.T) {
	r := clubNight(t)
	for _, paper := range []Paper{A4, Letter} {
		pages := pdfText(t, render(t, r, []Report{Ranking, Travellers, ScoreCards}, paper))
		all := strings.Join(pages, "\n")
		if strings.Contains(all, "…") {
			for _, l := range strings.Split(all, "\n") {
				if strings.Contains(l, "…") {
					t.Errorf("%s: cut: %q", paper, strings.TrimSpace(l))
				}
			}
		}
		flat := strings.Join(strings.Fields(all), " ")
		if want := "section B: Relay-and-bye-stand Mitchell, 8 tables, half table (pair 8 NS missing)"; !strings.Contains(flat, want) {
			t.Errorf("%s: the movement is not printed whole", paper)
		}
		// A weighted score's last words, on its traveller and on the two
		// pairs' score cards: the note may take two lines.
		for _, last := range []string{"by S (−50)", "50% of +120"} {
			if n := strings.Count(flat, last); n < widowRows {
				t.Errorf("%s: %q printed %d times, want on the traveller and both score cards", paper, last, n)
			}
		}
		rows := regexp.MustCompile(`(?m)^\s+\d+=?\s+[AB]?\d+(NS|EW)\s`)
		for i, page := range pages {
			if !strings.Contains(page, "Ranking") {
				continue
			}
			// A field continued from the page before brings at least three
			// of its rows.
			if at := strings.Index(page, "(continued)"); at >= 0 {
				next := page[at:]
				if end := strings.Index(next, "Section "); end > 0 {
					next = next[:end]
				}
				if n := len(rows.FindAllString(next, -1)); n < widowRows {
					t.Errorf("%s: page %d carries %d row(s) of a field over alone:\n%s", paper, i+1, n, page)
				}
			}
		}
		for _, field := range []string{"Section A · North-South", "Section A · East-West", "Section B · North-South", "Section B · East-West"} {
			if strings.Contains(all, field+" (continued)") {
				t.Errorf("%s: %s is split over two pages, though it fits on one", paper, field)
			}
		}
	}
}
