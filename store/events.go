package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
)

// ErrNoEvent is returned for an event title that names no event.
var ErrNoEvent = fault.New(fault.NotFound, "no such event")

// MaxEventTitle bounds an event's title.
const MaxEventTitle = 200

// eventFor is the event a new session goes into: the event titled
// m.EventTitle (made when new), or a new untitled event of its own.
func eventFor(tx *sql.Tx, clubID sql.NullInt64, m *Meta) (int64, error) {
	title := strings.TrimSpace(m.EventTitle)
	if title == "" {
		res, err := tx.Exec("INSERT INTO events(club_id, name) VALUES (?, ?)", clubID, m.Event)
		if err != nil {
			return 0, err
		}
		return res.LastInsertId()
	}
	if len(title) > MaxEventTitle {
		return 0, fault.Errorf(fault.Invalid, "the event's name is %d characters long: at most %d", len(title), MaxEventTitle)
	}
	var id int64
	err := tx.QueryRow("SELECT id FROM events WHERE title = ? COLLATE NOCASE", title).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, err
	}
	res, err := tx.Exec("INSERT INTO events(club_id, name, title) VALUES (?, ?, ?)", clubID, title, title)
	if err != nil {
		return 0, err
	}
	return res.LastInsertId()
}

// EventSessions finds the event a director titled (case aside) and returns
// its title as first given and its sessions, in the order they were
// played (by date, then as stored). Deleted sessions are left out.
func (db *DB) EventSessions(title string) (string, []int64, error) {
	var id int64
	var stored string
	err := db.sql.QueryRow("SELECT id, title FROM events WHERE title = ? COLLATE NOCASE", strings.TrimSpace(title)).Scan(&id, &stored)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil, fmt.Errorf("event %q: %w", title, ErrNoEvent)
	}
	if err != nil {
		return "", nil, err
	}
	rows, err := db.sql.Query("SELECT id FROM sessions WHERE event_id = ? AND deleted = 0 ORDER BY date, id", id)
	if err != nil {
		return "", nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var s int64
		if err := rows.Scan(&s); err != nil {
			return "", nil, err
		}
		ids = append(ids, s)
	}
	return stored, ids, rows.Err()
}

// EventTitles lists the events a director titled that hold a session not
// deleted, by title.
func (db *DB) EventTitles() ([]string, error) {
	rows, err := db.sql.Query(`SELECT e.title FROM events e WHERE e.title IS NOT NULL
		AND EXISTS (SELECT 1 FROM sessions s WHERE s.event_id = e.id AND s.deleted = 0)
		ORDER BY e.title COLLATE NOCASE`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// SetEventTitle puts a session into the event titled title (made when
// new), or with "" into an event of its own: a session set up on the night
// joins the championship it is an evening of. The change is audited and
// undone like any other.
func (db *DB) SetEventTitle(session int64, title string) error {
	title = strings.TrimSpace(title)
	return db.write(func(tx *sql.Tx) error {
		m, err := metaOf(tx, session)
		if err != nil {
			return err
		}
		if strings.EqualFold(m.EventTitle, title) {
			return errUnchanged
		}
		var was int64
		var clubID sql.NullInt64
		if err := tx.QueryRow("SELECT e.id, e.club_id FROM sessions s JOIN events e ON e.id = s.event_id WHERE s.id = ?", session).Scan(&was, &clubID); err != nil {
			return err
		}
		old := m.EventTitle
		m.EventTitle = title
		if title == "" && strings.EqualFold(m.Event, old) {
			// An event of its own is named by the session, not by the
			// event it leaves.
			m.Event = ""
		}
		to, err := eventFor(tx, clubID, m)
		if err != nil {
			return err
		}
		if _, err := tx.Exec("UPDATE sessions SET event_id = ? WHERE id = ?", to, session); err != nil {
			return err
		}
		// The event's title as first given, whatever the case typed now.
		var stored sql.NullString
		if err := tx.QueryRow("SELECT title FROM events WHERE id = ?", to).Scan(&stored); err != nil {
			return err
		}
		what := "put into the event " + stored.String
		if title == "" {
			what = "taken out of the event " + old
		}
		before := mustJSON(eventRecord{Event: was, Title: old})
		after := mustJSON(eventRecord{Event: to, Title: stored.String})
		return record(tx, session, "event", what, before, after)
	})
}

// eventRecord is the event a session is in, as the audit log keeps it.
type eventRecord struct {
	Event int64  `json:"event"`
	Title string `json:"title,omitempty"`
}

// applyEvent moves a session back or forward between the events an audit
// record names.
func applyEvent(tx *sql.Tx, session int64, to sql.NullString) error {
	var r eventRecord
	if err := json.Unmarshal([]byte(to.String), &r); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	_, err := tx.Exec("UPDATE sessions SET event_id = ? WHERE id = ?", r.Event, session)
	return err
}

// describeEvent names the event an audit record holds.
func describeEvent(s sql.NullString) string {
	var r eventRecord
	if json.Unmarshal([]byte(s.String), &r) != nil {
		return s.String
	}
	if r.Title == "" {
		return "an event of its own"
	}
	return "the event " + r.Title
}
