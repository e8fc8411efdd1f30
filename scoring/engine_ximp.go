package scoring

import "math/big"

// crossIMPGroup scores the real results of one group by cross-IMPs: each
// result is IMPed against every other real result of the group, and the sum
// is divided as the XIMPDivisor option says (by default by the number of
// comparisons, giving average IMPs).
func (sc *scorer) crossIMPGroup(g []int) {
	lines := sc.s.Lines
	div := sc.ximpDivisor(len(g))
	if !hasWeighted(lines, g) {
		for _, i := range g {
			sum := 0
			for _, j := range g {
				if j != i {
					sum += IMPs(lines[i].Score - lines[j].Score)
				}
			}
			v := frac{0, 1}
			if div.n != 0 {
				// sum ÷ (div.n/div.d)
				v = frac{int64(sum) * div.d, div.n}
			}
			sc.setPoints(i, v, frac{-v.n, v.d})
		}
		return
	}
	divRat := new(big.Rat)
	if div.n != 0 {
		divRat.SetFrac64(div.n, div.d)
	}
	for _, i := range g {
		var pts [2]*big.Rat
		for side, ew := range [2]bool{false, true} {
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
			if divRat.Sign() != 0 {
				sum.Quo(sum, divRat)
			} else {
				sum.SetInt64(0)
			}
			pts[side] = sum
		}
		sc.setRats(i, pts[0], pts[1])
	}
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
