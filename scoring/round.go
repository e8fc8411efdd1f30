package scoring

import (
	"math/big"
	"strconv"
	"strings"
)

// RoundHalfUp rounds r to the given number of decimal places, halves away
// from zero (0.125 → 0.13, −0.125 → −0.13), and returns a new exact value.
// This is the rounding of the ACBL's totals and percentages and of every
// figure bridgescore displays.
func RoundHalfUp(r *big.Rat, places int) *big.Rat {
	if q, ok := roundSmall(r, places); ok {
		return new(big.Rat).SetFrac64(q, pow10[places])
	}
	return roundHalfUpBig(r, places)
}

// roundHalfUpBig is RoundHalfUp in big numbers, for any value and number
// of places.
func roundHalfUpBig(r *big.Rat, places int) *big.Rat {
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
	if q, ok := roundSmall(r, places); ok {
		return formatScaled(q, places)
	}
	// A value that rounds to zero is an exact zero, so no "-0.00".
	return roundHalfUpBig(r, places).FloatString(places)
}

// roundSmall is r·10^places rounded half away from zero, worked in
// machine integers; ok is false when r or the result does not fit in
// them. Every total and percentage of a session does, so printing a
// ranking of thousands of pairs builds no big numbers.
func roundSmall(r *big.Rat, places int) (int64, bool) {
	num, den := r.Num(), r.Denom()
	if !num.IsInt64() || !den.IsInt64() {
		return 0, false
	}
	return roundScaled(num.Int64(), den.Int64(), places)
}

// formatScaled writes q/10^places with places decimals ("57.40", "-3.25",
// "12"), as big.Rat's FloatString writes it; −0 is written 0.
func formatScaled(q int64, places int) string {
	var buf [48]byte
	b := buf[:0]
	if q < 0 {
		b = append(b, '-')
	}
	u := absUint(q)
	scale := uint64(pow10[places])
	b = strconv.AppendUint(b, u/scale, 10)
	if places > 0 {
		b = append(b, '.')
		var digits [20]byte
		frac := strconv.AppendUint(digits[:0], u%scale, 10)
		for k := len(frac); k < places; k++ {
			b = append(b, '0')
		}
		b = append(b, frac...)
	}
	return string(b)
}

// FormatPoints writes r to 2 decimal places without needless trailing zeros
// ("7", "7.2", "3.75"), the way travellers are printed.
func FormatPoints(r *big.Rat) string {
	if q, ok := roundSmall(r, 2); ok {
		return string(appendHundredths(nil, q))
	}
	s := FormatRat(r, 2)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(s, "0")
		s = strings.TrimSuffix(s, ".")
	}
	return s
}

// AppendPoints appends r as FormatPoints writes it, for a writer of many
// figures (a ranking's JSON) that keeps no string for each.
func AppendPoints(b []byte, r *big.Rat) []byte {
	if q, ok := roundSmall(r, 2); ok {
		return appendHundredths(b, q)
	}
	return append(b, FormatPoints(r)...)
}

// appendHundredths appends q hundredths with no trailing zeros: 57.4,
// -3.25, 12; -0 is written 0.
func appendHundredths(b []byte, q int64) []byte {
	if q == 0 {
		return append(b, '0')
	}
	if q < 0 {
		b = append(b, '-')
		q = -q
	}
	b = strconv.AppendInt(b, q/100, 10)
	if frac := q % 100; frac != 0 {
		b = append(b, '.', byte('0'+frac/10))
		if frac%10 != 0 {
			b = append(b, byte('0'+frac%10))
		}
	}
	return b
}
