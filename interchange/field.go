package interchange

import "bridgescore/scoring"

// Sectioned is the file as one session of all its sections, each pair and
// line marked with its section, ready to be scored by section or across
// the field (scoring.Session.Field). A file of one section gives its own
// session unchanged.
func (rf *ResultsFile) Sectioned() scoring.Session {
	if len(rf.Sections) < 2 {
		return rf.Session
	}
	first := rf.Sections[0].Session
	s := scoring.Session{Method: first.Method, Rules: first.Rules, Options: first.Options, Field: first.Field, SectionBoards: first.SectionBoards}
	pairs, lines := 0, 0
	for _, sec := range rf.Sections {
		pairs += len(sec.Session.Pairs)
		lines += len(sec.Session.Lines)
	}
	s.Pairs = make([]scoring.Pair, 0, pairs)
	s.Lines = make([]scoring.Line, 0, lines)
	for _, sec := range rf.Sections {
		for _, p := range sec.Session.Pairs {
			p.Section = sec.Section
			s.Pairs = append(s.Pairs, p)
		}
		for _, l := range sec.Session.Lines {
			l.Section = sec.Section
			s.Lines = append(s.Lines, l)
		}
	}
	return s
}
