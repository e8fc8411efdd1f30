package movements

import (
	"fmt"
	"sort"
)

// IndividualOptions configure an individual movement.
type IndividualOptions struct {
	// Tables counts the table a player short sits at.
	Tables int
	// Players is how many play: 4×Tables, or one to three fewer (the
	// players short: the table one of them is due at sits out). 0 means
	// 4×Tables.
	Players int
	// Rounds to play; 0 means the whole schedule. Fewer play its first
	// rounds.
	Rounds int
	// BoardsPerRound; 0 takes the schedule's own, else the count nearest a
	// 26-board session.
	BoardsPerRound int
	// Variant picks a built-in schedule by ID ("rainbow" for the Rainbow);
	// "" takes the default for the number of tables.
	Variant string
}

// RainbowVariant is the IndividualOptions.Variant that asks for the Rainbow.
const RainbowVariant = "rainbow"

// defaultIndividual is the schedule used for each number of tables: a
// published one where there is one, the Rainbow where it works (one set
// of boards circulates), else a cyclic whist schedule.
var defaultIndividual = map[int]string{
	2:  "individual-2t-7r-acbl",
	3:  "individual-3t-11r-admatis",
	4:  "whist-4t",
	5:  RainbowVariant,
	6:  "whist-6t",
	7:  RainbowVariant,
	8:  "whist-8t",
	12: "individual-12t-47r-ruter",
}

// NewIndividual builds an individual movement: the schedule asked for (or
// the default for the tables), its first Rounds rounds, and the players
// short. The players short are the highest numbers that do not stay put,
// so that the table that sits out changes from round to round.
func NewIndividual(o IndividualOptions) (_ *Individual, err error) {
	defer invalid(&err)
	m, err := individualSchedule(o)
	if err != nil {
		return nil, err
	}
	if o.Rounds != 0 {
		if err := m.Truncate(o.Rounds); err != nil {
			return nil, fmt.Errorf("individual: %w", err)
		}
	}
	players := o.Players
	if players == 0 {
		players = m.Players
	}
	short := m.Players - players
	if short < 0 || short > 3 {
		return nil, fmt.Errorf("individual: %d players at %d tables: want %d to %d (up to three short)", players, m.Tables, m.Players-3, m.Players)
	}
	if short > 0 {
		if m, err = m.WithMissing(m.defaultMissing(short)...); err != nil {
			return nil, err
		}
		if once := m.setsPlayedOnce(); len(once) > 0 {
			return nil, fmt.Errorf("individual: %d players at %d tables: the board set(s) %s would be played at one table only, with nothing to compare them with; find a player to make up the table", players, m.Tables, joinInts(once))
		}
	}
	return m, nil
}

// setsPlayedOnce are the board sets in play that only one table plays:
// a board played once cannot be matchpointed (a player short at two
// tables leaves the other table alone on every board).
func (m *Individual) setsPlayedOnce() []int {
	plays := map[int]int{}
	for _, f := range m.Schedule {
		if f.Round <= m.Rounds && !m.SitsOut(f) {
			plays[f.Set]++
		}
	}
	var once []int
	for set, n := range plays {
		if n < 2 {
			once = append(once, set)
		}
	}
	sort.Ints(once)
	return once
}

// individualSchedule builds the whole schedule asked for.
func individualSchedule(o IndividualOptions) (*Individual, error) {
	if o.Tables < 2 || o.Tables > MaxTables {
		return nil, fmt.Errorf("individual: %d tables: want 2 to %d", o.Tables, MaxTables)
	}
	if o.BoardsPerRound < 0 || o.BoardsPerRound > MaxBoardsPerRound {
		return nil, fmt.Errorf("individual: %d boards per round: want 1 to %d", o.BoardsPerRound, MaxBoardsPerRound)
	}
	variant := o.Variant
	if variant == "" {
		variant = defaultIndividual[o.Tables]
	}
	if variant == "" && rainbowFits(o.Tables) {
		variant = RainbowVariant
	}
	if variant == RainbowVariant {
		return Rainbow(o.Tables, o.BoardsPerRound)
	}
	for i := range publishedIndividuals {
		p := &publishedIndividuals[i]
		if p.ID != variant {
			continue
		}
		if p.Tables != o.Tables {
			return nil, fmt.Errorf("individual: %s is for %d tables, not %d", p.ID, p.Tables, o.Tables)
		}
		m := p.individual(o.BoardsPerRound)
		return m, m.checkSize()
	}
	if variant != "" {
		return nil, fmt.Errorf("individual: no schedule %q (see the list of built-in schedules)", variant)
	}
	return nil, fmt.Errorf("individual: no schedule for %d tables: built in are 2–8, 12 and the Rainbow's sizes (5, 7, 11, 13, 17, 19, 23, 25 …)", o.Tables)
}

// rainbowFits says whether the Rainbow works for a number of tables.
func rainbowFits(t int) bool { return t >= 5 && t%2 != 0 && t%3 != 0 }

// IndividualSizes lists the numbers of tables up to limit for which an
// individual schedule is built in.
func IndividualSizes(limit int) []int {
	var out []int
	for t := 2; t <= limit; t++ {
		if defaultIndividual[t] != "" || rainbowFits(t) {
			out = append(out, t)
		}
	}
	return out
}

// defaultMissing picks the players short: the highest numbers that do not
// sit in the same seat all session.
func (m *Individual) defaultMissing(short int) []int {
	stays := m.stationaryPlayers()
	var out []int
	for p := m.Players; p >= 1 && len(out) < short; p-- {
		if !stays[p] {
			out = append(out, p)
		}
	}
	sort.Ints(out)
	return out
}

// stationaryPlayers are the players who keep one seat at one table all
// session.
func (m *Individual) stationaryPlayers() map[int]bool {
	where := map[int][2]int{}
	moves := map[int]bool{}
	for _, f := range m.Schedule {
		for i, p := range f.Players {
			w := [2]int{f.Table, i}
			if prev, ok := where[p]; ok && prev != w {
				moves[p] = true
			}
			where[p] = w
		}
	}
	out := map[int]bool{}
	for p := range where {
		if !moves[p] {
			out[p] = true
		}
	}
	return out
}
