package club

import (
	"fmt"
	"math/big"
	"testing"

	"bridgescore/scoring"
)

// Standings are given at any moment of the night, from the first result,
// and are provisional until the last: no pair's total is factored up to
// boards it has not yet reached. Once complete they are the final
// results, through the open session and the stored one alike.
func TestStandingsAtAnyMoment(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	results := []string{"4SN=", "3NTS+1", "4SN-1", "2HE=", "PASS"}
	var all []Row
	for _, b := range s.Boards() {
		rows, err := s.Rows(b)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, rows...)
	}
	for i, r := range all {
		if _, err := s.Enter(r.Board, r, results[(i*3+r.Board)%len(results)]); err != nil {
			t.Fatal(err)
		}
		if i != 0 && i != 7 && i != len(all)-1 {
			continue
		}
		open, err := s.Standings()
		if err != nil {
			t.Fatalf("after %d results: %v", i+1, err)
		}
		stored, err := d.Standings(s.ID())
		if err != nil {
			t.Fatalf("after %d results: %v", i+1, err)
		}
		for _, st := range []Standings{open, stored} {
			want := Progress{Results: i + 1, Expected: 75, Complete: i+1 == len(all), PerBoard: 5}
			if st.Progress != want {
				t.Errorf("after %d results: %+v, want %+v", i+1, st.Progress, want)
			}
			words := fmt.Sprintf("provisional: %d of 75 results", i+1)
			if want.Complete {
				words = ""
			}
			if st.Words() != words {
				t.Errorf("after %d results: %q, want %q", i+1, st.Words(), words)
			}
			for _, p := range st.Pairs {
				if want.Provisional() && p.FactoredTo != p.Boards {
					t.Errorf("after %d results: pair %s factored to %d from %d boards", i+1, p.ID, p.FactoredTo, p.Boards)
				}
			}
		}
		if i == 0 {
			for _, p := range open.Pairs {
				if p.Boards == 1 && p.Percent.Cmp(big.NewRat(50, 1)) != 0 {
					t.Errorf("the first result stands at the average: pair %s %s%%", p.ID, p.Percent.FloatString(2))
				}
			}
		}
	}
	final, err := scoring.Score(s.ScoringSession())
	if err != nil {
		t.Fatal(err)
	}
	open, _ := s.Standings()
	for i, p := range final.Pairs {
		if q := open.Pairs[i]; q.ID != p.ID || q.Total.Cmp(p.Total) != 0 || q.Rank != p.Rank {
			t.Errorf("complete: pair %s %s %s, the final results say %s %s %s", q.ID, q.Total.FloatString(2), q.Rank, p.ID, p.Total.FloatString(2), p.Rank)
		}
	}
}
