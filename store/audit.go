package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// Audit states.
const (
	stateDone       = 0
	stateUndone     = 1
	stateSuperseded = 2
	// stateRecord marks an entry kept for the record only, such as the
	// creation of the session: undo stops there.
	stateRecord = 3
)

// Change is one entry of a session's audit log.
type Change struct {
	ID int64
	At time.Time
	// Kind is "line", "pair", "pairs" (names saved together), "hands" (hand
	// records attached), "late" (a late change to the movement), "field"
	// (how sections are compared), "session", or, in the register's log
	// RegisterLog, "player" (a player's showing on the results website),
	// "figures" (a player's masterpoints and handicap) and "members" (a
	// list of players imported).
	Kind string
	// Step is "undo" or "redo" for the director's steps back and forward,
	// kept for the record: What names the change stepped over, Before and
	// After what the step took away and what it put back. "" for changes.
	Step string
	What string // e.g. "changed board 7, 3NS v 5EW"
	// Before and After say in words what was there before and after.
	Before, After string
	// Undone is true for a change that was undone (and may be redone while
	// no newer change has been made).
	Undone bool
	// Redoable is true for an undone change that Redo would repeat next or
	// later: no newer change has been made since it was undone.
	Redoable bool
	// Section, Board, NS and EW name the traveller line a change of kind
	// "line" touched, so that the window can show it; zero for other kinds.
	Section string
	Board   int
	NS, EW  string
	// Source says where an entry came from when it was not the director's
	// own: "table 3, round 2" for a table's phone.
	Source string
}

// locate fills in the traveller line a change of a line touched, from
// whichever of its states is stored.
func (c *Change) locate(before, after sql.NullString) {
	if c.Kind != "line" {
		return
	}
	for _, s := range []sql.NullString{after, before} {
		var r lineRow
		if s.Valid && json.Unmarshal([]byte(s.String), &r) == nil {
			c.Section, c.Board, c.NS, c.EW = r.Section, r.Board, r.NS, r.EW
			return
		}
	}
}

func record(tx writer, session int64, kind, what, before, after string) error {
	return recordFrom(tx, session, kind, what, before, after, "")
}

// recordFrom is record for a change sent from a table: source names it
// ("table 3, round 2"); "" for the director's.
func recordFrom(tx writer, session int64, kind, what, before, after, source string) error {
	// A new change of the director's ends the redo chain; the undone
	// changes stay on record. A table's result does not: the director's
	// undo and redo are the director's, and a redo over a line a table
	// has changed since is refused when it is tried.
	if source == "" {
		if err := endRedo(tx, session); err != nil {
			return err
		}
	}
	var b, a sql.NullString
	if before != "" {
		b = sql.NullString{String: before, Valid: true}
	}
	if after != "" {
		a = sql.NullString{String: after, Valid: true}
	}
	_, err := tx.Exec("INSERT INTO audit(session_id, at, kind, what, before, after, source) VALUES (?, ?, ?, ?, ?, ?, ?)",
		session, now(), kind, what, b, a, source)
	return err
}

func recordLine(tx writer, session int64, what string, before, after *lineRow) error {
	return recordLineFrom(tx, session, what, before, after, "")
}

func recordLineFrom(tx writer, session int64, what string, before, after *lineRow, source string) error {
	enc := func(r *lineRow) string {
		if r == nil {
			return ""
		}
		b, _ := json.Marshal(r)
		return string(b)
	}
	return recordFrom(tx, session, "line", what, enc(before), enc(after), source)
}

// ErrNothingToUndo and ErrNothingToRedo say that the audit log has no change
// to walk back or forward.
var (
	ErrNothingToUndo = fault.New(fault.Conflict, "nothing to undo")
	ErrNothingToRedo = fault.New(fault.Conflict, "nothing to redo")
)

// Undo reverses the session's latest change of the director's own (not a
// table's: a table's result is undone only when named, by UndoChange)
// that is not yet undone, and returns it.
func (db *DB) Undo(session int64) (Change, error) {
	return db.step(session, 0, true)
}

