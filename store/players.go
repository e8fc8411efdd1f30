package store

import (
	"database/sql"
	"strings"

	"bridgescore/fault"
)

// Player is a club member or visitor.
type Player struct {
	ID     int64
	Name   string
	Number string // national or club number; "" when not known
	// Body issued the number: "EBU", "ACBL", "ABF"…; "" when not known.
	Body string
	// Masterpoints is the player's masterpoint holding and Handicap a
	// handicap the club typed, decimals in text; "" when not known.
	Masterpoints, Handicap string
	// Hidden is set for a player who asked not to be shown on the club's
	// results website by name.
	Hidden bool
}

// Players lists every player, by name.
func (db *DB) Players() ([]Player, error) {
	return db.queryPlayers("SELECT id, name, number, body, masterpoints, handicap, hidden FROM players ORDER BY name COLLATE NOCASE, number")
}

// FindPlayers lists up to limit players whose name begins with prefix
// (ignoring case), for name completion.
func (db *DB) FindPlayers(prefix string, limit int) ([]Player, error) {
	esc := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(prefix)
	return db.queryPlayers(`SELECT id, name, number, body, masterpoints, handicap, hidden FROM players WHERE name LIKE ? ESCAPE '\'
		ORDER BY name COLLATE NOCASE, number LIMIT ?`, esc+"%", limit)
}

func (db *DB) queryPlayers(q string, args ...any) ([]Player, error) {
	rows, err := db.sql.Query(q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Player
	for rows.Next() {
		var p Player
		if err := rows.Scan(&p.ID, &p.Name, &p.Number, &p.Body, &p.Masterpoints, &p.Handicap, &p.Hidden); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// AddPlayer adds a player, or gives a number to a player known only by
// name, and returns the player's id.
func (db *DB) AddPlayer(name, number string) (int64, error) {
	name, number = strings.TrimSpace(name), strings.TrimSpace(number)
	if name == "" {
		return 0, fault.New(fault.Invalid, "a player needs a name")
	}
	var id int64
	err := db.write(func(tx *sql.Tx) error {
		var added bool
		var err error
		id, _, added, err = addPlayer(tx, name, number, "")
		if err == nil && !added {
			return errUnchanged
		}
		return err
	})
	return id, err
}

// AddPlayers adds a list of players (a club's membership list; from names
// it in the register's history) as AddPlayer does, with their masterpoints
// and handicaps where the list gives them: all of them or, on any failure,
// none. It says how many players were new or gained a number, a body or a
// figure. The whole list is one change in the register's log
// (RegisterLog), which undo takes back whole; nothing is logged when
// nothing changes.
func (db *DB) AddPlayers(list []Player, from string) (int, error) {
	return db.ImportPlayers(from, func(add func(Player) error) error {
		for _, p := range list {
			if err := add(p); err != nil {
				return err
			}
		}
		return nil
	})
}

// addPlayer adds a player, or gives a number to one known only by name,
// and the body that issued it when known; was is the entry as it stood
// (Absent when there was none), added is false when the player was there
// already as given.
func addPlayer(tx writer, name, number, body string) (id int64, was memberRecord, added bool, err error) {
	id, was, err = entryFor(tx, name, number)
	switch {
	case err != nil:
		return 0, was, false, err
	case was.Absent:
		res, err := tx.Exec("INSERT INTO players(name, number, body) VALUES (?, ?, ?)", name, number, body)
		if err != nil {
			return 0, was, false, err
		}
		id, err = res.LastInsertId()
		return id, was, true, err
	case was.Number != number:
		// A player known only by name is given the number.
		_, err = tx.Exec("UPDATE players SET number = ?, body = ? WHERE id = ?", number, body, id)
		return id, was, true, err
	case body == "" || number == "" || was.Body == body:
		return id, was, false, nil
	}
	_, err = tx.Exec("UPDATE players SET body = ? WHERE id = ?", body, id)
	return id, was, true, err
}

// setFigures sets a player's masterpoints and handicap where given (nil
// leaves one as it is, "" clears it), saying whether either changed.
func setFigures(tx writer, id int64, masterpoints, handicap *string) (bool, error) {
	changed := false
	for _, f := range []struct {
		col string
		v   *string
	}{{"masterpoints", masterpoints}, {"handicap", handicap}} {
		if f.v == nil {
			continue
		}
		res, err := tx.Exec("UPDATE players SET "+f.col+" = ? WHERE id = ? AND "+f.col+" <> ?", *f.v, id, *f.v)
		if err != nil {
			return false, err
		}
		n, _ := res.RowsAffected()
		changed = changed || n > 0
	}
	return changed, nil
}

// given is s, or nil when s is empty: a figure a list leaves blank is left
// as it is.
func given(s string) *string {
	if s = strings.TrimSpace(s); s == "" {
		return nil
	}
	return &s
}
