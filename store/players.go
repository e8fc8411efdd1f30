package store

import (
	"database/sql"
	"errors"
	"strings"
)

// Player is a club member or visitor.
type Player struct {
	ID     int64
	Name   string
	Number string // national or club number; "" when not known
}

// Players lists every player, by name.
func (db *DB) Players() ([]Player, error) {
	return db.queryPlayers("SELECT id, name, number FROM players ORDER BY name COLLATE NOCASE, number")
}

// FindPlayers lists up to limit players whose name begins with prefix
// (ignoring case), for name completion.
func (db *DB) FindPlayers(prefix string, limit int) ([]Player, error) {
	esc := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(prefix)
	return db.queryPlayers(`SELECT id, name, number FROM players WHERE name LIKE ? ESCAPE '\'
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
		if err := rows.Scan(&p.ID, &p.Name, &p.Number); err != nil {
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
		return 0, errors.New("a player needs a name")
	}
	var id int64
	err := db.write(func(tx *sql.Tx) error {
		err := tx.QueryRow("SELECT id FROM players WHERE name = ? AND number = ?", name, number).Scan(&id)
		if err == nil {
			return errUnchanged
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if number != "" {
			res, err := tx.Exec("UPDATE players SET number = ? WHERE id = (SELECT id FROM players WHERE name = ? AND number = '' LIMIT 1)", number, name)
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				return tx.QueryRow("SELECT id FROM players WHERE name = ? AND number = ?", name, number).Scan(&id)
			}
		}
		res, err := tx.Exec("INSERT INTO players(name, number) VALUES (?, ?)", name, number)
		if err != nil {
			return err
		}
		id, err = res.LastInsertId()
		return err
	})
	return id, err
}
