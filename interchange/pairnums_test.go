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

// numberPairs numbers the ids in the order they first come, one number
// for each distinct id, whether the ids start with numbers close together
// or not (a letter, a long number, many ids of one number).
func TestNumberPairsInOrderOfFirstUse(t *testing.T) {
	r := rand.New(rand.NewSource(8))
	kinds := []func() string{
		func() string { return fmt.Sprint(1 + r.Intn(20)) },
		func() string { return fmt.Sprint(1+r.Intn(20), []string{"NS", "EW", "ns", "A"}[r.Intn(4)]) },
		func() string { return fmt.Sprint("A", r.Intn(5)) },
		func() string { return fmt.Sprint(1+r.Intn(3), "x", r.Intn(40)) },
		func() string { return fmt.Sprint(r.Intn(3) * 1000000) },
	}
	for trial := 0; trial < 500; trial++ {
		var lines []rawLine
		for range 1 + r.Intn(60) {
			lines = append(lines, rawLine{ns: kinds[r.Intn(1+trial%len(kinds))](), ew: kinds[r.Intn(1+trial%len(kinds))]()})
		}
		ids := numberPairs(lines)
		var want []string
		num := map[string]int32{}
		for i, l := range lines {
			for _, s := range [2]struct {
				id  string
				got int32
			}{{l.ns, l.nsNum}, {l.ew, l.ewNum}} {
				if _, ok := num[s.id]; !ok {
					want = append(want, s.id)
					num[s.id] = int32(len(want))
				}
				if s.got != num[s.id] {
					t.Fatalf("line %d: id %s numbered %d, want %d", i, s.id, s.got, num[s.id])
				}
			}
		}
		if !reflect.DeepEqual(ids, want) {
			t.Fatalf("ids %v, want %v", ids, want)
		}
	}
}
