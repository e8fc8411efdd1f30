package scoring

import (
	"math/big"
	"path/filepath"
	"testing"
)

// A session in progress is scored from its first result: each result
// stands at the average until a second is there to compare with.
func TestInProgressFromTheFirstResult(t *testing.T) {
	s := &Session{Method: Matchpoints, Rules: WBF,
		Pairs: []Pair{{ID: "1", Direction: "NS"}, {ID: "1", Direction: "EW"}, {ID: "2", Direction: "NS"}, {ID: "2", Direction: "EW"}},
		Lines: []Line{{Board: 1, NS: "1", EW: "1", Kind: Played, Score: 420}}}
	if _, err := Score(s); err == nil {
		t.Fatal("one result alone should not score as final results")
	}
	for _, rules := range []Rules{WBF, ACBL} {
		s.Rules, s.Options.InProgress = rules, true
		st, err := Score(s)
		if err != nil {
			t.Fatalf("%s: %v", rules, err)
		}
		for _, p := range st.Pairs {
			want := big.NewRat(50, 1)
			if p.Boards == 0 {
				continue
			}
			if p.Percent.Cmp(want) != 0 || p.Boards != 1 || p.FactoredTo != 1 {
				t.Errorf("%s: pair %s %s: %s%% on %d boards (factored to %d), want 50%% on 1", rules, p.ID, p.Direction, p.Percent.FloatString(2), p.Boards, p.FactoredTo)
			}
		}
	}
}

// In progress, a pair's total is what it has scored on the boards it has
// played, never factored up to boards it has not reached; WBF percentages
// are those of the final scoring.
func TestInProgressTotalsAsPlayed(t *testing.T) {
	path := filepath.Join(sessionsDir, "mitchell-7t", "expected_wbf_mp.json")
	for _, mr := range []struct {
		m Method
		r Rules
	}{{Matchpoints, WBF}, {Matchpoints, ACBL}, {CrossIMPs, WBF}, {Butler, WBF}} {
		s := sessionFromFiles(t, filepath.Dir(path), readExpected(t, path))
		s.Method, s.Rules = mr.m, mr.r
		// Boards 1 to 12 from every table and three tables' boards 13 to
		// 16, as the director has them mid-evening.
		var early []Line
		for _, l := range s.Lines {
			if l.Board <= 12 || (l.Board <= 16 && (l.NS == "1NS" || l.NS == "2NS" || l.NS == "3NS")) {
				early = append(early, l)
			}
		}
		s.Lines = early
		final, err := Score(s)
		if err != nil {
			t.Fatal(err)
		}
		s.Options.InProgress = true
		now, err := Score(s)
		if err != nil {
			t.Fatal(err)
		}
		factored := 0
		for i, p := range now.Pairs {
			if p.FactoredTo != p.Boards {
				t.Errorf("%s/%s pair %s: factored to %d from %d boards in progress", mr.m, mr.r, p.ID, p.FactoredTo, p.Boards)
			}
			f := final.Pairs[i]
			if f.FactoredTo != f.Boards {
				factored++
			}
			sum := new(big.Rat).Mul(f.Total, big.NewRat(int64(f.Boards), int64(f.FactoredTo)))
			if mr.r == ACBL {
				sum = RoundHalfUp(sum, 2)
			}
			if f.ID == p.ID && mr.r == WBF && p.Total.Cmp(sum) != 0 {
				t.Errorf("%s/%s pair %s: total %s in progress, the points scored are %s", mr.m, mr.r, p.ID, p.Total.FloatString(2), sum.FloatString(2))
			}
			if mr == (struct {
				m Method
				r Rules
			}{Matchpoints, WBF}) && f.ID == p.ID && p.Percent.Cmp(f.Percent) != 0 {
				t.Errorf("pair %s: %s%% in progress, %s%% scored as final", p.ID, p.Percent.FloatString(2), f.Percent.FloatString(2))
			}
		}
		if factored == 0 {
			t.Errorf("%s/%s: no pair's total factored in the final scoring of a part-played session: the test shows nothing", mr.m, mr.r)
		}
	}
}
