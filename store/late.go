package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"

	"bridgescore/movements"
)

// Late changes alter a session's movement after play has started: a late
// pair takes the phantom's place, a pair leaves, or the phantom moves to
// another pair number. The movement is kept in the section's Params as set
// up in the wizard; the movements package rewrites it (LatePair,
// PairLeaves, MovePhantom) and says whether it can still be played. Here
// the store refuses a change that would take away results already
// entered, saves the new movement with the pairs added or removed, and
// records the change in the audit log (kind "late") so that Undo, Redo and
// History treat it as they treat a traveller line.

// ErrNoMovement refuses what needs a session's movement (table entry, a
// late change, guide cards) in a session imported from another program's
// file without it. It is the one such refusal: the service gives it too.
var ErrNoMovement = fault.New(fault.Invalid, "this session was imported without its movement, so its tables, pairs and rounds cannot be changed or entered from here")

// lateState is what a late change alters, as the audit log keeps it.
type lateState struct {
	// Section names the section changed in a session of several; "" in a
	// session of one.
	Section string     `json:"section,omitempty"`
	Params  string     `json:"params"`
	Pairs   []latePair `json:"pairs"`
	// Words says in a director's words how the movement stands.
	Words string `json:"words"`
}

// latePair is a pair a late change adds or removes.
type latePair struct {
	Pair    string          `json:"pair"`
	Dir     string          `json:"dir,omitempty"`
	Present bool            `json:"present"`
	Names   json.RawMessage `json:"names,omitempty"`
	Seq     int             `json:"seq"`
}

// lateSection is the movement of a section, as stored.
type lateSection struct {
	id     int64
	params string
	m      *movements.Movement
	// name is the section's name as its pairs and lines carry it: "" in
	// a session of one section.
	name string
}

// readLateSection reads the movement of the section named in a session of
// several, or of the only section ("") of a session of one.
func readLateSection(tx *sql.Tx, session int64, section string) (*lateSection, error) {
	if err := liveSession(tx, session); err != nil {
		return nil, err
	}
	rows, err := tx.Query("SELECT id, name, params FROM sections WHERE session_id = ? ORDER BY id", session)
	if err != nil {
		return nil, err
	}
	var secs []lateSection
	for rows.Next() {
		var s lateSection
		if err := rows.Scan(&s.id, &s.name, &s.params); err != nil {
			rows.Close()
			return nil, err
		}
		secs = append(secs, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var s lateSection
	switch {
	case len(secs) == 1 && section == "":
		s = secs[0]
		s.name = ""
	case len(secs) > 1 && section != "":
		found := false
		for _, x := range secs {
			if x.name == section {
				s, found = x, true
			}
		}
		if !found {
			return nil, fault.Errorf(fault.NotFound, "session %d has no section %s", session, section)
		}
	case len(secs) > 1:
		return nil, fault.Errorf(fault.Invalid, "session %d has several sections: say which", session)
	default:
		return nil, fmt.Errorf("session %d: %w", session, ErrNoMovement)
	}
	m, err := decodeMovement(session, s.params)
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, fmt.Errorf("session %d: %w", session, ErrNoMovement)
	}
	s.m = m
	return &s, nil
}

// resultsFrom lists the boards on which a pair has results entered in the
// given round or later, for a change that would take those rounds away.
func resultsFrom(tx *sql.Tx, session int64, section, id, dir string, round int) ([]string, error) {
	rows, err := tx.Query(`SELECT board, round FROM lines WHERE session_id = ? AND section = ? AND round >= ?
		AND ((ns = ? AND ns_dir = ?) OR (ew = ? AND ew_dir = ?)) ORDER BY round, board`, session, section, round, id, dir, id, dir)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var b, r int
		if err := rows.Scan(&b, &r); err != nil {
			return nil, err
		}
		out = append(out, fmt.Sprintf("board %d (round %d)", b, r))
	}
	return out, rows.Err()
}

// currentPair reads a pair as the pairs table holds it.
func currentPair(tx *sql.Tx, session int64, section, id, dir string) (latePair, error) {
	p := latePair{Pair: id, Dir: dir}
	var names string
	err := tx.QueryRow("SELECT names, seq FROM pairs WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", session, section, id, dir).Scan(&names, &p.Seq)
	if errors.Is(err, sql.ErrNoRows) {
		return p, nil
	}
	if err != nil {
		return p, err
	}
	p.Present, p.Names = true, json.RawMessage(names)
	return p, nil
}

func nextSeq(tx *sql.Tx, session int64) (int, error) {
	var n int
	err := tx.QueryRow("SELECT coalesce(max(seq), -1) + 1 FROM pairs WHERE session_id = ?", session).Scan(&n)
	return n, err
}

func namesJSON(names []string) json.RawMessage {
	var clean []string
	for _, n := range names {
		if n = strings.TrimSpace(n); n != "" {
			clean = append(clean, n)
		}
	}
	b, _ := json.Marshal(nonNil(clean))
	return b
}

