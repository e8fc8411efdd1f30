package club

import (
	"testing"
	"time"
)

// A Swiss teams of a congress's size as it stands before its last round:
// 32 teams (64 tables), 6 of 7 rounds of 4 boards played. What a phone's
// result, the window's standings and the room's page each cost: the
// standings with the rounds' progress and the draws a correction would
// change (TeamsStandings), and a room's line with its IMPs (TableLine).
func BenchmarkSwissTeams32(b *testing.B) {
	d, _ := newTestDesk(&testing.T{})
	id, err := d.CreateSwissTeams(NewSwissTeams{Name: "Congress teams", Date: time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC),
		Teams: 32, Rounds: 7, BoardsPerRound: 4})
	if err != nil {
		b.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		b.Fatal(err)
	}
	texts := []string{"4SN-1", "4SN=", "4SN+1", "3NTS=", "2HE=", "1NTN+2", "3DW-2"}
	n := 0
	for round := 1; round <= 6; round++ {
		if round > 1 {
			if _, err := s.DrawNextRound(); err != nil {
				b.Fatal(err)
			}
		}
		for table := 1; table <= 32; table++ {
			for _, r := range s.RowsAt(Place{round, table}) {
				if _, err := s.Enter(r.Board, r, texts[n%len(texts)]); err != nil {
					b.Fatal(err)
				}
				n++
			}
		}
	}
	row := s.RowsAt(Place{6, 1})[0]
	b.Run("TeamsStandings", func(b *testing.B) {
		for range b.N {
			if _, err := s.TeamsStandings(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("TableLine", func(b *testing.B) {
		for range b.N {
			if _, err := s.TableLine("", row.Board, row.NS, row.EW); err != nil {
				b.Fatal(err)
			}
		}
	})
}
