package movements

import (
	"bridgescore/scoring"
	"fmt"
	"sort"
	"strings"
)

// The criteria clubs hold an individual movement to (John Pain, EBU Club
// Focus, after the American whist tradition):
//
//  1. each player partners every other player once (at most once when
//     the session is shorter than the whole schedule);
//  2. each player meets every other player the same number of times as an
//     opponent (twice in a complete schedule);
//  3. an opponent met twice is met once on the left and once on the right;
//  4. when two players play the same boards at different tables, they hold
//     the same cards on half of them and the other cards on the other half.
//
// CheckIndividual counts each, says in words how well the schedule meets
// it, and reports what would make the schedule unplayable.

// Tally counts pairs of players by how many times something happened
// between them: Tally[k] is the number of pairs for which it happened k
// times.
type Tally map[int]int

// Range is the least and the greatest count in the tally.
func (t Tally) Range() (lo, hi int) {
	first := true
	for k, n := range t {
		if n == 0 {
			continue
		}
		if first || k < lo {
			lo = k
		}
		if first || k > hi {
			hi = k
		}
		first = false
	}
	return lo, hi
}

// words writes the tally as a director reads it: "twice for 180 pairs,
// once for 10".
func (t Tally) words() string {
	keys := make([]int, 0, len(t))
	for k := range t {
		keys = append(keys, k)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(keys)))
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s for %d", times(k), t[k]))
	}
	return strings.Join(parts, ", ")
}

