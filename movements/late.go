package movements

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Late changes alter a movement after play has started: a late pair takes
// the phantom's place, a pair leaves, or the phantom moves to another pair
// number. Each returns a new movement, the input left as it was, with its
// validation: a table-round nobody plays any more is taken off the
// schedule, so that it is neither a row of a traveller nor a line
// expected. The rounds already played stay as they were.

// UnplayableError refuses a late change whose movement could not be
// played; Reasons are the validator's errors, in its words.
type UnplayableError struct {
	Reasons []string
}

func (e *UnplayableError) Error() string {
	return "the movement could not be played: " + strings.Join(e.Reasons, "; ")
}

// LatePair seats a late pair in the place of the phantom of a half table,
// under the phantom's number: from round from on, the phantom's opponents
// play the new pair instead of sitting out. The rounds before it were
// sit-outs and stay so (they are taken off the schedule).
func (m *Movement) LatePair(from int) (_ *Movement, _ Validation, err error) {
	defer invalid(&err)
	if m.Phantom == nil {
		return nil, Validation{}, errors.New("the movement has no missing pair: a late pair can only take the place of the phantom of a half table")
	}
	if err := m.checkRound(from); err != nil {
		return nil, Validation{}, err
	}
	ph := *m.Phantom
	after := m.clone()
	after.Phantom = nil
	after.dropSlots(func(s Slot) bool { return plays(s, ph) && s.Round < from })
	after.Name = strings.Replace(after.Name, halfTableSuffix(ph), "", 1)
	if from > 1 {
		after.Name += fmt.Sprintf(", pair %s from round %d", ph, from)
	}
	return after.playable()
}

// PairLeaves takes a pair out of the movement from round from on: its
// opponents in those rounds sit out (those table-rounds are taken off the
// schedule). Its earlier rounds stay.
func (m *Movement) PairLeaves(p PairID, from int) (_ *Movement, _ Validation, err error) {
	defer invalid(&err)
	if !slices.Contains(m.Pairs, p) || m.IsPhantom(p) {
		return nil, Validation{}, fmt.Errorf("pair %s does not play in this movement", p)
	}
	if err := m.checkRound(from); err != nil {
		return nil, Validation{}, err
	}
	after := m.clone()
	after.dropSlots(func(s Slot) bool { return plays(s, p) && s.Round >= from })
	after.Name += fmt.Sprintf(", pair %s left after round %d", p, from-1)
	return after.playable()
}

// MovePhantom makes pair to the missing pair from round from. From round
// 1 (before play) the phantom simply changes number. From a later round
// the old phantom's number becomes a pair that plays from that round and
// pair to leaves: the rounds each missed are taken off the schedule.
func (m *Movement) MovePhantom(to PairID, from int) (_ *Movement, _ Validation, err error) {
	defer invalid(&err)
	if m.Phantom == nil {
		return nil, Validation{}, errors.New("the movement has no missing pair to move")
	}
	ph := *m.Phantom
	if to == ph {
		return nil, Validation{}, fmt.Errorf("pair %s is already the missing pair", to)
	}
	if !slices.Contains(m.Pairs, to) {
		return nil, Validation{}, fmt.Errorf("pair %s is not in this movement", to)
	}
	if err := m.checkRound(from); err != nil {
		return nil, Validation{}, err
	}
	after := m.clone()
	if from == 1 {
		after.Phantom = &to
		after.Name = strings.Replace(after.Name, halfTableSuffix(ph), halfTableSuffix(to), 1)
		return after.playable()
	}
	after.Phantom = nil
	after.dropSlots(func(s Slot) bool {
		return (plays(s, ph) && s.Round < from) || (plays(s, to) && s.Round >= from)
	})
	after.Name = strings.Replace(after.Name, halfTableSuffix(ph), "", 1) +
		fmt.Sprintf(", pair %s from round %d, pair %s left after round %d", ph, from, to, from-1)
	return after.playable()
}

// Standing says in a director's words how a movement stands after late
// changes: its pairs, who is missing, and how many table-rounds are no
// longer played ("9 pairs, 5 NS missing, 2 table-rounds not played").
func (m *Movement) Standing() string {
	if plan := SwissPlanOf(m); plan != nil {
		return fmt.Sprintf("%d %s, %d of %d rounds drawn", len(swissIDs(m)), m.swissWho(), m.Rounds, plan.Rounds)
	}
	s := fmt.Sprintf("%d pairs", len(m.Pairs))
	if m.Phantom != nil {
		s = fmt.Sprintf("%d pairs, %s missing", len(m.Pairs)-1, *m.Phantom)
	}
	switch gone := m.Rounds*m.Tables - len(m.Schedule); {
	case gone == 1:
		s += ", 1 table-round not played"
	case gone > 1:
		s += fmt.Sprintf(", %d table-rounds not played", gone)
	}
	return s
}

// halfTableSuffix is how a movement's name says which pair a half table
// misses.
func halfTableSuffix(p PairID) string {
	return fmt.Sprintf(", half table (pair %s missing)", p)
}

func (m *Movement) checkRound(round int) error {
	if round < 1 || round > m.Rounds {
		return fmt.Errorf("round %d: the movement has rounds 1 to %d", round, m.Rounds)
	}
	return nil
}

// clone copies a movement so that a change to the copy never reaches the
// original; empty and absent lists stay as they were, so that the copy's
// stored form is the original's.
func (m *Movement) clone() *Movement {
	c := *m
	c.Pairs = slices.Clone(m.Pairs)
	c.Schedule = slices.Clone(m.Schedule)
	c.Stations = slices.Clone(m.Stations)
	c.Shares = maps.Clone(m.Shares)
	if m.Phantom != nil {
		ph := *m.Phantom
		c.Phantom = &ph
	}
	return &c
}

// dropSlots takes off the schedule the table-rounds drop names.
func (m *Movement) dropSlots(drop func(Slot) bool) {
	m.Schedule = slices.DeleteFunc(m.Schedule, drop)
}

// playable validates a changed movement: it is returned when it can be
// played, refused with an UnplayableError when it cannot.
func (m *Movement) playable() (*Movement, Validation, error) {
	v := m.Validate()
	if v.OK {
		return m, v, nil
	}
	var reasons []string
	for _, f := range v.Findings {
		if f.Severity == Error {
			reasons = append(reasons, f.Message)
		}
	}
	return nil, v, &UnplayableError{Reasons: reasons}
}