func namesWords(raw json.RawMessage) string {
	var names []string
	if json.Unmarshal(raw, &names) != nil || len(names) == 0 {
		return "no names"
	}
	return strings.Join(names, " & ")
}

// lateWrite stores the rewritten movement with the pairs added or
// removed, recording the change, or refuses the change when the
// movements rules found the movement it would leave unplayable.
func lateWrite(tx *sql.Tx, session int64, sec *lateSection, change lateChange, what string, pairs []latePair) (movements.Validation, error) {
	after, v := change.after, change.v
	if sec.name != "" {
		what = "section " + sec.name + ": " + what
	}
	if change.unplayable != nil {
		return v, fault.Errorf(fault.Invalid, "%s would leave a movement that cannot be played: %s", what, strings.Join(change.unplayable.Reasons, "; "))
	}
	params, err := json.Marshal(after)
	if err != nil {
		return v, err
	}
	before := lateState{Section: sec.name, Params: sec.params, Words: sec.m.Standing()}
	now := lateState{Section: sec.name, Params: string(params), Words: after.Standing()}
	for _, p := range pairs {
		cur, err := currentPair(tx, session, sec.name, p.Pair, p.Dir)
		if err != nil {
			return v, err
		}
		before.Pairs = append(before.Pairs, cur)
		now.Pairs = append(now.Pairs, p)
	}
	if err := setLateState(tx, session, sec, before, now); err != nil {
		return v, err
	}
	b, _ := json.Marshal(before)
	a, _ := json.Marshal(now)
	return v, record(tx, session, "late", what, string(b), string(a))
}

