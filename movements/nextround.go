package movements

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Where the pairs and the boards of a table go after a round is said in
// one place, here: the guide cards print it on each round's line and the
// table's page shows it when the round is done, so that a card and a phone
// never send a pair to two different seats. Both read the same facts (a
// Move for each pair, a BoardMove for the boards) from the schedule.

// NextRound says where a table's pairs and boards go after a round.
type NextRound struct {
	// Section is the movement's section letter, "" when the session has
	// one section.
	Section string
	// Round is the round just played at Table.
	Round, Table int
	// Last is true after the movement's final round.
	Last bool
	// NS and EW are the pairs that held the North-South and East-West
	// cards at the table in the round, and where each goes.
	NS, EW PairMove
	// Set is the board set played in the round, Boards its boards.
	Set    int
	Boards []int
	// BoardsTo says where the set goes.
	BoardsTo BoardMove
}

// PairMove is where one pair of a table goes after a round.
type PairMove struct {
	Pair PairID
	// Sat is the cards the pair held in the round: NS or EW.
	Sat string
	// Phantom is true for the missing pair of a half table: nobody moves.
	Phantom bool
	// Stays is true when the pair keeps its table and its direction.
	Stays bool
	Move
}

// NextRound says where the pairs and the boards of a table go after a
// round; false when the table has no play scheduled in that round.
func (m *Movement) NextRound(round, table int) (NextRound, bool) {
	s, ok := m.Slot(round, table)
	if !ok {
		return NextRound{}, false
	}
	// Only the slots that say where this table's pairs and set go.
	x := m.schedule(func(o Slot) bool {
		return o.Round == round+1 || o.Set == s.Set || plays(o, s.NS) || plays(o, s.EW)
	})
	return x.nextRound(s), true
}

// Words says where the table's pairs and boards go, as its page tells the
// players when the round is done: "Next round: pair 3 NS stays at table
// 3, North-South; pair 3 EW to table 4, East-West; boards 9–12 to table
// 2." After the last round: "That was the last round."
func (n NextRound) Words() string {
	if n.Last {
		return "That was the last round."
	}
	var parts []string
	for _, pm := range []PairMove{n.NS, n.EW} {
		if !pm.Phantom {
			parts = append(parts, n.pairWords(pm))
		}
	}
	parts = append(parts, n.boardsWords())
	return "Next round: " + strings.Join(parts, "; ") + "."
}

// CardWords are the round's three "go to" cells of the table's guide card:
// where the NS pair, the EW pair and the boards go ("stay", "Table 4 EW",
// "relay, then T2"). A phantom's cell is "": it goes nowhere.
func (n NextRound) CardWords() (ns, ew, boards string) {
	if !n.NS.Phantom {
		ns = n.NS.Words(n.Table, NS)
	}
	if !n.EW.Phantom {
		ew = n.EW.Words(n.Table, EW)
	}
	return ns, ew, n.BoardsTo.Words()
}

var directionWords = map[string]string{NS: "North-South", EW: "East-West"}

// tableName names a table as its page and its sign do: "4", or "B4" in a
// session of several sections.
func (n NextRound) tableName(t int) string { return n.Section + strconv.Itoa(t) }

func (n NextRound) pairWords(pm PairMove) string {
	who := "pair " + pm.Pair.String()
	switch {
	case pm.Last:
		return who + " has finished"
	case pm.Table == 0:
		return who + " sits out"
	}
	where := fmt.Sprintf("table %s, %s", n.tableName(pm.Table), directionWords[pm.Direction])
	s := who + " to " + where
	if pm.Stays {
		s = who + " stays at " + where
	}
	if pm.SitsOut {
		s += " (sit out)"
	}
	return s
}

func (n NextRound) boardsWords() string {
	boards := "the boards"
	switch len(n.Boards) {
	case 0:
	case 1:
		boards = "board " + strconv.Itoa(n.Boards[0])
	default:
		boards = "boards " + rangeText(n.Boards)
	}
	bm := n.BoardsTo
	switch {
	case bm.Last:
		return "collect " + boards
	case bm.Relay && bm.Then > 0:
		return fmt.Sprintf("%s to the relay stand, then to table %s", boards, n.tableName(bm.Then))
	case bm.Relay:
		return boards + " to the relay stand"
	}
	ts := make([]string, len(bm.Tables))
	for i, t := range bm.Tables {
		ts[i] = n.tableName(t)
	}
	if len(ts) == 1 {
		return boards + " to table " + ts[0]
	}
	return boards + " to tables " + strings.Join(ts[:len(ts)-1], ", ") + " and " + ts[len(ts)-1]
}

