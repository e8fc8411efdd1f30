package scoring

import (
	"math/big"
	"strings"
	"testing"
)

func TestScoreRejectsBadSessions(t *testing.T) {
	played := func(b int, ns, ew string, score int) Line { return Line{Board: b, NS: ns, EW: ew, Score: score} }
	mitchell := []Pair{{ID: "1", Direction: "NS"}, {ID: "2", Direction: "NS"}, {ID: "1", Direction: "EW"}, {ID: "2", Direction: "EW"}}
	half := big.NewRat(1, 2)
	cases := []struct {
		name string
		s    *Session
		want []string // every fragment must be in the message
	}{
		{"nil", nil, []string{"no session"}},
		{"method", &Session{Method: "teams"}, []string{`"teams"`, "mp, ximp or butler"}},
		{"rules", &Session{Rules: "ebu"}, []string{`"ebu"`, "wbf or acbl"}},
		{"divisor", &Session{Options: Options{XIMPDivisor: "n"}}, []string{`"n"`, "comparisons"}},
		{"negative E", &Session{Options: Options{Expected: -1}}, []string{"-1"}},
		{"huge E", &Session{Options: Options{Expected: 1 << 40}}, []string{"1099511627776", "100000"}},
		{"average plus", &Session{Options: Options{AveragePlusIMPs: big.NewRat(-3, 1)}}, []string{"-3", "IMPs"}},
		{"pair twice on a board", &Session{Lines: []Line{played(3, "1", "2", 100), played(3, "1", "4", 100)}},
			[]string{"board 3", "pair 1 plays it twice", "1 v 2", "1 v 4"}},
		{"EW pair twice", &Session{Lines: []Line{played(3, "1", "2", 100), {Board: 3, NS: "5", EW: "2", Kind: NotPlayed}}},
			[]string{"board 3", "pair 2 plays it twice"}},
		{"same pair both ways", &Session{Lines: []Line{played(2, "7", "7", 100)}}, []string{"board 2", "7 v 7", "both NS and EW"}},
		{"unknown pair", &Session{Pairs: mitchell[:3], Lines: []Line{played(1, "1", "3", 0)}}, []string{"board 1", "unknown pair 3"}},
		{"wrong direction", &Session{Pairs: []Pair{{ID: "1NS", Direction: "NS"}, {ID: "2NS", Direction: "NS"}},
			Lines: []Line{played(4, "1NS", "2NS", 0)}}, []string{"board 4", "2NS is an NS pair but sits EW"}},
		{"pair listed twice", &Session{Pairs: []Pair{{ID: "1"}, {ID: "1", Direction: "NS"}}}, []string{"pair 1 is listed twice"}},
		{"bad direction", &Session{Pairs: []Pair{{ID: "1", Direction: "N"}}}, []string{"pair 1", `"N"`}},
		{"no number", &Session{Pairs: []Pair{{ID: ""}}}, []string{"no number"}},
		{"board 0", &Session{Lines: []Line{played(0, "1", "2", 0)}}, []string{"board 0", "1 or more"}},
		{"missing pair", &Session{Lines: []Line{played(5, "1", "", 0)}}, []string{"board 5", "both the NS and the EW pair"}},
		{"percentage", &Session{Lines: []Line{{Board: 6, NS: "1", EW: "2", Kind: Artificial, NSPercent: 160, EWPercent: 40}}},
			[]string{"board 6", "A160-40", "between 0 and 100"}},
		{"weights", &Session{Lines: []Line{{Board: 7, NS: "1", EW: "2", Kind: Weighted,
			NSWeights: []WeightedScore{{Weight: half, Score: 100}}, EWWeights: []WeightedScore{{Weight: big.NewRat(1, 1), Score: 100}}}}},
			[]string{"board 7", "NS weights add up to 50%: they must add up to 100%"}},
		{"no EW weights", &Session{Lines: []Line{{Board: 7, NS: "1", EW: "2", Kind: Weighted,
			NSWeights: []WeightedScore{{Weight: big.NewRat(1, 1), Score: 100}}}}}, []string{"board 7", "no EW components"}},
		{"zero weight", &Session{Lines: []Line{{Board: 7, NS: "1", EW: "2", Kind: Weighted,
			NSWeights: []WeightedScore{{Weight: new(big.Rat), Score: 1}, {Weight: big.NewRat(1, 1), Score: 2}},
			EWWeights: []WeightedScore{{Weight: big.NewRat(1, 1), Score: 100}}}}}, []string{"board 7", "more than 0"}},
		{"kind", &Session{Lines: []Line{{Board: 8, NS: "1", EW: "2", Kind: 9}}}, []string{"board 8", "unknown kind"}},
		{"E too small", &Session{Options: Options{Expected: 1}, Lines: []Line{played(1, "1", "2", 0), played(1, "3", "4", 0)}},
			[]string{"1 results expected", "a board has 2"}},
		{"nothing to compare", &Session{Lines: []Line{played(1, "1", "2", 0), played(2, "1", "2", 0)}},
			[]string{"cannot matchpoint"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, err := Score(c.s)
			if err == nil {
				t.Fatalf("scored %+v, want an error", st)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

func TestDefaultOptions(t *testing.T) {
	d := DefaultOptions()
	if d.AveragePlusIMPs.Cmp(big.NewRat(3, 1)) != 0 || d.ButlerDrop != 1 || d.ButlerDropMin != 3 ||
		d.Law12C2c || d.XIMPDivisor != XIMPComparisons || d.Expected != 0 || d.ButlerHalfEven || d.FactorToSection {
		t.Errorf("DefaultOptions() = %+v", d)
	}
	z := Options{}.withDefaults()
	if z.AveragePlusIMPs.Cmp(d.AveragePlusIMPs) != 0 || z.ButlerDrop != d.ButlerDrop || z.ButlerDropMin != d.ButlerDropMin ||
		z.XIMPDivisor != d.XIMPDivisor {
		t.Errorf("zero Options mean %+v, want the defaults", z)
	}
	if none := (Options{ButlerDrop: -1}).withDefaults(); none.ButlerDrop != 0 {
		t.Errorf("ButlerDrop -1 means dropping %d", none.ButlerDrop)
	}
	// Average-plus of 2 IMPs, as Salliere scores it.
	s := oneBoard(CrossIMPs, WBF, 100, 200)
	s.Lines = append(s.Lines, Line{Board: 1, NS: "X", EW: "Y", Kind: Artificial, NSPercent: 60, EWPercent: 40})
	s.Options.AveragePlusIMPs = big.NewRat(2, 1)
	l := mustScore(t, s).Boards[0].Lines[2]
	if l.NSPoints.Cmp(big.NewRat(2, 1)) != 0 || l.EWPoints.Cmp(big.NewRat(-2, 1)) != 0 {
		t.Errorf("Ave+/Ave- at 2 IMPs: %s / %s", l.NSPoints.RatString(), l.EWPoints.RatString())
	}
}

// A not-played board is left out of the pair's boards, a pair with no
// result is not ranked, and the fields come NS first, then EW.
func TestNotPlayedSitOutAndFields(t *testing.T) {
	s := &Session{Pairs: []Pair{
		{ID: "1", Direction: "NS"}, {ID: "2", Direction: "NS"}, {ID: "3", Direction: "NS"}, {ID: "4", Direction: "NS"},
		{ID: "1", Direction: "EW"}, {ID: "2", Direction: "EW"}, {ID: "3", Direction: "EW"},
	}}
	for b := 1; b <= 3; b++ {
		for k := 1; k <= 3; k++ {
			l := Line{Board: b, NS: string(rune('0' + k)), EW: string(rune('0' + (k+b)%3 + 1)), Score: 10 * k * b}
			if b == 3 && k == 3 {
				l.Kind = NotPlayed
			}
			s.Lines = append(s.Lines, l)
		}
	}
	st := mustScore(t, s)
	if st.Expected != 3 {
		t.Errorf("E = %d, want 3", st.Expected)
	}
	if n := len(st.Boards[2].Lines); n != 2 {
		t.Errorf("board 3 has %d scored lines, want 2 (the not-played one left out)", n)
	}
	var dirs []string
	for _, p := range st.Pairs {
		dirs = append(dirs, p.Direction)
		if p.ID == "4" {
			t.Errorf("sit-out pair 4 ranked: %+v", p)
		}
		if p.ID == "3" && p.Direction == "NS" && p.Boards != 2 {
			t.Errorf("pair 3 NS: %d boards, want 2", p.Boards)
		}
	}
	if got := strings.Join(dirs, " "); got != "NS NS NS EW EW EW" {
		t.Errorf("fields in order %q, want NS then EW", got)
	}
	// Pair 3 NS missed board 3: its total is factored by 3/2.
	p3 := st.Pairs[0]
	for _, p := range st.Pairs {
		if p.ID == "3" && p.Direction == "NS" {
			p3 = p
		}
	}
	sum := new(big.Rat)
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			if l.NS == "3" {
				sum.Add(sum, l.NSPoints)
			}
		}
	}
	if want := new(big.Rat).Mul(sum, big.NewRat(3, 2)); p3.Total.Cmp(want) != 0 {
		t.Errorf("pair 3 NS total %s, want %s", p3.Total.RatString(), want.RatString())
	}
}
