package scoring

import "testing"

// A pair is found as a director types it, whether the session's ids carry
// their direction ("1NS", as sessions set up here have them) or not ("1"
// with a direction, as results files give them).
func TestFindPair(t *testing.T) {
	setUp := &Session{Pairs: []Pair{{ID: "1NS", Direction: "NS"}, {ID: "1EW", Direction: "EW"}, {ID: "2NS", Direction: "NS"}}}
	imported := &Session{Pairs: []Pair{{ID: "1", Direction: "NS"}, {ID: "1", Direction: "EW"}, {ID: "2", Direction: "NS"}}}
	howell := &Session{Pairs: []Pair{{ID: "1"}, {ID: "2"}}}
	cases := []struct {
		s     *Session
		typed string
		want  PairRef
		err   string
	}{
		{setUp, "1NS", PairRef{ID: "1NS", Direction: "NS"}, ""},
		{setUp, "1 ew", PairRef{ID: "1EW", Direction: "EW"}, ""},
		{setUp, "1", PairRef{}, "pair 1: there are pairs 1NS and 1EW; say which"},
		{setUp, "2", PairRef{ID: "2NS", Direction: "NS"}, ""},
		{setUp, "3", PairRef{}, "there is no pair 3 in this session"},
		{imported, "1", PairRef{}, "pair 1: there are pairs 1NS and 1EW; say which"},
		{imported, "1ns", PairRef{ID: "1", Direction: "NS"}, ""},
		{imported, "2", PairRef{ID: "2", Direction: "NS"}, ""},
		{howell, "2", PairRef{ID: "2"}, ""},
		{howell, "2NS", PairRef{}, "there is no pair 2NS in this session"},
		{howell, " ", PairRef{}, "no pair given"},
	}
	for _, c := range cases {
		got, err := c.s.FindPair(c.typed)
		switch {
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("FindPair(%q) = %v, %v; want the error %q", c.typed, got, err, c.err)
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("FindPair(%q) = %v, %v; want %v", c.typed, got, err, c.want)
		}
	}
}
