package interchange

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"bridgescore/scoring"
)

// ReadUSEBIO reads a USEBIO 1.0, 1.1 or 1.2 results file holding one pairs
// session. Points, percentages and places in the file are ignored: the
// session is scored afresh. Unknown elements are skipped, and a DOCTYPE is
// never fetched.
func ReadUSEBIO(r io.Reader) (*ResultsFile, error) {
	return refused(readUSEBIO(r, "", ReadOptions{}))
}

// usebioReader walks the element stream, remembering the path to the
// current element; USEBIO files differ in nesting (SESSION and SECTION
// wrappers) but not in element names.
type usebioReader struct {
	file  string
	scan  *xmlScanner
	stack []*elemName // the elements open, from the root
	text  [][]byte
	ev    *ResultsFile
	// travellerLines counts the file's TRAVELLER_LINEs.
	travellerLines int
	// elems holds each element name once; recentNames and recentStrs the
	// names and short values met lately.
	elems       map[string]*elemName
	recentNames [64]*elemName
	recentStrs  [4096]string

	pairs []rawPair
	pair  *rawPair // &pairBuf inside a PARTICIPANTS PAIR, else nil
	// playerName, playerNumber and playerHolding are the PLAYER being read.
	playerName, playerNumber, playerHolding string
	lines                                   []rawLine
	line                                    *rawLine // &lineBuf inside a TRAVELLER_LINE, else nil
	boardNo                                 string
	boardAt                                 int
	// boardStart is where the lines of the BOARD being read start in
	// lines.
	boardStart int
	deal       *scoring.Deal // &dealBuf inside a BOARD, else nil
	dealSet    bool
	// The element being read lives here rather than in a fresh allocation
	// per element: a 500-line file would otherwise allocate 500 lines twice.
	pairBuf rawPair
	lineBuf rawLine
	dealBuf scoring.Deal
	// where holds "TRAVELLER_LINE 1", "TRAVELLER_LINE 2" ... made once and
	// shared by every board.
	where []string
	hand  int // index into the deal's Hands, -1 when unknown
	suits [4]string
	deals map[int]scoring.Deal
	// boardMethod is what BOARD_SCORING_METHOD says, for files whose
	// EVENT_TYPE is plain PAIRS.
	boardMethod scoring.Method
	sections    int
	// done are the sections read before the current one; sectionID and
	// sectionAt name the current one.
	done      []section
	sectionID string
	sectionAt int
	dealerTxt string
	vulTxt    string
	// method is the caller's choice of scoring method, when it has one.
	method scoring.Method
	// strictHands refuses the file for a hand that cannot be read
	// (handErr, the first); otherwise such a hand is left out with a note.
	strictHands bool
	handErr     error
	// at is the line of the element being closed.
	at int
	// early settles each section as the next starts (settleEarly).
	early bool
	// known holds the results read, for every section (entry.go).
	known map[resultKey]knownResult
}

func (u *usebioReader) errf(line int, elem, format string, args ...any) error {
	return newParseError(u.file, line, elem, fmt.Sprintf(format, args...))
}

func (u *usebioReader) parent() string {
	if len(u.stack) < 2 {
		return ""
	}
	return u.stack[len(u.stack)-2].upper
}

func (u *usebioReader) start(line int) error {
	switch u.stack[len(u.stack)-1].part {
	case partEvent:
		if v := u.attr("EVENT_TYPE"); v != "" && u.ev.Type == "" {
			u.ev.Type = strings.ToUpper(v)
		}
	case partPair:
		if u.parent() == "PARTICIPANTS" {
			u.pairBuf = rawPair{line: line}
			u.pair = &u.pairBuf
		}
	case partSection:
		u.sections++
		u.startSection(u.attr("SECTION_ID"), line)
	case partBoard:
		// A BOARD inside another leaves out what the outer one had read.
		u.boardNo, u.boardAt, u.lines = "", line, u.lines[:u.boardStart]
		u.dealBuf = scoring.Deal{}
		u.deal, u.dealSet = &u.dealBuf, false
		u.dealerTxt, u.vulTxt = "", ""
	case partTravellerLine:
		u.lineBuf = rawLine{line: line, where: "TRAVELLER_LINE"}
		u.line = &u.lineBuf
	case partHand:
		u.hand = -1
		if s, ok := parseSeat(u.attr("DIRECTION")); ok {
			u.hand = seatIndex(s)
		}
		u.suits = [4]string{}
	}
	return nil
}

