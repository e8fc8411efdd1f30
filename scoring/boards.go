package scoring

import "fmt"

// ScoreBoards scores a session's boards exactly as Score does, without
// ranking its pairs: every line's points, for when only those are wanted
// (a table's answer, given at every result). The boards come in Score's
// order, each section's apart when the sections are scored apart.
func ScoreBoards(s *Session) (_ []BoardResult, err error) {
	defer invalid(&err)
	if s != nil {
		if sections := s.Sections(); len(sections) > 1 {
			return scoreFieldBoards(s, sections)
		}
	}
	return scoreOneBoards(s)
}

func scoreOneBoards(s *Session) ([]BoardResult, error) {
	sc, err := newScorer(s)
	if err != nil {
		return nil, err
	}
	sc.scoreBoards()
	return sc.boardResults(), nil
}

// scoreFieldBoards is scoreField's boards.
func scoreFieldBoards(s *Session, sections []string) ([]BoardResult, error) {
	switch s.Field {
	case AcrossField:
		if err := checkSameBoards(s, sections); err != nil {
			return nil, err
		}
		return scoreOneBoards(s)
	case BySection, "":
	default:
		return nil, fmt.Errorf("unknown field %q: expected section or across", s.Field)
	}
	var all []BoardResult
	subs := sectionSessions(s, sections)
	for k, sec := range sections {
		boards, err := scoreOneBoards(subs[k])
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", sec, err)
		}
		for i := range boards {
			boards[i].Section = sec
		}
		all = append(all, boards...)
	}
	return all, nil
}
