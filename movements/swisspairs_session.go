package movements

import (
	"fmt"
	"maps"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"

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

// SwissPlan is what a Swiss pairs movement keeps beside its drawn
// rounds.
type SwissPlan struct {
	// Rounds is the number of rounds to play; the movement's own Rounds
	// counts those drawn so far.
	Rounds int
	Scale  scoring.SwissScale
	// Byes are the pair that had the bye, by round (an odd number of
	// pairs).
	Byes map[int]string `json:",omitempty"`
	// Explain is each round's draw in words, by round.
	Explain map[int][]string `json:",omitempty"`
	// From are the standings each round was drawn from, by round: a
	// correction since is checked against them (CheckDraws).
	From map[int][]Standing `json:",omitempty"`
}

// MaxSwissPairs bounds a Swiss pairs kept as a session.
const MaxSwissPairs = 400

// NewSwissPairs is a Swiss pairs of n pairs and the rounds to play, with
// no round drawn yet: draw its first round from StartingStandings.
func NewSwissPairs(pairs, rounds, boardsPerRound int, scale scoring.SwissScale) (_ *Movement, err error) {
	defer invalid(&err)
	switch {
	case pairs < 3 || pairs > MaxSwissPairs:
		return nil, fmt.Errorf("a Swiss pairs takes 3 to %d pairs, not %d", MaxSwissPairs, pairs)
	case rounds < 1 || rounds >= pairs:
		return nil, fmt.Errorf("%d pairs play 1 to %d rounds without meeting twice, not %d", pairs, pairs-1, rounds)
	case boardsPerRound < 1 || boardsPerRound > 16:
		return nil, fmt.Errorf("a round is 1 to 16 boards, not %d", boardsPerRound)
	}
	m := &Movement{Kind: SwissPairs, Tables: pairs / 2, BoardsPerRound: boardsPerRound,
		Name:  fmt.Sprintf("Swiss pairs, %d pairs, %d rounds of %d boards", pairs, rounds, boardsPerRound),
		Swiss: &SwissPlan{Rounds: rounds, Scale: scale, Byes: map[int]string{}, Explain: map[int][]string{}, From: map[int][]Standing{}}}
	for p := 1; p <= pairs; p++ {
		m.Pairs = append(m.Pairs, PairID{Number: p})
	}
	return m, nil
}

// SwissPlanOf is the plan of a Swiss pairs movement; nil for any other.
func SwissPlanOf(m *Movement) *SwissPlan {
	if m == nil || m.Kind != SwissPairs {
		return nil
	}
	return m.Swiss
}

// StartingStandings are a Swiss pairs' standings before its first round:
// every pair on nothing, in number order, so that the first round is
// drawn 1 v 2, 3 v 4 ….
func StartingStandings(m *Movement) []Standing {
	var out []Standing
	for _, p := range m.Pairs {
		out = append(out, Standing{ID: p.Key(), Score: new(big.Rat)})
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
		return nil, fmt.Errorf("not a Swiss pairs")
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

// seatRound adds a drawn round's tables to the schedule.
func (m *Movement) seatRound(d *Draw) error {
	seated := map[string]bool{}
	for _, t := range d.Tables {
		ns, err1 := m.FindPair(t.Home)
		ew, err2 := m.FindPair(t.Away)
		if err1 != nil || err2 != nil || seated[t.Home] || seated[t.Away] || t.Home == t.Away {
			return fmt.Errorf("round %d, table %d: %s v %s is no table of this event's pairs", d.Round, t.Table, t.Home, t.Away)
		}
		seated[t.Home], seated[t.Away] = true, true
		m.Schedule = append(m.Schedule, Slot{Round: d.Round, Table: t.Table, NS: ns, EW: ew, Set: d.Round})
	}
	if d.Bye != "" {
		m.Swiss.Byes[d.Round] = d.Bye
	} else {
		delete(m.Swiss.Byes, d.Round)
	}
	m.Swiss.Explain[d.Round] = slices.Clone(d.Explain)
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

// SwissDrawOf is a drawn round as it was published: its tables and bye,
// the words it was drawn with, and its rematches (pairs who met in an
// earlier round).
func SwissDrawOf(m *Movement, round int) (*Draw, bool) {
	plan := SwissPlanOf(m)
	if plan == nil || round < 1 || round > m.Rounds {
		return nil, false
	}
	d := &Draw{Round: round, Bye: plan.Byes[round], Explain: plan.Explain[round]}
	met := map[[2]string]bool{}
	for _, s := range m.Schedule {
		if s.Round < round {
			met[[2]string{s.NS.Key(), s.EW.Key()}], met[[2]string{s.EW.Key(), s.NS.Key()}] = true, true
		}
	}
	for _, s := range m.Schedule {
		if s.Round == round {
			t := DrawTable{Table: s.Table, Home: s.NS.Key(), Away: s.EW.Key(), Rematch: met[[2]string{s.NS.Key(), s.EW.Key()}]}
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
