package club

import (
	"cmp"
	"errors"
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/scoring"
	"bridgescore/store"
)

// What a table may do from its phone is decided here, not by the table
// server: a table enters a contract and result, or passed out, for the
// boards of the round it is on and may correct them until the director
// locks the round. It never gives an artificial, weighted or not-played
// score, nor a bare score without its contract, and never replaces a line
// the director has put there. The round a table is on is the earliest at
// that table with a board not yet entered, or a later one the director
// has moved it on to.

// TableEntry says where a result entered at a table's phone came from: the
// table and the round its page was showing, the id the page gave the entry
// so that an entry sent twice is stored once, and the phone.
type TableEntry struct {
	Section      string // "" in a session of one section
	Table, Round int
	ClientID     string
	// Device says in a few words what sent it ("Android phone"), for the
	// history; "" when not known.
	Device string
}

// Source is the entry's source in the history's words: "table 3, round 2"
// or "section B, table 3, round 2", with the phone after it when known.
func (e TableEntry) Source() string {
	s := fmt.Sprintf("table %d, round %d", e.Table, e.Round)
	if e.Section != "" {
		s = fmt.Sprintf("section %s, %s", e.Section, s)
	}
	if e.Device != "" {
		s += ", " + e.Device
	}
	return s
}

func (e TableEntry) submission() store.Submission {
	return store.Submission{Section: e.Section, Table: e.Table, ClientID: e.ClientID}
}

// MaxClientID is the longest id a table's page may give an entry.
const MaxClientID = 100

// EnterFromTable saves a result sent from a table's phone, with the same
// checks as a typed one and those of table entry above, in one change:
// the same entry sent again (the same id from the same table) is answered
// with its line as it stands and stored once. Each phone is answered with
// its own line and, when another has taken its place meanwhile (another
// phone of the table sending at the same moment), that one.
//
// Codes: Invalid (a result that cannot be read, a bare score, an id that
// is empty or too long), Forbidden (an adjusted score, a board the table
// does not play in that round, a locked round), Conflict (a later round
// than the table is on, a line the director has put there, an id used for
// another result, an entry the director has deleted), NotFound (no such
// section, a session deleted), Busy.
func (s *OpenSession) EnterFromTable(from TableEntry, board int, text string, lead *string) (Entered, error) {
	if err := s.l.notDeleted(); err != nil {
		return Entered{}, err
	}
	p := &sent{from: from, board: board, text: text, lead: lead, ready: make(chan struct{})}
	s.l.send(p)
	<-p.ready
	return s.answer(p)
}

// answer is what a table is told of its result once written: its own
// line, and what stands in its place now if another does; the hands when
// those who sent it have played the board.
func (s *OpenSession) answer(p *sent) (Entered, error) {
	from, board := p.from, p.board
	if p.err != nil {
		return Entered{}, p.err
	}
	if p.stored {
		s.l.publish(lineUpdate(p.done.Line, from.Source(), s))
	}
	done := p.done
	st := s.state()
	done.ReplacedBy = st.standing(done.Line)
	// Those who sent it are the pairs of the round the table was on: the
	// round's own, or, for an earlier round's board, the pairs now there.
	if lo := st.layouts[from.Section]; lo != nil && !st.seenAt(lo, Place{Round: p.on, Table: from.Table})(board) {
		done.StillToPlay = true
		return done, nil
	}
	if d, ok := st.deals[board]; ok && d.Hands[0] != "" {
		done.Deal = &d
	}
	return done, nil
}

// standing is the line that stands in a line's place on its row, when
// it is another: nil while the line stands (or the row is empty).
func (st *state) standing(l scoring.Line) *scoring.Line {
	lo := st.layouts[l.Section]
	if lo == nil {
		return nil
	}
	r := lo.find(l.Board, l.NS, l.EW, st.oneField(l.Section))
	if r == nil || r.Entered == nil {
		return nil
	}
	if now := *r.Entered; scoring.EntryText(now) != scoring.EntryText(l) || now.Lead != l.Lead {
		return &now
	}
	return nil
}

