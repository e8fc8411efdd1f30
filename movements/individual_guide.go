package movements

import (
	"bridgescore/scoring"
	"fmt"
	"sort"
)

// Guide-card data for an individual: a card per player (where he sits
// each round, with whom and against whom) and a card per table (who sits
// where, the boards, and where each player goes next). The words for a
// move are said here once, for the printed cards and the phones alike.

// PlayerStep is one round of a player's guide card.
type PlayerStep struct {
	Round, Table int
	Seat         scoring.Seat
	// Partner, Left and Right are the players opposite and on his left
	// and right.
	Partner, Left, Right int
	Set                  int
	Boards               []int
	// SitsOut is true when a player short sits at the table: no play.
	SitsOut bool
}

// PlayerRoute is a player's guide card: every round he is scheduled.
type PlayerRoute struct {
	Player int
	Steps  []PlayerStep
}

// PlayerRoutes gives every player who plays his guide card, in number
// order.
func (m *Individual) PlayerRoutes() []PlayerRoute {
	index := map[int]int{}
	var out []PlayerRoute
	for _, p := range m.PlayerNumbers() {
		index[p] = len(out)
		out = append(out, PlayerRoute{Player: p})
	}
	for _, f := range m.byRound() {
		for _, s := range scoring.Seats {
			i, ok := index[f.At(s)]
			if !ok {
				continue
			}
			out[i].Steps = append(out[i].Steps, PlayerStep{
				Round: f.Round, Table: f.Table, Seat: s,
				Partner: f.At(s.Partner()), Left: f.At(s.Left()), Right: f.At(s.Right()),
				Set: f.Set, Boards: m.Boards(f.Set), SitsOut: m.SitsOut(f),
			})
		}
	}
	return out
}

// PlayerRoute is one player's guide card; false when he does not play.
func (m *Individual) PlayerRoute(player int) (PlayerRoute, bool) {
	for _, r := range m.PlayerRoutes() {
		if r.Player == player {
			return r, true
		}
	}
	return PlayerRoute{}, false
}

// byRound is the schedule ordered round by round, table by table.
func (m *Individual) byRound() []Foursome {
	s := append([]Foursome(nil), m.Schedule...)
	sort.SliceStable(s, func(i, j int) bool {
		if s[i].Round != s[j].Round {
			return s[i].Round < s[j].Round
		}
		return s[i].Table < s[j].Table
	})
	return s
}

// IndividualRound is one line of an individual's table guide card.
type IndividualRound struct {
	Round   int
	Players [4]int // N, E, S, W
	Set     int
	Boards  []int
	SitOut  bool
	// Next says where each seat's player goes after the round ("stay",
	// "Table 3 East", "sit out", "end"), in the order of scoring.Seats.
	Next [4]string
	// BoardsNext says where the boards go ("Table 2", "collect").
	BoardsNext string
}

// IndividualTableCard is the guide card of one table.
type IndividualTableCard struct {
	Table  int
	Rounds []IndividualRound
}

// TableCards gives the guide card of every table.
func (m *Individual) TableCards() []IndividualTableCard {
	sched := m.byRound()
	at := map[[2]int]Foursome{} // round, player
	setAt := map[[2]int][]int{} // round, set -> tables
	for _, f := range sched {
		for _, p := range f.Players {
			at[[2]int{f.Round, p}] = f
		}
		setAt[[2]int{f.Round, f.Set}] = append(setAt[[2]int{f.Round, f.Set}], f.Table)
	}
	cards := make([]IndividualTableCard, m.Tables)
	for i := range cards {
		cards[i].Table = i + 1
	}
	for _, f := range sched {
		if f.Table < 1 || f.Table > m.Tables {
			continue
		}
		r := IndividualRound{Round: f.Round, Players: f.Players, Set: f.Set, Boards: m.Boards(f.Set), SitOut: m.SitsOut(f)}
		for i, s := range scoring.Seats {
			r.Next[i] = m.nextWords(at, f, s)
		}
		r.BoardsNext = boardsNextWords(setAt, f, m.Rounds)
		cards[f.Table-1].Rounds = append(cards[f.Table-1].Rounds, r)
	}
	return cards
}

// nextWords says where the player in a seat goes after the round.
func (m *Individual) nextWords(at map[[2]int]Foursome, f Foursome, s scoring.Seat) string {
	p := f.At(s)
	if m.IsMissing(p) {
		return ""
	}
	next, ok := at[[2]int{f.Round + 1, p}]
	switch {
	case f.Round >= m.Rounds:
		return "end"
	case !ok:
		return "sit out"
	}
	ns, _ := next.SeatOf(p)
	where := fmt.Sprintf("Table %d %s", next.Table, ns.Name())
	if next.Table == f.Table && ns == s {
		where = "stay"
	}
	if m.SitsOut(next) {
		return where + " (sit out)"
	}
	return where
}

// boardsNextWords says where a table's boards go after the round: to the
// table that plays them next, or "collect" when none does.
func boardsNextWords(setAt map[[2]int][]int, f Foursome, rounds int) string {
	for r := f.Round + 1; r <= rounds; r++ {
		if ts := setAt[[2]int{r, f.Set}]; len(ts) > 0 {
			if r == f.Round+1 && len(ts) == 1 {
				return fmt.Sprintf("Table %d", ts[0])
			}
			if r == f.Round+1 {
				return "Tables " + joinInts(ts)
			}
			return fmt.Sprintf("relay, then Table %d in round %d", ts[0], r)
		}
	}
	return "collect"
}

// Words is a player's step as his card says it: "Round 3: table 2 East,
// partner 7, boards 5–6" or "Round 4: sit out".
func (s PlayerStep) Words() string {
	if s.SitsOut {
		return fmt.Sprintf("Round %d: sit out (table %d)", s.Round, s.Table)
	}
	return fmt.Sprintf("Round %d: table %d %s, partner %d, against %d and %d, boards %s",
		s.Round, s.Table, s.Seat.Name(), s.Partner, s.Left, s.Right, boardRange(s.Boards))
}

// boardRange writes boards as "5–6", or "5" for one.
func boardRange(b []int) string {
	switch len(b) {
	case 0:
		return "none"
	case 1:
		return fmt.Sprint(b[0])
	}
	return fmt.Sprintf("%d–%d", b[0], b[len(b)-1])
}
