package movements

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Move says where a pair goes after a round.
type Move struct {
	// Last is true after the final round: nowhere to go.
	Last bool
	// SitsOut is true when the pair's next round is a sit-out.
	SitsOut   bool
	Table     int
	Direction string // NS or EW: the cards held next round
}

// BoardMove says where a table's boards go after a round.
type BoardMove struct {
	// Last is true when the set is not played again: collect it.
	Last bool
	// Relay is true when the set rests on a relay stand next round.
	// (A set at a sit-out table is listed under Tables: it is carried there.)
	Relay bool
	// Tables are where the set is played next round (two or more when
	// shared).
	Tables []int
}

// TableRound is one line of a table guide card.
type TableRound struct {
	Round         int
	NS, EW        PairID
	Set           int
	Boards        []int
	ArrowSwitched bool
	// SitOut is true when one side is the phantom: no play at this table.
	SitOut bool
	// SharedWith lists other tables playing the same set this round.
	SharedWith     []int
	NSNext, EWNext Move
	BoardsNext     BoardMove
}

// TableCard is the guide card a director pins to a table.
type TableCard struct {
	Table  int
	Rounds []TableRound
	// Stationary names the pair that never leaves this table, if any.
	Stationary *PairID
}

// RouteStep is one round of a pair's personal guide card.
type RouteStep struct {
	Round     int
	Table     int
	Direction string // the cards the pair holds: NS or EW
	Opponents PairID
	Set       int
	Boards    []int
	SitsOut   bool
}

// PairRoute is a personal guide card: where one pair plays each round.
type PairRoute struct {
	Pair  PairID
	Steps []RouteStep
}

type seat struct {
	table int
	dir   string
}

func (m *Movement) seatsByRound() map[int]map[PairID]seat {
	out := map[int]map[PairID]seat{}
	for _, s := range m.Schedule {
		if out[s.Round] == nil {
			out[s.Round] = map[PairID]seat{}
		}
		out[s.Round][s.NS] = seat{s.Table, NS}
		out[s.Round][s.EW] = seat{s.Table, EW}
	}
	return out
}

// TableCards gives the guide card of every table.
func (m *Movement) TableCards() []TableCard {
	seats := m.seatsByRound()
	// A set rests on a sit-out table like on a relay stand, but it is
	// still carried there, so board moves follow where sets are placed;
	// sharing counts only tables that play.
	placedAt := map[[2]int][]int{} // round,set -> tables holding it
	playedAt := map[[2]int][]int{} // round,set -> tables playing it
	lastPlaced := map[int]int{}
	for _, s := range m.Schedule {
		k := [2]int{s.Round, s.Set}
		placedAt[k] = append(placedAt[k], s.Table)
		if !m.SitsOut(s) {
			playedAt[k] = append(playedAt[k], s.Table)
		}
		if s.Round > lastPlaced[s.Set] {
			lastPlaced[s.Set] = s.Round
		}
	}
	for _, ts := range placedAt {
		sort.Ints(ts)
	}
	for _, ts := range playedAt {
		sort.Ints(ts)
	}
	next := func(p PairID, r int) Move {
		if r >= m.Rounds {
			return Move{Last: true}
		}
		st, ok := seats[r+1][p]
		if !ok {
			return Move{SitsOut: true}
		}
		mv := Move{Table: st.table, Direction: st.dir}
		if s, ok := m.Slot(r+1, st.table); ok && m.SitsOut(s) {
			mv.SitsOut = true
		}
		return mv
	}
	cards := make([]TableCard, m.Tables)
	for i := range cards {
		cards[i].Table = i + 1
	}
	sched := append([]Slot(nil), m.Schedule...)
	sort.SliceStable(sched, func(i, j int) bool { return sched[i].Round < sched[j].Round })
	for _, s := range sched {
		if s.Table < 1 || s.Table > m.Tables {
			continue
		}
		tr := TableRound{
			Round: s.Round, NS: s.NS, EW: s.EW, Set: s.Set, Boards: m.Boards(s.Set),
			ArrowSwitched: s.ArrowSwitched, SitOut: m.SitsOut(s),
			NSNext: next(s.NS, s.Round), EWNext: next(s.EW, s.Round),
		}
		if !tr.SitOut {
			for _, t := range playedAt[[2]int{s.Round, s.Set}] {
				if t != s.Table {
					tr.SharedWith = append(tr.SharedWith, t)
				}
			}
		}
		switch {
		case lastPlaced[s.Set] <= s.Round:
			tr.BoardsNext.Last = true
		case len(placedAt[[2]int{s.Round + 1, s.Set}]) > 0:
			tr.BoardsNext.Tables = placedAt[[2]int{s.Round + 1, s.Set}]
		default:
			tr.BoardsNext.Relay = true
		}
		cards[s.Table-1].Rounds = append(cards[s.Table-1].Rounds, tr)
	}
	for i := range cards {
		c := &cards[i]
		for _, who := range []func(TableRound) PairID{func(r TableRound) PairID { return r.NS }, func(r TableRound) PairID { return r.EW }} {
			if len(c.Rounds) < 2 || c.Stationary != nil {
				continue
			}
			p := who(c.Rounds[0])
			same := !m.IsPhantom(p)
			for _, r := range c.Rounds {
				if r.NS != p && r.EW != p {
					same = false
				}
			}
			if same {
				c.Stationary = &p
			}
		}
	}
	return cards
}

// PairRoutes gives every real pair its personal guide card.
func (m *Movement) PairRoutes() []PairRoute {
	var out []PairRoute
	index := map[PairID]int{}
	for _, p := range m.Pairs {
		if m.IsPhantom(p) {
			continue
		}
		index[p] = len(out)
		out = append(out, PairRoute{Pair: p})
	}
	sched := append([]Slot(nil), m.Schedule...)
	sort.SliceStable(sched, func(i, j int) bool { return sched[i].Round < sched[j].Round })
	for _, s := range sched {
		sitOut := m.SitsOut(s)
		for _, side := range []struct {
			me, opp PairID
			dir     string
		}{{s.NS, s.EW, NS}, {s.EW, s.NS, EW}} {
			i, ok := index[side.me]
			if !ok {
				continue
			}
			out[i].Steps = append(out[i].Steps, RouteStep{
				Round: s.Round, Table: s.Table, Direction: side.dir, Opponents: side.opp,
				Set: s.Set, Boards: m.Boards(s.Set), SitsOut: sitOut,
			})
		}
	}
	return out
}

// Words says where a pair goes after a round, as guide cards say it: "stay"
// when it keeps its seat (table, holding the cards dir), "Table 3 EW",
// "Table 3 EW (sit out)", and "end" after the last round.
func (mv Move) Words(table int, dir string) string {
	switch {
	case mv.Last:
		return "end"
	case mv.SitsOut:
		return fmt.Sprintf("Table %d %s (sit out)", mv.Table, mv.Direction)
	case mv.Table == table && mv.Direction == dir:
		return "stay"
	}
	return fmt.Sprintf("Table %d %s", mv.Table, mv.Direction)
}

// Words says where a table's boards go after a round: "collect" when they
// are not played again, "relay" onto the relay stand, "Table 2", or
// "Table 2+5" when two tables share them.
func (bm BoardMove) Words() string {
	switch {
	case bm.Last:
		return "collect"
	case bm.Relay:
		return "relay"
	}
	ts := make([]string, len(bm.Tables))
	for i, t := range bm.Tables {
		ts[i] = strconv.Itoa(t)
	}
	return "Table " + strings.Join(ts, "+")
}
