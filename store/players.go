package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"bridgescore/scoring"
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

// Note is a director's note on a session or one of its boards.
type Note struct {
	ID    int64
	Board int // 0 for the session as a whole
	Text  string
	At    string
}

// AddNote keeps a note on a session (board 0) or a board.
func (db *DB) AddNote(session int64, board int, text string) error {
	return db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		_, err := tx.Exec("INSERT INTO notes(session_id, board, text, created) VALUES (?, ?, ?, ?)", session, board, text, now())
		return err
	})
}

// Notes lists a session's notes in the order they were written.
func (db *DB) Notes(session int64) ([]Note, error) {
	rows, err := db.sql.Query("SELECT id, board, text, created FROM notes WHERE session_id = ? ORDER BY id", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Note
	for rows.Next() {
		var n Note
		if err := rows.Scan(&n.ID, &n.Board, &n.Text, &n.At); err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, rows.Err()
}

// SetDeals attaches hand records to a session's boards. A board whose
// dealer or vulnerability disagrees with what is stored is still given its
// hands, and the disagreement is returned as a warning; boards not yet
// known are added. All or nothing.
func (db *DB) SetDeals(session int64, deals []Board) (warnings []string, err error) {
	err = db.write(func(tx *sql.Tx) error {
		warnings = nil
		if err := liveSession(tx, session); err != nil {
			return err
		}
		for _, d := range deals {
			if d.Number < 1 {
				return fmt.Errorf("board number %d (expected 1 or more)", d.Number)
			}
			var dealer string
			var vul int
			err := tx.QueryRow("SELECT dealer, vul FROM boards WHERE session_id = ? AND number = ?", session, d.Number).Scan(&dealer, &vul)
			switch {
			case errors.Is(err, sql.ErrNoRows):
				if _, err := tx.Exec("INSERT INTO boards(session_id, number, dealer, vul, deal) VALUES (?, ?, ?, ?, ?)",
					session, d.Number, string(rune(d.Dealer)), int(d.Vul), d.Deal); err != nil {
					return err
				}
				continue
			case err != nil:
				return err
			}
			if dealer != string(rune(d.Dealer)) {
				warnings = append(warnings, fmt.Sprintf("board %d: the hand record says dealer %c, the session has %s", d.Number, d.Dealer, dealer))
			}
			if vul != int(d.Vul) {
				warnings = append(warnings, fmt.Sprintf("board %d: the hand record says %s vulnerable, the session has %s",
					d.Number, vulWords(d.Vul), vulWords(scoring.Vulnerability(vul))))
			}
			if _, err := tx.Exec("UPDATE boards SET deal = ? WHERE session_id = ? AND number = ?", d.Deal, session, d.Number); err != nil {
				return err
			}
		}
		return nil
	})
	return warnings, err
}

func vulWords(v scoring.Vulnerability) string {
	switch v {
	case scoring.VulNone:
		return "none"
	case scoring.VulNS:
		return "NS"
	case scoring.VulEW:
		return "EW"
	case scoring.VulAll:
		return "all"
	}
	return fmt.Sprintf("vulnerability %d", v)
}

// entryText is the canonical text of a line as a director types it, kept
// with the line so that other programs reading the file see it as typed.
func entryText(l scoring.Line) string { return scoring.EntryText(l) }
