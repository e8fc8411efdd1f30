package interchange

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"bridgescore/scoring"
)

// rawPair is a pair as a file lists it, before directions are settled.
type rawPair struct {
	line  int
	id    string
	dir   string // "NS", "EW" or ""
	names []string
}

// rawLine is a traveller line as text, before it is understood.
type rawLine struct {
	line   int    // where the line starts in the file
	where  string // element or record name for messages
	board  string
	ns, ew string
	nsDir  string
	ewDir  string
	round  string
	table  string
	contr  string
	decl   string
	tricks string
	score  string
	group  string // fouled-board group
	lead   string // the opening lead as written
	// nsScore and ewScore are USEBIO's split score, when SCORE is absent.
	nsScore, ewScore string
	// tricksTaken says the format counts tricks taken only (USEBIO's
	// TRICKS), so that -1 there is refused rather than read as down one.
	tricksTaken bool
	// players are an individual's players in the seats N, E, S, W, and
	// individual is true for such a line (its ns and ew then name the
	// sides, "N&S" and "E&W").
	players    [4]string
	individual bool
	// nsNum and ewNum number the pairs' ids, from 1, in a file that does
	// not list its pairs (numberPairs); 0 where they are not numbered.
	nsNum, ewNum int32
}

type pairKey struct{ id, dir string }

// sessionBuilder turns raw pairs and lines into a checked scoring.Session.
type sessionBuilder struct {
	file  string
	pairs []scoring.Pair
	index map[pairKey]int
	// listed is true when the pairs came from a participants list, so an
	// unknown pair on a traveller is an error rather than a new pair.
	listed bool
	// wrongSideHint ends the message for a pair on the other side from its
	// own direction: what the file could say instead.
	wrongSideHint string
	// notes are what the reader decided for itself, for the director.
	notes []string
	// oneWinner says how the file would say it has one winner.
	oneWinner string
	// allowNewPairs accepts, in a file that does not list its pairs, a
	// pair that looks like a mistyped id of another (see pairids.go).
	allowNewPairs bool
	// contracts holds each contract read, as a file repeats a few dozen
	// of them over all its lines, and known each result (entry.go).
	contracts map[string]parsedContract
	known     map[resultKey]knownResult
	// results is the block the lines' results are kept in.
	results []scoring.Result
	// found keeps lookupNum's answers: the pair's index plus one, -1 for
	// none, 0 not yet asked.
	found []int32
	// numbered is how many ids numberPairs has numbered; expectPairs how
	// many pairs are about to be added.
	numbered, expectPairs int
	// pairAt holds, by slot (an id's number and a direction), the index
	// of its pair plus one, where addNumbered added the pairs.
	pairAt []int32
	// pairLine is where each pair was listed (or first named), and played
	// whether it played a board (see unplayed.go).
	pairLine []int32
	played   []bool
}

// arrowNote tells the director that a file which did not say how many
// winners was found to be an arrow-switched Mitchell.
const arrowNote = "arrow-switched boards found: ranked as one field"

// maxNotes bounds the notes kept for one file: enough to see what was
// left out, not so many that a file of nonsense fills the screen.
const maxNotes = 50

// note records, for the director, something the reader left out or
// decided for itself, naming the line.
func (b *sessionBuilder) note(line int, elem, format string, args ...any) {
	switch {
	case len(b.notes) < maxNotes:
		b.notes = append(b.notes, (&ParseError{Line: line, Element: elem, Msg: fmt.Sprintf(format, args...)}).Error())
	case len(b.notes) == maxNotes:
		b.notes = append(b.notes, "more notes left out")
	}
}

func (b *sessionBuilder) errf(line int, elem, format string, args ...any) error {
	return newParseError(b.file, line, elem, fmt.Sprintf(format, args...))
}

// wrongSide explains why a pair may not sit on the other side from its
// own direction.
func (b *sessionBuilder) wrongSide() string {
	return " (in a two-winner Mitchell each pair keeps to its own direction" + b.wrongSideHint + ")"
}

func normDir(s string) (string, bool) {
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "NS", "N-S", "N/S", "NORTH-SOUTH", "N":
		return "NS", true
	case "EW", "E-W", "E/W", "EAST-WEST", "E":
		return "EW", true
	case "":
		return "", true
	}
	return "", false
}

// dirSuffix is the direction an id like "1NS" or "12EW" implies.
func dirSuffix(id string) string {
	if len(id) <= 2 {
		return ""
	}
	switch end := id[len(id)-2:]; {
	case strings.EqualFold(end, "NS"):
		return "NS"
	case strings.EqualFold(end, "EW"):
		return "EW"
	}
	return ""
}