// end takes in the text of an element as it closes, by the part of the
// file it belongs to.
func (u *usebioReader) end(e *elemName, text string, line int) error {
	name := e.upper
	switch e.part {
	case partEventField:
		return u.endEvent(name, text, line)
	case partPairField, partPlayer, partPair:
		return u.endPair(name, text)
	case partDirection:
		if u.parent() == "HAND" {
			u.endHand(name, text, line)
			return nil
		}
		return u.endPair(name, text)
	case partLineField:
		u.endLineField(e.field, text)
	case partTravellerLine:
		if u.travellerLines++; u.travellerLines > maxLines {
			return u.errf(line, name, "more than %d traveller lines: this is not one session", maxLines)
		}
		if u.line != nil {
			// Some programs split the score into NS_SCORE and EW_SCORE,
			// one of them empty, instead of an NS-signed SCORE.
			u.line.score = splitScore(*u.line)
			u.lines = appendLines(u.lines, *u.line)
			u.line = nil
		}
	case partHandField, partHand:
		u.endHand(name, text, line)
	case partBoardNumber:
		if u.parent() == "BOARD" {
			u.boardNo = text
		}
	case partBoard:
		return u.endBoard()
	}
	return nil
}

// endEvent takes in what the file says of the event.
func (u *usebioReader) endEvent(name, text string, line int) error {
	parent := u.parent()
	switch name {
	case "CLUB_NAME":
		u.ev.Club = text
	case "CLUB_ID_NUMBER":
		if parent == "CLUB" {
			u.ev.ClubNumber = text
		}
	case "EVENT_DESCRIPTION":
		if parent == "EVENT" {
			u.ev.Name = text
		}
	case "DATE":
		if parent == "EVENT" {
			u.ev.Date = text
		}
	case "PROGRAM_NAME":
		u.ev.ProgramName = text
	case "EVENT_TYPE":
		if text != "" {
			u.ev.Type = strings.ToUpper(text)
		}
	case "BOARD_SCORING_METHOD", "PAIRWISE_SCORING_METHOD":
		// Some programs write EVENT_TYPE "PAIRS" and say how boards are
		// scored here instead.
		switch strings.ToUpper(text) {
		case "MATCH_POINTS", "MATCHPOINTS":
			if u.boardMethod == "" {
				u.boardMethod = scoring.Matchpoints
			}
		case "IMPS", "CROSS_IMPS", "CROSS_IMP":
			u.boardMethod = scoring.CrossIMPs
		case "BUTLER", "BUTLER_IMPS":
			u.boardMethod = scoring.Butler
		}
	case "WINNER_TYPE":
		if parent != "EVENT" && parent != "SESSION" && parent != "SECTION" {
			break
		}
		switch text {
		case "1":
			u.ev.WinnerType = OneWinner
		case "2":
			u.ev.WinnerType = TwoWinner
		case "":
		default:
			return u.errf(line, "WINNER_TYPE", "%q: expected 1 (one field) or 2 (NS and EW ranked separately)", text)
		}
	}
	return nil
}

// endPair takes in a PARTICIPANTS PAIR and its players.
func (u *usebioReader) endPair(name, text string) error {
	parent := u.parent()
	if u.pair == nil {
		return nil
	}
	switch name {
	case "PAIR_NUMBER":
		if parent == "PAIR" {
			u.pair.id = text
		}
	case "DIRECTION":
		if parent == "PAIR" {
			d, ok := normDir(text)
			if !ok {
				return u.errf(u.at, "DIRECTION", "pair direction %q: expected NS or EW", text)
			}
			u.pair.dir = d
		}
	case "PLAYER_NAME":
		if parent == "PLAYER" {
			u.pair.names = append(u.pair.names, text)
			u.playerName = text
		}
	case "NATIONAL_ID_NUMBER", "ACBL_NUMBER":
		if parent == "PLAYER" && text != "" {
			u.playerNumber = text
		}
	case "MASTERPOINTS":
		if parent == "PLAYER" && text != "" {
			u.playerHolding = text
		}
	case "PLAYER":
		if u.playerName != "" && u.playerNumber != "" {
			if u.ev.Numbers == nil {
				u.ev.Numbers = map[string]string{}
			}
			u.ev.Numbers[u.playerName] = u.playerNumber
		}
		if u.playerName != "" && u.playerHolding != "" {
			if u.ev.Holdings == nil {
				u.ev.Holdings = map[string]string{}
			}
			u.ev.Holdings[u.playerName] = u.playerHolding
		}
		u.playerName, u.playerNumber, u.playerHolding = "", "", ""
	case "PAIR":
		if parent == "PARTICIPANTS" {
			if u.pair.id == "" {
				return u.errf(u.pair.line, "PAIR", "PAIR_NUMBER missing")
			}
			u.pairs = append(u.pairs, *u.pair)
			u.pair = nil
		}
	}
	return nil
}

// endLineField takes in one field of a TRAVELLER_LINE.
func (u *usebioReader) endLineField(field lineField, text string) {
	if u.line == nil || u.parent() != "TRAVELLER_LINE" {
		return
	}
	u.line.set(field, text)
}

