package club

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"

	"bridgescore/awards"
	"bridgescore/fault"
	"bridgescore/handicaps"
	"bridgescore/interchange"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// A results file scored as it is, without storing it: the same reading,
// checks, scoring and extras as a stored session's, returned as the same
// Scored, so that scoring a file and importing it then asking its
// standings give one answer.

// FileOptions are the director's choices in reading and scoring a results
// file.
type FileOptions struct {
	// Rules and Method replace the file's when not "": the method its
	// EVENT_TYPE or [Scoring] gives, else matchpoints.
	Rules  scoring.Rules
	Method scoring.Method
	// Field scores a file of several sections each as a field of its own
	// ("" or BySection) or across the field.
	Field scoring.Field
	// Law12C2c lifts an Average-plus or Average-minus to the pair's own
	// session percentage on the board when that is higher.
	Law12C2c bool
	// AllowNewPairs accepts a CSV pair that plays far fewer boards than
	// the rest, or whose id differs from another's only in case, spaces
	// or leading zeros, as a pair of its own.
	AllowNewPairs bool
	// Hands is a PBN hand record whose deals, analysed double dummy where
	// the file has no analysis, go with the boards in place of the file's
	// own; "" for none.
	Hands string
	// Award is the master-point scale each pair's award is on; the zero
	// Scale for none. Strata divide the game by the holdings the file
	// gives its players (USEBIO 1.3's MASTERPOINTS), a player whose
	// holding it does not give playing in the top stratum.
	Award  awards.Scale
	Strata awards.Strata
	// Handicaps is a list of players' handicaps (CSV, Name or a number
	// column and Handicap), "" for none; HandicapMode makes a pair's
	// handicap of its players'.
	Handicaps    string
	HandicapMode handicaps.Mode
	// Noticed is told, as reading and scoring go, what they noticed
	// without refusing (a line left out, a player of the session not on
	// the list of handicaps), each note beginning with the file it is
	// about; nil for no one.
	Noticed func(note string)

	// doing is what the file's lines are read for: "score", or "print"
	// for its reports.
	doing string
}

// notice passes a note on.
func (o FileOptions) notice(note string) {
	if o.Noticed != nil {
		o.Noticed(note)
	}
}

// Scored is a session scored with everything its ranking shows: a stored
// session as it stands (Desk.Scored) or a results file (ScoreFile).
type Scored struct {
	// Kind is what the ranking ranks: pairs (a team or individual event
	// is scored by the teams and individual operations, and will come
	// through here as its kind).
	Kind scoring.Kind
	// Standings are the ranking and how far the results have come (a
	// results file is complete).
	Standings
	// Session is the session as scored, every section of it.
	Session *scoring.Session
	// Club, Event and Date head the ranking, as the file or the session
	// gives them ("" when it does not).
	Club, Event, Date string
	// Deals are the boards' hands and their analysis, by board, where
	// known.
	Deals map[int]scoring.Deal
	// Extras are the pairs' awards and handicapped places; nil when the
	// session has none.
	Extras *reports.Extras

	// path and file are the results file scored, which a board's
	// explanation scores again section by section.
	path string
	file *interchange.ResultsFile
	opts FileOptions
}

// ErrMethodUnknown is wrapped in ScoreFile's refusal of a file whose event
// type names no method bridgescore scores by (a teams event, a Swiss
// pairs): the director may choose the method (FileOptions.Method) to
// score it as a pairs session anyway.
var ErrMethodUnknown = errors.New("the file's event type names no method bridgescore scores by")

// methodUnknown is a refusal for want of a method: errors.Is finds
// ErrMethodUnknown in it.
type methodUnknown struct{ error }

func (m methodUnknown) Unwrap() error        { return m.error }
func (m methodUnknown) Is(target error) bool { return target == ErrMethodUnknown }

