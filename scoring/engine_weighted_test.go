package scoring

import (
	"math/big"
	"math/rand"
	"testing"
)

// pairwiseMatchpoints is the definition the weighted matchpoints follow,
// worked the slow way: every component of the line against every
// component of every other line of the group.
func pairwiseMatchpoints(lines []Line, g []int, i int, ew bool, factor, shift *big.Rat) *big.Rat {
	m := new(big.Rat)
	for _, c := range components(&lines[i], ew) {
		beat := new(big.Rat)
		for _, j := range g {
			if j == i {
				continue
			}
			for _, o := range components(&lines[j], ew) {
				beat.Add(beat, new(big.Rat).Mul(o.w, big.NewRat(compareUnits(c.score, o.score, ew), 1)))
			}
		}
		m.Add(m, beat.Mul(beat, c.w))
	}
	m.Add(m, big.NewRat(1, 1))
	m.Mul(m, factor)
	return m.Sub(m, shift)
}

// pairwiseCrossIMPs is the same for cross-IMPs.
func pairwiseCrossIMPs(lines []Line, g []int, i int, ew bool, div *big.Rat) *big.Rat {
	sum := new(big.Rat)
	for _, c := range components(&lines[i], ew) {
		part := new(big.Rat)
		for _, j := range g {
			if j == i {
				continue
			}
			for _, o := range components(&lines[j], ew) {
				imps := IMPs(c.score - o.score)
				if ew {
					imps = -imps
				}
				part.Add(part, new(big.Rat).Mul(o.w, big.NewRat(int64(imps), 1)))
			}
		}
		sum.Add(sum, part.Mul(part, c.w))
	}
	if div == nil {
		return new(big.Rat)
	}
	return sum.Quo(sum, div)
}

// Groups holding weighted scores, scored by counting in sorted scores,
// give every line what comparing it with every other line gives.
func TestPropertyWeightedGroupsMatchPairwise(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	groups := 0
	for round := 0; round < 400; round++ {
		s := randomSession(r, Matchpoints, WBF, true)
		if r.Intn(3) == 0 {
			// Wide scores, so that every IMP band is reached.
			for k := range s.Lines {
				s.Lines[k].Score *= 1 + r.Intn(40)
				for _, ws := range [][]WeightedScore{s.Lines[k].NSWeights, s.Lines[k].EWWeights} {
					for c := range ws {
						ws[c].Score *= 1 + r.Intn(40)
					}
				}
			}
		}
		sc, err := newScorer(s)
		if err != nil {
			continue
		}
		n := len(s.Lines)
		sc.ns, sc.ew, sc.nsF, sc.ewF = make([]*big.Rat, n), make([]*big.Rat, n), make([]frac, n), make([]frac, n)
		factor, shift := big.NewRat(int64(sc.expected), 7), big.NewRat(1, 2)
		div := big.NewRat(int64(1+r.Intn(5)), int64(1+r.Intn(3)))
		for _, b := range sc.boards {
			real, _ := sc.groups(b)
			for _, g := range real {
				if !hasWeighted(s.Lines, g) {
					continue
				}
				groups++
				sc.matchpointWeighted(g, factor, shift)
				for _, i := range g {
					for side, got := range [2]*big.Rat{sc.ns[i], sc.ew[i]} {
						if want := pairwiseMatchpoints(s.Lines, g, i, side == 1, factor, shift); got.Cmp(want) != 0 {
							t.Fatalf("matchpoints, board %d line %d side %d: %s, want %s", b.num, i, side, got.RatString(), want.RatString())
						}
					}
				}
				sc.crossIMPWeighted(g, div)
				for _, i := range g {
					for side, got := range [2]*big.Rat{sc.ns[i], sc.ew[i]} {
						if want := pairwiseCrossIMPs(s.Lines, g, i, side == 1, div); got.Cmp(want) != 0 {
							t.Fatalf("cross-IMPs, board %d line %d side %d: %s, want %s", b.num, i, side, got.RatString(), want.RatString())
						}
					}
				}
			}
		}
	}
	if groups < 200 {
		t.Fatalf("only %d groups with weighted scores tried", groups)
	}
}
