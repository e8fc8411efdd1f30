package store

import "database/sql"

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
