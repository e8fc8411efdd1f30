package club

import (
	"fmt"
	"slices"

	"bridgescore/fault"

	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// scorable refuses, before anything is stored, an event that could not be
// scored: every line not played, one result a board, nothing to compare.
// A results file is what a finished session left behind, and is stored as
// complete; one the score command refuses would be a complete session with
// no ranking.
func scorable(rf *interchange.ResultsFile, rules scoring.Rules, method scoring.Method) error {
	s := rf.Sectioned()
	if rules != "" {
		s.Rules = rules
	}
	if method != "" {
		s.Method = method
	}
	if _, err := scoring.Score(&s); err != nil {
		return fault.Errorf(fault.Invalid, "%v; nothing was imported", err)
	}
	return nil
}

// alreadyImported finds a stored session that holds exactly the lines of
// the event, every section's: the same file imported before. It returns
// the session's id, or 0.
func alreadyImported(db *store.DB, rf *interchange.ResultsFile) (int64, error) {
	list, err := db.ListSessions()
	if err != nil {
		return 0, err
	}
	lines := rf.Sectioned().Lines
	want := lineKeys(lines)
	for _, m := range list {
		if m.Lines != len(lines) || m.Date != isoDate(rf.Date) || m.Event != rf.Name {
			continue
		}
		_, s, err := db.Session(m.ID)
		if err != nil {
			return 0, err
		}
		if slices.Equal(lineKeys(s.Lines), want) {
			return m.ID, nil
		}
	}
	return 0, nil
}

// lineKeys describes each line by what decides its score, in one order.
func lineKeys(lines []scoring.Line) []string {
	keys := make([]string, len(lines))
	for i, l := range lines {
		keys[i] = fmt.Sprintf("%s|%d|%s|%s|%s", l.Section, l.Board, l.NS, l.EW, scoring.EntryText(l))
	}
	slices.Sort(keys)
	return keys
}
