package club

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// Desk is the application service behind the director's window: the club
// database with the scoring and movements rules, in the operations the
// window offers.
type Desk struct {
	db *store.DB
}

// NewDesk serves the window from an open club database.
func NewDesk(db *store.DB) *Desk { return &Desk{db: db} }

// SessionInfo is one line of the list of sessions.
type SessionInfo struct {
	ID int64
	// Name is the session's name in the list; Event is the event's name
	// a results file gave, "" for a session set up here; EventTitle is
	// the event a director put it in (import --event), "" for none.
	Name, Event, EventTitle string
	// Date is the session's day; Day is the date as stored, for a date
	// that is not in YYYY-MM-DD form (Date is then zero).
	Date     time.Time
	Day      string
	Movement string
	Method   scoring.Method
	Rules    scoring.Rules
	// Entered counts the traveller lines entered; Complete is set once
	// every line the movement expects has been entered.
	Entered  int
	Complete bool
}

// MovementChoice is one movement offered for a number of pairs.
type MovementChoice struct {
	// Title is how the director sees it, e.g. "Mitchell, 7 tables".
	Title string
	// Detail gives rounds × boards per round, boards each pair plays and
	// balance, in words.
	Detail string
	// Explain says why it has the boards it has against those asked, who
	// sits out, how fairly the pairs are compared and how long it plays.
	Explain  []string
	Movement *movements.Movement
	// Sections holds each section's movement, lettered, when the choice
	// seats the field in several sections; Movement is then section A's.
	Sections []*movements.Movement
}

// NewSession is what the new-session wizard collects.
type NewSession struct {
	Name     string
	Date     time.Time
	Movement *movements.Movement
	Method   scoring.Method
	Rules    scoring.Rules
	Options  scoring.Options
	// Names holds the players of each pair position; the phantom's entry
	// is ignored.
	Names map[movements.PairID][]string
	// Event is the event the session is a session of (the second evening
	// of a championship), made when new; "" for an event of its own.
	Event string
}

// Row is one expected line of a traveller: where and when the board is
// played and by whom, and what has been entered for it.
type Row struct {
	// Section is the section the board is played in, "" in a session of
	// one section.
	Section      string
	Board        int
	Round, Table int
	// NS and EW are the pair ids as the scoring engine knows them.
	NS, EW string
	// Entered is the line as saved, nil until a result is entered.
	Entered *scoring.Line
}

// Entered is the answer to an accepted result.
type Entered struct {
	Line scoring.Line
	// Warnings name likely slips (a sign or declarer swapped, a result
	// replaced); they do not stop the line being saved.
	Warnings []string
}

// Change is one entry of a session's history.
type Change struct {
	When time.Time
	// What is the change with what it replaced and what it put there, in
	// words; Title, Before and After are its parts, for a table.
	What          string
	Title         string
	Before, After string
	// Undone marks changes that have been undone; Redoable those of them
	// that Redo can still repeat (no newer change has been made since).
	Undone, Redoable bool
	// Step is "undo" or "redo" for the director's steps back and forward,
	// which the history lists as they happen; "" for changes.
	Step string
	// Source names where an entry came from when it was not typed by the
	// director: "table 3, round 2".
	Source string
}

// Report names a printable report.
type Report string

// The reports a director can print.
const (
	Ranking    Report = "ranking"
	Recap      Report = "recap"
	ScoreCards Report = "scorecards"
	Travellers Report = "travellers"
	GuideCards Report = "guidecards"
)

const dateLayout = "2006-01-02"

// Warnings are problems found on opening the database that did not stop
// it, such as a backup that could not be written.
func (d *Desk) Warnings() []string { return d.db.Warnings() }

// Sessions lists the club's sessions, newest first.
func (d *Desk) Sessions() ([]SessionInfo, error) {
	metas, err := d.db.ListSessions()
	if err != nil {
		return nil, err
	}
	out := make([]SessionInfo, 0, len(metas))
	for _, m := range metas {
		out = append(out, infoOf(&m))
	}
	sort.SliceStable(out, func(i, j int) bool {
		if !out[i].Date.Equal(out[j].Date) {
			return out[i].Date.After(out[j].Date)
		}
		return out[i].ID > out[j].ID
	})
	return out, nil
}

func infoOf(m *store.Meta) SessionInfo {
	date, _ := time.Parse(dateLayout, m.Date)
	return SessionInfo{ID: m.ID, Name: m.Name, Event: m.Event, EventTitle: m.EventTitle, Date: date, Day: m.Date, Movement: m.Movement(),
		Method: m.Method, Rules: m.Rules, Entered: m.Lines, Complete: m.Complete}
}

