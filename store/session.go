package store

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"bridgescore/fault"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// Section is how a section of a session was run.
type Section struct {
	Name string // "A" when there is only one
	// Movement is the movement family; Custom for a director's own.
	Movement       movements.Kind
	Tables         int
	Rounds         int
	BoardsPerRound int
	// Pairs counts the section's pairs as the database holds them (the
	// phantom is none), when read back; ignored when stored.
	Pairs int
	// Params holds any further movement parameters (skip round, relay,
	// arrow-switch rounds...) in the movements package's own words.
	Params string
	// Custom holds a custom movement's text when Movement is Custom.
	Custom string
}

// Meta describes a session.
type Meta struct {
	ID    int64
	Club  string
	Event string
	// EventTitle is the name a director gave the event the session belongs
	// to (import --event), "" for a session that is an event of its own.
	EventTitle string
	Name       string
	Date       string // YYYY-MM-DD when known, else as given
	Method     scoring.Method
	Rules      scoring.Rules
	Options    scoring.Options
	// Field is how a session of several sections is compared: by section
	// (the default) or across the field.
	Field    scoring.Field
	Sections []Section
	Complete bool
	// Lines is how many traveller lines are entered.
	Lines   int
	Created time.Time
}

// StoredMovement is the movement a session set up with one keeps in its
// only section, as the wizard made it and late changes left it; nil when
// the session keeps none (one imported from another program's file).
func (m *Meta) StoredMovement() (*movements.Movement, error) {
	if len(m.Sections) != 1 {
		return nil, nil
	}
	return decodeMovement(m.ID, m.Sections[0].Params)
}

// SectionMovement is the movement a section keeps, by the section's name;
// in a session of one section, that section's whatever name is asked. Nil
// when the section keeps none (one imported from another program's file).
func (m *Meta) SectionMovement(name string) (*movements.Movement, error) {
	for _, s := range m.Sections {
		if s.Name == name || len(m.Sections) == 1 {
			return decodeMovement(m.ID, s.Params)
		}
	}
	return nil, nil
}

// decodeMovement reads a section's Params: the movement as JSON, or
// anything else for a section that keeps no movement. It is the one
// reader of the stored movement.
func decodeMovement(session int64, params string) (*movements.Movement, error) {
	if !strings.HasPrefix(strings.TrimSpace(params), "{") {
		return nil, nil
	}
	var mv movements.Movement
	if err := json.Unmarshal([]byte(params), &mv); err != nil {
		return nil, fmt.Errorf("session %d: its movement could not be read: %v", session, err)
	}
	if len(mv.Schedule) == 0 || len(mv.Pairs) == 0 {
		return nil, fmt.Errorf("session %d: its stored movement has no schedule", session)
	}
	return &mv, nil
}

// Movement describes the session's movement in a few words, e.g.
// "mitchell, 7 tables"; "" when not known (an imported one-field session).
func (m *Meta) Movement() string {
	if len(m.Sections) > 1 {
		// The list has room for the shape of the night, not each section.
		pairs, tables := 0, 0
		for _, s := range m.Sections {
			pairs += s.Pairs
			tables += s.Tables
		}
		switch {
		case pairs > 0:
			return fmt.Sprintf("%d sections, %s tables", len(m.Sections), tablesOfPairs(pairs))
		case tables > 0:
			return fmt.Sprintf("%d sections, %d tables", len(m.Sections), tables)
		}
		return fmt.Sprintf("%d sections", len(m.Sections))
	}
	var parts []string
	for _, s := range m.Sections {
		d := string(s.Movement)
		switch {
		case s.Pairs > 0:
			d = strings.TrimPrefix(fmt.Sprintf("%s, %s tables", d, tablesOfPairs(s.Pairs)), ", ")
		case s.Tables > 0:
			d = strings.TrimPrefix(fmt.Sprintf("%s, %d tables", d, s.Tables), ", ")
		}
		if d != "" {
			parts = append(parts, d)
		}
	}
	return strings.Join(parts, "; ")
}

// tablesOfPairs is the tables a number of pairs fill, as a director
// counts them: 15 pairs are 7½ tables, whether the movement gave the odd
// pair's table a phantom or the file left it out.
func tablesOfPairs(pairs int) string {
	return movements.TablesText((pairs+1)/2, pairs%2 == 1)
}

