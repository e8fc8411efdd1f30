package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strings"

	"bridgescore/scoring"
)

// TableCode is one table's access code for table entry.
type TableCode struct {
	Section string // "" in a session of one section
	Table   int
	Code    string
}

// TableCodes gives a session's table access codes, table by table, making
// those the session lacks with newCode (which must give random codes; one
// that is already taken is drawn again). The codes are stored, so that the
// ones printed on the table cards still work after a restart.
//
// tables gives the number of tables of each section, by name ("" for a
// session of one section); the codes come section by section in the order
// given.
func (db *DB) TableCodes(session int64, tables []SectionTables, newCode func() (string, error)) ([]TableCode, error) {
	var out []TableCode
	err := db.write(func(tx *sql.Tx) error {
		out = out[:0]
		if err := liveSession(tx, session); err != nil {
			return err
		}
		for _, sec := range tables {
			for t := 1; t <= sec.Tables; t++ {
				var code string
				err := tx.QueryRow("SELECT code FROM table_codes WHERE session_id = ? AND section = ? AND table_no = ?", session, sec.Section, t).Scan(&code)
				if errors.Is(err, sql.ErrNoRows) {
					code, err = insertCode(tx, session, sec.Section, t, newCode)
				}
				if err != nil {
					return err
				}
				out = append(out, TableCode{sec.Section, t, code})
			}
		}
		return nil
	})
	return out, err
}

// SectionTables is how many tables a section has.
type SectionTables struct {
	Section string
	Tables  int
}

func insertCode(tx *sql.Tx, session int64, section string, table int, newCode func() (string, error)) (string, error) {
	for range 10 {
		code, err := newCode()
		if err != nil {
			return "", err
		}
		var n int
		if err := tx.QueryRow("SELECT count(*) FROM table_codes WHERE code = ?", code).Scan(&n); err != nil {
			return "", err
		}
		if n > 0 {
			continue
		}
		_, err = tx.Exec("INSERT INTO table_codes(session_id, section, table_no, code) VALUES (?, ?, ?, ?)", session, section, table, code)
		return code, err
	}
	return "", fmt.Errorf("no free table code could be drawn")
}

// DirectorPIN gives the session's director PIN, making one with newPIN
// the first time.
func (db *DB) DirectorPIN(session int64, newPIN func() (string, error)) (string, error) {
	var pin string
	err := db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		err := tx.QueryRow("SELECT pin FROM director_pins WHERE session_id = ?", session).Scan(&pin)
		if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if pin, err = newPIN(); err != nil {
			return err
		}
		_, err = tx.Exec("INSERT INTO director_pins(session_id, pin) VALUES (?, ?)", session, pin)
		return err
	})
	return pin, err
}

// Submission is a result a table's page sent, known by the id the page
// gave it: the same id from the same table is the same result sent again.
type Submission struct {
	Section  string // "" in a session of one section
	Table    int
	ClientID string
}

// Answer is the line a table's result, sent under its id, was stored on,
// and the result as stored: what a table sending the same id again is
// answered from. It is kept as JSON {"section", "board", "NS", "EW",
// "result"}.
type Answer struct {
	Section string `json:"section,omitempty"`
	Board   int    `json:"board"`
	NS, EW  string
	Result  string `json:"result,omitempty"`
}

// Submission is the answer to a table's result sent under its id; found
// is false for an id that table has not sent before. Ids kept before they
// were known by table are found from any table of their section.
func (db *DB) Submission(session int64, sub Submission) (answer Answer, found bool, err error) {
	answers, err := db.Submissions(session, []Submission{sub})
	answer, found = answers[sub]
	return answer, found, err
}