// Players lists the club's players by name, for completing names.
func (d *Desk) Players() ([]Player, error) {
	ps, err := d.db.Players()
	if err != nil {
		return nil, err
	}
	out := make([]Player, len(ps))
	for i, p := range ps {
		out[i] = Player{Name: p.Name, Number: p.Number, Body: p.Body}
	}
	return out, nil
}

// SuggestBoards is the size of session the wizard aims for unless told.
const SuggestBoards = 26

// Suggest lists the movements the movements package offers for a number of
// pairs and a session of about the given number of boards.
func (d *Desk) Suggest(pairs, boards int, pace movements.Timing) ([]MovementChoice, error) {
	ss, err := movements.Suggest(pairs, boards)
	var plans []movements.SectionPlan
	if pairs >= movements.MinSectionPairs {
		var serr error
		if plans, serr = movements.SuggestSections(pairs, boards); serr != nil && err != nil {
			return nil, serr
		}
	}
	if err != nil && len(plans) == 0 {
		return nil, err
	}
	asked := boards
	out := make([]MovementChoice, 0, len(ss))
	for _, s := range ss {
		boards := fmt.Sprintf("%d boards each", s.MaxBoardsPlayed)
		if s.MinBoardsPlayed != s.MaxBoardsPlayed {
			boards = fmt.Sprintf("%d–%d boards each", s.MinBoardsPlayed, s.MaxBoardsPlayed)
		}
		out = append(out, MovementChoice{
			Title: s.Name,
			Detail: fmt.Sprintf("%d rounds × %d boards (%d in play), %s; %s",
				s.Rounds, s.BoardsPerRound, s.BoardsInPlay, boards, balanceText(s.Movement, s.Balance)),
			Explain:  s.Explain(asked, pace),
			Movement: s.Movement,
		})
	}
	for _, p := range plans {
		out = append(out, sectionsChoice(p, asked, pace))
	}
	return out, nil
}

// sectionsChoice is a plan of several sections as the wizard lists it.
func sectionsChoice(p movements.SectionPlan, asked int, pace movements.Timing) MovementChoice {
	var parts []string
	c := MovementChoice{Explain: p.Explain(asked, pace)}
	for _, s := range p.Sections {
		parts = append(parts, fmt.Sprintf("%s %s tables", s.Letter, movements.TablesText(s.Tables, s.Half)))
		c.Sections = append(c.Sections, s.Movement)
	}
	c.Movement = c.Sections[0]
	c.Title = fmt.Sprintf("%d sections of Mitchells: %s", len(p.Sections), strings.Join(parts, ", "))
	c.Detail = fmt.Sprintf("%d rounds × %d boards in every section, %d boards each; two winners in each section", p.Rounds, p.BoardsPerRound, p.Rounds*p.BoardsPerRound)
	return c
}

// balanceText says how fairly a movement compares the pairs, in the words
// a director uses. A two-winner Mitchell ranks NS and EW apart, so its
// balance across the room means nothing to the result; for one field the
// quality factor (100 is perfect) is put in words, with the figure.
func balanceText(m *movements.Movement, b movements.Balance) string {
	if !m.OneField() {
		return "two winners (NS and EW ranked apart)"
	}
	return fmt.Sprintf("one winner, %s balance", b.Word())
}

// Create stores a new session set up in the wizard, with its movement, and
// adds new names to the club's player list.
func (d *Desk) Create(ns NewSession) (int64, error) {
	if ns.Movement == nil {
		return 0, errors.New("no movement chosen")
	}
	return d.create(ns, []*movements.Movement{ns.Movement}, map[string]map[movements.PairID][]string{"": ns.Names})
}

// CreateSections stores a field seated in several sections, as the
// wizard sets it up: one session whose sections, lettered A, B, C…, each
// have their movement and their pairs' names (by section letter) and play
// the same boards. It is scored section by section until the director
// chooses across the field.
func (d *Desk) CreateSections(ns NewSession, sections []*movements.Movement, names map[string]map[movements.PairID][]string) (int64, error) {
	if len(sections) < 2 {
		return 0, errors.New("several sections need at least two movements")
	}
	for i, m := range sections {
		if m == nil || !movements.ValidSectionLetter(m.Section) || m.Section != movements.SectionLetter(i) {
			return 0, fmt.Errorf("section %d has no movement lettered %s", i+1, movements.SectionLetter(i))
		}
	}
	return d.create(ns, sections, names)
}

