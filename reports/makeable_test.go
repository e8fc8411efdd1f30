package reports

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// board1 is board 1 of DDS's published list with its published analysis:
// TABLE 5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6 (strains S, H, D, C, NT,
// each N, E, S, W) and the dealer's par, -110 by 2S-EW. It is given as
// board b, with its hands alone and analysed.
func board1(b int) (hands, analysed scoring.Deal) {
	hands = scoring.Deal{Board: b, Dealer: scoring.Dealer(b), Vul: scoring.Vul(b),
		Hands: [4]string{"QJ6.K652.J85.T98", "873.J97.AT764.Q4", "K5.T83.KQ9.A7652", "AT942.AQ4.32.KJ3"}}
	var dd scoring.DDTable
	table := []int{5, 8, 5, 8, 6, 6, 6, 6, 5, 7, 5, 7, 7, 5, 7, 5, 6, 6, 6, 6}
	strains := []scoring.Strain{scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs, scoring.NoTrump}
	for i, n := range table {
		dd.Set(scoring.DDSeat(i%4), strains[i/4], n)
	}
	analysed = hands
	analysed.DD, analysed.Par = &dd, &scoring.Par{Score: -110, Contracts: []string{"2SE", "2SW"}}
	return hands, analysed
}

func TestTravellersShowMakeableContracts(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.Matchpoints, scoring.WBF)
	_, a := board1(1)
	h, _ := board1(2)
	r.Deals = map[int]scoring.Deal{1: a, 2: h}
	pages := pdfText(t, render(t, r, []Report{Travellers}, A4))
	first := pages[0]
	board2 := first[strings.Index(first, "Board 2"):]
	board1 := first[:len(first)-len(board2)]
	// N and S make nothing but 1♣ (7 tricks); E and W make 2♠ and 1♦.
	for _, re := range []string{
		`Makeable contracts`,
		`N\s+–\s+–\s+–\s+–\s+1`,
		`E\s+–\s+2\s+–\s+1\s+–`,
		`Par −110: 2♠ E/W`,
		`HCP\s+N 7\s+E 7\s+S 12\s+W 14`,
	} {
		if !regexp.MustCompile(re).MatchString(board1) {
			t.Errorf("board 1's traveller lacks %s:\n%s", re, board1)
		}
	}
	if strings.Contains(board2, "Makeable") {
		t.Errorf("board 2 has no analysis but shows one:\n%s", board2)
	}

	var b bytes.Buffer
	if err := WriteHTML(&b, r, []Report{Travellers}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if n := strings.Count(page, `<table class="makeable">`); n != 1 {
		t.Errorf("%d makeable-contracts tables on the page, want 1", n)
	}
	for _, want := range []string{`<th scope="row">E</th><td>–</td><td>2</td><td>–</td><td>1</td><td>–</td>`, `Par −110: 2♠ E/W`, "HCP  N 7   E 7   S 12   W 14"} {
		if !strings.Contains(page, want) {
			t.Errorf("the web page lacks %q", want)
		}
	}
}

// The hand record prints four boards to a page (two with handrecord2),
// each with its points in the compass and, when analysed, its makeable
// contracts and par; it needs the hands and nothing else.
func TestHandRecord(t *testing.T) {
	r := &Results{Deals: map[int]scoring.Deal{}}
	for b := 1; b <= 5; b++ {
		h, a := board1(b)
		r.Deals[b] = a
		if b == 2 {
			r.Deals[b] = h
		}
	}
	for _, tc := range []struct {
		what  Report
		pages int
	}{{HandRecord, 2}, {HandRecord2, 3}} {
		pages := pdfText(t, render(t, r, []Report{tc.what}, A4))
		if len(pages) != tc.pages {
			t.Fatalf("%s: %d pages for 5 boards, want %d", tc.what, len(pages), tc.pages)
		}
		perPage := 4
		if tc.what == HandRecord2 {
			perPage = 2
		}
		for b := 1; b <= 5; b++ {
			if page := pages[(b-1)/perPage]; !strings.Contains(page, "Board "+strconv.Itoa(b)) {
				t.Errorf("%s: board %d is not on page %d", tc.what, b, (b-1)/perPage+1)
			}
		}
		all := strings.Join(pages, "\n")
		if n := strings.Count(all, "Makeable contracts"); n != 4 {
			t.Errorf("%s: %d grids, want 4 (board 2 is not analysed)", tc.what, n)
		}
		for _, re := range []string{`N ?7`, `W ?14`, `S ?12`, `7 ?E`, `Par −110: 2♠ E/W`} {
			if !regexp.MustCompile(re).MatchString(pages[0]) {
				t.Errorf("%s: page 1 lacks %s:\n%s", tc.what, re, pages[0])
			}
		}
	}
	if err := WriteHTML(&bytes.Buffer{}, r, []Report{HandRecord}); err == nil {
		t.Error("the hand record was written as a web page")
	}
	if _, err := buildPDF(&Results{}, []Report{HandRecord}, A4); err == nil || !strings.Contains(err.Error(), "needs the hands") {
		t.Errorf("a hand record without hands: %v", err)
	}
}

