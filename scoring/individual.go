package scoring

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// An individual is scored board by board exactly as pairs are: the two
// sides of each line (North with South, East with West) are the line's
// competitors, matchpointed (or IMPed) against the other lines of the
// board, with Neuberg, adjusted and weighted scores as for pairs. Each
// player is then credited with his side's points on every board he
// played, and his percentage is his points over the tops of the boards he
// played, each board's own top.

// PlayerRef names one player of an individual: his number as the
// movement or the file gives it, in his section.
type PlayerRef struct {
	Section string // "" in a session of one section
	ID      string
}

// String writes the player as a director does: "7", or "A7" in a
// session of several sections.
func (r PlayerRef) String() string { return r.Section + r.ID }

// IndividualPlayer is a player of an individual.
type IndividualPlayer struct {
	Section string
	ID      string
	Name    string
}

// Ref names the player without his name.
func (p IndividualPlayer) Ref() PlayerRef { return PlayerRef{Section: p.Section, ID: p.ID} }

// IndividualLine is one line of a board's traveller in an individual:
// the four players, one a seat, and what they scored. Its Line's NS and
// EW are left empty: the sides are the players.
type IndividualLine struct {
	Line
	// Players are the player ids in the seats N, E, S, W (as Seats).
	Players [4]string
}

// At is the player in a seat.
func (l IndividualLine) At(s Seat) string { return l.Players[s.seatIndex()] }

// IndividualFields says how the players of an individual are ranked.
type IndividualFields string

// Ways of ranking an individual's players.
const (
	// OneFieldOfPlayers ranks all players together (the default).
	OneFieldOfPlayers IndividualFields = ""
	// FieldsByDirection ranks the players who hold North-South cards apart
	// from those who hold East-West (a Rainbow, where each player keeps
	// his line's cards all session).
	FieldsByDirection IndividualFields = "direction"
)

// IndividualSession is everything needed to score an individual.
type IndividualSession struct {
	Method  Method
	Rules   Rules
	Options Options
	Fields  IndividualFields
	// Players lists the players; when empty they are taken from the lines.
	Players []IndividualPlayer
	Lines   []IndividualLine
}

// IndividualLineResult is a scored line.
type IndividualLineResult struct {
	IndividualLine
	// NSPoints and EWPoints are each side's matchpoints (after Neuberg, on
	// the rules' scale) or IMPs, before any Law 12C2(c) lift of one
	// player's credit.
	NSPoints, EWPoints *big.Rat
}

// IndividualBoardResult is a scored board.
type IndividualBoardResult struct {
	Section string
	Board   int
	Top     *big.Rat // nil for IMP methods
	Lines   []IndividualLineResult
}

// PlayerResult is a player's place in the ranking.
type PlayerResult struct {
	IndividualPlayer
	// Field is "NS" or "EW" when the players are ranked by direction, ""
	// in one field.
	Field string
	// Boards counts the boards he played (not-played boards excluded).
	Boards int
	// Points is the sum of his credit: matchpoints or IMPs.
	Points *big.Rat
	// Top is the sum of the tops of the boards he played (matchpoints).
	Top *big.Rat
	// Total is Points factored to FactoredTo boards, the most any player
	// of his field played.
	Total      *big.Rat
	FactoredTo int
	Percent    *big.Rat // nil for IMP methods
	Rank       string
}

// IndividualStandings is a scored individual.
type IndividualStandings struct {
	Method   Method
	Rules    Rules
	Expected int
	Fields   IndividualFields
	Boards   []IndividualBoardResult
	// Players holds the ranking field by field (one field, or NS then
	// EW), best first.
	Players []PlayerResult
}

// ScoreIndividual scores an individual: every board as pairs are scored,
// then every player's credit, percentage and place.
func ScoreIndividual(s *IndividualSession) (_ *IndividualStandings, err error) {
	defer invalid(&err)
	if s == nil {
		return nil, fmt.Errorf("no session to score")
	}
	x, err := newIndividualScorer(s)
	if err != nil {
		return nil, err
	}
	st, err := Score(x.pairs)
	if err != nil {
		return nil, err
	}
	return x.standings(st)
}

// individualScorer carries one scoring of an individual: the pairs session
// its sides make, and the way back from each of its lines to the four
// players.
type individualScorer struct {
	s       *IndividualSession
	pairs   *Session
	players []IndividualPlayer
	index   map[PlayerRef]int
	// lineOf finds the individual line of each side's line.
	lineOf map[sideKey]int
}

type sideKey struct {
	section string
	board   int
	ns, ew  string
}

// boardPlayer is a player on a board: he plays it once.
type boardPlayer struct {
	section string
	board   int
	player  string
}

