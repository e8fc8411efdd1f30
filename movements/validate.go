package movements

import (
	"fmt"
	"sort"
	"strings"
)

// Severity grades a finding.
type Severity string

// Errors make a movement unplayable; warnings are what a director should
// know before choosing it.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Finding is one thing the validator noticed, in plain words.
type Finding struct {
	Severity Severity
	Message  string
}

func (f Finding) String() string { return string(f.Severity) + ": " + f.Message }

// SharedSet is a board set played at two or more tables in the same round.
type SharedSet struct {
	Round, Set int
	Tables     []int
}

// Validation is the verdict on a movement.
type Validation struct {
	// OK is true when there is no error (warnings allowed).
	OK       bool
	Findings []Finding
	// BoardsInPlay counts the boards of every set played at least once.
	BoardsInPlay int
	// MinBoardsPlayed and MaxBoardsPlayed are the fewest and most boards a
	// real pair plays.
	MinBoardsPlayed, MaxBoardsPlayed int
	// BoardsPlayed is each real pair's count of boards.
	BoardsPlayed map[PairID]int
	SharedSets   []SharedSet
	// Stationary lists the pairs that sit in the same seat all session.
	Stationary []PairID
}

// MinShareOfBoards is the EBU rule: every pair must be scheduled to play at
// least 70% of the boards in play.
const MinShareOfBoards = 0.70

// Validate checks a movement against every rule and reports each finding.
func (m *Movement) Validate() Validation {
	c := &validator{m: m, v: Validation{BoardsPlayed: map[PairID]int{}}, tally: newScheduleTally()}
	c.checkSizes()
	c.checkPairList()
	for _, s := range m.Schedule {
		c.checkSlot(s)
	}
	if SwissPlanOf(m) != nil {
		// A Swiss is drawn a round at a time, every table on the round's
		// duplicated boards: a pair yet to play or a meeting yet to come
		// is no fault of its rounds drawn so far.
		return c.verdict()
	}
	c.checkEmptyTables()
	c.checkSharedSets()
	c.checkUnplayedSets()
	c.countBoardsPlayed()
	c.checkNeverMeet()
	return c.verdict()
}

// validator gathers a movement's findings in the order a director reads
// them: the movement's size, its pairs, each slot of the schedule, then
// what the whole schedule adds up to.
type validator struct {
	m     *Movement
	v     Validation
	known map[PairID]bool
	tally scheduleTally
}

// roundTable, roundPair and pairSet key what the schedule walk remembers.
type roundTable struct{ r, t int }
type roundPair struct {
	r int
	p PairID
}
type pairSet struct {
	p   PairID
	set int
}

// scheduleTally is what walking the schedule remembers, for the checks
// across slots (twice seated, meeting twice) and the whole-session totals.
type scheduleTally struct {
	seatTaken  map[roundTable]bool
	seated     map[roundPair]int // round,pair -> table
	setPlayed  map[pairSet]int   // pair,set -> round
	met        map[[2]PairID]int // ordered pair of pairs -> first round
	setTables  map[[2]int][]int  // round,set -> tables
	setsInPlay map[int]bool
	setsOfPair map[PairID]map[int]bool
	seats      map[PairID]map[string]bool // pair -> "table direction" sat at
}

func newScheduleTally() scheduleTally {
	return scheduleTally{
		seatTaken:  map[roundTable]bool{},
		seated:     map[roundPair]int{},
		setPlayed:  map[pairSet]int{},
		met:        map[[2]PairID]int{},
		setTables:  map[[2]int][]int{},
		setsInPlay: map[int]bool{},
		setsOfPair: map[PairID]map[int]bool{},
		seats:      map[PairID]map[string]bool{},
	}
}

func (c *validator) errf(format string, a ...any) {
	c.v.Findings = append(c.v.Findings, Finding{Error, fmt.Sprintf(format, a...)})
}

func (c *validator) warnf(format string, a ...any) {
	c.v.Findings = append(c.v.Findings, Finding{Warning, fmt.Sprintf(format, a...)})
}

func (c *validator) checkSizes() {
	m := c.m
	if m.Tables < 1 || m.Rounds < 1 || m.BoardSets < 1 || m.BoardsPerRound < 1 {
		c.errf("the movement needs at least one table, round, board set and board per round (has %d tables, %d rounds, %d sets, %d boards per round)",
			m.Tables, m.Rounds, m.BoardSets, m.BoardsPerRound)
	}
}

// checkPairList checks the pair numbers and the phantom, and remembers the
// pairs so that the schedule can be checked against them.
func (c *validator) checkPairList() {
	c.known = map[PairID]bool{}
	for _, p := range c.m.Pairs {
		if p.Number < 1 {
			c.errf("pair %s: pair numbers start at 1", p)
		}
		if c.known[p] {
			c.errf("pair %s is listed twice", p)
		}
		c.known[p] = true
	}
	if c.m.Phantom != nil && !c.known[*c.m.Phantom] {
		c.errf("the phantom pair %s is not one of the pairs", *c.m.Phantom)
	}
}

