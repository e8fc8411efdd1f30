package movements

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// swissPairsEvent plays a Swiss pairs: each round drawn from the
// standings scored so far, every table playing the round's boards
// (duplicated) with random results, each board matchpointed across the
// field and each pair's percentage turned into VPs on the EBU's table.
type swissPairsEvent struct {
	rng    *rand.Rand
	boards int // a round's
	s      scoring.SwissPairsSession
	st     *scoring.SwissPairsStandings
	draws  []*Draw
	before [][]Standing
}

func newSwissPairsEvent(seed uint64, pairs, boards int) *swissPairsEvent {
	e := &swissPairsEvent{rng: rand.New(rand.NewPCG(seed, 37)), boards: boards}
	e.s.Byes = map[int]string{}
	for i := 1; i <= pairs; i++ {
		e.s.Pairs = append(e.s.Pairs, scoring.Pair{ID: fmt.Sprint(i)})
	}
	return e
}

// standings are the draw's standings before the next round.
func (e *swissPairsEvent) standings() []Standing {
	if e.st == nil || len(e.st.Rounds) == 0 {
		out := make([]Standing, len(e.s.Pairs))
		for i, p := range e.s.Pairs {
			out[i] = Standing{ID: p.ID, Score: new(big.Rat)}
		}
		return out
	}
	return StandingsForDraw(e.st.Final())
}

// play draws round r, plays it and scores the event so far.
func (e *swissPairsEvent) play(t testing.TB, r int) *Draw {
	st := e.standings()
	d, err := SwissDraw(r, st)
	if err != nil {
		t.Fatal(err)
	}
	e.draws, e.before = append(e.draws, d), append(e.before, st)
	for _, tb := range d.Tables {
		for b := 1; b <= e.boards; b++ {
			board := (r-1)*e.boards + b
			e.s.Lines = append(e.s.Lines, scoring.Line{Round: r, Table: tb.Table, Board: board, NS: tb.Home, EW: tb.Away,
				Kind: scoring.Played, Score: 10 * (e.rng.IntN(60) - 30)})
		}
	}
	if d.Bye != "" {
		e.s.Byes[r] = d.Bye
	}
	if e.st, err = scoring.ScoreSwissPairs(&e.s); err != nil {
		t.Fatal(err)
	}
	return d
}

// perfect says whether the competitors left can all be drawn without a
// rematch: a search for a perfect matching in the graph of who may meet.
func perfect(left []string, met map[[2]string]bool) bool {
	if len(left) == 0 {
		return true
	}
	a := left[0]
	for i := 1; i < len(left); i++ {
		if met[[2]string{a, left[i]}] {
			continue
		}
		rest := append(append([]string{}, left[1:i]...), left[i+1:]...)
		if perfect(rest, met) {
			return true
		}
	}
	return false
}

// checkScoreGroups holds a draw to the Swiss rule: no rematch while one
// can be avoided, and each table's higher placed pair meets the highest
// placed pair still to draw it has not met, unless the rest could then
// not be drawn without a rematch.
func checkScoreGroups(t *testing.T, what string, st []Standing, d *Draw) {
	t.Helper()
	met := map[[2]string]bool{}
	place := map[string]int{}
	for i, c := range st {
		place[c.ID] = i
		for _, o := range c.Met {
			met[[2]string{c.ID, o}], met[[2]string{o, c.ID}] = true, true
		}
	}
	if d.Rematches != 0 {
		t.Fatalf("%s: %d rematches where none is needed", what, d.Rematches)
	}
	drawn := map[string]bool{d.Bye: true}
	for _, tb := range d.Tables {
		var left []string
		for _, c := range st {
			if !drawn[c.ID] && c.ID != tb.Home {
				left = append(left, c.ID)
			}
		}
		for _, c := range left {
			if c == tb.Away {
				break
			}
			if met[[2]string{tb.Home, c}] {
				continue
			}
			var rest []string
			for _, x := range left {
				if x != c {
					rest = append(rest, x)
				}
			}
			if perfect(rest, met) {
				t.Fatalf("%s: table %d: %s (place %d) meets %s (place %d) though %s (place %d), not yet met, could be drawn\n%s",
					what, tb.Table, tb.Home, place[tb.Home]+1, tb.Away, place[tb.Away]+1, c, place[c]+1, strings.Join(d.Explain, "\n"))
			}
		}
		drawn[tb.Home], drawn[tb.Away] = true, true
	}
}