// Redo repeats the director's earliest undone change, as long as no new
// change of the director's has been made since it was undone, and
// returns it.
func (db *DB) Redo(session int64) (Change, error) {
	return db.step(session, 0, false)
}

// UndoChange reverses the change the history gives the id id: a table's
// result, which Undo never takes, or the director's latest change.
//
// Codes: NotFound (no such change in the session), Conflict (undone
// already, kept for the record only, a change of the director's that is
// not the latest, or the line has been changed since), Busy.
func (db *DB) UndoChange(session, id int64) (Change, error) {
	return db.step(session, id, true)
}

// RedoChange repeats the undone change the history gives the id id, as
// long as no new change of the director's has been made since it was
// undone. Codes as UndoChange.
func (db *DB) RedoChange(session, id int64) (Change, error) {
	return db.step(session, id, false)
}

// step undoes or redoes a change: the change id, or, when id is 0, the
// director's next one.
func (db *DB) step(session, id int64, undo bool) (Change, error) {
	var c Change
	err := db.write(func(tx *sql.Tx) error {
		var err error
		if id == 0 {
			c.ID, err = nextStep(tx, session, undo)
		} else {
			c.ID, err = namedStep(tx, session, id, undo)
		}
		if err != nil {
			return err
		}
		var at string
		var before, after sql.NullString
		if err := tx.QueryRow("SELECT at, kind, what, before, after, source FROM audit WHERE id = ?", c.ID).
			Scan(&at, &c.Kind, &c.What, &before, &after, &c.Source); err != nil {
			return err
		}
		c.At, _ = time.Parse(time.RFC3339Nano, at)
		c.Before, c.After = describe(c.Kind, before), describe(c.Kind, after)
		c.locate(before, after)
		from, to := after, before
		if !undo {
			from, to = before, after
		}
		if err := apply(tx, session, c.ID, c.Kind, from, to); err != nil {
			return fmt.Errorf("cannot %s %q: %w", map[bool]string{true: "undo", false: "redo"}[undo], c.What, err)
		}
		if err := refreshComplete(tx, session); err != nil {
			return err
		}
		c.Undone = undo
		next := stateDone
		if undo {
			next = stateUndone
		}
		if _, err := tx.Exec("UPDATE audit SET state = ? WHERE id = ?", next, c.ID); err != nil {
			return err
		}
		return recordStep(tx, session, undo, c, from, to)
	})
	return c, err
}

// The director's changes are the log's entries with no source; they are
// undone latest first and redone in the order undone.
const (
	directorsLatest   = "SELECT id FROM audit WHERE session_id = ? AND state = ? AND source = '' ORDER BY id DESC LIMIT 1"
	directorsNextRedo = "SELECT id FROM audit WHERE session_id = ? AND state = ? AND source = '' ORDER BY id ASC LIMIT 1"
)

// nextStep is the director's change that Undo or Redo takes next.
func nextStep(tx *sql.Tx, session int64, undo bool) (int64, error) {
	q, state, nothing := directorsLatest, stateDone, ErrNothingToUndo
	if !undo {
		q, state, nothing = directorsNextRedo, stateUndone, ErrNothingToRedo
	}
	var id int64
	err := tx.QueryRow(q, session, state).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("session %d: %w", session, nothing)
	}
	return id, err
}