// ScoreFile reads a results file (USEBIO, CSV, PBN or a Bridgemate .bws),
// checks it as importing it would, and scores it with the options, its
// awards and handicaps with it.
//
// Codes: NotFound (no such file, list of handicaps or hand record),
// Invalid (a file that cannot be read or scored, or holds nothing to
// compare; a list naming a stranger), Forbidden (a file this user may not
// read).
func ScoreFile(path string, o FileOptions) (*Scored, error) {
	var list []interchange.HandicapRow
	if o.Handicaps != "" {
		// The list is read first: a list that cannot be read is said
		// before the file is read at all.
		var err error
		if list, err = readHandicapList(o.Handicaps); err != nil {
			return nil, err
		}
	}
	rf, err := interchange.ReadFileWith(path, interchange.ReadOptions{Method: o.Method, AllowNewPairs: o.AllowNewPairs})
	if err != nil {
		var pe *interchange.ParseError
		if errors.As(err, &pe) && pe.Element == "EVENT_TYPE" {
			return nil, methodUnknown{err}
		}
		return nil, err // it names the file
	}
	if err := CheckFileText(path, rf); err != nil {
		return nil, err
	}
	if o.Law12C2c {
		law12C2cFor(rf)
	}
	sc := &Scored{Kind: scoring.Pairs, Club: rf.Club, Event: rf.Name, Date: rf.Date, path: path, file: rf, opts: o}
	for _, n := range rf.Warnings {
		o.notice(filepath.Base(path) + ": " + n)
	}
	deals := rf.Deals
	if o.Hands != "" {
		hr, err := AnalyseFile(context.Background(), o.Hands, false, o.notice, nil)
		if err != nil {
			return nil, err
		}
		deals = hr
		rf.Deals = hr
		for _, sec := range rf.Sections {
			sec.Deals = hr
		}
	}
	sc.Deals = dealsByBoard(deals)
	s, err := sc.session(rf)
	if err != nil {
		return nil, err
	}
	if len(rf.Sections) > 1 {
		s.Field = o.Field
	}
	st, err := scoring.Score(&s)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	sc.Session = &s
	sc.Standings = Standings{Standings: st, Progress: Progress{Results: len(s.Lines), Complete: true}}
	if o.Award.Body() == 0 && list == nil {
		return sc, nil
	}
	if err := sc.extras(rf, list); err != nil {
		return nil, err
	}
	return sc, nil
}

// session is a file's lines as one session of all its sections, with the
// director's rules and method; a file with nothing to compare is refused.
func (sc *Scored) session(rf *interchange.ResultsFile) (scoring.Session, error) {
	s := rf.Sectioned()
	if len(s.Lines) == 0 {
		if len(rf.Deals) > 0 {
			return s, fault.Errorf(fault.Invalid, "%s is a hand record (PBN) with no results to score", sc.path)
		}
		doing := sc.opts.doing
		if doing == "" {
			doing = "score"
		}
		return s, fault.Errorf(fault.Invalid, "%s: no traveller lines to %s", sc.path, doing)
	}
	if err := somethingToCompare(s.Lines); err != nil {
		return s, fmt.Errorf("%s: %w", sc.path, err)
	}
	if sc.opts.Rules != "" {
		s.Rules = sc.opts.Rules
	}
	if sc.opts.Method != "" {
		s.Method = sc.opts.Method
	}
	return s, nil
}

// somethingToCompare refuses a session in which no board has two results
// to compare, whatever the method: matchpoints cannot be given without a
// second result, and IMPs against nothing would print a ranking of zeros
// that looks like a result.
func somethingToCompare(lines []scoring.Line) error {
	results := map[int]int{} // board → lines played or adjusted
	most := 0
	for _, l := range lines {
		if l.Kind == scoring.NotPlayed {
			continue
		}
		results[l.Board]++
		most = max(most, results[l.Board])
	}
	switch {
	case most == 0:
		return fault.New(fault.Invalid, "no board has a result: every traveller line is NP (not played), so there is nothing to score")
	case most == 1:
		return fault.New(fault.Invalid, "no board has more than one result to compare: each board has at most one played or adjusted line")
	}
	return nil
}

// extras works out a scored file's awards and handicaps, a list's players
// matched with the file's.
func (sc *Scored) extras(rf *interchange.ResultsFile, list []interchange.HandicapRow) error {
	in := ExtrasInput{Scale: sc.opts.Award, Strata: sc.opts.Strata, Mode: sc.opts.HandicapMode}
	if len(in.Strata.Limits) > 0 {
		in.Holdings = fileHoldings(rf)
	}
	if list != nil {
		players := playersOfFile(rf, sc.Standings.Standings)
		var err error
		var aside []string
		if in.Handicaps, aside, err = players.handicaps(list, "is not a player of this session", "of this session"); err != nil {
			return fmt.Errorf("%s: %w", sc.opts.Handicaps, err)
		}
		for _, a := range aside {
			sc.opts.notice(sc.opts.Handicaps + ": " + a)
		}
	}
	x, err := ExtrasFor(sc.Standings.Standings, in)
	if err != nil {
		return err
	}
	for _, n := range x.Notes {
		if sc.opts.Handicaps != "" && strings.HasPrefix(n, "No handicap") {
			n = sc.opts.Handicaps + ": " + n
		}
		sc.opts.notice(n)
	}
	sc.Extras = x
	return nil
}