// checkSlot checks one round at one table and records it for the checks
// across the whole schedule.
func (c *validator) checkSlot(s Slot) {
	where := fmt.Sprintf("round %d, table %d", s.Round, s.Table)
	c.checkSlotRange(s, where)
	if c.tally.seatTaken[roundTable{s.Round, s.Table}] {
		c.errf("%s is listed twice", where)
		return
	}
	c.tally.seatTaken[roundTable{s.Round, s.Table}] = true
	if s.NS == s.EW {
		c.errf("%s: pair %s is on both sides of the table", where, s.NS)
		return
	}
	c.seatPairs(s, where)
	c.recordMeeting(s)
	if c.m.SitsOut(s) {
		return
	}
	c.recordSetPlayed(s)
}

func (c *validator) checkSlotRange(s Slot, where string) {
	m := c.m
	if s.Round < 1 || s.Round > m.Rounds {
		c.errf("%s: round %d is outside 1–%d", where, s.Round, m.Rounds)
	}
	if s.Table < 1 || s.Table > m.Tables {
		c.errf("%s: table %d is outside 1–%d", where, s.Table, m.Tables)
	}
	if s.Set < 1 || s.Set > m.BoardSets {
		c.errf("%s: board set %d is outside 1–%d", where, s.Set, m.BoardSets)
	}
}

// seatPairs checks that both pairs at a slot are the movement's own and
// are not seated elsewhere in the same round.
func (c *validator) seatPairs(s Slot, where string) {
	for _, side := range []struct {
		p   PairID
		dir string
	}{{s.NS, NS}, {s.EW, EW}} {
		p := side.p
		if !c.known[p] {
			c.errf("%s: pair %s is not one of the movement's pairs", where, p)
		}
		if t, dup := c.tally.seated[roundPair{s.Round, p}]; dup {
			c.errf("pair %s is seated twice in round %d (tables %d and %d)", p, s.Round, t, s.Table)
		}
		c.tally.seated[roundPair{s.Round, p}] = s.Table
		if c.tally.seats[p] == nil {
			c.tally.seats[p] = map[string]bool{}
		}
		c.tally.seats[p][fmt.Sprintf("%d %s", s.Table, side.dir)] = true
	}
}

// recordMeeting notes that a slot's two pairs meet. Meeting the phantom
// twice is only a warning (a pair sits out twice); real pairs meeting
// twice is an error.
func (c *validator) recordMeeting(s Slot) {
	key := meetingKey(s.NS, s.EW)
	r, dup := c.tally.met[key]
	if !dup {
		c.tally.met[key] = s.Round
		return
	}
	if c.m.SitsOut(s) {
		other := s.NS
		if c.m.IsPhantom(other) {
			other = s.EW
		}
		c.warnf("pair %s sits out twice (rounds %d and %d)", other, r, s.Round)
	} else {
		c.errf("pairs %s and %s meet twice (rounds %d and %d)", s.NS, s.EW, r, s.Round)
	}
}

// recordSetPlayed notes the board set a slot's pairs play: no pair may
// play a set twice.
func (c *validator) recordSetPlayed(s Slot) {
	for _, p := range []PairID{s.NS, s.EW} {
		if r, dup := c.tally.setPlayed[pairSet{p, s.Set}]; dup {
			c.errf("pair %s plays board set %d twice (rounds %d and %d)", p, s.Set, r, s.Round)
		}
		c.tally.setPlayed[pairSet{p, s.Set}] = s.Round
		if c.tally.setsOfPair[p] == nil {
			c.tally.setsOfPair[p] = map[int]bool{}
		}
		c.tally.setsOfPair[p][s.Set] = true
	}
	c.tally.setsInPlay[s.Set] = true
	c.tally.setTables[[2]int{s.Round, s.Set}] = append(c.tally.setTables[[2]int{s.Round, s.Set}], s.Table)
}

// meetingKey orders two pairs so that a meeting has one key whichever sits
// North-South.
func meetingKey(a, b PairID) [2]PairID {
	if lessPair(b, a) {
		return [2]PairID{b, a}
	}
	return [2]PairID{a, b}
}

func (c *validator) checkEmptyTables() {
	for r := 1; r <= c.m.Rounds; r++ {
		var empty []int
		for t := 1; t <= c.m.Tables; t++ {
			if !c.tally.seatTaken[roundTable{r, t}] {
				empty = append(empty, t)
			}
		}
		if len(empty) > 0 {
			c.warnf("round %d: nothing is scheduled at table(s) %s", r, joinInts(empty))
		}
	}
}

