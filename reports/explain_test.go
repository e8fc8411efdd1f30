package reports

import (
	"bytes"
	"fmt"
	"math/big"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// TestFiguresAddUp follows board 25 of mitchell-7t, not played by 2NS v
// 4EW, through every report: the line is on the traveller and on both
// pairs' cards, the recap marks it NP, the traveller says why its
// matchpoints were factored, and the card's sum times the printed factor
// is the printed total.
func TestFiguresAddUp(t *testing.T) {
	for _, method := range []scoring.Method{scoring.Matchpoints, scoring.CrossIMPs} {
		t.Run(string(method), func(t *testing.T) {
			r := loadCSV(t, "mitchell-7t", method, scoring.WBF)
			pages := pdfText(t, render(t, r, AllResults, A4))
			all := strings.Join(pages, "\n")
			trav := section(all, "Board 25 ", "Board 26 ")
			if !regexp.MustCompile(`(?m)^\s*2NS\s+4EW\s+Not played\s*$`).MatchString(trav) {
				t.Errorf("traveller 25 has no not-played line 2NS v 4EW:\n%s", trav)
			}
			if method == scoring.Matchpoints && !strings.Contains(trav, "Neuberg: 5 results compared where 7 were expected") {
				t.Errorf("traveller 25 has no Neuberg note:\n%s", trav)
			}
			if method != scoring.Matchpoints && strings.Contains(trav, "Neuberg") {
				t.Errorf("an IMP traveller has a Neuberg note")
			}
			for _, pair := range []string{"2NS", "4EW"} {
				card := section(all, "Pair "+pair+" ", "\nPair ")
				if !regexp.MustCompile(`(?m)^\s*25\s+Not played\s*$`).MatchString(card) {
					t.Errorf("card of %s has no not-played board 25:\n%s", pair, card)
				}
				m := regexp.MustCompile(`Sum of points (\S+); board 25 not played: total ×28/27 = (\S+)`).FindStringSubmatch(card)
				if m == nil {
					t.Errorf("card of %s does not say how its total is factored:\n%s", pair, card)
					continue
				}
				sum, tot := number(t, m[1]), number(t, m[2])
				if got := scoring.FormatRat(new(big.Rat).Mul(sum, big.NewRat(28, 27)), 1); scoring.FormatRat(tot, 1) != got {
					t.Errorf("card of %s: %s ×28/27 = %s, printed %s", pair, m[1], got, m[2])
				}
				if !strings.Contains(pages[0], "pair "+pair+", board 25 not played: total ×28/27") {
					t.Errorf("ranking does not say %s's total is factored", pair)
				}
			}
			if !regexp.MustCompile(`(?m)^\s*2NS(\s+\S+)*\s+NP\s`).MatchString(all) {
				t.Errorf("recap does not mark 2NS's board 25 NP")
			}
			if !regexp.MustCompile(`(?m)^\s*3NS(\s+\S+)*\s+A \S+\s`).MatchString(all) || !strings.Contains(all, "A: adjusted score (board 25: 3NS 50%)") {
				t.Errorf("recap does not mark 3NS's adjusted board 25 A with its percentage in the key")
			}
			// A pair with no factor adds up plainly.
			card := section(all, "Pair 1NS ", "\nPair ")
			if !regexp.MustCompile(`(?m)^\s*Total [\d.+−]+\s*$`).MatchString(card) {
				t.Errorf("card of 1NS does not end with its total:\n%s", card)
			}
		})
	}
}

// loadCSV reads the CSV form of a sample session, which keeps its
// not-played lines, and scores it.
func loadCSV(t *testing.T, name string, method scoring.Method, rules scoring.Rules) *Results {
	t.Helper()
	rf, err := interchange.ReadFile(filepath.Join(sessionsDir, name, "session.csv"))
	if err != nil {
		t.Fatal(err)
	}
	s := rf.Session
	s.Method, s.Rules = method, rules
	st, err := scoring.Score(&s)
	if err != nil {
		t.Fatal(err)
	}
	return &Results{Event: name, Standings: st, Session: &s}
}

// section is the text from the first start to the next end after it.
func section(s, start, end string) string {
	i := strings.Index(s, start)
	if i < 0 {
		return ""
	}
	s = s[i:]
	if j := strings.Index(s[len(start):], end); j >= 0 {
		return s[:len(start)+j]
	}
	return s
}

func number(t *testing.T, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(strings.Replace(strings.TrimPrefix(s, "+"), minusSign, "-", 1))
	if !ok {
		t.Fatalf("%q is not a number", s)
	}
	return r
}

// TestColumnsLineUp reads the points columns of travellers and the recap:
// every figure in a column has the same number of decimals, negative
// figures carry a true minus sign, and IMP columns are headed IMPs.
func TestColumnsLineUp(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.CrossIMPs, scoring.WBF)
	all := strings.Join(pdfText(t, render(t, r, []Report{Recap, Travellers, ScoreCards}, A4)), "\n")
	if regexp.MustCompile(`(^|\s)-\d`).MatchString(all) {
		t.Errorf("a hyphen is printed for a minus sign")
	}
	if !strings.Contains(all, "−") {
		t.Errorf("no minus sign in a cross-IMP session")
	}
	if strings.Contains(all, "Points") || strings.Contains(all, "pts") || !strings.Contains(all, "NS IMPs") {
		t.Errorf("IMP columns not headed IMPs")
	}
	decs := map[int]bool{}
	for _, m := range regexp.MustCompile(`[+−]?\d+\.(\d+)`).FindAllStringSubmatch(section(all, "Board 1 ", "Board 2 "), -1) {
		decs[len(m[1])] = true
	}
	if len(decs) != 1 {
		t.Errorf("traveller 1's figures have %v decimals, want one number of decimals", decs)
	}
	v := newView(r)
	for _, b := range v.boards {
		for _, l := range b.Lines {
			for _, s := range []string{v.pointsText(l.NSPoints), v.pointsText(l.EWPoints)} {
				if s != "" && decimals(number(t, s)) > v.dec || !strings.Contains(s, ".") && v.dec > 0 && s != "" {
					t.Errorf("board %d: %q is not shown with %d decimals", b.Board, s, v.dec)
				}
			}
		}
	}
}

