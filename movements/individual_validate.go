package movements

import (
	"bridgescore/scoring"
	"fmt"
	"sort"
)

// validateIndividual lists what would make an individual schedule
// unplayable (errors) and what a director should know before choosing it
// (warnings): a player in two seats at once, a player playing a board set
// twice, boards played at two tables in the same round.
func validateIndividual(m *Individual) []Finding {
	v := &indValidator{m: m, seated: map[[2]int]int{}, played: map[[2]int]int{}, tables: map[[2]int]bool{}, setTables: map[[2]int][]int{}, plays: map[int]bool{}}
	if m.Tables < 1 || m.Rounds < 1 || m.BoardSets < 1 || m.BoardsPerRound < 1 || m.Players < 4 {
		v.errf("the schedule needs at least one table, round, board set, board per round and four players (has %d tables, %d rounds, %d sets, %d boards per round, %d players)",
			m.Tables, m.Rounds, m.BoardSets, m.BoardsPerRound, m.Players)
	}
	for _, f := range m.Schedule {
		v.foursome(f)
	}
	v.sharedSets()
	for _, p := range m.PlayerNumbers() {
		if !v.plays[p] {
			v.errf("player %d never plays", p)
		}
	}
	return v.out
}

type indValidator struct {
	m         *Individual
	out       []Finding
	seated    map[[2]int]int   // round, player -> table
	played    map[[2]int]int   // player, set -> round
	tables    map[[2]int]bool  // round, table
	setTables map[[2]int][]int // round, set -> tables
	plays     map[int]bool
}

func (v *indValidator) errf(format string, a ...any) {
	v.out = append(v.out, Finding{Error, fmt.Sprintf(format, a...)})
}

func (v *indValidator) warnf(format string, a ...any) {
	v.out = append(v.out, Finding{Warning, fmt.Sprintf(format, a...)})
}

// foursome checks one table in one round.
func (v *indValidator) foursome(f Foursome) {
	m := v.m
	where := fmt.Sprintf("round %d, table %d", f.Round, f.Table)
	if f.Round < 1 || f.Round > m.Rounds || f.Table < 1 || f.Table > m.Tables || f.Set < 1 || f.Set > m.BoardSets {
		v.errf("%s, set %d: outside the schedule's %d rounds, %d tables and %d sets", where, f.Set, m.Rounds, m.Tables, m.BoardSets)
	}
	if v.tables[[2]int{f.Round, f.Table}] {
		v.errf("%s is listed twice", where)
		return
	}
	v.tables[[2]int{f.Round, f.Table}] = true
	for i, p := range f.Players {
		if p < 1 || p > m.Players {
			v.errf("%s: player %d in the %s seat is not one of the players 1–%d", where, p, scoring.Seats[i].Name(), m.Players)
			continue
		}
		if t, dup := v.seated[[2]int{f.Round, p}]; dup {
			v.errf("player %d is seated twice in round %d (tables %d and %d)", p, f.Round, t, f.Table)
		}
		v.seated[[2]int{f.Round, p}] = f.Table
	}
	if m.SitsOut(f) {
		return
	}
	for _, p := range f.Players {
		v.plays[p] = true
		if r, dup := v.played[[2]int{p, f.Set}]; dup {
			v.errf("player %d plays board set %d twice (rounds %d and %d)", p, f.Set, r, f.Round)
		}
		v.played[[2]int{p, f.Set}] = f.Round
	}
	k := [2]int{f.Round, f.Set}
	v.setTables[k] = append(v.setTables[k], f.Table)
}

// sharedSets warns of board sets played at several tables in one round:
// the tables must share them, or the boards be duplicated. When every
// table plays the same set every round (a barometer) it says so once.
func (v *indValidator) sharedSets() {
	shared, all := 0, true
	playing := map[int]int{}
	for _, f := range v.m.Schedule {
		if !v.m.SitsOut(f) {
			playing[f.Round]++
		}
	}
	var rounds []int
	seen := map[int]bool{}
	for k, ts := range v.setTables {
		if len(ts) > 1 {
			shared++
			if !seen[k[0]] {
				seen[k[0]] = true
				rounds = append(rounds, k[0])
			}
		}
		if len(ts) != playing[k[0]] {
			all = false
		}
	}
	if shared == 0 {
		return
	}
	sort.Ints(rounds)
	if all {
		v.warnf("every table plays the same boards each round (a barometer): deal a copy of the boards for each table, or let the tables exchange them during the round")
		return
	}
	v.warnf("some tables play the same boards in round(s) %s: they must share the boards (or use duplicated boards)", joinInts(rounds))
}