// setLateState turns the stored state from into to, refusing when the
// session no longer stands as from says.
func setLateState(tx *sql.Tx, session int64, sec *lateSection, from, to lateState) error {
	section, name := sec.id, sec.name
	var params string
	if err := tx.QueryRow("SELECT params FROM sections WHERE id = ?", section).Scan(&params); err != nil {
		return err
	}
	if params != from.Params {
		return fault.New(fault.Conflict, "the movement has been changed since")
	}
	for _, p := range from.Pairs {
		cur, err := currentPair(tx, session, name, p.Pair, p.Dir)
		if err != nil {
			return err
		}
		if cur.Present != p.Present || (p.Present && string(cur.Names) != string(p.Names)) {
			return fault.Errorf(fault.Conflict, "pair %s has been changed since", p.Pair)
		}
	}
	if _, err := tx.Exec("UPDATE sections SET params = ? WHERE id = ?", to.Params, section); err != nil {
		return err
	}
	for _, p := range to.Pairs {
		cur, err := currentPair(tx, session, name, p.Pair, p.Dir)
		if err != nil {
			return err
		}
		switch {
		case p.Present && cur.Present:
			_, err = tx.Exec("UPDATE pairs SET names = ? WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", string(p.Names), session, name, p.Pair, p.Dir)
		case p.Present:
			_, err = tx.Exec("INSERT INTO pairs(session_id, section, pair, direction, names, seq) VALUES (?, ?, ?, ?, ?, ?)",
				session, name, p.Pair, p.Dir, string(p.Names), p.Seq)
		case cur.Present:
			var n int
			if err := tx.QueryRow("SELECT count(*) FROM lines WHERE session_id = ? AND section = ? AND ((ns = ? AND ns_dir = ?) OR (ew = ? AND ew_dir = ?))",
				session, name, p.Pair, p.Dir, p.Pair, p.Dir).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return fault.Errorf(fault.Conflict, "pair %s has %d result(s) entered; delete them first", p.Pair, n)
			}
			_, err = tx.Exec("DELETE FROM pairs WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", session, name, p.Pair, p.Dir)
		}
		if err != nil {
			return err
		}
		if p.Present {
			var names []string
			if json.Unmarshal(p.Names, &names) == nil {
				if err := addPlayers(tx, names); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func applyLate(tx *sql.Tx, session int64, from, to sql.NullString) error {
	var f, t lateState
	if err := json.Unmarshal([]byte(from.String), &f); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	if err := json.Unmarshal([]byte(to.String), &t); err != nil {
		return fmt.Errorf("audit record: %v", err)
	}
	sec, err := readLateSection(tx, session, f.Section)
	if err != nil {
		return err
	}
	return setLateState(tx, session, sec, f, t)
}

func describeLate(s sql.NullString) string {
	var st lateState
	if json.Unmarshal([]byte(s.String), &st) != nil {
		return s.String
	}
	parts := []string{st.Words}
	for _, p := range st.Pairs {
		if p.Present {
			parts = append(parts, fmt.Sprintf("%s %s", p.Pair, namesWords(p.Names)))
		}
	}
	return strings.Join(parts, "; ")
}

// lateChange is a movement rewritten by the movements rules: the new
// movement and its validation, or why it cannot be played.
type lateChange struct {
	after      *movements.Movement
	v          movements.Validation
	unplayable *movements.UnplayableError
}

// rewrite takes a late change's outcome from the movements rules: a
// change they refuse outright is an error; one that would leave an
// unplayable movement is refused only after the store's own checks, as
// lateWrite records.
func rewrite(after *movements.Movement, v movements.Validation, err error) (lateChange, error) {
	c := lateChange{after: after, v: v}
	if err != nil && !errors.As(err, &c.unplayable) {
		return c, fault.As(fault.Invalid, err)
	}
	return c, nil
}

// AddLatePair seats a late pair in the place of the phantom of a half
// table: from the given round on, the phantom's opponents play the new
// pair instead of sitting out. Rounds before it were sit-outs and stay
// so (they are taken off the schedule). It returns the validation of the
// movement as it now stands; a change that would make the movement
// unplayable is refused with the reason and nothing is changed.
func (db *DB) AddLatePair(session int64, section string, names []string, fromRound int) (movements.Validation, error) {
	var v movements.Validation
	err := db.write(func(tx *sql.Tx) error {
		sec, err := readLateSection(tx, session, section)
		if err != nil {
			return err
		}
		change, err := rewrite(sec.m.LatePair(fromRound))
		if err != nil {
			return err
		}
		ph := *sec.m.Phantom
		id, dir := sec.m.ResultPair(ph)
		seq, err := nextSeq(tx, session)
		if err != nil {
			return err
		}
		p := latePair{Pair: id, Dir: dir, Present: true, Names: namesJSON(names), Seq: seq}
		what := fmt.Sprintf("late pair %s (%s) plays from round %d", ph, namesWords(p.Names), fromRound)
		v, err = lateWrite(tx, session, sec, change, what, []latePair{p})
		return err
	})
	return v, err
}

// PairLeaves takes a pair out of the movement from the given round on:
// its opponents in those rounds sit out, and no results are expected for
// those tables. Results the pair has in earlier rounds stay. A pair with
// results already entered for the rounds it is to miss is refused (delete
// them first), and so is a change that would make the movement unplayable.
func (db *DB) PairLeaves(session int64, section string, pair movements.PairID, fromRound int) (movements.Validation, error) {
	var v movements.Validation
	err := db.write(func(tx *sql.Tx) error {
		sec, err := readLateSection(tx, session, section)
		if err != nil {
			return err
		}
		change, err := rewrite(sec.m.PairLeaves(pair, fromRound))
		if err != nil {
			return err
		}
		id, dir := sec.m.ResultPair(pair)
		played, err := resultsFrom(tx, session, sec.name, id, dir, fromRound)
		if err != nil {
			return err
		}
		if len(played) > 0 {
			return fault.Errorf(fault.Conflict, "pair %s already has results from round %d on (%s): delete them first, or let the pair leave from a later round", pair, fromRound, strings.Join(played, ", "))
		}
		what := fmt.Sprintf("pair %s leaves from round %d", pair, fromRound)
		v, err = lateWrite(tx, session, sec, change, what, nil)
		return err
	})
	return v, err
}

// MovePhantom makes another pair number the missing one. From round 1
// (before play) the pair at the phantom's number takes the names of the
// pair at the new number, which becomes the phantom. From a later round
// the old phantom's number becomes a pair (with the names given) and the
// pair at the new number leaves: their rounds already played stay as
// they were. The new number must have no results in the rounds it is to
// miss.
func (db *DB) MovePhantom(session int64, section string, to movements.PairID, fromRound int, names []string) (movements.Validation, error) {
	var v movements.Validation
	err := db.write(func(tx *sql.Tx) error {
		sec, err := readLateSection(tx, session, section)
		if err != nil {
			return err
		}
		change, err := rewrite(sec.m.MovePhantom(to, fromRound))
		if err != nil {
			return err
		}
		toID, toDir := sec.m.ResultPair(to)
		played, err := resultsFrom(tx, session, sec.name, toID, toDir, fromRound)
		if err != nil {
			return err
		}
		if len(played) > 0 {
			return fault.Errorf(fault.Conflict, "pair %s already has results from round %d on (%s): delete them first, or move the phantom from a later round", to, fromRound, strings.Join(played, ", "))
		}
		ph := *sec.m.Phantom
		phID, phDir := sec.m.ResultPair(ph)
		seq, err := nextSeq(tx, session)
		if err != nil {
			return err
		}
		moved := latePair{Pair: phID, Dir: phDir, Present: true, Names: namesJSON(names), Seq: seq}
		pairs := []latePair{moved}
		if fromRound == 1 {
			// The pair at the new number plays under the old one's.
			cur, err := currentPair(tx, session, sec.name, toID, toDir)
			if err != nil {
				return err
			}
			if len(names) == 0 && cur.Present {
				moved.Names = cur.Names
			}
			pairs = []latePair{moved, {Pair: toID, Dir: toDir, Seq: cur.Seq}}
		}
		what := fmt.Sprintf("phantom moved from pair %s to pair %s from round %d", ph, to, fromRound)
		v, err = lateWrite(tx, session, sec, change, what, pairs)
		return err
	})
	return v, err
}
