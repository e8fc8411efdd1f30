package reports

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// withLeads scores a sample session with opening leads on some lines of
// board 1: the first line ♥10, the second ♠A, the third ♦K.
func withLeads(t *testing.T) (*Results, []scoring.Line) {
	t.Helper()
	r := loadSession(t, "mitchell-7t", scoring.Matchpoints, scoring.WBF)
	s := *r.Session
	s.Lines = append([]scoring.Line(nil), s.Lines...)
	var led []scoring.Line
	leads := []string{"HT", "SA", "DK"}
	for i := range s.Lines {
		if s.Lines[i].Board == 1 && len(led) < len(leads) {
			s.Lines[i].Lead = leads[len(led)]
			led = append(led, s.Lines[i])
		}
	}
	st, err := scoring.Score(&s)
	if err != nil {
		t.Fatal(err)
	}
	r.Standings, r.Session = st, &s
	return r, led
}

// A session that records leads has a Lead column on its travellers and
// score cards, the suit as a symbol and the ten as 10; one that does not
// has no such column.
func TestLeadColumn(t *testing.T) {
	r, led := withLeads(t)
	trav := pdfText(t, render(t, r, []Report{Travellers}, A4))
	cards := pdfText(t, render(t, r, []Report{ScoreCards}, A4))
	if !regexp.MustCompile(`Contract\s+By\s+Lead\s+Tricks`).MatchString(trav[0]) {
		t.Errorf("traveller heading has no Lead column after By:\n%s", trav[0])
	}
	if !regexp.MustCompile(`Contract\s+By\s+Lead\s+Tricks`).MatchString(cards[0]) {
		t.Errorf("score card heading has no Lead column after By:\n%s", cards[0])
	}
	travText, cardText := strings.Join(trav, "\n"), strings.Join(cards, "\n")
	for i, l := range led {
		sym := []string{"♥10", "♠A", "♦K"}[i]
		c := lineCells(l)
		row := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%s\s+%s\s+%s\s+%s\s+%s\s+%s\s`,
			l.NS, l.EW, regexp.QuoteMeta(c.Contract.String()), c.By, regexp.QuoteMeta(sym), c.Tricks))
		if !row.MatchString(travText) {
			t.Errorf("traveller of board 1 has no line %s v %s with lead %s", l.NS, l.EW, sym)
		}
		// Both pairs' score cards show it on board 1.
		card := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*1\s+%s\s+%s\s+%s\s`,
			regexp.QuoteMeta(c.Contract.String()), c.By, regexp.QuoteMeta(sym)))
		if n := len(card.FindAllString(cardText, -1)); n != 2 {
			t.Errorf("lead %s of %s v %s is on %d score cards, want 2", sym, l.NS, l.EW, n)
		}
	}
	if n := strings.Count(travText, "♥10") + strings.Count(travText, "♠A") + strings.Count(travText, "♦K"); n != len(led) {
		t.Errorf("%d leads on the travellers, want %d", n, len(led))
	}

	plain := loadSession(t, "mitchell-7t", scoring.Matchpoints, scoring.WBF)
	for _, rep := range []Report{Travellers, ScoreCards} {
		if text := strings.Join(pdfText(t, render(t, plain, []Report{rep}, A4)), "\n"); strings.Contains(text, "Lead") {
			t.Errorf("%s of a session without leads has a Lead column", rep)
		}
	}
}

// The lead's suit is printed red for hearts and diamonds, as in contracts.
func TestLeadCellColour(t *testing.T) {
	tests := []struct {
		lead, text string
		red        bool
	}{
		{"HT", "♥10", true},
		{"DK", "♦K", true},
		{"SA", "♠A", false},
		{"C2", "♣2", false},
	}
	for _, tt := range tests {
		got := lineCells(scoring.Line{Kind: scoring.Played, Score: 100, Lead: tt.lead}).Lead
		if got.String() != tt.text || len(got) == 0 || got[0].red != tt.red {
			t.Errorf("lead %s: %+v, want %q with the suit red %v", tt.lead, got, tt.text, tt.red)
		}
	}
	if got := lineCells(scoring.Line{Kind: scoring.Played}).Lead; got != nil {
		t.Errorf("no lead gives %+v", got)
	}
}

// The HTML page has the same Lead column, only when leads are recorded.
func TestLeadColumnHTML(t *testing.T) {
	r, led := withLeads(t)
	var b bytes.Buffer
	if err := WriteHTML(&b, r, []Report{Travellers, ScoreCards}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if n := strings.Count(page, `<th scope="col">By</th><th scope="col">Lead</th><th scope="col">Tricks</th>`); n < 2 {
		t.Errorf("%d tables with a Lead column, want travellers and score cards", n)
	}
	l := led[0]
	c := lineCells(l)
	row := `<td class="c">` + c.By + `</td><td class="c"><span class="red">♥</span>10</td><td class="c">` + c.Tricks + `</td>`
	if n := strings.Count(page, row); n != 3 {
		t.Errorf("lead ♥10 of %s v %s shown %d times, want 3 (traveller and both score cards)", l.NS, l.EW, n)
	}
	// An adjusted line's note spans the lead too.
	if !strings.Contains(page, `<td colspan="6" class="c">Average`) || !strings.Contains(page, `<td colspan="5" class="c">Average`) {
		t.Errorf("adjusted lines' notes do not span the Lead column")
	}

	b.Reset()
	if err := WriteHTML(&b, loadSession(t, "mitchell-7t", scoring.Matchpoints, scoring.WBF), []Report{Travellers, ScoreCards}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "Lead") {
		t.Errorf("the HTML of a session without leads has a Lead column")
	}
}
