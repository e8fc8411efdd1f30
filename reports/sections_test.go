package reports

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// twoSections is a session of sections A and B, each a 2-table Mitchell
// numbered 1-2 each way on boards 1-4, with the same pair numbers in
// both: pair 1 NS of A and pair 1 NS of B are two pairs.
func twoSections(field scoring.Field) *scoring.Session {
	s := &scoring.Session{Method: scoring.Matchpoints, Rules: scoring.WBF, Field: field}
	scores := map[string][]int{"A": {420, 450, -50, 100}, "B": {400, -100, 620, 140}}
	for _, sec := range []string{"A", "B"} {
		for n := 1; n <= 2; n++ {
			for _, dir := range []string{"NS", "EW"} {
				s.Pairs = append(s.Pairs, scoring.Pair{Section: sec, ID: fmt.Sprintf("%d%s", n, dir), Direction: dir,
					Names: []string{sec + fmt.Sprint(n) + dir + " One", sec + fmt.Sprint(n) + dir + " Two"}})
			}
		}
		for b := 1; b <= 4; b++ {
			ew := 1 + b%2
			s.Lines = append(s.Lines,
				scoring.Line{Section: sec, Board: b, NS: "1NS", EW: fmt.Sprintf("%dEW", ew), Score: scores[sec][b-1]},
				scoring.Line{Section: sec, Board: b, NS: "2NS", EW: fmt.Sprintf("%dEW", 3-ew), Score: -scores[sec][b-1] / 2})
		}
	}
	return s
}

// The reports of a session of several sections rank each section
// apart, under its name, and across the field add the places overall;
// every pair has its own score card, pair 1 NS of A apart from pair 1 NS
// of B, and the travellers name each line's pairs with their section.
func TestReportsOfSections(t *testing.T) {
	for _, field := range []scoring.Field{scoring.BySection, scoring.AcrossField} {
		s := twoSections(field)
		st, err := scoring.Score(s)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := WriteHTML(&out, &Results{Event: "Sections", Standings: st, Session: s}, AllResults); err != nil {
			t.Fatal(err)
		}
		page := out.String()
		for _, want := range []string{"Section A · North-South", "Section A · East-West", "Section B · North-South", "Section B · East-West"} {
			if !strings.Contains(page, want) {
				t.Errorf("%s: no %q", field, want)
			}
		}
		overall := strings.Contains(page, "Overall · North-South")
		if overall != (field == scoring.AcrossField) {
			t.Errorf("%s: places overall shown: %v", field, overall)
		}
		cards := regexp.MustCompile(`<h3>Pair ([^<:]+)`).FindAllStringSubmatch(page, -1)
		seen := map[string]bool{}
		for _, c := range cards {
			seen[c[1]] = true
		}
		if len(cards) != 8 || len(seen) != 8 || !seen["A1NS"] || !seen["B1NS"] {
			t.Errorf("%s: score cards %v, want one for each of the 8 pairs", field, cards)
		}
		// Pair 1 NS of B made +400 on board 1: its card says so, A's does not.
		cardB := page[strings.Index(page, "<h3>Pair B1NS"):]
		cardB = cardB[:strings.Index(cardB[4:], "<h3>")+4]
		if !strings.Contains(cardB, "400") || strings.Contains(cardB, "420") {
			t.Errorf("%s: pair B1NS's card holds another section's board 1", field)
		}
		if !strings.Contains(page, ">A1NS</a>") || !strings.Contains(page, ">B1NS</a>") {
			t.Errorf("%s: the travellers do not name the pairs with their sections", field)
		}
		var pdf bytes.Buffer
		if err := WritePDF(&pdf, &Results{Event: "Sections", Standings: st, Session: s}, AllResults, A4); err != nil {
			t.Fatalf("%s: PDF: %v", field, err)
		}
	}
}

// Scored section by section, each section has its own traveller of each
// board, named and placed apart on the page; the recap of each field has
// each of its boards once, and a score card's board leads to its own
// section's traveller.
func TestSectionsTravellersApart(t *testing.T) {
	s := twoSections(scoring.BySection)
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WriteHTML(&out, &Results{Event: "Sections", Standings: st, Session: s}, AllResults); err != nil {
		t.Fatal(err)
	}
	page := out.String()
	ids := map[string]bool{}
	for _, m := range regexp.MustCompile(`id="([^"]+)"`).FindAllStringSubmatch(page, -1) {
		if ids[m[1]] {
			t.Errorf("id %q twice", m[1])
		}
		ids[m[1]] = true
	}
	for _, want := range []string{`<article id="board-A1">`, `<h3>Board 1 · Section A</h3>`, `<article id="board-B4">`, `<h3>Board 4 · Section B</h3>`} {
		if !strings.Contains(page, want) {
			t.Errorf("no %s", want)
		}
	}
	recap := page[strings.Index(page, `<section id="recap">`):]
	recap = recap[:strings.Index(recap, "</section>")]
	if n := strings.Count(recap, `<th scope="col"><a href="#board-`); n != 4*4 {
		t.Errorf("%d board columns in the 4 recaps, want 4 each", n)
	}
	cardB := page[strings.Index(page, "<h3>Pair B1NS"):]
	cardB = cardB[:strings.Index(cardB, "</article>")]
	if !strings.Contains(cardB, `href="#board-B1"`) || strings.Contains(cardB, `href="#board-A`) {
		t.Error("pair B1NS's card does not lead to section B's travellers")
	}
	for _, m := range regexp.MustCompile(`href="#([^"]+)"`).FindAllStringSubmatch(page, -1) {
		if !ids[m[1]] {
			t.Errorf("link to #%s goes nowhere", m[1])
		}
	}
}

// Scored section by section, the PDF heads each section's traveller of a
// board with the section, on the page and in the outline, as the web page
// does; across the field a board has one traveller, headed by its number.
func TestSectionsTravellersNamedInPDF(t *testing.T) {
	for _, c := range []struct {
		field scoring.Field
		want  []string
	}{
		{scoring.BySection, []string{"Board 1 · Section A", "Board 1 · Section B", "Board 2 · Section A", "Board 2 · Section B",
			"Board 3 · Section A", "Board 3 · Section B", "Board 4 · Section A", "Board 4 · Section B"}},
		{scoring.AcrossField, []string{"Board 1", "Board 2", "Board 3", "Board 4"}},
	} {
		s := twoSections(c.field)
		st, err := scoring.Score(s)
		if err != nil {
			t.Fatal(err)
		}
		pdf := render(t, &Results{Event: "Sections", Standings: st, Session: s}, []Report{Travellers}, A4)
		var boards []string
		for _, item := range pdfOutline(t, pdf) {
			if strings.HasPrefix(item, "Board ") {
				boards = append(boards, item)
			}
		}
		if strings.Join(boards, "; ") != strings.Join(c.want, "; ") {
			t.Errorf("%s: the outline's travellers %q, want %q", c.field, boards, c.want)
		}
		text := strings.Join(pdfText(t, pdf), "\n")
		for _, head := range c.want {
			if !regexp.MustCompile(`(?m)^\s*` + head + `\s+Dealer`).MatchString(text) {
				t.Errorf("%s: no traveller headed %q:\n%s", c.field, head, text)
			}
		}
	}
}