// sent is a result a table has sent, waiting to be written with the
// others sent at the same moment.
type sent struct {
	from  TableEntry
	board int
	text  string
	lead  *string
	// on is the round the table was on when the result was checked.
	on int
	// done, stored and err are the answer, once ready is closed.
	done   Entered
	stored bool
	err    error
	ready  chan struct{}
	// twin is the result of the same batch this one sends again: it
	// stands or falls with it.
	twin *sent
}

// send queues a table's result for writing. The results that arrive while
// one batch is being written are written together in the next, in one
// transaction: one wait for the disk for every table that sent at once,
// and each result is answered only once it is on disk.
func (l *live) send(p *sent) {
	l.sendMu.Lock()
	defer l.sendMu.Unlock()
	l.waiting = append(l.waiting, p)
	if !l.writing {
		l.writing = true
		go l.writeWaiting()
	}
}

// writeWaiting writes the results waiting, batch after batch, until none
// is left.
func (l *live) writeWaiting() {
	for {
		l.sendMu.Lock()
		batch := l.waiting
		l.waiting = nil
		if len(batch) == 0 {
			l.writing = false
			l.sendMu.Unlock()
			return
		}
		l.sendMu.Unlock()
		l.writeBatch(batch)
		for _, p := range batch {
			close(p.ready)
		}
	}
}

// rereads is how many times a batch is checked again after the database
// was changed under it before the tables are told to send it again: each
// time, another program wrote between the session being read again and
// the batch being written.
const rereads = 5

// writeBatch checks each result of a batch against the session as the
// ones before it leave it, and writes those to be stored in one
// transaction. The checks hold only for the database they were made on:
// one that another program (the command line, a window beside the server)
// has written to since is read again, inside the change, and the batch
// checked again on it, so that a ruling, a lock or a move made elsewhere
// a moment before always stands. A batch the database refuses for a
// reason of one result's is written again a result at a time, so that
// only that one is refused.
func (l *live) writeBatch(batch []*sent) {
	err := l.writeChecked(batch)
	for try := 1; errors.Is(err, store.ErrChanged); try++ {
		if try > rereads {
			err = fault.Errorf(fault.Busy, "the club database keeps being changed by another program; the results are to be sent again")
		} else if err = l.reload(); err == nil {
			// The doors listening hear of another program's change
			// from the watch on the database, as ever.
			err = l.writeChecked(batch)
			continue
		}
		// The session cannot be read again (deleted, say), or keeps
		// changing: no result of the batch is answered from what was
		// read before.
		if errors.Is(err, store.ErrNoSession) {
			l.deleted()
		}
		for _, p := range batch {
			p.done, p.stored, p.err = Entered{}, false, err
		}
		return
	}
	if err != nil && len(batch) > 1 && fault.CodeOf(err) != fault.Busy {
		for _, p := range batch {
			l.writeBatch([]*sent{p})
		}
		return
	}
	for _, p := range batch {
		if err != nil && p.stored {
			p.stored, p.err = false, err
		}
	}
	for _, p := range batch {
		if p.twin != nil && p.twin.err != nil {
			p.err = p.twin.err
		}
	}
}

// writeChecked checks a batch against the session as this process holds
// it and writes it, unless the database has been changed since the
// session was read (store.ErrChanged).
func (l *live) writeChecked(batch []*sent) error {
	db := l.desk.db
	return l.change(func(st *state) (*state, error) {
		var subs []store.Submission
		for _, p := range batch {
			subs = append(subs, p.from.submission())
		}
		sentBefore, err := db.Submissions(st.meta.ID, subs)
		if err != nil {
			return nil, err
		}
		var writes []store.TableWrite
		for _, p := range batch {
			next, w, err := st.tableEntry(sentBefore, p, batch)
			if p.err = err; err != nil {
				continue
			}
			if w != nil {
				writes = append(writes, *w)
				st = next
			}
		}
		if len(writes) == 0 {
			// Answers without a write (refusals, a result already
			// stored) hold for the database as it stands now.
			if now, err := db.Generation(); err != nil || now != st.gen {
				return nil, cmp.Or(err, store.ErrChanged)
			}
			return nil, nil
		}
		gen, err := db.PutLinesFromSince(st.meta.ID, st.gen, writes)
		if err != nil {
			return nil, err
		}
		st.gen = gen
		return st, nil
	})
}

