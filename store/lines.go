package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"bridgescore/fault"

	"bridgescore/scoring"
)

// lineKey identifies a line: a board and a pair of pairs, whichever way
// round they sat.
type lineKey struct {
	board  int
	pa, pb string
}

func keyOf(board int, ns, ew pairRef) lineKey {
	a, b := ns.key(), ew.key()
	if a > b {
		a, b = b, a
	}
	return lineKey{board, a, b}
}

func (r lineRow) key() lineKey {
	return keyOf(r.Board, pairRef{r.Section, r.NS, r.NSDir}, pairRef{r.Section, r.EW, r.EWDir})
}

// checkLine refuses lines that cannot be stored, and finds the two pairs
// in the session's list. The rules of scoring are the scoring package's
// business; this guards the database's shape.
func checkLine(l scoring.Line, pairs pairSet) (ns, ew pairRef, err error) {
	if l.Board < 1 {
		return ns, ew, fault.Errorf(fault.Invalid, "board number %d (expected 1 or more)", l.Board)
	}
	if ns, err = pairs.seat(l.Section, l.NS, "NS"); err != nil {
		return ns, ew, err
	}
	if ew, err = pairs.seat(l.Section, l.EW, "EW"); err != nil {
		return ns, ew, err
	}
	if ns == ew {
		return ns, ew, fault.Errorf(fault.Invalid, "pair %s cannot play against itself", l.NS)
	}
	return ns, ew, checkEntry(l)
}

// checkEntry checks a line's result or adjustment.
func checkEntry(l scoring.Line) error {
	if err := l.CheckAdjustment(); err != nil {
		return fault.As(fault.Invalid, err)
	}
	if _, err := scoring.ParseLead(l.Lead); err != nil {
		return err
	}
	if r := l.Result; r != nil {
		if _, err := scoring.NewResult(r.Contract, r.Declarer, r.Tricks); err != nil {
			return err
		}
	}
	return nil
}

