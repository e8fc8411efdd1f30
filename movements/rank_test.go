package movements

import (
	"strings"
	"testing"
)

// The list is ranked as directors choose: a Howell up to seven tables, a
// Mitchell from eight, the length nearest the boards asked first; each
// suggestion says why it stands where it does.
func TestSuggestRanksAsDirectorsChoose(t *testing.T) {
	for _, c := range []struct {
		pairs, boards  int
		kind           Kind
		rounds, perRnd int
	}{
		{20, 26, Mitchell, 9, 3}, // the skip Mitchell's 27 boards, not a 4-hour Howell
		{20, 27, Mitchell, 9, 3},
		{19, 26, Mitchell, 0, 0},
		{16, 24, Mitchell, 8, 3},
		{24, 26, Mitchell, 0, 0},
		{14, 26, Howell, 13, 2},
		{12, 24, Howell, 0, 0},
		{8, 24, Howell, 0, 0},
		{9, 26, Howell, 9, 3},
	} {
		s, err := Suggest(c.pairs, c.boards)
		if err != nil {
			t.Fatal(err)
		}
		first := s[0]
		if first.Kind != c.kind || (c.rounds > 0 && (first.Rounds != c.rounds || first.BoardsPerRound != c.perRnd)) {
			t.Errorf("%d pairs, %d boards: first %s (%d×%d), want a %s %d×%d", c.pairs, c.boards, first.Name, first.Rounds, first.BoardsPerRound, c.kind, c.rounds, c.perRnd)
		}
		if !strings.HasPrefix(first.Order, "Offered first: for ") {
			t.Errorf("%d pairs: the first says %q", c.pairs, first.Order)
		}
		for i, x := range s[1:] {
			if !strings.HasPrefix(x.Order, "Listed below the "+s[i].Name+", which ") {
				t.Errorf("%d pairs: suggestion %d (%s) says %q", c.pairs, i+2, x.Name, x.Order)
			}
		}
		// The kind clubs play comes before the other, whatever the
		// length.
		seenOther := false
		for _, x := range s {
			other := family(x.Kind) != ChosenKind(first.Tables)
			if !other && seenOther {
				t.Errorf("%d pairs: %s is listed after a movement of the other kind", c.pairs, x.Name)
			}
			seenOther = seenOther || other
		}
	}
}
