package movements

import (
	"fmt"
	"slices"
)

// TeamKind names a family of teams movement.
type TeamKind string

// Teams movements.
const (
	// AmericanWhist: each team's North-South pair stays at its home table,
	// the East-West pairs move down two tables and the boards down one.
	// A match's two rooms are played in different rounds on the same
	// boards. An odd number of teams plays every other team in T−1
	// rounds with T sets and no relay; an even number plays as one more
	// with a phantom team, whoever meets it sitting out.
	AmericanWhist TeamKind = "american-whist"
	// TeamRoundRobin: each round the teams meet in matches (the circle
	// method), each match at two tables, home North-South at one and away
	// North-South at the other, the match's boards split in two halves
	// the tables exchange at half time. Sets not in play wait on a relay.
	// An odd number of teams has a team sitting out each round.
	TeamRoundRobin TeamKind = "round-robin"
	// TwoTeams: a match between two teams in stanzas, each stanza a round
	// of its own boards, the two tables exchanging halves at half time.
	TwoTeams TeamKind = "two-teams"
)

// TeamKinds lists the movements in the order a director is offered them.
func TeamKinds() []TeamKind { return []TeamKind{AmericanWhist, TeamRoundRobin, TwoTeams} }

// Limits of a teams movement: 2 to 16 teams for one section, as clubs run.
const (
	MinTeams = 2
	MaxTeams = 16
)

// TeamTable is what one table does in one round: the teams whose pairs
// sit North-South and East-West (0 when the seat is empty and the other
// pair sits out) and the boards, in the order played.
type TeamTable struct {
	Round, Table int
	NS, EW       int
	Boards       []int
}

// Room is where one room of a match is played.
type Room struct{ Round, Table int }

// TeamMatch is one match of a teams movement: the open room is where the
// home team sits North-South, the closed room where the away team does;
// both play Boards.
type TeamMatch struct {
	Home, Away   int
	Boards       []int
	Open, Closed Room
}

// TeamMovement is a teams schedule for one section.
type TeamMovement struct {
	Kind           TeamKind
	Name           string
	Teams          int
	Tables         int
	Rounds         int
	BoardsPerRound int
	// Boards is the number of boards to deal.
	Boards   int
	Schedule []TeamTable
	Matches  []TeamMatch
	// Phantom is the number of the missing team of an American whist for
	// an even number, or of the team an odd round robin's teams sit out
	// against; 0 when none.
	Phantom int
}

// TeamMovementOptions configure a teams movement.
type TeamMovementOptions struct {
	Kind  TeamKind // AmericanWhist when ""
	Teams int
	// BoardsPerRound is the boards each table plays in a round; 0 picks
	// the count nearest a 24-board evening (even for a round robin, whose
	// two tables exchange halves).
	BoardsPerRound int
	// Stanzas is the number of stanzas of a two-team match (4 when 0).
	Stanzas int
}

// NewTeamMovement builds a teams movement.
func NewTeamMovement(o TeamMovementOptions) (_ *TeamMovement, err error) {
	defer invalid(&err)
	kind := o.Kind
	if kind == "" {
		kind = AmericanWhist
	}
	T := o.Teams
	if kind == TwoTeams {
		if T != 0 && T != 2 {
			return nil, fmt.Errorf("a two-team match is for 2 teams, not %d", T)
		}
		T = 2
	} else if T < 3 || T > MaxTeams {
		return nil, fmt.Errorf("%d teams: a multiple-teams movement is for 3 to %d teams (two teams play a match: %s)", T, MaxTeams, TwoTeams)
	}
	var m *TeamMovement
	switch kind {
	case AmericanWhist:
		m = americanWhist(T, o.BoardsPerRound)
	case TeamRoundRobin:
		m = teamRoundRobin(T, o.BoardsPerRound)
	case TwoTeams:
		m = twoTeams(o.Stanzas, o.BoardsPerRound)
	default:
		return nil, fmt.Errorf("unknown teams movement %q: expected american-whist, round-robin or two-teams", kind)
	}
	if m.BoardsPerRound < 1 || m.BoardsPerRound > MaxBoardsPerRound || m.Boards > MaxBoards || m.Rounds > MaxRounds {
		return nil, fmt.Errorf("%d boards per round over %d rounds (%d boards): want 1 to %d boards per round and at most %d boards",
			m.BoardsPerRound, m.Rounds, m.Boards, MaxBoardsPerRound, MaxBoards)
	}
	m.matches()
	return m, nil
}

