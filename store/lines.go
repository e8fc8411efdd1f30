package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"bridgescore/fault"

	"bridgescore/scoring"
)

// lineRow is a traveller line as stored, and as kept in the audit log.
type lineRow struct {
	Section  string `json:"section,omitempty"`
	Board    int    `json:"board"`
	NS       string `json:"ns"`
	NSDir    string `json:"nsDir,omitempty"`
	EW       string `json:"ew"`
	EWDir    string `json:"ewDir,omitempty"`
	Seq      int    `json:"seq"`
	Round    int    `json:"round,omitempty"`
	Table    int    `json:"table,omitempty"`
	Entry    string `json:"entry,omitempty"`
	Kind     int    `json:"kind"`
	Result   *resultJSON
	Score    int            `json:"score,omitempty"`
	NSPct    int            `json:"nsPercent,omitempty"`
	EWPct    int            `json:"ewPercent,omitempty"`
	NSWeight []weightedJSON `json:"nsWeights,omitempty"`
	EWWeight []weightedJSON `json:"ewWeights,omitempty"`
	Group    int            `json:"group,omitempty"`
	Lead     string         `json:"lead,omitempty"`
	// Source is who last put the line there: "" for the director, or the
	// table whose phone sent it ("table 3, round 2").
	Source string `json:"source,omitempty"`
}

type resultJSON struct {
	Level    int    `json:"level"`
	Strain   int    `json:"strain"`
	Doubled  int    `json:"doubled"`
	Declarer string `json:"declarer"`
	Tricks   int    `json:"tricks"`
}

type weightedJSON struct {
	Weight string      `json:"weight"`
	Score  int         `json:"score"`
	Result *resultJSON `json:"result,omitempty"`
}

func resultOf(r *scoring.Result) *resultJSON {
	if r == nil {
		return nil
	}
	d := ""
	if r.Declarer != 0 {
		d = string(rune(r.Declarer))
	}
	return &resultJSON{r.Contract.Level, int(r.Contract.Strain), int(r.Contract.Doubled), d, r.Tricks}
}

func (r *resultJSON) result() *scoring.Result {
	if r == nil {
		return nil
	}
	out := &scoring.Result{
		Contract: scoring.Contract{Level: r.Level, Strain: scoring.Strain(r.Strain), Doubled: scoring.Doubling(r.Doubled)},
		Tricks:   r.Tricks,
	}
	if r.Declarer != "" {
		out.Declarer = scoring.Seat(r.Declarer[0])
	}
	return out
}

func weightsOf(ws []scoring.WeightedScore) []weightedJSON {
	var out []weightedJSON
	for _, w := range ws {
		s := ""
		if w.Weight != nil {
			s = w.Weight.RatString()
		}
		out = append(out, weightedJSON{s, w.Score, resultOf(w.Result)})
	}
	return out
}

func weightsFrom(ws []weightedJSON) ([]scoring.WeightedScore, error) {
	var out []scoring.WeightedScore
	for _, w := range ws {
		q, err := parseRat(w.Weight)
		if err != nil {
			return nil, err
		}
		out = append(out, scoring.WeightedScore{Weight: q, Score: w.Score, Result: w.Result.result()})
	}
	return out, nil
}

func parseRat(s string) (*big.Rat, error) {
	q, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, fault.Errorf(fault.Invalid, "%q is not a number or fraction", s)
	}
	return q, nil
}

// rowOf is the stored form of a line whose pairs have the directions given.
func rowOf(l scoring.Line, nsDir, ewDir string) lineRow {
	return lineRow{
		Section: l.Section, Board: l.Board, NS: l.NS, NSDir: nsDir, EW: l.EW, EWDir: ewDir, Round: l.Round, Table: l.Table,
		Entry: entryText(l), Kind: int(l.Kind), Result: resultOf(l.Result), Score: l.Score,
		NSPct: l.NSPercent, EWPct: l.EWPercent,
		NSWeight: weightsOf(l.NSWeights), EWWeight: weightsOf(l.EWWeights), Group: l.Group,
		Lead: storedLead(l.Lead),
	}
}

// storedLead is a lead in the form ParseLead gives ("♥10" is kept as "HT").
// checkEntry has refused a lead that is not a card; were one to get here it
// is kept as given rather than lost.
func storedLead(lead string) string {
	if c, err := scoring.ParseLead(lead); err == nil {
		return c
	}
	return lead
}