func (b *sessionBuilder) addPair(p scoring.Pair, line int, elem string) error {
	if b.index == nil {
		b.index = make(map[pairKey]int, b.expectPairs)
	}
	k := pairKey{p.ID, p.Direction}
	if _, dup := b.index[k]; dup {
		if p.Direction != "" {
			return b.errf(line, elem, "pair %s %s is listed twice", p.Direction, p.ID)
		}
		return b.errf(line, elem, "pair %s is listed twice", p.ID)
	}
	// Pair 1 NS and pair 1 EW are two pairs, but pair 1 beside either is
	// one pair given twice.
	for _, d := range [3]string{"", "NS", "EW"} {
		if (d == "") == (p.Direction == "") {
			continue
		}
		if _, dup := b.index[pairKey{p.ID, d}]; dup {
			with := p.Direction
			if with == "" {
				with = d
			}
			return b.errf(line, elem, "pair %s is given both with direction %s and without one: expected each pair once, with its direction in a two-winner Mitchell", p.ID, with)
		}
	}
	b.index[k] = len(b.pairs)
	b.pairs = append(b.pairs, p)
	b.pairLine = append(b.pairLine, int32(line))
	return nil
}

// settlePairs decides the fields of listed pairs: one field for a one-winner
// session, NS and EW for a two-winner session, and for a file that does not say,
// two fields when every pair has a direction and both directions occur.
func (b *sessionBuilder) settlePairs(raw []rawPair, winnerType int, lines []rawLine) error {
	b.listed = true
	// A pair's direction may come from DIRECTION, from an id like 1NS, or
	// failing both from the side it sat on the travellers: the sides are
	// gathered when first asked for, as most files give directions.
	var sat map[string]map[string]bool
	sides := func(id string) map[string]bool {
		if sat == nil {
			sat = map[string]map[string]bool{}
			for i := range lines {
				l := &lines[i]
				for _, s := range [2][2]string{{l.ns, "NS"}, {l.ew, "EW"}} {
					if sat[s[0]] == nil {
						sat[s[0]] = map[string]bool{}
					}
					sat[s[0]][s[1]] = true
				}
			}
		}
		return sat[id]
	}
	dirs := make([]string, len(raw))
	count := map[string]int{}
	for i, p := range raw {
		if !pairIDOK(p.id) {
			return b.errf(p.line, "PAIR_NUMBER", "%s: expected a pair number such as 7 or 7NS", quote(p.id))
		}
		d := p.dir
		if d == "" {
			d = dirSuffix(p.id)
		}
		if d == "" && winnerType == TwoWinner && len(sides(p.id)) == 1 {
			for s := range sides(p.id) {
				d = s
			}
		}
		dirs[i] = d
		count[d]++
	}
	twoFields := winnerType == TwoWinner ||
		(winnerType == 0 && count[""] == 0 && count["NS"] > 0 && count["EW"] > 0)
	b.oneWinner = "WINNER_TYPE 1 lets pairs sit either way"
	if twoFields && winnerType == 0 {
		// The file does not say how many winners: pairs on the other side
		// from their own direction may be an arrow-switched Mitchell.
		dirOf := map[string]string{}
		for i, p := range raw {
			if _, dup := dirOf[p.id]; dup {
				dirOf[p.id] = "" // a bare number used both ways cannot say
			} else {
				dirOf[p.id] = dirs[i]
			}
		}
		seated := make([]rawLine, len(lines))
		for i, l := range lines {
			l.nsDir, l.ewDir = dirOf[l.ns], dirOf[l.ew]
			seated[i] = l
		}
		arrow, slips := arrowSwitched(seated)
		if len(slips) > 0 {
			return b.slipError(seated, slips)
		}
		if arrow {
			b.notes = append(b.notes, arrowNote)
			twoFields = false
		}
	}
	if winnerType == TwoWinner {
		b.wrongSideHint = ": the file has WINNER_TYPE 2, NS and EW ranked apart; an arrow-switched Mitchell has WINNER_TYPE 1"
	}
	if !twoFields {
		keys := make([]fieldPair, len(raw))
		for i, p := range raw {
			keys[i] = fieldPair{key: pairKey{p.id, dirs[i]}, names: p.names, line: p.line}
		}
		return b.addOneField(keys, "PAIR")
	}
	for i, p := range raw {
		d := dirs[i]
		if d == "" {
			return b.errf(p.line, "PAIR", "pair %s has no DIRECTION (expected NS or EW in a two-winner session)", p.id)
		}
		if err := b.addPair(scoring.Pair{ID: p.id, Direction: d, Names: p.names}, p.line, "PAIR"); err != nil {
			return err
		}
	}
	return nil
}

