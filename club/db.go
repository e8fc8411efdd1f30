package club

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"bridgescore/fault"

	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// DefaultDBPath is the club database used when no --db is given:
// <user config dir>/bridgescore/club.db.
//
// Codes: NotFound (no configuration folder).
func DefaultDBPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fault.Errorf(fault.NotFound, "cannot find the user configuration folder for the club database (%v); give one with --db FILE", err)
	}
	return filepath.Join(dir, "bridgescore", "club.db"), nil
}

// WindowLockWait is how long the window's changes wait for another
// program holding the club database: a moment, then the director is told
// the file is in use and nothing was changed.
const WindowLockWait = 50 * time.Millisecond

// openDBWaiting opens the club database at path, or the default one when
// path is "" (creating its folder on first use), with the time a change
// waits for another program's lock on the file (WindowLockWait for the
// window).
//
// Codes: NotFound (no such folder), Invalid (not a bridgescore database, or a newer one's), Forbidden (a read-only file an upgrade must change), Busy (another program holds it locked), Internal (a damaged file).
func openDBWaiting(path string, lockWait time.Duration) (*store.DB, error) {
	if path == "" {
		def, err := DefaultDBPath()
		if err != nil {
			return nil, err
		}
		if err := os.MkdirAll(filepath.Dir(def), 0o755); err != nil {
			return nil, fault.Errorf(fault.Forbidden, "cannot create the folder for the club database: %v", err)
		}
		path = def
	}
	return store.OpenWaiting(path, lockWait)
}

// IsDatabaseFile tells whether path is a database file (a club database,
// or another program's, which opening it refuses in words) rather than a
// results file.
func IsDatabaseFile(path string) bool { return store.IsDatabaseFile(path) }

// importFile stores a results file as a new session, in one
// transaction, and returns its id. rules and method override the file's
// when not "".
func importFile(db *store.DB, rf *interchange.ResultsFile, rules scoring.Rules, method scoring.Method) (int64, error) {
	return importFileNamed(db, rf, "", rules, method)
}

// importFileNamed is ImportFile giving the session a name for the list
// ("" for the file's event description).
func importFileNamed(db *store.DB, rf *interchange.ResultsFile, name string, rules scoring.Rules, method scoring.Method) (int64, error) {
	return importSession(db, rf, name, "", rules, method)
}

// importSession stores one session of a results file, in the event titled
// eventTitle ("" for an event of its own).
func importSession(db *store.DB, rf *interchange.ResultsFile, name, eventTitle string, rules scoring.Rules, method scoring.Method) (int64, error) {
	if len(rf.Session.Lines) == 0 {
		return 0, fault.New(fault.Invalid, "no traveller lines to import")
	}
	if err := checkFileNames(rf, name); err != nil {
		return 0, err
	}
	s := rf.Sectioned()
	if rules != "" {
		s.Rules = rules
	}
	if method != "" {
		s.Method = method
	}
	if name == "" {
		name = rf.Name
	}
	meta := store.Meta{
		Club: rf.Club, Event: rf.Name, EventTitle: eventTitle, Name: name, Date: isoDate(rf.Date),
		Method: s.Method, Rules: s.Rules, Options: s.Options, Field: s.Field,
		// A results file is what a finished session left behind.
		Complete: true,
	}
	if len(rf.Sections) < 2 {
		meta.Sections = []store.Section{importedSection(rf, "A")}
	}
	for _, part := range rf.Sections {
		meta.Sections = append(meta.Sections, importedSection(part, part.Section))
	}
	// Hands that come with the results are analysed once, now, when a
	// solver is at hand; without one they are stored all the same.
	_ = AnalyseDeals(rf.Deals, false)
	id, err := db.CreateSession(store.NewSession{Meta: meta, Session: s, Boards: boardsOf(rf)})
	if err != nil {
		return 0, err
	}
	if err := keepNumbers(db, rf.Numbers); err != nil {
		return id, err
	}
	return id, keepHoldings(db, rf)
}

// keepHoldings puts the masterpoint holdings a results file gives its
// players (USEBIO 1.3's MASTERPOINTS, as ACBLscore writes them) in the
// players register, where a stratified game finds them: one change in
// the register's history, undone with the rest ('players --undo').
func keepHoldings(db *store.DB, rf *interchange.ResultsFile) error {
	var list []store.Player
	seen := map[string]bool{}
	for _, part := range append([]*interchange.ResultsFile{rf}, rf.Sections...) {
		for name, holding := range part.Holdings {
			if v, ok := new(big.Rat).SetString(holding); !ok || v.Sign() < 0 || seen[name] {
				continue
			}
			seen[name] = true
			list = append(list, store.Player{Name: name, Masterpoints: holding})
		}
	}
	if len(list) == 0 {
		return nil
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Name < list[j].Name })
	if _, err := db.AddPlayers(list, "the masterpoint holdings of a results file"); err != nil {
		return fmt.Errorf("the session is stored, but the players' masterpoint holdings could not be kept: %w", err)
	}
	return nil
}

// importedSection is how a section of a results file was run, as far as
// the file tells: pairs that stay one way round all night are a Mitchell
// of one table per NS pair.
func importedSection(rf *interchange.ResultsFile, name string) store.Section {
	sec := store.Section{Name: name}
	ns := 0
	for _, p := range rf.Session.Pairs {
		if p.Direction == "NS" {
			ns++
		}
	}
	if rf.WinnerType == interchange.TwoWinner || ns > 0 {
		sec.Movement, sec.Tables = movements.Mitchell, ns
	}
	return sec
}

