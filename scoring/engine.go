package scoring

import (
	"fmt"
	"math/big"
	"sort"
)

// DefaultOptions returns the settings used when a session leaves them
// unset: Average-plus worth 3 IMPs, one top and one bottom NS score left
// out of a Butler datum once a board has 3 real results, datums rounded
// half away from zero, cross-IMPs averaged over the comparisons made, and
// no Law 12C2(c) session override.
func DefaultOptions() Options {
	return Options{
		AveragePlusIMPs: big.NewRat(3, 1),
		ButlerDrop:      1,
		ButlerDropMin:   3,
		XIMPDivisor:     XIMPComparisons,
	}
}

// withDefaults fills the zero fields of o from DefaultOptions. A negative
// ButlerDrop means no scores are dropped.
func (o Options) withDefaults() Options {
	d := DefaultOptions()
	if o.AveragePlusIMPs == nil {
		o.AveragePlusIMPs = d.AveragePlusIMPs
	}
	if o.ButlerDrop == 0 {
		o.ButlerDrop = d.ButlerDrop
	}
	if o.ButlerDrop < 0 {
		o.ButlerDrop = 0
	}
	if o.ButlerDropMin == 0 {
		o.ButlerDropMin = d.ButlerDropMin
	}
	if o.XIMPDivisor == "" {
		o.XIMPDivisor = d.XIMPDivisor
	}
	return o
}

// board is the scored lines of one board, in the order they were given,
// with NotPlayed lines left out.
type board struct {
	num   int
	lines []int // indexes into Session.Lines
	all   []int // lines, and the NotPlayed ones
	// nLines and nAll count them before they are gathered.
	nLines, nAll int
}

// boardsByNumber finds a session's boards by number, the board found
// last first: lines come board by board.
type boardsByNumber struct {
	m    map[int]*board
	last *board
}

func (bs *boardsByNumber) of(num int) *board {
	if bs.last != nil && bs.last.num == num {
		return bs.last
	}
	b := bs.m[num]
	if b == nil {
		b = &board{num: num}
		bs.m[num] = b
	}
	bs.last = b
	return b
}

// boardLines gathers each board's lines, counted already, into lists
// made once to size.
func (sc *scorer) boardLines(bs boardsByNumber) {
	all := make([]int, 0, len(sc.s.Lines))
	played := 0
	for _, b := range bs.m {
		played += b.nLines
	}
	lines := make([]int, 0, played)
	for _, b := range bs.m {
		b.all, all = all[len(all):len(all):len(all)+b.nAll], all[:len(all)+b.nAll]
		b.lines, lines = lines[len(lines):len(lines):len(lines)+b.nLines], lines[:len(lines)+b.nLines]
	}
	bs.last = nil
	for i := range sc.s.Lines {
		l := &sc.s.Lines[i]
		b := bs.of(l.Board)
		b.all = append(b.all, i)
		if l.Kind != NotPlayed {
			b.lines = append(b.lines, i)
		}
	}
}

// scorer carries one scoring run.
type scorer struct {
	s       *Session
	method  Method
	rules   Rules
	opt     Options
	pairs   []Pair
	pairIdx *pairIndex
	// nsPair and ewPair are the pairs of each line, as indexes into pairs.
	nsPair, ewPair []int
	boards         []board
	expected       int
	top            *big.Rat // full top on the rules' scale; nil for IMP methods
	topInt         int64
	// ns and ew are each line's points. Most are first worked out as
	// fracs (nsF, ewF) and made into big.Rats once, at the end.
	ns, ew   []*big.Rat
	nsF, ewF []frac
	// datums per board index, and per group for fouled boards.
	datums []map[int]int
}

// Score scores a session: every board by the session's method and rules,
// then every pair's total, percentage and place in its field.
//
// Lines whose Kind is NotPlayed are validated but left out of the result,
// and the board does not count among the pair's boards. Pairs with no
// scored line (a phantom or sit-out pair) are not ranked. When s.Pairs is
// empty the pairs are taken from the lines and form a single field.
//
// Fouled boards (lines with different Group values) are scored group by
// group, each group Neuberg-factored to the full expected number of
// results; the White Book's fixed percentages for small groups apply only
// when Options.FouledSmallGroups is set.
//
// A session whose pairs and lines name several sections is scored as its
// Field says: each section apart, or across the field (only when every
// section played the same boards). A pair of one section never meets a
// pair of another at the table.
func Score(s *Session) (_ *Standings, err error) {
	defer invalid(&err)
	if s != nil {
		if sections := s.Sections(); len(sections) > 1 {
			return scoreField(s, sections)
		}
	}
	return scoreOne(s)
}

