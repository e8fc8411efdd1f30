package movements

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Move says where a pair goes after a round.
type Move struct {
	// Last is true when the pair has no round left: after the final
	// round, or after a pair has left the movement.
	Last bool
	// SitsOut is true when the pair's next round is a sit-out: at Table,
	// or with no seat at all (Table 0) when the round was taken off the
	// schedule by a late change.
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
	// Then is the table that takes the set off the relay stand, in the
	// first round it is played again.
	Then int
}

// GuideRound is one line of a table guide card.
type GuideRound struct {
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
	// Next holds the same moves with the words for them.
	Next NextRound
}

// TableCard is the guide card a director pins to a table.
type TableCard struct {
	Table  int
	Rounds []GuideRound
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

// TableCards gives the guide card of every table.
func (m *Movement) TableCards() []TableCard {
	x := m.schedule(nil)
	// Sharing counts only tables that play.
	playedAt := map[[2]int][]int{} // round,set -> tables playing it
	for _, s := range m.Schedule {
		if !m.SitsOut(s) {
			k := [2]int{s.Round, s.Set}
			playedAt[k] = append(playedAt[k], s.Table)
		}
	}
	for _, ts := range playedAt {
		sort.Ints(ts)
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
		next := x.nextRound(s)
		tr := GuideRound{
			Round: s.Round, NS: s.NS, EW: s.EW, Set: s.Set, Boards: next.Boards,
			ArrowSwitched: s.ArrowSwitched, SitOut: m.SitsOut(s),
			NSNext: next.NS.Move, EWNext: next.EW.Move, BoardsNext: next.BoardsTo, Next: next,
		}
		if !tr.SitOut {
			for _, t := range playedAt[[2]int{s.Round, s.Set}] {
				if t != s.Table {
					tr.SharedWith = append(tr.SharedWith, t)
				}
			}
		}
		cards[s.Table-1].Rounds = append(cards[s.Table-1].Rounds, tr)
	}
	for i := range cards {
		cards[i].Stationary = m.stationaryAt(cards[i])
	}
	return cards
}

// stationaryAt finds the real pair that sits at a table every round it is
// played, if any.
func (m *Movement) stationaryAt(c TableCard) *PairID {
	if len(c.Rounds) < 2 {
		return nil
	}
	for _, p := range []PairID{c.Rounds[0].NS, c.Rounds[0].EW} {
		same := !m.IsPhantom(p)
		for _, r := range c.Rounds {
			if r.NS != p && r.EW != p {
				same = false
			}
		}
		if same {
			return &p
		}
	}
	return nil
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
// "Table 3 EW (sit out)", "sit out" when it has no seat, and "end" when
// it has no round left.
func (mv Move) Words(table int, dir string) string {
	switch {
	case mv.Last:
		return "end"
	case mv.SitsOut && mv.Table == 0:
		return "sit out"
	case mv.SitsOut:
		return fmt.Sprintf("Table %d %s (sit out)", mv.Table, mv.Direction)
	case mv.Table == table && mv.Direction == dir:
		return "stay"
	}
	return fmt.Sprintf("Table %d %s", mv.Table, mv.Direction)
}

// Words says where a table's boards go after a round: "collect" when they
// are not played again, "relay, then T4" onto the relay stand and from
// there to table 4, "Table 2", or "Table 2+5" when two tables share them.
func (bm BoardMove) Words() string {
	switch {
	case bm.Last:
		return "collect"
	case bm.Relay && bm.Then > 0:
		return fmt.Sprintf("relay, then T%d", bm.Then)
	case bm.Relay:
		return "relay"
	}
	ts := make([]string, len(bm.Tables))
	for i, t := range bm.Tables {
		ts[i] = strconv.Itoa(t)
	}
	return "Table " + strings.Join(ts, "+")
}