// NewSession is everything known about a session when it is created:
// imported from another program's file or set up on the night.
type NewSession struct {
	Meta    Meta // ID, Lines and Created are ignored
	Session scoring.Session
	// Boards are the session's boards, each with its dealer and
	// vulnerability, and its hands and their analysis when known.
	Boards []scoring.Deal
	// Awards is what the session awards, as package club writes it; ""
	// for nothing.
	Awards string
}

// LineError is a traveller line the database refused, and why.
type LineError struct {
	Index int // position in the list given, from 0
	Line  scoring.Line
	Err   error
}

// FaultCode says that a refused line is a refusal of what was given.
func (LineError) FaultCode() fault.Code { return fault.Invalid }

func (e LineError) Error() string {
	return fmt.Sprintf("line %d (board %d, %s v %s): %v", e.Index+1, e.Line.Board, e.Line.NS, e.Line.EW, e.Err)
}

// RejectedError lists every line of an import that was refused; when it is
// returned nothing was stored.
type RejectedError struct {
	Lines []LineError
}

// FaultCode says that a refused import is a refusal of what was given.
func (*RejectedError) FaultCode() fault.Code { return fault.Invalid }

func (e *RejectedError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d traveller line(s) rejected, nothing was imported:", len(e.Lines))
	for _, l := range e.Lines {
		b.WriteString("\n  ")
		b.WriteString(l.Error())
	}
	return b.String()
}

// ErrNoSession is returned for a session id that does not exist.
var ErrNoSession = fault.New(fault.NotFound, "no such session")

// CreateSession stores a whole session in one transaction: all of it or, on
// any error, none of it. Every refused traveller line is reported in a
// *RejectedError.
func (db *DB) CreateSession(ns NewSession) (int64, error) {
	dirs, err := checkSession(&ns)
	if err != nil {
		return 0, err
	}
	var id int64
	err = db.write(func(tx *sql.Tx) error {
		var err error
		id, err = createSession(tx, &ns, dirs)
		return err
	})
	return id, err
}

// checkSession finds everything wrong with a session before anything is
// written, so that the director sees every bad line at once.
func checkSession(ns *NewSession) (dirs [][2]string, err error) {
	m := &ns.Meta
	if m.Method == "" {
		m.Method = scoring.Matchpoints
	}
	if m.Rules == "" {
		m.Rules = scoring.WBF
	}
	switch m.Method {
	case scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler:
	default:
		return nil, fault.Errorf(fault.Invalid, "unknown scoring method %q (expected mp, ximp or butler)", m.Method)
	}
	switch m.Rules {
	case scoring.WBF, scoring.ACBL:
	default:
		return nil, fault.Errorf(fault.Invalid, "unknown matchpoint rules %q (expected wbf or acbl)", m.Rules)
	}
	switch m.Field {
	case "", scoring.BySection, scoring.AcrossField:
	default:
		return nil, fault.Errorf(fault.Invalid, "unknown field %q (expected section or across)", m.Field)
	}
	if err := checkSectioned(ns.Session.Pairs); err != nil {
		return nil, err
	}
	pairs := pairSet{}
	for i, p := range ns.Session.Pairs {
		if err := pairs.add(p.Section, p.ID, p.Direction); err != nil {
			return nil, fault.Errorf(fault.Invalid, "pair %d in the list: %v", i+1, err)
		}
	}
	boards := map[int]bool{}
	for _, b := range ns.Boards {
		if b.Board < 1 {
			return nil, fault.Errorf(fault.Invalid, "board number %d (expected 1 or more)", b.Board)
		}
		if boards[b.Board] {
			return nil, fault.Errorf(fault.Invalid, "board %d appears twice in the hand record", b.Board)
		}
		boards[b.Board] = true
	}
	var rej RejectedError
	dirs = make([][2]string, len(ns.Session.Lines))
	seen := map[lineKey]int{}
	played := map[pairBoard]int{}
	for i, l := range ns.Session.Lines {
		nsp, ewp, err := checkLine(l, pairs)
		if err != nil {
			rej.Lines = append(rej.Lines, LineError{i, l, err})
			continue
		}
		k := keyOf(l.Board, nsp, ewp)
		if j, dup := seen[k]; dup {
			rej.Lines = append(rej.Lines, LineError{i, l, fmt.Errorf("a second result for these pairs on this board (first at line %d)", j+1)})
			continue
		}
		seen[k] = i
		bad := false
		for _, p := range []pairRef{nsp, ewp} {
			if j, dup := played[pairBoard{p, l.Board}]; dup {
				rej.Lines = append(rej.Lines, LineError{i, l, fmt.Errorf("pair %s already has a result on board %d (line %d)", pairRef{p.sec, p.id, ""}, l.Board, j+1)})
				bad = true
				break
			}
		}
		if bad {
			continue
		}
		played[pairBoard{nsp, l.Board}] = i
		played[pairBoard{ewp, l.Board}] = i
		dirs[i] = [2]string{nsp.dir, ewp.dir}
	}
	if len(rej.Lines) > 0 {
		return nil, &rej
	}
	return dirs, nil
}

