package movements

import (
	"fmt"
	"math/bits"
	"sort"
	"sync"
)

// publishedHowell is a Howell as printed: round by round, slots of
// {table, ns, ew, set}, pairs numbered 1..2T.
type publishedHowell struct {
	ID, Name, Source string
	Tables, Sets     int
	Rounds           [][][4]int
}

// defaultHowell names the published table used for each size.
var defaultHowell = map[int]string{
	2: "howell-2t-3r-acbl-h0203-standard",
	3: "howell-3t-5r-standard-relay-last-round",
	4: "howell-4t-7r-mckinnon",
	5: "howell-5t-9r",
	6: "howell-6t-11r-variant-a",
	7: "howell-7t-13r",
}

// PublishedHowell describes one of the published Howells built in.
type PublishedHowell struct {
	ID, Name, Source string
	Tables           int
}

// PublishedHowells lists the published Howell tables available as variants.
func PublishedHowells() []PublishedHowell {
	var out []PublishedHowell
	for _, p := range publishedHowells {
		out = append(out, PublishedHowell{p.ID, p.Name, p.Source, p.Tables})
	}
	return out
}

// HowellOptions configure a Howell movement.
type HowellOptions struct {
	// Tables counts the half table, if any.
	Tables int
	// Half: an odd number of pairs; the stationary pair 2T is the phantom.
	Half bool
	// Rounds to play; 0 means the complete Howell (2T−1 rounds). Fewer
	// rounds give a ¾ Howell: the first rounds of the complete one.
	Rounds int
	// BoardsPerRound; 0 picks the count nearest a 26-board session.
	BoardsPerRound int
	// Variant picks a published table by ID, or "generated" to build a
	// cyclic Howell even where a published one exists. Empty means the
	// published table where there is one, else generated.
	Variant string
}

// Generated is the HowellOptions.Variant that asks for the generator.
const Generated = "generated"

// NewHowell builds a Howell: every pair meets every other pair, the
// highest-numbered pair stays put and the others follow the next-lower pair.
func NewHowell(o HowellOptions) (_ *Movement, err error) {
	defer invalid(&err)
	T := o.Tables
	if T < MinHowellTables || T > MaxHowellTables {
		return nil, fmt.Errorf("howell: %d tables: a Howell needs %d to %d tables", T, MinHowellTables, MaxHowellTables)
	}
	var m *Movement
	variant := o.Variant
	if variant == "" {
		variant = defaultHowell[T]
	}
	if variant == "" || variant == Generated {
		if T < 4 {
			return nil, fmt.Errorf("howell: %d tables: no Howell without shared boards exists; use the published one", T)
		}
		m = generatedHowell(T).movement()
	} else {
		var p *publishedHowell
		for i := range publishedHowells {
			if publishedHowells[i].ID == variant {
				p = &publishedHowells[i]
			}
		}
		if p == nil {
			return nil, fmt.Errorf("howell: unknown variant %q", variant)
		}
		if p.Tables != T {
			return nil, fmt.Errorf("howell: variant %q is for %d tables, not %d", variant, p.Tables, T)
		}
		m = p.movement()
	}
	full := m.Rounds
	rounds := o.Rounds
	if rounds == 0 {
		rounds = full
	}
	if rounds < 1 || rounds > full {
		return nil, fmt.Errorf("howell: %d rounds: this Howell has 1 to %d rounds", rounds, full)
	}
	if rounds < full {
		m.truncate(rounds)
		m.Name = fmt.Sprintf("Incomplete (¾) Howell, %d tables, %d of %d rounds", T, rounds, full)
	}
	m.BoardsPerRound = o.BoardsPerRound
	if m.BoardsPerRound == 0 {
		m.BoardsPerRound = defaultBoardsPerRound(rounds)
	}
	if m.BoardsPerRound < 1 {
		return nil, fmt.Errorf("howell: %d boards per round: want at least 1", m.BoardsPerRound)
	}
	if err := m.setPhantom(o.Half, nil, PairID{Number: 2 * T}); err != nil {
		return nil, fmt.Errorf("howell: %v", err)
	}
	if err := m.CheckSize(); err != nil {
		return nil, fmt.Errorf("%s: %v", m.Kind, err)
	}
	return m, nil
}

