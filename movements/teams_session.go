package movements

import (
	"fmt"
	"slices"
)

// Teams is the family of a teams movement kept as a session's movement:
// each team is two pairs, its North-South pair (3NS) and its East-West
// pair (3EW), and each slot seats one team's North-South pair against
// another's East-West pair on a set, one room of a match. The tables,
// rounds and boards of the session are then those of any movement (the
// tables' results, the travellers, the pick-up slips), and the matches
// follow from the slots (TeamMovementOf).
const Teams Kind = "teams"

// TeamPair is the pair of a team that sits in a direction (NS or EW).
func TeamPair(team int, dir string) PairID { return PairID{Number: team, Direction: dir} }

// Movement gives the teams movement as a session keeps it (see Teams): a
// table whose other side sits out (an American whist's phantom team) is
// left out, as is the phantom team, so that every slot is a room of a
// match.
func (m *TeamMovement) Movement() (*Movement, error) {
	out := &Movement{Kind: Teams, Name: m.Name, Tables: m.Tables, Rounds: m.Rounds, BoardsPerRound: m.BoardsPerRound}
	for t := 1; t <= m.Teams; t++ {
		if t != m.Phantom {
			out.Pairs = append(out.Pairs, TeamPair(t, NS), TeamPair(t, EW))
		}
	}
	for _, tt := range m.Schedule {
		if tt.NS == 0 || tt.EW == 0 {
			continue
		}
		set, err := setOf(tt.Boards, m.BoardsPerRound)
		if err != nil {
			return nil, fmt.Errorf("round %d, table %d: %w", tt.Round, tt.Table, err)
		}
		out.BoardSets = max(out.BoardSets, set)
		out.Schedule = append(out.Schedule, Slot{Round: tt.Round, Table: tt.Table,
			NS: TeamPair(tt.NS, NS), EW: TeamPair(tt.EW, EW), Set: set})
	}
	return out, nil
}

// setOf is the set a table's boards make: b boards from (set−1)·b+1, in
// whatever order they are played.
func setOf(boards []int, b int) (int, error) {
	if b < 1 || len(boards) != b {
		return 0, fmt.Errorf("%d boards where a round has %d", len(boards), b)
	}
	lo := slices.Min(boards)
	if (lo-1)%b != 0 || slices.Max(boards) != lo+b-1 {
		return 0, fmt.Errorf("boards %v are not one set of %d", boards, b)
	}
	return (lo-1)/b + 1, nil
}

// TeamMovementOf reads a session's teams movement back as the teams'
// schedule and matches; nil when the movement is not a teams movement.
// Where a match's two rooms play a set in the same round, the table with
// the home team North-South plays its first half first and the other
// table its second, as the teams movements exchange them at half time.
func TeamMovementOf(m *Movement) *TeamMovement {
	if m == nil || m.Kind != Teams {
		return nil
	}
	tm := &TeamMovement{Kind: AmericanWhist, Name: m.Name, Tables: m.Tables, Rounds: m.Rounds,
		BoardsPerRound: m.BoardsPerRound, Boards: m.TotalBoards()}
	for _, p := range m.Pairs {
		tm.Teams = max(tm.Teams, p.Number)
	}
	first := map[[2]int]bool{} // a round and set whose first room is seated
	for _, s := range m.Schedule {
		boards := m.Boards(s.Set)
		if k := [2]int{s.Round, s.Set}; first[k] {
			// The second table of the set in the round: a match's closed
			// room, which starts on the second half.
			a, b := halves(boards)
			boards = append(slices.Clone(b), a...)
			tm.Kind = TeamRoundRobin
		} else {
			first[k] = true
		}
		tm.Schedule = append(tm.Schedule, TeamTable{Round: s.Round, Table: s.Table, NS: s.NS.Number, EW: s.EW.Number,
			Boards: boards})
	}
	if tm.Teams == 2 {
		tm.Kind = TwoTeams
	}
	tm.matches()
	return tm
}
