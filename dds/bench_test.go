//go:build cgo && !windows

package dds

import (
	"testing"

	"bridgescore/dealer"
	"bridgescore/scoring"
)

// bench36 is a club session's 36 boards, fixed by a seed so that every run
// measures the same deals.
func bench36() []scoring.Deal {
	var out []scoring.Deal
	d := dealer.NewSeeded(36)
	for n := 1; n <= 36; n++ {
		out = append(out, d.Deal(n))
	}
	return out
}

// BenchmarkAnalyse36 and BenchmarkCalcAllTablesPBN36 run on the same
// deals: their ratio is what Analyse adds to the solver's own work.
func BenchmarkAnalyse36(b *testing.B) {
	boards := bench36()
	for b.Loop() {
		if _, err := Analyse(boards); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCalcAllTablesPBN36(b *testing.B) {
	var deals []string
	for _, bd := range bench36() {
		deals = append(deals, bd.PBN())
	}
	for b.Loop() {
		if err := calcAllTablesDirect(deals); err != nil {
			b.Fatal(err)
		}
	}
}
