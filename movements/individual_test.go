package movements

import (
	"bridgescore/scoring"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func published(t *testing.T, id string) *Individual {
	t.Helper()
	for i := range publishedIndividuals {
		if publishedIndividuals[i].ID == id {
			return publishedIndividuals[i].individual(0)
		}
	}
	t.Fatalf("no schedule %s", id)
	return nil
}

// Each published schedule passes the checker with the figures its author
// states.
func TestPublishedIndividualsMeetTheirClaims(t *testing.T) {
	// ACBL club note: "every player partners every other player exactly
	// once and opposes every other exactly twice"; Pain: "does not satisfy
	// criterion 3".
	acbl := CheckIndividual(published(t, "individual-2t-7r-acbl"))
	wantTally(t, "acbl partners", acbl.Partners, Tally{1: 28})
	wantTally(t, "acbl opponents", acbl.Opponents, Tally{2: 28})
	if !acbl.OK || acbl.Meets != [4]bool{true, true, false, true} || acbl.SidesUneven == 0 {
		t.Errorf("acbl: OK %v meets %v sides uneven %d", acbl.OK, acbl.Meets, acbl.SidesUneven)
	}
	// bridgescorer: 2 tables, 8 players, 21 boards.
	bs := published(t, "individual-2t-7r-bridgescorer")
	bsc := CheckIndividual(bs)
	if bs.Players != 8 || bs.Tables != 2 || bsc.MinBoards != 21 || bsc.MaxBoards != 21 || !bsc.OK {
		t.Errorf("bridgescorer: %d players, %d tables, %d–%d boards, OK %v", bs.Players, bs.Tables, bsc.MinBoards, bsc.MaxBoards, bsc.OK)
	}
	// admatis: 12 players, 11 rounds, 22 boards, one set of boards.
	ad := published(t, "individual-3t-11r-admatis")
	adc := CheckIndividual(ad)
	if ad.Players != 12 || ad.Rounds != 11 || ad.TotalBoards() != 22 || adc.MinBoards != 22 || adc.MaxBoards != 22 || len(adc.Findings) != 0 {
		t.Errorf("admatis: %d players, %d rounds, %d boards dealt, %d–%d played, findings %v", ad.Players, ad.Rounds, ad.TotalBoards(), adc.MinBoards, adc.MaxBoards, adc.Findings)
	}
	wantTally(t, "admatis partners", adc.Partners, Tally{1: 66})
}

// The cyclic whist schedules, Ruter's and those found here, are whist
// tournaments: every two players partner once and oppose twice.
func TestWhistSchedules(t *testing.T) {
	for _, p := range publishedIndividuals {
		if p.Modulus == 0 || p.ID == "individual-3t-11r-admatis" {
			continue
		}
		m := p.individual(0)
		c := CheckIndividual(m)
		pairs := m.Players * (m.Players - 1) / 2
		wantTally(t, p.ID+" partners", c.Partners, Tally{1: pairs})
		wantTally(t, p.ID+" opponents", c.Opponents, Tally{2: pairs})
		if !c.OK || !c.Meets[0] || !c.Meets[1] || m.Rounds != m.Players-1 {
			t.Errorf("%s: OK %v, meets %v, %d rounds", p.ID, c.OK, c.Meets, m.Rounds)
		}
		if len(c.Findings) != 1 || !strings.Contains(c.Findings[0].Message, "barometer") {
			t.Errorf("%s: findings %v, want the barometer's only", p.ID, c.Findings)
		}
	}
}

// The Rainbow as Baron Barclay and Pain describe it: in T rounds each
// North partners each South once and each East each West once; each
// player meets each player of the other direction once as an opponent and
// plays every set once; North never moves.
func TestRainbow(t *testing.T) {
	for _, T := range []int{5, 7, 11, 13, 25} {
		m, err := Rainbow(T, 2)
		if err != nil {
			t.Fatal(err)
		}
		c := CheckIndividual(m)
		if !c.OK || len(c.Findings) != 0 || !c.TwoFields || m.OneField() {
			t.Fatalf("%d tables: OK %v, findings %v, two fields %v", T, c.OK, c.Findings, c.TwoFields)
		}
		wantTally(t, fmt.Sprint(T, " partners"), c.Partners, Tally{1: 2 * T * T, 0: 4*T*(4*T-1)/2 - 2*T*T})
		wantTally(t, fmt.Sprint(T, " across"), c.OpponentsAcross, Tally{1: 4 * T * T})
		if c.MinBoards != 2*T || c.MaxBoards != 2*T || c.MinPartners != T || c.MaxPartners != T {
			t.Errorf("%d tables: boards %d–%d, partners %d–%d", T, c.MinBoards, c.MaxBoards, c.MinPartners, c.MaxPartners)
		}
		line := func(p int) int { return (p - 1) / T } // 0 N, 1 E, 2 S, 3 W
		for _, f := range m.Schedule {
			if f.At(scoring.North) != f.Table {
				t.Fatalf("%d tables, round %d: North at table %d is %d", T, f.Round, f.Table, f.At(scoring.North))
			}
			for i, s := range scoring.Seats {
				if line(f.At(s)) != i {
					t.Fatalf("%d tables: player %d sits %s", T, f.At(s), s.Name())
				}
			}
		}
	}
	for _, T := range []int{2, 3, 4, 6, 9, 15} {
		if _, err := Rainbow(T, 2); err == nil {
			t.Errorf("Rainbow(%d) accepted", T)
		}
	}
}

// The moves the Rainbow is published with: South up one table, East up
// two, West down two, the boards down one.
func TestRainbowMoves(t *testing.T) {
	m, _ := Rainbow(7, 3)
	where := map[[2]int][2]int{} // round, player -> table, seat index
	setAt := map[[2]int]int{}    // round, set -> table
	for _, f := range m.Schedule {
		for i, p := range f.Players {
			where[[2]int{f.Round, p}] = [2]int{f.Table, i}
		}
		setAt[[2]int{f.Round, f.Set}] = f.Table
	}
	step := map[scoring.Seat]int{scoring.North: 0, scoring.East: 2, scoring.South: 1, scoring.West: -2}
	for r := 1; r < m.Rounds; r++ {
		for p := 1; p <= m.Players; p++ {
			a, b := where[[2]int{r, p}], where[[2]int{r + 1, p}]
			s := scoring.Seats[a[1]]
			if b[1] != a[1] || b[0] != mod1(a[0]+step[s], 7) {
				t.Fatalf("round %d: player %d (%s) goes from table %d to %d", r, p, s.Name(), a[0], b[0])
			}
		}
		for set := 1; set <= m.BoardSets; set++ {
			if setAt[[2]int{r + 1, set}] != mod1(setAt[[2]int{r, set}]-1, 7) {
				t.Fatalf("round %d: set %d does not move down one table", r, set)
			}
		}
	}
}

func wantTally(t *testing.T, what string, got, want Tally) {
	t.Helper()
	clean := Tally{}
	for k, n := range got {
		if n != 0 {
			clean[k] = n
		}
	}
	if !reflect.DeepEqual(clean, want) {
		t.Errorf("%s: %v, want %v", what, clean, want)
	}
}

// The checker finds what makes a schedule unplayable.
func TestCheckIndividualFindsFaults(t *testing.T) {
	base, _ := Rainbow(5, 2)
	cases := []struct {
		name   string
		break_ func(m *Individual)
		want   string
	}{
		{"seated twice", func(m *Individual) { m.Schedule[1].Players[0] = m.Schedule[0].Players[0] }, "seated twice in round 1"},
		{"set twice", func(m *Individual) { m.Schedule[5].Set = m.Schedule[0].Set }, "plays board set 1 twice"},
		{"table twice", func(m *Individual) { m.Schedule[1].Table = 1 }, "round 1, table 1 is listed twice"},
		{"unknown player", func(m *Individual) { m.Schedule[0].Players[2] = 99 }, "player 99 in the South seat is not one of the players"},
		{"never plays", func(m *Individual) { m.Players = 21 }, "player 21 never plays"},
	}
	for _, c := range cases {
		m := *base
		m.Schedule = append([]Foursome(nil), base.Schedule...)
		c.break_(&m)
		got := CheckIndividual(&m)
		if got.OK || !strings.Contains(fmt.Sprint(got.Findings), c.want) {
			t.Errorf("%s: OK %v, findings %v, want %q", c.name, got.OK, got.Findings, c.want)
		}
	}
}

// A player short: the table he is due at sits out; the others play
// fewer boards, and nobody meets the missing player.
func TestIndividualPlayerShort(t *testing.T) {
	m, err := NewIndividual(IndividualOptions{Tables: 5, Players: 19, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(m.Missing, []int{20}) {
		t.Fatalf("missing %v, want [20] (the highest number that moves)", m.Missing)
	}
	c := CheckIndividual(m)
	if !c.OK || c.Players != 19 || c.MinBoards != 8 || c.MaxBoards != 10 {
		t.Errorf("OK %v, %d players, %d–%d boards", c.OK, c.Players, c.MinBoards, c.MaxBoards)
	}
	sitOuts := 0
	for _, f := range m.Schedule {
		if m.SitsOut(f) {
			sitOuts++
		}
	}
	if sitOuts != m.Rounds {
		t.Errorf("%d tables sit out, want one a round", sitOuts)
	}
	// A whist schedule with its stationary player: the one short moves.
	w, _ := NewIndividual(IndividualOptions{Tables: 4, Players: 14})
	if !reflect.DeepEqual(w.Missing, []int{14, 15}) {
		t.Errorf("whist missing %v, want [14 15]", w.Missing)
	}
	for _, bad := range []int{12, 17} {
		if _, err := NewIndividual(IndividualOptions{Tables: 4, Players: bad}); err == nil {
			t.Errorf("%d players at 4 tables accepted", bad)
		}
	}
}

// Fewer rounds than the schedule's: nobody partners twice.
func TestIndividualFewerRounds(t *testing.T) {
	for _, tables := range IndividualSizes(13) {
		full, err := NewIndividual(IndividualOptions{Tables: tables})
		if err != nil {
			t.Fatalf("%d tables: %v", tables, err)
		}
		for r := 1; r <= full.Rounds; r++ {
			m, err := NewIndividual(IndividualOptions{Tables: tables, Rounds: r})
			if err != nil {
				t.Fatal(err)
			}
			c := CheckIndividual(m)
			if !c.OK || !c.Meets[0] || m.Rounds != r || m.FullRounds != full.Rounds {
				t.Fatalf("%d tables, %d rounds: OK %v meets %v", tables, r, c.OK, c.Meets)
			}
		}
	}
	if _, err := NewIndividual(IndividualOptions{Tables: 5, Rounds: 6}); err == nil {
		t.Error("6 rounds of a 5-round Rainbow accepted")
	}
	if _, err := NewIndividual(IndividualOptions{Tables: 9}); err == nil {
		t.Error("9 tables accepted")
	}
}

// Guide cards: a player's partner has him as partner; each table's words
// send each player to where the next round seats him.
func TestIndividualGuideCards(t *testing.T) {
	m, _ := NewIndividual(IndividualOptions{Tables: 3, Players: 11})
	routes := m.PlayerRoutes()
	if len(routes) != 11 {
		t.Fatalf("%d routes", len(routes))
	}
	step := map[[2]int]PlayerStep{}
	for _, r := range routes {
		if len(r.Steps) != m.Rounds {
			t.Fatalf("player %d has %d steps", r.Player, len(r.Steps))
		}
		for _, s := range r.Steps {
			step[[2]int{s.Round, r.Player}] = s
		}
	}
	for k, s := range step {
		if p, ok := step[[2]int{k[0], s.Partner}]; ok && p.Partner != k[1] {
			t.Fatalf("round %d: %d partners %d, who partners %d", k[0], k[1], s.Partner, p.Partner)
		}
	}
	for _, card := range m.TableCards() {
		for _, r := range card.Rounds {
			for i, p := range r.Players {
				if m.IsMissing(p) || r.Round == m.Rounds {
					continue
				}
				next := step[[2]int{r.Round + 1, p}]
				want := fmt.Sprintf("Table %d %s", next.Table, next.Seat.Name())
				if next.Table == card.Table && next.Seat == scoring.Seats[i] {
					want = "stay"
				}
				if !strings.HasPrefix(r.Next[i], want) {
					t.Fatalf("table %d round %d: player %d: %q, want %q", card.Table, r.Round, p, r.Next[i], want)
				}
			}
		}
	}
	if got := step[[2]int{1, 1}].Words(); got != "Round 1: table 1 South, partner 12, against 10 and 5, boards 1–2" {
		t.Errorf("words %q", got)
	}
}

func ExampleCheckIndividual() {
	m, _ := Rainbow(5, 2)
	for _, w := range CheckIndividual(m).Words[:3] {
		fmt.Println(w)
	}
	// Output:
	// Meets criteria 1 (partners), 2 (opponents) and 3 (left and right); not 4 (the same boards).
	// Partners: no two players partner each other twice; each player partners 5 players of his own direction once, as the movement's two fields allow.
	// Opponents: every player meets every player of the other direction as an opponent once: balanced across the two fields (players of the same direction never oppose each other).
}

func ExampleIndividual_Describe() {
	m, _ := NewIndividual(IndividualOptions{Tables: 2, Rounds: 3, BoardsPerRound: 4})
	fmt.Println(m.Describe())
	// Output:
	// 2 tables, 8 players, 7 rounds, both tables sharing each round's boards (ACBL club note): 8 players, 3 of its 7 rounds of 4 boards
}

// A player short at two tables leaves the other table alone on every
// board: refused, since a board played once cannot be matchpointed; at
// three tables and more the boards are still compared.
func TestPlayerShortNeedsBoardsCompared(t *testing.T) {
	if _, err := NewIndividual(IndividualOptions{Tables: 2, Players: 7}); err == nil || !strings.Contains(err.Error(), "one table only") {
		t.Errorf("7 players at 2 tables: %v", err)
	}
	for _, c := range []struct{ tables, players int }{{3, 11}, {4, 15}, {5, 19}, {7, 26}} {
		m, err := NewIndividual(IndividualOptions{Tables: c.tables, Players: c.players})
		if err != nil {
			t.Errorf("%d players at %d tables: %v", c.players, c.tables, err)
			continue
		}
		if once := m.setsPlayedOnce(); len(once) > 0 {
			t.Errorf("%d players at %d tables: sets %v played once", c.players, c.tables, once)
		}
	}
}

// Fewer rounds than the schedule's deal only the sets those rounds play:
// the 2-table schedule plays a fresh set each round, the Rainbow all its
// sets from the first round.
func TestTruncatedScheduleDealsItsSets(t *testing.T) {
	for _, c := range []struct{ tables, rounds, boards int }{{2, 3, 12}, {2, 7, 28}, {5, 3, 25}} {
		m, err := NewIndividual(IndividualOptions{Tables: c.tables, Rounds: c.rounds})
		if err != nil {
			t.Fatal(err)
		}
		if got := m.TotalBoards(); got != c.boards || len(m.SetsInPlay()) != m.BoardSets {
			t.Errorf("%d tables, %d rounds: %d boards to deal (%d sets in play of %d), want %d", c.tables, c.rounds, got, len(m.SetsInPlay()), m.BoardSets, c.boards)
		}
	}
}
