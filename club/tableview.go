package club

import (
	"fmt"
	"sort"
	"sync"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// TableRound is one round at a table, as its page shows it.
type TableRound struct {
	Round  int
	NS, EW scoring.Pair
	Boards []int
	// Done are the round's boards whose result is in, whether or not the
	// table may now see it.
	Done   []int
	Locked bool
	// Next says where the pairs and boards go after the round; in an
	// individual, where each player goes.
	Next string
	// Players are an individual's four players at the table, N E S W,
	// whom NS and EW stand for; zero in a pairs or teams session.
	Players [4]Seated
	// Match says, in a teams session, the match whose room the table is
	// in the round, and where its other room is; "" otherwise.
	Match string
}

// TableResult is a board the table has entered, with what the table may
// see of it once it has: the hands and, when the director shows them, the
// results at the other tables that have played it.
type TableResult struct {
	Round int
	Line  scoring.Line
	// Deal is the board's hands and analysis, when a hand record is
	// attached.
	Deal *scoring.Deal
	// Others are the board's results so far at the other tables, when
	// asked for; OtherSides name each one's two sides as the table knows
	// them: pairs by number ("3NS"), an individual's by its players'
	// numbers ("8 & 6").
	Others     []scoring.Line
	OtherSides [][2]string
}

// TableView is what a table's page shows: its rounds, the round it is on,
// and of the boards entered there those its pairs may see.
type TableView struct {
	Section string
	Table   int
	// Round is the round the table is on.
	Round   int
	Rounds  []TableRound
	Results []TableResult
	// Teams is set in a teams session, whose lines are rooms of matches:
	// a line's points are then the IMPs (or points) it won each way,
	// once the match's other room is in (TableLine).
	Teams bool
}

// Table is what a table sees of the session: every round's pairs and
// boards, which of them are in, and of the boards entered at the table
// in the rounds it has reached, those both pairs now at the table (the
// round it is on) have played: the results with their hands, and the
// other tables' results when others is set. A board a pair at the table
// has still to play shows nothing but that it is in, whatever the
// movement: a table that plays the same boards again with other pairs
// (a Howell), boards shared between tables (a relay), a late pair, an
// arrow switch.
//
// Codes: NotFound (no such section or table, a session deleted), Invalid
// (a session imported without its movement).
func (s *OpenSession) Table(section string, table int, others bool) (TableView, error) {
	if err := s.l.notDeleted(); err != nil {
		return TableView{}, err
	}
	st := s.state()
	lo, err := st.tableLayout(section)
	if err != nil {
		return TableView{}, err
	}
	if table < 1 || table > lo.movement.Tables {
		return TableView{}, fault.Errorf(fault.NotFound, "there is no table %d", table)
	}
	v := TableView{Section: section, Table: table, Round: st.tableRound(section, table), Teams: s.IsTeams()}
	seen := st.seenAt(lo, Place{Round: v.Round, Table: table})
	seat := s.individualSeating(table)
	rooms := roomWords(lo.movement)
	for r := 1; r <= lo.movement.Rounds; r++ {
		rows := lo.rowsAt(Place{Round: r, Table: table})
		if len(rows) == 0 {
			continue
		}
		tr := TableRound{Round: r, Locked: st.locks[r], Next: lo.next.words(lo.movement, r, table),
			NS: st.seatedPair(section, rows[0].NS, "NS"), EW: st.seatedPair(section, rows[0].EW, "EW"),
			Match: rooms[Place{Round: r, Table: table}]}
		seat(&tr)
		for _, row := range rows {
			tr.Boards = append(tr.Boards, row.Board)
			if row.Entered == nil {
				continue
			}
			tr.Done = append(tr.Done, row.Board)
			if r <= v.Round && seen(row.Board) {
				v.Results = append(v.Results, st.tableResult(row, others))
			}
		}
		v.Rounds = append(v.Rounds, tr)
	}
	s.otherSides(v.Results)
	return v, nil
}

// seenAt says whether the pairs at a table in a round may see a board's
// results and hands: whether each of them has played it, its result in
// and its table at or past that round.
func (st *state) seenAt(lo *layout, at Place) func(board int) bool {
	rows := lo.rowsAt(at)
	if len(rows) == 0 {
		return func(int) bool { return false }
	}
	ns, ew := rows[0].NS, rows[0].EW
	on := map[int]int{}
	reached := func(r Row) bool {
		if _, ok := on[r.Table]; !ok {
			on[r.Table] = st.tableRound(lo.section, r.Table)
		}
		return r.Round <= on[r.Table]
	}
	played := func(pair string, board int) bool {
		for _, r := range lo.rows[board] {
			if (r.NS == pair || r.EW == pair) && r.Entered != nil && reached(r) {
				return true
			}
		}
		return false
	}
	return func(board int) bool { return played(ns, board) && played(ew, board) }
}

// tableResult is an entered board as its table sees it.
func (st *state) tableResult(row Row, others bool) TableResult {
	res := TableResult{Round: row.Round, Line: *row.Entered}
	if d, ok := st.deals[row.Board]; ok && d.Hands[0] != "" {
		res.Deal = &d
	}
	if others {
		res.Others = st.otherLines(row)
	}
	return res
}

// nextWords are the words of where each table's pairs and boards go after
// each round, as the guide cards say it, for one movement: worked out for
// every table at once, the first time a table's page asks.
type nextWords struct {
	once sync.Once
	at   map[Place]string
}

// words says where a table's pairs and boards go after a round.
func (n *nextWords) words(m *movements.Movement, round, table int) string {
	n.once.Do(func() {
		n.at = map[Place]string{}
		for _, c := range m.TableCards() {
			for _, r := range c.Rounds {
				n.at[Place{Round: r.Round, Table: c.Table}] = r.Next.Words()
			}
		}
	})
	if plan := movements.SwissPlanOf(m); plan != nil && round == m.Rounds && round < plan.Rounds {
		// The next round of a Swiss is not drawn yet.
		return fmt.Sprintf("Round %d is drawn from the standings once every table has finished round %d: this page then shows where each pair plays next.", round+1, round)
	}
	return n.at[Place{Round: round, Table: table}]
}

// TableLine is a board's line at a table with its points as the
// standings give them now, for the table's answer. A board's points depend
// on its own lines and on how many results a board is scored to (the most
// any board of its field has, Neuberg's E), so only the board's lines are
// scored, to that number, as the standings score the session: as it
// stands while results are still to come.
//
// Codes: NotFound (no such line, a session deleted), Invalid.
func (s *OpenSession) TableLine(section string, board int, ns, ew string) (scoring.LineResult, error) {
	if err := s.l.notDeleted(); err != nil {
		return scoring.LineResult{}, err
	}
	if s.IsTeams() {
		return s.teamTableLine(section, board, ns, ew)
	}
	st := s.state()
	one := *st.session
	one.Lines, one.Pairs = nil, nil
	// Scored by section, only the section counts; across the field,
	// every section.
	across := st.session.Field == scoring.AcrossField
	b := s.l.boardLinesOf(st)
	f := b.field(section, across)
	one.Lines = make([]scoring.Line, 0, len(f.at[board]))
	for _, i := range f.at[board] {
		one.Lines = append(one.Lines, st.session.Lines[i])
	}
	// Only the pairs of the board's lines: the rest play no part in its
	// points.
	one.Pairs = b.pairsIn(one.Lines, section, across)
	p := st.progress()
	if p.Provisional() {
		one.Options.InProgress = true
		// Against the results the movements expect, as the standings.
		if p.PerBoard >= f.most {
			one = withExpected(one, p)
		}
	}
	if one.Options.Expected == 0 {
		one.Options.Expected = f.most
	}
	boards, err := scoring.ScoreBoards(&one)
	if err != nil {
		return scoring.LineResult{}, fault.As(fault.Invalid, err)
	}
	for _, b := range boards {
		for _, l := range b.Lines {
			if b.Board == board && l.Section == section && l.NS == ns && l.EW == ew {
				return l, nil
			}
		}
	}
	return scoring.LineResult{}, fault.Errorf(fault.NotFound, "board %d: no line of %s v %s", board, ns, ew)
}

// LockedRounds are the rounds the director has locked against
// corrections from the tables.
func (s *OpenSession) LockedRounds() map[int]bool {
	out := map[int]bool{}
	for r, ok := range s.state().locks {
		out[r] = ok
	}
	return out
}

// LockRound locks a round against corrections from the tables, or
// unlocks it.
//
// Codes: Invalid (no such round), Busy.
func (s *OpenSession) LockRound(round int, locked bool) error {
	return s.changed(Update{Kind: RoundLocked}, func(st *state) (*state, error) {
		if round < 1 || round > st.rounds() {
			return nil, fault.Errorf(fault.Invalid, "there is no round %d in this session", round)
		}
		if err := s.db().LockRound(s.l.id, round, locked); err != nil {
			return nil, err
		}
		next := *st
		next.locks = map[int]bool{}
		for r := range st.locks {
			next.locks[r] = true
		}
		if locked {
			next.locks[round] = true
		} else {
			delete(next.locks, round)
		}
		return &next, nil
	})
}

// rounds is the most rounds any section's movement has; a session whose
// movement is not known takes any round a movement could have.
func (st *state) rounds() int {
	n := 0
	for _, lo := range st.layouts {
		if lo.movement == nil {
			return movements.MaxRounds
		}
		n = max(n, lo.movement.Rounds)
	}
	return n
}

// MoveTableOn puts a table on a later round when it cannot play a board
// of the round it is on (the board is fouled, or missing): it enters the
// later round's boards from then on, and the board left is the director's
// to rule on. Round 0 puts the table back where its results put it.
//
// Codes: NotFound (no such section or table), Invalid (no such round, or a
// session imported without its movement), Busy.
func (s *OpenSession) MoveTableOn(section string, table, round int) error {
	return s.changed(Update{Kind: TableMovedOn, Section: section}, func(st *state) (*state, error) {
		lo, err := st.tableLayout(section)
		if err != nil {
			return nil, err
		}
		if table < 1 || table > lo.movement.Tables {
			return nil, fault.Errorf(fault.NotFound, "there is no table %d", table)
		}
		if round < 0 || round > lo.movement.Rounds {
			return nil, fault.Errorf(fault.Invalid, "there is no round %d: the movement has rounds 1 to %d", round, lo.movement.Rounds)
		}
		if err := s.db().SetTableMove(s.l.id, store.TableMove{Section: section, Table: table, Round: round}); err != nil {
			return nil, err
		}
		next := *st
		next.movedOn = map[tableKey]int{}
		for k, v := range st.movedOn {
			next.movedOn[k] = v
		}
		if round == 0 {
			delete(next.movedOn, tableKey{section, table})
		} else {
			next.movedOn[tableKey{section, table}] = round
		}
		return &next, nil
	})
}

// TableRoundOn is the round a table is on.
//
// Codes: NotFound, Invalid as Table.
func (s *OpenSession) TableRoundOn(section string, table int) (int, error) {
	st := s.state()
	lo, err := st.tableLayout(section)
	if err != nil {
		return 0, err
	}
	if table < 1 || table > lo.movement.Tables {
		return 0, fault.Errorf(fault.NotFound, "there is no table %d", table)
	}
	return st.tableRound(section, table), nil
}

// Cell is one table in one round on the director's progress grid.
type Cell struct {
	Section      string // "" in a session of one section
	Table, Round int
	// Entered and Boards count the results entered, however they were
	// entered, and the boards played.
	Entered, Boards int
	// On marks the round the table is on.
	On bool
	// Late: most of the section's tables have moved past this round and
	// this table's is not whole.
	Late   bool
	Locked bool
}

// Progress is the grid of tables × rounds, section by section: what each
// table has entered, the round it is on, and the rounds running late.
func (s *OpenSession) Progress() []Cell {
	st := s.state()
	var out []Cell
	for _, name := range st.sectionNames() {
		if lo := st.layouts[name]; lo.movement != nil {
			out = append(out, st.sectionProgress(lo)...)
		}
	}
	return out
}

// sectionProgress is one section's progress. A round is late at a table
// once more than half of the section's tables are on a later round: the
// room has moved on without it. A director typing travellers board by
// board makes nothing late, since no table is then past a round.
func (st *state) sectionProgress(lo *layout) []Cell {
	m := lo.movement
	on := make([]int, m.Tables+1)
	for t := 1; t <= m.Tables; t++ {
		on[t] = st.tableRound(lo.section, t)
	}
	var out []Cell
	for t := 1; t <= m.Tables; t++ {
		for r := 1; r <= m.Rounds; r++ {
			boards, entered := lo.enteredAt(Place{Round: r, Table: t})
			if boards == 0 {
				continue
			}
			c := Cell{Section: lo.section, Table: t, Round: r, Boards: boards, Entered: entered, Locked: st.locks[r], On: on[t] == r}
			past := 0
			for _, o := range on[1:] {
				if o > r {
					past++
				}
			}
			c.Late = c.Entered < c.Boards && 2*past > m.Tables
			out = append(out, c)
		}
	}
	return out
}

func sortPlaces(ps []Place) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Round != ps[j].Round {
			return ps[i].Round < ps[j].Round
		}
		return ps[i].Table < ps[j].Table
	})
}
