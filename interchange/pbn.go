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
func ReadPBN(r io.Reader) (deals []Deal, warnings []string, err error) {
	p, err := readPBN(r, "")
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
	deals    []Deal
	warnings []string
	lines    []rawLine
	// scoring is the first [Scoring] tag that names something, and its line.
	scoring   string
	scoringAt int
}

func readPBN(r io.Reader, file string) (*pbnFile, error) {
	errf := func(line int, tag, format string, args ...any) error {
		return newParseError(file, line, tag, fmt.Sprintf(format, args...))
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	var games []pbnGame
	cur := pbnGame{}
	have := false
	flush := func() {
		if have {
			games = append(games, cur)
		}
		cur, have = pbnGame{}, false
	}
	n := 0
	inComment := false
	var table *pbnTable // the table whose rows are being read
	scoringTag, scoringAt := "", 0
	for sc.Scan() {
		n++
		text := sc.Text()
		if n == 1 {
			text = strings.TrimPrefix(text, "\ufeff")
		}
		text = strings.TrimSpace(text)
		if inComment {
			if i := strings.Index(text, "}"); i >= 0 {
				inComment = false
				text = strings.TrimSpace(text[i+1:])
			} else {
				continue
			}
		}
		if text == "" {
			// A blank line ends a game.
			flush()
			table = nil
			continue
		}
		if strings.HasPrefix(text, "%") || strings.HasPrefix(text, ";") {
			continue
		}
		if strings.HasPrefix(text, "{") {
			if !strings.Contains(text, "}") {
				inComment = true
			}
			continue
		}
		if !strings.HasPrefix(text, "[") {
			if table != nil {
				table.rows = append(table.rows, pbnRow{n, text})
			}
			continue // auction, play and commentary sections
		}
		table = nil
		tag, value, ok := pbnTag(text)
		if !ok {
			return nil, errf(n, "", "malformed tag %q: expected [Name \"value\"]", clip(text))
		}
		if t, ok := cur.analysis.readTag(tag, value, n); ok {
			table, have = t, true
			continue
		}
		switch tag {
		case "ScoreTable":
			cur.scores = &pbnTable{head: value, at: n}
			table, have = cur.scores, true
		case "Scoring":
			if scoringTag == "" && value != "" && value != "#" {
				scoringTag, scoringAt = value, n
			}
		case "Event", "Site", "Date":
			// Each game starts again with its tags; a new Board tag after a
			// Deal means a new game even without a blank line.
		case "Board":
			if cur.board != "" || cur.deal != "" {
				flush()
			}
			cur.board, cur.boardAt, have = value, n, true
		case "Dealer":
			cur.dealer, cur.dealerAt, have = value, n, true
		case "Vulnerable":
			cur.vul, cur.vulAt, have = value, n, true
		case "Deal":
			cur.deal, cur.dealAt, have = value, n, true
		}
		if cur.line == 0 {
			cur.line = n
		}
	}
	if err := sc.Err(); err != nil {
		return nil, errf(n+1, "", "cannot read the file: %v", err)
	}
	flush()

	var deals []Deal
	var warnings []string
	var lines []rawLine
	seen := map[int]int{}
	prevBoard := "" // PBN lets "#" repeat the previous game's value
	for _, g := range games {
		if g.board == "#" {
			g.board = prevBoard
		}
		if g.scores != nil {
			more, notes, err := g.scores.lines(file, g.board)
			if err != nil {
				return nil, err
			}
			lines = append(lines, more...)
			warnings = append(warnings, notes...)
		}
		if g.deal == "" || g.deal == "#" && g.board == "" {
			continue
		}
		prevBoard = g.board
		board, ok := parseBoard(g.board)
		if !ok {
			if g.boardAt == 0 {
				return nil, errf(g.dealAt, "Board", "deal without a Board tag")
			}
			return nil, errf(g.boardAt, "Board", "unknown board %q (expected a board number from 1 to %d)", g.board, maxBoard)
		}
		if at, dup := seen[board]; dup {
			if g.scores != nil {
				continue // a results file may give a board's hands with each of its tables
			}
			return nil, errf(g.boardAt, "Board", "board %d is given twice (also at line %d)", board, at)
		}
		seen[board] = g.boardAt
		d := Deal{Board: board, Dealer: scoring.Dealer(board), Vul: scoring.Vul(board)}
		if g.dealer != "" && g.dealer != "#" {
			s, ok := parseSeat(g.dealer)
			if !ok {
				return nil, errf(g.dealerAt, "Dealer", "board %d: dealer %q: expected N, E, S or W", board, g.dealer)
			}
			d.Dealer = s
		}
		if g.vul != "" && g.vul != "#" {
			v, err := scoring.ParseVulnerability(g.vul)
			if err != nil {
				return nil, errf(g.vulAt, "Vulnerable", "board %d: %v", board, err)
			}
			d.Vul = v
		}
		hands, err := parsePBNDeal(g.deal)
		if err != nil {
			return nil, errf(g.dealAt, "Deal", "board %d: %v", board, err)
		}
		d.Hands = hands
		if err := checkDeal(&d); err != nil {
			return nil, errf(g.dealAt, "Deal", "board %d: %v", board, err)
		}
		warnings = append(warnings, law2Warnings(d, fmt.Sprintf("line %d", g.boardAt))...)
		warnings = append(warnings, g.analysis.apply(&d)...)
		deals = append(deals, d)
	}
	sort.Slice(deals, func(i, j int) bool { return deals[i].Board < deals[j].Board })
	return &pbnFile{deals: deals, warnings: warnings, lines: lines, scoring: scoringTag, scoringAt: scoringAt}, nil
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

// parsePBNDeal reads `N:AKQ.xx.xx.xx ...`: the first seat, then the four
// hands clockwise; "-" stands for an unknown hand.
func parsePBNDeal(s string) ([4]string, error) {
	var hands [4]string
	s = strings.TrimSpace(s)
	if len(s) < 2 || s[1] != ':' {
		return hands, fmt.Errorf("deal %q: expected the first seat and a colon, e.g. \"N:AKQ.JT9.876.5432 ...\"", clip(s))
	}
	first, ok := parseSeat(s[:1])
	if !ok {
		return hands, fmt.Errorf("deal %q: first seat %q: expected N, E, S or W", clip(s), s[:1])
	}
	f := strings.Fields(s[2:])
	if len(f) != 4 {
		return hands, fmt.Errorf("deal has %d hands: expected 4 (use - for an unknown hand)", len(f))
	}
	start := seatIndex(first)
	for i, h := range f {
		if h == "-" {
			continue
		}
		hands[(start+i)%4] = strings.ToUpper(h)
	}
	return hands, nil
}

const ranks = "AKQJT98765432"

// checkDeal makes sure each known hand is four suits of real cards, no card
// is dealt twice, and a complete hand has 13 cards.
func checkDeal(d *Deal) error {
	seen := map[string]scoring.Seat{}
	for i, h := range d.Hands {
		if h == "" {
			continue
		}
		seat := handSeats[i]
		suits := strings.Split(h, ".")
		if len(suits) != 4 {
			return fmt.Errorf("%s hand %q: expected four suits separated by dots (spades.hearts.diamonds.clubs)", seat, clip(h))
		}
		count := 0
		for si, cards := range suits {
			if len(cards) > 13 {
				return fmt.Errorf("%s hand %q: too many cards in one suit", seat, clip(h))
			}
			for _, c := range cards {
				if c == '1' {
					return fmt.Errorf("%s hand %q: write the ten as T", seat, clip(h))
				}
				if !strings.ContainsRune(ranks, c) {
					return fmt.Errorf("%s hand %q: %q is not a card (expected AKQJT98765432)", seat, clip(h), c)
				}
				card := string("SHDC"[si]) + string(c)
				if other, dup := seen[card]; dup {
					return fmt.Errorf("the %s is dealt twice (%s and %s)", card, other, seat)
				}
				seen[card] = seat
				count++
			}
		}
		if count != 13 {
			return fmt.Errorf("%s hand %q has %d cards: expected 13", seat, h, count)
		}
	}
	return nil
}

// law2Warnings reports a dealer or vulnerability that is not the one Law 2
// gives the board number.
func law2Warnings(d Deal, where string) []string {
	var w []string
	if want := scoring.Dealer(d.Board); d.Dealer != want {
		w = append(w, fmt.Sprintf("%s: board %d: dealer %s, but Law 2 gives %s", where, d.Board, d.Dealer, want))
	}
	if want := scoring.Vul(d.Board); d.Vul != want {
		w = append(w, fmt.Sprintf("%s: board %d: vulnerability %s, but Law 2 gives %s", where, d.Board, d.Vul, want))
	}
	return w
}
