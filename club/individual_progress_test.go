package club

import (
	"slices"
	"strconv"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// While an individual's results come in, each player's total is his
// side's points on the travellers the window shows (the session's
// standings as it stands), from the first result on: a board with some of
// its results in is matchpointed against those the schedule gives it, as
// a pairs' board is, never refused for want of a second result.
func TestIndividualScoredAsItStands(t *testing.T) {
	d, _ := newTestDesk(t)
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: 5, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.CreateIndividual(NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 18, 0, 0, 0, 0, time.UTC), Movement: ind})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	var places []Place
	for _, f := range ind.Schedule {
		if slices.Contains(ind.Boards(f.Set), 1) {
			places = append(places, Place{f.Round, f.Table})
		}
	}
	if len(places) < 3 {
		t.Fatalf("board 1 is played at %d tables, want 3 or more", len(places))
	}
	for n, text := range []string{"4SN=", "4SN-1", "3SN+1"} {
		for _, r := range s.RowsAt(places[n]) {
			if r.Board != 1 {
				continue
			}
			if _, err := s.Enter(1, r, text); err != nil {
				t.Fatal(err)
			}
		}
		got, err := d.IndividualScored(id, "")
		if err != nil {
			t.Fatalf("%d results: %v", n+1, err)
		}
		sides, err := s.Standings()
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]string{}
		for _, b := range sides.Boards {
			for _, l := range b.Lines {
				for side, pts := range map[string]string{l.NS: scoring.FormatRat(l.NSPoints, 2), l.EW: scoring.FormatRat(l.EWPoints, 2)} {
					players, ok := s.SidePlayers(side)
					if !ok {
						t.Fatalf("side %s has no players", side)
					}
					for _, p := range players {
						want[strconv.Itoa(p.Player)] = pts
					}
				}
			}
		}
		if len(want) != 4*(n+1) {
			t.Fatalf("%d results: %d players on the travellers", n+1, len(want))
		}
		for _, p := range got.Standings.Players {
			w, played := want[p.ID]
			if !played {
				continue
			}
			if g := scoring.FormatRat(p.Total, 2); g != w {
				t.Errorf("%d results: player %s has %s, his side %s on the traveller", n+1, p.ID, g, w)
			}
		}
	}
}
