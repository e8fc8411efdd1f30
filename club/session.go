package club

import (
	"strings"
	"sync"
	"sync/atomic"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// live is one session as this process holds it open: one for every front
// door that opens it (the window, the table server), so that what one
// door changes the others see at once, and each change is published to
// the doors that listen.
type live struct {
	desk *Desk
	id   int64
	// changing lets one change through at a time, for the whole of it:
	// the checks, the database write and the new state. Questions do not
	// wait for it; they read the state as it stands.
	changing sync.Mutex
	cur      atomic.Pointer[state]
	// gone: the session has been deleted, here or by another program;
	// the doors that still hold it are refused.
	gone atomic.Bool
	// refs counts the open handles; guarded by the desk's lock.
	refs int
	feed feed
	// tables are what table entry keeps in memory: the codes and the PIN
	// once drawn, and where the tables' pages are served. Guarded by
	// changing.
	codes      []TableCode
	pin        string
	tablesAddr atomic.Pointer[string]
	// waiting are the tables' results waiting to be written, writing
	// whether a batch is being written; guarded by sendMu.
	sendMu  sync.Mutex
	waiting []*sent
	writing bool
	// lines are the board lines of the latest state a table's answer was
	// given from.
	lines atomic.Pointer[boardLines]
}

// OpenSession is one front door's hold on an open session: the session
// itself is shared by every door that opens it, while the section being
// entered is each door's own (the table server says it with each call).
type OpenSession struct {
	l *live
	// section is the section this door is entering, "" in a session of
	// one section.
	section string
	// chosen: the door has said which section it enters; until then a
	// pair typed without its section is not taken to be in the first.
	chosen bool
	// ownsDesk: the session was opened with its database, which Close
	// closes.
	ownsDesk bool
	closed   bool
}

// Open opens a session for entry: the session this process already holds
// open, when it does, so that every door sees the same.
//
// Codes: NotFound (no such session), Internal.
func (d *Desk) Open(id int64) (*OpenSession, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	l := d.open[id]
	if l == nil {
		st, err := loadState(d.db, id)
		if err != nil {
			return nil, err
		}
		l = &live{desk: d, id: id}
		l.cur.Store(st)
		if d.open == nil {
			d.open = map[int64]*live{}
		}
		d.open[id] = l
	}
	l.refs++
	s := &OpenSession{l: l}
	if secs := l.state().sections; len(secs) > 0 {
		s.section = secs[0]
	}
	return s, nil
}

// Close lets go of the session; everything is already saved. The last
// door to close it stops listening to the database for it; a session
// opened with OpenOne closes its database too.
//
// Codes: Internal (a backup that could not be written, when it closes its database; the changes are safe).
func (s *OpenSession) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	d := s.l.desk
	d.mu.Lock()
	s.l.refs--
	last := s.l.refs == 0
	if last && d.open[s.l.id] == s.l {
		delete(d.open, s.l.id)
	}
	d.mu.Unlock()
	if last {
		s.l.feed.stop()
	}
	if s.ownsDesk {
		return d.Close()
	}
	return nil
}

func (l *live) state() *state { return l.cur.Load() }

func (s *OpenSession) state() *state { return s.l.state() }

// layout is the layout of the door's section.
func (s *OpenSession) layout() *layout {
	st := s.state()
	if lo := st.layouts[s.section]; lo != nil {
		return lo
	}
	// The section is gone (a reload from another program's change): the
	// first one stands in.
	return st.layouts[st.sectionNames()[0]]
}

// db is the club database.
func (s *OpenSession) db() *store.DB { return s.l.desk.db }

// ID is the session's id in the club database.
func (s *OpenSession) ID() int64 { return s.l.id }

// Info describes the session.
func (s *OpenSession) Info() SessionInfo {
	st := s.state()
	return infoOf(&st.meta)
}

// Movement is the movement of the door's section; nil when it is not
// known (a session imported from another program's file).
func (s *OpenSession) Movement() *movements.Movement { return s.layout().movement }

// Pairs are the competing pairs with their names.
func (s *OpenSession) Pairs() []scoring.Pair {
	return append([]scoring.Pair(nil), s.state().session.Pairs...)
}

// Boards lists the board numbers in play in the door's section.
func (s *OpenSession) Boards() []int { return append([]int(nil), s.layout().boards...) }