// tableEntry checks a table's result against the state and gives the state
// after it with what is to be written; no write when the result is one
// already stored (sent again, or the same result). Earlier results of the
// same batch count as sent before.
func (st *state) tableEntry(sent map[store.Submission]store.Answer, p *sent, batch []*sent) (*state, *store.TableWrite, error) {
	p.done, p.stored, p.twin = Entered{}, false, nil
	from := p.from
	p.on = st.tableRound(from.Section, from.Table)
	if id := strings.TrimSpace(from.ClientID); id == "" || len(id) > MaxClientID {
		return nil, nil, fault.Errorf(fault.Invalid, "a result needs an id of 1 to %d characters", MaxClientID)
	}
	// An entry sent again is answered as it was, whatever has happened
	// since (the round locked, the table moved on).
	if d, found, err := st.sentBefore(sent, p, batch); err != nil || found {
		p.done = d
		return nil, nil, err
	}
	r, err := st.tableRow(from, p.board)
	if err != nil {
		return nil, nil, err
	}
	l, err := st.tableLine(from, r, p.text, p.lead)
	if err != nil {
		return nil, nil, err
	}
	if r.Entered != nil && scoring.EntryText(*r.Entered) == scoring.EntryText(l) && l.Lead == r.Entered.Lead {
		// The same result again changes nothing, whoever put it there.
		p.done = Entered{Line: *r.Entered}
		return nil, nil, nil
	}
	if err := st.checkNotRuled(r); err != nil {
		return nil, nil, err
	}
	next, done := st.apply(r, l, from.Source())
	p.done, p.stored = done, true
	return next, &store.TableWrite{Line: done.Line, Source: from.Source(), Submission: from.submission()}, nil
}

// tableRow is the row of a board at a table in the round its page says,
// once the table may enter it.
func (st *state) tableRow(from TableEntry, board int) (Row, error) {
	lo, err := st.tableLayout(from.Section)
	if err != nil {
		return Row{}, err
	}
	var r *Row
	for _, row := range lo.rowsAt(Place{Round: from.Round, Table: from.Table}) {
		if row.Board == board {
			r = &row
		}
	}
	if r == nil {
		return Row{}, fault.Errorf(fault.Forbidden, "board %d is not played at table %d in round %d", board, from.Table, from.Round)
	}
	if on := st.tableRound(from.Section, from.Table); from.Round > on {
		return Row{}, fault.Errorf(fault.Conflict, "table %d is on round %d: enter that round's boards before round %d's (the director can move the table on)", from.Table, on, from.Round)
	}
	if st.locks[from.Round] {
		return Row{}, fault.Errorf(fault.Forbidden, "round %d is locked; ask the director to change a result", from.Round)
	}
	return *r, nil
}

// tableLayout is the layout of a section whose tables enter their
// results.
func (st *state) tableLayout(section string) (*layout, error) {
	lo := st.layouts[section]
	if lo == nil {
		return nil, fault.Errorf(fault.NotFound, "there is no section %q in this session", section)
	}
	if lo.movement == nil {
		return nil, ErrNoMovement
	}
	return lo, nil
}

