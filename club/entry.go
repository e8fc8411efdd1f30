package club

import (
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

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
	// Source names the table whose phone put the result there ("table 3,
	// round 2"); "" when the director did, or the row is empty.
	Source string
}

// Entered is the answer to an accepted result.
type Entered struct {
	Line scoring.Line
	// Replaced is the line the result took the place of; nil when the
	// row was empty.
	Replaced *scoring.Line
	// Warnings name likely slips (a line the wrong way round, a result far
	// from double dummy); they do not stop the line being saved.
	Warnings []string
	// Deal is the board's hands and analysis, for a table that has just
	// entered it, when a hand record is attached; nil for the director,
	// who has them at hand, and for a table whose pairs have still to
	// play the board (see StillToPlay).
	Deal *scoring.Deal
	// StillToPlay: the result came from a table whose pairs now there
	// have not both played the board (a correction of an earlier round
	// sent after other pairs sat down): they are told nothing of it
	// beyond what they sent, neither hands nor points.
	StillToPlay bool
	// ReplacedBy is the line standing in this one's place by the time the
	// table is answered: another phone of the table sent another result
	// for the board at the same moment, or just after (the last sent
	// stands), or the director changed it. Nil while this line stands.
	ReplacedBy *scoring.Line
	// Unchanged says the row already held this result and nothing was
	// saved (EnterTyped without Replace); Line and Replaced are the line
	// as it stands.
	Unchanged bool
}

// Typed is a result as the director typed it for a row.
type Typed struct {
	Text string
	// Lead is the opening lead ("SA", "HT"; "" for none) as
	// scoring.ParseLead reads it; nil keeps the lead the line had.
	Lead *string
	// Replace lets the result take the place of a different result
	// already on the row. Without it such a result is refused with a
	// *ReplacesError and nothing is saved, so that a traveller typed onto
	// the wrong board is not saved over another's without a word.
	Replace bool
}

// ReplacesError refuses a result typed for a row that holds a different
// one, without Typed.Replace: the door asks the director first.
type ReplacesError struct {
	Row Row
	// Old is the line the row holds.
	Old scoring.Line
}

func (e *ReplacesError) Error() string {
	return fmt.Sprintf("board %d, %s v %s already holds %s", e.Row.Board, e.Row.NS, e.Row.EW, e.Old.Describe())
}

// FaultCode says that the result could be saved, but not without the
// director's word: a conflict.
func (*ReplacesError) FaultCode() fault.Code { return fault.Conflict }

// LeadError refuses an opening lead that cannot be read (Invalid): a door
// may say it of the field the lead was typed in.
type LeadError struct{ Err error }

func (e *LeadError) Error() string { return e.Err.Error() }
func (e *LeadError) Unwrap() error { return e.Err }

// FaultCode says the lead cannot be read.
func (*LeadError) FaultCode() fault.Code { return fault.Invalid }

// readLead reads an opening lead as typed at a table or a keyboard ("♥10",
// "h t"; "" for none) into the form a line keeps ("HT").
func readLead(text string) (string, error) {
	card, err := scoring.ParseLead(text)
	if err != nil {
		return "", &LeadError{Err: err}
	}
	return card, nil
}

// EnterTyped reads a result as the director typed it and saves it for a
// row of the door's section, in one call: the answer says what it
// replaced and what it warns of, or that the row already held that result
// (Entered.Unchanged, nothing saved). A different result already on the
// row is replaced only when t.Replace says so. A result that cannot be
// understood returns the reason and changes nothing.
//
// Codes: as Enter; Conflict (a different result on the row, without
// Replace: a *ReplacesError).
func (s *OpenSession) EnterTyped(board int, row Row, t Typed) (Entered, error) {
	return s.enter(board, row, t)
}

// Enter reads a result as the director typed it and saves it for a row
// of the door's section, in place of any result already there. A result that cannot be understood returns the
// reason and changes nothing. A correction keeps the opening lead the
// line had.
//
// Codes: Invalid (a result that cannot be read or scored, a row the
// movement does not have), NotFound (a pair or board the session does not
// have), Conflict (a pair already has another result on the board), Busy.
func (s *OpenSession) Enter(board int, row Row, text string) (Entered, error) {
	return s.enter(board, row, Typed{Text: text, Replace: true})
}

