package store

import (
	"database/sql"
	"errors"
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
		id, added, err = addPlayer(tx, name, number, "")
		if err == nil && !added {
			return errUnchanged
		}
		return err
	})
	return id, err
}

// AddPlayers adds a list of players (a club's membership list) as
// AddPlayer does, with their masterpoints and handicaps where the list
// gives them, all of them or, on any failure, none; it says how many were
// new or gained a number or a figure.
func (db *DB) AddPlayers(list []Player) (int, error) {
	n := 0
	err := db.write(func(tx *sql.Tx) error {
		for _, p := range list {
			name, number := strings.TrimSpace(p.Name), strings.TrimSpace(p.Number)
			if name == "" {
				return fault.New(fault.Invalid, "a player needs a name")
			}
			id, added, err := addPlayer(tx, name, number, strings.TrimSpace(p.Body))
			if err != nil {
				return err
			}
			figured, err := setFigures(tx, id, given(p.Masterpoints), given(p.Handicap))
			if err != nil {
				return err
			}
			if added || figured {
				n++
			}
		}
		if n == 0 {
			return errUnchanged
		}
		return nil
	})
	return n, err
}

// addPlayer adds a player, or gives a number to one known only by name,
// and the body that issued it when known; added is false when the player
// was there already as given.
func addPlayer(tx *sql.Tx, name, number, body string) (id int64, added bool, err error) {
	var had string
	err = tx.QueryRow("SELECT id, body FROM players WHERE name = ? AND number = ?", name, number).Scan(&id, &had)
	if err == nil {
		if body == "" || number == "" || had == body {
			return id, false, nil
		}
		_, err = tx.Exec("UPDATE players SET body = ? WHERE id = ?", body, id)
		return id, true, err
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return 0, false, err
	}
	if number != "" {
		res, err := tx.Exec("UPDATE players SET number = ?, body = ? WHERE id = (SELECT id FROM players WHERE name = ? AND number = '' LIMIT 1)", number, body, name)
		if err != nil {
			return 0, false, err
		}
		if n, _ := res.RowsAffected(); n == 1 {
			err = tx.QueryRow("SELECT id FROM players WHERE name = ? AND number = ?", name, number).Scan(&id)
			return id, true, err
		}
	}
	res, err := tx.Exec("INSERT INTO players(name, number, body) VALUES (?, ?, ?)", name, number, body)
	if err != nil {
		return 0, false, err
	}
	id, err = res.LastInsertId()
	return id, true, err
}

// setFigures sets a player's masterpoints and handicap where given (nil
// leaves one as it is, "" clears it), saying whether either changed.
func setFigures(tx *sql.Tx, id int64, masterpoints, handicap *string) (bool, error) {
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