// scoreOne scores a session as one set of comparisons.
func scoreOne(s *Session) (*Standings, error) {
	sc, err := newScorer(s)
	if err != nil {
		return nil, err
	}
	sc.scoreBoards()
	return sc.standings(), nil
}

// maxExpected bounds E so that matchpoints stay exact in machine integers.
const maxExpected = 100000

func newScorer(s *Session) (*scorer, error) {
	if s == nil {
		return nil, fmt.Errorf("no session to score")
	}
	sc := &scorer{s: s, method: s.Method, rules: s.Rules, opt: s.Options.withDefaults()}
	if sc.method == "" {
		sc.method = Matchpoints
	}
	if sc.rules == "" {
		sc.rules = WBF
	}
	switch sc.method {
	case Matchpoints, CrossIMPs, Butler:
	default:
		return nil, fmt.Errorf("unknown scoring method %q: expected mp, ximp or butler", s.Method)
	}
	switch sc.rules {
	case WBF, ACBL:
	default:
		return nil, fmt.Errorf("unknown matchpoint rules %q: expected wbf or acbl", s.Rules)
	}
	switch sc.opt.XIMPDivisor {
	case XIMPComparisons, XIMPTotal, XIMPResults, XIMPExpected:
	default:
		return nil, fmt.Errorf("unknown cross-IMP divisor %q: expected comparisons, total, results or expected", sc.opt.XIMPDivisor)
	}
	if sc.opt.Expected < 0 || sc.opt.Expected > maxExpected {
		return nil, fmt.Errorf("expected results per board is %d: expected 0 (work it out) to %d", sc.opt.Expected, maxExpected)
	}
	if ap := sc.opt.AveragePlusIMPs; ap.Sign() < 0 || ap.Cmp(big.NewRat(1000, 1)) > 0 ||
		!ap.Denom().IsInt64() || ap.Denom().Int64() > 1<<20 {
		return nil, fmt.Errorf("the Average-plus setting is %s IMPs: expected a number of IMPs from 0 to 1000", ap.RatString())
	}
	if err := sc.readPairs(); err != nil {
		return nil, err
	}
	if err := sc.readLines(); err != nil {
		return nil, err
	}
	sc.pairIdx = nil // every line's pairs are found: let the index go
	if sc.method == Matchpoints {
		if sc.expected < 2 {
			if !sc.opt.InProgress {
				return nil, fmt.Errorf("cannot matchpoint: no board has more than one result to compare")
			}
			sc.expected = 2
		}
		top := int64(2 * (sc.expected - 1))
		if sc.rules == ACBL {
			top = int64(sc.expected - 1)
		}
		sc.top = big.NewRat(top, 1)
		sc.topInt = top
	}
	return sc, nil
}

// pairKey identifies a pair's number in its section. In a two-winner
// Mitchell pair 1 NS and pair 1 EW are different pairs of the same number;
// pairs of different sections are different pairs too.
type pairKey struct{ sec, id string }

// pairSeats holds, for one number of one section, the pair of each
// direction (NS, EW, and no fixed direction, as directionIndex numbers
// them): its index among the pairs plus one, 0 for none. One look-up
// answers every question asked of a number.
type pairSeats [3]int32

// findPair returns the pair of section sec with number id sitting in
// direction dir ("NS" or "EW"): a pair of that direction, or else a pair
// of no fixed direction.
func (sc *scorer) findPair(sec, id, dir string) (int, bool) {
	seats := sc.pairIdx.seats(sec, id, -1)
	if p := seats[directionIndex(dir)]; p > 0 {
		return int(p - 1), true
	}
	p := seats[directionIndex("")]
	return int(p - 1), p > 0
}