// sideID names a side of a line: its two players, the North (or East)
// first.
func sideID(a, b string) string { return a + "&" + b }

func newIndividualScorer(s *IndividualSession) (*individualScorer, error) {
	x := &individualScorer{s: s, index: map[PlayerRef]int{}, lineOf: map[sideKey]int{}}
	if err := x.readPlayers(); err != nil {
		return nil, err
	}
	opt := s.Options
	opt.Law12C2c = false // applied player by player: see lift
	x.pairs = &Session{Method: s.Method, Rules: s.Rules, Options: opt, Lines: make([]Line, len(s.Lines))}
	played := map[boardPlayer]int{}
	for i, l := range s.Lines {
		if err := x.checkLine(l, i, played); err != nil {
			return nil, err
		}
		pl := l.Line
		pl.NS, pl.EW = sideID(l.At(North), l.At(South)), sideID(l.At(East), l.At(West))
		x.pairs.Lines[i] = pl
		x.lineOf[sideKey{l.Section, l.Board, pl.NS, pl.EW}] = i
	}
	return x, nil
}

// readPlayers takes the players listed, or those the lines name.
func (x *individualScorer) readPlayers() error {
	if len(x.s.Players) > 0 {
		for i, p := range x.s.Players {
			if p.ID == "" {
				return fmt.Errorf("a player has no number")
			}
			if _, dup := x.index[p.Ref()]; dup {
				return fmt.Errorf("player %s is listed twice", p.Ref())
			}
			x.index[p.Ref()] = i
		}
		x.players = x.s.Players
		return nil
	}
	for _, l := range x.s.Lines {
		for _, id := range l.Players {
			r := PlayerRef{l.Section, id}
			if _, ok := x.index[r]; !ok && id != "" {
				x.index[r] = len(x.players)
				x.players = append(x.players, IndividualPlayer{Section: l.Section, ID: id})
			}
		}
	}
	return nil
}

// checkLine refuses a line whose seats name no player, the same player
// twice, a player the session does not list, or a player who has played
// the board already.
func (x *individualScorer) checkLine(l IndividualLine, i int, played map[boardPlayer]int) error {
	name := fmt.Sprintf("board %d, %s", l.Board, strings.Join(l.Players[:], " "))
	for k, id := range l.Players {
		if id == "" {
			return fmt.Errorf("%s: no player in the %s seat", name, Seats[k].Name())
		}
		if strings.Contains(id, "&") {
			return fmt.Errorf("%s: player %q: a player's number has no &", name, id)
		}
		if _, ok := x.index[PlayerRef{l.Section, id}]; !ok {
			return fmt.Errorf("%s: unknown player %s", name, id)
		}
		for _, other := range l.Players[k+1:] {
			if other == id {
				return fmt.Errorf("%s: player %s sits in two seats", name, id)
			}
		}
		key := boardPlayer{l.Section, l.Board, id}
		if j, dup := played[key]; dup {
			return fmt.Errorf("board %d: player %s plays it twice (%s and %s)", l.Board, id,
				strings.Join(x.s.Lines[j].Players[:], " "), strings.Join(l.Players[:], " "))
		}
		played[key] = i
	}
	return nil
}

// credit is what one player has gathered: his points and the tops of his
// boards, with the artificial scores kept apart for Law 12C2(c).
type credit struct {
	points, top *big.Rat
	boards      int
	// real and realTop are the points and tops of his boards with a real
	// result, realBoards their count: his session average for 12C2(c).
	real, realTop *big.Rat
	realBoards    int
	artificial    []artificialCredit
}

// artificialCredit is one artificial score credited to a player: the
// percentage the director gave his side, the points it is worth, and the
// board's top.
type artificialCredit struct {
	pct      int
	pts, top *big.Rat
}

// standings gathers the scored sides back into players.
func (x *individualScorer) standings(st *Standings) (*IndividualStandings, error) {
	out := &IndividualStandings{Method: st.Method, Rules: st.Rules, Expected: st.Expected, Fields: x.s.Fields}
	credits := make([]credit, len(x.players))
	for i := range credits {
		credits[i] = credit{points: new(big.Rat), top: new(big.Rat), real: new(big.Rat), realTop: new(big.Rat)}
	}
	held := make([][2]int, len(x.players)) // boards held NS, EW
	for _, b := range st.Boards {
		ib := IndividualBoardResult{Section: b.Section, Board: b.Board, Top: b.Top}
		for _, lr := range b.Lines {
			i := x.lineOf[sideKey{lr.Section, lr.Board, lr.NS, lr.EW}]
			il := x.s.Lines[i]
			ib.Lines = append(ib.Lines, IndividualLineResult{IndividualLine: il, NSPoints: lr.NSPoints, EWPoints: lr.EWPoints})
			for k, seat := range Seats {
				p := x.index[PlayerRef{il.Section, il.Players[k]}]
				pts, pct := lr.NSPoints, il.NSPercent
				if !seat.IsNS() {
					pts, pct = lr.EWPoints, il.EWPercent
					held[p][1]++
				} else {
					held[p][0]++
				}
				credits[p].add(il.Kind, pct, pts, b.Top)
			}
		}
		out.Boards = append(out.Boards, ib)
	}
	if x.s.Options.Law12C2c {
		for i := range credits {
			credits[i].lift()
		}
	}
	out.Players = x.rank(credits, held, st.Method == Matchpoints)
	return out, nil
}

