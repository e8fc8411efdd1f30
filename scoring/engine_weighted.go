package scoring

import (
	"math/big"
	"sort"
)

// groupScores holds a group's scores ready for counting: the scores of its
// lines of one result sorted, and the components of its weighted scores
// sorted for each direction with their weights summed as they go. How much
// weight lies below, at or above any score is then a binary search, so a
// group holding a weighted score is scored in n log n like any other, not
// by comparing every result with every other.
type groupScores struct {
	plain    []int
	weighted [2]weightedScores // NS, EW
}

// weightedScores are the components of a group's weighted scores, seen by
// one direction: scores sorted, cum[k] the weight of scores[:k].
type weightedScores struct {
	scores []int
	cum    []*big.Rat
	memo   map[int]*big.Rat // score → its sum against every component (cross-IMPs)
}

func newGroupScores(lines []Line, g []int) *groupScores {
	gs := &groupScores{}
	var comps [2][]component
	for _, i := range g {
		l := &lines[i]
		if l.Kind != Weighted {
			gs.plain = append(gs.plain, l.Score)
			continue
		}
		for side, ew := range [2]bool{false, true} {
			comps[side] = append(comps[side], components(l, ew)...)
		}
	}
	sort.Ints(gs.plain)
	for side := range comps {
		cs := comps[side]
		sort.Slice(cs, func(x, y int) bool { return cs[x].score < cs[y].score })
		w := weightedScores{scores: make([]int, len(cs)), cum: make([]*big.Rat, len(cs)+1), memo: map[int]*big.Rat{}}
		w.cum[0] = new(big.Rat)
		for k, c := range cs {
			w.scores[k] = c.score
			w.cum[k+1] = new(big.Rat).Add(w.cum[k], c.w)
		}
		gs.weighted[side] = w
	}
	return gs
}

// countBelow and countAtMost count the scores of one result below s and
// at most s.
func (gs *groupScores) countBelow(s int) int64 { return int64(sort.SearchInts(gs.plain, s)) }

func (gs *groupScores) countAtMost(s int) int64 { return int64(sort.SearchInts(gs.plain, s+1)) }

// below, atMost and total are weights of components: below s, at most s,
// and all of them. The values are shared: read them, never change them.
func (w *weightedScores) below(s int) *big.Rat { return w.cum[sort.SearchInts(w.scores, s)] }

func (w *weightedScores) atMost(s int) *big.Rat { return w.cum[sort.SearchInts(w.scores, s+1)] }

func (w *weightedScores) total() *big.Rat { return w.cum[len(w.cum)-1] }

// side is the index of a direction among a group's weighted scores.
func side(ew bool) int {
	if ew {
		return 1
	}
	return 0
}

// matchpointUnits is the matchpoint units (2 per score beaten, 1 per tie)
// that score s earns against every result of the group, its own included,
// seen from NS or from EW.
func (gs *groupScores) matchpointUnits(s int, ew bool) *big.Rat {
	w := &gs.weighted[side(ew)]
	less, atMost := gs.countBelow(s), gs.countAtMost(s)
	// NS beat the scores below theirs: 2·below + equal = below + atMost.
	units := new(big.Rat).Add(w.below(s), w.atMost(s))
	count := less + atMost
	if ew {
		// EW beat the scores above theirs: 2·above + equal =
		// 2·all − below − atMost.
		units.Sub(new(big.Rat).Add(w.total(), w.total()), units)
		count = 2*int64(len(gs.plain)) - count
	}
	return units.Add(units, big.NewRat(count, 1))
}

// imps is the sum of the IMPs that score s wins against every component
// of the group, its own included (IMPs from NS's side, for scores of the
// direction ew). IMPs(s−o) counts the bands that s−o reaches, so the sum
// is, band by band, the weight at or below s−band less the weight at or
// above s+band.
func (gs *groupScores) imps(s int, ew bool) *big.Rat {
	w := &gs.weighted[side(ew)]
	sum := new(big.Rat)
	if v, ok := w.memo[s]; ok {
		sum.Set(v)
	} else {
		above := new(big.Rat)
		for _, band := range impBands {
			sum.Add(sum, w.atMost(s-band))
			above.Sub(w.total(), w.below(s+band))
			sum.Sub(sum, above)
		}
		w.memo[s] = new(big.Rat).Set(sum)
	}
	var count int64
	for _, band := range impBands {
		count += gs.countAtMost(s-band) - (int64(len(gs.plain)) - gs.countBelow(s+band))
	}
	return sum.Add(sum, big.NewRat(count, 1))
}

// againstOthers is what line l's scores seen from one direction earn
// against every other line of the group: for each of its components, its
// weight times what its score earns against every component of the group
// (all) less what it earns against the line's own components (vs).
func againstOthers(l *Line, ew bool, all func(s int, ew bool) *big.Rat, vs func(s, o int, ew bool) int64) *big.Rat {
	own := components(l, ew)
	sum := new(big.Rat)
	for _, c := range own {
		part := all(c.score, ew)
		for _, o := range own {
			part.Sub(part, new(big.Rat).Mul(o.w, big.NewRat(vs(c.score, o.score, ew), 1)))
		}
		sum.Add(sum, part.Mul(part, c.w))
	}
	return sum
}

// matchpointWeighted matchpoints a group holding a weighted score: each
// component of each line earns its units against every component of every
// other line, weighted by both components' weights, and the line's
// matchpoints are Neuberg-factored as in matchpointGroup.
func (sc *scorer) matchpointWeighted(g []int, factor, shift *big.Rat) {
	lines := sc.s.Lines
	gs := newGroupScores(lines, g)
	for _, i := range g {
		var pts [2]*big.Rat
		for side, ew := range [2]bool{false, true} {
			m := againstOthers(&lines[i], ew, gs.matchpointUnits, compareUnits)
			// (M+1)·E/A − 1, scaled by 1/half.
			m.Add(m, big.NewRat(1, 1))
			m.Mul(m, factor)
			pts[side] = m.Sub(m, shift)
		}
		sc.setRats(i, pts[0], pts[1])
	}
}

// crossIMPWeighted scores a group holding a weighted score by cross-IMPs:
// each component of each line is IMPed against every component of every
// other line, weighted by both components' weights, and the sum divided
// by div (nil: nothing to compare with).
func (sc *scorer) crossIMPWeighted(g []int, div *big.Rat) {
	lines := sc.s.Lines
	gs := newGroupScores(lines, g)
	imps := func(s, o int, _ bool) int64 { return int64(IMPs(s - o)) }
	for _, i := range g {
		var pts [2]*big.Rat
		for side, ew := range [2]bool{false, true} {
			sum := againstOthers(&lines[i], ew, gs.imps, imps)
			switch {
			case div == nil:
				sum.SetInt64(0)
			case ew:
				sum.Neg(sum.Quo(sum, div))
			default:
				sum.Quo(sum, div)
			}
			pts[side] = sum
		}
		sc.setRats(i, pts[0], pts[1])
	}
}
