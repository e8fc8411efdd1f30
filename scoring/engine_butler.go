package scoring

import (
	"math/big"
	"sort"
)

// butlerGroup scores the real results of one group against a datum and
// returns the datum; ok is false when the group has no real result.
func (sc *scorer) butlerGroup(g []int) (datum int, ok bool) {
	lines := sc.s.Lines
	if len(g) == 0 {
		return 0, false
	}
	if !hasWeighted(lines, g) {
		scores := make([]int, len(g))
		for k, i := range g {
			scores[k] = lines[i].Score
		}
		datum = intDatum(scores, sc.opt.ButlerDrop, sc.opt.ButlerDropMin, sc.opt.ButlerHalfEven)
		for _, i := range g {
			imps := int64(IMPs(lines[i].Score - datum))
			sc.setPoints(i, frac{imps, 1}, frac{-imps, 1})
		}
		return datum, true
	}
	scores := make([]*big.Rat, len(g))
	for k, i := range g {
		scores[k] = datumScore(&lines[i])
	}
	datum = Datum(scores, sc.opt.ButlerDrop, sc.opt.ButlerDropMin, sc.opt.ButlerHalfEven)
	for _, i := range g {
		var pts [2]*big.Rat
		for side, ew := range [2]bool{false, true} {
			v := new(big.Rat)
			for _, c := range components(&lines[i], ew) {
				imps := IMPs(c.score - datum)
				v.Add(v, new(big.Rat).Mul(c.w, big.NewRat(int64(imps), 1)))
			}
			if ew {
				v.Neg(v)
			}
			pts[side] = v
		}
		sc.setRats(i, pts[0], pts[1])
	}
	return datum, true
}

// intDatum is Datum for whole scores, in machine integers.
func intDatum(scores []int, drop, dropMin int, halfEven bool) int {
	sort.Ints(scores)
	if drop > 0 && len(scores) >= dropMin {
		for drop > 0 && len(scores)-2*drop < 1 {
			drop--
		}
		scores = scores[drop : len(scores)-drop]
	}
	var sum int64
	for _, s := range scores {
		sum += int64(s)
	}
	return 10 * roundRat(big.NewRat(sum, int64(10*len(scores))), halfEven)
}

// datumScore is what a line contributes to the datum: its score, or for a
// weighted score the mean of its NS and its EW weightings' expected scores,
// so that a split weighting favours neither side.
func datumScore(l *Line) *big.Rat {
	if l.Kind != Weighted {
		return big.NewRat(int64(l.Score), 1)
	}
	m := meanScore(components(l, false))
	m.Add(m, meanScore(components(l, true)))
	return m.Quo(m, big.NewRat(2, 1))
}

func meanScore(cs []component) *big.Rat {
	m := new(big.Rat)
	for _, c := range cs {
		m.Add(m, new(big.Rat).Mul(c.w, big.NewRat(int64(c.score), 1)))
	}
	return m
}

// Datum is the Butler datum of a board's NS scores: their mean after
// leaving out the drop highest and drop lowest scores (only when there are
// at least dropMin scores, and always leaving one), rounded to a multiple
// of 10. A mean ending in exactly 5 goes away from zero (425 → 430,
// −425 → −430), which treats NS and EW alike, or to the even ten when
// halfEven is set (ACBLscore). Datum of no scores is 0.
func Datum(scores []*big.Rat, drop, dropMin int, halfEven bool) int {
	if len(scores) == 0 {
		return 0
	}
	sorted := sortedRats(scores)
	if drop > 0 && len(sorted) >= dropMin {
		for drop > 0 && len(sorted)-2*drop < 1 {
			drop--
		}
		sorted = sorted[drop : len(sorted)-drop]
	}
	sum := new(big.Rat)
	for _, s := range sorted {
		sum.Add(sum, s)
	}
	// The mean in tens: round sum/(10·n) to an integer.
	tens := sum.Quo(sum, big.NewRat(int64(10*len(sorted)), 1))
	return 10 * roundRat(tens, halfEven)
}

// roundRat rounds r to the nearest integer, halves away from zero or to
// even.
func roundRat(r *big.Rat, halfEven bool) int {
	num, den := new(big.Int).Abs(r.Num()), r.Denom()
	q, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	c := new(big.Int).Lsh(rem, 1).Cmp(den)
	if c > 0 || (c == 0 && (!halfEven || q.Bit(0) == 1)) {
		q.Add(q, big.NewInt(1))
	}
	v := int(q.Int64())
	if r.Sign() < 0 {
		v = -v
	}
	return v
}