// fieldPair is a pair as a file gives it, direction and all, before it
// joins a one-field session.
type fieldPair struct {
	key   pairKey
	names []string
	line  int
	num   int32 // the id's number (numberPairs), 0 for none
}

// addOneField adds the pairs of a one-winner session (an arrow-switched
// Mitchell, a Howell), who are ranked together and may sit either way, so
// none keeps a direction. Ids stay as the file writes them (1NS, 3EW, 9);
// only where one bare number is used in both directions does the direction
// join the number (1NS, 1EW), as one field cannot hold two pairs 1. A
// traveller may still name a pair by its number and direction.
func (b *sessionBuilder) addOneField(pairs []fieldPair, elem string) error {
	uses, blank := map[string]int{}, map[string]bool{}
	first := len(b.pairs)
	for _, p := range pairs {
		uses[p.key.id]++
		blank[p.key.id] = blank[p.key.id] || p.key.dir == ""
	}
	for _, p := range pairs {
		pair := scoring.Pair{ID: p.key.id, Names: p.names}
		switch {
		case uses[pair.ID] == 1:
		case blank[pair.ID]:
			// Pair 1 beside pair 1 NS: addPair says what is wrong.
			pair.Direction = p.key.dir
		case dirSuffix(pair.ID) == "":
			pair.ID += p.key.dir
		}
		if err := b.addPair(pair, p.line, elem); err != nil {
			return err
		}
	}
	for i, p := range pairs {
		if p.key.dir != "" {
			b.index[p.key] = first + i
		}
	}
	return nil
}

// lookup finds the pair sitting on one side of a line the way the scoring
// engine does: the pair of that direction, or else a pair of the single
// field.
func (b *sessionBuilder) lookup(id, side, given string) (int, bool) {
	if given != "" {
		i, ok := b.pairIndex()[pairKey{id, given}]
		return i, ok
	}
	if i, ok := b.pairIndex()[pairKey{id, side}]; ok {
		return i, true
	}
	i, ok := b.pairIndex()[pairKey{id, ""}]
	return i, ok
}

// pairsFromLines builds the pairs of a file that has no participants list
// (the CSV format): directions come from the ns_dir/ew_dir columns when
// present, else from ids ending in NS/EW when every id does, else one field.
// winners is what the file says (OneWinner, TwoWinner or 0). A file that
// does not say, whose pairs have directions, is one field when the pairs
// that sit on the other side from their own direction do so as an arrow
// switch does (see arrowSwitched).
func (b *sessionBuilder) pairsFromLines(lines []rawLine, hasDirCols bool, winners int) error {
	if !hasDirCols && winners != OneWinner && inferMitchell(lines) {
		hasDirCols = true
		b.notes = append(b.notes, mitchellNote)
	}
	allSuffixed := true
	for _, l := range lines {
		if dirSuffix(l.ns) == "" || dirSuffix(l.ew) == "" {
			allSuffixed = false
			break
		}
	}
	b.oneWinner = "a comment line # winners: 1 before the header lets pairs sit either way"
	if len(lines) > 0 && lines[0].nsNum == 0 {
		b.numbered = len(numberPairs(lines))
	}
	// Each pair once: an id's directions seen so far, a bit each.
	seen := make([]fieldPair, 0, b.numbered)
	have := make([]uint8, b.numbered)
	note := func(id string, num int32, dir string, line int) {
		if !pairIDOK(id) {
			return // reported with its line
		}
		bit := uint8(1) << directionCode(dir)
		if have[num-1]&bit == 0 {
			have[num-1] |= bit
			seen = append(seen, fieldPair{key: pairKey{id, dir}, line: line, num: num})
		}
	}
	for i := range lines {
		l := &lines[i]
		switch {
		case hasDirCols:
		case allSuffixed:
			l.nsDir, l.ewDir = dirSuffix(l.ns), dirSuffix(l.ew)
		}
		note(l.ns, l.nsNum, l.nsDir, l.line)
		note(l.ew, l.ewNum, l.ewDir, l.line)
	}
	sortFieldPairs(seen)
	b.expectPairs = len(seen)
	directed := false
	for _, f := range seen {
		directed = directed || f.key.dir != ""
	}
	switch {
	case winners == TwoWinner && !directed:
		return b.errf(0, "winners", "the file says two winners, but no pair has a direction: expected ns_dir and ew_dir columns, or ids such as 1NS and 1EW")
	case winners == OneWinner:
		return b.addOneField(seen, "pair")
	case winners == 0 && directed:
		arrow, slips := arrowSwitched(lines)
		if arrow {
			b.notes = append(b.notes, arrowNote)
			return b.addOneField(seen, "pair")
		}
		if len(slips) > 0 {
			return b.slipError(lines, slips)
		}
		b.wrongSideHint = "; an arrow switch turns every table of a round, or every line of a board, so one table the other way round is taken for a slip: " +
			"a comment line # winners: 1 before the header lets pairs sit either way"
	}
	if !mixedDirections(have) {
		b.addNumbered(seen)
		return nil
	}
	for _, f := range seen {
		if err := b.addPair(scoring.Pair{ID: f.key.id, Direction: f.key.dir}, f.line, "pair"); err != nil {
			return err
		}
	}
	return nil
}

