package club

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"bridgescore/awards"
	"bridgescore/fault"

	"bridgescore/outfile"
	"bridgescore/reports"

	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// ImportIntoEvent stores a results file as a new session of the event the
// director titled (made when new) and returns the new session's id, as a
// list of one.
// name names the session in the list ("" for the file's event
// description).
func importIntoEvent(db *store.DB, rf *interchange.ResultsFile, name, title string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	if title == "" {
		return nil, fault.New(fault.Invalid, "no event named")
	}
	if err := scorable(rf, rules, method); err != nil {
		return nil, err
	}
	scored := method
	if scored == "" {
		scored = rf.Sectioned().Method
	}
	if err := eventTakes(db, title, scored, 0); err != nil {
		return nil, err
	}
	id, err := importSession(db, rf, name, title, rules, method)
	if err != nil {
		return nil, err
	}
	return []int64{id}, nil
}

// EventStandings is an event's standings: every session of the event
// titled title scored, and the pairs ranked over them all as how says.
type EventStandings struct {
	Title string
	// Sessions are the event's sessions in the order played; Waiting
	// those of them with no result yet, which the ranking leaves out.
	Sessions, Waiting []int64
	// Combine is how the sessions were added up: as asked for
	// matchpoint sessions, by their IMPs for IMP sessions.
	Combine scoring.Combine
	// Progress is how far the results of each session ranked have come.
	Progress map[int64]Progress
	Pairs    []scoring.EventPair
	// Awards are each pair's master points over the event's sessions, on
	// AwardScale; nil when no session awards any.
	Awards     []awards.Award
	AwardScale awards.Scale
}

// ImportIntoEvent is the package's ImportIntoEvent on the desk's database.
//
// Codes: Invalid, Busy.
func (d *Desk) ImportIntoEvent(rf *interchange.ResultsFile, name, title string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	return importIntoEvent(d.db, rf, name, title, rules, method)
}

// EventStandings scores every session of the titled event that has a
// result and combines them: at any moment of the event, the sessions to
// come waiting.
//
// Codes: NotFound (no such event), Conflict (no result in any session yet), Invalid (sessions that cannot be ranked together).
func (d *Desk) EventStandings(title string, how scoring.Combine) (*EventStandings, error) {
	stored, ids, err := d.db.EventSessions(title)
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, fault.Errorf(fault.NotFound, "event %q has no sessions", stored)
	}
	es := &EventStandings{Title: stored, Sessions: ids, Progress: map[int64]Progress{}}
	var sessions []scoring.EventSession
	var scored []int64
	for _, id := range ids {
		rf, st, err := d.standings(id)
		if fault.CodeOf(err) == fault.Conflict {
			es.Waiting = append(es.Waiting, id) // no result yet
			continue
		}
		if err != nil {
			return nil, err
		}
		es.Progress[id] = st.Progress
		sessions = append(sessions, scoring.EventSession{ID: id, Standings: st.Standings, Numbers: rf.Numbers})
		scored = append(scored, id)
	}
	if len(sessions) == 0 {
		return nil, fault.Errorf(fault.Conflict, "event %q has no results yet", stored)
	}
	if es.Combine, err = scoring.EventCombine(sessions, how); err != nil {
		return nil, fault.Errorf(fault.Invalid, "event %q: %w", stored, err)
	}
	if es.Pairs, err = scoring.CombineEvent(sessions, how); err != nil {
		return nil, fault.Errorf(fault.Invalid, "event %q: %w", stored, err)
	}
	if es.Awards, es.AwardScale, err = d.eventAwards(scored, es.Pairs); err != nil {
		return nil, err
	}
	return es, nil
}

// SessionProgress is how far the results of one session of an event have
// come.
type SessionProgress struct {
	Session int64
	Progress
}

// Words say it as the event's ranking does: "provisional: session 3 has
// 16 of 196 results".
func (s SessionProgress) Words() string {
	return fmt.Sprintf("provisional: session %d has %s", s.Session, s.Count())
}

// has says how far a session's results have come while they are still
// coming in, as the printed ranking says it: "16 of 196 results", "no
// results yet"; "" for a session complete.
func (es *EventStandings) has(id int64) string {
	if slices.Contains(es.Waiting, id) {
		return "no results yet"
	}
	if p, ok := es.Progress[id]; ok && p.Provisional() {
		return p.Count()
	}
	return ""
}

// Provisional lists the sessions ranked whose results are still coming
// in, in the order played: while there is one, the places may change.
func (es *EventStandings) Provisional() []SessionProgress {
	var out []SessionProgress
	for _, id := range es.Sessions {
		if p, ok := es.Progress[id]; ok && p.Provisional() {
			out = append(out, SessionProgress{Session: id, Progress: p})
		}
	}
	return out
}

