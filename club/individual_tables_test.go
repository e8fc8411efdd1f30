package club

import (
	"testing"

	"bridgescore/movements"
)

// TestIndividualNext: a round's last words on a table's page say where
// each player goes as a sentence reads, whatever the guide card's words:
// staying, staying at a table that sits out next, sitting out, moving,
// and the boards' way.
func TestIndividualNext(t *testing.T) {
	for _, c := range []struct {
		next       [4]string
		boardsNext string
		want       string
	}{
		{[4]string{"stay", "Table 2 North", "Table 2 South", "Table 1 South"}, "collect",
			"N 8 stays · E 1 to Table 2 North · S 6 to Table 2 South · W 2 to Table 1 South · boards collected"},
		{[4]string{"stay (sit out)", "sit out", "Table 2 South", "Table 1 South (sit out)"}, "Table 2",
			"N 8 stays (sit out) · E 1 sits out · S 6 to Table 2 South · W 2 to Table 1 South (sit out) · boards to Table 2"},
		{[4]string{"end", "end", "end", "end"}, "collect", ""},
		{[4]string{"stay", "", "Table 1 West", "end"}, "",
			"N 8 stays · S 6 to Table 1 West"},
	} {
		r := movements.IndividualRound{Round: 1, Players: [4]int{8, 1, 6, 2}, Next: c.next, BoardsNext: c.boardsNext}
		if got := individualNext(r); got != c.want {
			t.Errorf("next %q, boards %q:\n got %q\nwant %q", c.next, c.boardsNext, got, c.want)
		}
	}
}