// keepNumbers puts the national numbers a results file gives into the
// club's list of players, so that a player is found by number and an
// export carries it.
func keepNumbers(db *store.DB, numbers map[string]string) error {
	for name, number := range numbers {
		if _, err := db.AddPlayer(name, number); err != nil {
			return fmt.Errorf("the session is stored, but %s's number %s could not be kept: %w", name, number, err)
		}
	}
	return nil
}

// numbersOf gives each of a session's players the number the club's list
// holds for that name, when it holds exactly one.
func numbersOf(db *store.DB, pairs []scoring.Pair) map[string]string {
	players, err := db.Players()
	if err != nil {
		return nil
	}
	byName := map[string][]string{}
	for _, p := range players {
		if p.Number != "" {
			byName[p.Name] = append(byName[p.Name], p.Number)
		}
	}
	out := map[string]string{}
	for _, p := range pairs {
		for _, n := range p.Names {
			if nums := byName[n]; len(nums) == 1 {
				out[n] = nums[0]
			}
		}
	}
	return out
}

// boardsOf lists the boards of an event: every board played or in the hand
// record, with its dealer and vulnerability (Law 2 unless the hand record
// says otherwise) and its hands when known.
func boardsOf(rf *interchange.ResultsFile) []scoring.Deal {
	byNumber := map[int]scoring.Deal{}
	parts := rf.Sections
	if len(parts) < 2 {
		parts = []*interchange.ResultsFile{rf}
	}
	for _, part := range parts {
		for _, l := range part.Session.Lines {
			if l.Board >= 1 {
				byNumber[l.Board] = scoring.Deal{Board: l.Board, Dealer: scoring.Dealer(l.Board), Vul: scoring.Vul(l.Board)}
			}
		}
	}
	for _, d := range rf.Deals {
		byNumber[d.Board] = d
	}
	out := make([]scoring.Deal, 0, len(byNumber))
	for _, b := range byNumber {
		out = append(out, b)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Board < out[j].Board })
	return out
}

// knownDeals keeps the boards whose hands, or their analysis, are known.
func knownDeals(boards []scoring.Deal) []scoring.Deal {
	var out []scoring.Deal
	for _, b := range boards {
		if b.Known() || b.DD != nil {
			out = append(out, b)
		}
	}
	return out
}

// resultsFileOf rebuilds a stored session as a results file would
// hold it, ready to score, print or export.
func resultsFileOf(db *store.DB, id int64) (*interchange.ResultsFile, *store.Meta, error) {
	m, s, boards, err := db.SessionWithBoards(id)
	if err != nil {
		return nil, nil, err
	}
	rf := &interchange.ResultsFile{
		Club: m.Club, Name: m.Event, Date: fileDate(m.Date),
		Type: interchange.EventTypeFor(m.Method), ProgramName: "bridgescore",
		Session: *s, Deals: knownDeals(boards), Numbers: numbersOf(db, s.Pairs),
	}
	rf.WinnerType = interchange.OneWinner
	for _, p := range s.Pairs {
		if p.Direction != "" {
			rf.WinnerType = interchange.TwoWinner
		}
	}
	if len(m.Sections) > 1 {
		ms, err := sectionMovements(m)
		if err != nil {
			return nil, nil, err
		}
		rf.Session.SectionBoards = sectionBoards(ms)
		splitSections(rf, m.Sections)
	}
	return rf, m, nil
}

// splitSections gives an event of several sections its Sections, as a
// results file of several sections is read: each an Event of its own
// pairs and lines, the first also the event itself. The event's Session
// then holds the first section's.
func splitSections(rf *interchange.ResultsFile, sections []store.Section) {
	all := rf.Session
	for _, sec := range sections {
		part := *rf
		part.Section = sec.Name
		part.Session = scoring.Session{Method: all.Method, Rules: all.Rules, Options: all.Options, Field: all.Field, SectionBoards: all.SectionBoards}
		for _, p := range all.Pairs {
			if p.Section == sec.Name {
				p.Section = ""
				part.Session.Pairs = append(part.Session.Pairs, p)
			}
		}
		for _, l := range all.Lines {
			if l.Section == sec.Name {
				l.Section = ""
				part.Session.Lines = append(part.Session.Lines, l)
			}
		}
		rf.Sections = append(rf.Sections, &part)
	}
	first := rf.Sections[0]
	rf.Section, rf.Session = first.Section, first.Session
}

var (
	dmy = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d{1,2})/(\d{1,2})/(\d{4})$`) })
	ymd = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})$`) })
)

// isoDate turns a USEBIO date (dd/mm/yyyy) into yyyy-mm-dd, so that the
// database lists sessions in date order; other forms are kept as given.
func isoDate(s string) string {
	s = strings.TrimSpace(s)
	if m := dmy().FindStringSubmatch(s); m != nil {
		return m[3] + "-" + pad2(m[2]) + "-" + pad2(m[1])
	}
	return s
}

// fileDate is the reverse of isoDate: the dd/mm/yyyy that USEBIO writes.
func fileDate(s string) string {
	if m := ymd().FindStringSubmatch(s); m != nil {
		return m[3] + "/" + m[2] + "/" + m[1]
	}
	return s
}

func pad2(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}
