package scoring

import (
	"fmt"
	"testing"
)

// Par IMPs follow the WBF scale of Law 78B, read from North-South's side.
func TestParIMPs(t *testing.T) {
	for _, c := range []struct {
		ns, par, want int
	}{
		{420, 420, 0},    // par reached
		{450, 420, 1},    // an overtrick: 30 points is 1 IMP
		{170, 420, -6},   // game missed: 250 points
		{-100, 420, -11}, // game missed and one down in a partscore: 520
		{-500, -620, 3},  // a good sacrifice: 120 better than par
		{1430, 0, 16},    // a slam on a board whose par is passed out
		{-2220, 0, -19},
		{0, 0, 0},
		{7600, -7600, 24}, // the most the table gives
	} {
		if got := ParIMPs(c.ns, Par{Score: c.par}); got != c.want {
			t.Errorf("ParIMPs(%d, par %d) = %d, want %d", c.ns, c.par, got, c.want)
		}
	}
}

// A pair's par IMPs are its lines' par IMPs from its own side, only on
// boards with a par and a score; in a Howell a pair's lines on both sides
// count.
func TestPairParIMPs(t *testing.T) {
	s := &Session{Method: Matchpoints, Rules: WBF}
	for _, id := range []string{"1", "2", "3", "4"} {
		s.Pairs = append(s.Pairs, Pair{ID: id})
	}
	s.Lines = []Line{
		{Board: 1, NS: "1", EW: "2", Score: 420},
		{Board: 1, NS: "3", EW: "4", Score: 170},
		{Board: 2, NS: "2", EW: "1", Score: -100},
		{Board: 2, NS: "4", EW: "3", Kind: Artificial, NSPercent: 60, EWPercent: 40},
		{Board: 4, NS: "3", EW: "1", Kind: NotPlayed},
		{Board: 4, NS: "2", EW: "4", Score: 0},
		{Board: 3, NS: "1", EW: "3", Score: 50},
		{Board: 3, NS: "4", EW: "2", Score: 110},
	}
	st, err := Score(s)
	if err != nil {
		t.Fatal(err)
	}
	pars := map[int]Par{1: {Score: 420}, 2: {Score: 110}, 4: {Score: 90}} // board 3 has no par
	// Board 2: NS -100 against par +110 is 210 worse, 5 IMPs; board 4:
	// passed out against par +90 is 3 IMPs.
	want := map[string][2]int{
		"1": {0 + 5, 2},     // board 1 NS at par; board 2 EW; board 4 not played
		"2": {0 - 5 - 3, 3}, // board 1 EW at par; board 2 NS; board 4 NS
		"3": {-6, 1},        // board 1 NS +170 against 420; board 2 adjusted
		"4": {6 + 3, 2},     // board 1 EW; board 2 adjusted; board 4 EW
	}
	for _, p := range s.Pairs {
		total, boards := PairParIMPs(st, p, pars)
		if w := want[p.ID]; total != w[0] || boards != w[1] {
			t.Errorf("pair %s: %d par IMPs over %d boards, want %d over %d", p.ID, total, boards, w[0], w[1])
		}
	}
}

func ExampleParIMPs() {
	// Par on the board is +420 for North-South (4♠ making). A pair that
	// stopped in 2♠ and made ten tricks scored +170.
	par := Par{Score: 420, Contracts: []string{"4SN"}}
	fmt.Println(ParIMPs(170, par), -ParIMPs(170, par))
	// Output: -6 6
}
