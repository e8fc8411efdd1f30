package store

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"bridgescore/fault"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// ErrNoSession is returned for a session id that does not exist.
var ErrNoSession = fault.New(fault.NotFound, "no such session")

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
			s.line_count, coalesce(k.kind, 'pairs')
		FROM sessions s LEFT JOIN session_kinds k ON k.session_id = s.id
		JOIN events e ON e.id = s.event_id LEFT JOIN club c ON c.id = e.club_id
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
	var method, rules, opts, field, created, kind string
	if err := r.Scan(&m.ID, &m.Club, &m.Event, &m.EventTitle, &m.Name, &m.Date, &method, &rules, &opts, &field, &m.Complete, &created, &m.Lines, &kind); err != nil {
		return m, err
	}
	m.Method, m.Rules, m.Field, m.Kind = scoring.Method(method), scoring.Rules(rules), scoring.Field(field), scoring.Kind(kind)
	var o optionsJSON
	if err := json.Unmarshal([]byte(opts), &o); err != nil {
		return m, fmt.Errorf("session %d: stored options: %v", m.ID, err)
	}
	var err error
	if m.Options, err = o.options(); err != nil {
		return m, fmt.Errorf("session %d: %v", m.ID, err)
	}
	m.Teams = o.teams()
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
			s.line_count, coalesce(k.kind, 'pairs'), s.deleted
		FROM sessions s LEFT JOIN session_kinds k ON k.session_id = s.id
		JOIN events e ON e.id = s.event_id LEFT JOIN club c ON c.id = e.club_id
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
		n = m.ExpectedLines() + movements.SwissLinesToCome(m)
	}
	expected.Lock()
	if expected.lines == nil || len(expected.lines) >= 64 {
		expected.lines = map[string]int{}
	}
	expected.lines[params] = n
	expected.Unlock()
	return n, nil
}

func refreshComplete(tx writer, session int64) error {
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
	// The count the lines' triggers keep, rather than counting the
	// session's lines again for each batch of results.
	_, err = tx.Exec("UPDATE sessions SET complete = line_count >= ? WHERE id = ?", expected, session)
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