// add credits a player with one board's points.
func (c *credit) add(kind LineKind, pct int, pts, top *big.Rat) {
	c.points.Add(c.points, pts)
	c.boards++
	if top != nil {
		c.top.Add(c.top, top)
	}
	if kind == Artificial {
		c.artificial = append(c.artificial, artificialCredit{pct, pts, top})
		return
	}
	c.real.Add(c.real, pts)
	c.realBoards++
	if top != nil {
		c.realTop.Add(c.realTop, top)
	}
}

// lift applies Law 12C2(c) to one player: an Average-plus (60% or more)
// worth less than his own average on his other boards is lifted to it,
// an Average-minus (40% or less) worth more is lowered to it. His
// average is his percentage of the tops in matchpoints, his IMPs a board
// in IMP methods.
func (c *credit) lift() {
	if c.realBoards == 0 {
		return
	}
	for _, a := range c.artificial {
		if a.pct > 40 && a.pct < 60 {
			continue
		}
		var avg *big.Rat
		if a.top != nil {
			avg = new(big.Rat).Mul(new(big.Rat).Quo(c.real, c.realTop), a.top)
		} else {
			avg = new(big.Rat).Quo(c.real, big.NewRat(int64(c.realBoards), 1))
		}
		if (a.pct >= 60 && avg.Cmp(a.pts) > 0) || (a.pct <= 40 && avg.Cmp(a.pts) < 0) {
			c.points.Sub(c.points, a.pts)
			c.points.Add(c.points, avg)
		}
	}
}

// rank places the players who played in their fields, best first; a tie
// is broken by number for the order, and shares the place.
func (x *individualScorer) rank(credits []credit, held [][2]int, mp bool) []PlayerResult {
	fields := map[string][]int{}
	var order []string
	for p, c := range credits {
		if c.boards == 0 {
			continue
		}
		f := ""
		if x.s.Fields == FieldsByDirection {
			f = "NS"
			if held[p][1] > held[p][0] {
				f = "EW"
			}
		}
		if _, ok := fields[f]; !ok {
			order = append(order, f)
		}
		fields[f] = append(fields[f], p)
	}
	slices.SortFunc(order, func(a, b string) int { return directionIndex(a) - directionIndex(b) })
	var out []PlayerResult
	for _, f := range order {
		out = append(out, x.rankField(f, fields[f], credits, mp)...)
	}
	return out
}

// rankField ranks the players of one field.
func (x *individualScorer) rankField(field string, members []int, credits []credit, mp bool) []PlayerResult {
	most := 0
	for _, p := range members {
		most = max(most, credits[p].boards)
	}
	res := make([]PlayerResult, len(members))
	keys := make([]*big.Rat, len(members))
	for k, p := range members {
		c := credits[p]
		r := PlayerResult{IndividualPlayer: x.players[p], Field: field, Boards: c.boards, Points: c.points, FactoredTo: most,
			Total: new(big.Rat).Mul(c.points, big.NewRat(int64(most), int64(c.boards)))}
		keys[k] = r.Total
		if mp && c.top.Sign() > 0 {
			r.Top = c.top
			r.Percent = new(big.Rat).Quo(new(big.Rat).Mul(c.points, big.NewRat(100, 1)), c.top)
			keys[k] = r.Percent
		}
		res[k] = r
	}
	places := Places(keys)
	for k := range res {
		res[k].Rank = places[k]
	}
	slices.SortStableFunc(res, func(a, b PlayerResult) int {
		if c := PlaceNumber(a.Rank) - PlaceNumber(b.Rank); c != 0 {
			return c
		}
		if a.Section != b.Section {
			return strings.Compare(a.Section, b.Section)
		}
		if LessPairID(a.ID, b.ID) {
			return -1
		}
		if LessPairID(b.ID, a.ID) {
			return 1
		}
		return 0
	})
	return res
}
