package awards_test

import (
	"reflect"
	"strings"
	"testing"

	"bridgescore/awards"
)

func TestParseStrata(t *testing.T) {
	st, err := awards.ParseStrata("500, 100", "average")
	if err != nil || !reflect.DeepEqual(st.Limits, []int{500, 100}) || !st.Average || st.String() != "500,100" {
		t.Fatalf("%+v %v", st, err)
	}
	if !reflect.DeepEqual(st.Names(), []string{"A", "B", "C"}) {
		t.Errorf("names %v", st.Names())
	}
	if st, err := awards.ParseStrata("", ""); err != nil || len(st.Limits) != 0 || len(st.Names()) != 1 {
		t.Errorf("no strata: %+v %v", st, err)
	}
	for limits, says := range map[string]string{
		"100,500":   "below the one before",
		"500,500":   "below the one before",
		"lots":      "not a number",
		"500,,100":  "not a number",
		"0":         "not a number",
		"900,500,1": "at most 2 limits",
	} {
		if _, err := awards.ParseStrata(limits, ""); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%q: %v, want %q", limits, err, says)
		}
	}
	if _, err := awards.ParseStrata("500", "lowest"); err == nil {
		t.Error("strata by lowest accepted")
	}
}

func TestStratumAndHolding(t *testing.T) {
	higher := awards.Strata{Limits: []int{500, 100}}
	average := awards.Strata{Limits: []int{500, 100}, Average: true}
	for _, tc := range []struct {
		players        []int
		higher, averge int
	}{
		{[]int{1200, 40}, 0, 0}, // higher 1200 → A; mean 620 → A
		{[]int{700, 40}, 0, 1},  // mean 370 → B
		{[]int{150, 20}, 1, 2},  // higher 150 → B; mean 85 → C
		{[]int{99, 99}, 2, 2},
		{[]int{100, 100}, 1, 1}, // the limit itself is not under it
		{[]int{499, 0}, 1, 1},   // mean 249
	} {
		if s := higher.Stratum(higher.Holding(tc.players)); s != tc.higher {
			t.Errorf("%v by the higher: stratum %d, want %d", tc.players, s, tc.higher)
		}
		if s := average.Stratum(average.Holding(tc.players)); s != tc.averge {
			t.Errorf("%v by the average: stratum %d, want %d", tc.players, s, tc.averge)
		}
	}
}

// TestAssignFoldsSmallStratum: the lowest stratum needs five pairs (ACBL
// Handbook); fewer play in the stratum above.
func TestAssignFoldsSmallStratum(t *testing.T) {
	st := awards.Strata{Limits: []int{500, 100}}
	holdings := []int{2000, 1500, 900, 400, 300, 250, 200, 150, 50, 20}
	got, note := st.Assign(holdings)
	want := []int{0, 0, 0, 1, 1, 1, 1, 1, 1, 1} // two C pairs join B
	if !reflect.DeepEqual(got, want) || !strings.Contains(note, "Stratum C has 2 pairs") {
		t.Errorf("%v %q", got, note)
	}
	// B then has 7, enough. With only three B-or-lower pairs, all play in A.
	got, note = st.Assign([]int{2000, 1500, 900, 800, 700, 400, 50, 20})
	if !reflect.DeepEqual(got, []int{0, 0, 0, 0, 0, 0, 0, 0}) || !strings.Contains(note, "Stratum B has 3 pairs") {
		t.Errorf("%v %q", got, note)
	}
	got, note = st.Assign([]int{2000, 90, 80, 70, 60, 50})
	if !reflect.DeepEqual(got, []int{0, 2, 2, 2, 2, 2}) || note != "" {
		t.Errorf("an empty B: %v %q", got, note)
	}
}

// TestStratifiedACBL works a three-strata 5-table Howell, strata B under
// 500 and C under 100: A is the field of 10 at the open rate (1.00, 0.70,
// 0.50, 0.35); B ranks its 7 B and C pairs as a game restricted to 500
// (0.08 a pair: 0.56, 0.39, 0.28), C its 5 as one restricted to 100 (0.06
// a pair: 0.30, 0.21). Each pair keeps its largest.
func TestStratifiedACBL(t *testing.T) {
	open := mustScale(t, "acbl-open")
	f := awards.Field{Places: straight(10)}
	stratum := []int{0, 2, 1, 0, 2, 2, 0, 1, 2, 2}
	got := open.AwardStrata(f, awards.Strata{Limits: []int{500, 100}}, stratum)
	// Place 5 (a C pair) is 3rd in B (0.28) and 2nd in C (0.21). Place 6
	// (C) is 4th in B, beyond its depth of 3, and 3rd in C, beyond its 2.
	want := pts(1.00, 0.70, 0.50, 0.35, 0.28, 0, 0, 0, 0, 0)
	if !reflect.DeepEqual(got.Awards, want) {
		t.Errorf("awards %v, want %v", got.Awards, want)
	}
	if !reflect.DeepEqual(got.Strata[1].Members, []int{1, 2, 4, 5, 7, 8, 9}) || !reflect.DeepEqual(got.Strata[2].Members, []int{1, 4, 5, 8, 9}) {
		t.Errorf("strata members %v %v", got.Strata[1].Members, got.Strata[2].Members)
	}
	if !reflect.DeepEqual(got.WonIn, []int{0, 0, 0, 0, 1, -1, -1, -1, -1, -1}) {
		t.Errorf("won in %v", got.WonIn)
	}
}