// checkSharedSets lists the board sets played at two tables in one round,
// grouped by the tables that share so a relay Mitchell gives one finding,
// not one per round.
func (c *validator) checkSharedSets() {
	byTables := map[string][]int{}
	var keys []string
	for k, tables := range c.tally.setTables {
		if len(tables) < 2 {
			continue
		}
		sort.Ints(tables)
		c.v.SharedSets = append(c.v.SharedSets, SharedSet{Round: k[0], Set: k[1], Tables: tables})
		tk := joinInts(tables)
		if _, ok := byTables[tk]; !ok {
			keys = append(keys, tk)
		}
		byTables[tk] = append(byTables[tk], k[0])
	}
	sort.Slice(c.v.SharedSets, func(i, j int) bool {
		a, b := c.v.SharedSets[i], c.v.SharedSets[j]
		if a.Round != b.Round {
			return a.Round < b.Round
		}
		return a.Set < b.Set
	})
	sort.Strings(keys)
	for _, k := range keys {
		rs := byTables[k]
		sort.Ints(rs)
		c.warnf("tables %s play the same boards in round(s) %s: they must share the boards (or use duplicated boards)", k, joinInts(rs))
	}
}

func (c *validator) checkUnplayedSets() {
	var unplayed []int
	for s := 1; s <= c.m.BoardSets; s++ {
		if !c.tally.setsInPlay[s] {
			unplayed = append(unplayed, s)
		}
	}
	if len(unplayed) > 0 {
		c.warnf("board set(s) %s are never played", joinInts(unplayed))
	}
}

// countBoardsPlayed counts each real pair's boards, against the EBU
// minimum share of the boards in play, and finds the stationary pairs.
func (c *validator) countBoardsPlayed() {
	m, v := c.m, &c.v
	v.BoardsInPlay = len(c.tally.setsInPlay) * m.BoardsPerRound
	first := true
	var short []string
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		n := len(c.tally.setsOfPair[p]) * m.BoardsPerRound
		v.BoardsPlayed[p] = n
		if len(c.tally.setsOfPair[p]) == 0 && len(c.tally.seats[p]) == 0 {
			c.errf("pair %s never plays", p)
		}
		if first || n < v.MinBoardsPlayed {
			v.MinBoardsPlayed = n
		}
		if first || n > v.MaxBoardsPlayed {
			v.MaxBoardsPlayed = n
		}
		first = false
		if v.BoardsInPlay > 0 && float64(n) < MinShareOfBoards*float64(v.BoardsInPlay) {
			short = append(short, fmt.Sprintf("%s (%d)", p, n))
		}
		if len(c.tally.seats[p]) == 1 && len(c.tally.seated) > 0 {
			v.Stationary = append(v.Stationary, p)
		}
	}
	if len(short) > 0 {
		c.warnf("pair(s) %s play fewer than 70%% of the %d boards in play (EBU minimum)", strings.Join(short, ", "), v.BoardsInPlay)
	}
}

// checkNeverMeet lists the real pairs that could meet but never do. A
// hesitation Mitchell is one field whose stationary pairs never meet each
// other by design, so it is not checked.
func (c *validator) checkNeverMeet() {
	m := c.m
	if m.Kind == Hesitation {
		return
	}
	var never []string
	for i, a := range m.Pairs {
		for _, b := range m.Pairs[i+1:] {
			if m.IsPhantom(a) || m.IsPhantom(b) {
				continue
			}
			if a.Direction != "" && a.Direction == b.Direction {
				continue // same field of a Mitchell
			}
			if _, ok := c.tally.met[meetingKey(a, b)]; !ok {
				never = append(never, a.String()+" v "+b.String())
			}
		}
	}
	if len(never) > 0 {
		c.warnf("%d pairing(s) never meet: %s", len(never), strings.Join(never, ", "))
	}
}

// verdict is the validation with OK set: a movement is playable when
// nothing found is an error.
func (c *validator) verdict() Validation {
	c.v.OK = true
	for _, f := range c.v.Findings {
		if f.Severity == Error {
			c.v.OK = false
		}
	}
	return c.v
}

func lessPair(a, b PairID) bool {
	if a.Number != b.Number {
		return a.Number < b.Number
	}
	return a.Direction < b.Direction
}

// joinInts writes numbers as a director reads them: "1, 3, 5–8".
func joinInts(xs []int) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		switch {
		case j == i:
			parts = append(parts, fmt.Sprint(xs[i]))
		case j == i+1:
			parts = append(parts, fmt.Sprint(xs[i]), fmt.Sprint(xs[j]))
		default:
			parts = append(parts, fmt.Sprintf("%d–%d", xs[i], xs[j]))
		}
		i = j + 1
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