// Events lists the events a director titled that hold a session, by title.
//
// Codes: Internal.
func (d *Desk) Events() ([]string, error) { return d.db.EventTitles() }

// CheckEventReport refuses, before anything is scored, a path an event's
// ranking may not be written to (the club database, a folder…).
//
// Codes: as OpenSession.CheckPrint.
func (d *Desk) CheckEventReport(path string) error {
	return outfile.Check(path, outfile.Protect{Database: d.db.Path()})
}

// WriteEventReport prints an event's combined ranking to path: a PDF, or
// for .html and .htm a web page with, beside it, each session's results
// page (PATH-session-ID.html), which the ranking links. Nothing is written
// unless every page could be made. It returns the files written.
//
// Codes: as EventStandings and CheckEventReport.
func (d *Desk) WriteEventReport(title string, how scoring.Combine, path string, paper reports.Paper) ([]string, error) {
	protect := outfile.Protect{Database: d.db.Path()}
	if err := outfile.Check(path, protect); err != nil {
		return nil, err
	}
	es, err := d.EventStandings(title, how)
	if err != nil {
		return nil, err
	}
	ext := strings.ToLower(filepath.Ext(path))
	html := ext == ".html" || ext == ".htm"
	e := &reports.EventResults{Title: es.Title, Combine: es.Combine, Pairs: es.Pairs}
	if es.Awards != nil {
		e.AwardUnit = es.AwardScale.Unit()
		for _, a := range es.Awards {
			e.Awards = append(e.Awards, es.AwardScale.Format(a))
		}
	}
	pages := map[string][]byte{}
	for _, id := range es.Sessions {
		m, err := d.db.Meta(id)
		if err != nil {
			return nil, err
		}
		in := infoOf(m)
		s := reports.EventSession{ID: id, Name: in.Name, Date: in.Date.Format("2 Jan 2006"), Has: es.has(id)}
		if html {
			page, err := d.sessionPage(id)
			if err != nil {
				return nil, err
			}
			p := strings.TrimSuffix(path, filepath.Ext(path)) + fmt.Sprintf("-session-%d.html", id)
			pages[p] = page
			s.Link = filepath.Base(p)
		}
		e.Sessions = append(e.Sessions, s)
	}
	var b bytes.Buffer
	if html {
		err = reports.WriteEventHTML(&b, e)
	} else {
		err = reports.WriteEventPDF(&b, e, paper)
	}
	if err != nil {
		return nil, err
	}
	var written []string
	for p, page := range pages {
		if err := outfile.Write(p, page, protect); err != nil {
			return written, err
		}
		written = append(written, p)
	}
	if err := outfile.Write(path, b.Bytes(), protect); err != nil {
		return written, err
	}
	sort.Strings(written)
	return append(written, path), nil
}

// sessionPage is a session's results as an event's web page links them.
func (d *Desk) sessionPage(id int64) ([]byte, error) {
	r, err := d.Results(id)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = reports.WriteHTML(&b, r, reports.AllResults)
	return b.Bytes(), err
}

// SetEvent puts a session into the event titled title (made when new), or
// with "" into an event of its own; undo takes it back.
//
// Codes: NotFound (no such session), Invalid (a name beyond the limits, an event scored otherwise), Busy.
func (d *Desk) SetEvent(id int64, title string) error {
	if len(strings.TrimSpace(title)) > store.MaxEventTitle {
		return fault.Errorf(fault.Invalid, "the event's name is %d characters long: at most %d", len(strings.TrimSpace(title)), store.MaxEventTitle)
	}
	m, err := d.db.Meta(id)
	if err != nil {
		return err
	}
	if err := eventTakes(d.db, title, m.Method, id); err != nil {
		return err
	}
	return d.db.SetEventTitle(id, title)
}

// eventTakes refuses a session scored by method (except, 0 for a new one)
// joining the event titled title when the event's sessions are scored
// otherwise: an event ranks sessions scored alike.
func eventTakes(db *store.DB, title string, method scoring.Method, except int64) error {
	if strings.TrimSpace(title) == "" {
		return nil
	}
	if method == "" {
		method = scoring.Matchpoints
	}
	stored, ids, err := db.EventSessions(title)
	if errors.Is(err, store.ErrNoEvent) {
		return nil // a new event
	}
	if err != nil {
		return err
	}
	for _, id := range ids {
		m, err := db.Meta(id)
		if err != nil {
			return err
		}
		if id != except && m.Method != method {
			return fault.Errorf(fault.Invalid, "the event %q is scored in %s (session %d): a session scored in %s cannot be ranked with it",
				stored, m.Method.Name(), id, method.Name())
		}
	}
	return nil
}
