package club

import (
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/movements"
)

// LateChange is the answer to a late change of the movement: what was
// done, and what the movement's check now says about it.
type LateChange struct {
	What string
	// Findings are the movement's validation findings after the change,
	// in plain words ("Warning: pair 3 EW plays ..."); empty when the
	// movement is as good as new.
	Findings []string
}

// CanChangeMovement says why the session's movement cannot take a late
// change (it was imported without it); nil when it can.
//
// Codes: Invalid.
func (s *OpenSession) CanChangeMovement() error {
	if s.Movement() == nil {
		return ErrNoMovement
	}
	return nil
}

// Rounds is the number of rounds in the movement; 0 when it is not known.
func (s *OpenSession) Rounds() int {
	if m := s.Movement(); m != nil {
		return m.Rounds
	}
	return 0
}

// Phantom is the pair id of the missing pair of a half table ("5NS", "9"),
// or "" when every pair is present.
func (s *OpenSession) Phantom() string {
	if m := s.Movement(); m != nil && m.Phantom != nil {
		return m.Phantom.Key()
	}
	return ""
}

// PlayingPairs lists the movement's pairs that still have a round to
// play, by pair id: those that could leave, or become the phantom.
func (s *OpenSession) PlayingPairs() []string {
	m := s.Movement()
	if m == nil {
		return nil
	}
	var out []string
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		for _, slot := range m.Schedule {
			if (slot.NS == p || slot.EW == p) && !m.SitsOut(slot) {
				out = append(out, p.Key())
				break
			}
		}
	}
	return out
}

// NextRound is the first round after the last one with a result entered:
// the round a late change usually starts from.
func (s *OpenSession) NextRound() int {
	last := 0
	for _, l := range s.state().session.Lines {
		if l.Round > last {
			last = l.Round
		}
	}
	if r := s.Rounds(); last >= r && r > 0 {
		return r
	}
	return last + 1
}

// MovementFindings checks the movement as it now stands and says what
// the check found, in plain words.
func (s *OpenSession) MovementFindings() []string {
	if m := s.Movement(); m != nil {
		return findingWords(m.Validate())
	}
	return nil
}

// sitOutFinding is how the movements check words a table with nobody
// scheduled in a round.
const sitOutFinding = "nothing is scheduled at table(s) "

func findingWords(v movements.Validation) []string {
	var out []string
	for _, f := range v.Findings {
		switch f.Severity {
		case movements.Error:
			out = append(out, "Cannot be played: "+f.Message)
		default:
			msg := f.Message
			// A table-round a late change took off the schedule is a
			// sit-out to the director, not a hole in the movement.
			if strings.Contains(msg, sitOutFinding) {
				msg = strings.Replace(msg, sitOutFinding, "no play at table(s) ", 1) + " (a sit-out)"
			}
			out = append(out, "Warning: "+msg)
		}
	}
	return out
}

// AddLatePair seats a late pair, with its players' names, in the place of
// the phantom of a half table from the given round: the pairs that would
// have sat out against the phantom from then on play it instead.
//
// Codes: Invalid (no phantom, a round the movement does not have, a
// movement that could not be played, a session imported without its
// movement), Conflict (results already entered in the way), Busy.
func (s *OpenSession) AddLatePair(names []string, fromRound int) (LateChange, error) {
	return s.late(func(m *movements.Movement) (string, error) {
		if m.Phantom == nil {
			return "", fault.New(fault.Invalid, "every pair of the movement is already playing: there is no phantom for a late pair to replace")
		}
		what := fmt.Sprintf("Late pair %s plays from round %d", m.Phantom.Key(), fromRound)
		_, err := s.db().AddLatePair(s.l.id, s.section, names, fromRound)
		return what, err
	})
}

// PairLeaves takes a pair out from the given round: its opponents from
// then on sit out and no results are expected from those tables. The
// pair's results in earlier rounds stay and are scored. Codes as
// AddLatePair, and NotFound for a pair the movement does not have.
func (s *OpenSession) PairLeaves(pair string, fromRound int) (LateChange, error) {
	return s.late(func(m *movements.Movement) (string, error) {
		p, err := m.FindPair(pair)
		if err != nil {
			return "", err
		}
		what := fmt.Sprintf("Pair %s leaves from round %d", p.Key(), fromRound)
		_, err = s.db().PairLeaves(s.l.id, s.section, p, fromRound)
		return what, err
	})
}

// MovePhantom makes pair "to" the missing pair from the given round. From
// round 1 the players at "to" move to the old phantom's number; from a
// later round the old phantom's number becomes a pair with the names
// given, and "to" stops playing. Codes as PairLeaves.
func (s *OpenSession) MovePhantom(to string, fromRound int, names []string) (LateChange, error) {
	return s.late(func(m *movements.Movement) (string, error) {
		p, err := m.FindPair(to)
		if err != nil {
			return "", err
		}
		if m.Phantom == nil {
			return "", fault.New(fault.Invalid, "every pair of the movement is playing: there is no phantom to move")
		}
		what := fmt.Sprintf("Phantom moved from pair %s to pair %s from round %d", m.Phantom.Key(), p.Key(), fromRound)
		_, err = s.db().MovePhantom(s.l.id, s.section, p, fromRound, names)
		return what, err
	})
}

// late makes a late change of the door's section's movement, reads the
// session back so that what the director sees is what the database holds,
// and checks the movement anew.
func (s *OpenSession) late(do func(m *movements.Movement) (string, error)) (LateChange, error) {
	var what string
	err := s.changed(Update{Kind: MovementMoved, Section: s.section}, func(st *state) (*state, error) {
		m := st.layouts[s.section].movement
		if m == nil {
			return nil, ErrNoMovement
		}
		var err error
		if what, err = do(m); err != nil {
			if errors.Is(err, ErrNoMovement) {
				return nil, ErrNoMovement
			}
			if what == "" {
				return nil, err
			}
			return nil, fmt.Errorf("%s: not done: %w", what, err)
		}
		return loadState(s.db(), s.l.id)
	})
	if err != nil {
		return LateChange{}, err
	}
	return LateChange{What: what, Findings: s.MovementFindings()}, nil
}
