package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
)

// MaxAwardSettings bounds what a session keeps of its awards (a list of
// handicaps typed for a session of a hundred players is a few kilobytes).
const MaxAwardSettings = 1 << 20

// SessionAwards is what a session is set to award, as package club wrote
// it; "" for nothing.
func (db *DB) SessionAwards(session int64) (string, error) {
	var s string
	err := db.read(func(tx *sql.Tx) error {
		if _, err := metaOf(tx, session); err != nil {
			return err
		}
		err := tx.QueryRow("SELECT settings FROM session_awards WHERE session_id = ?", session).Scan(&s)
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		}
		return err
	})
	return s, err
}

// AllSessionAwards is what every session that awards anything is set to
// award, by session.
func (db *DB) AllSessionAwards() (map[int64]string, error) {
	out := map[int64]string{}
	err := db.read(func(tx *sql.Tx) error {
		rows, err := tx.Query("SELECT session_id, settings FROM session_awards")
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id int64
			var s string
			if err := rows.Scan(&id, &s); err != nil {
				return err
			}
			out[id] = s
		}
		return rows.Err()
	})
	return out, err
}

// SetSessionAwards sets what a session awards (settings "" for nothing),
// words saying it for the session's history. The change is audited and
// undone like any other.
func (db *DB) SetSessionAwards(session int64, settings, words string) error {
	if len(settings) > MaxAwardSettings {
		return fmt.Errorf("the session's awards take %d bytes: at most %d", len(settings), MaxAwardSettings)
	}
	return db.write(func(tx *sql.Tx) error {
		if _, err := metaOf(tx, session); err != nil {
			return err
		}
		var was string
		if err := tx.QueryRow("SELECT settings FROM session_awards WHERE session_id = ?", session).Scan(&was); err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if was == settings {
			return errUnchanged
		}
		if err := putAwards(tx, session, settings); err != nil {
			return err
		}
		before := ""
		if was != "" {
			before = mustJSON(awardsRecord{Settings: was})
		}
		after := mustJSON(awardsRecord{Settings: settings, Words: words})
		if words == "" {
			words = "no awards"
		}
		return record(tx, session, "awards", "awards: "+words, before, after)
	})
}

// putAwards keeps a session's settings ("" for none).
func putAwards(tx *sql.Tx, session int64, settings string) error {
	if settings == "" {
		_, err := tx.Exec("DELETE FROM session_awards WHERE session_id = ?", session)
		return err
	}
	_, err := tx.Exec(`INSERT INTO session_awards(session_id, settings) VALUES (?, ?)
		ON CONFLICT(session_id) DO UPDATE SET settings = excluded.settings`, session, settings)
	return err
}

// awardsRecord is a session's awards as the audit log keeps them.
type awardsRecord struct {
	Settings string `json:"settings"`
	Words    string `json:"words,omitempty"`
}

// applyAwards puts back the awards an audit record holds (none for no
// record).
func applyAwards(tx *sql.Tx, session int64, to sql.NullString) error {
	var r awardsRecord
	if to.Valid {
		if err := json.Unmarshal([]byte(to.String), &r); err != nil {
			return fmt.Errorf("audit record: %v", err)
		}
	}
	return putAwards(tx, session, r.Settings)
}

// describeAwards is the awards an audit record holds, in words.
func describeAwards(s sql.NullString) string {
	var r awardsRecord
	if json.Unmarshal([]byte(s.String), &r) != nil {
		return s.String
	}
	if r.Settings == "" {
		return "no awards"
	}
	return strings.TrimSpace(r.Words)
}

// PlayerFigures are the figures a club keeps for a player beside the
// name: the masterpoint holding and a handicap typed by hand, each a
// decimal in text, "" when not known.
type PlayerFigures struct {
	Name, Number string
	// Masterpoints and Handicap are set when not nil ("" clears them).
	Masterpoints, Handicap *string
}

// SetPlayerFigures sets the figures of players already on the club's
// list (found by name and number): all of them or, when any is not on the
// list, none. The change is in the register's log (RegisterLog), one
// change that undo takes back; nothing is logged when nothing changes.
func (db *DB) SetPlayerFigures(list []PlayerFigures) error {
	return db.write(func(tx *sql.Tx) error {
		var before, after []figuresRecord
		for _, p := range list {
			ref := PlayerRef{Name: strings.TrimSpace(p.Name), Number: strings.TrimSpace(p.Number)}
			was, err := readFigures(tx, ref)
			if errors.Is(err, sql.ErrNoRows) {
				return fault.Errorf(fault.NotFound, "%s is not on the club's list of players", p.Name)
			}
			if err != nil {
				return err
			}
			now := was
			if p.Masterpoints != nil {
				now.Masterpoints = *p.Masterpoints
			}
			if p.Handicap != nil {
				now.Handicap = *p.Handicap
			}
			if now == was {
				continue
			}
			if _, err := tx.Exec("UPDATE players SET masterpoints = ?, handicap = ? WHERE name = ? AND number = ?", now.Masterpoints, now.Handicap, ref.Name, ref.Number); err != nil {
				return err
			}
			before, after = append(before, was), append(after, now)
		}
		if len(after) == 0 {
			return errUnchanged
		}
		return record(tx, RegisterLog, "figures", figuresWhat(before[0], after[0]), mustJSON(before), mustJSON(after))
	})
}
