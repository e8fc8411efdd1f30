package scoring

import (
	"slices"
	"testing"
)

// Pairs are listed as a director lists them, in one order everywhere
// (ranking ties, the recap sheet, BridgeWebs' travellers): by number, 2
// before 10, then by what follows it; an id without a number first.
func TestLessPairID(t *testing.T) {
	want := []string{"A3", "x", "1EW", "1NS", "2NS", "10", "10NS"}
	for _, a := range want {
		for _, b := range want {
			ia, ib := slices.Index(want, a), slices.Index(want, b)
			if LessPairID(a, b) != (ia < ib) {
				t.Errorf("LessPairID(%q, %q) = %v", a, b, LessPairID(a, b))
			}
		}
	}
}
