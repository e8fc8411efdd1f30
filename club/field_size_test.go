package club

import (
	"testing"

	"bridgescore/fault"
	"bridgescore/movements"
)

func TestParseFieldSize(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"14", 14}, {" 9 ", 9}, {"7t", 14}, {"7 tables", 14}, {"7.5", 15}, {"7.5t", 15}, {"7½", 15}, {"4", 4},
		{"14 pairs", 14}, {"9 Pairs", 9}, {"7 ½", 15}, {"7 ½ tables", 15},
	} {
		got, err := ParseFieldSize(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseFieldSize(%q) = %d, %v; want %d", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "fourteen", "3", "0", "-4", ".5", "1t", "9999t", "7.25", "7 pairs tables", "pairs"} {
		if _, err := ParseFieldSize(bad); !fault.Is(err, fault.Invalid) {
			t.Errorf("ParseFieldSize(%q): %v, want a refusal coded Invalid", bad, err)
		}
	}
}

func TestParsePace(t *testing.T) {
	for in, want := range map[string]float64{"7.5": 7.5, " 8 ": 8, "6,5": 6.5, "3": 3, "20": 20} {
		got, err := ParsePace(in)
		if err != nil || got.MinutesPerBoard != want {
			t.Errorf("ParsePace(%q) = %v, %v; want %v minutes a board", in, got.MinutesPerBoard, err, want)
		}
	}
	for _, bad := range []string{"", "quick", "2.9", "21", "NaN", "Inf", "-7"} {
		if _, err := ParsePace(bad); !fault.Is(err, fault.Invalid) {
			t.Errorf("ParsePace(%q): %v, want a refusal coded Invalid", bad, err)
		}
	}
}

// FuzzParseFieldSize: whatever is typed as the size of the field, the
// service answers with a number of pairs a movement is offered for or a
// message, never a panic.
func FuzzParseFieldSize(f *testing.F) {
	for _, s := range []string{"14", "7.5", "7t", "7 tables", "7½", "", "-1", "99999999999999999999", ".5t"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseFieldSize(s)
		if err == nil && n < movements.MinSuggestPairs {
			t.Fatalf("ParseFieldSize(%q) = %d without an error", s, n)
		}
		if err != nil && err.Error() == "" {
			t.Fatalf("ParseFieldSize(%q): empty message", s)
		}
	})
}