// MaxSectionName bounds a section's name: a letter or two in practice.
const MaxSectionName = 20

// checkSectioned refuses a list of pairs of which some have a section and
// some not: every pair of a session of several sections sits in one.
func checkSectioned(pairs []scoring.Pair) error {
	var with, without int
	for _, p := range pairs {
		if p.Section == "" {
			without++
		} else {
			with++
		}
	}
	if with > 0 && without > 0 {
		return fault.Errorf(fault.Invalid, "%d pairs have a section and %d have none: in a session of several sections every pair has one", with, without)
	}
	return nil
}

type pairBoard struct {
	pair  pairRef
	board int
}

// createSession writes a checked session; dirs are the directions of each
// line's pairs as checkSession found them.
func createSession(tx *sql.Tx, ns *NewSession, dirs [][2]string) (int64, error) {
	m := &ns.Meta
	var clubID sql.NullInt64
	if m.Club != "" {
		if _, err := tx.Exec("INSERT INTO club(name) VALUES (?) ON CONFLICT(name) DO NOTHING", m.Club); err != nil {
			return 0, err
		}
		if err := tx.QueryRow("SELECT id FROM club WHERE name = ?", m.Club).Scan(&clubID); err != nil {
			return 0, err
		}
	}
	eventID, err := eventFor(tx, clubID, m)
	if err != nil {
		return 0, err
	}
	opts, err := json.Marshal(optionsRecord(m.Options))
	if err != nil {
		return 0, err
	}
	res, err := tx.Exec(`INSERT INTO sessions(event_id, name, date, method, rules, options, field, complete, created)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		eventID, m.Name, m.Date, string(m.Method), string(m.Rules), string(opts), string(m.Field), m.Complete, now())
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	if err := putAwards(tx, id, ns.Awards); err != nil {
		return 0, err
	}
	for _, s := range m.Sections {
		if s.Name == "" {
			s.Name = "A"
		}
		if _, err := tx.Exec(`INSERT INTO sections(session_id, name, movement, tables, rounds, boards_per_round, params, custom)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, s.Name, string(s.Movement), s.Tables, s.Rounds, s.BoardsPerRound, s.Params, s.Custom); err != nil {
			return 0, err
		}
	}
	for i, p := range ns.Session.Pairs {
		names, _ := json.Marshal(nonNil(p.Names))
		if _, err := tx.Exec("INSERT INTO pairs(session_id, section, pair, direction, names, seq) VALUES (?, ?, ?, ?, ?, ?)",
			id, p.Section, p.ID, p.Direction, string(names), i); err != nil {
			return 0, fault.Errorf(fault.Invalid, "pair %s: %v", p.Ref(), err)
		}
		if err := addPlayers(tx, p.Names); err != nil {
			return 0, err
		}
	}
	for _, b := range ns.Boards {
		if _, err := tx.Exec("INSERT INTO boards(session_id, number, dealer, vul, deal, dd, par) VALUES (?, ?, ?, ?, ?, ?, ?)",
			id, b.Board, string(rune(b.Dealer)), int(b.Vul), dealText(b), encodeDD(b.DD), encodePar(b.Par)); err != nil {
			return 0, fault.Errorf(fault.Invalid, "board %d: %v", b.Board, err)
		}
	}
	for i, l := range ns.Session.Lines {
		r := rowOf(l, dirs[i][0], dirs[i][1])
		r.Seq = i
		if err := insertLine(tx, id, r); err != nil {
			return 0, &RejectedError{Lines: []LineError{{i, l, err}}}
		}
	}
	what := fmt.Sprintf("session created with %d pairs and %d traveller lines", len(ns.Session.Pairs), len(ns.Session.Lines))
	if _, err := tx.Exec("INSERT INTO audit(session_id, at, kind, what, state) VALUES (?, ?, 'session', ?, ?)",
		id, now(), what, stateRecord); err != nil {
		return 0, err
	}
	return id, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func now() string { return time.Now().UTC().Format(time.RFC3339Nano) }

