package scoring

import (
	"math/big"
	"testing"
)

func TestRounding(t *testing.T) {
	cases := []struct {
		in     string
		places int
		want   string // RoundHalfUp as a decimal
		points string // FormatPoints
	}{
		{"0.125", 2, "0.13", "0.13"},
		{"-0.125", 2, "-0.13", "-0.13"},
		{"0.124999", 2, "0.12", "0.12"},
		{"9644/100", 2, "96.44", "96.44"},
		{"1/3", 2, "0.33", "0.33"},
		{"-2/3", 2, "-0.67", "-0.67"},
		{"7", 2, "7.00", "7"},
		{"36/5", 2, "7.20", "7.2"},
		{"-1/1000", 2, "0.00", "0"},
		{"0.05", 1, "0.1", "0.05"},
		{"-0.05", 1, "-0.1", "-0.05"},
		{"2.5", 0, "3", "2.5"},
		{"-2.5", 0, "-3", "-2.5"},
		{"190.4", 4, "190.4000", "190.4"},
	}
	for _, c := range cases {
		r, ok := new(big.Rat).SetString(c.in)
		if !ok {
			t.Fatalf("bad case %q", c.in)
		}
		if got := FormatRat(r, c.places); got != c.want {
			t.Errorf("FormatRat(%s, %d) = %s, want %s", c.in, c.places, got, c.want)
		}
		want, _ := new(big.Rat).SetString(c.want)
		if got := RoundHalfUp(r, c.places); got.Cmp(want) != 0 {
			t.Errorf("RoundHalfUp(%s, %d) = %s, want %s", c.in, c.places, got.RatString(), c.want)
		}
		if got := FormatPoints(r); got != c.points {
			t.Errorf("FormatPoints(%s) = %s, want %s", c.in, got, c.points)
		}
	}
	// ACBL percentage of the 7-table Mitchell's pair 2NS: 96.44 / 168.
	pct := new(big.Rat).Quo(big.NewRat(9644, 100), big.NewRat(168, 100))
	if got := Float2(pct); got != 57.4 {
		t.Errorf("Float2(%s) = %v, want 57.4", pct.RatString(), got)
	}
	if got := Float2(big.NewRat(-1, 8)); got != -0.13 {
		t.Errorf("Float2(-1/8) = %v, want -0.13", got)
	}
}