// plays says whether pair p sits at slot s.
func plays(s Slot, p PairID) bool { return s.NS == p || s.EW == p }

// seat is where a pair sits in a round: a table and the cards it holds.
type seat struct {
	table int
	dir   string
}

// scheduleIndex is the schedule read once for the next-round facts of
// every slot: each pair's seat by round, the tables holding each set by
// round (a set at a sit-out table is still carried there), and the rounds
// in which each set is placed and each pair is seated.
//
// keep, when not nil, reads only the slots it keeps.
type scheduleIndex struct {
	m          *Movement
	seats      map[int]map[PairID]seat
	sitOut     map[[2]int]bool  // round,table
	placed     map[[2]int][]int // round,set -> tables, in order
	setRounds  map[int][]int    // set -> rounds it is placed, in order
	lastSeated map[PairID]int
}

func (m *Movement) schedule(keep func(Slot) bool) *scheduleIndex {
	x := &scheduleIndex{m: m, seats: map[int]map[PairID]seat{}, sitOut: map[[2]int]bool{},
		placed: map[[2]int][]int{}, setRounds: map[int][]int{}, lastSeated: map[PairID]int{}}
	for _, s := range m.Schedule {
		if keep != nil && !keep(s) {
			continue
		}
		if x.seats[s.Round] == nil {
			x.seats[s.Round] = map[PairID]seat{}
		}
		x.seats[s.Round][s.NS] = seat{s.Table, NS}
		x.seats[s.Round][s.EW] = seat{s.Table, EW}
		x.sitOut[[2]int{s.Round, s.Table}] = m.SitsOut(s)
		k := [2]int{s.Round, s.Set}
		if len(x.placed[k]) == 0 {
			x.setRounds[s.Set] = append(x.setRounds[s.Set], s.Round)
		}
		x.placed[k] = append(x.placed[k], s.Table)
		x.lastSeated[s.NS] = max(x.lastSeated[s.NS], s.Round)
		x.lastSeated[s.EW] = max(x.lastSeated[s.EW], s.Round)
	}
	for _, ts := range x.placed {
		sort.Ints(ts)
	}
	for _, rs := range x.setRounds {
		sort.Ints(rs)
	}
	return x
}

func (x *scheduleIndex) nextRound(s Slot) NextRound {
	m := x.m
	return NextRound{
		Section: m.Section, Round: s.Round, Table: s.Table, Last: s.Round >= m.Rounds,
		NS: x.pairMove(s, s.NS, NS), EW: x.pairMove(s, s.EW, EW),
		Set: s.Set, Boards: m.Boards(s.Set), BoardsTo: x.boardMove(s),
	}
}

// pairMove finds where pair p, holding the cards sat at slot s, sits in
// the next round. A pair with no seat left in the schedule (one that has
// left) has finished; one with no seat next round but later sits out.
func (x *scheduleIndex) pairMove(s Slot, p PairID, sat string) PairMove {
	pm := PairMove{Pair: p, Sat: sat, Phantom: x.m.IsPhantom(p)}
	if s.Round >= x.m.Rounds || x.lastSeated[p] <= s.Round {
		pm.Last = true
		return pm
	}
	st, ok := x.seats[s.Round+1][p]
	if !ok {
		pm.SitsOut = true
		return pm
	}
	pm.Table, pm.Direction = st.table, st.dir
	pm.SitsOut = x.sitOut[[2]int{s.Round + 1, st.table}]
	pm.Stays = st.table == s.Table && st.dir == sat
	return pm
}

// boardMove finds where the set of slot s is placed next: at tables, on
// the relay stand until a later round, or nowhere (collected).
func (x *scheduleIndex) boardMove(s Slot) BoardMove {
	rs := x.setRounds[s.Set]
	i := sort.SearchInts(rs, s.Round+1)
	switch {
	case s.Round >= x.m.Rounds || i == len(rs):
		return BoardMove{Last: true}
	case rs[i] == s.Round+1:
		return BoardMove{Tables: x.placed[[2]int{rs[i], s.Set}]}
	}
	return BoardMove{Relay: true, Then: x.placed[[2]int{rs[i], s.Set}][0]}
}
