package club

import (
	"fmt"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// A session of several sections is entered one section at a time: the
// movement, the boards' rows, the pairs a director types and the progress
// are those of the section chosen, while the standings take in every
// section, each as its own field or across the field as the session says.

// Sections lists the session's sections by name, in order; nil for a
// session of one section.
func (s *OpenSession) Sections() []string {
	if len(s.meta.Sections) < 2 {
		return nil
	}
	out := make([]string, len(s.meta.Sections))
	for i, sec := range s.meta.Sections {
		out[i] = sec.Name
	}
	return out
}

// Section is the section being entered, "" in a session of one section.
func (s *OpenSession) Section() string { return s.section }

// SelectSection makes a section the one being entered.
func (s *OpenSession) SelectSection(name string) error {
	secs := s.Sections()
	for _, sec := range secs {
		if strings.EqualFold(sec, strings.TrimSpace(name)) {
			if sec == s.section {
				return nil
			}
			// The session in memory is current (every change made here
			// is in it, and Refresh reads another copy's): only the
			// section's rows are laid out again, which the table server
			// does for each table's request.
			s.section = sec
			m, err := s.sectionMovement()
			if err != nil {
				return err
			}
			s.movement = m
			s.relayout()
			return nil
		}
	}
	if secs == nil {
		return fmt.Errorf("this session has one section: there is no section %s", name)
	}
	return fmt.Errorf("there is no section %s (the sections are %s)", name, strings.Join(secs, ", "))
}

// sectionAfterLoad keeps the section being entered across a reload, the
// first section when it is gone or none was chosen, "" for one section.
func (s *OpenSession) sectionAfterLoad() string {
	secs := s.Sections()
	for _, sec := range secs {
		if sec == s.section {
			return sec
		}
	}
	if len(secs) > 0 {
		return secs[0]
	}
	return ""
}

// Field is how the session's sections are compared: by section (also for
// a session of one section) or across the field.
func (s *OpenSession) Field() scoring.Field {
	if s.session.Field == "" {
		return scoring.BySection
	}
	return s.session.Field
}

// SetField scores the session's sections each as its own field or across
// the field; the change is in the history and undone like any other.
func (s *OpenSession) SetField(f scoring.Field) error {
	trial := *s.session
	trial.Field = f
	if _, err := scoring.Score(&trial); err != nil && s.meta.Complete && len(s.session.Lines) > 0 {
		// A session still in play may yet become scorable so; a finished
		// one never will.
		return fmt.Errorf("the sections cannot be scored so: %w", err)
	}
	if err := s.db.SetField(s.id, f); err != nil {
		return err
	}
	return s.load()
}

// seated is the pair of the section being entered with an id sitting in a
// seat ("NS" or "EW") of a line.
func (s *OpenSession) seated(id, seat string) scoring.PairRef {
	return s.session.SeatedIn(s.section, id, seat)
}

// cutSection reads a pair typed (in capitals, without spaces) after the
// name of a section ("B3NS" in section B): the rest, when a number follows.
func cutSection(key, section string) (string, bool) {
	rest, ok := strings.CutPrefix(key, strings.ToUpper(section))
	return rest, ok && section != "" && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// withoutSection reads a pair typed with its section ("B3NS") when the
// section is the one being entered, and leaves any other text as typed.
func (s *OpenSession) withoutSection(key string) string {
	if rest, ok := cutSection(key, s.section); ok {
		return rest
	}
	return key
}

// findPair reads a pair as a director types it, in the section being
// entered, or in another section when its name comes first ("B3NS").
func (s *OpenSession) findPair(typed string) (scoring.PairRef, error) {
	if s.section == "" {
		return s.session.FindPair(typed)
	}
	key := strings.ToUpper(strings.Join(strings.Fields(typed), ""))
	sec := s.section
	for _, name := range s.Sections() {
		if rest, ok := cutSection(key, name); ok {
			sec, key = name, rest
			break
		}
	}
	sub := &scoring.Session{}
	for _, p := range s.session.Pairs {
		if p.Section == sec {
			sub.Pairs = append(sub.Pairs, p)
		}
	}
	r, err := sub.FindPair(key)
	if err != nil {
		return r, fmt.Errorf("section %s: %w", sec, err)
	}
	return r, nil
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
