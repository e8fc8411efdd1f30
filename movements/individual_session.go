package movements

import (
	"fmt"

	"bridgescore/scoring"
)

// Individuals is the family of an individual kept as a session's
// movement: each table of each round is a slot whose two sides are pairs
// of that table alone (the k-th table played is 1NS against 1EW … kNS
// against kEW), the players North and South one side, East and West the
// other. The tables, rounds and boards of the session are then those of
// any movement (the tables' results, the travellers, the phones), and
// the players follow from the schedule the movement keeps
// (IndividualOf, SideOf).
const Individuals Kind = "individual"

// Movement gives the individual as a session keeps it (see Individuals):
// a table with a player short sits out and is left out.
func (m *Individual) Movement() (*Movement, error) {
	if m == nil || len(m.Schedule) == 0 {
		return nil, fmt.Errorf("the individual has no schedule")
	}
	kept := *m
	out := &Movement{Kind: Individuals, Name: m.Name, Tables: m.Tables, Rounds: m.Rounds,
		BoardsPerRound: m.BoardsPerRound, BoardSets: m.BoardSets, Section: m.Section, Individual: &kept}
	k := 0
	for _, f := range m.Schedule {
		if m.SitsOut(f) {
			continue
		}
		k++
		ns, ew := PairID{Number: k, Direction: NS}, PairID{Number: k, Direction: EW}
		out.Pairs = append(out.Pairs, ns, ew)
		out.Schedule = append(out.Schedule, Slot{Round: f.Round, Table: f.Table, NS: ns, EW: ew, Set: f.Set})
	}
	return out, nil
}

// IndividualOf is the individual's schedule a session's movement keeps;
// nil when the movement is not an individual's.
func IndividualOf(m *Movement) *Individual {
	if m == nil || m.Kind != Individuals {
		return nil
	}
	return m.Individual
}

// Sides is the table each side of an individual's movement stands for
// (pair 3NS is the North and South players of the third table played,
// 3EW its East and West), every side at once; nil when the movement is
// not an individual's.
func Sides(m *Movement) map[PairID]Foursome {
	ind := IndividualOf(m)
	if ind == nil {
		return nil
	}
	out := map[PairID]Foursome{}
	k := 0
	for _, f := range ind.Schedule {
		if ind.SitsOut(f) {
			continue
		}
		k++
		out[PairID{Number: k, Direction: NS}] = f
		out[PairID{Number: k, Direction: EW}] = f
	}
	return out
}

// SideOf is the table one side of an individual's movement stands for
// (see Sides); false when the pair is none of the movement's.
func SideOf(m *Movement, p PairID) (Foursome, bool) {
	f, ok := Sides(m)[p]
	return f, ok
}

// SideSeats are the seats of the players a side of an individual's
// movement stands for: North and South for its NS pair, East and West for
// its EW pair.
func SideSeats(p PairID) [2]scoring.Seat {
	if p.Direction == EW {
		return [2]scoring.Seat{scoring.East, scoring.West}
	}
	return [2]scoring.Seat{scoring.North, scoring.South}
}
