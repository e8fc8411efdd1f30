package movements

import "math"

// Balance measures how fairly a movement compares the pairs with one
// another, by John Manning's competition score (Ross Moore's Mpcomp).
//
// For each pair of pairs {A,B} and each board set played t times:
// +1 if A and B both play it in the same direction at different tables,
// −1 if they play it in opposite directions but not against each other,
// +(t−1) if they play it against each other. The ideal is the same score for
// every pair of pairs; SD is the population standard deviation (0 is
// perfect). Sit-outs are not plays, and the phantom is not a pair.
type Balance struct {
	Pairs int // real pairs measured
	N     int // pairs of pairs
	S     int // sum of all scores
	SS    int // sum of squared scores
	// Min and Max are the least and greatest competition scores.
	Min, Max int
	// Mean is S/N, the score every pair of pairs would have if perfectly
	// balanced.
	Mean float64
	SD   float64
	// Qf is the pjms quality factor, 100·SSmin/SS (100 is perfect).
	Qf float64
	// MinComparisons and MaxComparisons count, over all pairs of pairs, the
	// sets both play in the same direction at different tables (McKinnon's
	// comparisons).
	MinComparisons, MaxComparisons int
	// ComparisonsSD is the standard deviation of those counts.
	ComparisonsSD float64
	// Score is the competition score of every pair of pairs, indexed like
	// Movement.Pairs without the phantom (Score[i][j], i < j).
	Score [][]int
}

type play struct {
	ns, ew int // indexes into the measured pairs
}

// Balance computes the competition score of every pair of pairs.
func (m *Movement) Balance() Balance {
	idx := m.measuredPairs()
	P := len(idx)
	score, comp := competitionScores(P, m.playsBySet(idx))
	b := Balance{Pairs: P, N: P * (P - 1) / 2, Score: score}
	if b.N == 0 {
		b.Qf = 100
		return b
	}
	b.summarise(score, comp)
	return b
}

// measuredPairs numbers the real pairs (not the phantom) in the order of
// Movement.Pairs, from 0.
func (m *Movement) measuredPairs() map[PairID]int {
	idx := map[PairID]int{}
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		if _, dup := idx[p]; !dup {
			idx[p] = len(idx)
		}
	}
	return idx
}

// playsBySet lists, for each board set, who plays it against whom; a
// sit-out is not a play.
func (m *Movement) playsBySet(idx map[PairID]int) map[int][]play {
	bySet := map[int][]play{}
	for _, s := range m.Schedule {
		if m.SitsOut(s) {
			continue
		}
		a, okA := idx[s.NS]
		b, okB := idx[s.EW]
		if !okA || !okB {
			continue
		}
		bySet[s.Set] = append(bySet[s.Set], play{a, b})
	}
	return bySet
}

// competitionScores scores every pair of the P pairs by Manning's rule
// (see Balance) and counts their comparisons: the sets both play in the
// same direction at different tables. Both are indexed [i][j], i < j.
func competitionScores(P int, bySet map[int][]play) (score, comp [][]int) {
	score = make([][]int, P)
	comp = make([][]int, P)
	for i := range score {
		score[i] = make([]int, P)
		comp[i] = make([]int, P)
	}
	add := func(g [][]int, a, b, v int) {
		if a > b {
			a, b = b, a
		}
		g[a][b] += v
	}
	for _, plays := range bySet {
		h := len(plays) - 1
		for i, x := range plays {
			add(score, x.ns, x.ew, h)
			for _, y := range plays[i+1:] {
				add(score, x.ns, y.ns, 1)
				add(comp, x.ns, y.ns, 1)
				add(score, x.ew, y.ew, 1)
				add(comp, x.ew, y.ew, 1)
				add(score, x.ns, y.ew, -1)
				add(score, x.ew, y.ns, -1)
			}
		}
	}
	return score, comp
}

// summarise fills in the figures over all pairs of pairs: sums, least and
// greatest, mean, standard deviations and the quality factor.
func (b *Balance) summarise(score, comp [][]int) {
	P := b.Pairs
	first := true
	cS, cSS := 0, 0
	for i := 0; i < P; i++ {
		for j := i + 1; j < P; j++ {
			v, c := score[i][j], comp[i][j]
			b.S += v
			b.SS += v * v
			cS += c
			cSS += c * c
			if first || v < b.Min {
				b.Min = v
			}
			if first || v > b.Max {
				b.Max = v
			}
			if first || c < b.MinComparisons {
				b.MinComparisons = c
			}
			if first || c > b.MaxComparisons {
				b.MaxComparisons = c
			}
			first = false
		}
	}
	b.Mean = float64(b.S) / float64(b.N)
	b.SD = popSD(b.N, b.S, b.SS)
	b.ComparisonsSD = popSD(b.N, cS, cSS)
	b.Qf = qualityFactor(b.N, b.S, b.SS)
}

// qualityFactor is pjms's 100·SSmin/SS, where SSmin is the least sum of
// squares n integer scores summing to s can have (all within one of the
// mean).
func qualityFactor(n, s, ss int) float64 {
	q := floorDiv(s, n)
	rem := s - q*n
	ssMin := (n-rem)*q*q + rem*(q+1)*(q+1)
	if ss == 0 {
		return 100
	}
	return 100 * float64(ssMin) / float64(ss)
}

// popSD is the population standard deviation of n integers with the given
// sum and sum of squares; the variance numerator is exact in integers.
func popSD(n, sum, sumSq int) float64 {
	v := n*sumSq - sum*sum
	if v <= 0 {
		return 0
	}
	return math.Sqrt(float64(v)) / float64(n)
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
