package store

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"bridgescore/fault"
	"bridgescore/scoring"
)

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

// checkMethod refuses a method the session's kind is not scored by: a
// teams session keeps its teams method (scoring.TeamMethod), any other
// a pairs method.
func checkMethod(m *Meta) error {
	if m.Kind.Of() == scoring.Teams {
		switch scoring.TeamMethod(m.Method) {
		case scoring.TeamVPs, scoring.TeamIMPs, scoring.BoardAMatch, scoring.PointABoard, scoring.TeamAggregate:
			return nil
		}
		return fault.Errorf(fault.Invalid, "unknown teams method %q (expected vp, imps, bam, pab or aggregate)", m.Method)
	}
	switch m.Method {
	case scoring.Matchpoints, scoring.CrossIMPs, scoring.Butler:
		return nil
	}
	return fault.Errorf(fault.Invalid, "unknown scoring method %q (expected mp, ximp or butler)", m.Method)
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
	if err := checkMethod(m); err != nil {
		return nil, err
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
	opts, err := json.Marshal(optionsRecord(m.Options, m.Teams))
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
	if k := m.Kind.Of(); k != scoring.Pairs {
		if _, err := tx.Exec("INSERT INTO session_kinds(session_id, kind) VALUES (?, ?)", id, string(k)); err != nil {
			return 0, err
		}
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