func (sc *scorer) readPairs() error {
	if len(sc.s.Pairs) == 0 {
		byKey := make(map[pairKey]pairSeats)
		for _, l := range sc.s.Lines {
			for _, id := range [2]string{l.NS, l.EW} {
				if _, ok := byKey[pairKey{l.Section, id}]; !ok && id != "" {
					byKey[pairKey{l.Section, id}] = pairSeats{2: int32(len(sc.pairs) + 1)}
					sc.pairs = append(sc.pairs, Pair{Section: l.Section, ID: id})
				}
			}
		}
		sc.pairIdx = &pairIndex{byKey: byKey}
		return nil
	}
	x, table := newPairIndex(sc.s.Pairs)
	if !table {
		x = &pairIndex{byKey: make(map[pairKey]pairSeats, len(sc.s.Pairs))}
	}
	for i, p := range sc.s.Pairs {
		if p.ID == "" {
			return fmt.Errorf("a pair has no number")
		}
		switch p.Direction {
		case "", "NS", "EW":
		default:
			return fmt.Errorf("pair %s: direction %q: expected NS, EW or nothing", p.ID, p.Direction)
		}
		seats := x.seats(p.Section, p.ID, i)
		if listedBefore(seats, p.Direction) {
			return fmt.Errorf("pair %s is listed twice", PairRef{Section: p.Section, ID: p.ID})
		}
		if !table {
			seats[directionIndex(p.Direction)] = int32(i + 1)
			x.byKey[pairKey{p.Section, p.ID}] = seats
		}
	}
	sc.pairIdx = x
	// The session's own list, not a copy: scoring never changes it.
	sc.pairs = sc.s.Pairs
	return nil
}

// listedBefore tells whether a pair of direction dir clashes with the
// pairs of its number read already: one of the same direction, or either
// of them of no fixed direction. 1NS and 1EW are two pairs of a Mitchell,
// 1 and 1NS cannot both be.
func listedBefore(seats pairSeats, dir string) bool {
	if dir == "" {
		return seats != pairSeats{}
	}
	return seats[directionIndex(dir)] > 0 || seats[directionIndex("")] > 0
}

func (sc *scorer) readLines() error {
	byBoard := boardsByNumber{m: make(map[int]*board)}
	sc.nsPair = make([]int, len(sc.s.Lines))
	sc.ewPair = make([]int, len(sc.s.Lines))
	for i := range sc.s.Lines {
		l := &sc.s.Lines[i]
		if l.Board < 1 {
			return fmt.Errorf("%s: board number %d: expected 1 or more", lineName(l), l.Board)
		}
		if l.NS == "" || l.EW == "" {
			return fmt.Errorf("%s: both the NS and the EW pair are needed", lineName(l))
		}
		for _, side := range [2]struct{ id, dir string }{{l.NS, "NS"}, {l.EW, "EW"}} {
			pi, ok := sc.findPair(l.Section, side.id, side.dir)
			if !ok {
				if sc.pairIdx.seats(l.Section, side.id, -1)[directionIndex(opposite(side.dir))] > 0 {
					return fmt.Errorf("%s: pair %s is an %s pair but sits %s", lineName(l), side.id, opposite(side.dir), side.dir)
				}
				return fmt.Errorf("%s: unknown pair %s", lineName(l), side.id)
			}
			if side.dir == "NS" {
				sc.nsPair[i] = pi
			} else {
				sc.ewPair[i] = pi
			}
		}
		if sc.nsPair[i] == sc.ewPair[i] {
			return fmt.Errorf("%s: pair %s cannot sit both NS and EW", lineName(l), l.NS)
		}
		if err := checkKind(l); err != nil {
			return err
		}
		b := byBoard.of(l.Board)
		b.nAll++
		if l.Kind != NotPlayed {
			b.nLines++
		}
	}
	sc.boardLines(byBoard)
	// A pair plays a board once: stamp each pair with the board last seen.
	stamp := make([]int32, len(sc.pairs))
	last := make([]int32, len(sc.pairs))
	for _, b := range byBoard.m {
		for _, i := range b.all {
			l := &sc.s.Lines[i]
			for _, p := range [2]int{sc.nsPair[i], sc.ewPair[i]} {
				if int(stamp[p]) == l.Board {
					j := last[p]
					return fmt.Errorf("board %d: pair %s plays it twice (%s v %s and %s v %s)",
						l.Board, PairRef{Section: sc.pairs[p].Section, ID: sc.pairs[p].ID}, sc.s.Lines[j].NS, sc.s.Lines[j].EW, l.NS, l.EW)
				}
				stamp[p], last[p] = int32(l.Board), int32(i)
			}
		}
		if len(b.lines) == 0 {
			continue
		}
		sc.boards = append(sc.boards, *b)
		if len(b.lines) > sc.expected {
			sc.expected = len(b.lines)
		}
	}
	sort.Slice(sc.boards, func(i, j int) bool { return sc.boards[i].num < sc.boards[j].num })
	if e := sc.opt.Expected; e > 0 {
		if e < sc.expected {
			return fmt.Errorf("%d results expected per board, but a board has %d", e, sc.expected)
		}
		sc.expected = e
	}
	return nil
}