// set takes in one field of a traveller line, as USEBIO names it.
func (l *rawLine) set(field lineField, text string) {
	switch field {
	case fieldNS:
		l.ns = text
	case fieldEW:
		l.ew = text
	case fieldContract:
		l.contr = text
	case fieldDeclarer:
		l.decl = text
	case fieldTricks:
		l.tricks, l.tricksTaken = text, true
	case fieldScore:
		l.score = text
	case fieldRound:
		l.round = text
	case fieldTable:
		l.table = text
	case fieldGroup:
		l.group = text
	case fieldLead:
		l.lead = text
	case fieldNSScore:
		l.nsScore = text
	case fieldEWScore:
		l.ewScore = text
	}
}

// endHand takes in a board's dealer, vulnerability and hands. None of them
// plays a part in the score: one that cannot be read is left out with a
// note (or, reading a hand record on purpose, refuses the file).
func (u *usebioReader) endHand(name, text string, line int) {
	parent := u.parent()
	switch name {
	case "DEALER":
		if parent == "BOARD" {
			u.dealerTxt = text
		}
	case "VULNERABILITY", "VULNERABLE":
		if parent == "BOARD" {
			u.vulTxt = text
		}
	case "DIRECTION":
		if s, ok := parseSeat(text); ok {
			u.hand = seatIndex(s)
		}
	case "SPADES", "HEARTS", "DIAMONDS", "CLUBS":
		if parent == "HAND" {
			u.suits[suitIndex(name)] = scoring.Holding(text)
		}
	case "HAND":
		if u.deal == nil {
			break
		}
		if u.hand < 0 {
			u.badHand(u.errf(line, "HAND", "hand without a DIRECTION: expected N, E, S or W"))
			break
		}
		u.deal.Hands[u.hand] = strings.Join(u.suits[:], ".")
		u.dealSet = true
	}
}

// badHand is a hand that cannot be read: the file is refused when hands
// are read strictly, and otherwise the hand is left out, with a note.
func (u *usebioReader) badHand(err error) {
	if u.handErr == nil && u.strictHands {
		u.handErr = err
		return
	}
	u.ev.Warnings = append(u.ev.Warnings, err.Error()+": hand left out (hands play no part in the score)")
}

// endBoard takes in a BOARD: its traveller lines, and its deal when it
// has one.
func (u *usebioReader) endBoard() error {
	board, ok := parseBoard(u.boardNo)
	lines := u.lines[u.boardStart:]
	u.boardStart = len(u.lines)
	for i := range lines {
		lines[i].board = u.boardNo
		// The position on the board finds the line in a file written
		// without line breaks.
		lines[i].where = u.lineName(i)
	}
	if !ok && len(lines) > 0 {
		if u.boardNo == "" {
			return u.errf(u.boardAt, "BOARD", "BOARD_NUMBER missing")
		}
		return u.errf(u.boardAt, "BOARD_NUMBER", "unknown board %q (expected a board number from 1 to %d)", u.boardNo, maxBoard)
	}
	// A BOARD nested in another has already taken the deal.
	if u.dealSet && u.deal != nil {
		if !ok {
			u.badHand(u.errf(u.boardAt, "BOARD_NUMBER", "hands of board %q: expected a board number from 1 to %d", u.boardNo, maxBoard))
		} else if d, err := u.boardDeal(board); err != nil {
			u.badHand(err)
		} else {
			u.ev.Warnings = append(u.ev.Warnings, law2Warnings(d, fmt.Sprintf("line %d", u.boardAt))...)
			u.deals[board] = d
		}
	}
	u.deal = nil
	return nil
}

// boardDeal is the deal of the BOARD being closed.
func (u *usebioReader) boardDeal(board int) (scoring.Deal, error) {
	d := *u.deal
	d.Board = board
	d.Dealer, d.Vul = scoring.Dealer(board), scoring.Vul(board)
	if u.dealerTxt != "" {
		s, ok := parseSeat(u.dealerTxt)
		if !ok {
			return d, u.errf(u.boardAt, "DEALER", "board %d: dealer %q: expected N, E, S or W", board, u.dealerTxt)
		}
		d.Dealer = s
	}
	if u.vulTxt != "" {
		v, err := scoring.ParseVulnerability(u.vulTxt)
		if err != nil {
			return d, u.errf(u.boardAt, "VULNERABILITY", "board %d: %v", board, err)
		}
		d.Vul = v
	}
	if err := d.Check(); err != nil {
		return d, u.errf(u.boardAt, "HAND", "board %d: %v", board, err)
	}
	return d, nil
}