// sentBefore answers an entry whose id the table has sent before, stored
// (sent holds the answers stored of the batch's ids) or earlier in the same
// batch, with its line as it stands; found is false for a new id.
func (st *state) sentBefore(sent map[store.Submission]store.Answer, p *sent, batch []*sent) (Entered, bool, error) {
	for _, q := range batch {
		if q == p {
			break
		}
		if q.stored && q.from.Section == p.from.Section && q.from.Table == p.from.Table && q.from.ClientID == p.from.ClientID {
			if q.board != p.board || q.text != p.text {
				return Entered{}, true, anotherResult(p.from.ClientID, q.board)
			}
			p.twin = q
			return q.done, true, nil
		}
	}
	k, found := sent[p.from.submission()]
	if !found {
		return Entered{}, false, nil
	}
	l, perr := scoring.ParseEntry(p.board, p.text)
	if k.Board != p.board || (k.Result != "" && perr == nil && scoring.EntryText(l) != k.Result) {
		return Entered{}, true, anotherResult(p.from.ClientID, k.Board)
	}
	if lo := st.layouts[k.Section]; lo != nil {
		if r := lo.find(k.Board, k.NS, k.EW, st.oneField(k.Section)); r != nil && r.Entered != nil {
			return Entered{Line: *r.Entered}, true, nil
		}
	}
	return Entered{}, true, fault.Errorf(fault.Conflict, "board %d: the result sent was deleted by the director", k.Board)
}

func anotherResult(id string, board int) error {
	return fault.Errorf(fault.Conflict, "entry %q was sent before with another result (board %d); send the new result as a new entry", id, board)
}

// tableLine reads a result a table sent: a contract and result, or passed
// out, and a lead when asked.
func (st *state) tableLine(from TableEntry, r Row, text string, lead *string) (scoring.Line, error) {
	l, err := scoring.ParseEntry(r.Board, text)
	if err != nil {
		return l, fault.As(fault.Invalid, fmt.Errorf("board %d: %w", r.Board, err))
	}
	switch {
	case l.Kind != scoring.Played:
		return l, fault.Errorf(fault.Forbidden, "board %d: only the director gives an adjusted score; call the director", r.Board)
	case l.Result == nil:
		return l, fault.Errorf(fault.Invalid, "board %d: give the contract, declarer and tricks (4HS+1), or PASS, not the score alone", r.Board)
	}
	switch {
	case lead != nil && strings.TrimSpace(*lead) != "":
		card, err := readLead(*lead)
		if err != nil {
			return l, fmt.Errorf("board %d: %w", r.Board, err)
		}
		l.Lead = card
	case r.Entered != nil:
		l.Lead = r.Entered.Lead
	}
	return l, nil
}

// checkNotRuled refuses a table's result for a line the director has put
// there: the director's word stands until the director changes it.
func (st *state) checkNotRuled(r Row) error {
	if r.Entered == nil {
		return nil
	}
	if _, fromTable := st.sources[keyOfLine(*r.Entered)]; fromTable {
		return nil
	}
	return fault.Errorf(fault.Conflict, "board %d: the director has ruled on this board (%s); ask the director to change it", r.Board, r.Entered.Describe())
}

// tableRound is the round a table is on: the earliest at the table with a
// board not yet entered (the last when all are in), or the round the
// director has moved it on to when that is later.
func (st *state) tableRound(section string, table int) int {
	lo := st.layouts[section]
	on, last := 0, 0
	for r := 1; lo != nil && lo.movement != nil && r <= lo.movement.Rounds; r++ {
		rows, entered := lo.enteredAt(Place{Round: r, Table: table})
		if rows == 0 {
			continue
		}
		last = r
		if on == 0 && entered < rows {
			on = r
		}
	}
	if on == 0 {
		on = last
	}
	return max(on, st.movedOn[tableKey{section, table}])
}

func allEntered(rows []Row) bool {
	for _, r := range rows {
		if r.Entered == nil {
			return false
		}
	}
	return true
}

// ErrNoMovement refuses what needs the movement (table entry, a late
// change, guide cards) in a session imported without it: the store's own
// refusal, so that there is one.
var ErrNoMovement = store.ErrNoMovement
