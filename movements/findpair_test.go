package movements

import (
	"testing"

	"bridgescore/fault"
)

// A pair is typed as the director writes it; a bare number is the pair of
// that number only where one pair has it.
func TestFindPair(t *testing.T) {
	mitchell, err := NewMitchell(MitchellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	howell, err := NewHowell(HowellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		m     *Movement
		typed string
		want  PairID
		code  fault.Code
	}{
		{mitchell, "3NS", PairID{3, "NS"}, ""},
		{mitchell, " 2 ew ", PairID{2, "EW"}, ""},
		{mitchell, "2", PairID{}, fault.Invalid},
		{mitchell, "9NS", PairID{}, fault.NotFound},
		{howell, "5", PairID{5, ""}, ""},
		{howell, "5NS", PairID{}, fault.NotFound},
		{howell, "", PairID{}, fault.NotFound},
	} {
		got, err := c.m.FindPair(c.typed)
		if got != c.want || fault.CodeOf(err) != c.code {
			t.Errorf("%s FindPair(%q) = %v, %v (%s); want %v, code %q", c.m.Name, c.typed, got, err, fault.CodeOf(err), c.want, c.code)
		}
	}
}
