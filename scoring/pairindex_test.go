package scoring

import (
	"fmt"
	"math/rand"
	"testing"
)

// The table by section and number finds, for every number of every
// section, the same pairs as a map of every pair does, listed before any
// given pair or not; and it declines numberings it would not fit.
func TestPairIndexFindsAsAMapDoes(t *testing.T) {
	r := rand.New(rand.NewSource(27))
	suffixes := []string{"", "NS", "EW", "A", "b"}
	for trial := 0; trial < 300; trial++ {
		var pairs []Pair
		n := 1 + r.Intn(40)
		for range n {
			p := Pair{ID: fmt.Sprint(1+r.Intn(12), suffixes[r.Intn(len(suffixes))])}
			if r.Intn(3) == 0 {
				p.Section = string(rune('A' + r.Intn(3)))
			}
			p.Direction = []string{"", "NS", "EW"}[r.Intn(3)]
			pairs = append(pairs, p)
		}
		x, ok := newPairIndex(pairs)
		if !ok {
			t.Fatalf("pairs numbered 1 to 12 not put in a table: %v", pairs)
		}
		for before := -1; before <= len(pairs); before++ {
			for _, q := range pairs {
				for _, id := range []string{q.ID, q.ID + "x", "0" + q.ID} {
					var want pairSeats
					for j, p := range pairs {
						if (before < 0 || j < before) && p.ID == id && p.Section == q.Section {
							want[directionIndex(p.Direction)] = int32(j + 1)
						}
					}
					if got := x.seats(q.Section, id, before); got != want {
						t.Fatalf("%v: pair %s of section %q before %d: got %v, want %v", pairs, id, q.Section, before, got, want)
					}
				}
			}
		}
	}
	for _, pairs := range [][]Pair{
		{{ID: "1"}, {ID: "A2"}},         // not a number
		{{ID: "1"}, {ID: "1234567890"}}, // more than nine digits
		{{ID: "1"}, {ID: "99999"}},      // too far apart for a table
		{{ID: "1a"}, {ID: "1b"}, {ID: "1c"}, {ID: "1d"}, {ID: "1e"}, {ID: "1f"}, {ID: "1g"}, {ID: "1h"}, {ID: "1i"},
			{ID: "1j"}, {ID: "1k"}, {ID: "1l"}, {ID: "1m"}, {ID: "1n"}, {ID: "1o"}, {ID: "1p"}, {ID: "1q"}}, // one number for many
	} {
		if _, ok := newPairIndex(pairs); ok {
			t.Errorf("%v: put in a table, expected a map", pairs)
		}
	}
}