// create stores a new session of one section (a movement not lettered,
// names under "") or of several.
func (d *Desk) create(ns NewSession, sections []*movements.Movement, names map[string]map[movements.PairID][]string) (int64, error) {
	if strings.TrimSpace(ns.Name) == "" {
		return 0, errors.New("the session has no name")
	}
	meta := store.Meta{
		Name:       strings.TrimSpace(ns.Name),
		EventTitle: strings.TrimSpace(ns.Event),
		Date:       ns.Date.Format(dateLayout),
		Method:     ns.Method,
		Rules:      ns.Rules,
		Options:    ns.Options,
	}
	sess := scoring.Session{Method: ns.Method, Rules: ns.Rules, Options: ns.Options}
	several := len(sections) > 1
	boards := 0
	for _, m := range sections {
		key := ""
		if several {
			key = m.Section
		}
		if err := checkNewSessionText(ns.Name, names[key]); err != nil {
			return 0, err
		}
		sec, err := sectionOf(m)
		if err != nil {
			return 0, sectionError(several, m, err)
		}
		meta.Sections = append(meta.Sections, sec)
		for _, p := range m.Pairs {
			if m.IsPhantom(p) {
				continue
			}
			id, dir := m.ResultPair(p)
			sess.Pairs = append(sess.Pairs, scoring.Pair{Section: key, ID: id, Direction: dir, Names: names[key][p]})
		}
		boards = max(boards, m.TotalBoards())
	}
	var bs []store.Board
	for b := 1; b <= boards; b++ {
		bs = append(bs, store.Board{Number: b, Dealer: scoring.Dealer(b), Vul: scoring.Vul(b)})
	}
	return d.db.CreateSession(store.NewSession{Meta: meta, Session: sess, Boards: bs})
}

// sectionOf is a valid movement as its section keeps it.
func sectionOf(m *movements.Movement) (store.Section, error) {
	if v := m.Validate(); !v.OK {
		var msgs []string
		for _, f := range v.Findings {
			msgs = append(msgs, f.String())
		}
		return store.Section{}, fmt.Errorf("the movement is not valid: %s", strings.Join(msgs, "; "))
	}
	schedule, err := json.Marshal(m)
	if err != nil {
		return store.Section{}, err
	}
	return store.Section{
		Name: cmp.Or(m.Section, "A"), Movement: m.Kind, Tables: m.Tables, Rounds: m.Rounds,
		BoardsPerRound: m.BoardsPerRound, Params: string(schedule),
	}, nil
}

func sectionError(several bool, m *movements.Movement, err error) error {
	if several {
		return fmt.Errorf("section %s: %w", m.Section, err)
	}
	return err
}

// Delete removes a session from the list; the database keeps it so that
// Restore can bring it back.
func (d *Desk) Delete(id int64) error { return d.db.DeleteSession(id) }

// Restore brings back a session deleted from the list.
func (d *Desk) Restore(id int64) error {
	_, err := d.db.Undo(id)
	return err
}

// Import reads a results file (USEBIO XML or the CSV traveller format) and
// stores it as a new session, returning its id and any warnings. A file
// that cannot be read leaves the database as it was.
func (d *Desk) Import(path string) (int64, []string, error) {
	ev, err := interchange.ReadFile(path)
	if err != nil {
		return 0, nil, err
	}
	if len(ev.Session.Lines) == 0 {
		if len(ev.Deals) > 0 {
			return 0, nil, fmt.Errorf("%s is a hand record (PBN): open a session and attach it there", filepath.Base(path))
		}
		return 0, nil, fmt.Errorf("%s: no traveller lines to import", filepath.Base(path))
	}
	name := ev.Name
	if name == "" {
		name = "imported from " + filepath.Base(path)
	}
	ids, err := ImportEventSections(d.db, ev, name, "", "")
	if err != nil {
		return 0, nil, err
	}
	return ids[0], ev.Warnings, nil
}

// ImportEvent stores an event read from a results file as new sessions
// named name, one for each section, and returns their ids in file order;
// rules and method override the file's when not "".
func (d *Desk) ImportEvent(ev *interchange.Event, name string, rules scoring.Rules, method scoring.Method) ([]int64, error) {
	return ImportEventSections(d.db, ev, name, rules, method)
}