func opposite(dir string) string {
	if dir == "NS" {
		return "EW"
	}
	return "NS"
}

func lineName(l *Line) string {
	if l.Section != "" {
		return fmt.Sprintf("section %s, board %d, %s v %s", l.Section, l.Board, l.NS, l.EW)
	}
	return fmt.Sprintf("board %d, %s v %s", l.Board, l.NS, l.EW)
}

func checkKind(l *Line) error {
	if err := l.CheckAdjustment(); err != nil {
		return fmt.Errorf("%s: %w", lineName(l), err)
	}
	return nil
}

// groups splits a board's lines into its fouled-board groups, in order of
// first appearance. Artificial lines are returned apart: they take part in
// no comparison.
func (sc *scorer) groups(b board) (real [][]int, artificial []int) {
	if sc.oneGroup(b) {
		return [][]int{b.lines}, nil // the board's own list: nothing to split
	}
	pos := map[int]int{}
	for _, i := range b.lines {
		l := &sc.s.Lines[i]
		if l.Kind == Artificial {
			artificial = append(artificial, i)
			continue
		}
		g, ok := pos[l.Group]
		if !ok {
			g = len(real)
			pos[l.Group] = g
			real = append(real, nil)
		}
		real[g] = append(real[g], i)
	}
	return real, artificial
}

// oneGroup tells whether every line of a board is a real result of one
// group, as on nearly every board.
func (sc *scorer) oneGroup(b board) bool {
	for _, i := range b.lines {
		l := &sc.s.Lines[i]
		if l.Kind == Artificial || l.Group != sc.s.Lines[b.lines[0]].Group {
			return false
		}
	}
	return true
}

func (sc *scorer) scoreBoards() {
	n := len(sc.s.Lines)
	sc.ns = make([]*big.Rat, n)
	sc.ew = make([]*big.Rat, n)
	sc.nsF = make([]frac, n)
	sc.ewF = make([]frac, n)
	if sc.method == Butler {
		sc.datums = make([]map[int]int, len(sc.boards))
	}
	for bi, b := range sc.boards {
		groups, artificial := sc.groups(b)
		for _, g := range groups {
			switch sc.method {
			case Matchpoints:
				if pcts := smallGroupPercents(sc.opt, len(groups), len(g), sc.expected, hasWeighted(sc.s.Lines, g)); pcts != nil {
					sc.smallGroup(g, pcts)
					continue
				}
				sc.matchpointGroup(g)
			case CrossIMPs:
				sc.crossIMPGroup(g)
			case Butler:
				if d, ok := sc.butlerGroup(g); ok {
					if sc.datums[bi] == nil {
						sc.datums[bi] = map[int]int{}
					}
					sc.datums[bi][sc.s.Lines[g[0]].Group] = d
				}
			}
		}
		for _, i := range artificial {
			l := &sc.s.Lines[i]
			sc.setPoints(i, sc.artificialValue(l.NSPercent), sc.artificialValue(l.EWPercent))
		}
	}
	sc.materialize()
	if sc.opt.Law12C2c {
		sc.applyLaw12C2c()
	}
}

// artificialValue is what an artificial score of pct per cent is worth: its
// share of the full top in matchpoints, or in IMPs Average-plus for every
// 10% above 50 (so 60% is Average-plus, 40% Average-minus).
func (sc *scorer) artificialValue(pct int) frac {
	if sc.method == Matchpoints {
		return frac{int64(pct) * sc.topInt, 100}
	}
	ap := sc.opt.AveragePlusIMPs
	return frac{ap.Num().Int64() * int64(pct-50), ap.Denom().Int64() * 10}
}