// span writes a range of counts: "7", or "5 to 7".
func span(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

// times says a count of times: "never", "once", "twice", "3 times".
func times(k int) string {
	switch k {
	case 0:
		return "never"
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", k)
}

// IndividualCheck is the verdict on an individual schedule.
type IndividualCheck struct {
	// OK is true when nothing makes the schedule unplayable.
	OK       bool
	Findings []Finding
	// Players counts the players who play; PairsOfPlayers the pairs of
	// them (each criterion is counted over these).
	Players, PairsOfPlayers int
	// Partners counts how often each two players partner each other.
	Partners Tally
	// Opponents counts how often each two players meet as opponents.
	Opponents Tally
	// SidesEven and SidesUneven count the pairs of players who meet as
	// opponents: met on the left as often as on the right (one more on
	// one side when met an odd number of times), or not.
	SidesEven, SidesUneven int
	// ComparedEven and ComparedUneven count the pairs of players who play
	// some boards at different tables: holding the same cards on as many
	// of those boards as the other cards (within one board set), or not.
	ComparedEven, ComparedUneven int
	// DirectionsEven counts the players who hold North-South as often as
	// East-West (within one round); DirectionsUneven the others.
	DirectionsEven, DirectionsUneven int
	// MinBoards and MaxBoards are the fewest and most boards a player plays.
	MinBoards, MaxBoards int
	// MinPartners and MaxPartners are the fewest and most different
	// partners a player has.
	MinPartners, MaxPartners int
	// TwoFields is true when every player holds the same cards all
	// session (a Rainbow): North-South and East-West players are ranked
	// apart, as in a Mitchell. OpponentsAcross then counts the meetings of
	// two players of different fields only.
	TwoFields       bool
	OpponentsAcross Tally
	// Meets says which of the four criteria the schedule meets: partners
	// at most once, opponents balanced, left and right even, the same
	// boards held half the same way (a two-field schedule never meets the
	// fourth: its players are compared only within their direction).
	Meets [4]bool
	// Words say, criterion by criterion, how well the schedule meets it,
	// after a first sentence that sums up.
	Words []string
}

// meetings is what walking an individual schedule counts, over the
// players who play, indexed from 0 (idx maps a player number to his index).
type meetings struct {
	m        *Individual
	idx      map[int]int
	n        int
	partner  []int // [a*n+b], a < b
	opponent []int
	left     []int // [a*n+b]: b sat on a's left
	same     []int // [a*n+b], a < b: boards played at different tables holding the same cards
	opposite []int
	ns, ew   []int // rounds each player held NS, EW
	sets     []int // board sets each player played
}

// CheckIndividual checks a schedule: first that it can be played (no
// player in two seats at once, none playing a board set twice), then each
// of the four criteria, in words.
func CheckIndividual(m *Individual) IndividualCheck {
	c := IndividualCheck{}
	c.Findings = validateIndividual(m)
	mt := countMeetings(m)
	c.Players, c.PairsOfPlayers = mt.n, mt.n*(mt.n-1)/2
	c.TwoFields = !m.OneField()
	mt.tally(&c)
	c.OK = true
	for _, f := range c.Findings {
		if f.Severity == Error {
			c.OK = false
		}
	}
	c.Meets = c.meets()
	c.Words = []string{c.summary(), c.partnerWords(m), c.opponentWords(), c.sideWords(), c.compareWords(), c.directionWords()}
	return c
}

// countMeetings walks the schedule once, counting every meeting of two
// players who play; a sit-out table's players do not meet.
func countMeetings(m *Individual) *meetings {
	players := m.PlayerNumbers()
	mt := &meetings{m: m, idx: map[int]int{}, n: len(players)}
	for i, p := range players {
		mt.idx[p] = i
	}
	n := mt.n
	mt.partner, mt.opponent, mt.left = make([]int, n*n), make([]int, n*n), make([]int, n*n)
	mt.same, mt.opposite = make([]int, n*n), make([]int, n*n)
	mt.ns, mt.ew, mt.sets = make([]int, n), make([]int, n), make([]int, n)
	bySet := map[int][]Foursome{}
	for _, f := range m.Schedule {
		if m.SitsOut(f) || !mt.known(f) {
			continue
		}
		mt.table(f)
		bySet[f.Set] = append(bySet[f.Set], f)
	}
	for _, fs := range bySet {
		mt.compare(fs)
	}
	return mt
}

// known reports whether every player of a foursome is one of the players.
func (mt *meetings) known(f Foursome) bool {
	for _, p := range f.Players {
		if _, ok := mt.idx[p]; !ok {
			return false
		}
	}
	return true
}

func (mt *meetings) pair(a, b int) int {
	if a > b {
		a, b = b, a
	}
	return a*mt.n + b
}

// table counts the meetings at one table in one round.
func (mt *meetings) table(f Foursome) {
	for i, s := range scoring.Seats {
		a := mt.idx[f.At(s)]
		mt.sets[a]++
		if s.Side() == NS {
			mt.ns[a]++
		} else {
			mt.ew[a]++
		}
		l := mt.idx[f.At(s.Left())]
		mt.left[a*mt.n+l]++
		mt.opponent[mt.pair(a, l)]++
		if i < 2 {
			mt.partner[mt.pair(a, mt.idx[f.At(s.Partner())])]++
		}
	}
}

// compare counts, for the tables playing one board set, the players who
// played it at different tables holding the same cards or the other cards.
func (mt *meetings) compare(fs []Foursome) {
	for i, f := range fs {
		for _, g := range fs[i+1:] {
			for _, s := range scoring.Seats {
				for _, u := range scoring.Seats {
					a, b := mt.idx[f.At(s)], mt.idx[g.At(u)]
					if a == b {
						continue
					}
					if s.Side() == u.Side() {
						mt.same[mt.pair(a, b)]++
					} else {
						mt.opposite[mt.pair(a, b)]++
					}
				}
			}
		}
	}
}

// tally gathers the counts into the check's figures.
func (mt *meetings) tally(c *IndividualCheck) {
	c.Partners, c.Opponents, c.OpponentsAcross = Tally{}, Tally{}, Tally{}
	n := mt.n
	partners := make([]int, n)
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			k := a*n + b
			c.Partners[mt.partner[k]]++
			c.Opponents[mt.opponent[k]]++
			if mt.partner[k] > 0 {
				partners[a]++
				partners[b]++
			}
			if c.TwoFields && mt.fieldOf(a) != mt.fieldOf(b) {
				c.OpponentsAcross[mt.opponent[k]]++
			}
			if met := mt.opponent[k]; met > 0 {
				if abs(mt.left[a*n+b]-mt.left[b*n+a]) <= met%2 {
					c.SidesEven++
				} else {
					c.SidesUneven++
				}
			}
			if s, o := mt.same[k], mt.opposite[k]; s+o > 0 {
				if abs(s-o) <= 1 {
					c.ComparedEven++
				} else {
					c.ComparedUneven++
				}
			}
		}
	}
	for a := 0; a < n; a++ {
		if abs(mt.ns[a]-mt.ew[a]) <= 1 {
			c.DirectionsEven++
		} else {
			c.DirectionsUneven++
		}
		boards := mt.sets[a] * mt.m.BoardsPerRound
		if a == 0 || boards < c.MinBoards {
			c.MinBoards = boards
		}
		if a == 0 || partners[a] < c.MinPartners {
			c.MinPartners = partners[a]
		}
		c.MaxPartners = max(c.MaxPartners, partners[a])
		if a == 0 || boards > c.MaxBoards {
			c.MaxBoards = boards
		}
	}
}