// boardsNear picks the boards per round nearest an evening of 24 boards
// a pair, a multiple of step.
func boardsNear(rounds, step int) int {
	best, bestDiff := step, 1<<30
	for b := step; b <= 8; b += step {
		d := rounds*b - 24
		if d < 0 {
			d = -d
		}
		if d < bestDiff {
			best, bestDiff = b, d
		}
	}
	return best
}

// set is the boards of set s (from 1) of b boards.
func set(s, b int) []int {
	out := make([]int, b)
	for i := range out {
		out[i] = (s-1)*b + i + 1
	}
	return out
}

// withPhantom starts a movement of a kind for so many teams, T of them
// seated: where the count's parity is not the one the kind needs (1 odd,
// 0 even) a phantom team T makes it so.
func withPhantom(kind TeamKind, teams, parity int) (m *TeamMovement, T int) {
	m, T = &TeamMovement{Kind: kind, Teams: teams}, teams
	if T%2 != parity {
		T++
		m.Phantom = T
	}
	return m, T
}

// americanWhist builds the American whist for T teams: team i's
// North-South pair at table i; in round R its East-West pair at table
// i − 2R and set t + R − 1 at table t (all mod T). With an even number a
// phantom team T+1 makes the count odd.
func americanWhist(teams, b int) *TeamMovement {
	m, T := withPhantom(AmericanWhist, teams, 1)
	m.Tables, m.Rounds = T, T-1
	if b == 0 {
		b = boardsNear(m.Rounds, 1)
	}
	m.BoardsPerRound, m.Boards = b, T*b
	m.Name = fmt.Sprintf("American whist, %d teams, %d rounds of %d boards", teams, m.Rounds, b)
	if m.Phantom != 0 {
		m.Name += fmt.Sprintf(" (team %d a phantom: its opponents sit out)", m.Phantom)
	}
	for r := 1; r <= m.Rounds; r++ {
		for t := 1; t <= T; t++ {
			tt := TeamTable{Round: r, Table: t, Boards: set(mod1(t+r-1, T), b)}
			tt.NS = t
			for i := 1; i <= T; i++ {
				if mod1(i-2*r, T) == t {
					tt.EW = i
				}
			}
			if m.Phantom != 0 && t == m.Phantom {
				// The phantom's table: its East-West visitor sits out.
				tt.NS = 0
			}
			if tt.EW == m.Phantom && m.Phantom != 0 {
				tt.EW = 0
			}
			m.Schedule = append(m.Schedule, tt)
		}
	}
	return m
}

// teamRoundRobin builds the round robin: the circle method's pairings,
// each match at two tables, and a set for each match such that no set is
// in play twice in a round and no team meets a set twice, in as few sets
// as the search finds.
func teamRoundRobin(teams, b int) *TeamMovement {
	m, T := withPhantom(TeamRoundRobin, teams, 0)
	rounds, sets := roundRobinSets(T, m.Phantom)
	m.Rounds = len(rounds)
	m.Tables = teams - teams%2
	if b == 0 {
		b = boardsNear(m.Rounds, 2)
	}
	nsets := 0
	for r, ps := range rounds {
		for k, p := range ps {
			if p[0] != m.Phantom && p[1] != m.Phantom {
				nsets = max(nsets, sets[r][k])
			}
		}
	}
	m.BoardsPerRound, m.Boards = b, nsets*b
	m.Name = fmt.Sprintf("Round robin, %d teams, %d rounds of %d boards, %d sets", teams, m.Rounds, b, nsets)
	if m.Phantom != 0 {
		m.Name += ", a team sitting out each round"
	}
	for r, pairs := range rounds {
		table := 1
		for k, p := range pairs {
			if p[0] == m.Phantom || p[1] == m.Phantom {
				continue
			}
			m.Schedule = append(m.Schedule, matchTables(r+1, table, p[0], p[1], set(sets[r][k], b))...)
			table += 2
		}
	}
	return m
}