// optionsJSON is the stored form of scoring.Options, kept apart from the
// scoring type so that a renamed field there cannot silently drop a stored
// setting.
type optionsJSON struct {
	Law12C2c        bool   `json:"law12c2c,omitempty"`
	AveragePlusIMPs string `json:"averagePlusIMPs,omitempty"`
	ButlerDrop      int    `json:"butlerDrop,omitempty"`
	ButlerDropMin   int    `json:"butlerDropMin,omitempty"`
}

func optionsRecord(o scoring.Options) optionsJSON {
	r := optionsJSON{Law12C2c: o.Law12C2c, ButlerDrop: o.ButlerDrop, ButlerDropMin: o.ButlerDropMin}
	if o.AveragePlusIMPs != nil {
		r.AveragePlusIMPs = o.AveragePlusIMPs.RatString()
	}
	return r
}

func (r optionsJSON) options() (scoring.Options, error) {
	o := scoring.Options{Law12C2c: r.Law12C2c, ButlerDrop: r.ButlerDrop, ButlerDropMin: r.ButlerDropMin}
	if r.AveragePlusIMPs != "" {
		q, err := parseRat(r.AveragePlusIMPs)
		if err != nil {
			return o, fmt.Errorf("stored Average-plus IMPs %q: %v", r.AveragePlusIMPs, err)
		}
		o.AveragePlusIMPs = q
	}
	return o, nil
}

// ListSessions lists the sessions, newest first (by date, then by when they
// were stored). Deleted sessions are left out.
func (db *DB) ListSessions() ([]Meta, error) {
	var out []Meta
	err := db.read(func(tx *sql.Tx) error {
		var err error
		out, err = listSessions(tx)
		return err
	})
	return out, err
}