// Submissions is Submission for the results of a batch at once, in one
// statement: the answer of each one sent before, by its submission.
func (db *DB) Submissions(session int64, subs []Submission) (map[Submission]Answer, error) {
	out := map[Submission]Answer{}
	// A statement takes at most a few thousand values.
	for len(subs) > 500 {
		part, err := db.Submissions(session, subs[:500])
		if err != nil {
			return nil, err
		}
		maps.Copy(out, part)
		subs = subs[500:]
	}
	if len(subs) == 0 {
		return out, nil
	}
	// Each looked up by its key, the table's own and table 0's: one search
	// of the index each, however many results the session holds.
	var args []any
	for _, s := range subs {
		args = append(args, s.Section, s.Table, s.ClientID, s.Section, 0, s.ClientID)
	}
	args = append(args, session)
	rows, err := db.sql.Query(`SELECT s.section, s.table_no, s.client_id, s.answer
		FROM (VALUES (?, ?, ?)`+strings.Repeat(", (?, ?, ?)", 2*len(subs)-1)+`) AS v
		CROSS JOIN submissions s ON s.session_id = ? AND s.section = v.column1 AND s.table_no = v.column2 AND s.client_id = v.column3`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	kept := map[Submission]Answer{}
	for rows.Next() {
		var k Submission
		var answer string
		if err := rows.Scan(&k.Section, &k.Table, &k.ClientID, &answer); err != nil {
			return nil, err
		}
		// An answer that cannot be read (the first versions kept none)
		// is the zero Answer: the id is known, its line is not.
		var a Answer
		_ = json.Unmarshal([]byte(answer), &a)
		kept[k] = a
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, s := range subs {
		// The table's own, else one kept before ids were known by table.
		if a, ok := kept[s]; ok {
			out[s] = a
		} else if a, ok := kept[Submission{Section: s.Section, ClientID: s.ClientID}]; ok {
			out[s] = a
		}
	}
	return out, nil
}

// TableWrite is a result sent from a table, to be stored: the line, its
// source ("table 3, round 2") and the id its page gave it.
type TableWrite struct {
	Line       scoring.Line
	Source     string
	Submission Submission
}

// PutLinesFrom stores results sent from tables in one transaction, all or
// none: each line as PutLine stores it, with its source in the audit and
// the line, and its id kept so that the result sent again is stored once.
// One transaction, one wait for the disk, for every table that sent at
// once; a result acknowledged is on disk.
func (db *DB) PutLinesFrom(session int64, writes []TableWrite) error {
	var fresh []string
	err := db.write(func(tx *sql.Tx) error {
		b := newBatch(tx, &db.kept)
		defer func() { fresh = b.fresh }()
		return putLinesFrom(b, session, writes)
	})
	db.kept.keep(db.sql, fresh)
	return err
}

func putLinesFrom(b *batch, session int64, writes []TableWrite) error {
	pairs, err := livePairs(b, session)
	if err != nil {
		return err
	}
	for _, w := range writes {
		if err := putLineFrom(b, session, pairs, w); err != nil {
			return err
		}
	}
	return refreshComplete(b, session)
}

// ErrChanged refuses a change decided on the database as it stood at a
// generation it no longer has: another program (or another path of this
// one) has written to it since. Nothing was written; the change is to be
// decided again on the database as it stands.
var ErrChanged = errors.New("the database was changed since the change was decided on it")

// PutLinesFromSince is PutLinesFrom for results checked against the
// database as it stood at generation since (see Generation): inside the
// write's own transaction, once no other program can write, the
// generation is read again, and a database written since is refused with
// ErrChanged, nothing written. A write that goes through gives the
// generation it leaves the database at.
func (db *DB) PutLinesFromSince(session, since int64, writes []TableWrite) (after int64, err error) {
	var fresh []string
	err = db.write(func(tx *sql.Tx) error {
		b := newBatch(tx, &db.kept)
		defer func() { fresh = b.fresh }()
		now, err := generation(tx)
		if err != nil {
			return err
		}
		if now != since {
			return ErrChanged
		}
		// The write adds one, in this transaction.
		after = now + 1
		return putLinesFrom(b, session, writes)
	})
	db.kept.keep(db.sql, fresh)
	return after, err
}

// PutLineFrom is PutLinesFrom for one result.
func (db *DB) PutLineFrom(session int64, l scoring.Line, source string, sub Submission) error {
	return db.PutLinesFrom(session, []TableWrite{{Line: l, Source: source, Submission: sub}})
}

func putLineFrom(tx writer, session int64, pairs pairSet, w TableWrite) error {
	l := w.Line
	if _, err := putLineAlone(tx, session, pairs, l, w.Source); err != nil {
		return err
	}
	key := mustJSON(Answer{l.Section, l.Board, l.NS, l.EW, entryText(l)})
	_, err := tx.Exec("INSERT OR IGNORE INTO submissions(session_id, section, table_no, client_id, answer) VALUES (?, ?, ?, ?, ?)",
		session, w.Submission.Section, w.Submission.Table, w.Submission.ClientID, key)
	return err
}

// LineSource says who last put a line there.
type LineSource struct {
	Section string
	Board   int
	NS, EW  string
	// Source is the table whose phone sent the line ("table 3, round 2").
	Source string
}

// LineSources lists the session's lines last put there from a table; the
// others are the director's.
func (db *DB) LineSources(session int64) ([]LineSource, error) {
	rows, err := db.sql.Query("SELECT section, board, ns, ew, source FROM lines WHERE session_id = ? AND source <> ''", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []LineSource
	for rows.Next() {
		var s LineSource
		if err := rows.Scan(&s.Section, &s.Board, &s.NS, &s.EW, &s.Source); err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// TableMove is a table the director has moved on to a round.
type TableMove struct {
	Section string
	Table   int
	Round   int
}

// TableMoves lists the tables the director has moved on, and to which
// round.
func (db *DB) TableMoves(session int64) ([]TableMove, error) {
	rows, err := db.sql.Query("SELECT section, table_no, round FROM table_rounds WHERE session_id = ? ORDER BY section, table_no", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TableMove
	for rows.Next() {
		var t TableMove
		if err := rows.Scan(&t.Section, &t.Table, &t.Round); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// SetTableMove moves a table on to a round (0: where its results put
// it).
func (db *DB) SetTableMove(session int64, t TableMove) error {
	return db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		if t.Round == 0 {
			_, err := tx.Exec("DELETE FROM table_rounds WHERE session_id = ? AND section = ? AND table_no = ?", session, t.Section, t.Table)
			return err
		}
		_, err := tx.Exec(`INSERT INTO table_rounds(session_id, section, table_no, round) VALUES (?, ?, ?, ?)
			ON CONFLICT(session_id, section, table_no) DO UPDATE SET round = excluded.round`, session, t.Section, t.Table, t.Round)
		return err
	})
}

// LockedRounds lists the rounds the director has locked against
// corrections from the tables.
func (db *DB) LockedRounds(session int64) (map[int]bool, error) {
	rows, err := db.sql.Query("SELECT round FROM round_locks WHERE session_id = ?", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int]bool{}
	for rows.Next() {
		var r int
		if err := rows.Scan(&r); err != nil {
			return nil, err
		}
		out[r] = true
	}
	return out, rows.Err()
}

// LockRound locks (or, with locked false, unlocks) a round against
// corrections from the tables.
func (db *DB) LockRound(session int64, round int, locked bool) error {
	return db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		q := "INSERT OR IGNORE INTO round_locks(session_id, round) VALUES (?, ?)"
		if !locked {
			q = "DELETE FROM round_locks WHERE session_id = ? AND round = ?"
		}
		_, err := tx.Exec(q, session, round)
		return err
	})
}
