package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// ErrNoEvent is returned for an event title that names no event.
var ErrNoEvent = errors.New("no such event")

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
		return 0, fmt.Errorf("the event's name is %d characters long: at most %d", len(title), MaxEventTitle)
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
