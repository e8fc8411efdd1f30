package club

import (
	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// A session of several sections is entered one section at a time: each
// door's movement, boards' rows and the pairs a director types are those
// of the section it has chosen, while the standings take in every
// section, each as its own field or across the field as the session says.

// Field is how the session's sections are compared: by section (also for
// a session of one section) or across the field.
func (s *OpenSession) Field() scoring.Field {
	if f := s.state().session.Field; f != "" {
		return f
	}
	return scoring.BySection
}

// SetField scores the session's sections each as its own field or across
// the field; the change is in the history and undone like any other.
//
// Codes: Invalid (a finished session that cannot be scored so), Busy.
func (s *OpenSession) SetField(f scoring.Field) error {
	return s.changed(Update{Kind: FieldChanged}, func(st *state) (*state, error) {
		trial := *st.session
		trial.Field = f
		if _, err := scoring.Score(&trial); err != nil && st.meta.Complete && len(st.session.Lines) > 0 {
			// A session still in play may yet become scorable so; a
			// finished one never will.
			return nil, fault.Errorf(fault.Invalid, "the sections cannot be scored so: %w", err)
		}
		if err := s.db().SetField(s.l.id, f); err != nil {
			return nil, err
		}
		return loadState(s.db(), s.l.id)
	})
}

// sectionBoards lists the boards each section's movement plays, for a
// session of several sections whose every section keeps its movement; nil
// otherwise (the lines entered then tell).
func sectionBoards(ms []*movements.Movement) map[string][]int {
	if ms == nil {
		return nil
	}
	out := map[string][]int{}
	for _, m := range ms {
		out[m.Section] = m.BoardsPlayed()
	}
	return out
}