// Expected is how many lines the section's movement expects.
func (s *OpenSession) Expected() int { return s.layout().expected }

// Rows gives a board's traveller in round order.
//
// Codes: NotFound (the board is not played in the section).
func (s *OpenSession) Rows(board int) ([]Row, error) {
	rows, ok := s.layout().rows[board]
	if !ok {
		return nil, fault.Errorf(fault.NotFound, "board %d is not played in this session", board)
	}
	return s.state().sourced(append([]Row(nil), rows...)), nil
}

// Place is a table in a round: where a pick-up slip comes from.
type Place struct{ Round, Table int }

// Places lists the tables in play round by round, sit-outs left out; nil
// when the movement is not known.
func (s *OpenSession) Places() []Place {
	m := s.Movement()
	if m == nil {
		return nil
	}
	var out []Place
	for _, slot := range m.Schedule {
		if m.SitsOut(slot) {
			continue
		}
		out = append(out, Place{slot.Round, slot.Table})
	}
	sortPlaces(out)
	return out
}

// RowsAt gives what one table played in one round, board by board: the
// lines of a pick-up slip.
func (s *OpenSession) RowsAt(p Place) []Row { return s.state().sourced(s.layout().rowsAt(p)) }

func (lo *layout) rowsAt(p Place) []Row {
	if lo.at != nil {
		out := make([]Row, 0, len(lo.at[p]))
		for _, a := range lo.at[p] {
			out = append(out, lo.rows[a.board][a.i])
		}
		return out
	}
	var out []Row
	for _, b := range lo.boards {
		for _, r := range lo.rows[b] {
			if r.Round == p.Round && r.Table == p.Table {
				out = append(out, r)
			}
		}
	}
	return out
}

// enteredAt counts the rows at a place and those of them with a result,
// without gathering them.
func (lo *layout) enteredAt(p Place) (rows, entered int) {
	if lo.at == nil {
		for _, r := range lo.rowsAt(p) {
			rows++
			if r.Entered != nil {
				entered++
			}
		}
		return rows, entered
	}
	for _, a := range lo.at[p] {
		rows++
		if lo.rows[a.board][a.i].Entered != nil {
			entered++
		}
	}
	return rows, entered
}

// find is the row of the door's section where two pairs meet on a board.
func (s *OpenSession) find(board int, ns, ew string) *Row {
	return s.layout().find(board, ns, ew, s.state().oneField(s.section))
}

// Missing lists the rows the movement expects that have no result yet, in
// board and round order; nil when the section is complete or its movement
// is not known.
func (s *OpenSession) Missing() []Row {
	lo := s.layout()
	if lo.movement == nil {
		return nil
	}
	var out []Row
	for _, b := range lo.boards {
		for _, r := range lo.rows[b] {
			if r.Entered == nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// Entered counts the traveller lines entered; in a session of several
// sections, those of the door's section.
func (s *OpenSession) Entered() int {
	lines := s.state().session.Lines
	if s.section == "" {
		return len(lines)
	}
	n := 0
	for _, l := range lines {
		if l.Section == s.section {
			n++
		}
	}
	return n
}

// Sections lists the session's sections by name, in order; nil for a
// session of one section.
func (s *OpenSession) Sections() []string {
	return append([]string(nil), s.state().sections...)
}

// Section is the section the door is entering, "" in a session of one
// section.
func (s *OpenSession) Section() string { return s.section }

// SelectSection makes a section the one this door enters; the other
// doors keep theirs.
//
// Codes: NotFound (no such section).
func (s *OpenSession) SelectSection(name string) error {
	sec, err := s.state().sectionNamed(name)
	if err != nil {
		return err
	}
	s.section, s.chosen = sec, true
	return nil
}

// sectionNamed is the section a name gives, whatever its case.
func (st *state) sectionNamed(name string) (string, error) {
	for _, sec := range st.sections {
		if strings.EqualFold(sec, strings.TrimSpace(name)) {
			return sec, nil
		}
	}
	if st.sections == nil {
		if strings.TrimSpace(name) == "" {
			return "", nil
		}
		return "", fault.Errorf(fault.NotFound, "this session has one section: there is no section %s", name)
	}
	return "", fault.Errorf(fault.NotFound, "there is no section %s (the sections are %s)", name, strings.Join(st.sections, ", "))
}