// TestScoreCardForPlayers checks a Mitchell pair's card with its movement
// against the published 7-table Mitchell: rounds and tables in headings,
// the opponents named once per round, no direction column, and Top and
// Bottom on the boards where the pair scored all or none of the top.
func TestScoreCardForPlayers(t *testing.T) {
	r := loadSession(t, "mitchell-7t", scoring.Matchpoints, scoring.WBF)
	r.Movement = sampleMovement(t, "mitchell-7t")
	for i := range r.Standings.Pairs {
		if r.Standings.Pairs[i].ID == "2EW" {
			r.Standings.Pairs[i].Names = []string{"Ann Lee", "Bo Park"}
		}
	}
	all := strings.Join(pdfText(t, render(t, r, []Report{ScoreCards}, A4)), "\n")
	card := section(all, "Pair 1NS ", "\nPair ")
	if strings.Contains(card, "Dir") || strings.Contains(card, "Opponents") {
		t.Errorf("Mitchell card has a direction or opponents column:\n%s", card)
	}
	v := newView(r)
	for _, rd := range v.cardRounds("1NS ") {
		want := regexp.MustCompile(fmt.Sprintf(`Round %d\s+·\s+Table %d\s+·\s+v %s\b`, rd.Round, rd.Table, rd.Opponents))
		if n := len(want.FindAllString(card, -1)); n != 1 {
			t.Errorf("card of 1NS: heading for round %d printed %d times", rd.Round, n)
		}
	}
	if n := strings.Count(all, "Ann Lee & Bo Park"); n != 8 {
		t.Errorf("2EW's names printed %d times, want on its own card and once per round on the 7 NS cards", n)
	}
	for _, c := range v.cards["1NS "] {
		if c.Line.Kind != scoring.Played {
			continue
		}
		mark := ""
		switch c.Points.Cmp(big.NewRat(12, 1)) {
		case 0:
			mark = markTop
		}
		if c.Points.Sign() == 0 {
			mark = markBottom
		}
		re := regexp.MustCompile(fmt.Sprintf(`(?m)^\s*%d\s.*\s%s\s+[\d.]+(\s+(Top|Bottom))?\s*$`, c.Board, regexp.QuoteMeta(v.pointsText(c.Points))))
		m := re.FindStringSubmatch(card)
		if m == nil {
			t.Errorf("card of 1NS: no line for board %d", c.Board)
			continue
		}
		if m[2] != mark {
			t.Errorf("card of 1NS board %d (%s points): marked %q, want %q", c.Board, v.pointsText(c.Points), m[2], mark)
		}
	}
	// A Howell pair changes direction: its round headings say which way it sat.
	h := loadSession(t, "howell-4t", scoring.Matchpoints, scoring.WBF)
	h.Movement = sampleMovement(t, "howell-4t")
	hall := strings.Join(pdfText(t, render(t, h, []Report{ScoreCards}, A4)), "\n")
	if !regexp.MustCompile(`Round 1\s+·\s+Table 1\s+·\s+EW v 8\b`).MatchString(hall) {
		t.Errorf("Howell card of pair 1 does not say it sat EW against 8 in round 1")
	}
}

