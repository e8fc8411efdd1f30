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
	v := Validation{BoardsPlayed: map[PairID]int{}}
	errf := func(format string, a ...any) {
		v.Findings = append(v.Findings, Finding{Error, fmt.Sprintf(format, a...)})
	}
	warnf := func(format string, a ...any) {
		v.Findings = append(v.Findings, Finding{Warning, fmt.Sprintf(format, a...)})
	}

	if m.Tables < 1 || m.Rounds < 1 || m.BoardSets < 1 || m.BoardsPerRound < 1 {
		errf("the movement needs at least one table, round, board set and board per round (has %d tables, %d rounds, %d sets, %d boards per round)",
			m.Tables, m.Rounds, m.BoardSets, m.BoardsPerRound)
	}
	known := map[PairID]bool{}
	for _, p := range m.Pairs {
		if p.Number < 1 {
			errf("pair %s: pair numbers start at 1", p)
		}
		if known[p] {
			errf("pair %s is listed twice", p)
		}
		known[p] = true
	}
	if m.Phantom != nil && !known[*m.Phantom] {
		errf("the phantom pair %s is not one of the pairs", *m.Phantom)
	}

	type rt struct{ r, t int }
	type rp struct {
		r int
		p PairID
	}
	type ps struct {
		p   PairID
		set int
	}
	seatTaken := map[rt]bool{}
	seated := map[rp]int{}     // round,pair -> table
	setPlayed := map[ps]int{}  // pair,set -> round
	met := map[[2]PairID]int{} // ordered pair of pairs -> first round
	setTables := map[[2]int][]int{}
	setsInPlay := map[int]bool{}
	setsOfPair := map[PairID]map[int]bool{}
	seats := map[PairID]map[string]bool{}
	for _, s := range m.Schedule {
		where := fmt.Sprintf("round %d, table %d", s.Round, s.Table)
		if s.Round < 1 || s.Round > m.Rounds {
			errf("%s: round %d is outside 1–%d", where, s.Round, m.Rounds)
		}
		if s.Table < 1 || s.Table > m.Tables {
			errf("%s: table %d is outside 1–%d", where, s.Table, m.Tables)
		}
		if s.Set < 1 || s.Set > m.BoardSets {
			errf("%s: board set %d is outside 1–%d", where, s.Set, m.BoardSets)
		}
		if seatTaken[rt{s.Round, s.Table}] {
			errf("%s is listed twice", where)
			continue
		}
		seatTaken[rt{s.Round, s.Table}] = true
		if s.NS == s.EW {
			errf("%s: pair %s is on both sides of the table", where, s.NS)
			continue
		}
		for _, side := range []struct {
			p   PairID
			dir string
		}{{s.NS, NS}, {s.EW, EW}} {
			p := side.p
			if !known[p] {
				errf("%s: pair %s is not one of the movement's pairs", where, p)
			}
			if t, dup := seated[rp{s.Round, p}]; dup {
				errf("pair %s is seated twice in round %d (tables %d and %d)", p, s.Round, t, s.Table)
			}
			seated[rp{s.Round, p}] = s.Table
			if seats[p] == nil {
				seats[p] = map[string]bool{}
			}
			seats[p][fmt.Sprintf("%d %s", s.Table, side.dir)] = true
		}
		key := [2]PairID{s.NS, s.EW}
		if lessPair(s.EW, s.NS) {
			key = [2]PairID{s.EW, s.NS}
		}
		if r, dup := met[key]; dup {
			if m.SitsOut(s) {
				other := s.NS
				if m.IsPhantom(other) {
					other = s.EW
				}
				warnf("pair %s sits out twice (rounds %d and %d)", other, r, s.Round)
			} else {
				errf("pairs %s and %s meet twice (rounds %d and %d)", s.NS, s.EW, r, s.Round)
			}
		} else {
			met[key] = s.Round
		}
		if m.SitsOut(s) {
			continue
		}
		for _, p := range []PairID{s.NS, s.EW} {
			if r, dup := setPlayed[ps{p, s.Set}]; dup {
				errf("pair %s plays board set %d twice (rounds %d and %d)", p, s.Set, r, s.Round)
			}
			setPlayed[ps{p, s.Set}] = s.Round
			if setsOfPair[p] == nil {
				setsOfPair[p] = map[int]bool{}
			}
			setsOfPair[p][s.Set] = true
		}
		setsInPlay[s.Set] = true
		setTables[[2]int{s.Round, s.Set}] = append(setTables[[2]int{s.Round, s.Set}], s.Table)
	}
	for r := 1; r <= m.Rounds; r++ {
		var empty []int
		for t := 1; t <= m.Tables; t++ {
			if !seatTaken[rt{r, t}] {
				empty = append(empty, t)
			}
		}
		if len(empty) > 0 {
			warnf("round %d: nothing is scheduled at table(s) %s", r, joinInts(empty))
		}
	}

	// Shared sets, grouped by the tables that share so a relay Mitchell
	// gives one finding, not one per round.
	byTables := map[string][]int{}
	var keys []string
	for k, tables := range setTables {
		if len(tables) < 2 {
			continue
		}
		sort.Ints(tables)
		v.SharedSets = append(v.SharedSets, SharedSet{Round: k[0], Set: k[1], Tables: tables})
		tk := joinInts(tables)
		if _, ok := byTables[tk]; !ok {
			keys = append(keys, tk)
		}
		byTables[tk] = append(byTables[tk], k[0])
	}
	sort.Slice(v.SharedSets, func(i, j int) bool {
		a, b := v.SharedSets[i], v.SharedSets[j]
		if a.Round != b.Round {
			return a.Round < b.Round
		}
		return a.Set < b.Set
	})
	sort.Strings(keys)
	for _, k := range keys {
		rs := byTables[k]
		sort.Ints(rs)
		warnf("tables %s play the same boards in round(s) %s: they must share the boards (or use duplicated boards)", k, joinInts(rs))
	}

	var unplayed []int
	for s := 1; s <= m.BoardSets; s++ {
		if !setsInPlay[s] {
			unplayed = append(unplayed, s)
		}
	}
	if len(unplayed) > 0 {
		warnf("board set(s) %s are never played", joinInts(unplayed))
	}

	v.BoardsInPlay = len(setsInPlay) * m.BoardsPerRound
	first := true
	var short []string
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		n := len(setsOfPair[p]) * m.BoardsPerRound
		v.BoardsPlayed[p] = n
		if len(setsOfPair[p]) == 0 && len(seats[p]) == 0 {
			errf("pair %s never plays", p)
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
		if len(seats[p]) == 1 && len(seated) > 0 {
			v.Stationary = append(v.Stationary, p)
		}
	}
	if len(short) > 0 {
		warnf("pair(s) %s play fewer than 70%% of the %d boards in play (EBU minimum)", strings.Join(short, ", "), v.BoardsInPlay)
	}

	if m.Kind != Hesitation {
		var never []string
		for i, a := range m.Pairs {
			for _, b := range m.Pairs[i+1:] {
				if m.IsPhantom(a) || m.IsPhantom(b) {
					continue
				}
				if a.Direction != "" && a.Direction == b.Direction {
					continue // same field of a Mitchell
				}
				key := [2]PairID{a, b}
				if lessPair(b, a) {
					key = [2]PairID{b, a}
				}
				if _, ok := met[key]; !ok {
					never = append(never, a.String()+" v "+b.String())
				}
			}
		}
		if len(never) > 0 {
			warnf("%d pairing(s) never meet: %s", len(never), strings.Join(never, ", "))
		}
	}

	v.OK = true
	for _, f := range v.Findings {
		if f.Severity == Error {
			v.OK = false
		}
	}
	return v
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
