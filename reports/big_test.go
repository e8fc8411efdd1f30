package reports

import (
	"bytes"
	"fmt"
	"io"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// bigSession is a 30-table Mitchell over 27 boards (9 rounds of 3, boards
// duplicated so every table plays the same set each round), 60 pairs with
// names up to 40 characters, every board played 30 times.
func bigSession(tb testing.TB) *Results {
	return bigSessionOf(tb, 30, 9)
}

// bigSessionOf is bigSession with the given numbers of tables and rounds.
func bigSessionOf(tb testing.TB, tables, rounds int) *Results {
	tb.Helper()
	const perRound = 3
	rng := rand.New(rand.NewSource(7))
	s := &scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF}
	for i := 1; i <= tables; i++ {
		for _, dir := range []string{"NS", "EW"} {
			name := fmt.Sprintf("Maximilienne-Éléonore de la Tour %d%s", i, dir)
			name += strings.Repeat("x", 40-len([]rune(name)))
			s.Pairs = append(s.Pairs, scoring.Pair{ID: fmt.Sprint(i) + dir, Direction: dir, Names: []string{name, "Zoë Ångström"}})
		}
	}
	strains := []scoring.Strain{scoring.Clubs, scoring.Diamonds, scoring.Hearts, scoring.Spades, scoring.NoTrump}
	for r := 1; r <= rounds; r++ {
		for t := 1; t <= tables; t++ {
			ew := (t+r-2)%tables + 1
			for k := 1; k <= perRound; k++ {
				board := (r-1)*perRound + k
				c := scoring.Contract{Level: 1 + rng.Intn(7), Strain: strains[rng.Intn(5)], Doubled: scoring.Doubling(rng.Intn(3))}
				decl := []scoring.Seat{scoring.North, scoring.East, scoring.South, scoring.West}[rng.Intn(4)]
				tricks := min(13, max(0, c.Level+6+rng.Intn(5)-2))
				res := scoring.Result{Contract: c, Declarer: decl, Tricks: tricks}
				s.Lines = append(s.Lines, scoring.Line{Board: board, Round: r, Table: t,
					NS: fmt.Sprint(t) + "NS", EW: fmt.Sprint(ew) + "EW", Result: &res, Score: res.Score(scoring.Vul(board))})
			}
		}
	}
	st, err := scoring.Score(s)
	if err != nil {
		tb.Fatal(err)
	}
	deals := map[int]scoring.Deal{}
	for b := 1; b <= rounds*perRound; b++ {
		deals[b] = scoring.Deal{Board: b, Dealer: scoring.Dealer(b), Vul: scoring.Vul(b),
			Hands: [4]string{"AKQ2.T98.765.432", "JT9.AKQJ.432.T98", "876.765.AKQJ.AKQ", "543.432.T98.J765"}}
	}
	return &Results{Club: "Grand Hall Bridge Club", Event: "Spring Congress Pairs", Date: "22/03/2026",
		MovementName: fmt.Sprintf("Mitchell, %d tables, %d rounds of 3 boards", tables, rounds), Standings: st, Session: s, Deals: deals}
}

