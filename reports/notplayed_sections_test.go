package reports

import (
	"bytes"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// Scored section by section, a line not played goes on its own section's
// traveller of the board, not on another section's traveller of the same
// number; the pairs' score cards say so likewise.
func TestNotPlayedOnItsOwnSectionsTraveller(t *testing.T) {
	for _, sec := range []string{"A", "B"} {
		s := twoSections(scoring.BySection)
		for i, l := range s.Lines {
			if l.Section == sec && l.Board == 1 && l.NS == "2NS" {
				s.Lines[i] = scoring.Line{Section: sec, Board: 1, NS: l.NS, EW: l.EW, Kind: scoring.NotPlayed}
			}
		}
		st, err := scoring.Score(s)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := WriteHTML(&b, &Results{Event: "Sections", Standings: st, Session: s}, AllResults); err != nil {
			t.Fatal(err)
		}
		page := b.String()
		traveller := func(id string) string {
			i := strings.Index(page, `<article id="`+id+`">`)
			if i < 0 {
				t.Fatalf("no traveller %s", id)
			}
			a := page[i:]
			return a[:strings.Index(a, "</article>")]
		}
		other := map[string]string{"A": "B", "B": "A"}[sec]
		if own := traveller("board-" + sec + "1"); !strings.Contains(own, "Not played") {
			t.Errorf("section %s's not-played line is not on its own traveller of board 1", sec)
		}
		if theirs := traveller("board-" + other + "1"); strings.Contains(theirs, "Not played") {
			t.Errorf("section %s's not-played line is on section %s's traveller of board 1", sec, other)
		}
		for _, pair := range []string{"2NS", "1EW"} {
			i := strings.Index(page, "<h3>Pair "+sec+pair)
			if i < 0 {
				t.Fatalf("no score card of %s%s", sec, pair)
			}
			card := page[i:]
			card = card[:strings.Index(card, "</article>")]
			if !strings.Contains(card, "Not played") {
				t.Errorf("the score card of %s%s does not show board 1 not played", sec, pair)
			}
		}
	}
}