// OpenSession is a session open for traveller entry. It keeps the lines in
// memory and writes every change through to the database at once.
type OpenSession struct {
	db       *store.DB
	id       int64
	meta     *store.Meta
	movement *movements.Movement
	session  *scoring.Session
	boards   []int
	// rows holds each board's traveller in movement order.
	rows     map[int][]Row
	expected int
	// ownsDB: the session was opened with its database, which Close closes.
	ownsDB bool
	// tablesAddr is where the window's table server listens, "" when off.
	tablesAddr string
	// section is the section being entered, "" in a session of one: the
	// movement, rows and boards are that section's.
	section string
	// moves are the movements of every section of a session of several,
	// lettered and in order, read once with the session; nil otherwise.
	moves []*movements.Movement
}

// Open loads a session for entry.
func (d *Desk) Open(id int64) (*OpenSession, error) {
	s := &OpenSession{db: d.db, id: id}
	if err := s.load(); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *OpenSession) load() error {
	meta, sess, err := s.db.Session(s.id)
	if err != nil {
		return err
	}
	// A late change, or its undo, rewrites the movements: read them each
	// time.
	moves, err := sectionMovements(meta)
	if err != nil {
		return err
	}
	s.meta, s.session, s.moves = meta, sess, moves
	s.session.SectionBoards = sectionBoards(moves)
	s.section = s.sectionAfterLoad()
	if s.movement, err = s.sectionMovement(); err != nil {
		return err
	}
	s.relayout()
	return nil
}

// sectionMovement is the movement of the section being entered (of the
// only one in a session of one section); nil when it keeps none.
func (s *OpenSession) sectionMovement() (*movements.Movement, error) {
	if s.section == "" {
		return s.meta.SectionMovement("")
	}
	for _, m := range s.moves {
		if m.Section == s.section {
			return m, nil
		}
	}
	return nil, nil
}

// relayout lays out the boards' rows of the section being entered: from
// its movement, or from the lines entered when it keeps none.
func (s *OpenSession) relayout() {
	if s.movement == nil {
		s.layoutFromLines()
	} else {
		s.layout()
	}
}

// layoutFromLines lays out a session whose movement is not known (one
// imported from another program's file): each board's traveller is the
// lines entered for it, in round and table order when known.
func (s *OpenSession) layoutFromLines() {
	s.rows = map[int][]Row{}
	s.boards = s.boards[:0]
	s.expected = 0
	for i := range s.session.Lines {
		l := &s.session.Lines[i]
		if l.Section != s.section {
			continue
		}
		s.expected++
		if _, ok := s.rows[l.Board]; !ok {
			s.boards = append(s.boards, l.Board)
		}
		s.rows[l.Board] = append(s.rows[l.Board], Row{Section: l.Section, Board: l.Board, Round: l.Round, Table: l.Table, NS: l.NS, EW: l.EW, Entered: l})
	}
	sort.Ints(s.boards)
	for _, rows := range s.rows {
		sort.SliceStable(rows, func(i, j int) bool {
			if rows[i].Round != rows[j].Round {
				return rows[i].Round < rows[j].Round
			}
			return rows[i].Table < rows[j].Table
		})
	}
}

// layout builds every board's rows from the movement and places the
// entered lines on them.
func (s *OpenSession) layout() {
	m := s.movement
	s.rows = map[int][]Row{}
	s.expected = m.ExpectedLines()
	for _, slot := range m.Schedule {
		if m.SitsOut(slot) {
			continue
		}
		for _, b := range m.Boards(slot.Set) {
			s.rows[b] = append(s.rows[b], Row{Section: s.section, Board: b, Round: slot.Round, Table: slot.Table, NS: slot.NS.Key(), EW: slot.EW.Key()})
		}
	}
	s.boards = s.boards[:0]
	for b, rows := range s.rows {
		s.boards = append(s.boards, b)
		sort.Slice(rows, func(i, j int) bool {
			if rows[i].Round != rows[j].Round {
				return rows[i].Round < rows[j].Round
			}
			return rows[i].Table < rows[j].Table
		})
	}
	sort.Ints(s.boards)
	s.relink()
}

func (s *OpenSession) relink() {
	for i := range s.session.Lines {
		x := &s.session.Lines[i]
		if x.Section != s.section {
			continue
		}
		if row := s.find(x.Board, x.NS, x.EW); row != nil {
			row.Entered = x
		}
	}
}

