package club

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// An individual stored and entered table by table scores as the same
// lines do when each is given its four players from the schedule
// directly: the same percentage and place for every player, named as set
// up, and the session is of the individual kind.
func TestIndividualSessionScoredPlayerByPlayer(t *testing.T) {
	for _, tables := range []int{2, 5} {
		t.Run(fmt.Sprint(tables), func(t *testing.T) {
			d, _ := newTestDesk(t)
			ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: tables, Rounds: 3})
			if err != nil {
				t.Fatal(err)
			}
			names := map[int]string{1: "Ann Able", 2: "Bob Baker"}
			id, err := d.CreateIndividual(NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 18, 0, 0, 0, 0, time.UTC),
				Movement: ind, Names: names})
			if err != nil {
				t.Fatal(err)
			}
			if ok, err := d.IsIndividual(id); !ok || err != nil {
				t.Fatalf("IsIndividual: %v %v", ok, err)
			}
			if ok, _ := d.IsTeams(id); ok {
				t.Fatal("an individual taken for teams")
			}
			s, err := d.Open(id)
			if err != nil {
				t.Fatal(err)
			}
			results := []string{"4SN=", "4SN-1", "3NTS+1", "4HE=", "2SN+2", "5CW-2"}
			want := scoring.IndividualSession{Method: scoring.Matchpoints, Rules: scoring.WBF}
			if !ind.OneField() {
				want.Fields = scoring.FieldsByDirection
			}
			for _, p := range ind.PlayerNumbers() {
				want.Players = append(want.Players, scoring.IndividualPlayer{ID: strconv.Itoa(p), Name: names[p]})
			}
			n := 0
			for _, f := range ind.Schedule {
				for _, b := range ind.Boards(f.Set) {
					rows := s.RowsAt(Place{f.Round, f.Table})
					var row *Row
					for i := range rows {
						if rows[i].Board == b {
							row = &rows[i]
						}
					}
					if row == nil {
						t.Fatalf("round %d table %d board %d: no row", f.Round, f.Table, b)
					}
					text := results[(n*7+f.Table)%len(results)]
					n++
					if _, err := s.Enter(b, *row, text); err != nil {
						t.Fatalf("board %d %s: %v", b, text, err)
					}
					r, err := scoring.ParseResult(text)
					if err != nil {
						t.Fatal(err)
					}
					score := r.Score(scoring.Vul(b))
					l := scoring.IndividualLine{Line: scoring.Line{Board: b, Round: f.Round, Table: f.Table, Kind: scoring.Played, Result: &r, Score: score}}
					for i, p := range f.Players {
						l.Players[i] = strconv.Itoa(p)
					}
					want.Lines = append(want.Lines, l)
				}
			}
			got, err := d.IndividualScored(id, "")
			if err != nil {
				t.Fatal(err)
			}
			exp, err := scoring.ScoreIndividual(&want)
			if err != nil {
				t.Fatal(err)
			}
			if len(got.Standings.Players) != len(exp.Players) || len(got.Standings.Players) != len(ind.PlayerNumbers()) {
				t.Fatalf("%d players ranked, want %d", len(got.Standings.Players), len(exp.Players))
			}
			for i, p := range got.Standings.Players {
				e := exp.Players[i]
				if p.ID != e.ID || p.Rank != e.Rank || p.Name != e.Name || p.Percent.Cmp(e.Percent) != 0 || p.Boards != e.Boards {
					t.Fatalf("place %d: %s %q %s %s (%d boards), want %s %q %s %s (%d)", i, p.ID, p.Name, p.Rank, p.Percent.FloatString(2), p.Boards,
						e.ID, e.Name, e.Rank, e.Percent.FloatString(2), e.Boards)
				}
			}
		})
	}
}
