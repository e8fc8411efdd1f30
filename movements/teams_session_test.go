package movements

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestTeamMovementKeptAsMovement: every teams movement kept as a session's
// movement and read back (through its stored JSON) gives the same matches,
// rooms and boards, its slots only the rooms of matches, a team's pairs
// never both at one table, and no board at two tables of a round.
func TestTeamMovementKeptAsMovement(t *testing.T) {
	var all []*TeamMovement
	for _, kind := range []TeamKind{AmericanWhist, TeamRoundRobin} {
		for n := 3; n <= MaxTeams; n++ {
			for _, b := range []int{0, 3, 4} {
				m, err := NewTeamMovement(TeamMovementOptions{Kind: kind, Teams: n, BoardsPerRound: b})
				if err != nil {
					t.Fatal(err)
				}
				all = append(all, m)
			}
		}
	}
	two, err := NewTeamMovement(TeamMovementOptions{Kind: TwoTeams, Stanzas: 3, BoardsPerRound: 8})
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range append(all, two) {
		mv, err := m.Movement()
		if err != nil {
			t.Fatalf("%s: %v", m.Name, err)
		}
		text, err := json.Marshal(mv)
		if err != nil {
			t.Fatal(err)
		}
		var kept Movement
		if err := json.Unmarshal(text, &kept); err != nil {
			t.Fatal(err)
		}
		back := TeamMovementOf(&kept)
		if back == nil || !reflect.DeepEqual(back.Matches, m.Matches) {
			t.Fatalf("%s: matches read back %v, want %v", m.Name, back.Matches, m.Matches)
		}
		var seated []TeamTable
		for _, tt := range m.Schedule {
			if tt.NS != 0 && tt.EW != 0 {
				seated = append(seated, tt)
			}
		}
		if !reflect.DeepEqual(back.Schedule, seated) || back.Kind != m.Kind {
			t.Fatalf("%s: read back as %s %v, want %v", m.Name, back.Kind, back.Schedule, seated)
		}
		if p := back.Check(); len(p) > 0 {
			t.Errorf("%s read back: %v", m.Name, p)
		}
		if want := 2 * len(m.Matches); len(kept.Schedule) != want {
			t.Errorf("%s: %d slots, want %d (the rooms of its matches)", m.Name, len(kept.Schedule), want)
		}
		at := map[[2]int]int{}
		for _, s := range kept.Schedule {
			if s.NS.Number == s.EW.Number || s.NS.Direction != NS || s.EW.Direction != EW {
				t.Fatalf("%s: round %d table %d seats %v v %v", m.Name, s.Round, s.Table, s.NS, s.EW)
			}
			if at[[2]int{s.Round, s.Set}]++; at[[2]int{s.Round, s.Set}] > 1 && m.Kind == AmericanWhist {
				t.Errorf("%s: set %d at two tables in round %d", m.Name, s.Set, s.Round)
			}
		}
	}
	if TeamMovementOf(&Movement{Kind: Mitchell}) != nil || TeamMovementOf(nil) != nil {
		t.Error("a pairs movement read as a teams movement")
	}
}