// find is the row of a board where two pairs meet. In one field the
// pairs may be named either way round; in a two-winner Mitchell the first
// is the NS pair, since 3 NS v 1 EW and 1 NS v 3 EW are different pairs.
func (s *OpenSession) find(board int, ns, ew string) *Row {
	rows := s.rows[board]
	either := s.oneField()
	for i := range rows {
		r := &rows[i]
		if (r.NS == ns && r.EW == ew) || (either && r.NS == ew && r.EW == ns) {
			return r
		}
	}
	return nil
}

// Info describes the session.
func (s *OpenSession) Info() SessionInfo { return infoOf(s.meta) }

// Movement is the session's movement.
func (s *OpenSession) Movement() *movements.Movement { return s.movement }

// Pairs are the competing pairs with their names.
func (s *OpenSession) Pairs() []scoring.Pair { return s.session.Pairs }

// Boards lists the board numbers in play.
func (s *OpenSession) Boards() []int { return s.boards }

// Expected is how many lines the movement expects.
func (s *OpenSession) Expected() int { return s.expected }

// Rows gives a board's traveller in round order.
func (s *OpenSession) Rows(board int) ([]Row, error) {
	rows, ok := s.rows[board]
	if !ok {
		return nil, fmt.Errorf("board %d is not played in this session", board)
	}
	return append([]Row(nil), rows...), nil
}

// Place is a table in a round: where a pick-up slip comes from.
type Place struct{ Round, Table int }

// Places lists the tables in play round by round, sit-outs left out; nil
// when the movement is not known.
func (s *OpenSession) Places() []Place {
	m := s.movement
	if m == nil {
		return nil
	}
	var out []Place
	for _, slot := range m.Schedule {
		if m.Phantom != nil && (slot.NS == *m.Phantom || slot.EW == *m.Phantom) {
			continue
		}
		out = append(out, Place{slot.Round, slot.Table})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Round != out[j].Round {
			return out[i].Round < out[j].Round
		}
		return out[i].Table < out[j].Table
	})
	return out
}

// RowsAt gives what one table played in one round, board by board: the
// lines of a pick-up slip.
func (s *OpenSession) RowsAt(p Place) []Row {
	var out []Row
	for _, b := range s.boards {
		for _, r := range s.rows[b] {
			if r.Round == p.Round && r.Table == p.Table {
				out = append(out, r)
			}
		}
	}
	return out
}

// Enter reads a result as the director typed it and saves it for a row.
// A result that cannot be understood returns the reason and changes
// nothing. A correction keeps the opening lead the line had.
func (s *OpenSession) Enter(board int, row Row, text string) (Entered, error) {
	return s.enter(board, row, text, nil, nil)
}

// EnterWithLead is Enter recording the opening lead too ("SA", "HT"; ""
// for none), as scoring.ParseLead reads it.
func (s *OpenSession) EnterWithLead(board int, row Row, text, lead string) (Entered, error) {
	return s.enter(board, row, text, &lead, nil)
}

func (s *OpenSession) enter(board int, row Row, text string, lead *string, from *TableEntry) (Entered, error) {
	r := s.find(board, row.NS, row.EW)
	if s.movement == nil {
		// A session imported without its movement takes a line for any two
		// pairs of its field (the database checks they exist), on one of
		// its boards, at a table and round a movement could have.
		if err := s.checkPlace(board, row); err != nil {
			return Entered{}, err
		}
	}
	if r == nil && s.movement == nil {
		r = &Row{Section: s.section, Board: board, Round: row.Round, Table: row.Table, NS: row.NS, EW: row.EW}
	}
	if r == nil {
		return Entered{}, s.notMeeting(board, row.NS, row.EW)
	}
	l, err := scoring.ParseEntry(board, text)
	if err != nil {
		return Entered{}, err
	}
	if l.Kind == scoring.Played && l.Result == nil && !scoring.PossibleScore(l.Score, scoring.Vul(board)) {
		return Entered{}, fmt.Errorf("%q: no contract can score %+d for NS on board %d (vulnerable: %s); check the score", text, l.Score, board, scoring.Vul(board))
	}
	l.Section, l.Board, l.Round, l.Table, l.NS, l.EW = s.section, board, r.Round, r.Table, r.NS, r.EW
	if s.movement == nil {
		// Without the movement, the round and table are what the director
		// says they were, when said.
		if row.Round > 0 {
			l.Round = row.Round
		}
		if row.Table > 0 {
			l.Table = row.Table
		}
	}
	switch {
	case lead != nil:
		l.Lead = *lead
	case r.Entered != nil:
		l.Lead = r.Entered.Lead
	}
	warnings := s.slips(board, l, r)
	if w := s.ddCheck(board, l); w != "" {
		warnings = append(warnings, w)
	}
	if err := s.save(l, from); err != nil {
		return Entered{}, err
	}
	if r.Entered != nil {
		*r.Entered = l
	} else {
		s.session.Lines = append(s.session.Lines, l)
		if s.movement == nil {
			s.layoutFromLines()
		}
		// The append may have moved the lines: point every row at its line
		// again.
		s.relink()
		s.meta.Lines++
	}
	s.markComplete()
	return Entered{Line: l, Warnings: warnings}, nil
}