func (p *publishedHowell) movement() *Movement {
	m := &Movement{
		Kind:      Howell,
		Name:      p.Name,
		Tables:    p.Tables,
		Rounds:    len(p.Rounds),
		BoardSets: p.Sets,
	}
	for n := 1; n <= 2*p.Tables; n++ {
		m.Pairs = append(m.Pairs, PairID{Number: n})
	}
	for r, slots := range p.Rounds {
		for _, c := range slots {
			m.Schedule = append(m.Schedule, Slot{Round: r + 1, Table: c[0], NS: PairID{Number: c[1]}, EW: PairID{Number: c[2]}, Set: c[3]})
		}
	}
	m.Stations = cyclicStations(m)
	return m
}

// cyclicStations recovers the board circuit of a movement whose boards move
// down one station a round (set s+1 follows set s at every table); it returns
// nil when the boards do not move that way, as in the shared-board 2- and
// 3-table Howells.
func cyclicStations(m *Movement) []Station {
	first := map[int]int{} // table -> round-1 set
	used := map[int]bool{}
	for _, s := range m.Schedule {
		if s.Round == 1 {
			if used[s.Set] {
				return nil
			}
			first[s.Table], used[s.Set] = s.Set, true
		}
	}
	for _, s := range m.Schedule {
		if s.Set != mod1(first[s.Table]+s.Round-1, m.BoardSets) {
			return nil
		}
	}
	var st []Station
	for set := 1; set <= m.BoardSets; set++ {
		st = append(st, Station{Set: set})
	}
	for t, set := range first {
		st[set-1].Table = t
	}
	return st
}

// truncate keeps the first rounds and renumbers the sets still in play
// from 1, in their old order.
func (m *Movement) truncate(rounds int) {
	var kept []Slot
	used := map[int]bool{}
	for _, s := range m.Schedule {
		if s.Round <= rounds {
			kept = append(kept, s)
			used[s.Set] = true
		}
	}
	renum := map[int]int{}
	for s := 1; s <= m.BoardSets; s++ {
		if used[s] {
			renum[s] = len(renum) + 1
		}
	}
	for i := range kept {
		kept[i].Set = renum[kept[i].Set]
	}
	var st []Station
	for _, x := range m.Stations {
		if used[x.Set] {
			st = append(st, Station{Table: x.Table, Set: renum[x.Set]})
		}
	}
	if len(renum) < m.BoardSets {
		// A dropped set leaves a gap in the circuit: the simple
		// down-one-station rule no longer describes the board moves.
		st = nil
	}
	m.Schedule, m.Rounds, m.BoardSets, m.Stations = kept, rounds, len(renum), st
}

// cyclic is a cyclic Howell over Z_n, n = 2T−1, plus the stationary pair
// (infinity, written -1): table i starts with pairs ns[i] v ew[i] on set
// offset set[i]; in round ρ (from 0) every finite pair x becomes x+ρ and every
// set s+ρ. That is the published rule "follow the next-lower pair; boards
// down one station".
type cyclic struct {
	T, n        int
	ns, ew, set []int
}

const infinity = -1

// generatedHowell searches for the best cyclic Howell for T tables (T ≥ 4):
// a starter (round-1 pairings whose differences cover every non-zero residue
// once, so the rounds form a round robin), an adder (set offsets so each pair
// meets each set once and no set is shared), then the NS/EW orientation of
// each table that minimises the spread of competition scores; ties go to the
// circuit with the fewest groups of relay stands. The search is
// deterministic and bounded: it stops at a perfectly balanced movement or
// after a fixed number of adders.
func generatedHowell(T int) *cyclic {
	generatedMu.Lock()
	defer generatedMu.Unlock()
	if c, ok := generatedCache[T]; ok {
		return c
	}
	c := searchHowell(T)
	generatedCache[T] = c
	return c
}

// The search is deterministic, so its answer for each size is kept: a
// director's suggestions and a ¾ Howell build the same Howell many times.
// A cyclic is never modified after the search.
var (
	generatedMu    sync.Mutex
	generatedCache = map[int]*cyclic{}
)

func searchHowell(T int) *cyclic {
	n := 2*T - 1
	g := &howellSearch{T: T, n: n, budget: howellSearchBudget}
	g.run()
	return g.best
}

// howellSearchBudget bounds the number of starter/adder combinations tried.
const howellSearchBudget = 200

