package awards_test

import (
	"reflect"
	"strconv"
	"testing"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// standings makes a ranking of fields: each field its section, direction
// and number of pairs, placed 1, 2, 3 … with no ties.
func standings(boards int, fields ...struct {
	sec, dir string
	n        int
}) *scoring.Standings {
	st := &scoring.Standings{}
	for _, f := range fields {
		for i := 1; i <= f.n; i++ {
			st.Pairs = append(st.Pairs, scoring.PairResult{Pair: scoring.Pair{Section: f.sec, ID: strconv.Itoa(i) + f.dir, Direction: f.dir},
				Boards: boards, Rank: strconv.Itoa(i)})
		}
	}
	return st
}

type fieldShape = struct {
	sec, dir string
	n        int
}

// TestForStandings: each section's line is a field, its movement the
// section's pairs: a 7½-table Mitchell's line of 7 is a group of 8 (ACBL);
// a section of 13 pairs has 6 complete tables (EBU).
func TestForStandings(t *testing.T) {
	st := standings(24, fieldShape{"A", "NS", 8}, fieldShape{"A", "EW", 7}, fieldShape{"B", "", 13})
	open := mustScale(t, "acbl-open")
	got := awards.ForStandings(open, st, awards.Strata{}, nil)
	if len(got.Fields) != 3 {
		t.Fatalf("%d fields", len(got.Fields))
	}
	for i, want := range []awards.Award{80, 80, 130} {
		if got.Fields[i].Result.Ladder[0] != want {
			t.Errorf("field %d: first earns %v, want %v (%s)", i, got.Fields[i].Result.Ladder[0], want, got.Fields[i].Result.Explain)
		}
	}
	if got.Awards[8] != 80 || got.Awards[15] != 130 || got.Stratum != nil {
		t.Errorf("awards %v", got.Awards)
	}
	club := mustScale(t, "ebu-club")
	ebu := awards.ForStandings(club, st, awards.Strata{}, nil)
	// Section B: 6 complete tables, 12 competitors, a third → 4 awards.
	if ebu.Fields[2].Result.Count != 4 {
		t.Errorf("section B: %s", ebu.Fields[2].Result.Explain)
	}
	// Section A: 7 complete tables, a line of 7 → ceil(7/3) = 3 awards.
	if ebu.Fields[0].Result.Count != 3 || ebu.Fields[1].Result.Count != 3 {
		t.Errorf("section A: %s / %s", ebu.Fields[0].Result.Explain, ebu.Fields[1].Result.Explain)
	}
}

// TestForStandingsStrata: strata are ranked within each field, their
// members given as the standings' pairs.
func TestForStandingsStrata(t *testing.T) {
	st := standings(24, fieldShape{"", "NS", 6}, fieldShape{"", "EW", 6})
	stratum := []int{0, 1, 1, 0, 1, 1, 1, 0, 1, 1, 0, 1}
	got := awards.ForStandings(mustScale(t, "acbl-open"), st, awards.Strata{Limits: []int{750}}, stratum)
	if !reflect.DeepEqual(got.Fields[1].Strata[1].Members, []int{6, 8, 9, 11}) {
		t.Errorf("EW stratum B: %v", got.Fields[1].Strata[1].Members)
	}
	// NS: a line of 6 pays 2 places in A (0.60, 0.42). B (under 750)
	// ranks its pairs 2, 3, 5, 6 as a group of 4 restricted to 750 (0.08 a
	// pair: 0.32, 0.22): pair 2 keeps its A award, pair 3, third in A,
	// earns 0.22 as second in B.
	if !reflect.DeepEqual(got.Awards[:6], []awards.Award{60, 42, 22, 0, 0, 0}) || !reflect.DeepEqual(got.WonIn[:6], []int{0, 0, 1, -1, -1, -1}) {
		t.Errorf("NS awards %v won in %v", got.Awards[:6], got.WonIn[:6])
	}
}