// namedStep checks that the change id may be undone (or redone) by name
// and returns it: a table's change in the state to be stepped, or the
// director's change that Undo (or Redo) would take, since the director's
// changes are walked in turn.
func namedStep(tx *sql.Tx, session, id int64, undo bool) (int64, error) {
	var state int
	var source string
	err := tx.QueryRow("SELECT state, source FROM audit WHERE id = ? AND session_id = ?", id, session).Scan(&state, &source)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fault.Errorf(fault.NotFound, "session %d has no change %d (history lists them)", session, id)
	}
	if err != nil {
		return 0, err
	}
	switch {
	case state == stateRecord:
		return 0, fault.Errorf(fault.Conflict, "change %d is kept for the record and cannot be undone or redone", id)
	case undo && state != stateDone:
		return 0, fault.Errorf(fault.Conflict, "change %d is undone already", id)
	case !undo && state == stateDone:
		return 0, fault.Errorf(fault.Conflict, "change %d is not undone", id)
	case !undo && state == stateSuperseded:
		return 0, fault.Errorf(fault.Conflict, "change %d can no longer be redone: the director has made a change since it was undone", id)
	}
	if source != "" {
		return id, nil
	}
	next, err := nextStep(tx, session, undo)
	if err != nil {
		return 0, err
	}
	if next != id {
		verb := map[bool]string{true: "undone latest first", false: "redone in the order undone"}[undo]
		return 0, fault.Errorf(fault.Conflict, "change %d is the director's: the director's changes are %s, and change %d comes before it", id, verb, next)
	}
	return id, nil
}

// recordStep keeps an undo or redo in the log, for the record only (undo
// and redo walk over it): its kind is the step and the change's kind
// ("undo line"), its states what it took away and what it put back.
func recordStep(tx *sql.Tx, session int64, undo bool, c Change, from, to sql.NullString) error {
	step := "redo"
	if undo {
		step = "undo"
	}
	_, err := tx.Exec("INSERT INTO audit(session_id, at, kind, what, before, after, state) VALUES (?, ?, ?, ?, ?, ?, ?)",
		session, now(), step+" "+c.Kind, c.What, from, to, stateRecord)
	return err
}

// splitStep parses the kind of a stored log entry into the step that
// made it ("undo", "redo" or "") and the kind of change.
func splitStep(kind string) (step, change string) {
	if s, k, ok := strings.Cut(kind, " "); ok && (s == "undo" || s == "redo") {
		return s, k
	}
	return "", kind
}

// apply turns the stored state "from" into "to" of the log's entry id.
func apply(tx *sql.Tx, session, id int64, kind string, from, to sql.NullString) error {
	switch kind {
	case "line":
		return applyLine(tx, session, from, to)
	case "pair", "pairs":
		f, err := pairRecords(kind, from)
		if err != nil {
			return err
		}
		t, err := pairRecords(kind, to)
		if err != nil {
			return err
		}
		if len(f) != len(t) {
			return errors.New("audit record: the names before and after do not match")
		}
		for i := range t {
			res, err := tx.Exec("UPDATE pairs SET names = ? WHERE session_id = ? AND section = ? AND pair = ? AND direction = ? AND names = ?",
				string(t[i].Names), session, t[i].Section, t[i].Pair, t[i].Dir, string(f[i].Names))
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil {
				return err
			} else if n != 1 {
				return fault.Errorf(fault.Conflict, "the names of pair %s have been changed since", pairLabel(t[i].Section, t[i].Pair, t[i].Dir))
			}
		}
		return nil
	case "session":
		_, err := tx.Exec("UPDATE sessions SET deleted = ? WHERE id = ?", to.String == "true", session)
		return err
	case "field":
		_, err := tx.Exec("UPDATE sessions SET field = ? WHERE id = ?", to.String, session)
		return err
	case "event":
		return applyEvent(tx, session, to)
	case "awards":
		return applyAwards(tx, session, to)
	case "late":
		return applyLate(tx, session, from, to)
	case "hands":
		return applyHands(tx, session, from, to)
	case "player":
		return applyHidden(tx, from, to)
	case "figures":
		return applyFigures(tx, from, to)
	case "members":
		return applyMembers(tx, id, from, to)
	}
	return fmt.Errorf("unknown kind of change %q", kind)
}

