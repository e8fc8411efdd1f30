package interchange

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"bridgescore/access"
	"bridgescore/scoring"
)

// A Bridgemate scoring file (.bws) is a Microsoft Access database that the
// scoring program and the Bridgemate Control Software (BCS) share through
// a night: the program writes the sections (Section) and the movement
// (RoundData), BCS adds each result a table enters (ReceivedData: the
// contract, declarer's seat, the result against the contract, the lead),
// the players' numbers keyed in at the tables (PlayerNumbers, names from
// the club's list in PlayerNames) and, where the program gives them, the
// hands (HandRecord). It records no scores: they are scored here as the
// program would score them. The columns are those of Bridge Systems'
// "Bridgemate developer's guide", as BCS 4 and 5 write them; a column a
// file lacks (an older BCS wrote fewer) is taken as empty.
//
// A result corrected at the table is not changed in place: BCS keeps the
// first entry and appends more, in ReceivedData's order (its ID). When
// the director erases a result, BCS appends a copy of it marked Erased
// (Remarks "Result erased"), and a result entered after that is appended
// again (bcs_howell_8_tables.bws in the corpus: IDs 8859, 8861 erased,
// 8863). So each table's result on a board is its latest row, unless that
// row is an erasure: then the board has no result from that table.

// maxBWSSize bounds the Bridgemate file read, which is read whole: a
// night's file is a few hundred kilobytes, a club's whole list of members
// in it a megabyte more.
const maxBWSSize = 64 << 20

// accessMagic begins every Access database.
var accessMagic = []byte{0x00, 0x01, 0x00, 0x00}

// looksLikeAccess says whether a file's start is an Access database's.
func looksLikeAccess(head []byte) bool {
	return len(head) >= 20 && bytes.Equal(head[:4], accessMagic) &&
		(bytes.HasPrefix(head[4:], []byte("Standard Jet DB")) || bytes.HasPrefix(head[4:], []byte("Standard ACE DB")))
}

// ReadBWS reads a Bridgemate scoring file from its bytes.
func ReadBWS(data []byte) (*ResultsFile, error) {
	return readBWS(data, "", ReadOptions{})
}