// EnterWithLead is Enter recording the opening lead too ("SA", "HT"; ""
// for none), as scoring.ParseLead reads it. Codes as Enter.
func (s *OpenSession) EnterWithLead(board int, row Row, text, lead string) (Entered, error) {
	return s.enter(board, row, Typed{Text: text, Lead: &lead, Replace: true})
}

// Adjust gives a row an artificial or assigned score, as the window's
// adjustments dialog does: one of Adjustments, another split (A55-45), an
// assigned score (3NTS=, -100) or a weighted one. It is saved as Enter
// saves a result, and undone the same way. Codes as Enter.
func (s *OpenSession) Adjust(board int, row Row, text string) (Entered, error) {
	return s.Enter(board, row, text)
}

func (s *OpenSession) enter(board int, row Row, t Typed) (Entered, error) {
	var done Entered
	section := s.section
	err := s.l.change(func(st *state) (*state, error) {
		r, err := st.rowFor(section, board, row)
		if err != nil {
			return nil, err
		}
		l, err := readLine(board, t.Text, t.Lead, r)
		if err != nil {
			return nil, err
		}
		if r.Entered != nil && !t.Replace {
			if scoring.EntryText(l) == scoring.EntryText(*r.Entered) {
				done = Entered{Line: *r.Entered, Replaced: r.Entered, Unchanged: true}
				return nil, nil
			}
			return nil, &ReplacesError{Row: r, Old: *r.Entered}
		}
		next, d, err := st.put(s.db(), r, l)
		done = d
		return next, err
	})
	if err != nil || done.Unchanged {
		return done, err
	}
	s.l.publish(lineUpdate(done.Line, "", s))
	return done, nil
}

func lineUpdate(l scoring.Line, source string, by *OpenSession) Update {
	return Update{Kind: LineChanged, Section: l.Section, Board: l.Board, NS: l.NS, EW: l.EW, Source: source, By: by}
}

// readLine reads a result as typed for a row, with its lead when given;
// without one, a correction keeps the lead the line had.
func readLine(board int, text string, lead *string, r Row) (scoring.Line, error) {
	l, err := scoring.ParseEntry(board, text)
	if err != nil {
		return l, fault.As(fault.Invalid, err)
	}
	if l.Kind == scoring.Played && l.Result == nil && !scoring.PossibleScore(l.Score, scoring.Vul(board)) {
		return l, fault.Errorf(fault.Invalid, "%q: no contract can score %+d for NS on board %d (vulnerable: %s); check the score", text, l.Score, board, scoring.Vul(board))
	}
	switch {
	case lead != nil:
		if l.Lead, err = readLead(*lead); err != nil {
			return l, err
		}
	case r.Entered != nil:
		l.Lead = r.Entered.Lead
	}
	return l, nil
}

// rowFor is the row of a section where a line is to go: the movement's,
// or for a section whose movement is not known a row of any two of its
// pairs, on one of its boards, at a table and round a movement could
// have.
func (st *state) rowFor(section string, board int, row Row) (Row, error) {
	lo := st.layouts[section]
	if lo == nil {
		return Row{}, fault.Errorf(fault.NotFound, "there is no section %s", section)
	}
	r := lo.find(board, row.NS, row.EW, st.oneField(section))
	if lo.movement != nil {
		if r == nil {
			return Row{}, st.notMeeting(section, board, row.NS, row.EW)
		}
		return *r, nil
	}
	if err := lo.checkPlace(board, row); err != nil {
		return Row{}, err
	}
	if r == nil {
		return Row{Section: section, Board: board, Round: row.Round, Table: row.Table, NS: row.NS, EW: row.EW}, nil
	}
	// Without the movement, the round and table are what the director
	// says they were, when said.
	out := *r
	if row.Round > 0 {
		out.Round = row.Round
	}
	if row.Table > 0 {
		out.Table = row.Table
	}
	return out, nil
}