// TestTravellersByNSScore checks every traveller runs from the best NS
// score down, adjusted and not-played lines last.
func TestTravellersByNSScore(t *testing.T) {
	r := loadSession(t, "mitchell-8t", scoring.Matchpoints, scoring.WBF)
	for _, b := range newView(r).boards {
		last, rank := 1<<30, 0
		for _, l := range b.Lines {
			k := map[scoring.LineKind]int{scoring.Played: 0, scoring.Artificial: 1, scoring.Weighted: 1, scoring.NotPlayed: 2}[l.Kind]
			if k < rank || (k == 0 && l.Score > last) {
				t.Errorf("board %d: %s v %s out of order", b.Board, l.NS, l.EW)
			}
			rank = k
			if k == 0 {
				last = l.Score
			}
		}
	}
}

func TestDateText(t *testing.T) {
	for in, want := range map[string]string{
		"08/11/2025": "8 Nov 2025", // USEBIO: day first
		"2025-11-08": "8 Nov 2025",
		"2025.11.08": "8 Nov 2025",
		"Friday":     "Friday",
		"":           "",
	} {
		if got := dateText(in); got != want {
			t.Errorf("dateText(%q) = %q, want %q", in, got, want)
		}
	}
	r := loadSession(t, "mitchell-7t", scoring.Matchpoints, scoring.ACBL)
	if all := strings.Join(pdfText(t, render(t, r, []Report{Ranking}, Letter)), "\n"); !strings.Contains(all, "8 Nov 2025") || strings.Contains(all, "08/11/2025") {
		t.Errorf("the date is not written 8 Nov 2025")
	}
}