// roundRobinSets pairs T (even) teams round by round and gives each match
// a set. From 8 teams a cyclic Howell of T/2 tables does both with T−1
// sets (a Howell's pairs are the teams, its tables the matches, its sets
// the matches' boards: each team meets each other once and each set
// once, and no set is at two matches at once). Fewer teams have no such
// Howell: the circle method's rounds and the fewest sets a search finds.
func roundRobinSets(T, phantom int) ([][][2]int, [][]int) {
	if T/2 >= 4 && T/2 <= MaxHowellTables {
		h := generatedHowell(T / 2).movement()
		rounds := make([][][2]int, h.Rounds)
		sets := make([][]int, h.Rounds)
		for _, sl := range h.Schedule {
			rounds[sl.Round-1] = append(rounds[sl.Round-1], [2]int{sl.NS.Number, sl.EW.Number})
			sets[sl.Round-1] = append(sets[sl.Round-1], sl.Set)
		}
		return rounds, sets
	}
	rounds := circle(T)
	return rounds, assignSets(rounds, phantom)
}

// matchTables seats a match at two tables in a round: home North-South at
// table, away at the next, the boards split in two halves the tables
// exchange at half time.
func matchTables(round, table, home, away int, boards []int) []TeamTable {
	first, second := halves(boards)
	return []TeamTable{
		{Round: round, Table: table, NS: home, EW: away, Boards: append(slices.Clone(first), second...)},
		{Round: round, Table: table + 1, NS: away, EW: home, Boards: append(slices.Clone(second), first...)},
	}
}

// halves splits a match's boards into the two the tables exchange.
func halves(boards []int) ([]int, []int) {
	h := (len(boards) + 1) / 2
	return boards[:h], boards[h:]
}

// circle pairs T (even) teams in T−1 rounds by the circle method: team T
// stays, and in round r meets team r; the others meet across the circle.
// The team listed first is at home; home and away alternate so that each
// team is at home about half the time.
func circle(T int) [][][2]int {
	n := T - 1
	var rounds [][][2]int
	for r := 1; r <= n; r++ {
		var ps [][2]int
		if r%2 == 1 {
			ps = append(ps, [2]int{r, T})
		} else {
			ps = append(ps, [2]int{T, r})
		}
		for i := 1; i < T/2; i++ {
			a, c := mod1(r+i, n), mod1(r-i, n)
			if i%2 == 1 {
				a, c = c, a
			}
			ps = append(ps, [2]int{a, c})
		}
		rounds = append(rounds, ps)
	}
	return rounds
}

// assignSets gives each match of each round a set: different sets in a
// round, and no team meeting a set twice. It tries the fewest sets a
// team's matches need (one a round) and one more at a time, each with a
// bounded search, so it always answers (a set for each match at worst).
// A match against the phantom (an odd number's sit-out) needs no set.
func assignSets(rounds [][][2]int, phantom int) [][]int {
	played := len(rounds) // matches a team plays, one a round
	if phantom != 0 {
		played--
	}
	total := 0
	for _, ps := range rounds {
		total += len(ps)
	}
	for S := max(played, 1); S < total; S++ {
		if sets, ok := searchSets(rounds, phantom, S, 200000); ok {
			return sets
		}
	}
	// One set for each match always works.
	out := make([][]int, len(rounds))
	s := 0
	for r, ps := range rounds {
		out[r] = make([]int, len(ps))
		for k := range ps {
			s++
			out[r][k] = s
		}
	}
	return out
}