// winnerType is how a session's pairs are ranked: in two fields when any
// pair has a direction.
func winnerType(pairs []scoring.Pair) int {
	for _, p := range pairs {
		if p.Direction != "" {
			return TwoWinner
		}
	}
	return OneWinner
}

// maxPairID bounds a pair number's length: ids are numbers, perhaps with
// a direction or section letter, and the messages and rankings print them.
const maxPairID = 20

func pairIDOK(id string) bool { return utf8.RuneCountInString(id) <= maxPairID }

// maxBoard bounds board numbers: no session has more boards, and a bound
// keeps nonsense out of the tables built from them.
const maxBoard = 999

func parseBoard(s string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > maxBoard {
		return 0, false
	}
	return n, true
}

// maxReported bounds how many bad lines one error lists: enough to fix a
// file in one go, not so many that the message is unreadable.
const maxReported = 20

// addLines checks every raw line and turns it into a scoring.Line. Every
// bad line is reported, not just the first, so that a director can fix a
// file in one pass.
func (b *sessionBuilder) addLines(raw []rawLine) ([]scoring.Line, error) {
	seats := newSeatBook(raw, len(b.pairs))
	out := make([]scoring.Line, 0, len(raw))
	var errs Errors
	for i := range raw {
		// Each line is looked at where it is, not copied: it is large.
		l, err := b.line(&raw[i], seats)
		if err != nil {
			errs = append(errs, err.(*ParseError))
			if len(errs) == maxReported {
				break
			}
			continue
		}
		out = append(out, l)
	}
	if len(errs) == 1 {
		return nil, errs[0]
	}
	if len(errs) > 0 {
		return nil, errs
	}
	b.noteUnplayed()
	return out, nil
}

// line checks one raw line: its board, its pairs (known, not already on
// the board) and its result.
func (b *sessionBuilder) line(r *rawLine, seats *seatBook) (scoring.Line, error) {
	board, ok := parseBoard(r.board)
	if !ok {
		if strings.TrimSpace(r.board) == "" {
			return scoring.Line{}, b.errf(r.line, r.where, "board number missing")
		}
		return scoring.Line{}, b.errf(r.line, r.where, "unknown board %q (expected a board number from 1 to %d)", r.board, maxBoard)
	}
	idx, err := b.linePairs(r, board)
	if err != nil {
		return scoring.Line{}, err
	}
	for _, j := range idx {
		if prev, dup := seats.seen(board, j); dup {
			return scoring.Line{}, b.errf(r.line, r.where, "board %d: pair %s appears twice (already on the traveller at %s)",
				board, b.pairs[j].ID, prev)
		}
	}
	for _, j := range idx {
		seats.note(board, j, filePos{r.line, r.where})
	}
	l, err := b.entry(r, board)
	if err != nil {
		return scoring.Line{}, err
	}
	if l.Kind != scoring.NotPlayed {
		b.playedBy(idx)
	}
	l.Board = board
	// The pair's own id: in a one-field session a pair 1 given with its
	// direction is pair 1NS or 1EW.
	l.NS, l.EW = b.pairs[idx[0]].ID, b.pairs[idx[1]].ID
	if err := b.lineExtras(r, &l); err != nil {
		return scoring.Line{}, err
	}
	return l, nil
}

