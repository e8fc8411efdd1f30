package interchange

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"

	"bridgescore/scoring"
)

// ReadPBN reads the hand records of a PBN file: the Board, Dealer,
// Vulnerable and Deal tags of each game. Games without a Deal are skipped.
// A dealer or vulnerability that disagrees with Law 2 for the board number
// is kept as given and reported in the warnings.
func ReadPBN(r io.Reader) (deals []scoring.Deal, warnings []string, err error) {
	defer invalid(&err)
	p, err := readPBN(r, "", true)
	if err != nil {
		return nil, nil, err
	}
	return p.deals, p.warnings, nil
}

type pbnGame struct {
	line                   int
	board, dealer, vul     string
	deal                   string
	boardAt, dealAt, vulAt int
	dealerAt               int
	// scores is the game's ScoreTable, when it has one.
	scores *pbnTable
	// analysis is the game's double-dummy analysis tags.
	analysis pbnAnalysis
}

// pbnFile is what a PBN file holds: the hands, and the results of the
// games that carry a ScoreTable.
type pbnFile struct {
	deals    []scoring.Deal
	warnings []string
	lines    []rawLine
	// scoring is the first [Scoring] tag that names something, and its line.
	scoring   string
	scoringAt int
	// totals is the first TotalScoreTable (the ranking the program
	// wrote, with the names); event and date the first Event and Date.
	totals      *pbnTable
	event, date string
}

// individual reports whether the file's travellers are an individual's.
func (p *pbnFile) individual() bool {
	for i := range p.lines {
		if p.lines[i].individual {
			return true
		}
	}
	return false
}

// readPBN reads a PBN file's games: their hands, and the traveller lines
// of those that carry a ScoreTable. A hand that cannot be read refuses a
// hand record, and a file read with strictHands; in a results file (one
// with traveller lines) it plays no part in the score, so it is left out
// with a note naming its line.
func readPBN(r io.Reader, file string, strictHands bool) (*pbnFile, error) {
	sc := pbnScanner{file: file}
	if err := sc.scan(r); err != nil {
		return nil, err
	}
	p := &pbnFile{scoring: sc.scoringTag, scoringAt: sc.scoringAt, totals: sc.totals, event: sc.event, date: sc.date}
	var bad []error
	seen := map[int]int{}
	prevBoard := "" // PBN lets "#" repeat the previous game's value
	for _, g := range sc.games {
		if g.board == "#" {
			g.board = prevBoard
		}
		if g.scores != nil {
			more, notes, err := g.scores.lines(file, g.board)
			if err != nil {
				return nil, err
			}
			p.lines = append(p.lines, more...)
			p.warnings = append(p.warnings, notes...)
		}
		if g.deal == "" || g.deal == "#" && g.board == "" {
			continue
		}
		prevBoard = g.board
		if err := p.addDeal(g, file, seen); err != nil {
			bad = append(bad, err)
		}
	}
	if len(bad) > 0 && (strictHands || len(p.lines) == 0) {
		return nil, bad[0]
	}
	for _, err := range bad {
		p.warnings = append(p.warnings, err.Error()+": hand left out (hands play no part in the score)")
	}
	sort.Slice(p.deals, func(i, j int) bool { return p.deals[i].Board < p.deals[j].Board })
	return p, nil
}

// addDeal reads one game's hands into p.deals; seen holds the line of each
// board already read.
func (p *pbnFile) addDeal(g pbnGame, file string, seen map[int]int) error {
	errf := func(line int, tag, format string, args ...any) error {
		return newParseError(file, line, tag, fmt.Sprintf(format, args...))
	}
	board, ok := parseBoard(g.board)
	if !ok {
		if g.boardAt == 0 {
			return errf(g.dealAt, "Board", "deal without a Board tag")
		}
		return errf(g.boardAt, "Board", "unknown board %q (expected a board number from 1 to %d)", g.board, maxBoard)
	}
	if at, dup := seen[board]; dup {
		if g.scores != nil {
			return nil // a results file may give a board's hands with each of its tables
		}
		return errf(g.boardAt, "Board", "board %d is given twice (also at line %d)", board, at)
	}
	d := scoring.Deal{Board: board, Dealer: scoring.Dealer(board), Vul: scoring.Vul(board)}
	if g.dealer != "" && g.dealer != "#" {
		s, ok := parseSeat(g.dealer)
		if !ok {
			return errf(g.dealerAt, "Dealer", "board %d: dealer %q: expected N, E, S or W", board, g.dealer)
		}
		d.Dealer = s
	}
	if g.vul != "" && g.vul != "#" {
		v, err := scoring.ParseVulnerability(g.vul)
		if err != nil {
			return errf(g.vulAt, "Vulnerable", "board %d: %v", board, err)
		}
		d.Vul = v
	}
	hands, err := scoring.ParseHands(g.deal)
	if err != nil {
		return errf(g.dealAt, "Deal", "board %d: %v", board, err)
	}
	d.Hands = hands
	if err := d.Check(); err != nil {
		return errf(g.dealAt, "Deal", "board %d: %v", board, err)
	}
	seen[board] = g.boardAt
	p.warnings = append(p.warnings, law2Warnings(d, fmt.Sprintf("line %d", g.boardAt))...)
	p.warnings = append(p.warnings, g.analysis.apply(&d)...)
	p.deals = append(p.deals, d)
	return nil
}