func (r lineRow) line() (scoring.Line, error) {
	l := scoring.Line{
		Section: r.Section, Board: r.Board, Round: r.Round, Table: r.Table, NS: r.NS, EW: r.EW,
		Kind: scoring.LineKind(r.Kind), Result: r.Result.result(), Score: r.Score,
		NSPercent: r.NSPct, EWPercent: r.EWPct, Group: r.Group, Lead: r.Lead,
	}
	var err error
	if l.NSWeights, err = weightsFrom(r.NSWeight); err != nil {
		return l, fmt.Errorf("board %d %s v %s: stored NS weights: %v", r.Board, r.NS, r.EW, err)
	}
	if l.EWWeights, err = weightsFrom(r.EWWeight); err != nil {
		return l, fmt.Errorf("board %d %s v %s: stored EW weights: %v", r.Board, r.NS, r.EW, err)
	}
	return l, nil
}

// pairRef is a pair: its section ("" in a session of one section), its
// number and its direction ("" in a one-field movement). Pair 3 NS and
// pair 3 EW of a two-winner Mitchell are two pairs; so are pair 3 NS of
// sections A and B.
type pairRef struct{ sec, id, dir string }

// key is the pair as a line's pa and pb hold it. A session of one section
// keeps the form it had before sections were stored.
func (p pairRef) key() string {
	if p.sec == "" {
		return p.id + "\x1f" + p.dir
	}
	return p.sec + "\x1e" + p.id + "\x1f" + p.dir
}

// String names the pair as a director does: "A3 NS".
func (p pairRef) String() string {
	return scoring.PairRef{Section: p.sec, ID: p.id, Direction: p.dir}.String()
}

// pairSet is a session's pairs.
type pairSet map[pairRef]bool

// add lists a pair, refusing a number used twice in the same field.
func (ps pairSet) add(sec, id, dir string) error {
	if strings.TrimSpace(id) == "" {
		return fault.New(fault.Invalid, "a pair has no number")
	}
	if len(sec) > MaxSectionName {
		return fault.Errorf(fault.Invalid, "pair %s: a section's name is at most %d characters", id, MaxSectionName)
	}
	switch dir {
	case "", "NS", "EW":
	default:
		return fault.Errorf(fault.Invalid, "pair %s: direction %q (expected NS, EW or nothing)", id, dir)
	}
	if ps[pairRef{sec, id, dir}] || (dir == "" && (ps[pairRef{sec, id, "NS"}] || ps[pairRef{sec, id, "EW"}])) || (dir != "" && ps[pairRef{sec, id, ""}]) {
		return fault.Errorf(fault.Invalid, "pair %s appears twice", pairRef{sec, id, ""})
	}
	ps[pairRef{sec, id, dir}] = true
	return nil
}