func insertLine(tx writer, session int64, r lineRow) error {
	k := r.key()
	var level, strain, doubled, tricks sql.NullInt64
	var decl sql.NullString
	if r.Result != nil {
		level = sql.NullInt64{Int64: int64(r.Result.Level), Valid: true}
		strain = sql.NullInt64{Int64: int64(r.Result.Strain), Valid: true}
		doubled = sql.NullInt64{Int64: int64(r.Result.Doubled), Valid: true}
		tricks = sql.NullInt64{Int64: int64(r.Result.Tricks), Valid: true}
		decl = sql.NullString{String: r.Result.Declarer, Valid: true}
	}
	nsw, ewsw := "", ""
	if len(r.NSWeight) > 0 {
		b, _ := json.Marshal(r.NSWeight)
		nsw = string(b)
	}
	if len(r.EWWeight) > 0 {
		b, _ := json.Marshal(r.EWWeight)
		ewsw = string(b)
	}
	_, err := tx.Exec(`INSERT INTO lines(session_id, section, board, ns, ns_dir, ew, ew_dir, pa, pb, seq, round, table_no, entry, kind,
			level, strain, doubled, declarer, tricks, score, ns_percent, ew_percent, ns_weights, ew_weights, fouled_group, lead, source)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		session, r.Section, r.Board, r.NS, r.NSDir, r.EW, r.EWDir, k.pa, k.pb, r.Seq, r.Round, r.Table, r.Entry, r.Kind,
		level, strain, doubled, decl, tricks, r.Score, r.NSPct, r.EWPct, nsw, ewsw, r.Group, r.Lead, r.Source)
	return err
}

const lineColumns = `section, board, ns, ns_dir, ew, ew_dir, seq, round, table_no, entry, kind, level, strain, doubled, declarer, tricks,
	score, ns_percent, ew_percent, ns_weights, ew_weights, fouled_group, lead, source`

func scanLine(s scanner) (lineRow, error) {
	var r lineRow
	var level, strain, doubled, tricks sql.NullInt64
	var decl sql.NullString
	var nsw, eww string
	if err := s.Scan(&r.Section, &r.Board, &r.NS, &r.NSDir, &r.EW, &r.EWDir, &r.Seq, &r.Round, &r.Table, &r.Entry, &r.Kind,
		&level, &strain, &doubled, &decl, &tricks, &r.Score, &r.NSPct, &r.EWPct, &nsw, &eww, &r.Group, &r.Lead, &r.Source); err != nil {
		return r, err
	}
	if level.Valid {
		r.Result = &resultJSON{int(level.Int64), int(strain.Int64), int(doubled.Int64), decl.String, int(tricks.Int64)}
	}
	if nsw != "" {
		if err := json.Unmarshal([]byte(nsw), &r.NSWeight); err != nil {
			return r, fmt.Errorf("board %d %s v %s: stored NS weights: %v", r.Board, r.NS, r.EW, err)
		}
	}
	if eww != "" {
		if err := json.Unmarshal([]byte(eww), &r.EWWeight); err != nil {
			return r, fmt.Errorf("board %d %s v %s: stored EW weights: %v", r.Board, r.NS, r.EW, err)
		}
	}
	return r, nil
}

func linesOf(q querier, id int64) ([]scoring.Line, error) {
	rows, err := q.Query("SELECT "+lineColumns+" FROM lines WHERE session_id = ? ORDER BY seq, board", id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []scoring.Line
	for rows.Next() {
		r, err := scanLine(rows)
		if err != nil {
			return nil, err
		}
		l, err := r.line()
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// findLine reads the stored line of a board for a pair of pairs; nil when
// there is none.
func findLine(q interface {
	QueryRow(string, ...any) *sql.Row
}, session int64, k lineKey) (*lineRow, error) {
	r, err := scanLine(q.QueryRow("SELECT "+lineColumns+" FROM lines WHERE session_id = ? AND board = ? AND pa = ? AND pb = ?",
		session, k.board, k.pa, k.pb))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &r, nil
}

func deleteLine(tx writer, session int64, k lineKey) error {
	_, err := tx.Exec("DELETE FROM lines WHERE session_id = ? AND board = ? AND pa = ? AND pb = ?", session, k.board, k.pa, k.pb)
	return err
}

func liveSession(tx writer, session int64) error {
	var deleted bool
	err := tx.QueryRow("SELECT deleted FROM sessions WHERE id = ?", session).Scan(&deleted)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("session %d: %w", session, ErrNoSession)
	}
	if err != nil {
		return err
	}
	if deleted {
		return fmt.Errorf("session %d was deleted (undo brings it back): %w", session, ErrNoSession)
	}
	return nil
}

// PutLine stores a traveller line: a new one, or in place of the line
// already entered for that board and pair of pairs (whichever way round they
// sat, in a one-field movement). The change is recorded in the audit log
// with what was there before, and is on disk when PutLine returns. A pair
// that already has a result on the board against someone else is refused
// rather than overwritten.
func (db *DB) PutLine(session int64, l scoring.Line) error {
	return db.write(func(tx *sql.Tx) error {
		changed, err := putLine(tx, session, l, "")
		if err == nil && !changed {
			return errUnchanged
		}
		return err
	})
}

// putLine is PutLine inside a transaction; source says where the entry
// came from for the audit log ("" for the director). It reports whether
// the line changed.
func putLine(tx *sql.Tx, session int64, l scoring.Line, source string) (bool, error) {
	pairs, err := livePairs(tx, session)
	if err != nil {
		return false, err
	}
	changed, err := putLineAlone(tx, session, pairs, l, source)
	if err != nil || !changed {
		return changed, err
	}
	return true, refreshComplete(tx, session)
}

// livePairs checks that a session is there to take lines, and reads its
// pairs.
func livePairs(tx writer, session int64) (pairSet, error) {
	if err := liveSession(tx, session); err != nil {
		return nil, err
	}
	return sessionPairs(tx, session)
}

// putLineAlone is putLine for a session known to be there, with its pairs
// read, and without noting whether the session is now complete: a batch
// of lines reads and notes those once.
func putLineAlone(tx writer, session int64, pairs pairSet, l scoring.Line, source string) (bool, error) {
	ns, ew, err := checkLine(l, pairs)
	if err != nil {
		return false, fmt.Errorf("%s: %w", lineLabel(lineRow{Section: l.Section, Board: l.Board, NS: l.NS, EW: l.EW}), err)
	}
	k := keyOf(l.Board, ns, ew)
	old, err := boardLinesOf(tx, session, k, ns, ew)
	if err != nil {
		return false, err
	}
	r := rowOf(l, ns.dir, ew.dir)
	r.Source = source
	if old != nil {
		if sameLine(*old, r.withSeq(old.Seq)) {
			return false, nil
		}
		r.Seq = old.Seq
		if err := deleteLine(tx, session, k); err != nil {
			return false, err
		}
	} else if r.Seq, err = nextLineSeq(tx, session); err != nil {
		return false, err
	}
	if err := insertLine(tx, session, r); err != nil {
		return false, err
	}
	what := "entered " + lineLabel(r)
	if old != nil {
		what = "changed " + lineLabel(r)
	}
	if err := recordLineFrom(tx, session, what, old, &r, source); err != nil {
		return false, err
	}
	return true, nil
}

// pairsLinesQuery reads a board's lines of two pairs, each pair looked up
// where it stands first in a line (the primary key) and second
// (lines_by_pb), not every line of the board read.
const pairsLinesQuery = "SELECT " + lineColumns + ", pa, pb FROM lines WHERE session_id = ? AND board = ? AND pa IN (?, ?)" +
	" UNION ALL SELECT " + lineColumns + ", pa, pb FROM lines INDEXED BY lines_by_pb WHERE session_id = ? AND board = ? AND pb IN (?, ?) AND pa NOT IN (?, ?)"

// boardLinesOf reads, in one statement, the board's lines of either pair
// of a line about to be put there: the line the two pairs already have
// (nil when none), and a refusal when either pair has a result on the
// board against another pair.
func boardLinesOf(tx writer, session int64, k lineKey, ns, ew pairRef) (*lineRow, error) {
	rows, err := tx.Query(pairsLinesQuery, session, k.board, ns.key(), ew.key(), session, k.board, ns.key(), ew.key(), ns.key(), ew.key())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var old *lineRow
	var others []lineRow
	var keys [][2]string
	for rows.Next() {
		var pa, pb string
		r, err := scanLine(extraColumns{rows, []any{&pa, &pb}})
		if err != nil {
			return nil, err
		}
		if pa == k.pa && pb == k.pb {
			old = &r
			continue
		}
		others, keys = append(others, r), append(keys, [2]string{pa, pb})
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// The pairs in the order a director reads them: North-South's first.
	for _, p := range []pairRef{ns, ew} {
		for i, o := range others {
			if keys[i][0] != p.key() && keys[i][1] != p.key() {
				continue
			}
			other := o.NS
			if (pairRef{p.sec, o.NS, o.NSDir}) == p {
				other = o.EW
			}
			return nil, fault.Errorf(fault.Conflict, "board %d: pair %s already has a result on board %d against %s; delete that line first", k.board, pairRef{p.sec, p.id, ""}, k.board, other)
		}
	}
	return old, nil
}

// extraColumns scans a line's columns and then some more.
type extraColumns struct {
	rows  *sql.Rows
	extra []any
}

func (e extraColumns) Scan(dest ...any) error { return e.rows.Scan(append(dest, e.extra...)...) }

func (r lineRow) withSeq(seq int) lineRow {
	r.Seq = seq
	return r
}

// errUnchanged rolls back a write that would change nothing, so that the
// audit log holds only real changes.
var errUnchanged = errors.New("unchanged")

func sameLine(a, b lineRow) bool {
	// The same result from another source changes nothing.
	a.Source = b.Source
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// DeleteLine removes the line of a board for a pair of pairs (whichever way
// round they sat, in a one-field movement); the audit log keeps it so that
// Undo brings it back.
func (db *DB) DeleteLine(session int64, section string, board int, ns, ew string) error {
	return db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		pairs, err := sessionPairs(tx, session)
		if err != nil {
			return err
		}
		nsp, err1 := pairs.seat(section, ns, "NS")
		ewp, err2 := pairs.seat(section, ew, "EW")
		label := lineLabel(lineRow{Section: section, Board: board, NS: ns, EW: ew})
		if err := errors.Join(err1, err2); err != nil {
			return fmt.Errorf("%s: %w", label, err)
		}
		k := keyOf(board, nsp, ewp)
		old, err := findLine(tx, session, k)
		if err != nil {
			return err
		}
		if old == nil {
			return fault.Errorf(fault.NotFound, "%s: no result entered", label)
		}
		if err := deleteLine(tx, session, k); err != nil {
			return err
		}
		if err := refreshComplete(tx, session); err != nil {
			return err
		}
		return recordLine(tx, session, "deleted "+lineLabel(*old), old, nil)
	})
}

// mustJSON encodes an audit record made of strings and raw JSON read back
// from the database, which cannot fail to encode.
func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic("store: audit record: " + err.Error())
	}
	return string(b)
}

func lineLabel(r lineRow) string {
	if r.Section != "" {
		return fmt.Sprintf("section %s, board %d, %s v %s", r.Section, r.Board, r.NS, r.EW)
	}
	return fmt.Sprintf("board %d, %s v %s", r.Board, r.NS, r.EW)
}

// describeLine puts a stored line into a director's words.
func describeLine(r *lineRow) string {
	if r == nil {
		return "nothing"
	}
	s := r.Entry
	if s != "" && scoring.LineKind(r.Kind) == scoring.Played && r.Result != nil {
		s += fmt.Sprintf(" (NS %+d)", r.Score)
	}
	if s == "" {
		switch scoring.LineKind(r.Kind) {
		case scoring.Played:
			s = fmt.Sprintf("NS %+d", r.Score)
		case scoring.Artificial:
			s = fmt.Sprintf("A%d-%d", r.NSPct, r.EWPct)
		case scoring.Weighted:
			s = "weighted score"
		case scoring.NotPlayed:
			s = "not played"
		}
	}
	s = fmt.Sprintf("%s v %s: %s", r.NS, r.EW, s)
	if r.Group != 0 {
		s += fmt.Sprintf(" (fouled group %d)", r.Group)
	}
	if r.Lead != "" {
		s += ", lead " + scoring.LeadSymbol(r.Lead)
	}
	return s
}

// entryText is the canonical text of a line as a director types it, kept
// with the line so that other programs reading the file see it as typed.
func entryText(l scoring.Line) string { return scoring.EntryText(l) }
