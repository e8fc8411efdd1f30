package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
)

// RegisterLog is the audit log of the players register, which belongs to
// no session: Undo, Redo and History take it as their session. Sessions
// are numbered from 1, so it is no session's.
const RegisterLog int64 = 0

// PlayerRef names one entry of the players register: a name and its
// number ("" when the register holds none).
type PlayerRef struct {
	Name   string `json:"name"`
	Number string `json:"number,omitempty"`
}

// hiddenRecord is a player's showing on the results website, as the
// audit log keeps it.
type hiddenRecord struct {
	PlayerRef
	Hidden bool `json:"hidden"`
}

// SetPlayersHidden says whether the players listed (entries of the
// register, found by name and number) are shown on the club's results
// website under initials only: all of them or, when one is not on the
// register, none. The change is in the register's log (RegisterLog), one
// change that undo takes back; nothing is logged when nothing changes.
func (db *DB) SetPlayersHidden(list []PlayerRef, hidden bool) error {
	return db.write(func(tx *sql.Tx) error {
		var before, after []hiddenRecord
		for _, p := range list {
			p.Name, p.Number = strings.TrimSpace(p.Name), strings.TrimSpace(p.Number)
			var was bool
			err := tx.QueryRow("SELECT hidden FROM players WHERE name = ? AND number = ?", p.Name, p.Number).Scan(&was)
			if errors.Is(err, sql.ErrNoRows) {
				return fault.Errorf(fault.NotFound, "%s is not on the club's list of players", p.Name)
			}
			if err != nil {
				return err
			}
			if was == hidden {
				continue
			}
			if _, err := tx.Exec("UPDATE players SET hidden = ? WHERE name = ? AND number = ?", hidden, p.Name, p.Number); err != nil {
				return err
			}
			before, after = append(before, hiddenRecord{p, was}), append(after, hiddenRecord{p, hidden})
		}
		if len(after) == 0 {
			return errUnchanged
		}
		what := after[0].Name + " shown by name on the results website"
		if hidden {
			what = after[0].Name + " shown under initials on the results website"
		}
		return record(tx, RegisterLog, "player", what, mustJSON(before), mustJSON(after))
	})
}

// applyHidden puts back the showing an audit record of the register
// holds, provided each player is still as the other record left them.
func applyHidden(tx *sql.Tx, from, to sql.NullString) error {
	return applyRecords(from, to, func(f, t hiddenRecord) (string, sql.Result, error) {
		res, err := tx.Exec("UPDATE players SET hidden = ? WHERE name = ? AND number = ? AND hidden = ?", t.Hidden, t.Name, t.Number, f.Hidden)
		return t.Name, res, err
	})
}

// applyRecords puts back, player by player, what the "to" side of an audit
// record of the register holds, given its "from" side: put changes one
// player from f to t and says whom; a player no longer as f left them (no
// row changed) is a conflict, and nothing of the step is kept.
func applyRecords[R any](from, to sql.NullString, put func(f, t R) (string, sql.Result, error)) error {
	var f, t []R
	if err := json.Unmarshal([]byte(from.String), &f); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	if err := json.Unmarshal([]byte(to.String), &t); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	if len(f) != len(t) {
		return errors.New("audit record: the players before and after do not match")
	}
	for i := range t {
		name, res, err := put(f[i], t[i])
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n != 1 {
			return fault.Errorf(fault.Conflict, "%s has been changed or taken off the list since", name)
		}
	}
	return nil
}

// describeHidden puts a register record into words.
func describeHidden(s sql.NullString) string {
	var rs []hiddenRecord
	if json.Unmarshal([]byte(s.String), &rs) != nil {
		return s.String
	}
	words := make([]string, len(rs))
	for i, r := range rs {
		words[i] = r.Name + ": shown by name"
		if r.Hidden {
			words[i] = r.Name + ": initials only"
		}
	}
	return strings.Join(words, "; ")
}

// Setting is one of the club's settings by name, and whether it is set.
func (db *DB) Setting(key string) (string, bool, error) {
	var v string
	err := db.sql.QueryRow("SELECT value FROM settings WHERE key = ?", key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return v, err == nil, err
}

// SetSetting keeps one of the club's settings ("" removes it). Settings
// are not results: they are not in any history.
func (db *DB) SetSetting(key, value string) error {
	return db.write(func(tx *sql.Tx) error {
		if value == "" {
			_, err := tx.Exec("DELETE FROM settings WHERE key = ?", key)
			return err
		}
		_, err := tx.Exec("INSERT INTO settings(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", key, value)
		return err
	})
}
