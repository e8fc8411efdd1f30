package movements

import (
	"fmt"
	"sort"

	"bridgescore/scoring"
)

// An individual is played by players, not pairs: at each table in each
// round four players sit one a seat, and the partnerships change from
// round to round. A schedule says who sits where; the checker
// (CheckIndividual) says how well it meets the criteria clubs use.

// seatIndex is a seat's place in scoring.Seats (N, E, S, W).
func seatIndex(s scoring.Seat) int {
	for i, x := range scoring.Seats {
		if x == s {
			return i
		}
	}
	return 0
}

// Foursome is what one table does in one round of an individual: the
// four players, one a seat, and the board set they play.
type Foursome struct {
	Round, Table int
	// Players are the player numbers in the seats N, E, S, W (as
	// scoring.Seats).
	Players [4]int
	Set     int
}

// At is the player in a seat.
func (f Foursome) At(s scoring.Seat) int { return f.Players[seatIndex(s)] }

// SeatOf is the seat a player holds at the table, false when he is not
// there.
func (f Foursome) SeatOf(player int) (scoring.Seat, bool) {
	for i, p := range f.Players {
		if p == player {
			return scoring.Seats[i], true
		}
	}
	return 0, false
}

// Individual is a complete schedule of an individual: who sits where in
// every round, and which board set each table plays.
type Individual struct {
	// ID names the schedule ("rainbow-5t", a published one's id).
	ID   string
	Name string
	// Source says where the schedule is published, or how it was made.
	Source         string
	Tables         int
	Rounds         int
	BoardsPerRound int
	BoardSets      int
	// Players is the number of player positions, numbered 1..Players.
	Players int
	// FullRounds is the number of rounds of the complete schedule of which
	// Rounds are played (the same when all are).
	FullRounds int
	// Missing lists the players short: a table with one of them sits out
	// the round.
	Missing []int
	// Schedule holds one foursome per round and table, round by round.
	Schedule []Foursome
	// Section is the section's letter when a session has several.
	Section string
}

// Boards returns the board numbers of a set (sets are numbered from 1).
func (m *Individual) Boards(set int) []int {
	if m.BoardsPerRound < 1 || set < 1 {
		return nil
	}
	b := make([]int, m.BoardsPerRound)
	for i := range b {
		b[i] = (set-1)*m.BoardsPerRound + i + 1
	}
	return b
}

// TotalBoards is the number of boards the director must deal (one copy).
func (m *Individual) TotalBoards() int { return m.BoardSets * m.BoardsPerRound }

// IsMissing reports whether a player is one of the players short.
func (m *Individual) IsMissing(player int) bool {
	for _, p := range m.Missing {
		if p == player {
			return true
		}
	}
	return false
}

// SitsOut reports whether a table's round is a sit-out: a player short
// sits at it.
func (m *Individual) SitsOut(f Foursome) bool {
	for _, p := range f.Players {
		if m.IsMissing(p) {
			return true
		}
	}
	return false
}

// Foursome returns what table t does in round r, if anything.
func (m *Individual) Foursome(r, t int) (Foursome, bool) {
	for _, f := range m.Schedule {
		if f.Round == r && f.Table == t {
			return f, true
		}
	}
	return Foursome{}, false
}

// PlayerNumbers lists the players who play (the players short left out).
func (m *Individual) PlayerNumbers() []int {
	var out []int
	for p := 1; p <= m.Players; p++ {
		if !m.IsMissing(p) {
			out = append(out, p)
		}
	}
	return out
}

// OneField reports whether all players are ranked together: some player
// holds North-South cards in one round and East-West in another. In a
// Rainbow every player keeps his line's cards all session, and the
// North-South and East-West players are ranked apart.
func (m *Individual) OneField() bool {
	dir := map[int]string{}
	for _, f := range m.Schedule {
		for i, p := range f.Players {
			d := scoring.Seats[i].Side()
			if prev, ok := dir[p]; ok && prev != d {
				return true
			}
			dir[p] = d
		}
	}
	return false
}

// WithMissing returns a copy of the schedule with the given players
// short: each table where one of them sits is a sit-out that round. At
// most three players may be short (four would be a table fewer).
func (m *Individual) WithMissing(players ...int) (_ *Individual, err error) {
	defer invalid(&err)
	if len(players) > 3 {
		return nil, fmt.Errorf("%d players short: with four or more, play a table fewer", len(players))
	}
	seen := map[int]bool{}
	for _, p := range players {
		if p < 1 || p > m.Players {
			return nil, fmt.Errorf("player %d is not one of the schedule's players 1–%d", p, m.Players)
		}
		if seen[p] {
			return nil, fmt.Errorf("player %d is named twice", p)
		}
		seen[p] = true
	}
	c := *m
	c.Missing = append([]int(nil), players...)
	sort.Ints(c.Missing)
	return &c, nil
}

// Truncate keeps the first rounds of the schedule: a club plays as many
// rounds of a long schedule as fit the evening.
func (m *Individual) Truncate(rounds int) (err error) {
	defer invalid(&err)
	if rounds < 1 || rounds > m.Rounds {
		return fmt.Errorf("%d rounds: the schedule has 1 to %d", rounds, m.Rounds)
	}
	kept := m.Schedule[:0]
	sets := 0
	for _, f := range m.Schedule {
		if f.Round <= rounds {
			kept = append(kept, f)
			sets = max(sets, f.Set)
		}
	}
	// Sets the rounds left out would have played are not dealt: a
	// schedule on a fresh set each round needs only the rounds' sets.
	m.Schedule, m.Rounds, m.BoardSets = kept, rounds, sets
	return nil
}

// SetsInPlay lists the board sets some table plays, in order.
func (m *Individual) SetsInPlay() []int {
	seen := map[int]bool{}
	for _, f := range m.Schedule {
		if !m.SitsOut(f) {
			seen[f.Set] = true
		}
	}
	out := make([]int, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Ints(out)
	return out
}

// Describe says what is played on the schedule: its name, then the
// players and the rounds and boards actually played, which may be fewer
// rounds than its name gives ("…, 7 rounds …: 8 players, 3 of its 7
// rounds of 4 boards").
func (m *Individual) Describe() string {
	rounds := plural(float64(m.Rounds), "round")
	if m.FullRounds > m.Rounds {
		rounds = fmt.Sprintf("%d of its %d rounds", m.Rounds, m.FullRounds)
	}
	return fmt.Sprintf("%s: %d players, %s of %s", m.Name, len(m.PlayerNumbers()), rounds, plural(float64(m.BoardsPerRound), "board"))
}
