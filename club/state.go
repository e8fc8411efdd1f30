package club

import (
	"maps"
	"slices"
	"sort"

	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// state is an open session as it stood after one change: never altered
// once made, so that every front door reads it without a lock while the
// next change builds the state after it.
type state struct {
	// gen is the database's generation (store.Generation) when the state
	// was read from it: the state is the database as it stood then, or
	// the database has been written since. A change from the tables is
	// written only to a database still at that generation.
	gen int64
	// version counts the states this process has held (see Version).
	version uint64
	meta    store.Meta
	session *scoring.Session
	// sections names the sections of a session of several, in order; nil
	// for a session of one, whose one layout is keyed "".
	sections []string
	// moves are the movements of every section of a session of several,
	// lettered and in order; nil otherwise.
	moves   []*movements.Movement
	layouts map[string]*layout
	// locks are the rounds the director has locked against the tables.
	locks map[int]bool
	// movedOn are the tables the director has moved on to a round.
	movedOn map[tableKey]int
	// sources names the table that last put a line there; a line not
	// listed is the director's.
	sources map[lineKey]string
	// deals are the boards' hands and analysis, when attached.
	deals map[int]scoring.Deal
	// owned marks a draft: a state being built, whose lines, sources and
	// layouts may be changed in place (see draft).
	owned bool
}

// layout is one section's travellers: where each board is played and by
// whom, and what has been entered for it.
type layout struct {
	section  string
	movement *movements.Movement // nil when the section keeps none
	boards   []int
	// rows holds each board's traveller in round and table order.
	rows     map[int][]Row
	expected int
	// at indexes the rows of a section laid out from its movement by
	// table and round, board by board; shared by the layouts after it.
	at map[Place][]rowAt
	// next says where each table's pairs and boards go after each round,
	// worked out from the movement the first time a table asks; shared by
	// the layouts after it.
	next *nextWords
}

// rowAt is where a row stands in a layout's rows.
type rowAt struct{ board, i int }

// tableKey names a table of a section.
type tableKey struct {
	section string
	table   int
}

// lineKey names a traveller line.
type lineKey struct {
	section string
	board   int
	ns, ew  string
}

func keyOfLine(l scoring.Line) lineKey { return lineKey{l.Section, l.Board, l.NS, l.EW} }

// loadState reads a session whole from the club database.
func loadState(db *store.DB, id int64) (*state, error) {
	// Read first: a change another program makes while the session is
	// read leaves the state at an older generation than it has, never a
	// newer one.
	gen, err := db.Generation()
	if err != nil {
		return nil, err
	}
	meta, sess, err := db.Session(id)
	if err != nil {
		return nil, err
	}
	moves, err := sectionMovements(meta)
	if err != nil {
		return nil, err
	}
	sess.SectionBoards = sectionBoards(moves)
	st := &state{gen: gen, meta: *meta, session: sess, moves: moves}
	if len(meta.Sections) > 1 {
		for _, sec := range meta.Sections {
			st.sections = append(st.sections, sec.Name)
		}
	}
	if err := st.loadTables(db, id); err != nil {
		return nil, err
	}
	boards, err := db.Boards(id)
	if err != nil {
		return nil, err
	}
	st.deals = map[int]scoring.Deal{}
	for _, d := range knownDeals(boards) {
		st.deals[d.Board] = d
	}
	return st, st.layOut()
}

// loadTables reads what table entry keeps beside the lines: the rounds
// locked, the tables moved on, and which lines came from a table.
func (st *state) loadTables(db *store.DB, id int64) error {
	locks, err := db.LockedRounds(id)
	if err != nil {
		return err
	}
	rounds, err := db.TableMoves(id)
	if err != nil {
		return err
	}
	sources, err := db.LineSources(id)
	if err != nil {
		return err
	}
	st.locks, st.movedOn, st.sources = locks, map[tableKey]int{}, map[lineKey]string{}
	for _, r := range rounds {
		st.movedOn[tableKey{r.Section, r.Table}] = r.Round
	}
	for _, s := range sources {
		st.sources[lineKey{s.Section, s.Board, s.NS, s.EW}] = s.Source
	}
	return nil
}

// layOut lays out every section's travellers, each movement read once.
func (st *state) layOut() error {
	st.layouts = map[string]*layout{}
	for _, name := range st.sectionNames() {
		m, err := st.movementOf(name)
		if err != nil {
			return err
		}
		st.layouts[name] = st.layOutSection(name, m)
	}
	return nil
}

// sectionNames are the sections' names, or "" alone for a session of one
// section.
func (st *state) sectionNames() []string {
	if st.sections == nil {
		return []string{""}
	}
	return st.sections
}

// hasSection tells whether the session has a section of that name ("" for
// the one section of a session of one).
func (st *state) hasSection(name string) bool {
	_, ok := st.layouts[name]
	return ok
}

// movementOf is a section's movement; nil when it keeps none.
func (st *state) movementOf(section string) (*movements.Movement, error) {
	if st.sections == nil {
		return st.meta.SectionMovement("")
	}
	for _, m := range st.moves {
		if m.Section == section {
			return m, nil
		}
	}
	return nil, nil
}

// layOutSection lays out one section's travellers: from its movement, or
// from the lines entered when it keeps none.
func (st *state) layOutSection(section string, m *movements.Movement) *layout {
	lo := &layout{section: section, movement: m, rows: map[int][]Row{}}
	if m == nil {
		lo.fromLines(st.session.Lines)
	} else {
		lo.fromMovement()
		lo.link(st.session.Lines, st.oneField(section))
	}
	return lo
}

// fromLines lays out a section whose movement is not known (one imported
// from another program's file): each board's traveller is the lines
// entered for it, in round and table order when known.
func (lo *layout) fromLines(lines []scoring.Line) {
	for i := range lines {
		l := &lines[i]
		if l.Section != lo.section {
			continue
		}
		lo.expected++
		if _, ok := lo.rows[l.Board]; !ok {
			lo.boards = append(lo.boards, l.Board)
		}
		lo.rows[l.Board] = append(lo.rows[l.Board], Row{Section: l.Section, Board: l.Board, Round: l.Round, Table: l.Table, NS: l.NS, EW: l.EW, Entered: l})
	}
	lo.sort()
}

// fromMovement builds every board's rows from the movement.
func (lo *layout) fromMovement() {
	m := lo.movement
	lo.expected = m.ExpectedLines()
	for _, slot := range m.Schedule {
		if m.SitsOut(slot) {
			continue
		}
		for _, b := range m.Boards(slot.Set) {
			lo.rows[b] = append(lo.rows[b], Row{Section: lo.section, Board: b, Round: slot.Round, Table: slot.Table, NS: slot.NS.Key(), EW: slot.EW.Key()})
		}
	}
	for b := range lo.rows {
		lo.boards = append(lo.boards, b)
	}
	lo.sort()
	lo.next = &nextWords{}
	lo.at = map[Place][]rowAt{}
	for _, b := range lo.boards {
		for i, r := range lo.rows[b] {
			p := Place{Round: r.Round, Table: r.Table}
			lo.at[p] = append(lo.at[p], rowAt{b, i})
		}
	}
}

// relinked is the layout with the rows of some boards linked again to the
// lines: the rest is shared with the layout before.
func (lo *layout) relinked(lines []scoring.Line, boards []int, oneField bool) *layout {
	next := *lo
	next.rows = make(map[int][]Row, len(lo.rows))
	for b, rows := range lo.rows {
		next.rows[b] = rows
	}
	for _, b := range boards {
		rows := append([]Row(nil), lo.rows[b]...)
		for i := range rows {
			rows[i].Entered = nil
		}
		next.rows[b] = rows
	}
	for i := range lines {
		x := &lines[i]
		if x.Section != lo.section || !slices.Contains(boards, x.Board) {
			continue
		}
		if row := next.find(x.Board, x.NS, x.EW, oneField); row != nil {
			row.Entered = x
		}
	}
	return &next
}

func (lo *layout) sort() {
	sort.Ints(lo.boards)
	for _, rows := range lo.rows {
		sort.SliceStable(rows, func(i, j int) bool {
			if rows[i].Round != rows[j].Round {
				return rows[i].Round < rows[j].Round
			}
			return rows[i].Table < rows[j].Table
		})
	}
}

// link places the section's entered lines on their rows.
func (lo *layout) link(lines []scoring.Line, oneField bool) {
	for i := range lines {
		x := &lines[i]
		if x.Section != lo.section {
			continue
		}
		if row := lo.find(x.Board, x.NS, x.EW, oneField); row != nil {
			row.Entered = x
		}
	}
}

// find is the row of a board where two pairs meet. In one field the
// pairs may be named either way round; in a two-winner Mitchell the first
// is the NS pair, since 3 NS v 1 EW and 1 NS v 3 EW are different pairs.
func (lo *layout) find(board int, ns, ew string, oneField bool) *Row {
	rows := lo.rows[board]
	for i := range rows {
		r := &rows[i]
		if (r.NS == ns && r.EW == ew) || (oneField && r.NS == ew && r.EW == ns) {
			return r
		}
	}
	return nil
}

// oneField says whether a section's pairs are ranked as one field (no pair
// has a direction): then a line's two pairs may be named either way round.
func (st *state) oneField(section string) bool {
	for _, p := range st.session.Pairs {
		if p.Section == section && p.Direction != "" {
			return false
		}
	}
	return true
}

// draft is a state to build the next on: its lines, sources and layouts are
// its own, so that the changes of a batch are made in place, one copy for
// them all. A draft is never read by a door until change publishes it;
// a draft's draft is itself.
func (st *state) draft() *state {
	if st.owned {
		return st
	}
	next := *st
	sess := *st.session
	sess.Lines = make([]scoring.Line, len(st.session.Lines), len(st.session.Lines)+16)
	copy(sess.Lines, st.session.Lines)
	next.session = &sess
	next.sources = maps.Clone(st.sources)
	next.layouts = maps.Clone(st.layouts)
	next.owned = true
	return &next
}

// relink lays a draft's board out again after its lines changed.
func (st *state) relink(section string, board int) {
	st.meta.Lines = len(st.session.Lines)
	st.meta.Complete = st.complete()
	lo := st.layouts[section]
	if lo.movement != nil {
		st.layouts[section] = lo.relinked(st.session.Lines, []int{board}, st.oneField(section))
	} else {
		st.layouts[section] = st.layOutSection(section, nil)
	}
}

// relinkRow links a draft's row to its line, the session's line i, after
// that line alone changed: the board's other rows keep theirs, and no
// other line need be looked at. The row holds a copy of the line, not a
// pointer into the session's lines, which each change copies: a row of
// each would keep every copy alive.
func (st *state) relinkRow(r Row, i int) {
	lo := st.layouts[r.Section]
	rows := slices.Clone(lo.rows[r.Board])
	j := slices.IndexFunc(rows, func(o Row) bool {
		return o.Round == r.Round && o.Table == r.Table && o.NS == r.NS && o.EW == r.EW
	})
	if lo.movement == nil || j < 0 {
		st.relink(r.Section, r.Board)
		return
	}
	st.meta.Lines = len(st.session.Lines)
	st.meta.Complete = st.complete()
	l := st.session.Lines[i]
	rows[j].Entered = &l
	next := *lo
	next.rows = maps.Clone(lo.rows)
	next.rows[r.Board] = rows
	st.layouts[r.Section] = &next
}

// withLines is the state after a change of one section's lines on the
// boards given: the session's lines are lines, and those boards' rows are
// linked to them again (the whole section laid out again when it keeps no
// movement, whose lines are its rows).
func (st *state) withLines(section string, lines []scoring.Line, boards ...int) *state {
	next := *st
	sess := *st.session
	sess.Lines = lines
	next.session = &sess
	next.meta.Lines = len(lines)
	next.meta.Complete = next.complete()
	next.layouts = make(map[string]*layout, len(st.layouts))
	for k, v := range st.layouts {
		next.layouts[k] = v
	}
	// A change of lines leaves the movement as it was.
	lo := st.layouts[section]
	if lo.movement != nil && len(boards) > 0 {
		next.layouts[section] = lo.relinked(lines, boards, st.oneField(section))
	} else {
		next.layouts[section] = next.layOutSection(section, lo.movement)
	}
	return &next
}

// complete says whether every line the movements expect is in, as the
// database records it in the same transaction as the change; a session
// whose movement is not known keeps what it was (a results file is
// complete).
func (st *state) complete() bool {
	expected := 0
	for _, name := range st.sectionNames() {
		lo := st.layouts[name]
		if lo == nil || lo.movement == nil {
			return st.meta.Complete
		}
		if plan := movements.SwissPlanOf(lo.movement); plan != nil && lo.movement.Rounds < plan.Rounds {
			return false // a Swiss pairs with rounds still to draw
		}
		expected += lo.expected
	}
	return len(st.session.Lines) >= expected
}

// withSource is the state with a line's source noted: "" for the
// director.
func (st *state) withSource(k lineKey, source string) *state {
	next := *st
	next.sources = make(map[lineKey]string, len(st.sources)+1)
	for key, v := range st.sources {
		if key != k {
			next.sources[key] = v
		}
	}
	if source != "" {
		next.sources[k] = source
	}
	return &next
}

// lines copies the session's lines, for a change to build on.
func (st *state) lines() []scoring.Line {
	return append([]scoring.Line(nil), st.session.Lines...)
}