// Swiss pairs over random events: 6 rounds of 40 pairs (and of 41, with
// byes), each round drawn from the standings the rounds before scored:
// no rematch is ever drawn, and the score groups are respected.
func TestSwissPairsEventProperties(t *testing.T) {
	for trial := range 12 {
		n := 40 + trial%2
		e := newSwissPairsEvent(uint64(trial), n, 3)
		byes := map[string]int{}
		for r := 1; r <= 6; r++ {
			before := e.standings()
			d := e.play(t, r)
			checkScoreGroups(t, fmt.Sprintf("event %d (%d pairs) round %d", trial, n, r), before, d)
			if d.Bye != "" {
				byes[d.Bye]++
				if byes[d.Bye] > 1 {
					t.Fatalf("event %d round %d: %s has a second bye", trial, r, d.Bye)
				}
			}
		}
		// Every round's VPs at a table add up to 20 (no adjusted scores).
		for _, round := range e.st.Rounds {
			for _, m := range round.Matches {
				if new(big.Rat).Add(m.VPs[0], m.VPs[1]).Cmp(big.NewRat(20, 1)) != 0 {
					t.Fatalf("round %d: %s", round.Round, m.Words(scoring.Matchpoints))
				}
			}
		}
	}
}

// A score corrected after later rounds were drawn: the draws are checked
// against the corrected standings, and those that would have differed
// are said; a correction that moves nobody changes no draw.
func TestSwissPairsCorrection(t *testing.T) {
	e := newSwissPairsEvent(7, 16, 2)
	for r := 1; r <= 4; r++ {
		e.play(t, r)
	}
	recheck := func() []DrawChange {
		var before [][]Standing
		for r := 1; r <= 4; r++ {
			if r == 1 {
				before = append(before, e.before[0])
				continue
			}
			before = append(before, StandingsForDraw(e.st.Rounds[r-2].After))
		}
		changes, err := CheckDraws(e.draws, before)
		if err != nil {
			t.Fatal(err)
		}
		return changes
	}
	if got := recheck(); len(got) != 0 {
		t.Fatalf("nothing corrected, yet %v", got[0].Words)
	}
	// Round 1, table 1's first board was entered the wrong way round.
	for i := range e.s.Lines {
		if e.s.Lines[i].Round == 1 && e.s.Lines[i].Table == 1 {
			e.s.Lines[i].Score = -e.s.Lines[i].Score - 1000
		}
	}
	var err error
	if e.st, err = scoring.ScoreSwissPairs(&e.s); err != nil {
		t.Fatal(err)
	}
	changes := recheck()
	if len(changes) == 0 || changes[0].Round != 2 {
		t.Fatalf("a corrected round 1 changes round 2's draw: %+v", changes)
	}
	c := changes[0]
	if len(c.Moved) < 2 || !strings.HasPrefix(c.Words, "Round 2 would have been drawn otherwise: ") || !strings.Contains(c.Words, " would have met ") {
		t.Errorf("change %+v", c)
	}
	for _, id := range c.Moved {
		if c.Made.opponents()[id] == c.Now.opponents()[id] {
			t.Errorf("%s listed as moved, but meets %s in both", id, c.Now.opponents()[id])
		}
	}
}

func TestCheckDrawsRefuses(t *testing.T) {
	if _, err := CheckDraws([]*Draw{{Round: 1}}, nil); err == nil {
		t.Error("one draw and no standings accepted")
	}
}

// BenchmarkSwissPairsDraw500 draws round 7 of a Swiss pairs of 500 pairs,
// the six rounds before played and scored (3 boards a round, EBU VPs).
func BenchmarkSwissPairsDraw500(b *testing.B) {
	e := newSwissPairsEvent(500, 500, 3)
	for r := 1; r <= 6; r++ {
		e.play(b, r)
	}
	st := e.standings()
	b.ResetTimer()
	for b.Loop() {
		if _, err := SwissDraw(7, st); err != nil {
			b.Fatal(err)
		}
	}
}