// TestGuideCardWords checks what a guide card tells players in words: the
// movement without its source, the pair that sits out, and where boards
// put on the relay go next.
func TestGuideCardWords(t *testing.T) {
	h, err := movements.NewHowell(movements.HowellOptions{Tables: 4, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	h.Name = "4-table Howell, 8 pairs, 7 rounds (McKinnon example; ACBLscore-format H0407X)"
	var b bytes.Buffer
	if err := WriteGuideCardsPDF(&b, h, "Guide", A4); err != nil {
		t.Fatal(err)
	}
	if all := strings.Join(pdfText(t, b.Bytes()), "\n"); strings.Contains(all, "McKinnon") || !strings.Contains(all, "4-table Howell, 8 pairs, 7 rounds") {
		t.Errorf("guide card prints the movement's source")
	}
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 7, BoardsPerRound: 4, Half: true})
	if err != nil {
		t.Skipf("no half-table Mitchell: %v", err)
	}
	b.Reset()
	if err := WriteGuideCardsPDF(&b, m, "Guide", A4); err != nil {
		t.Fatal(err)
	}
	all := strings.Join(pdfText(t, b.Bytes()), "\n")
	if !regexp.MustCompile(`Pair \d+ ?(NS|EW)? sits out`).MatchString(all) {
		t.Errorf("a sit-out round does not name the pair")
	}
	if strings.Contains(all, " sit out ") {
		t.Errorf("a bare 'sit out' is printed")
	}
	relay, err := movements.NewMitchell(movements.MitchellOptions{Tables: 8, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := WriteGuideCardsPDF(&b, relay, "Guide", A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, b.Bytes())
	// Table 5's boards rest on the relay stand, then table 4 plays them.
	if !strings.Contains(pages[4], "relay, then T4") {
		t.Errorf("table 5's card does not say where the relayed boards go:\n%s", pages[4])
	}
}

// TestRankingNamesWhole prints 40-character names on the ranking: the
// table is set at one size small enough for every pair's names to be
// printed whole on its line.
func TestRankingNamesWhole(t *testing.T) {
	r := bigSession(t)
	for _, paper := range []Paper{A4, Letter} {
		text := strings.Join(pdfText(t, render(t, r, []Report{Ranking}, paper)), "\n")
		for _, p := range r.Standings.Pairs {
			if !regexp.MustCompile(`(?m)^\s*\S+\s+` + regexp.QuoteMeta(p.ID) + `\s+` + regexp.QuoteMeta(names(p.Pair)) + `\s+27\s`).MatchString(text) {
				t.Errorf("%s: ranking line of %s does not hold %q whole", paper, p.ID, names(p.Pair))
			}
		}
		if strings.Contains(text, "…") {
			t.Errorf("%s: something on the ranking is cut short", paper)
		}
	}
}

// TestPrintingPart prints one board's traveller, one pair's score card and
// one round's table cards, in PDF and HTML, and nothing else of them.
func TestPrintingPart(t *testing.T) {
	r := loadCSV(t, "mitchell-7t", scoring.Matchpoints, scoring.WBF)
	r.Movement = sampleMovement(t, "mitchell-7t")
	r.Only = Selection{Board: 25, Pair: "4 EW", Round: 3}
	pages := pdfText(t, render(t, r, []Report{Travellers, ScoreCards, GuideCards}, A4))
	all := strings.Join(pages, "\n")
	if n := len(regexp.MustCompile(`(?m)^\s*Board \d+ `).FindAllString(all, -1)); n != 1 || !strings.Contains(all, "Board 25 ") {
		t.Errorf("%d travellers printed, want board 25's alone", n)
	}
	if n := len(regexp.MustCompile(`(?m)^\s*Pair \S+.*Place`).FindAllString(all, -1)); n != 1 || !strings.Contains(all, "Pair 4EW") {
		t.Errorf("%d score cards printed, want 4EW's alone", n)
	}
	tables := regexp.MustCompile(`(?m)^\s*Table \d+\s*$`).FindAllString(all, -1)
	if len(tables) != 7 || !strings.Contains(all, "Round 3") {
		t.Errorf("%d table cards for round 3, want 7", len(tables))
	}
	for _, pg := range pages {
		if strings.Contains(pg, "Table guide cards") && regexp.MustCompile(`(?m)^\s*[124567]\s+\d+\s+\d+\s+\d`).MatchString(pg) {
			t.Errorf("a table card holds a round other than 3:\n%s", pg)
		}
	}
	if strings.Contains(all, "Pair route cards") {
		t.Errorf("route cards printed with one round's table cards")
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, r, []Report{Travellers, ScoreCards}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "<article id=\"board-"); n != 1 {
		t.Errorf("HTML: %d travellers", n)
	}
	for _, bad := range []Selection{{Board: 99}, {Pair: "9NS"}, {Round: 8}} {
		r.Only = bad
		if err := WritePDF(&bytes.Buffer{}, r, []Report{Travellers, ScoreCards, GuideCards}, A4); err == nil {
			t.Errorf("selection %+v printed", bad)
		}
	}
}

// TestGuideCardsSectionLetters prints the guide cards of a 37-pair field
// in the two sections suggested for it: every table card and every pair's
// route card names its section, and section B's cards follow A's.
func TestGuideCardsSectionLetters(t *testing.T) {
	plans, err := movements.SuggestSections(37, 26)
	if err != nil {
		t.Fatal(err)
	}
	var ms []*movements.Movement
	for _, s := range plans[0].Sections {
		ms = append(ms, s.Movement)
	}
	var b bytes.Buffer
	if err := WriteSectionsGuideCardsPDF(&b, ms, "Guide cards", A4); err != nil {
		t.Fatal(err)
	}
	pages := pdfText(t, b.Bytes())
	tableCards := map[string]int{}
	routes := map[string]int{}
	seen := ""
	for _, p := range pages {
		if m := regexp.MustCompile(`Section ([AB])\s+Table (\d+)`).FindStringSubmatch(p); m != nil {
			tableCards[m[1]]++
			seen += m[1]
		}
		for _, m := range regexp.MustCompile(`Section ([AB]) · Pair \d+ (NS|EW)`).FindAllStringSubmatch(p, -1) {
			routes[m[1]]++
		}
	}
	for _, s := range plans[0].Sections {
		if tableCards[s.Letter] != s.Tables {
			t.Errorf("section %s: %d table cards with its letter, want %d", s.Letter, tableCards[s.Letter], s.Tables)
		}
		if routes[s.Letter] != s.Pairs {
			t.Errorf("section %s: %d route cards with its letter, want %d", s.Letter, routes[s.Letter], s.Pairs)
		}
	}
	if strings.Index(seen, "B") < strings.LastIndex(seen, "A") {
		t.Errorf("table cards out of section order: %s", seen)
	}
	// A movement of one section prints no section.
	b.Reset()
	single, _ := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 4})
	if err := WriteGuideCardsPDF(&b, single, "Guide", A4); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(strings.Join(pdfText(t, b.Bytes()), "\n"), "Section") {
		t.Errorf("a one-section movement's cards name a section")
	}
}
