package movements

import (
	"fmt"
	"maps"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// SwissPairs is the family of a Swiss pairs kept as a session's
// movement: the pairs one field, numbered 1 to N; each round's tables
// drawn from the standings after the round before (SwissDraw), every
// table of a round on the same boards (duplicated), so that each round's
// boards are scored across the field. The movement grows a round at a
// time (AddSwissRound); its Swiss plan keeps the rounds to play, the
// scale and the byes.
const SwissPairs Kind = "swiss-pairs"

// SwissPlan is what a Swiss kept as a session (a Swiss pairs, a Swiss
// teams) keeps beside its drawn rounds.
type SwissPlan struct {
	// Rounds is the number of rounds to play; the movement's own Rounds
	// counts those drawn so far.
	Rounds int
	// Scale is a Swiss pairs' VP scale ("" for a Swiss teams, whose
	// matches are scored by the teams session's method and scale).
	Scale scoring.SwissScale
	// Byes are the pair (or team) that had the bye, by round (an odd
	// number).
	Byes map[int]string `json:",omitempty"`
	// Explain is each round's draw in words, by round.
	Explain map[int][]string `json:",omitempty"`
	// From are the standings each round was drawn from, by round: a
	// correction since is checked against them (CheckDraws).
	From map[int][]Standing `json:",omitempty"`
}

// MaxSwissPairs bounds a Swiss pairs kept as a session.
const MaxSwissPairs = 400

// MaxSwissTeams bounds a Swiss teams kept as a session: a congress's
// field, each match two tables.
const MaxSwissTeams = 200

// NewSwissPairs is a Swiss pairs of n pairs and the rounds to play, with
// no round drawn yet: draw its first round from StartingStandings.
func NewSwissPairs(pairs, rounds, boardsPerRound int, scale scoring.SwissScale) (_ *Movement, err error) {
	defer invalid(&err)
	if err := checkSwissSize("pairs", pairs, MaxSwissPairs, rounds, boardsPerRound); err != nil {
		return nil, err
	}
	m := &Movement{Kind: SwissPairs, Tables: pairs / 2, BoardsPerRound: boardsPerRound,
		Name:  fmt.Sprintf("Swiss pairs, %d pairs, %s of %s", pairs, plural(float64(rounds), "round"), plural(float64(boardsPerRound), "board")),
		Swiss: newSwissPlan(rounds, scale)}
	for p := 1; p <= pairs; p++ {
		m.Pairs = append(m.Pairs, PairID{Number: p})
	}
	return m, nil
}

// NewSwissTeams is a Swiss teams of n teams and the rounds to play, with
// no round drawn yet: a teams movement (each team its pairs 3NS and 3EW)
// that keeps a Swiss plan, each round's matches drawn as a Swiss pairs'
// tables are, each match at two tables (SwissTeamsRooms), every match of
// a round on the same boards (duplicated).
func NewSwissTeams(teams, rounds, boardsPerRound int) (_ *Movement, err error) {
	defer invalid(&err)
	if err := checkSwissSize("teams", teams, MaxSwissTeams, rounds, boardsPerRound); err != nil {
		return nil, err
	}
	m := &Movement{Kind: Teams, Tables: 2 * (teams / 2), BoardsPerRound: boardsPerRound,
		Name:  fmt.Sprintf("Swiss teams, %d teams, %s of %s", teams, plural(float64(rounds), "round"), plural(float64(boardsPerRound), "board")),
		Swiss: newSwissPlan(rounds, "")}
	for t := 1; t <= teams; t++ {
		m.Pairs = append(m.Pairs, TeamPair(t, NS), TeamPair(t, EW))
	}
	return m, nil
}

// checkSwissSize refuses a Swiss of n competitors (pairs or teams) that
// cannot play its rounds without meeting twice, or whose rounds have
// more boards than a round is played on.
func checkSwissSize(who string, n, most, rounds, boardsPerRound int) error {
	switch {
	case n < 3 || n > most:
		return fmt.Errorf("a Swiss %s takes 3 to %d %s, not %d", who, most, who, n)
	case rounds < 1 || rounds >= n:
		return fmt.Errorf("%d %s play 1 to %d rounds without meeting twice, not %d", n, who, n-1, rounds)
	case boardsPerRound < 1 || boardsPerRound > 16:
		return fmt.Errorf("a round is 1 to 16 boards, not %d", boardsPerRound)
	}
	return nil
}

func newSwissPlan(rounds int, scale scoring.SwissScale) *SwissPlan {
	return &SwissPlan{Rounds: rounds, Scale: scale, Byes: map[int]string{}, Explain: map[int][]string{}, From: map[int][]Standing{}}
}

// SwissPlanOf is the plan of a Swiss kept as a session (a Swiss pairs,
// or a Swiss teams: a teams movement with a plan); nil for any other
// movement.
func SwissPlanOf(m *Movement) *SwissPlan {
	if m == nil || (m.Kind != SwissPairs && m.Kind != Teams) {
		return nil
	}
	return m.Swiss
}

// IsSwissTeams tells whether a movement is a Swiss teams: a teams
// movement whose rounds are drawn.
func IsSwissTeams(m *Movement) bool { return m != nil && m.Kind == Teams && m.Swiss != nil }

// swissIDs are the competitors of a Swiss kept as a session, as its
// draws name them, in number order: its pairs' ids, or its teams'
// numbers.
func swissIDs(m *Movement) []string {
	var out []string
	for _, p := range m.Pairs {
		switch {
		case m.Kind != Teams:
			out = append(out, p.Key())
		case p.Direction == NS:
			out = append(out, strconv.Itoa(p.Number))
		}
	}
	return out
}

// SwissTablesARound is the tables a round of a Swiss kept as a session
// seats: one for every two pairs, two (the match's rooms) for every two
// teams.
func SwissTablesARound(m *Movement) int {
	n := len(swissIDs(m)) / 2
	if m.Kind == Teams {
		return 2 * n
	}
	return n
}

// SwissLinesToCome are the results a Swiss kept as a session expects of
// its rounds still to draw (each pair or team but a bye's at a table, on
// the round's boards); 0 for any other movement. With ExpectedLines,
// every result of the event.
func SwissLinesToCome(m *Movement) int {
	plan := SwissPlanOf(m)
	if plan == nil || m.Rounds >= plan.Rounds {
		return 0
	}
	return (plan.Rounds - m.Rounds) * SwissTablesARound(m) * m.BoardsPerRound
}

// StartingStandings are a Swiss's standings before its first round:
// every pair (or team) on nothing, in number order, so that the first
// round is drawn 1 v 2, 3 v 4 ….
func StartingStandings(m *Movement) []Standing {
	var out []Standing
	for _, id := range swissIDs(m) {
		out = append(out, Standing{ID: id, Score: new(big.Rat)})
	}
	return out
}

// ShuffledStandings are standings before a first round drawn at random:
// the pairs in an order the seed decides, the same for the same seed, so
// that a draw the director announced can be made again and checked.
func ShuffledStandings(st []Standing, seed uint64) []Standing {
	out := slices.Clone(st)
	rand.New(rand.NewPCG(seed, seed^0x5157155)).Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// AddSwissRound gives a Swiss pairs movement its next round as drawn
// from the standings from: each table's higher placed pair North-South,
// every table on the round's own boards. The movement is not changed;
// the copy is returned.
func AddSwissRound(m *Movement, d *Draw, from []Standing) (_ *Movement, err error) {
	defer invalid(&err)
	plan := SwissPlanOf(m)
	switch {
	case plan == nil:
		return nil, fmt.Errorf("not a Swiss kept as a session")
	case d.Round != m.Rounds+1:
		return nil, fmt.Errorf("round %d drawn after round %d", d.Round, m.Rounds)
	case d.Round > plan.Rounds:
		return nil, fmt.Errorf("all %d rounds are drawn", plan.Rounds)
	}
	out := swissCopy(m)
	if err := out.seatRound(d); err != nil {
		return nil, err
	}
	out.Rounds, out.BoardSets = d.Round, d.Round
	out.Swiss.From[d.Round] = from
	return out, nil
}

// ReplaceSwissRound puts a round's draw changed before play (a swap) in
// the place of the one drawn.
func ReplaceSwissRound(m *Movement, d *Draw) (_ *Movement, err error) {
	defer invalid(&err)
	if SwissPlanOf(m) == nil || d.Round < 1 || d.Round > m.Rounds {
		return nil, fmt.Errorf("round %d is not drawn", d.Round)
	}
	out := swissCopy(m)
	out.Schedule = slices.DeleteFunc(out.Schedule, func(s Slot) bool { return s.Round == d.Round })
	if err := out.seatRound(d); err != nil {
		return nil, err
	}
	slices.SortStableFunc(out.Schedule, func(a, b Slot) int { return a.Round - b.Round })
	return out, nil
}

// seatRound adds a drawn round's tables to the schedule: a Swiss pairs'
// table seats its higher placed pair North-South; a Swiss teams' match
// is two tables (SwissTeamsRooms), its open room seating the home team's
// North-South pair, its closed room the away team's.
func (m *Movement) seatRound(d *Draw) error {
	seated := map[string]bool{}
	ids := map[string]bool{}
	for _, id := range swissIDs(m) {
		ids[id] = true
	}
	for _, t := range d.Tables {
		if !ids[t.Home] || !ids[t.Away] || seated[t.Home] || seated[t.Away] || t.Home == t.Away {
			return fmt.Errorf("round %d, table %d: %s v %s is no table of this event's %s", d.Round, t.Table, t.Home, t.Away, m.swissWho())
		}
		seated[t.Home], seated[t.Away] = true, true
		if m.Kind != Teams {
			ns, _ := m.FindPair(t.Home)
			ew, _ := m.FindPair(t.Away)
			m.Schedule = append(m.Schedule, Slot{Round: d.Round, Table: t.Table, NS: ns, EW: ew, Set: d.Round})
			continue
		}
		home, _ := strconv.Atoi(t.Home)
		away, _ := strconv.Atoi(t.Away)
		open, closed := SwissTeamsRooms(t.Table)
		m.Schedule = append(m.Schedule,
			Slot{Round: d.Round, Table: open, NS: TeamPair(home, NS), EW: TeamPair(away, EW), Set: d.Round},
			Slot{Round: d.Round, Table: closed, NS: TeamPair(away, NS), EW: TeamPair(home, EW), Set: d.Round})
	}
	if d.Bye != "" {
		m.Swiss.Byes[d.Round] = d.Bye
	} else {
		delete(m.Swiss.Byes, d.Round)
	}
	explain := slices.Clone(d.Explain)
	for i, e := range explain {
		if m.Kind == Teams && strings.HasPrefix(e, "Table ") {
			explain[i] = "Match " + strings.TrimPrefix(e, "Table ") // a Swiss teams' table of the draw is a match
		}
	}
	m.Swiss.Explain[d.Round] = explain
	return nil
}

// swissCopy is a copy of a Swiss pairs movement another round can be
// written into.
func swissCopy(m *Movement) *Movement {
	out := *m
	out.Schedule = slices.Clone(m.Schedule)
	plan := *m.Swiss
	plan.Byes, plan.Explain, plan.From = maps.Clone(m.Swiss.Byes), maps.Clone(m.Swiss.Explain), maps.Clone(m.Swiss.From)
	if plan.Byes == nil {
		plan.Byes = map[int]string{}
	}
	if plan.Explain == nil {
		plan.Explain = map[int][]string{}
	}
	if plan.From == nil {
		plan.From = map[int][]Standing{}
	}
	out.Swiss = &plan
	return &out
}

// swissWho is what a Swiss's competitors are, in words.
func (m *Movement) swissWho() string {
	if m.Kind == Teams {
		return "teams"
	}
	return "pairs"
}

// SwissTeamsRooms are the tables of a Swiss teams' match k of a round:
// its open room at table 2k−1, its closed room beside it at table 2k.
func SwissTeamsRooms(match int) (open, closed int) { return 2*match - 1, 2 * match }

// swissTable is the draw's table a slot of a Swiss kept as a session
// seats, false for a Swiss teams' closed room (its match is its open
// room's).
func (m *Movement) swissTable(s Slot) (DrawTable, bool) {
	if m.Kind != Teams {
		return DrawTable{Table: s.Table, Home: s.NS.Key(), Away: s.EW.Key()}, true
	}
	if s.Table%2 == 0 {
		return DrawTable{}, false
	}
	return DrawTable{Table: (s.Table + 1) / 2, Home: strconv.Itoa(s.NS.Number), Away: strconv.Itoa(s.EW.Number)}, true
}

// SwissDrawOf is a drawn round as it was published: its tables (a Swiss
// teams' matches) and bye, the words it was drawn with, and its
// rematches (competitors who met in an earlier round).
func SwissDrawOf(m *Movement, round int) (*Draw, bool) {
	plan := SwissPlanOf(m)
	if plan == nil || round < 1 || round > m.Rounds {
		return nil, false
	}
	d := &Draw{Round: round, Bye: plan.Byes[round], Explain: plan.Explain[round]}
	met := map[[2]string]bool{}
	for _, s := range m.Schedule {
		if t, ok := m.swissTable(s); ok && s.Round < round {
			met[[2]string{t.Home, t.Away}], met[[2]string{t.Away, t.Home}] = true, true
		}
	}
	for _, s := range m.Schedule {
		if t, ok := m.swissTable(s); ok && s.Round == round {
			t.Rematch = met[[2]string{t.Home, t.Away}]
			if t.Rematch {
				d.Rematches++
			}
			d.Tables = append(d.Tables, t)
		}
	}
	slices.SortFunc(d.Tables, func(a, b DrawTable) int { return a.Table - b.Table })
	return d, true
}

// SwissOpponents are each pair's opponent in a drawn round, by pair id
// ("bye" for the pair with the bye).
func SwissOpponents(m *Movement, round int) map[string]string {
	out := map[string]string{}
	d, ok := SwissDrawOf(m, round)
	if !ok {
		return out
	}
	for _, t := range d.Tables {
		out[t.Home], out[t.Away] = t.Away+" at table "+strconv.Itoa(t.Table), t.Home+" at table "+strconv.Itoa(t.Table)
	}
	if d.Bye != "" {
		out[d.Bye] = "bye"
	}
	return out
}
