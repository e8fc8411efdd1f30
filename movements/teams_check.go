package movements

import (
	"fmt"
	"slices"
)

// Check lists, in plain words, everything wrong with a teams movement:
// a team whose pairs sit twice in a round or against each other, a match
// missing a room or whose rooms play different boards, a board at two
// tables at once, a team playing a board outside the two rooms of one
// match, two teams meeting other than the movement says. Nil when sound.
func (m *TeamMovement) Check() []string {
	var out []string
	add := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	type seat struct{ round, team int }
	nsAt, ewAt := map[seat]int{}, map[seat]int{}
	type when struct{ round, pos, board int }
	at := map[when]int{}
	for _, tt := range m.Schedule {
		if tt.NS != 0 && tt.NS == tt.EW {
			add("round %d, table %d: team %d plays itself", tt.Round, tt.Table, tt.NS)
		}
		if tt.NS != 0 {
			if t, dup := nsAt[seat{tt.Round, tt.NS}]; dup {
				add("round %d: team %d's North-South pair at tables %d and %d", tt.Round, tt.NS, t, tt.Table)
			}
			nsAt[seat{tt.Round, tt.NS}] = tt.Table
		}
		if tt.EW != 0 {
			if t, dup := ewAt[seat{tt.Round, tt.EW}]; dup {
				add("round %d: team %d's East-West pair at tables %d and %d", tt.Round, tt.EW, t, tt.Table)
			}
			ewAt[seat{tt.Round, tt.EW}] = tt.Table
		}
		if tt.NS == 0 || tt.EW == 0 {
			continue // a sit-out: the boards wait
		}
		for pos, b := range tt.Boards {
			if t, dup := at[when{tt.Round, pos, b}]; dup {
				add("round %d: board %d at tables %d and %d at once", tt.Round, b, t, tt.Table)
			}
			at[when{tt.Round, pos, b}] = tt.Table
		}
	}
	out = append(out, m.checkMatches()...)
	out = append(out, m.checkBoardsByTeam()...)
	return out
}

// checkMatches: each match has both rooms on the same boards, and each
// two teams meet as often as the movement says.
func (m *TeamMovement) checkMatches() []string {
	var out []string
	meets := map[[2]int]int{}
	for _, mt := range m.Matches {
		if mt.Open == mt.Closed {
			out = append(out, fmt.Sprintf("%d v %d: both rooms at round %d, table %d", mt.Home, mt.Away, mt.Open.Round, mt.Open.Table))
		}
		open, okO := m.table(mt.Open)
		closed, okC := m.table(mt.Closed)
		if !okO || !okC || open.NS != mt.Home || open.EW != mt.Away || closed.NS != mt.Away || closed.EW != mt.Home {
			out = append(out, fmt.Sprintf("%d v %d: the rooms are not where the match says", mt.Home, mt.Away))
			continue
		}
		a, b := slices.Sorted(slices.Values(open.Boards)), slices.Sorted(slices.Values(closed.Boards))
		if !slices.Equal(a, b) {
			out = append(out, fmt.Sprintf("%d v %d: the open room plays boards %v, the closed room %v", mt.Home, mt.Away, a, b))
		}
		meets[[2]int{min(mt.Home, mt.Away), max(mt.Home, mt.Away)}]++
	}
	want := 1
	if m.Kind == TwoTeams {
		want = m.Rounds
	}
	for a := 1; a <= m.Teams; a++ {
		for b := a + 1; b <= m.Teams; b++ {
			if n := meets[[2]int{a, b}]; n != want {
				out = append(out, fmt.Sprintf("teams %d and %d meet %d times, not %d", a, b, n, want))
			}
		}
	}
	// Every pair of teams at a table belongs to a match.
	inMatch := map[Room]bool{}
	for _, mt := range m.Matches {
		inMatch[mt.Open], inMatch[mt.Closed] = true, true
	}
	for _, tt := range m.Schedule {
		if tt.NS != 0 && tt.EW != 0 && !inMatch[Room{tt.Round, tt.Table}] {
			out = append(out, fmt.Sprintf("round %d, table %d: %d v %d is a room of no match", tt.Round, tt.Table, tt.NS, tt.EW))
		}
	}
	return out
}

// checkBoardsByTeam: a team plays a board only in the two rooms of one
// match, its North-South pair in one and its East-West pair in the other.
func (m *TeamMovement) checkBoardsByTeam() []string {
	var out []string
	type play struct{ round, table int }
	ns, ew := map[[2]int]play{}, map[[2]int]play{}
	for _, tt := range m.Schedule {
		if tt.NS == 0 || tt.EW == 0 {
			continue
		}
		for _, b := range tt.Boards {
			for _, side := range []struct {
				team int
				seen map[[2]int]play
				name string
			}{{tt.NS, ns, "North-South"}, {tt.EW, ew, "East-West"}} {
				k := [2]int{side.team, b}
				if p, dup := side.seen[k]; dup {
					out = append(out, fmt.Sprintf("team %d's %s pair plays board %d twice (rounds %d and %d)", side.team, side.name, b, p.round, tt.Round))
				}
				side.seen[k] = play{tt.Round, tt.Table}
			}
		}
	}
	for _, mt := range m.Matches {
		for _, b := range mt.Boards {
			for _, team := range [2]int{mt.Home, mt.Away} {
				delete(ns, [2]int{team, b})
				delete(ew, [2]int{team, b})
			}
		}
	}
	for k := range ns {
		out = append(out, fmt.Sprintf("team %d plays board %d outside a match", k[0], k[1]))
	}
	for k := range ew {
		out = append(out, fmt.Sprintf("team %d plays board %d outside a match", k[0], k[1]))
	}
	return out
}

// table finds what a table does in a round.
func (m *TeamMovement) table(r Room) (TeamTable, bool) {
	for _, tt := range m.Schedule {
		if tt.Round == r.Round && tt.Table == r.Table {
			return tt, true
		}
	}
	return TeamTable{}, false
}