// suitIndex is the place of a SPADES, HEARTS, DIAMONDS or CLUBS element's
// holding in a PBN hand.
func suitIndex(name string) int {
	switch name {
	case "SPADES":
		return 0
	case "HEARTS":
		return 1
	case "DIAMONDS":
		return 2
	}
	return 3
}

// lineName is what messages call the i-th (from 0) line of a board.
func (u *usebioReader) lineName(i int) string {
	for len(u.where) <= i {
		u.where = append(u.where, "TRAVELLER_LINE "+strconv.Itoa(len(u.where)+1))
	}
	return u.where[i]
}

// appendLines is append, doubling the room when it runs out: append alone
// grows a long slice by a quarter at a time, and the copies of a session
// of many lines would then come to several times its size.
func appendLines(lines []rawLine, l rawLine) []rawLine {
	if len(lines) == cap(lines) {
		lines = slices.Grow(lines, max(16, len(lines)))
	}
	return append(lines, l)
}

func (u *usebioReader) finish() (*ResultsFile, error) {
	ev := u.ev
	m, ok := MethodFor(ev.Type)
	if ev.Type == "PAIRS" && u.boardMethod != "" {
		m, ok = u.boardMethod, true
		ev.Type = EventTypeFor(m)
	}
	if u.method != "" {
		m, ok = u.method, true
	}
	if u.settledTooEarly() {
		return nil, errSettledEarly
	}
	if !ok && strings.EqualFold(ev.Type, "INDIVIDUAL") {
		// No method makes pairs of its players: it is sent to the
		// individual's reader, as a PBN individual is.
		return nil, u.errf(0, "EVENT", "an individual's results file (EVENT_TYPE INDIVIDUAL, players, not pairs, on its traveller lines): score it as an individual")
	}
	if !ok {
		return nil, u.errf(0, "EVENT_TYPE", "%s: expected MP_PAIRS, CROSS_IMP or BUTLER_PAIRS (this reads pairs events only)", quote(ev.Type))
	}
	ev.Session.Method = m
	for _, d := range u.deals {
		ev.Deals = append(ev.Deals, d)
	}
	sort.Slice(ev.Deals, func(i, j int) bool { return ev.Deals[i].Board < ev.Deals[j].Board })
	if len(u.done) > 0 {
		return u.finishSections(ev)
	}
	if err := u.settle(ev, u.pairs, u.lines); err != nil {
		return nil, err
	}
	return ev, nil
}

// settle makes the pairs and lines read into ev's Session.
func (u *usebioReader) settle(ev *ResultsFile, pairs []rawPair, lines []rawLine) error {
	// The results read are kept for every section: they play the same
	// boards.
	if u.known == nil {
		u.known = map[resultKey]knownResult{}
	}
	b := &sessionBuilder{file: u.file, known: u.known}
	if len(pairs) == 0 {
		return u.errf(0, "PARTICIPANTS", "no pairs: expected a PARTICIPANTS list with a PAIR for each pair")
	}
	listed := make(map[string]bool, len(pairs))
	for _, p := range pairs {
		listed[p.id] = true
	}
	lines = b.dropSitOuts(lines, listed)
	if err := b.settlePairs(pairs, ev.WinnerType, lines); err != nil {
		return err
	}
	got, err := b.addLines(lines)
	if err != nil {
		return err
	}
	ev.Session.Pairs = b.pairs
	ev.Session.Lines = got
	ev.Warnings = append(ev.Warnings, b.notes...)
	if ev.WinnerType == 0 && slices.Contains(b.notes, arrowNote) {
		// Found to be an arrow-switched Mitchell: one field.
		ev.WinnerType = OneWinner
	}
	return nil
}

// charsetReader lets files from Windows scoring programs, which declare
// ISO-8859-1 or Windows-1252, be read with their accented names intact.
func charsetReader(label string, in io.Reader) (io.Reader, error) {
	switch strings.ToLower(strings.TrimSpace(label)) {
	case "iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1":
		return charmap.ISO8859_1.NewDecoder().Reader(in), nil
	case "windows-1252", "cp1252", "win-1252":
		return charmap.Windows1252.NewDecoder().Reader(in), nil
	case "us-ascii", "ascii", "utf8":
		return in, nil
	case "utf-16", "utf16", "utf-16le", "utf-16be", "unicode", "ucs-2":
		// ReadFile has decoded it already; the declaration still says
		// what the file was.
		return in, nil
	}
	return nil, fmt.Errorf("character set %q is not supported (expected UTF-8, ISO-8859-1 or Windows-1252)", label)
}

// looksLikeXML reports whether data starts (after a byte-order mark and
// space) with '<'.
func looksLikeXML(data []byte) bool {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	data = bytes.TrimLeft(data, " \t\r\n")
	return len(data) > 0 && data[0] == '<'
}