// seat finds the pair of a number sitting in a seat ("NS" or "EW") of a
// section: the pair of that direction, else the one-field pair of that
// number.
func (ps pairSet) seat(sec, id, seat string) (pairRef, error) {
	for _, dir := range []string{seat, ""} {
		if ps[pairRef{sec, id, dir}] {
			return pairRef{sec, id, dir}, nil
		}
	}
	other := "EW"
	if seat == "EW" {
		other = "NS"
	}
	if ps[pairRef{sec, id, other}] {
		return pairRef{}, fault.Errorf(fault.Invalid, "pair %s is an %s pair but sits %s", pairRef{sec, id, ""}, other, seat)
	}
	if sec != "" {
		return pairRef{}, fault.Errorf(fault.NotFound, "unknown pair %q in section %s (not in the session's list of pairs)", id, sec)
	}
	return pairRef{}, fault.Errorf(fault.NotFound, "unknown pair %q (not in the session's list of pairs)", id)
}

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
	switch l.Kind {
	case scoring.Played, scoring.NotPlayed:
	case scoring.Artificial:
		if l.NSPercent < 0 || l.NSPercent > 100 || l.EWPercent < 0 || l.EWPercent > 100 {
			return fault.Errorf(fault.Invalid, "adjusted score %d%%/%d%% (expected percentages from 0 to 100)", l.NSPercent, l.EWPercent)
		}
	case scoring.Weighted:
		for _, side := range [][]scoring.WeightedScore{l.NSWeights, l.EWWeights} {
			sum := new(big.Rat)
			for _, w := range side {
				if w.Weight == nil || w.Weight.Sign() <= 0 {
					return fault.New(fault.Invalid, "weighted score with a missing or non-positive weight")
				}
				sum.Add(sum, w.Weight)
			}
			if sum.Cmp(big.NewRat(1, 1)) != 0 {
				return fault.Errorf(fault.Invalid, "weighted score weights add up to %s (expected 1)", sum.RatString())
			}
		}
	default:
		return fault.Errorf(fault.Invalid, "unknown kind of line %d", l.Kind)
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

func sessionPairs(tx *sql.Tx, session int64) (pairSet, error) {
	rows, err := tx.Query("SELECT section, pair, direction FROM pairs WHERE session_id = ?", session)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := pairSet{}
	for rows.Next() {
		var p pairRef
		if err := rows.Scan(&p.sec, &p.id, &p.dir); err != nil {
			return nil, err
		}
		out[p] = true
	}
	return out, rows.Err()
}

func liveSession(tx *sql.Tx, session int64) error {
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
func livePairs(tx *sql.Tx, session int64) (pairSet, error) {
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
	old, err := findLine(tx, session, k)
	if err != nil {
		return false, err
	}
	for _, p := range []pairRef{ns, ew} {
		var a, adir, b, bdir string
		err := tx.QueryRow(`SELECT ns, ns_dir, ew, ew_dir FROM lines
			WHERE session_id = ? AND board = ? AND (pa = ? OR pb = ?) AND NOT (pa = ? AND pb = ?)`,
			session, l.Board, p.key(), p.key(), k.pa, k.pb).Scan(&a, &adir, &b, &bdir)
		if err == nil {
			other := a
			if (pairRef{p.sec, a, adir}) == p {
				other = b
			}
			return false, fault.Errorf(fault.Conflict, "board %d: pair %s already has a result on board %d against %s; delete that line first", l.Board, pairRef{p.sec, p.id, ""}, l.Board, other)
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return false, err
		}
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

// PairNames are the players of one pair. Dir is the pair's direction:
// "NS" or "EW" in a two-winner Mitchell, "" in a one-field movement.
type PairNames struct {
	Section   string // "" in a session of one section
	Pair, Dir string
	Names     []string
}

// SetPairNames changes the players of a pair (audited), and adds the names
// to the players list for completion.
func (db *DB) SetPairNames(session int64, pair scoring.PairRef, names []string) error {
	return db.SetPairsNames(session, []PairNames{{Section: pair.Section, Pair: pair.ID, Dir: pair.Direction, Names: names}})
}

// SetPairsNames changes the players of several pairs in one transaction
// and one audited change, which one undo takes back: the names dialog's
// save. Pairs whose names are unchanged are left out of the change; a
// pair the session does not have refuses the whole change.
func (db *DB) SetPairsNames(session int64, pairs []PairNames) error {
	return db.write(func(tx *sql.Tx) error {
		if err := liveSession(tx, session); err != nil {
			return err
		}
		var before, after []pairRecord
		for _, p := range pairs {
			var was string
			err := tx.QueryRow("SELECT names FROM pairs WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", session, p.Section, p.Pair, p.Dir).Scan(&was)
			if errors.Is(err, sql.ErrNoRows) {
				return fault.Errorf(fault.NotFound, "session %d has no pair %s", session, pairLabel(p.Section, p.Pair, p.Dir))
			}
			if err != nil {
				return err
			}
			b, err := json.Marshal(nonNil(p.Names))
			if err != nil {
				return err
			}
			if string(b) == was {
				continue
			}
			if _, err := tx.Exec("UPDATE pairs SET names = ? WHERE session_id = ? AND section = ? AND pair = ? AND direction = ?", string(b), session, p.Section, p.Pair, p.Dir); err != nil {
				return err
			}
			if err := addPlayers(tx, p.Names); err != nil {
				return err
			}
			before = append(before, pairRecord{p.Section, p.Pair, p.Dir, json.RawMessage(was)})
			after = append(after, pairRecord{p.Section, p.Pair, p.Dir, json.RawMessage(b)})
		}
		switch len(after) {
		case 0:
			return errUnchanged
		case 1:
			b, a := before[0], after[0]
			return record(tx, session, "pair", "names of pair "+pairLabel(a.Section, a.Pair, a.Dir), mustJSON(b), mustJSON(a))
		}
		return record(tx, session, "pairs", fmt.Sprintf("names of %d pairs", len(after)), mustJSON(before), mustJSON(after))
	})
}

// pairLabel names a pair in the history: "3 NS" for a bare number with a
// direction, as the window shows it.
func pairLabel(section, pair, dir string) string {
	return scoring.PairRef{Section: section, ID: pair, Direction: dir}.String()
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

type pairRecord struct {
	Section string          `json:"section,omitempty"`
	Pair    string          `json:"pair"`
	Dir     string          `json:"dir,omitempty"`
	Names   json.RawMessage `json:"names"`
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

func addPlayers(tx *sql.Tx, names []string) error {
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if _, err := tx.Exec("INSERT INTO players(name) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM players WHERE name = ?)", n, n); err != nil {
			return err
		}
	}
	return nil
}

// entryText is the canonical text of a line as a director types it, kept
// with the line so that other programs reading the file see it as typed.
func entryText(l scoring.Line) string { return scoring.EntryText(l) }