// TestBigFieldKeepsBlocksWhole prints 60 pairs with 40-character names on
// both paper sizes: no traveller or score card splits across pages, every
// name is printed whole, and the recap sheet carries every pair.
func TestBigFieldKeepsBlocksWhole(t *testing.T) {
	r := bigSession(t)
	for _, paper := range []Paper{A4, Letter} {
		d, err := buildPDF(r, AllResults, paper)
		if err != nil {
			t.Fatal(err)
		}
		if len(d.blocks) != 27+60 {
			t.Errorf("%s: %d travellers and score cards, want %d", paper, len(d.blocks), 27+60)
		}
		for _, b := range d.blocks {
			if b.first != b.last {
				t.Errorf("%s: %s runs from page %d to %d", paper, b.name, b.first, b.last)
			}
		}
		var buf bytes.Buffer
		if err := d.output(&buf); err != nil {
			t.Fatal(err)
		}
		// The outline: the four reports, every board and every pair, besides
		// the document's own title.
		if n := bytes.Count(buf.Bytes(), []byte("/Title (")) - 1; n != 4+27+60 {
			t.Errorf("%s: %d bookmarks, want %d", paper, n, 4+27+60)
		}
		all := strings.Join(pdfText(t, buf.Bytes()), "\n")
		for _, p := range r.Session.Pairs {
			if !strings.Contains(all, p.Names[0]) {
				t.Errorf("%s: name %q not printed whole", paper, p.Names[0])
			}
		}
		recapRows := regexp.MustCompile(`(?m)^\s*\d+(NS|EW)(\s+\S+){27}\s+[\d.]+\s+\d+\.\d\d\s*$`).FindAllString(all, -1)
		if len(recapRows) != 60 {
			t.Errorf("%s: recap sheet has %d full pair rows, want 60", paper, len(recapRows))
		}
		if !strings.Contains(all, "♥") || !strings.Contains(all, "10") {
			t.Errorf("%s: hand diagrams missing", paper)
		}
	}
}