// fieldOf is the direction a player holds most: his field when every
// player keeps his cards all session.
func (mt *meetings) fieldOf(a int) string {
	if mt.ns[a] >= mt.ew[a] {
		return NS
	}
	return EW
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// meets says which criteria hold.
func (c IndividualCheck) meets() [4]bool {
	_, partners := c.Partners.Range()
	opp := c.Opponents
	if c.TwoFields {
		opp = c.OpponentsAcross
	}
	lo, hi := opp.Range()
	return [4]bool{partners <= 1, lo == hi && hi > 0, c.SidesUneven == 0, !c.TwoFields && c.ComparedUneven == 0}
}

// criterionNames name the four criteria in the summary.
var criterionNames = [4]string{"1 (partners)", "2 (opponents)", "3 (left and right)", "4 (the same boards)"}

// summary sums up which criteria the schedule meets.
func (c IndividualCheck) summary() string {
	var yes, no []string
	for i, ok := range c.Meets {
		if ok {
			yes = append(yes, criterionNames[i])
		} else {
			no = append(no, criterionNames[i])
		}
	}
	switch {
	case len(no) == 0:
		return "Meets all four criteria."
	case len(yes) == 0:
		return "Meets none of the four criteria."
	}
	return fmt.Sprintf("Meets criteria %s; not %s.", andList(yes), andList(no))
}

// andList joins words as a sentence does: "a, b and c".
func andList(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// partnerWords says how the schedule meets the first criterion.
func (c IndividualCheck) partnerWords(m *Individual) string {
	lo, hi := c.Partners.Range()
	all := c.PairsOfPlayers
	switch {
	case all == 0:
		return "Partners: there are not two players to partner each other."
	case lo == 1 && hi == 1:
		return fmt.Sprintf("Partners: every player partners every other player once (all %d pairs of players).", all)
	case hi <= 1 && m.Rounds < m.FullRounds:
		return fmt.Sprintf("Partners: no two players partner each other twice; %d of the %d pairs of players partner once in these %d of the schedule's %d rounds (each player partners %s others).", c.Partners[1], all, m.Rounds, m.FullRounds, span(c.MinPartners, c.MaxPartners))
	case hi <= 1 && c.TwoFields:
		return fmt.Sprintf("Partners: no two players partner each other twice; each player partners %s players of his own direction once, as the movement's two fields allow.", span(c.MinPartners, c.MaxPartners))
	case hi <= 1:
		return fmt.Sprintf("Partners: no two players partner each other twice, but only %d of the %d pairs of players partner at all (each player partners %s others).", c.Partners[1], all, span(c.MinPartners, c.MaxPartners))
	}
	more := 0
	for k, n := range c.Partners {
		if k >= 2 {
			more += n
		}
	}
	return fmt.Sprintf("Partners: %d pairs of players partner each other more than once (up to %s); partnerships %s.", more, times(hi), c.Partners.words())
}

// opponentWords says how the schedule meets the second criterion.
func (c IndividualCheck) opponentWords() string {
	if c.TwoFields {
		lo, hi := c.OpponentsAcross.Range()
		if lo == hi && hi > 0 {
			return fmt.Sprintf("Opponents: every player meets every player of the other direction as an opponent %s: balanced across the two fields (players of the same direction never oppose each other).", times(hi))
		}
		return fmt.Sprintf("Opponents: not balanced: two players of different directions meet as opponents %s.", c.OpponentsAcross.words())
	}
	lo, hi := c.Opponents.Range()
	if lo == hi && hi > 0 {
		return fmt.Sprintf("Opponents: every player meets every other player as an opponent %s: balanced.", times(hi))
	}
	return fmt.Sprintf("Opponents: not balanced: two players meet as opponents %s.", c.Opponents.words())
}

// sideWords says how the schedule meets the third criterion.
func (c IndividualCheck) sideWords() string {
	met := c.SidesEven + c.SidesUneven
	if c.SidesUneven == 0 {
		return fmt.Sprintf("Left and right: every opponent is met as often on the left as on the right (all %d pairs of opponents; once more on one side when met an odd number of times).", met)
	}
	return fmt.Sprintf("Left and right: %d of the %d pairs of opponents are met as often on the left as on the right; %d are met more often on one side.", c.SidesEven, met, c.SidesUneven)
}

// compareWords says how the schedule meets the fourth criterion.
func (c IndividualCheck) compareWords() string {
	cmp := c.ComparedEven + c.ComparedUneven
	switch {
	case c.TwoFields:
		return "Same boards at other tables: two fields: each player is compared only with the players of his own direction, who always hold the same cards, as in a Mitchell."
	case cmp == 0:
		return "Same boards at other tables: no two players play the same boards at different tables."
	case c.ComparedUneven == 0:
		return fmt.Sprintf("Same boards at other tables: every two players who play the same boards at different tables (%d pairs) hold the same cards on half of them and the other cards on the other half (within one set).", cmp)
	}
	return fmt.Sprintf("Same boards at other tables: %d of the %d pairs of players who play the same boards at different tables hold the same cards on half of them; %d mostly hold the same cards, or mostly the other cards.", c.ComparedEven, cmp, c.ComparedUneven)
}

// directionWords says how evenly each player holds each direction, and
// how many boards each plays.
func (c IndividualCheck) directionWords() string {
	boards := fmt.Sprintf("every player plays %d boards", c.MaxBoards)
	if c.MinBoards != c.MaxBoards {
		boards = fmt.Sprintf("players play %d to %d boards (sit-outs)", c.MinBoards, c.MaxBoards)
	}
	if c.TwoFields {
		return fmt.Sprintf("Directions: every player keeps the cards of his line all session; the North-South and East-West players are ranked apart; %s.", boards)
	}
	if c.DirectionsUneven == 0 {
		return fmt.Sprintf("Directions: every player holds North-South in as many rounds as East-West (within one); %s.", boards)
	}
	return fmt.Sprintf("Directions: %d of the %d players hold one direction more often than the other (by more than a round); %s.", c.DirectionsUneven, c.Players, boards)
}
