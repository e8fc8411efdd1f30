package scoring

import (
	"math/big"
	"path/filepath"
	"testing"
)

// TestFactoredTo checks what a score card's footnote says: a pair's total
// is the sum of its points ×FactoredTo/Boards, exactly (ACBL matchpoint
// totals to the cent), and a pair that missed a board is scaled up to the
// most boards played in its field. In mitchell-7t board 25 was not played
// by 2NS and 4EW.
func TestFactoredTo(t *testing.T) {
	for _, mr := range []struct {
		m Method
		r Rules
	}{{Matchpoints, WBF}, {Matchpoints, ACBL}, {CrossIMPs, WBF}, {Butler, WBF}} {
		path := filepath.Join(sessionsDir, "mitchell-7t", "expected_wbf_mp.json")
		s := sessionFromFiles(t, filepath.Dir(path), readExpected(t, path))
		s.Method, s.Rules = mr.m, mr.r
		st, err := Score(s)
		if err != nil {
			t.Fatal(err)
		}
		sums := map[string]*big.Rat{}
		for _, b := range st.Boards {
			for _, l := range b.Lines {
				for _, x := range []struct {
					k string
					v *big.Rat
				}{{l.NS + " NS", l.NSPoints}, {l.EW + " EW", l.EWPoints}} {
					if sums[x.k] == nil {
						sums[x.k] = new(big.Rat)
					}
					sums[x.k].Add(sums[x.k], x.v)
				}
			}
		}
		for _, p := range st.Pairs {
			want := new(big.Rat).Mul(sums[p.ID+" "+p.Direction], big.NewRat(int64(p.FactoredTo), int64(p.Boards)))
			if mr.r == ACBL && mr.m == Matchpoints {
				want = RoundHalfUp(want, 2)
			}
			if want.Cmp(p.Total) != 0 {
				t.Errorf("%s/%s pair %s: total %s, sum ×%d/%d = %s", mr.m, mr.r, p.ID, p.Total.FloatString(4), p.FactoredTo, p.Boards, want.FloatString(4))
			}
			missed := p.ID == "2NS" || p.ID == "4EW"
			if got := p.FactoredTo != p.Boards; got != missed || (missed && (p.Boards != 27 || p.FactoredTo != 28)) {
				t.Errorf("%s/%s pair %s: factored to %d from %d boards", mr.m, mr.r, p.ID, p.FactoredTo, p.Boards)
			}
		}
	}
}