// TestGuideCards prints the guide cards of a relay Mitchell and a Howell:
// one table card per page, with every round's pairs and boards.
func TestGuideCards(t *testing.T) {
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 6, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	h, err := movements.NewHowell(movements.HowellOptions{Tables: 4, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []*movements.Movement{m, h} {
		var b bytes.Buffer
		if err := WriteGuideCardsPDF(&b, mv, "Guide cards: "+mv.Name, Letter); err != nil {
			t.Fatal(err)
		}
		pages := pdfText(t, b.Bytes())
		for tb := 1; tb <= mv.Tables; tb++ {
			pg := pages[tb-1]
			if !strings.Contains(pg, fmt.Sprintf("Table %d\n", tb)) && !strings.Contains(pg, fmt.Sprintf("Table %d ", tb)) {
				t.Errorf("%s: page %d is not table %d's card", mv.Name, tb, tb)
			}
			for r := 1; r <= mv.Rounds; r++ {
				s, ok := mv.Slot(r, tb)
				if !ok || mv.SitsOut(s) {
					continue
				}
				re := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%d\s+%d\s+%d\s+%s`, r, s.NS.Number, s.EW.Number, regexp.QuoteMeta(boardsText(mv.Boards(s.Set)))))
				if !re.MatchString(pg) {
					t.Errorf("%s table %d: round %d should read %d v %d boards %s", mv.Name, tb, r, s.NS.Number, s.EW.Number, boardsText(mv.Boards(s.Set)))
				}
			}
		}
		if all := strings.Join(pages, "\n"); !strings.Contains(all, "Pair 1") {
			t.Errorf("%s: no pair route cards", mv.Name)
		}
	}
}

func TestWritePDFNeedsWhatItPrints(t *testing.T) {
	var b bytes.Buffer
	if err := WritePDF(&b, &Results{}, []Report{Ranking}, A4); err == nil || !strings.Contains(err.Error(), "scored session") {
		t.Errorf("ranking without standings: err = %v", err)
	}
	r := bigSession(t)
	if err := WritePDF(&b, r, []Report{GuideCards}, A4); err == nil || !strings.Contains(err.Error(), "movement") {
		t.Errorf("guide cards without a movement: err = %v", err)
	}
}

func BenchmarkFullPack(b *testing.B) {
	r := bigSession(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		if err := WritePDF(&buf, r, AllResults, A4); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFullPackHTML(b *testing.B) {
	r := bigSession(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var buf bytes.Buffer
		if err := WriteHTML(&buf, r, AllResults); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScaleHTML prints every report of sessions growing in tables
// (every board played at every table) and in boards: the time per line
// must stay about the same as the session grows.
func BenchmarkScaleHTML(b *testing.B) {
	for _, size := range []struct{ tables, rounds int }{{30, 9}, {300, 9}, {3000, 9}, {20, 333}, {200, 333}} {
		r := bigSessionOf(b, size.tables, size.rounds)
		b.Run(fmt.Sprintf("%dtables-%dboards", size.tables, size.rounds*3), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if err := WriteHTML(io.Discard, r, AllResults); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestGuideCardsArrowSwitch marks arrow-switched rounds and names the EW
// pair that sits North-South for them.
func TestGuideCardsArrowSwitch(t *testing.T) {
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 6, BoardsPerRound: 4, ArrowSwitch: 2})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteGuideCardsPDF(&b, m, "Guide cards", A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, b.Bytes())
	for _, c := range m.TableCards() {
		for _, r := range c.Rounds {
			if !r.ArrowSwitched || r.SitOut {
				continue
			}
			re := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%d\s+%d EW\s+%d NS\s+%s ⇅`, r.Round, r.NS.Number, r.EW.Number, regexp.QuoteMeta(boardsText(r.Boards))))
			if !re.MatchString(pages[c.Table-1]) {
				t.Errorf("table %d round %d: arrow switch not shown as %d EW v %d NS ⇅", c.Table, r.Round, r.NS.Number, r.EW.Number)
			}
		}
	}
	if !strings.Contains(strings.Join(pages, ""), "Shares boards with table") {
		t.Errorf("the relay Mitchell's shared table is not on its card")
	}
}

// TestFouledBoard prints a board played with two different deals: each
// line is marked with its group on the traveller, in PDF and HTML.
func TestFouledBoard(t *testing.T) {
	s := &scoring.Session{Method: scoring.Butler, Rules: scoring.WBF}
	scores := []int{420, 450, 420, -50, -100, -50}
	for i, sc := range scores {
		group := 1
		if i >= 3 {
			group = 2
		}
		s.Lines = append(s.Lines, scoring.Line{Board: 1, NS: fmt.Sprint(i + 1), EW: fmt.Sprint(i + 11), Score: sc, Group: group})
	}
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	r := &Results{Event: "Fouled", Standings: st, Session: s}
	text := strings.Join(pdfText(t, render(t, r, []Report{Travellers}, A4)), "\n")
	if !strings.Contains(text, "Fouled board, scored in groups") {
		t.Errorf("fouled board not said:\n%s", text)
	}
	for i := range scores {
		group := 1 + i/3
		re := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%d\s+%d\s+%d\s`, group, i+1, i+11))
		if !re.MatchString(text) {
			t.Errorf("line %d v %d not marked group %d:\n%s", i+1, i+11, group, text)
		}
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, r, []Report{Travellers}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `<th scope="col">Group</th>`) || !strings.Contains(b.String(), "fouled board") {
		t.Errorf("HTML traveller does not show the groups")
	}
	if st.Boards[0].Datum != nil && !strings.Contains(b.String(), fmt.Sprintf("datum %s", signedScore(*st.Boards[0].Datum))) {
		t.Errorf("HTML traveller does not show the datum %d", *st.Boards[0].Datum)
	}
}

// TestLongTraveller prints a board played at 70 tables: too long for one
// page, it runs on under a "continued" heading with every line printed.
func TestLongTraveller(t *testing.T) {
	s := &scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF}
	for i := 1; i <= 70; i++ {
		s.Lines = append(s.Lines, scoring.Line{Board: 1, NS: fmt.Sprintf("%dNS", i), EW: fmt.Sprintf("%dEW", i), Score: 10 * i})
	}
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, render(t, &Results{Event: "Congress", Standings: st}, []Report{Travellers}, Letter))
	if len(pages) != 2 {
		t.Fatalf("70 lines on %d pages, want 2", len(pages))
	}
	if !strings.Contains(pages[0], "Board 1") || !strings.Contains(pages[1], "Board 1 (continued)") {
		t.Errorf("second page is not headed as the board's continuation")
	}
	all := strings.Join(pages, "\n")
	for i := 1; i <= 70; i++ {
		if !regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%dNS\s+%dEW\s+%d\s`, i, i, 10*i)).MatchString(all) {
			t.Errorf("line %dNS v %dEW missing", i, i)
		}
	}
}