// checkPlace refuses, for a section without its movement, a board beyond
// the section's boards and a round or table no movement has.
func (lo *layout) checkPlace(board int, row Row) error {
	last := 0
	if n := len(lo.boards); n > 0 {
		last = lo.boards[n-1]
	}
	switch {
	case board < 1 || board > last:
		return fault.Errorf(fault.NotFound, "board %d is not in this session (its boards are 1 to %d)", board, last)
	case row.Round < 0 || row.Round > movements.MaxRounds:
		return fault.Errorf(fault.Invalid, "round %d: a session has rounds 1 to at most %d", row.Round, movements.MaxRounds)
	case row.Table < 0 || row.Table > movements.MaxTables:
		return fault.Errorf(fault.Invalid, "table %d: a section has tables 1 to at most %d", row.Table, movements.MaxTables)
	}
	return nil
}

// put saves a line the director gave for a row, and gives the state
// after it with what the director should look at again.
func (st *state) put(db *store.DB, r Row, l scoring.Line) (*state, Entered, error) {
	next, done := st.apply(r, l, "")
	if err := db.PutLine(st.meta.ID, done.Line); err != nil {
		return nil, Entered{}, err
	}
	return next, done, nil
}

// apply is the state with a line put on its row, from the director
// (source "") or a table, and what the director should look at again.
func (st *state) apply(r Row, l scoring.Line, source string) (*state, Entered) {
	l.Section, l.Board, l.Round, l.Table, l.NS, l.EW = r.Section, r.Board, r.Round, r.Table, r.NS, r.EW
	done := Entered{Line: l, Warnings: st.warningsFor(l, r)}
	if r.Entered != nil {
		old := *r.Entered
		done.Replaced = &old
	}
	next := st.draft()
	// A row with no result has no line to replace (every line is linked to
	// its row), so only a row with one is looked for among the lines.
	i := -1
	if r.Entered != nil {
		i = next.indexOf(r)
	}
	if i >= 0 {
		next.session.Lines[i] = l
	} else {
		i = len(next.session.Lines)
		next.session.Lines = append(next.session.Lines, l)
	}
	next.relinkRow(r, i)
	if k := keyOfLine(l); source != "" {
		next.sources[k] = source
	} else {
		delete(next.sources, k)
	}
	return next, done
}

// indexOf is where a row's line stands in the session's lines, whichever
// way round its pairs were given in one field; -1 when it has none.
func (st *state) indexOf(r Row) int {
	either := st.oneField(r.Section)
	for i, l := range st.session.Lines {
		if l.Section != r.Section || l.Board != r.Board {
			continue
		}
		if (l.NS == r.NS && l.EW == r.EW) || (either && l.NS == r.EW && l.EW == r.NS) {
			return i
		}
	}
	return -1
}

// warningsFor are the slips a line about to be saved looks like (the
// rules are in slips.go) and a result far from double dummy.
func (st *state) warningsFor(l scoring.Line, r Row) []string {
	var w []string
	others := st.otherLines(r)
	if m := mirrorSlip(l, others, func(scoring.Line) bool { return true }); m != "" {
		w = append(w, m)
	}
	if d := st.ddCheck(l); d != "" {
		w = append(w, d)
	}
	return w
}

// otherLines are the saved lines of a row's board other than its own.
func (st *state) otherLines(r Row) []scoring.Line {
	var others []scoring.Line
	for _, o := range st.layouts[r.Section].rows[r.Board] {
		if o.Entered != nil && (o.NS != r.NS || o.EW != r.EW) {
			others = append(others, *o.Entered)
		}
	}
	return others
}

// Replaces says what a result typed for a row would replace: the saved
// line in words when the typed result differs from it, "" when the row is
// empty or already holds that result. Text that cannot be understood
// returns the reason, as Enter would.
//
// Codes: Invalid, NotFound.
func (s *OpenSession) Replaces(board int, row Row, text string) (string, error) {
	r := s.find(board, row.NS, row.EW)
	if r == nil {
		return "", s.state().notMeeting(s.section, board, row.NS, row.EW)
	}
	if r.Entered != nil && strings.TrimSpace(text) == scoring.EntryText(*r.Entered) {
		return "", nil
	}
	l, err := scoring.ParseEntry(board, text)
	if err != nil {
		return "", fault.As(fault.Invalid, err)
	}
	if r.Entered == nil || scoring.EntryText(l) == scoring.EntryText(*r.Entered) {
		return "", nil
	}
	return r.Entered.Describe(), nil
}

