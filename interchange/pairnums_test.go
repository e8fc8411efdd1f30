package interchange

import (
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"testing"

	"bridgescore/scoring"
)

// sortFieldPairs lists the pairs NS, EW, then of no direction, each by
// number as a director does, whatever order they come in: the same order
// as a plain sort by that rule.
func TestSortFieldPairsAsListed(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	suffixes := []string{"", "NS", "EW", "A"}
	for trial := 0; trial < 500; trial++ {
		seen := map[pairKey]bool{}
		var pairs []fieldPair
		for range 1 + r.Intn(30) {
			k := pairKey{fmt.Sprint(r.Intn(15), suffixes[r.Intn(len(suffixes))]), []string{"", "NS", "EW"}[r.Intn(3)]}
			if r.Intn(6) == 0 {
				k.id = "x" + k.id
			}
			if !seen[k] {
				seen[k] = true
				pairs = append(pairs, fieldPair{key: k, line: len(pairs) + 2})
			}
		}
		if r.Intn(3) == 0 { // as a file that numbers its tables in turn
			slices.SortStableFunc(pairs, func(a, b fieldPair) int { return fieldOrder(a.key.dir) - fieldOrder(b.key.dir) })
		}
		want := slices.Clone(pairs)
		slices.SortStableFunc(want, func(a, b fieldPair) int {
			if d := fieldOrder(a.key.dir) - fieldOrder(b.key.dir); d != 0 {
				return d
			}
			switch {
			case scoring.LessPairID(a.key.id, b.key.id):
				return -1
			case scoring.LessPairID(b.key.id, a.key.id):
				return 1
			}
			return 0
		})
		got := slices.Clone(pairs)
		sortFieldPairs(got)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("sorted %v\ngot  %v\nwant %v", pairs, got, want)
		}
	}
}