// checkPlace refuses, for a session without its movement, a board beyond
// the session's boards and a round or table no movement has.
func (s *OpenSession) checkPlace(board int, row Row) error {
	last := 0
	if n := len(s.boards); n > 0 {
		last = s.boards[n-1]
	}
	switch {
	case board < 1 || board > last:
		return fmt.Errorf("board %d is not in this session (its boards are 1 to %d)", board, last)
	case row.Round < 0 || row.Round > movements.MaxRounds:
		return fmt.Errorf("round %d: a session has rounds 1 to at most %d", row.Round, movements.MaxRounds)
	case row.Table < 0 || row.Table > movements.MaxTables:
		return fmt.Errorf("table %d: a section has tables 1 to at most %d", row.Table, movements.MaxTables)
	}
	return nil
}

// Replaces says what a result typed for a row would replace: the saved
// line in words when the typed result differs from it, "" when the row is
// empty or already holds that result. Text that cannot be understood
// returns the reason, as Enter would.
func (s *OpenSession) Replaces(board int, row Row, text string) (string, error) {
	r := s.find(board, row.NS, row.EW)
	if r == nil {
		return "", s.notMeeting(board, row.NS, row.EW)
	}
	if r.Entered != nil && strings.TrimSpace(text) == scoring.EntryText(*r.Entered) {
		return "", nil
	}
	l, err := scoring.ParseEntry(board, text)
	if err != nil {
		return "", err
	}
	if r.Entered == nil || scoring.EntryText(l) == scoring.EntryText(*r.Entered) {
		return "", nil
	}
	return r.Entered.Describe(), nil
}

// SetGroup marks a line of a fouled board with the version of the deal
// its table played: lines with the same group are scored against each
// other (0 is the board as dealt). The change is in the history.
func (s *OpenSession) SetGroup(board int, row Row, group int) error {
	r := s.find(board, row.NS, row.EW)
	if r == nil || r.Entered == nil {
		return fmt.Errorf("board %d, %s v %s: enter the result before marking the board fouled", board, row.NS, row.EW)
	}
	if group < 0 || group > 9 {
		return fmt.Errorf("fouled board version %d: give a number from 0 (as dealt) to 9", group)
	}
	l := *r.Entered
	l.Group = group
	if err := s.db.PutLine(s.id, l); err != nil {
		return err
	}
	r.Entered.Group = group
	return nil
}

// Clear removes the result entered for a row: a result typed on the wrong
// line. The history keeps it, so undo brings it back.
func (s *OpenSession) Clear(board int, row Row) error {
	r := s.find(board, row.NS, row.EW)
	if r == nil || r.Entered == nil {
		return fmt.Errorf("board %d: no result entered for %s v %s", board, row.NS, row.EW)
	}
	if err := s.db.DeleteLine(s.id, s.section, board, r.NS, r.EW); err != nil {
		return err
	}
	lines := s.session.Lines[:0]
	for _, l := range s.session.Lines {
		if !(l.Section == s.section && l.Board == board && l.NS == r.NS && l.EW == r.EW) {
			lines = append(lines, l)
		}
	}
	s.session.Lines = lines
	for _, rows := range s.rows {
		for i := range rows {
			rows[i].Entered = nil
		}
	}
	s.relink()
	s.meta.Lines = len(lines)
	s.markComplete()
	return nil
}

// markComplete notes whether every line the movement expects is in, as
// the database recorded it in the same transaction as the change.
func (s *OpenSession) markComplete() {
	if s.movement == nil {
		return
	}
	expected := s.expected
	if s.moves != nil {
		// Every section counts, as the database adds them up.
		expected = 0
		for _, m := range s.moves {
			expected += m.ExpectedLines()
		}
	}
	s.meta.Complete = len(s.session.Lines) >= expected
}