// fileHoldings are the players' masterpoint holdings a results file gives,
// in whole masterpoints (a fraction dropped), by scoring.PlayerKey.
func fileHoldings(rf *interchange.ResultsFile) map[string]int {
	out := map[string]int{}
	for _, e := range append([]*interchange.ResultsFile{rf}, rf.Sections...) {
		for name, text := range e.Holdings {
			if v, ok := new(big.Rat).SetString(text); ok && v.Sign() >= 0 {
				n := new(big.Int).Quo(v.Num(), v.Denom())
				if n.IsInt64() {
					out[scoring.PlayerKey(name)] = int(n.Int64())
				}
			}
		}
	}
	return out
}

// law12C2cFor scores a file's sections under Law 12C2(c): Average-plus,
// or Average-minus, lifted to the pair's own session percentage on the
// board when that is higher.
func law12C2cFor(rf *interchange.ResultsFile) {
	rf.Session.Options.Law12C2c = true
	for _, sec := range rf.Sections {
		sec.Session.Options.Law12C2c = true
	}
}

// dealsByBoard gives a file's deals by board.
func dealsByBoard(deals []scoring.Deal) map[int]scoring.Deal {
	if len(deals) == 0 {
		return nil
	}
	out := make(map[int]scoring.Deal, len(deals))
	for _, d := range deals {
		out[d.Board] = d
	}
	return out
}

// Explained is one section's explanation of a board: each line's points
// in the engine's words, in traveller order.
type Explained struct {
	// Section is the section's name, "" in a file of one section.
	Section string
	Lines   []string
}

// Explain gives the engine's account of every line of a board. A file of
// several sections is explained section by section, each scored as a
// field of its own.
//
// Codes: NotFound (no line of the board), Invalid (a section that cannot
// be scored).
func (sc *Scored) Explain(board int) ([]Explained, error) {
	rf := sc.file
	if rf == nil || len(rf.Sections) < 2 {
		lines, err := explainBoard(sc.Session, sc.Standings.Standings, board)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", sc.path, err)
		}
		return []Explained{{Lines: lines}}, nil
	}
	var out []Explained
	for _, sec := range rf.Sections {
		s, err := sc.session(sec)
		if err == nil {
			var st *scoring.Standings
			if st, err = scoring.Score(&s); err == nil {
				var lines []string
				if lines, err = explainBoard(&s, st, board); err != nil {
					err = fmt.Errorf("%s: %w", sc.path, err)
				}
				out = append(out, Explained{Section: sec.Section, Lines: lines})
			}
		}
		if err != nil {
			return out, fmt.Errorf("section %s: %w", sec.Section, err)
		}
	}
	return out, nil
}

// explainBoard explains every line of a board of a session scored as st.
func explainBoard(s *scoring.Session, st *scoring.Standings, board int) ([]string, error) {
	var out []string
	for _, l := range s.Lines {
		if l.Board != board {
			continue
		}
		text, err := scoring.Explain(s, st, board, l.NS, l.EW)
		if err != nil {
			return nil, err
		}
		out = append(out, text)
	}
	if out == nil {
		return nil, fault.Errorf(fault.NotFound, "board %d has no results in this file", board)
	}
	return out, nil
}

// FileResults are a results file's reports: the file scored as ScoreFile
// scores it, every section of it, with its hands or those of o.Hands (a
// hand record printed with the makeable contracts when a solver can make
// them, the hands alone when not).
//
// Codes: as ScoreFile and HandRecord.
func FileResults(path string, o FileOptions) (*reports.Results, error) {
	hands := o.Hands
	o.Hands, o.Noticed, o.doing = "", nil, "print"
	sc, err := ScoreFile(path, o)
	if err != nil {
		return nil, err
	}
	r := &reports.Results{Club: sc.Club, Event: sc.Event, Date: sc.Date,
		Standings: sc.Standings.Standings, Session: sc.Session, Extras: sc.Extras,
		MovementName: fieldWords(sc.Session.Pairs), Deals: sc.Deals}
	if hands != "" {
		if r.Deals, err = HandRecord(hands); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// fieldWords says what a results file's movement was, as far as its pairs
// tell: a file does not record its movement.
func fieldWords(pairs []scoring.Pair) string {
	ns := 0
	for _, p := range pairs {
		if p.Direction == "NS" {
			ns++
		}
	}
	if ns > 0 {
		return fmt.Sprintf("Mitchell, %d tables", ns)
	}
	if len(pairs) == 0 {
		return ""
	}
	return fmt.Sprintf("%d pairs in one field", len(pairs))
}
