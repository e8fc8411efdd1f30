package scoring

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// The EBU's 7-board table as the Oxford congress prints it, boundaries
// inclusive at two decimals, and the loser's side as 20 less the winner's.
func TestEBU7VP(t *testing.T) {
	for _, c := range []struct {
		pct string
		vp  int64
	}{
		{"68.36", 20}, {"68.35", 19}, {"64.41", 19}, {"64.40", 18}, {"61.76", 18}, {"61.75", 17},
		{"59.65", 17}, {"59.64", 16}, {"57.84", 16}, {"57.83", 15}, {"56.24", 15}, {"56.23", 14},
		{"54.75", 14}, {"54.74", 13}, {"53.34", 13}, {"53.33", 12}, {"51.99", 12}, {"51.98", 11},
		{"50.66", 11}, {"50.65", 10}, {"50", 10}, {"49.35", 10}, {"49.34", 9}, {"48.02", 9}, {"48.01", 8},
		{"31.65", 1}, {"31.64", 0}, {"0", 0}, {"100", 20},
		// Read to two decimals, half up.
		{"50.655", 11}, {"49.344", 9},
	} {
		p, _ := new(big.Rat).SetString(c.pct)
		if got := EBU7VP(p); got.Cmp(big.NewRat(c.vp, 1)) != 0 {
			t.Errorf("%s%%: %s VP, want %d", c.pct, got.RatString(), c.vp)
		}
	}
}

func sline(round, board int, ns, ew string, score int) Line {
	return Line{Round: round, Board: board, NS: ns, EW: ew, Kind: Played, Score: score}
}

// Two rounds of two boards for four pairs: each round matchpointed across
// the field, each pair's percentage turned into VPs, the standings after
// each round; in round 2 a bye.
func TestScoreSwissPairs(t *testing.T) {
	s := &SwissPairsSession{
		Pairs: []Pair{{ID: "1"}, {ID: "2"}, {ID: "3"}, {ID: "4"}, {ID: "5"}},
		Lines: []Line{
			// Round 1: 1 v 2 and 3 v 4 on boards 1–2 (two copies).
			sline(1, 1, "1", "2", 420), sline(1, 2, "1", "2", -50),
			sline(1, 1, "3", "4", 400), sline(1, 2, "3", "4", -100),
			// Round 2: 1 v 3 and 4 v 2 on boards 3–4; 5 had the bye (and in round 1).
			sline(2, 3, "1", "3", 100), sline(2, 4, "1", "3", 140),
			sline(2, 3, "4", "2", 100), sline(2, 4, "4", "2", 110),
		},
		Byes: map[int]string{1: "5", 2: "5"},
	}
	st, err := ScoreSwissPairs(s)
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Rounds) != 2 || st.Scale != SwissEBU7 {
		t.Fatalf("%d rounds, scale %s", len(st.Rounds), st.Scale)
	}
	// Round 1: pair 1 tops both boards (100%, 20 VP), 3 bottoms them.
	r1 := st.Rounds[0]
	if w := r1.Matches[0].Words(Matchpoints); w != "Table 1: 1 (100%, 20 VP) v 2 (0%, 0 VP)" {
		t.Errorf("round 1 table 1: %s", w)
	}
	// Round 2: board 3 ties (50%), board 4: 140 beats 110 → 1 and 3
	// split 75/25, 4 v 2 25/75. Pair 5's two byes earn 12 each.
	r2 := st.Rounds[1]
	if w := r2.Matches[0].Words(Matchpoints); w != "Table 1: 1 (75%, 20 VP) v 3 (25%, 0 VP)" {
		t.Errorf("round 2 table 1: %s", w)
	}
	var got []string
	for _, p := range st.Final() {
		got = append(got, fmt.Sprintf("%s:%s:%s:%v:%d", p.Rank, p.Pair, p.Score.RatString(), p.Met, p.Byes))
	}
	want := "[1:1:40:[2 3]:0 2:5:24:[]:2 3=:2:20:[1 4]:0 3=:4:20:[3 2]:0 5:3:0:[4 1]:0]"
	if fmt.Sprint(got) != want {
		t.Errorf("final %v\nwant  %s", got, want)
	}
	if st.Rounds[0].After[0].Pair != "1" || st.Rounds[0].After[0].Score.Cmp(big.NewRat(20, 1)) != 0 {
		t.Errorf("after round 1: %+v", st.Rounds[0].After[0])
	}
}

// Butler IMPs on the WBF scale: a pair's own IMPs are the margin.
func TestScoreSwissPairsIMPs(t *testing.T) {
	s := &SwissPairsSession{Method: Butler, Lines: []Line{
		sline(1, 1, "1", "2", 620), sline(1, 1, "3", "4", 170), sline(1, 1, "5", "6", 170),
	}}
	st, err := ScoreSwissPairs(s)
	if err != nil {
		t.Fatal(err)
	}
	m := st.Rounds[0].Matches[0]
	if st.Scale != SwissWBF || m.Results[0].Sign() <= 0 || new(big.Rat).Add(m.VPs[0], m.VPs[1]).Cmp(big.NewRat(20, 1)) != 0 ||
		m.VPs[0].Cmp(big.NewRat(10, 1)) <= 0 {
		t.Errorf("scale %s, match %s", st.Scale, m.Words(Butler))
	}
}

func TestScoreSwissPairsRefuses(t *testing.T) {
	for _, c := range []struct {
		s    SwissPairsSession
		want string
	}{
		{SwissPairsSession{Scale: SwissWBF, Lines: []Line{sline(1, 1, "1", "2", 0)}}, "the WBF scale converts IMPs"},
		{SwissPairsSession{Method: CrossIMPs, Scale: SwissEBU7, Lines: []Line{sline(1, 1, "1", "2", 0)}}, "the EBU's percentage table converts matchpoints"},
		{SwissPairsSession{Lines: []Line{sline(0, 1, "1", "2", 0)}}, "needs its round"},
		{SwissPairsSession{Lines: []Line{sline(1, 1, "1", "2", 0), sline(1, 1, "3", "4", 0)}, Byes: map[int]string{1: "9"}}, "the bye: pair 9"},
	} {
		if _, err := ScoreSwissPairs(&c.s); err == nil || !contains(err.Error(), c.want) {
			t.Errorf("%v, want %q", err, c.want)
		}
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }
