package scoring

import (
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// Points are written to two places, halves away from zero, without
// trailing zeros, the same way whether a figure fits in machine integers
// or not, and appended as FormatPoints writes them.
func TestFormatPointsRounding(t *testing.T) {
	cases := []*big.Rat{
		big.NewRat(0, 1), big.NewRat(7, 1), big.NewRat(-3, 1), big.NewRat(36, 5), big.NewRat(1, 8), big.NewRat(-1, 8),
		big.NewRat(1, 200), big.NewRat(-1, 200), big.NewRat(1, 201), big.NewRat(2, 3), big.NewRat(-2, 3), big.NewRat(1999, 2000),
		big.NewRat(-1999, 2000), big.NewRat(5149, 100), new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 80), big.NewInt(3)),
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		cases = append(cases, big.NewRat(r.Int63n(2000000)-1000000, 1+r.Int63n(5000)))
	}
	for _, c := range cases {
		want := roundHalfUpBig(c, 2).FloatString(2)
		if strings.Contains(want, ".") {
			want = strings.TrimSuffix(strings.TrimRight(want, "0"), ".")
		}
		if want == "-0" {
			want = "0"
		}
		if got := FormatPoints(c); got != want {
			t.Errorf("FormatPoints(%s) = %q, want %q", c.RatString(), got, want)
		}
		if got := string(AppendPoints([]byte("x"), c)); got != "x"+want {
			t.Errorf("AppendPoints(%s) = %q, want x%q", c.RatString(), got, want)
		}
	}
}
