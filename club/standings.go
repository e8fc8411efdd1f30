package club

import (
	"fmt"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// Progress is how far a session's results have come. Standings may be
// asked for at any moment of the night; until every result is in they are
// provisional, and every door says so.
type Progress struct {
	// Results counts the results entered; Expected counts those the
	// movements expect, 0 when they are not known (a session imported
	// from another program's file).
	Results, Expected int
	// Complete says every result is in; a results file is complete as
	// it is imported.
	Complete bool
	// PerBoard is the most results the movements have a board played
	// (Neuberg's E), 0 when they are not known: see progress_board.go.
	PerBoard int
}

// Provisional says results are still to come.
func (p Progress) Provisional() bool { return !p.Complete }

// Words say how far the results have come while they are provisional:
// "provisional: 16 of 196 results"; "" once the session is complete.
func (p Progress) Words() string {
	if p.Complete {
		return ""
	}
	return "provisional: " + p.Count()
}

// Count says how many results are in: "16 of 196 results", "1 result".
func (p Progress) Count() string {
	switch {
	case p.Expected > 0:
		return fmt.Sprintf("%d of %d results", p.Results, p.Expected)
	case p.Results == 1:
		return "1 result"
	}
	return fmt.Sprintf("%d results", p.Results)
}

// Standings is a session scored as it stands, with how far it has come.
type Standings struct {
	*scoring.Standings
	Progress
}

// scoreAsItStands scores a session: as its final results once complete,
// and before that as a session in progress (scoring.Options.InProgress),
// from the first result, no pair's total factored up to boards it has
// not yet reached.
func scoreAsItStands(sess scoring.Session, p Progress) (Standings, error) {
	if p.Provisional() {
		sess.Options.InProgress = true
	}
	expected := withExpected(sess, p)
	st, err := scoring.Score(&expected)
	if err != nil && expected.Options.Expected != sess.Options.Expected {
		// More results on a board than the movements give it: scored
		// against the most any board has, as a results file is.
		st, err = scoring.Score(&sess)
	}
	return Standings{Standings: st, Progress: p}, err
}

// progress is how far the session's results have come.
func (st *state) progress() Progress {
	p := Progress{Results: len(st.session.Lines), Complete: st.meta.Complete}
	var plays []map[int]int
	for _, name := range st.sectionNames() {
		lo := st.layouts[name]
		if lo == nil || lo.movement == nil {
			return Progress{Results: p.Results, Complete: p.Complete}
		}
		p.Expected += lo.expected
		plays = append(plays, layoutPlays(lo))
	}
	p.PerBoard = perBoard(plays, st.session.Field == scoring.AcrossField)
	return p
}

// progressOf is how far a stored session's results have come, from its
// description alone.
func progressOf(m *store.Meta) (Progress, error) {
	p := Progress{Results: m.Lines, Complete: m.Complete}
	var plays []map[int]int
	for _, sec := range m.Sections {
		mv, err := m.SectionMovement(sec.Name)
		if err != nil {
			return p, err
		}
		if mv == nil {
			return Progress{Results: p.Results, Complete: p.Complete}, nil
		}
		p.Expected += mv.ExpectedLines()
		plays = append(plays, boardPlays(mv))
	}
	p.PerBoard = perBoard(plays, m.Field == scoring.AcrossField)
	return p, nil
}

// Standings scores the session as it stands: at any moment of the night,
// provisional until every result is in.
//
// Codes: Invalid (the session cannot be scored as it stands).
func (s *OpenSession) Standings() (Standings, error) {
	st := s.state()
	out, err := scoreAsItStands(*st.session, st.progress())
	return out, fault.As(fault.Invalid, err)
}

// Standings scores a stored session as it stands, provisional until every
// result is in.
//
// Codes: NotFound (no such session), Conflict (no result entered yet),
// Invalid (the session cannot be scored).
func (d *Desk) Standings(id int64) (Standings, error) {
	_, st, err := d.standings(id)
	return st, err
}

// standings is Standings with the session as a results file would hold
// it.
func (d *Desk) standings(id int64) (*interchange.ResultsFile, Standings, error) {
	rf, m, err := resultsFileOf(d.db, id)
	if err != nil {
		return nil, Standings{}, err
	}
	if err := pairsOnly(m); err != nil {
		return nil, Standings{}, err
	}
	all := rf.Sectioned()
	if len(all.Lines) == 0 {
		return nil, Standings{}, fault.Errorf(fault.Conflict, "session %d has no results yet", id)
	}
	p, err := progressOf(m)
	if err != nil {
		return nil, Standings{}, err
	}
	st, err := scoreAsItStands(all, p)
	if err != nil {
		return nil, Standings{}, fault.Errorf(fault.Invalid, "session %d: %w", id, err)
	}
	return rf, st, nil
}

// Scored is a stored session scored as it stands, with everything its
// ranking shows: its heading, its hands and its awards and handicaps, as
// ScoreFile gives a results file's.
//
// Codes: as Standings and Extras.
func (d *Desk) Scored(id int64) (*Scored, error) {
	rf, st, err := d.standings(id)
	if err != nil {
		return nil, err
	}
	x, err := d.Extras(id, st.Standings)
	if err != nil {
		return nil, err
	}
	all := rf.Sectioned()
	return &Scored{Kind: scoring.Pairs, Standings: st, Session: &all, Club: rf.Club, Event: rf.Name, Date: rf.Date,
		Deals: dealsByBoard(rf.Deals), Extras: x}, nil
}
