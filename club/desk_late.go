package club

import (
	"errors"
	"fmt"
	"strings"

	"bridgescore/movements"
	"bridgescore/store"
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

// errNoMovement is the reason a session imported without its movement
// cannot take a late change.
var errNoMovement = errors.New("this session was imported without its movement, so its pairs and rounds cannot be changed here")

// CanChangeMovement says why the session's movement cannot take a late
// change (it was imported without it); nil when it can.
func (s *OpenSession) CanChangeMovement() error {
	if s.movement == nil {
		return errNoMovement
	}
	return nil
}

// Rounds is the number of rounds in the movement; 0 when it is not known.
func (s *OpenSession) Rounds() int {
	if s.movement == nil {
		return 0
	}
	return s.movement.Rounds
}

// Phantom is the pair id of the missing pair of a half table ("5NS", "9"),
// or "" when every pair is present.
func (s *OpenSession) Phantom() string {
	if s.movement == nil || s.movement.Phantom == nil {
		return ""
	}
	return s.movement.Phantom.Key()
}

// PlayingPairs lists the movement's pairs that still have a round to
// play, by pair id: those that could leave, or become the phantom.
func (s *OpenSession) PlayingPairs() []string {
	m := s.movement
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
	for _, l := range s.session.Lines {
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
	if s.movement == nil {
		return nil
	}
	return findingWords(s.movement.Validate())
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

// movementPair finds the movement's pair for a pair id as the window
// shows it ("3NS", "7"; spaces and case do not matter).
func (s *OpenSession) movementPair(id string) (movements.PairID, error) {
	if s.movement == nil {
		return movements.PairID{}, errNoMovement
	}
	key := strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(id), " ", ""))
	for _, p := range s.movement.Pairs {
		if p.Key() == key {
			return p, nil
		}
	}
	return movements.PairID{}, fmt.Errorf("there is no pair %q in this movement", strings.TrimSpace(id))
}

// AddLatePair seats a late pair, with its players' names, in the place of
// the phantom of a half table from the given round: the pairs that would
// have sat out against the phantom from then on play it instead.
func (s *OpenSession) AddLatePair(names []string, fromRound int) (LateChange, error) {
	if err := s.CanChangeMovement(); err != nil {
		return LateChange{}, err
	}
	if s.movement.Phantom == nil {
		return LateChange{}, errors.New("every pair of the movement is already playing: there is no phantom for a late pair to replace")
	}
	what := fmt.Sprintf("Late pair %s plays from round %d", s.movement.Phantom.Key(), fromRound)
	_, err := s.db.AddLatePair(s.id, s.section, names, fromRound)
	return s.afterLate(what, err)
}

// PairLeaves takes a pair out from the given round: its opponents from
// then on sit out and no results are expected from those tables. The
// pair's results in earlier rounds stay and are scored.
func (s *OpenSession) PairLeaves(pair string, fromRound int) (LateChange, error) {
	if err := s.CanChangeMovement(); err != nil {
		return LateChange{}, err
	}
	p, err := s.movementPair(pair)
	if err != nil {
		return LateChange{}, err
	}
	what := fmt.Sprintf("Pair %s leaves from round %d", p.Key(), fromRound)
	_, err = s.db.PairLeaves(s.id, s.section, p, fromRound)
	return s.afterLate(what, err)
}

// MovePhantom makes pair "to" the missing pair from the given round. From
// round 1 the players at "to" move to the old phantom's number; from a
// later round the old phantom's number becomes a pair with the names
// given, and "to" stops playing.
func (s *OpenSession) MovePhantom(to string, fromRound int, names []string) (LateChange, error) {
	if err := s.CanChangeMovement(); err != nil {
		return LateChange{}, err
	}
	p, err := s.movementPair(to)
	if err != nil {
		return LateChange{}, err
	}
	if s.movement.Phantom == nil {
		return LateChange{}, errors.New("every pair of the movement is playing: there is no phantom to move")
	}
	what := fmt.Sprintf("Phantom moved from pair %s to pair %s from round %d", s.movement.Phantom.Key(), p.Key(), fromRound)
	_, err = s.db.MovePhantom(s.id, s.section, p, fromRound, names)
	return s.afterLate(what, err)
}

// afterLate reads the changed movement back, lays the travellers out
// again and checks the movement anew, so that what the director sees is
// what the database holds.
func (s *OpenSession) afterLate(what string, err error) (LateChange, error) {
	if err != nil {
		if errors.Is(err, store.ErrNoMovement) {
			return LateChange{}, errNoMovement
		}
		return LateChange{}, fmt.Errorf("%s: not done: %v", what, err)
	}
	if err := s.reloadMovement(); err != nil {
		return LateChange{}, err
	}
	return LateChange{What: what, Findings: s.MovementFindings()}, nil
}

// reloadMovement re-reads the session with its movement, which a late
// change, or the undo of one, alters.
func (s *OpenSession) reloadMovement() error {
	if err := s.load(); err != nil {
		return err
	}
	s.markComplete()
	return nil
}