// With par IMPs asked for, each score card line of board 1 (par −110)
// carries its result against par from the pair's side, and the total
// line sums them; without, nothing of it shows.
func TestScoreCardsParIMPs(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.Matchpoints, scoring.WBF)
	_, a := board1(1)
	a.Hands = [4]string{} // the analysis without the hands
	r.Deals = map[int]scoring.Deal{1: a}
	imps := func(diff int) int { // the WBF scale up to 14 IMPs, enough here
		bands := []int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900}
		n := 0
		for _, b := range bands {
			if max(diff, -diff) >= b {
				n++
			}
		}
		if diff < 0 {
			return -n
		}
		return n
	}
	want := map[string]int{} // pair → its par IMPs on board 1
	for _, b := range r.Standings.Boards {
		if b.Board != 1 {
			continue
		}
		for _, l := range b.Lines {
			if l.Kind == scoring.Played {
				want[l.NS] = imps(l.Score + 110)
				want[l.EW] = -imps(l.Score + 110)
			}
		}
	}
	if len(want) == 0 {
		t.Fatal("board 1 has no played line")
	}
	r.ParIMPs = true
	var b bytes.Buffer
	if err := WriteHTML(&b, r, []Report{ScoreCards}); err != nil {
		t.Fatal(err)
	}
	page := strings.ReplaceAll(b.String(), "&#43;", "+")
	if !strings.Contains(page, `<th scope="col">Par IMPs</th>`) {
		t.Error("the score cards have no Par IMPs column")
	}
	for pair, n := range want {
		card := page[strings.Index(page, "<h3>Pair "+pair):]
		card = card[:strings.Index(card, "</article>")]
		row := regexp.MustCompile(`<tr><td class="c"><a href="#[^"]*">1</a></td>.*</tr>`).FindString(card)
		cell := "0"
		if n != 0 {
			cell = strings.Replace(fmt.Sprintf("%+d", n), "-", "−", 1)
		}
		if !strings.HasSuffix(row, `<td class="n">`+cell+`</td></tr>`) {
			t.Errorf("pair %s, board 1: %s; want par IMPs %s", pair, row, cell)
		}
		if !strings.Contains(card, "against par "+cell+" IMPs on 1 board") {
			t.Errorf("pair %s: the total line does not sum par IMPs to %s:\n%s", pair, cell, card[strings.Index(card, `<p class="note">`):])
		}
	}
	pages := strings.Join(pdfText(t, render(t, r, []Report{ScoreCards}, A4)), "\n")
	if !strings.Contains(pages, "Par IMPs") || !strings.Contains(pages, "against par") {
		t.Error("the PDF score cards have no par IMPs")
	}
	r.ParIMPs = false
	b.Reset()
	if err := WriteHTML(&b, r, []Report{ScoreCards}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "Par IMPs") || strings.Contains(b.String(), "against par") {
		t.Error("par IMPs printed without being asked for")
	}
}

// A par whose contracts a hand record does not give is its score alone,
// never "passed out", which only a par of nothing is.
func TestParTextWithoutContracts(t *testing.T) {
	for _, c := range []struct {
		par  scoring.Par
		want string
	}{
		{scoring.Par{Score: 800}, "Par +800"},
		{scoring.Par{}, "Par 0: passed out"},
		{scoring.Par{Score: -420, Contracts: []string{"4SE", "4SW"}}, "Par −420: 4♠ E/W"},
	} {
		if got := parText(c.par).String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.par, got, c.want)
		}
	}
}