// linePairs finds a line's NS and EW pairs among the session's, refusing
// a pair not known, sitting on the other side from its field, or playing
// against itself.
func (b *sessionBuilder) linePairs(r *rawLine, board int) (idx [2]int, err error) {
	if r.ns == "" || r.ew == "" {
		return idx, b.errf(r.line, r.where, "board %d: the NS and EW pair numbers are both needed", board)
	}
	for _, s := range [2][2]string{{r.ns, "NS"}, {r.ew, "EW"}} {
		if !pairIDOK(s[0]) {
			return idx, b.errf(r.line, r.where, "board %d: %s pair %s: expected a pair number such as 7 or 7NS", board, s[1], quote(s[0]))
		}
	}
	for i, s := range [2][3]string{{r.ns, "NS", r.nsDir}, {r.ew, "EW", r.ewDir}} {
		num := r.nsNum
		if i == 1 {
			num = r.ewNum
		}
		j, ok := b.lookupNum(num, s[0], s[1], s[2])
		if !ok {
			if _, other := b.pairIndex()[pairKey{s[0], opposite(s[1])}]; other && s[2] == "" {
				return idx, b.errf(r.line, r.where, "board %d: pair %s is an %s pair but sits %s here%s", board, s[0], opposite(s[1]), s[1], b.wrongSide())
			}
			if b.listed {
				return idx, b.errf(r.line, r.where, "board %d: %s pair %s is not in PARTICIPANTS%s", board, s[1], s[0], b.listedLike(s[0]))
			}
			return idx, b.errf(r.line, r.where, "board %d: unknown %s pair %s", board, s[1], s[0])
		}
		idx[i] = j
	}
	// A direction column or an id like 1EW can put a pair on the other
	// side from its own field; the engine looks pairs up by the side they
	// sit, so such a line would be scored for another pair, or refused
	// with no line number.
	var wrongSide []string
	for i, side := range [2]string{"NS", "EW"} {
		if d := b.pairs[idx[i]].Direction; d != "" && d != side {
			wrongSide = append(wrongSide, fmt.Sprintf("pair %s is an %s pair but sits %s", b.pairs[idx[i]].ID, d, side))
		}
	}
	if len(wrongSide) > 0 {
		return idx, b.errf(r.line, r.where, "board %d: %s here%s", board, strings.Join(wrongSide, ", and "), b.wrongSide())
	}
	if idx[0] == idx[1] {
		return idx, b.errf(r.line, r.where, "board %d: pair %s cannot play against itself", board, r.ns)
	}
	return idx, nil
}

// lineExtras reads what a line may give besides its result: its round,
// fouled-board group, opening lead and table.
func (b *sessionBuilder) lineExtras(r *rawLine, l *scoring.Line) error {
	board := l.Board
	if r.round != "" {
		n, err := strconv.Atoi(strings.TrimSpace(r.round))
		if err != nil || n < 0 || n > maxBoard {
			return b.errf(r.line, r.where, "board %d: round %s is not a round number", board, quote(r.round))
		}
		l.Round = n
	}
	if r.group != "" {
		n, err := strconv.Atoi(strings.TrimSpace(r.group))
		if err != nil || n < 0 || n > maxBoard {
			return b.errf(r.line, r.where, "board %d: fouled-board group %s: expected a group number (0 when the board was not fouled)", board, quote(r.group))
		}
		l.Group = n
	}
	if r.lead != "" {
		// The lead plays no part in the score: one that cannot be read is
		// dropped, and the director told where.
		lead, err := scoring.ParseLead(r.lead)
		if err != nil {
			b.note(r.line, r.where, "board %d, %s v %s: lead %s not understood, left out", board, r.ns, r.ew, quote(r.lead))
		}
		l.Lead = lead
	}
	if r.table != "" {
		n, err := strconv.Atoi(strings.TrimSpace(r.table))
		if err != nil || n < 0 || n > maxBoard {
			return b.errf(r.line, r.where, "board %d: table %s is not a table number", board, quote(r.table))
		}
		l.Table = n
	}
	return nil
}

// filePos is where a traveller line is in its file.
type filePos struct {
	line  int
	where string
}

func (p filePos) String() string {
	switch {
	case p.where != "" && p.line == 0:
		return p.where
	case p.where != "":
		return fmt.Sprintf("%s, line %d", p.where, p.line)
	}
	return fmt.Sprintf("line %d", p.line)
}

func opposite(dir string) string {
	if dir == "NS" {
		return "EW"
	}
	return "NS"
}
