package scoring

import "math/big"

// impBands holds the lower bound of each band of the WBF IMP table
// (Law 78B): a difference of impBands[i] or more is worth i+1 IMPs.
var impBands = [...]int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
	750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000}

// impByTens[d/10] is the IMPs for a difference d below 4000. Every band
// starts at a multiple of ten, so d and d rounded down to ten share a band.
var impByTens = func() (t [400]int8) {
	imps := 0
	for i := range t {
		for imps < len(impBands) && i*10 >= impBands[imps] {
			imps++
		}
		t[i] = int8(imps)
	}
	return t
}()

// IMPs converts a difference in points into international matchpoints by the
// WBF table of Law 78B. The sign of the difference is kept.
func IMPs(diff int) int {
	neg := diff < 0
	if neg {
		diff = -diff
	}
	imps := len(impBands)
	if diff >= 0 && diff < 4000 {
		imps = int(impByTens[diff/10])
	}
	if neg {
		return -imps
	}
	return imps
}

// IMPsRat converts a fractional difference (against an averaged score) into
// IMPs. A difference between two bands' bounds, such as 15 or 45.5, falls
// into the lower band: the table only names whole multiples of ten, and
// this is how established scorers read it.
func IMPsRat(diff *big.Rat) int {
	if diff.IsInt() && diff.Num().IsInt64() {
		return IMPs(clampInt(diff.Num().Int64()))
	}
	abs := new(big.Rat).Abs(diff)
	// Truncating towards zero cannot move |diff| across a band bound,
	// because every bound is a whole number.
	whole := new(big.Int).Quo(abs.Num(), abs.Denom())
	n := 1 << 30
	if whole.IsInt64() && whole.Int64() < int64(n) {
		n = int(whole.Int64())
	}
	imps := IMPs(n)
	if diff.Sign() < 0 {
		return -imps
	}
	return imps
}

// clampInt keeps huge differences inside int range; anything beyond the
// last band is worth 24 IMPs whatever its size.
func clampInt(v int64) int {
	const limit = 1 << 30
	switch {
	case v > limit:
		return limit
	case v < -limit:
		return -limit
	}
	return int(v)
}