// readBWSFile reads a Bridgemate file whole from the disk.
func readBWSFile(f *os.File, name string, opts ReadOptions) (*ResultsFile, error) {
	data, err := io.ReadAll(io.LimitReader(f, maxBWSSize+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", name, pathErr(err))
	}
	if len(data) > maxBWSSize {
		return nil, &ParseError{File: name, Msg: fmt.Sprintf("file is larger than %d MB: not a Bridgemate scoring file, which is a few megabytes at most", maxBWSSize>>20)}
	}
	return readBWS(data, name, opts)
}

// bwsResult is a ReceivedData row as read.
type bwsResult struct {
	id                        int64
	when                      time.Time
	section, table, round     int
	board, ns, ew             int
	south, west               int
	seat, contract, res, lead string
	remarks                   string
	erased                    bool
}

func (r *bwsResult) key() [4]int { return [4]int{r.section, r.table, r.round, r.board} }

func (r *bwsResult) where() string {
	return fmt.Sprintf("ReceivedData %d (table %d, round %d)", r.id, r.table, r.round)
}

// bwsSeating is a RoundData row: who sat where in a round.
type bwsSeating struct {
	section, table, round int
	ns, ew                int
	low, high             int
	custom                string
	individual            bool
}

// bwsSection is a Section row.
type bwsSection struct {
	id          int
	letter      string
	missingPair int
	winners     int
	scoringType int
}

// bwsFile is what is read of a Bridgemate file, before it is settled into
// sessions.
type bwsFile struct {
	name     string
	db       *access.DB
	sections map[int]*bwsSection
	order    []int // section ids in the order of the Section table
	seating  []bwsSeating
	results  []bwsResult
	notes    []string
}

func readBWS(data []byte, file string, opts ReadOptions) (*ResultsFile, error) {
	db, err := access.Open(data)
	if err != nil {
		return nil, &ParseError{File: file, Msg: "cannot be read as a Bridgemate scoring file: " + err.Error()}
	}
	f := &bwsFile{name: file, db: db, sections: map[int]*bwsSection{}}
	if err := f.readSections(); err != nil {
		return nil, err
	}
	if err := f.readSeating(); err != nil {
		return nil, err
	}
	if err := f.readResults(); err != nil {
		return nil, err
	}
	live := f.liveResults()
	if len(live) == 0 {
		return nil, f.errf("ReceivedData", "no results: the tables have entered none (or every one was erased)")
	}
	hands, err := f.readHands(opts.StrictHands)
	if err != nil {
		return nil, err
	}
	parts, err := f.sessions(live, hands, f.readPlayers(), opts)
	if err != nil {
		return nil, err
	}
	return f.whole(parts), nil
}

// sessions settles each section's live results into a session of its
// own, in the order of the Section table.
func (f *bwsFile) sessions(live []*bwsResult, hands map[int][]scoring.Deal, players bwsPlayers, opts ReadOptions) ([]*ResultsFile, error) {
	bySection := map[int][]*bwsResult{}
	var ids []int
	for _, r := range live {
		if _, ok := bySection[r.section]; !ok {
			ids = append(ids, r.section)
		}
		bySection[r.section] = append(bySection[r.section], r)
	}
	slices.SortFunc(ids, func(a, b int) int { return cmp.Compare(f.rank(a), f.rank(b)) })
	name, date := f.sessionName(live)
	var parts []*ResultsFile
	for _, id := range ids {
		sec := f.section(id)
		rf, err := f.settle(sec, bySection[id], opts)
		if err != nil {
			if len(ids) > 1 {
				return nil, fmt.Errorf("section %s: %w", sec.letter, err)
			}
			return nil, err
		}
		rf.Name, rf.Date, rf.ProgramName = name, date, "Bridgemate"
		rf.Deals = hands[id]
		players.name(rf, sec, f)
		if len(ids) > 1 {
			rf.Section = sec.letter
		}
		parts = append(parts, rf)
	}
	return parts, nil
}

// whole is the file's ResultsFile: its one section's, or, for several, the
// first's with all of them in Sections (as a USEBIO file's are), each
// knowing the boards every section's movement gives it.
func (f *bwsFile) whole(parts []*ResultsFile) *ResultsFile {
	if len(parts) == 1 {
		parts[0].Warnings = append(f.notes, parts[0].Warnings...)
		return parts[0]
	}
	boards := f.sectionBoards()
	for _, p := range parts {
		p.Session.SectionBoards = boards
	}
	out := *parts[0]
	out.Sections = parts
	letters := make([]string, len(parts))
	for i, p := range parts {
		letters[i] = p.Section
	}
	out.Warnings = append(append([]string(nil), f.notes...), sectionsNote(letters, 0))
	for _, p := range parts {
		if p.WinnerType == TwoWinner {
			out.WinnerType = TwoWinner
		}
		for _, w := range p.Warnings {
			out.Warnings = append(out.Warnings, "section "+p.Section+": "+w)
		}
	}
	return &out
}

func (f *bwsFile) errf(table, format string, args ...any) error {
	return &ParseError{File: f.name, Element: table, Msg: fmt.Sprintf(format, args...)}
}

// note records, for the director, something read otherwise than written.
func (f *bwsFile) note(format string, args ...any) {
	if len(f.notes) < maxNotes {
		f.notes = append(f.notes, fmt.Sprintf(format, args...))
	}
}

// table reads the named columns of a table; a table the file lacks gives
// no rows (ok false).
func (f *bwsFile) table(name string, cols ...string) (rows [][]any, ok bool, err error) {
	t, err := f.db.Table(name)
	if errors.Is(err, access.ErrNoTable) {
		return nil, false, nil
	}
	if err == nil {
		rows, err = t.Rows(cols...)
	}
	if err != nil {
		return nil, false, &ParseError{File: f.name, Element: name, Msg: "cannot be read: " + err.Error()}
	}
	return rows, true, nil
}

// num reads a whole-number value; a null or a value of another type is 0.
func num(v any) int {
	if n, ok := v.(int64); ok {
		return int(n)
	}
	return 0
}

// text reads a text value without the spaces around it.
func text(v any) string {
	s, _ := v.(string)
	return strings.TrimSpace(s)
}

func (f *bwsFile) readSections() error {
	rows, _, err := f.table("Section", "ID", "Letter", "MissingPair", "Winners", "ScoringType")
	if err != nil {
		return err
	}
	for _, r := range rows {
		s := &bwsSection{id: num(r[0]), letter: strings.ToUpper(text(r[1])), missingPair: num(r[2]), winners: num(r[3]), scoringType: num(r[4])}
		if _, dup := f.sections[s.id]; dup {
			f.note("Section: section %d is listed twice: the first is read", s.id)
			continue
		}
		f.sections[s.id] = s
		f.order = append(f.order, s.id)
	}
	return nil
}

// section is the section of an id, made up when the Section table does
// not list it.
func (f *bwsFile) section(id int) *bwsSection {
	s, ok := f.sections[id]
	if !ok {
		s = &bwsSection{id: id}
		f.sections[id] = s
	}
	s.letter = f.letter(id)
	return s
}

// letter is a section's letter: the Section table's, or its number's
// place in the alphabet where it gives none.
func (f *bwsFile) letter(id int) string {
	if s, ok := f.sections[id]; ok && s.letter != "" {
		return s.letter
	}
	return sectionLetters(max(id-1, 0))
}

// rank orders sections as the Section table lists them, those it does
// not after, by number.
func (f *bwsFile) rank(id int) int {
	if i := slices.Index(f.order, id); i >= 0 {
		return i
	}
	return len(f.order) + id
}

func (f *bwsFile) readSeating() error {
	rows, _, err := f.table("RoundData", "Section", "Table", "Round", "NSPair", "EWPair", "LowBoard", "HighBoard", "CustomBoards", "South", "West")
	if err != nil {
		return err
	}
	for _, r := range rows {
		s := bwsSeating{section: num(r[0]), table: num(r[1]), round: num(r[2]), ns: num(r[3]), ew: num(r[4]),
			low: num(r[5]), high: num(r[6]), custom: text(r[7]), individual: num(r[8]) != 0 || num(r[9]) != 0}
		if s.individual {
			return f.errf("RoundData", "an individual event (players, not pairs, in its South and West columns): bridgescore reads Bridgemate pairs sessions")
		}
		f.seating = append(f.seating, s)
	}
	return nil
}

func (f *bwsFile) readResults() error {
	rows, ok, err := f.table("ReceivedData", "ID", "Section", "Table", "Round", "Board", "PairNS", "PairEW",
		"NS/EW", "Contract", "Result", "LeadCard", "Remarks", "DateLog", "TimeLog", "Erased", "South", "West")
	if err != nil {
		return err
	}
	if !ok {
		return f.errf("", "no ReceivedData table: not a Bridgemate scoring file (its tables are %s)", strings.Join(f.db.Tables(), ", "))
	}
	for _, r := range rows {
		res := bwsResult{id: int64(num(r[0])), section: num(r[1]), table: num(r[2]), round: num(r[3]), board: num(r[4]),
			ns: num(r[5]), ew: num(r[6]), seat: text(r[7]), contract: text(r[8]), res: text(r[9]), lead: text(r[10]),
			remarks: text(r[11]), erased: r[14] == true, south: num(r[15]), west: num(r[16])}
		res.when = dateTime(r[12], r[13])
		if res.south != 0 || res.west != 0 {
			return f.errf("ReceivedData", "an individual event (players, not pairs, in its South and West columns): bridgescore reads Bridgemate pairs sessions")
		}
		f.results = append(f.results, res)
	}
	return nil
}

// dateTime joins BCS's DateLog (the day) and TimeLog (the time, on
// Access's day 0).
func dateTime(day, at any) time.Time {
	d, _ := day.(time.Time)
	t, _ := at.(time.Time)
	return time.Date(d.Year(), d.Month(), d.Day(), t.Hour(), t.Minute(), t.Second(), 0, time.UTC)
}

// liveResults keeps, for each section, table, round and board, the latest
// row of ReceivedData, unless it is an erasure (see above); the rows are
// taken in the order BCS numbered them, or of their time where their
// numbers tie.
func (f *bwsFile) liveResults() []*bwsResult {
	order := make([]*bwsResult, len(f.results))
	for i := range f.results {
		order[i] = &f.results[i]
	}
	slices.SortStableFunc(order, func(a, b *bwsResult) int {
		return cmp.Or(cmp.Compare(a.id, b.id), a.when.Compare(b.when))
	})
	latest := map[[4]int]*bwsResult{}
	var corrected, erased []string
	for _, r := range order {
		prev := latest[r.key()]
		switch {
		case r.erased && prev != nil:
			erased = append(erased, fmt.Sprintf("%s board %d", f.tableName(r), r.board))
		case !r.erased && prev != nil:
			corrected = append(corrected, fmt.Sprintf("%s board %d", f.tableName(r), r.board))
		}
		if r.erased {
			latest[r.key()] = nil
		} else {
			latest[r.key()] = r
		}
	}
	var live []*bwsResult
	for _, r := range order {
		if l := latest[r.key()]; l == r {
			live = append(live, r)
		}
	}
	if n := len(corrected); n > 0 {
		f.note("%d %s entered again after the first entry: the latest is scored (%s)", n, plural(n, "result"), listSome(corrected))
	}
	if n := len(erased); n > 0 {
		f.note("%d %s erased by the director (%s)", n, plural(n, "result"), listSome(erased))
	}
	return live
}

// tableName names a table for the director: "table 8", or "A8" in a file
// of several sections.
func (f *bwsFile) tableName(r *bwsResult) string {
	if len(f.sections) > 1 {
		return f.letter(r.section) + strconv.Itoa(r.table)
	}
	return "table " + strconv.Itoa(r.table)
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// listSome lists a few things and says how many more there are.
func listSome(items []string) string {
	const shown = 5
	if len(items) <= shown {
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:shown], ", ") + fmt.Sprintf(" and %d more", len(items)-shown)
}

// sectionBoards are the boards each section's movement gives it to play
// (RoundData's LowBoard to HighBoard, or its CustomBoards list), by
// letter: sections scored across the field must play the same boards,
// and this says so before every result is in.
func (f *bwsFile) sectionBoards() map[string][]int {
	sets := map[string]map[int]bool{}
	for _, s := range f.seating {
		letter := f.letter(s.section)
		if sets[letter] == nil {
			sets[letter] = map[int]bool{}
		}
		for _, b := range s.boards() {
			sets[letter][b] = true
		}
	}
	out := map[string][]int{}
	for letter, set := range sets {
		for b := range set {
			out[letter] = append(out[letter], b)
		}
		slices.Sort(out[letter])
	}
	return out
}

// boards are the boards a table plays in a round: its list of boards
// where the movement gives one, else LowBoard to HighBoard.
func (s *bwsSeating) boards() []int {
	var out []int
	for _, w := range strings.FieldsFunc(s.custom, func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
		if b, err := strconv.Atoi(w); err == nil && b >= 1 && b <= maxBoard {
			out = append(out, b)
		}
	}
	if len(out) > 0 {
		return out
	}
	for b := max(s.low, 1); b <= min(s.high, maxBoard); b++ {
		out = append(out, b)
	}
	return out
}

// sessionName is the session's name and date: Session's, the date the
// day the tables entered their results (a file is often a copy of an
// older night's, its Session row left as it was).
func (f *bwsFile) sessionName(live []*bwsResult) (string, string) {
	rows, _, _ := f.table("Session", "Name", "Date")
	name, date := "", ""
	if len(rows) > 0 {
		name = text(rows[0][0])
		if d, ok := rows[0][1].(time.Time); ok && d.Year() > 1900 {
			date = d.Format("02/01/2006")
		}
	}
	var first time.Time
	for _, r := range live {
		if r.when.Year() > 1900 && (first.IsZero() || r.when.Before(first)) {
			first = r.when
		}
	}
	if !first.IsZero() {
		date = first.Format("02/01/2006")
	}
	return name, date
}
