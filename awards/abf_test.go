package awards_test

import (
	"strings"
	"testing"

	"bridgescore/awards"
)

// TestABFManual reproduces the ABF Masterpoint Manual's session awards
// (3.1.1: 0.02·W·T for a two-winner line up to 30 tables, W·(1−e^(−T/32))
// above; 0.04·W·T for one winner up to 15 tables, W·(1−e^(−T/16)) above;
// 4.2: the top half of the field, rounded down; runner-up 70%, then the
// winner's award divided by one less than the place) and the clubs'
// published reading of it (nswba.com.au: at 1.5, "the allocation of each
// winning pair in a club Mitchell movement pairs is three times the
// number of tables", in hundredths).
func TestABFManual(t *testing.T) {
	tests := []awardCase{
		// 10 tables at 1.5: three times 10 hundredths. A line of 10: 5 places.
		{"Mitchell 10 tables", "abf:1.5", awards.Field{Places: straight(10), Pairs: 20, TwoWinner: true}, pts(0.30, 0.21, 0.15, 0.10, 0.08)},
		// "in a field of 9, awards are made to the 4th position".
		{"field of 9", "abf:1", awards.Field{Places: straight(9), Pairs: 18, TwoWinner: true}, pts(0.18, 0.13, 0.09, 0.06)},
		// Up to 30 tables the rate is linear: 0.02 × 30 = 0.60.
		{"Mitchell 30 tables", "abf:1", awards.Field{Places: straight(2), Pairs: 60, TwoWinner: true}, pts(0.60)},
		// 31 tables: 1 − e^(−31/32) = 0.6204.
		{"Mitchell 31 tables", "abf:1", awards.Field{Places: straight(2), Pairs: 62, TwoWinner: true}, pts(0.62)},
		// One winner, 15 tables: 0.04 × 15 = 0.60; 16 tables: 1 − e^(−1) = 0.632.
		{"Howell 15 tables", "abf:1", awards.Field{Places: straight(2), Pairs: 30}, pts(0.60)},
		{"Howell 16 tables", "abf:1", awards.Field{Places: straight(2), Pairs: 32}, pts(0.63)},
		// Half tables are rounded up: 9 pairs are 5 tables.
		{"Howell half table", "abf:1.5", awards.Field{Places: straight(9)}, pts(0.30, 0.21, 0.15, 0.10)},
		// An individual's winner earns a Howell's for as many tables.
		{"individual", "abf:1", awards.Field{Places: straight(16), Individual: true}, pts(0.16, 0.11, 0.08, 0.05, 0.04, 0.03, 0.03, 0.02)},
		// Teams: the top third, rounded up: a field of 13, 5 places.
		{"13 teams", "abf:1", awards.Field{Places: straight(13), Teams: true}, pts(0.52, 0.36, 0.26, 0.17, 0.13)},
		// Grade F (supervised play) is half grade E's rate: W = 0.75.
		{"supervised", "abf:0.75", awards.Field{Places: straight(8), Pairs: 16, TwoWinner: true}, pts(0.12, 0.08, 0.06, 0.04)},
		// Red points at 2.5: compscore3_mp_pairs_howell.xml, 6 tables.
		{"red 2.5", "abf-red:2.5", awards.Field{Places: straight(12)}, pts(0.60, 0.42, 0.30, 0.20, 0.15, 0.12)},
		// Ties as Compscore3 writes them: compscore3_mp_pairs_mitchell.xml
		// (6th and 7th of a 19-table line share 0.11 + 0.10 → 0.11) and
		// _03.xml (3rd and 4th of a line of 7 share 0.11 + nothing → 0.06).
		{"tie 6th", "abf:1.5", awards.Field{Places: []int{1, 2, 3, 4, 5, 6, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}, Pairs: 38, TwoWinner: true},
			pts(0.57, 0.40, 0.29, 0.19, 0.14, 0.11, 0.11, 0.08, 0.07)},
		{"tie beyond the depth", "abf:1.5", awards.Field{Places: []int{1, 2, 3, 3, 5, 6, 7}, Pairs: 13, TwoWinner: true}, pts(0.21, 0.15, 0.06, 0.06)},
		{"one pair", "abf:1.5", awards.Field{Places: straight(1)}, nil},
	}
	checkAwards(t, tests)
}

// TestABFExplain: the explanation names the formula, T, the depth and
// where each rule is read from.
func TestABFExplain(t *testing.T) {
	r := mustScale(t, "abf:1.5").Award(awards.Field{Places: straight(19), Pairs: 38, TwoWinner: true})
	for _, s := range []string{"ABF green masterpoints, weighting 1.5", "T = 19", "0.02 × W × T = 0.02 × 1.5 × 19", "top half", "9 places",
		"0.57, 0.40, 0.29", "ABF Masterpoint Manual", "Compscore3"} {
		if !strings.Contains(r.Explain, s) {
			t.Errorf("no %q in %s", s, r.Explain)
		}
	}
}
