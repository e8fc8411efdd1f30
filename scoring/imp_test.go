package scoring

import "testing"

// The lookup table must agree with a plain walk down the Law 78B bands for
// every difference, including those that are not multiples of ten.
func TestIMPsAgainstBandWalk(t *testing.T) {
	walk := func(d int) int {
		neg := d < 0
		if neg {
			d = -d
		}
		imps := 0
		for imps < len(impBands) && d >= impBands[imps] {
			imps++
		}
		if neg {
			return -imps
		}
		return imps
	}
	for d := -9000; d <= 9000; d++ {
		if got, want := IMPs(d), walk(d); got != want {
			t.Fatalf("IMPs(%d) = %d, want %d", d, got, want)
		}
	}
	for _, d := range []int{1 << 40, -(1 << 40), int(^uint(0) >> 1), -int(^uint(0)>>1) - 1} {
		if got := IMPs(d); got != 24 && got != -24 {
			t.Errorf("IMPs(%d) = %d, want ±24", d, got)
		}
	}
}

func BenchmarkIMPs(b *testing.B) {
	n := 0
	for b.Loop() {
		for d := -5000; d <= 5000; d += 10 {
			n += IMPs(d)
		}
	}
	_ = n
}