func listSessions(q querier) ([]Meta, error) {
	rows, err := q.Query(`SELECT s.id, coalesce(c.name, ''), e.name, coalesce(e.title, ''), s.name, s.date, s.method, s.rules, s.options, s.field, s.complete, s.created,
			s.line_count
		FROM sessions s JOIN events e ON e.id = s.event_id LEFT JOIN club c ON c.id = e.club_id
		WHERE s.deleted = 0
		ORDER BY s.date DESC, s.id DESC`)
	if err != nil {
		return nil, err
	}
	var out []Meta
	for rows.Next() {
		m, err := scanMeta(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		out = append(out, m)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	secs, err := sectionsOf(q, 0)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Sections = secs[out[i].ID]
	}
	return out, nil
}

type scanner interface{ Scan(...any) error }

func scanMeta(r scanner) (Meta, error) {
	var m Meta
	var method, rules, opts, field, created string
	if err := r.Scan(&m.ID, &m.Club, &m.Event, &m.EventTitle, &m.Name, &m.Date, &method, &rules, &opts, &field, &m.Complete, &created, &m.Lines); err != nil {
		return m, err
	}
	m.Method, m.Rules, m.Field = scoring.Method(method), scoring.Rules(rules), scoring.Field(field)
	var o optionsJSON
	if err := json.Unmarshal([]byte(opts), &o); err != nil {
		return m, fmt.Errorf("session %d: stored options: %v", m.ID, err)
	}
	var err error
	if m.Options, err = o.options(); err != nil {
		return m, fmt.Errorf("session %d: %v", m.ID, err)
	}
	m.Created, _ = time.Parse(time.RFC3339Nano, created)
	return m, nil
}

// sections reads the sections of one session, or of all when id is 0.
// querier is what reads go through: the database, or a transaction when
// several reads must see one state of the file.
type querier interface {
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
}

func sectionsOf(q querier, id int64) (map[int64][]Section, error) {
	// A session of one section keeps its pairs under no section name.
	query := `SELECT session_id, name, movement, tables, rounds, boards_per_round, params, custom,
		(SELECT count(*) FROM pairs p WHERE p.session_id = sections.session_id AND p.section IN (sections.name, ''))
		FROM sections`
	var args []any
	if id != 0 {
		query += " WHERE session_id = ?"
		args = append(args, id)
	}
	rows, err := q.Query(query+" ORDER BY session_id, id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64][]Section{}
	for rows.Next() {
		var sid int64
		var s Section
		var kind string
		if err := rows.Scan(&sid, &s.Name, &kind, &s.Tables, &s.Rounds, &s.BoardsPerRound, &s.Params, &s.Custom, &s.Pairs); err != nil {
			return nil, err
		}
		s.Movement = movements.Kind(kind)
		out[sid] = append(out[sid], s)
	}
	return out, rows.Err()
}

// Meta returns a session's description.
func (db *DB) Meta(id int64) (*Meta, error) {
	var m *Meta
	err := db.read(func(tx *sql.Tx) error {
		var err error
		m, err = metaOf(tx, id)
		return err
	})
	return m, err
}

func metaOf(q querier, id int64) (*Meta, error) {
	row := q.QueryRow(`SELECT s.id, coalesce(c.name, ''), e.name, coalesce(e.title, ''), s.name, s.date, s.method, s.rules, s.options, s.field, s.complete, s.created,
			s.line_count, s.deleted
		FROM sessions s JOIN events e ON e.id = s.event_id LEFT JOIN club c ON c.id = e.club_id
		WHERE s.id = ?`, id)
	var deleted bool
	m, err := scanMeta(metaWithDeleted{row, &deleted})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("session %d: %w", id, ErrNoSession)
	}
	if err != nil {
		return nil, err
	}
	if deleted {
		return nil, fmt.Errorf("session %d was deleted (undo brings it back): %w", id, ErrNoSession)
	}
	secs, err := sectionsOf(q, id)
	if err != nil {
		return nil, err
	}
	m.Sections = secs[id]
	return &m, nil
}

type metaWithDeleted struct {
	r       *sql.Row
	deleted *bool
}

func (m metaWithDeleted) Scan(dest ...any) error {
	return m.r.Scan(append(dest, m.deleted)...)
}

// Session returns a session's description and everything needed to score
// it: pairs and traveller lines in the order they were entered, read in one
// read transaction, so that another program writing to the file meanwhile
// never gives a session half old and half new.
func (db *DB) Session(id int64) (*Meta, *scoring.Session, error) {
	m, s, _, err := db.session(id, false)
	return m, s, err
}

// SessionWithBoards is Session with the session's boards and their hands,
// all read in one read transaction.
func (db *DB) SessionWithBoards(id int64) (*Meta, *scoring.Session, []scoring.Deal, error) {
	return db.session(id, true)
}

func (db *DB) session(id int64, withBoards bool) (m *Meta, s *scoring.Session, boards []scoring.Deal, err error) {
	err = db.read(func(tx *sql.Tx) error {
		if m, err = metaOf(tx, id); err != nil {
			return err
		}
		s = &scoring.Session{Method: m.Method, Rules: m.Rules, Options: m.Options, Field: m.Field}
		if s.Pairs, err = pairsOf(tx, id); err != nil {
			return err
		}
		if s.Lines, err = linesOf(tx, id); err != nil {
			return err
		}
		if withBoards {
			boards, err = boardsOf(tx, id)
		}
		return err
	})
	if err != nil {
		return nil, nil, nil, err
	}
	return m, s, boards, nil
}

func pairsOf(q querier, id int64) ([]scoring.Pair, error) {
	rows, err := q.Query("SELECT section, pair, direction, names FROM pairs WHERE session_id = ? ORDER BY seq", id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []scoring.Pair
	for rows.Next() {
		var p scoring.Pair
		var names string
		if err := rows.Scan(&p.Section, &p.ID, &p.Direction, &names); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(names), &p.Names); err != nil {
			return nil, fmt.Errorf("session %d pair %s: stored names: %v", id, p.Ref(), err)
		}
		if len(p.Names) == 0 {
			p.Names = nil
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// Boards returns a session's boards with their hands, by number.
func (db *DB) Boards(id int64) ([]scoring.Deal, error) { return boardsOf(db.sql, id) }

func boardsOf(q querier, id int64) ([]scoring.Deal, error) {
	rows, err := q.Query("SELECT number, dealer, vul, deal, dd, par FROM boards WHERE session_id = ? ORDER BY number", id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []scoring.Deal
	for rows.Next() {
		var b scoring.Deal
		var dealer, deal, dd, par string
		if err := rows.Scan(&b.Board, &dealer, &b.Vul, &deal, &dd, &par); err != nil {
			return nil, err
		}
		b.Hands = storedHands(deal)
		// An analysis that cannot be read is left out, to be made again:
		// it decides no score.
		b.DD, _ = decodeDD(dd)
		if b.DD != nil {
			b.Par, _ = decodePar(par)
		}
		if dealer != "" {
			b.Dealer = scoring.Seat(dealer[0])
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// refreshComplete records, in the transaction that changed its lines or
// its movement, whether a session set up with its movement has every line
// the movement expects. A session without its movement (imported) keeps
// what its import said.
// expected remembers the lines a stored movement expects, by its text:
// every line written asks, and decoding a large movement each time was
// most of the cost of a write.
var expected struct {
	sync.Mutex
	lines map[string]int
}

// expectedLines is the number of lines a stored movement expects, -1 when
// the movement is not known.
func expectedLines(session int64, params string) (int, error) {
	expected.Lock()
	n, ok := expected.lines[params]
	expected.Unlock()
	if ok {
		return n, nil
	}
	m, err := decodeMovement(session, params)
	if err != nil {
		return 0, err
	}
	n = -1
	if m != nil {
		n = m.ExpectedLines()
	}
	expected.Lock()
	if expected.lines == nil || len(expected.lines) >= 64 {
		expected.lines = map[string]int{}
	}
	expected.lines[params] = n
	expected.Unlock()
	return n, nil
}

func refreshComplete(tx *sql.Tx, session int64) error {
	var params []string
	rows, err := tx.Query("SELECT params FROM sections WHERE session_id = ?", session)
	if err != nil {
		return err
	}
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			rows.Close()
			return err
		}
		params = append(params, p)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	if len(params) == 0 {
		return nil
	}
	// A session of several sections is complete when every section is.
	expected := 0
	for _, p := range params {
		n, err := expectedLines(session, p)
		if err != nil || n < 0 {
			return err
		}
		expected += n
	}
	var n int
	if err := tx.QueryRow("SELECT count(*) FROM lines WHERE session_id = ?", session).Scan(&n); err != nil {
		return err
	}
	_, err = tx.Exec("UPDATE sessions SET complete = ? WHERE id = ?", n >= expected, session)
	return err
}

// SetComplete marks a session complete (all results in) or in progress.
func (db *DB) SetComplete(id int64, complete bool) error {
	if _, err := db.Meta(id); err != nil {
		return err
	}
	return db.write(func(tx *sql.Tx) error {
		_, err := tx.Exec("UPDATE sessions SET complete = ? WHERE id = ?", complete, id)
		return err
	})
}

// SetField changes how a session of several sections is compared: each
// section on its own or across the field. The change is audited and undone
// like any other.
func (db *DB) SetField(id int64, field scoring.Field) error {
	switch field {
	case scoring.BySection, scoring.AcrossField:
	default:
		return fault.Errorf(fault.Invalid, "unknown field %q (expected section or across)", field)
	}
	return db.write(func(tx *sql.Tx) error {
		m, err := metaOf(tx, id)
		if err != nil {
			return err
		}
		if len(m.Sections) < 2 {
			return fault.Errorf(fault.Invalid, "session %d has one section: there is no field to choose", id)
		}
		was := cmp.Or(m.Field, scoring.BySection)
		if was == field {
			return errUnchanged
		}
		if _, err := tx.Exec("UPDATE sessions SET field = ? WHERE id = ?", string(field), id); err != nil {
			return err
		}
		return record(tx, id, "field", "scored "+fieldWords(field), string(was), string(field))
	})
}

func fieldWords(f scoring.Field) string {
	if f == scoring.AcrossField {
		return "across the field"
	}
	return "section by section"
}

// DeleteSession removes a session from the list. It stays in the file and
// Undo(id) brings it back.
func (db *DB) DeleteSession(id int64) error {
	if _, err := db.Meta(id); err != nil {
		return err
	}
	return db.write(func(tx *sql.Tx) error {
		if _, err := tx.Exec("UPDATE sessions SET deleted = 1 WHERE id = ?", id); err != nil {
			return err
		}
		return record(tx, id, "session", fmt.Sprintf("session %d deleted", id), "false", "true")
	})
}
