package scoring

import (
	"math/big"
	"strings"
)

// RoundHalfUp rounds r to the given number of decimal places, halves away
// from zero (0.125 → 0.13, −0.125 → −0.13), and returns a new exact value.
// This is the rounding of the ACBL's totals and percentages and of every
// figure bridgescore displays.
func RoundHalfUp(r *big.Rat, places int) *big.Rat {
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(places)), nil)
	num := new(big.Int).Mul(r.Num(), scale)
	num.Abs(num)
	// (2·|n|·scale + d) div (2·d) is |n|·scale/d rounded half up.
	num.Lsh(num, 1)
	den := new(big.Int).Lsh(r.Denom(), 1)
	num.Add(num, r.Denom())
	num.Quo(num, den)
	if r.Sign() < 0 {
		num.Neg(num)
	}
	return new(big.Rat).SetFrac(num, scale)
}

// Float2 is r rounded half away from zero to 2 decimal places, as a float64
// for JSON output.
func Float2(r *big.Rat) float64 {
	f, _ := RoundHalfUp(r, 2).Float64()
	return f
}

// FormatRat writes r rounded half away from zero to the given number of
// decimal places, with trailing zeros kept ("57.40", "-3.25", "12").
func FormatRat(r *big.Rat, places int) string {
	// A value that rounds to zero is an exact zero, so no "-0.00".
	return RoundHalfUp(r, places).FloatString(places)
}

// FormatPoints writes r to 2 decimal places without needless trailing zeros
// ("7", "7.2", "3.75"), the way travellers are printed.
func FormatPoints(r *big.Rat) string {
	s := FormatRat(r, 2)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	return s
}