// pbnScanner reads a PBN file's lines into games.
type pbnScanner struct {
	file  string
	games []pbnGame
	cur   pbnGame
	have  bool
	// table is the ScoreTable (or analysis table) whose rows are being read.
	table *pbnTable
	// scoringTag is the first [Scoring] tag that names something, and its line.
	scoringTag string
	scoringAt  int
	// totals, event and date: see pbnFile.
	totals      *pbnTable
	event, date string
}

// flush ends the game being read.
func (sc *pbnScanner) flush() {
	if sc.have {
		sc.games = append(sc.games, sc.cur)
	}
	sc.cur, sc.have = pbnGame{}, false
}

func (sc *pbnScanner) scan(r io.Reader) error {
	lines := bufio.NewScanner(r)
	lines.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	inComment := false
	for lines.Scan() {
		n++
		text := lines.Text()
		if n == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		text = strings.TrimSpace(text)
		if inComment {
			i := strings.Index(text, "}")
			if i < 0 {
				continue
			}
			inComment = false
			text = strings.TrimSpace(text[i+1:])
		}
		switch {
		case text == "":
			// A blank line ends a game.
			sc.flush()
			sc.table = nil
		case strings.HasPrefix(text, "%") || strings.HasPrefix(text, ";"):
		case strings.HasPrefix(text, "{"):
			inComment = !strings.Contains(text, "}")
		case !strings.HasPrefix(text, "["):
			if sc.table != nil {
				sc.table.rows = append(sc.table.rows, pbnRow{n, text})
			}
			// otherwise auction, play and commentary sections
		default:
			if err := sc.tag(text, n); err != nil {
				return err
			}
		}
	}
	if err := lines.Err(); err != nil {
		return newParseError(sc.file, n+1, "", fmt.Sprintf("cannot read the file: %v", err))
	}
	sc.flush()
	return nil
}

// tag reads one tag line.
func (sc *pbnScanner) tag(text string, n int) error {
	sc.table = nil
	tag, value, ok := pbnTag(text)
	if !ok {
		return newParseError(sc.file, n, "", fmt.Sprintf("malformed tag %q: expected [Name \"value\"]", clip(text)))
	}
	cur := &sc.cur
	if t, ok := cur.analysis.readTag(tag, value, n); ok {
		sc.table, sc.have = t, true
		return nil
	}
	switch tag {
	case "ScoreTable":
		cur.scores = &pbnTable{head: value, at: n}
		sc.table, sc.have = cur.scores, true
	case "Scoring":
		if sc.scoringTag == "" && value != "" && value != "#" {
			sc.scoringTag, sc.scoringAt = value, n
		}
	case "TotalScoreTable":
		if sc.totals == nil {
			sc.totals = &pbnTable{head: value, at: n}
			sc.table = sc.totals
		}
	case "Event", "Site", "Date":
		// Each game starts again with its tags; a new Board tag after a
		// Deal means a new game even without a blank line.
		if tag == "Event" && sc.event == "" {
			sc.event = value
		}
		if tag == "Date" && sc.date == "" {
			sc.date = value
		}
	case "Board":
		if cur.board != "" || cur.deal != "" {
			sc.flush()
		}
		cur.board, cur.boardAt, sc.have = value, n, true
	case "Dealer":
		cur.dealer, cur.dealerAt, sc.have = value, n, true
	case "Vulnerable":
		cur.vul, cur.vulAt, sc.have = value, n, true
	case "Deal":
		cur.deal, cur.dealAt, sc.have = value, n, true
	}
	if cur.line == 0 {
		cur.line = n
	}
	return nil
}

// clip shortens text quoted in a message, on a character boundary.
func clip(s string) string {
	n := 0
	for i := range s {
		if n == 60 {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// pbnTag splits `[Name "value"]`.
func pbnTag(s string) (tag, value string, ok bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "[") {
		return "", "", false
	}
	end := strings.LastIndex(s, "]")
	if end < 0 {
		return "", "", false
	}
	body := strings.TrimSpace(s[1:end])
	sp := strings.IndexAny(body, " \t")
	if sp <= 0 {
		return "", "", false
	}
	tag = body[:sp]
	rest := strings.TrimSpace(body[sp:])
	if len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", false
	}
	return tag, rest[1 : len(rest)-1], true
}

// law2Warnings reports a dealer or vulnerability that is not the one Law 2
// gives the board number.
func law2Warnings(d scoring.Deal, where string) []string {
	var w []string
	if want := scoring.Dealer(d.Board); d.Dealer != want {
		w = append(w, fmt.Sprintf("%s: board %d: dealer %s, but Law 2 gives %s", where, d.Board, d.Dealer, want))
	}
	if want := scoring.Vul(d.Board); d.Vul != want {
		w = append(w, fmt.Sprintf("%s: board %d: vulnerability %s, but Law 2 gives %s", where, d.Board, d.Vul, want))
	}
	return w
}