type howellSearch struct {
	T, n   int
	budget int
	tried  int

	pa, pb  []int // starter pairs (finite elements)
	setOff  []int // adder, per table (table 0 is infinity v 0)
	best    *cyclic
	bestSS  int
	bestRel int
	// bestPerfect: the best so far is perfectly balanced.
	bestPerfect bool
	perfect     bool
}

func (g *howellSearch) run() {
	usedElem := make([]bool, g.n)
	usedDiff := make([]bool, g.n)
	usedElem[0] = true
	g.starter(usedElem, usedDiff)
}

func (g *howellSearch) done() bool { return g.perfect || g.tried >= g.budget }

func (g *howellSearch) starter(usedElem, usedDiff []bool) {
	if g.done() {
		return
	}
	a := -1
	for x := 1; x < g.n; x++ {
		if !usedElem[x] {
			a = x
			break
		}
	}
	if a < 0 {
		g.adderStart()
		return
	}
	usedElem[a] = true
	for b := a + 1; b < g.n && !g.done(); b++ {
		if usedElem[b] {
			continue
		}
		d := b - a
		if usedDiff[d] || usedDiff[g.n-d] {
			continue
		}
		usedElem[b], usedDiff[d], usedDiff[g.n-d] = true, true, true
		g.pa, g.pb = append(g.pa, a), append(g.pb, b)
		g.starter(usedElem, usedDiff)
		g.pa, g.pb = g.pa[:len(g.pa)-1], g.pb[:len(g.pb)-1]
		usedElem[b], usedDiff[d], usedDiff[g.n-d] = false, false, false
	}
	usedElem[a] = false
}

func (g *howellSearch) adderStart() {
	usedSet := make([]bool, g.n)
	usedOff := make([]bool, g.n) // values set−pair, one per pair role
	usedSet[0], usedOff[0] = true, true
	g.setOff = append(g.setOff[:0], 0)
	g.adder(0, usedSet, usedOff)
}

func (g *howellSearch) adder(i int, usedSet, usedOff []bool) {
	if g.done() {
		return
	}
	if i == len(g.pa) {
		g.tried++
		g.orient()
		return
	}
	a, b := g.pa[i], g.pb[i]
	for s := 1; s < g.n && !g.done(); s++ {
		oa, ob := s-a, s-b
		if oa < 0 {
			oa += g.n
		}
		if ob < 0 {
			ob += g.n
		}
		if usedSet[s] || usedOff[oa] || usedOff[ob] {
			continue
		}
		usedSet[s], usedOff[oa], usedOff[ob] = true, true, true
		g.setOff = append(g.setOff, s)
		g.adder(i+1, usedSet, usedOff)
		g.setOff = g.setOff[:len(g.setOff)-1]
		usedSet[s], usedOff[oa], usedOff[ob] = false, false, false
	}
}

func mod(x, n int) int { return ((x % n) + n) % n }

// orient tries every NS/EW orientation of the tables other than the
// stationary pair's, in Gray-code order so each step flips one table, and
// keeps the best movement so far.
func (g *howellSearch) orient() {
	T, n := g.T, g.n
	rel := relayGroups(g.setOff, n)
	if g.bestPerfect && rel >= g.bestRel {
		// Balance cannot improve on perfect; only a tidier circuit could.
		return
	}
	ns := make([]int, T)
	ew := make([]int, T)
	ns[0], ew[0] = infinity, 0
	for i := 1; i < T; i++ {
		ns[i], ew[i] = g.pa[i-1], g.pb[i-1]
	}
	sp := newSpread(T, n, ns, ew, g.setOff)
	for k := 0; k < 1<<(T-1); k++ {
		if k > 0 {
			i := 1 + bits.TrailingZeros(uint(k))
			sp.flip(i)
			ns[i], ew[i] = ew[i], ns[i]
		}
		ss, perfect := sp.ss()
		if g.best == nil || ss < g.bestSS || (ss == g.bestSS && rel < g.bestRel) {
			g.best = &cyclic{T: T, n: n, ns: append([]int(nil), ns...), ew: append([]int(nil), ew...), set: append([]int(nil), g.setOff...)}
			g.bestSS, g.bestRel, g.bestPerfect = ss, rel, perfect
			if perfect && rel == 1 {
				g.perfect = true
				return
			}
		}
	}
}