// applyLine turns a traveller line as stored from one state to the other:
// taken away, put there, or replaced, provided nothing has changed it since.
func applyLine(tx *sql.Tx, session int64, from, to sql.NullString) error {
	var f, t *lineRow
	for _, p := range []struct {
		s   sql.NullString
		dst **lineRow
	}{{from, &f}, {to, &t}} {
		if p.s.Valid {
			var r lineRow
			if err := json.Unmarshal([]byte(p.s.String), &r); err != nil {
				return fmt.Errorf("audit record: %v", err)
			}
			*p.dst = &r
		}
	}
	if f != nil {
		cur, err := findLine(tx, session, f.key())
		if err != nil {
			return err
		}
		if cur == nil || !sameLine(*cur, *f) {
			return fault.New(fault.Conflict, "the line has been changed since")
		}
		if err := deleteLine(tx, session, f.key()); err != nil {
			return err
		}
	}
	if t != nil {
		if cur, err := findLine(tx, session, t.key()); err != nil {
			return err
		} else if cur != nil {
			return fault.New(fault.Conflict, "another result has been entered there since")
		}
		return insertLine(tx, session, *t)
	}
	return nil
}

// pairRecords reads the stored names of a change of kind "pair" (one
// pair) or "pairs" (several, saved together).
func pairRecords(kind string, s sql.NullString) ([]pairRecord, error) {
	if kind == "pair" {
		var p pairRecord
		if err := json.Unmarshal([]byte(s.String), &p); err != nil {
			return nil, fmt.Errorf("audit record: %v", err)
		}
		return []pairRecord{p}, nil
	}
	var ps []pairRecord
	if err := json.Unmarshal([]byte(s.String), &ps); err != nil {
		return nil, fmt.Errorf("audit record: %v", err)
	}
	return ps, nil
}

// describe puts a stored before/after state into words.
func describe(kind string, s sql.NullString) string {
	if !s.Valid {
		return "nothing"
	}
	switch kind {
	case "line":
		var r lineRow
		if json.Unmarshal([]byte(s.String), &r) != nil {
			return s.String
		}
		return describeLine(&r)
	case "pair", "pairs":
		ps, err := pairRecords(kind, s)
		if err != nil {
			return s.String
		}
		words := make([]string, len(ps))
		for i, p := range ps {
			var names []string
			if json.Unmarshal(p.Names, &names) != nil {
				return s.String
			}
			words[i] = "pair " + pairLabel(p.Section, p.Pair, p.Dir) + ": no names"
			if len(names) > 0 {
				words[i] = "pair " + pairLabel(p.Section, p.Pair, p.Dir) + ": " + strings.Join(names, " & ")
			}
		}
		return strings.Join(words, "; ")
	case "late":
		return describeLate(s)
	case "hands":
		return describeHands(s)
	case "session":
		if s.String == "true" {
			return "deleted"
		}
		return "in the list"
	case "field":
		return fieldWords(scoring.Field(s.String))
	case "event":
		return describeEvent(s)
	case "awards":
		return describeAwards(s)
	case "figures":
		return describeFigures(s)
	case "members":
		return describeMembers(s)
	case "player":
		return describeHidden(s)
	}
	return s.String
}

// History returns the session's audit log, oldest first.
func (db *DB) History(session int64) ([]Change, error) {
	rows, err := db.sql.Query("SELECT id, at, kind, what, before, after, state, source FROM audit WHERE session_id = ? ORDER BY id", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Change
	for rows.Next() {
		var c Change
		var at string
		var before, after sql.NullString
		var state int
		if err := rows.Scan(&c.ID, &at, &c.Kind, &c.What, &before, &after, &state, &c.Source); err != nil {
			return nil, err
		}
		c.Step, c.Kind = splitStep(c.Kind)
		c.At, _ = time.Parse(time.RFC3339Nano, at)
		c.Before, c.After = describe(c.Kind, before), describe(c.Kind, after)
		c.locate(before, after)
		c.Undone = state == stateUndone || state == stateSuperseded
		c.Redoable = state == stateUndone
		out = append(out, c)
	}
	return out, rows.Err()
}
