package club

import (
	"errors"
	"fmt"

	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
)

// ImportIntoEvent stores a results file as a new session of the event the
// director titled (made when new) and returns the new session's id, as a
// list of one.
// name names the session in the list ("" for the file's event
// description).
func ImportIntoEvent(db *store.DB, ev *interchange.Event, name, title string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	if title == "" {
		return nil, errors.New("no event named")
	}
	if err := scorable(ev, rules, method); err != nil {
		return nil, err
	}
	id, err := importSession(db, ev, name, title, rules, method)
	if err != nil {
		return nil, err
	}
	return []int64{id}, nil
}

// EventStandings is an event's standings: every session of the event
// titled title scored, and the pairs ranked over them all as how says.
type EventStandings struct {
	Title    string
	Sessions []int64
	Pairs    []scoring.EventPair
}

// ImportIntoEvent is the package's ImportIntoEvent on the desk's database.
func (d *Desk) ImportIntoEvent(ev *interchange.Event, name, title string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	return ImportIntoEvent(d.db, ev, name, title, rules, method)
}

// EventStandings scores every session of the titled event and combines
// them.
func (d *Desk) EventStandings(title string, how scoring.Combine) (*EventStandings, error) {
	stored, ids, err := d.db.EventSessions(title)
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("event %q has no sessions", stored)
	}
	var sessions []scoring.EventSession
	for _, id := range ids {
		ev, st, err := d.Standings(id)
		if err != nil {
			return nil, err
		}
		sessions = append(sessions, scoring.EventSession{ID: id, Standings: st, Numbers: ev.Numbers})
	}
	pairs, err := scoring.CombineEvent(sessions, how)
	if err != nil {
		return nil, fmt.Errorf("event %q: %w", stored, err)
	}
	return &EventStandings{Title: stored, Sessions: ids, Pairs: pairs}, nil
}