// searchSets looks for sets 1..S by backtracking, round by round, within
// a budget of steps; a match against the phantom is given none (0).
func searchSets(rounds [][][2]int, phantom, S, budget int) ([][]int, bool) {
	out := make([][]int, len(rounds))
	for r := range rounds {
		out[r] = make([]int, len(rounds[r]))
	}
	seen := map[[2]int]bool{} // team, set
	steps := 0
	var try func(r, k int, used []bool) bool
	try = func(r, k int, used []bool) bool {
		if r == len(rounds) {
			return true
		}
		if k == len(rounds[r]) {
			return try(r+1, 0, make([]bool, S+1))
		}
		p := rounds[r][k]
		if p[0] == phantom || p[1] == phantom {
			return try(r, k+1, used)
		}
		for s := 1; s <= S; s++ {
			steps++
			if steps > budget {
				return false
			}
			if used[s] || seen[[2]int{p[0], s}] || seen[[2]int{p[1], s}] {
				continue
			}
			used[s], seen[[2]int{p[0], s}], seen[[2]int{p[1], s}] = true, true, true
			out[r][k] = s
			if try(r, k+1, used) {
				return true
			}
			used[s], seen[[2]int{p[0], s}], seen[[2]int{p[1], s}] = false, false, false
		}
		return false
	}
	return out, try(0, 0, make([]bool, S+1))
}

// twoTeams builds a match between teams 1 and 2 in stanzas: team 1 at
// home North-South at table 1, team 2 North-South at table 2.
func twoTeams(stanzas, b int) *TeamMovement {
	if stanzas == 0 {
		stanzas = 4
	}
	if b == 0 {
		b = boardsNear(stanzas, 2)
	}
	m := &TeamMovement{Kind: TwoTeams, Teams: 2, Tables: 2, Rounds: stanzas, BoardsPerRound: b, Boards: stanzas * b}
	m.Name = fmt.Sprintf("Match of %d stanzas of %d boards", stanzas, b)
	for r := 1; r <= stanzas; r++ {
		m.Schedule = append(m.Schedule, matchTables(r, 1, 1, 2, set(r, b))...)
	}
	return m
}

// matches gathers the schedule's matches: the two table-rounds where two
// teams' pairs meet each way on the same boards. The home team is the
// one whose North-South pair plays first (at the lower table in a tie).
func (m *TeamMovement) matches() {
	type key struct{ a, b int }
	var order []key
	rooms := map[key][]TeamTable{}
	for _, tt := range m.Schedule {
		if tt.NS == 0 || tt.EW == 0 {
			continue
		}
		k := key{min(tt.NS, tt.EW), max(tt.NS, tt.EW)}
		if rooms[k] == nil {
			order = append(order, k)
		}
		rooms[k] = append(rooms[k], tt)
	}
	for _, k := range order {
		rs := rooms[k]
		// Two teams meeting over several stanzas meet in one match per
		// stanza.
		for i := 0; i+1 < len(rs); i += 2 {
			open, closed := rs[i], rs[i+1]
			boards := slices.Clone(open.Boards)
			slices.Sort(boards)
			m.Matches = append(m.Matches, TeamMatch{Home: open.NS, Away: open.EW, Boards: boards,
				Open: Room{open.Round, open.Table}, Closed: Room{closed.Round, closed.Table}})
		}
	}
	slices.SortStableFunc(m.Matches, func(x, y TeamMatch) int {
		return max(x.Open.Round, x.Closed.Round) - max(y.Open.Round, y.Closed.Round)
	})
}

// SitOuts lists, round by round, the teams whose pair sits out (or, in a
// round robin of an odd number, the whole team).
func (m *TeamMovement) SitOuts() map[int][]int {
	out := map[int][]int{}
	for _, tt := range m.Schedule {
		switch {
		case tt.NS == 0 && tt.EW != 0:
			out[tt.Round] = append(out[tt.Round], tt.EW)
		case tt.EW == 0 && tt.NS != 0:
			out[tt.Round] = append(out[tt.Round], tt.NS)
		}
	}
	if m.Kind == TeamRoundRobin && m.Phantom != 0 {
		for r := 1; r <= m.Rounds; r++ {
			playing := map[int]bool{}
			for _, tt := range m.Schedule {
				if tt.Round == r {
					playing[tt.NS] = true
				}
			}
			for t := 1; t <= m.Teams; t++ {
				if !playing[t] {
					out[r] = append(out[r], t)
				}
			}
		}
	}
	return out
}