// SetGroup marks a line of a fouled board with the version of the deal
// its table played: lines with the same group are scored against each
// other (0 is the board as dealt). The change is in the history.
//
// Codes: Invalid (no result on the row yet, a version out of range), Busy.
func (s *OpenSession) SetGroup(board int, row Row, group int) error {
	section := s.section
	var changed scoring.Line
	err := s.l.change(func(st *state) (*state, error) {
		r := st.layouts[section].find(board, row.NS, row.EW, st.oneField(section))
		if r == nil || r.Entered == nil {
			return nil, fault.Errorf(fault.Invalid, "board %d, %s v %s: enter the result before marking the board fouled", board, row.NS, row.EW)
		}
		if group < 0 || group > 9 {
			return nil, fault.Errorf(fault.Invalid, "fouled board version %d: give a number from 0 (as dealt) to 9", group)
		}
		l := *r.Entered
		l.Group = group
		changed = l
		next, _, err := st.put(s.db(), *r, l)
		return next, err
	})
	if err == nil {
		s.l.publish(lineUpdate(changed, "", s))
	}
	return err
}

// Clear removes the result entered for a row: a result typed on the wrong
// line. The history keeps it, so undo brings it back.
//
// Codes: NotFound (no result entered there), Busy.
func (s *OpenSession) Clear(board int, row Row) error {
	section := s.section
	var gone scoring.Line
	err := s.l.change(func(st *state) (*state, error) {
		r := st.layouts[section].find(board, row.NS, row.EW, st.oneField(section))
		if r == nil || r.Entered == nil {
			return nil, fault.Errorf(fault.NotFound, "board %d: no result entered for %s v %s", board, row.NS, row.EW)
		}
		gone = *r.Entered
		if err := s.db().DeleteLine(st.meta.ID, section, board, r.NS, r.EW); err != nil {
			return nil, err
		}
		lines := st.lines()
		i := st.indexOf(*r)
		lines = append(lines[:i], lines[i+1:]...)
		return st.withLines(section, lines, board).withSource(keyOfLine(gone), ""), nil
	})
	if err == nil {
		s.l.publish(lineUpdate(gone, "", s))
	}
	return err
}

// Warnings looks again at a saved line against the rest of its board: a
// line the rest of the field shows to be the wrong way round keeps its
// warning, and a line the field agrees with loses one given when it was
// typed.
func (s *OpenSession) Warnings(board int, row Row) []string {
	st := s.state()
	r := s.find(board, row.NS, row.EW)
	if r == nil || r.Entered == nil {
		return nil
	}
	order := map[[2]string]int{}
	for i, l := range st.session.Lines {
		if l.Board == board && l.Section == s.section {
			order[[2]string{l.NS, l.EW}] = i
		}
	}
	mine := order[[2]string{r.NS, r.EW}]
	later := func(o scoring.Line) bool { return mine > order[[2]string{o.NS, o.EW}] }
	var out []string
	if m := mirrorSlip(*r.Entered, st.otherLines(*r), later); m != "" {
		out = append(out, m)
	}
	if w := st.ddCheck(*r.Entered); w != "" {
		out = append(out, w)
	}
	return out
}

// ScoringSession is the session as the scoring engine sees it, as it
// stands: never altered afterwards, and not to be altered by the caller.
func (s *OpenSession) ScoringSession() *scoring.Session { return s.state().session }

// Explain gives the scoring engine's account of one line's points.
//
// Codes: Invalid, NotFound (no such line).
func (s *OpenSession) Explain(board int, ns, ew string) (string, error) {
	sess := s.state().session
	st, err := scoring.Score(sess)
	if err != nil {
		return "", fault.As(fault.Invalid, err)
	}
	out, err := scoring.ExplainIn(sess, st, s.section, board, ns, ew)
	return out, fault.As(fault.NotFound, err)
}
