package scoring

import (
	"math/big"
	"sort"
)

// crossIMPGroup scores the real results of one group by cross-IMPs: each
// result is IMPed against every other real result of the group, and the sum
// is divided as the XIMPDivisor option says (by default by the number of
// comparisons, giving average IMPs).
func (sc *scorer) crossIMPGroup(g []int) {
	lines := sc.s.Lines
	div := sc.ximpDivisor(len(g))
	if !hasWeighted(lines, g) {
		sums := crossIMPSums(lines, g)
		for k, i := range g {
			v := frac{0, 1}
			if div.n != 0 {
				// sum ÷ (div.n/div.d)
				v = frac{sums[k] * div.d, div.n}
			}
			sc.setPoints(i, v, frac{-v.n, v.d})
		}
		return
	}
	var divRat *big.Rat
	if div.n != 0 {
		divRat = big.NewRat(div.n, div.d)
	}
	sc.crossIMPWeighted(g, divRat)
}

// ximpDivisor is what the IMP sum of a result among a real results is
// divided by; zero when there is nothing to compare with.
func (sc *scorer) ximpDivisor(a int) frac {
	if a < 2 {
		return frac{0, 1}
	}
	switch sc.opt.XIMPDivisor {
	case XIMPTotal:
		return frac{1, 1}
	case XIMPResults:
		return frac{int64(a), 1}
	case XIMPExpected:
		// sum·(E/A)/(E−1)
		e := int64(sc.expected)
		return frac{int64(a) * (e - 1), e}
	}
	return frac{int64(a - 1), 1}
}

// crossIMPSums is, for each line of g, the sum of the IMPs its score wins
// against every other score of g. A difference of at least impBands[k] is
// worth one IMP more than one below it, so the sum for a score s is, band
// by band, the number of scores at or below s−impBands[k] less the number
// at or above s+impBands[k]: counted by binary search in the sorted
// scores, once for each different score. A board played by thousands of
// tables (a simultaneous pairs across the field) is scored in n log n
// rather than n² comparisons.
func crossIMPSums(lines []Line, g []int) []int64 {
	sorted := make([]int, len(g))
	for k, i := range g {
		sorted[k] = lines[i].Score
	}
	sort.Ints(sorted)
	atMost := func(v int) int64 { return int64(sort.SearchInts(sorted, v+1)) }
	atLeast := func(v int) int64 { return int64(len(sorted) - sort.SearchInts(sorted, v)) }
	memo := make(map[int]int64)
	sums := make([]int64, len(g))
	for k, i := range g {
		s := lines[i].Score
		sum, ok := memo[s]
		if !ok {
			for _, band := range impBands {
				sum += atMost(s-band) - atLeast(s+band)
			}
			memo[s] = sum
		}
		sums[k] = sum
	}
	return sums
}