// spread holds the competition scores of a cyclic Howell in orbit form. By
// the cyclic symmetry score(x, x+d) is the same for every x, and score(∞, x)
// the same for every x, so only the plays of set 0 need examining: diff[d]
// is score(0, d) and inf is score(∞, 0).
type spread struct {
	n, h   int
	pns    []int // NS pair of each table's play of set 0
	pew    []int
	diff   []int
	inf    int
	tables int
}

func newSpread(T, n int, ns, ew, setOff []int) *spread {
	sp := &spread{n: n, h: T - 1, pns: make([]int, T), pew: make([]int, T), diff: make([]int, n), tables: T}
	for i := 0; i < T; i++ {
		rho := mod(-setOff[i], n)
		sp.pns[i], sp.pew[i] = shiftPair(ns[i], rho, n), shiftPair(ew[i], rho, n)
	}
	for i := 0; i < T; i++ {
		sp.add(sp.pns[i], sp.pew[i], sp.h)
		for j := i + 1; j < T; j++ {
			sp.cross(i, j, 1)
		}
	}
	return sp
}

func shiftPair(x, rho, n int) int {
	if x == infinity {
		return infinity
	}
	return mod(x+rho, n)
}

func (sp *spread) add(x, y, v int) {
	if x == infinity || y == infinity {
		sp.inf += v
		return
	}
	// x and y are residues, so one conditional add replaces the division.
	d := y - x
	if d < 0 {
		d += sp.n
	}
	sp.diff[d] += v
	sp.diff[sp.n-d] += v
}

// cross adds k times the scores two tables' plays of set 0 give each other.
func (sp *spread) cross(i, j, k int) {
	sp.add(sp.pns[i], sp.pns[j], k)
	sp.add(sp.pew[i], sp.pew[j], k)
	sp.add(sp.pns[i], sp.pew[j], -k)
	sp.add(sp.pew[i], sp.pns[j], -k)
}

// flip turns table i round. Swapping its NS and EW negates every score it
// gives the other tables, so the change is −2 times the old scores.
func (sp *spread) flip(i int) {
	for j := 0; j < sp.tables; j++ {
		if j != i {
			sp.cross(i, j, -2)
		}
	}
	sp.pns[i], sp.pew[i] = sp.pew[i], sp.pns[i]
}

// ss is the sum of squared scores over one representative of each orbit,
// and whether every score is equal (perfect balance).
func (sp *spread) ss() (int, bool) {
	ss := sp.inf * sp.inf
	equal := true
	for d := 1; d <= (sp.n-1)/2; d++ {
		ss += sp.diff[d] * sp.diff[d]
		if sp.diff[d] != sp.inf {
			equal = false
		}
	}
	return ss, equal
}

// relayGroups counts the runs of relay stands around the board circuit.
func relayGroups(setOff []int, n int) int {
	table := make([]bool, n)
	for _, s := range setOff {
		table[s] = true
	}
	groups := 0
	for s := 0; s < n; s++ {
		if !table[s] && table[mod(s-1, n)] {
			groups++
		}
	}
	return groups
}

// movement expands a cyclic Howell, numbering tables along the board
// circuit from the stationary pair's table, pairs x → x+1 with the
// stationary pair 2T, and sets so that table 1 starts on set 1.
func (c *cyclic) movement() *Movement {
	T, n := c.T, c.n
	order := make([]int, T)
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool { return c.set[order[i]] < c.set[order[j]] })
	m := &Movement{
		Kind:      Howell,
		Name:      fmt.Sprintf("Howell, %d tables (generated)", T),
		Tables:    T,
		Rounds:    n,
		BoardSets: n,
	}
	for p := 1; p <= 2*T; p++ {
		m.Pairs = append(m.Pairs, PairID{Number: p})
	}
	pair := func(x, rho int) PairID {
		if x == infinity {
			return PairID{Number: 2 * T}
		}
		return PairID{Number: mod(x+rho, n) + 1}
	}
	for rho := 0; rho < n; rho++ {
		for t, i := range order {
			m.Schedule = append(m.Schedule, Slot{
				Round: rho + 1, Table: t + 1,
				NS: pair(c.ns[i], rho), EW: pair(c.ew[i], rho),
				Set: mod(c.set[i]-c.set[order[0]]+rho, n) + 1,
			})
		}
	}
	m.Stations = cyclicStations(m)
	return m
}
