package movements

import (
	"fmt"
	"sort"
)

// Kind names the family of a movement.
type Kind string

// Movement families.
const (
	Mitchell   Kind = "mitchell"
	Howell     Kind = "howell"
	Hesitation Kind = "hesitation"
	Custom     Kind = "custom"
)

// Directions used in Mitchell pair ids.
const (
	NS = "NS"
	EW = "EW"
)

// PairID names a pair: a number plus a direction ("NS"/"EW") in a Mitchell,
// a plain number (Direction "") in a Howell.
type PairID struct {
	Number    int
	Direction string
}

// String gives the pair as a director writes it: "3 NS", "3 EW" or "7".
func (p PairID) String() string {
	if p.Direction == "" {
		return fmt.Sprint(p.Number)
	}
	return fmt.Sprintf("%d %s", p.Number, p.Direction)
}

// Key is the pair's id in results and in the movement's file form: "3NS",
// "3EW", or "7" in a Howell.
func (p PairID) Key() string { return fmt.Sprintf("%d%s", p.Number, p.Direction) }

// Slot is what one table does in one round.
type Slot struct {
	Round int
	Table int
	// NS and EW are the pairs holding the NS and EW cards this round (after
	// any arrow switch).
	NS, EW PairID
	// Set is the board set played, numbered from 1.
	Set           int
	ArrowSwitched bool
}

// Station is one place on the board circuit in round 1: a table, or a
// playerless relay (bye) stand when Table is 0. Boards move from each
// station to the one before it in Movement.Stations, the first station
// receiving the boards from the last.
type Station struct {
	Table int
	Set   int
}

// Movement is a complete schedule for one section.
type Movement struct {
	Kind           Kind
	Name           string
	Tables         int
	Rounds         int
	BoardsPerRound int
	BoardSets      int
	// Pairs lists every pair position, the phantom included.
	Pairs []PairID
	// Phantom is the missing pair of a half table: whoever meets it sits out.
	Phantom *PairID
	// Schedule holds one slot per round and table, round by round.
	Schedule []Slot
	// Stations is the round-1 board circuit when the movement has one
	// (generated and published movements); nil for custom movements.
	Stations []Station
	// Shares lists tables that take their boards from another table for
	// the whole session (relay Mitchell: table T shares with table 1),
	// keyed by the sharing table.
	Shares map[int]int
	// Section is the letter of the section the movement is played in
	// ("A", "B" …) when a session has several, "" when it has one: it
	// is printed on every guide card so that no pair sits in the wrong
	// room.
	Section string
	// Individual is the schedule of an individual the movement seats (see
	// Individuals); nil for pairs and teams.
	Individual *Individual `json:",omitempty"`
	// Swiss is the plan of a Swiss pairs (see SwissPairs): its rounds to
	// play, scale and byes; nil for any other movement.
	Swiss *SwissPlan `json:",omitempty"`
}

// Boards returns the board numbers of a set (sets are numbered from 1).
func (m *Movement) Boards(set int) []int {
	if m.BoardsPerRound < 1 {
		return nil
	}
	b := make([]int, m.BoardsPerRound)
	for i := range b {
		b[i] = (set-1)*m.BoardsPerRound + i + 1
	}
	return b
}

// OneField says whether all pairs are ranked together: a Howell, or a
// Mitchell with arrow-switched rounds. Otherwise NS and EW are ranked apart.
func (m *Movement) OneField() bool {
	for _, s := range m.Schedule {
		if s.ArrowSwitched {
			return true
		}
	}
	return m.Kind == Howell || m.Kind == SwissPairs
}

// ResultPair is the id and direction a pair's results are kept under: the
// pair's Key with its direction in a two-winner Mitchell ("3NS", "NS"),
// with no direction when the pairs form one field ("3NS", "" with arrow
// switches; "7", "" in a Howell). It is the one rule that ties a movement's
// pairs to a session's.
func (m *Movement) ResultPair(p PairID) (id, dir string) {
	if m.OneField() {
		return p.Key(), ""
	}
	return p.Key(), p.Direction
}

// ExpectedLines is how many traveller lines the movement expects: a line
// for each board of each table-round that is played, sit-outs left out.
func (m *Movement) ExpectedLines() int {
	n := 0
	for _, s := range m.Schedule {
		if !m.SitsOut(s) {
			n += len(m.Boards(s.Set))
		}
	}
	return n
}

// TotalBoards is the number of boards the director must deal.
func (m *Movement) TotalBoards() int { return m.BoardSets * m.BoardsPerRound }

// BoardsPlayed lists, in order, the boards some table plays: a set only a
// sit-out would play (a half table's) is left out.
func (m *Movement) BoardsPlayed() []int {
	seen := map[int]bool{}
	for _, s := range m.Schedule {
		if !m.SitsOut(s) {
			for _, n := range m.Boards(s.Set) {
				seen[n] = true
			}
		}
	}
	out := make([]int, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Ints(out)
	return out
}

// IsPhantom reports whether p is the phantom pair.
func (m *Movement) IsPhantom(p PairID) bool {
	return m.Phantom != nil && *m.Phantom == p
}

// Slot returns what table t does in round r, if anything.
func (m *Movement) Slot(r, t int) (Slot, bool) {
	for _, s := range m.Schedule {
		if s.Round == r && s.Table == t {
			return s, true
		}
	}
	return Slot{}, false
}

// SitsOut reports whether a slot is a sit-out (one side is the phantom).
func (m *Movement) SitsOut(s Slot) bool {
	return m.IsPhantom(s.NS) || m.IsPhantom(s.EW)
}

// mod1 is x reduced into 1..n, the arithmetic of table, round and set
// numbers that wrap around.
func mod1(x, n int) int {
	return ((x-1)%n+n)%n + 1
}

// defaultBoardsPerRound picks the boards per round that brings a session of
// the given rounds closest to 26 boards (the middle of the usual 24–28).
func defaultBoardsPerRound(rounds int) int {
	best, bestDiff := 1, 1<<30
	for b := 1; b <= 8; b++ {
		d := rounds*b - 26
		if d < 0 {
			d = -d
		}
		if d < bestDiff {
			best, bestDiff = b, d
		}
	}
	return best
}
