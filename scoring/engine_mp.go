package scoring

import (
	"math/big"
	"sort"
)

// component is one weighted score that a line contributes to the
// comparisons of one direction: a played line is a single component of
// weight 1.
type component struct {
	w     *big.Rat
	score int
}

// components returns what line l puts into the comparisons of NS (ew false)
// or of EW (ew true).
func components(l *Line, ew bool) []component {
	if l.Kind != Weighted {
		return []component{{big.NewRat(1, 1), l.Score}}
	}
	ws := l.NSWeights
	if ew {
		ws = l.EWWeights
	}
	cs := make([]component, len(ws))
	for k, w := range ws {
		cs[k] = component{w.Weight, w.Score}
	}
	return cs
}

func hasWeighted(lines []Line, g []int) bool {
	for _, i := range g {
		if lines[i].Kind == Weighted {
			return true
		}
	}
	return false
}

// matchpointGroup matchpoints the real results of one group (the whole
// board unless it was fouled) and Neuberg-factors them to the expected
// number of results: M' = (M+1)·E/A − 1 on the 2/1 scale, which halved is
// the ACBL form (M+½)·E/A − ½.
func (sc *scorer) matchpointGroup(g []int) {
	lines := sc.s.Lines
	a, e := int64(len(g)), int64(sc.expected)
	half := int64(1)
	if sc.rules == ACBL {
		half = 2
	}
	if !hasWeighted(lines, g) {
		sorted := make([]int, len(g))
		for k, i := range g {
			sorted[k] = lines[i].Score
		}
		sort.Ints(sorted)
		for _, i := range g {
			s := lines[i].Score
			less := int64(sort.SearchInts(sorted, s))
			eq := int64(sort.SearchInts(sorted, s+1)) - less
			m := 2*less + eq - 1
			mew := 2*(a-1) - m
			sc.setPoints(i, frac{(m+1)*e - a, a * half}, frac{(mew+1)*e - a, a * half})
		}
		return
	}
	sc.matchpointWeighted(g, big.NewRat(e, a*half), big.NewRat(1, half))
}

// compareUnits is the matchpoint units (2 for a score beaten, 1 for a tie)
// that NS score s earns against NS score o, seen from NS, or from EW when
// ew is set (EW beat a score when the NS score at their table is lower).
func compareUnits(s, o int, ew bool) int64 {
	if ew {
		s, o = o, s
	}
	switch {
	case s > o:
		return 2
	case s == o:
		return 1
	}
	return 0
}

// smallGroupPercents returns the fixed percentages, best first, that a
// group of a results on a fouled board of groups groups gets under the EBU
// White Book (4.2.3.3), or nil when the group is Neuberg-factored: with few
// results Neuberg swings too far from average for a board the players did
// not foul.
func smallGroupPercents(opt Options, groups, a, e int, weighted bool) []int64 {
	if !opt.FouledSmallGroups || groups < 2 || weighted || e < 3*a {
		return nil
	}
	switch a {
	case 2:
		return []int64{65, 55}
	case 3:
		return []int64{70, 60, 50}
	}
	return nil
}

// smallGroup gives each result of a small fouled-board group the
// percentage of its rank in each direction; tied results share the
// percentages of the ranks they span.
func (sc *scorer) smallGroup(g []int, pcts []int64) {
	lines := sc.s.Lines
	share := func(s int, ew bool) frac {
		better, eq := 0, 0
		for _, j := range g {
			switch o := lines[j].Score; {
			case o == s:
				eq++
			case (o > s) != ew:
				better++
			}
		}
		var sum int64
		for k := better; k < better+eq; k++ {
			sum += pcts[k]
		}
		return frac{sum * sc.topInt, 100 * int64(eq)}
	}
	for _, i := range g {
		sc.setPoints(i, share(lines[i].Score, false), share(lines[i].Score, true))
	}
}
