package movements

import (
	"fmt"
	"testing"
)

// TestTeamMovementsSound: every teams movement for 3 to 16 teams (and the
// two-team match) passes its checks: every team meets every other the
// stated number of times, both rooms of each match play the same boards,
// no board is at two tables at once, a team plays a board only in the two
// rooms of one match.
func TestTeamMovementsSound(t *testing.T) {
	for _, kind := range []TeamKind{AmericanWhist, TeamRoundRobin} {
		for n := 3; n <= MaxTeams; n++ {
			for _, b := range []int{0, 2, 3, 4} {
				m, err := NewTeamMovement(TeamMovementOptions{Kind: kind, Teams: n, BoardsPerRound: b})
				if err != nil {
					t.Fatalf("%s %d teams, %d boards: %v", kind, n, b, err)
				}
				if p := m.Check(); len(p) > 0 {
					t.Errorf("%s: %v", m.Name, p)
				}
				if len(m.Matches) != n*(n-1)/2 {
					t.Errorf("%s: %d matches, want %d", m.Name, len(m.Matches), n*(n-1)/2)
				}
			}
		}
	}
	for _, st := range []int{1, 2, 4, 6} {
		m, err := NewTeamMovement(TeamMovementOptions{Kind: TwoTeams, Stanzas: st, BoardsPerRound: 8})
		if err != nil {
			t.Fatal(err)
		}
		if p := m.Check(); len(p) > 0 || len(m.Matches) != st || m.Boards != 8*st {
			t.Errorf("%s: %v, %d matches, %d boards", m.Name, p, len(m.Matches), m.Boards)
		}
	}
}

// TestAmericanWhistShape: the published shape (docsbay, Amersham): an odd
// number of teams plays T−1 rounds on T sets with no relay, North-South
// stationary, East-West down two and the boards down one.
func TestAmericanWhistShape(t *testing.T) {
	for _, n := range []int{3, 5, 7, 9, 11, 13, 15} {
		m, err := NewTeamMovement(TeamMovementOptions{Teams: n, BoardsPerRound: 3})
		if err != nil {
			t.Fatal(err)
		}
		if m.Rounds != n-1 || m.Tables != n || m.Boards != 3*n || m.Phantom != 0 || len(m.SitOuts()) != 0 {
			t.Errorf("%s: %d rounds, %d tables, %d boards, phantom %d", m.Name, m.Rounds, m.Tables, m.Boards, m.Phantom)
		}
		for _, tt := range m.Schedule {
			if tt.NS != tt.Table {
				t.Fatalf("%s: round %d table %d has North-South %d", m.Name, tt.Round, tt.Table, tt.NS)
			}
			if tt.Round == 1 {
				continue
			}
			prev, _ := m.table(Room{tt.Round - 1, mod1(tt.Table+2, n)})
			if prev.EW != tt.EW {
				t.Fatalf("%s: round %d, East-West %d at table %d did not come down two from %d", m.Name, tt.Round, tt.EW, tt.Table, mod1(tt.Table+2, n))
			}
			before, _ := m.table(Room{tt.Round - 1, mod1(tt.Table+1, n)})
			if fmt.Sprint(before.Boards) != fmt.Sprint(tt.Boards) {
				t.Fatalf("%s: round %d, the boards at table %d did not come down one", m.Name, tt.Round, tt.Table)
			}
		}
	}
	// An even number: a phantom team, each team's pairs sitting out once.
	m, _ := NewTeamMovement(TeamMovementOptions{Teams: 8})
	out := m.SitOuts()
	count := map[int]int{}
	for _, teams := range out {
		for _, tm := range teams {
			count[tm]++
		}
	}
	for tm := 1; tm <= 8; tm++ {
		if count[tm] != 2 {
			t.Errorf("8 teams: team %d sits out %d times, want twice (each pair once)", tm, count[tm])
		}
	}
}

// TestRoundRobinShape: every team plays each round but one when their
// number is odd; the sets are as few as a team's matches when the search
// finds them.
func TestRoundRobinShape(t *testing.T) {
	for n := 3; n <= MaxTeams; n++ {
		m, _ := NewTeamMovement(TeamMovementOptions{Kind: TeamRoundRobin, Teams: n, BoardsPerRound: 4})
		wantRounds := n - 1 + n%2
		if m.Rounds != wantRounds {
			t.Errorf("%s: %d rounds, want %d", m.Name, m.Rounds, wantRounds)
		}
		sits := m.SitOuts()
		for r := 1; r <= m.Rounds; r++ {
			if want := n % 2; len(sits[r]) != want {
				t.Errorf("%s: round %d has %d teams out, want %d", m.Name, r, len(sits[r]), want)
			}
		}
		t.Logf("%s: %d boards", m.Name, m.Boards)
	}
}

func TestTeamMovementRefusals(t *testing.T) {
	for _, o := range []TeamMovementOptions{
		{Teams: 2}, {Teams: 17}, {Kind: "mitchell", Teams: 5}, {Kind: TwoTeams, Teams: 3},
		{Teams: 5, BoardsPerRound: 40},
	} {
		if _, err := NewTeamMovement(o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
}