// slips finds the entry mistakes a line about to be saved looks like (the
// rules are in slips.go): a result that replaces one already entered, and
// a line typed the wrong way round.
func (s *OpenSession) slips(board int, l scoring.Line, r *Row) []string {
	var w []string
	if r.Entered != nil {
		w = append(w, "replaces "+r.Entered.Describe())
	}
	others := s.otherLines(board, r)
	if m := mirrorSlip(l, others, func(scoring.Line) bool { return true }); m != "" {
		w = append(w, m)
	}
	return w
}

// otherLines are the saved lines of a board other than a row's own.
func (s *OpenSession) otherLines(board int, r *Row) []scoring.Line {
	var others []scoring.Line
	for _, o := range s.rows[board] {
		if o.Entered != nil && (o.NS != r.NS || o.EW != r.EW) {
			others = append(others, *o.Entered)
		}
	}
	return others
}

// Warnings looks again at a saved line against the rest of its board: a
// line the rest of the field shows to be the wrong way round keeps its
// warning, and a line the field agrees with loses one given when it was
// typed.
func (s *OpenSession) Warnings(board int, row Row) []string {
	r := s.find(board, row.NS, row.EW)
	if r == nil || r.Entered == nil {
		return nil
	}
	order := map[[2]string]int{}
	for i, l := range s.session.Lines {
		if l.Board == board && l.Section == s.section {
			order[[2]string{l.NS, l.EW}] = i
		}
	}
	mine := order[[2]string{r.NS, r.EW}]
	later := func(o scoring.Line) bool { return mine > order[[2]string{o.NS, o.EW}] }
	var out []string
	if m := mirrorSlip(*r.Entered, s.otherLines(board, r), later); m != "" {
		out = append(out, m)
	}
	if w := s.ddCheck(board, *r.Entered); w != "" {
		out = append(out, w)
	}
	return out
}

// Standings scores the session as it stands.
func (s *OpenSession) Standings() (*scoring.Standings, error) {
	return scoring.Score(s.session)
}

// ScoringSession is the session as the scoring engine sees it.
func (s *OpenSession) ScoringSession() *scoring.Session { return s.session }

// Step is a change undone or redone: what it was in words and, when it
// changed a traveller line, which line, so that the window can show it.
type Step struct {
	What string
	// Before and After say in words what the change replaced and what it
	// put there, as the history does.
	Before, After string
	// Board is 0 for a change that touched no line (players' names);
	// Section is the line's section in a session of several.
	Section string
	Board   int
	NS, EW  string
}

// Undo reverses the latest change and says what it was.
func (s *OpenSession) Undo() (Step, error) { return s.walk(s.db.Undo) }

// Redo repeats the latest undone change and says what it was.
func (s *OpenSession) Redo() (Step, error) { return s.walk(s.db.Redo) }

func (s *OpenSession) walk(step func(int64) (store.Change, error)) (Step, error) {
	c, err := step(s.id)
	if err != nil {
		return Step{}, err
	}
	if err := s.load(); err != nil {
		return Step{}, err
	}
	s.markComplete()
	if c.Section != "" && c.Section != s.section {
		// The change is shown where it was made.
		if err := s.SelectSection(c.Section); err != nil {
			return Step{}, err
		}
	}
	return Step{What: c.What, Before: c.Before, After: c.After, Section: c.Section, Board: c.Board, NS: c.NS, EW: c.EW}, nil
}

// History lists the session's changes and the director's undo and redo
// steps, oldest first.
func (s *OpenSession) History() ([]Change, error) {
	cs, err := s.db.History(s.id)
	if err != nil {
		return nil, err
	}
	out := make([]Change, len(cs))
	for i, c := range cs {
		title := c.What
		var step string
		if c.Step != "" {
			step = c.Step
			title = map[string]string{"undo": "undone: ", "redo": "redone: "}[step] + c.What
		}
		what := title
		before, after := changeSide(c.What, c.Before), changeSide(c.What, c.After)
		switch {
		case before != "" && after != "":
			what += ": " + before + " → " + after
		case after != "":
			what += ": " + after
		case before != "":
			what += " (was " + before + ")"
		}
		if c.Source != "" {
			what += " (from " + c.Source + ")"
		}
		out[i] = Change{When: c.At, What: what, Title: title, Before: c.Before, After: c.After,
			Undone: c.Undone, Redoable: c.Redoable, Step: step, Source: c.Source}
	}
	return out, nil
}

// changeSide is one side of a change in words, without the pairs the
// change already names; "" when there was nothing.
func changeSide(what, side string) string {
	if side == "nothing" {
		return ""
	}
	if i := strings.Index(side, ": "); i > 0 && strings.HasSuffix(what, side[:i]) {
		return side[i+2:]
	}
	return side
}

// PairNames are the players of one pair, as the names dialog saves them.
type PairNames struct {
	Pair  scoring.PairRef
	Names []string
}

// FindPair reads a pair as a director types it: "3NS", "3EW", or "3" when
// only one pair has that number.
func (s *OpenSession) FindPair(typed string) (scoring.PairRef, error) {
	return s.findPair(typed)
}

// Seated is the pair sitting in a seat ("NS" or "EW") of a row, with its
// players' names.
func (s *OpenSession) Seated(id, seat string) scoring.Pair {
	r := s.seated(id, seat)
	if p, ok := s.session.Pair(r); ok {
		return p
	}
	return scoring.Pair{Section: r.Section, ID: r.ID, Direction: r.Direction}
}

// SetNames changes the players of a pair after the session has started
// (a substitute, a name mistyped); the change is in the history and can
// be undone.
func (s *OpenSession) SetNames(pair scoring.PairRef, names []string) error {
	return s.SaveNames([]PairNames{{Pair: pair, Names: names}})
}

// SaveNames changes the players of several pairs at once, as one change
// that one undo takes back. Pairs whose names are unchanged are not
// touched; a pair the session does not have changes nothing at all.
func (s *OpenSession) SaveNames(list []PairNames) error {
	rows := make([]store.PairNames, 0, len(list))
	clean := make([][]string, len(list))
	for i, pn := range list {
		if err := checkPlayers(fmt.Sprint(pn.Pair), pn.Names); err != nil {
			return err
		}
		if _, ok := s.session.Pair(pn.Pair); !ok {
			return fmt.Errorf("there is no pair %s in this session", pn.Pair)
		}
		for _, n := range pn.Names {
			if n = strings.TrimSpace(n); n != "" {
				clean[i] = append(clean[i], n)
			}
		}
		rows = append(rows, store.PairNames{Section: pn.Pair.Section, Pair: pn.Pair.ID, Dir: pn.Pair.Direction, Names: clean[i]})
	}
	if err := s.db.SetPairsNames(s.id, rows); err != nil {
		return err
	}
	for i, pn := range list {
		for j := range s.session.Pairs {
			if s.session.Pairs[j].Ref() == pn.Pair {
				s.session.Pairs[j].Names = clean[i]
			}
		}
	}
	return nil
}

// AttachHands reads a PBN hand record onto the session's boards, for the
// travellers, and returns the warnings (a dealer or vulnerability that
// does not match the board number).
func (s *OpenSession) AttachHands(path string) ([]string, error) {
	ev, err := interchange.ReadHandRecord(path)
	if err != nil {
		return nil, err
	}
	return s.AttachDeals(filepath.Base(path), ev)
}

// AttachDeals puts the hand records of a file already read (named file in
// messages) onto the session's boards.
func (s *OpenSession) AttachDeals(file string, ev *interchange.Event) ([]string, error) {
	if len(ev.Deals) == 0 {
		return nil, fmt.Errorf("%s holds no hand records (expected a PBN file with [Deal] tags)", file)
	}
	// The analysis is made once, as the hands are attached, and kept
	// with them; without a solver the hands are attached all the same.
	var notes []string
	if err := AnalyseDeals(ev.Deals, false); err != nil {
		notes = append(notes, "the hands are attached without makeable contracts and par: "+err.Error())
	}
	warnings, err := s.db.SetDeals(s.id, DealsToBoards(ev.Deals))
	if err != nil {
		return nil, err
	}
	return append(append(ev.Warnings, warnings...), notes...), nil
}

// Close releases the session; everything is already saved. A session
// opened with OpenOne closes its database too.
func (s *OpenSession) Close() error {
	if s.ownsDB {
		return s.db.Close()
	}
	return nil
}

// Explain gives the scoring engine's account of one line's points.
func (s *OpenSession) Explain(board int, ns, ew string) (string, error) {
	st, err := s.Standings()
	if err != nil {
		return "", err
	}
	return scoring.ExplainIn(s.session, st, s.section, board, ns, ew)
}

// ID is the session's id in the club database.
func (s *OpenSession) ID() int64 { return s.id }

// Refresh reads the session again from the club database: another open
// copy of it (the table server's, the window's) may have changed it.
func (s *OpenSession) Refresh() error { return s.load() }
