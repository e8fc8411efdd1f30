package movements

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// wordsKinds is one movement of every kind the words must cover, by name.
func wordsKinds(t *testing.T) map[string]*Movement {
	t.Helper()
	out := map[string]*Movement{}
	add := func(name string, m *Movement, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out[name] = m
	}
	m, err := NewMitchell(MitchellOptions{Tables: 7})
	add("Mitchell, odd tables", m, err)
	m, err = NewMitchell(MitchellOptions{Tables: 8, Even: Skip})
	add("skip Mitchell", m, err)
	m, err = NewMitchell(MitchellOptions{Tables: 8, Even: Relay})
	add("relay-and-bye Mitchell", m, err)
	m, err = NewMitchell(MitchellOptions{Tables: 7, ArrowSwitch: 2})
	add("arrow-switched Mitchell", m, err)
	m, err = NewMitchell(MitchellOptions{Tables: 6, Half: true})
	add("relay Mitchell, half table", m, err)
	m, err = NewMitchell(MitchellOptions{Tables: 9, Half: true, ArrowSwitch: 1})
	add("Mitchell, half table, arrow switch", m, err)
	m, err = NewHesitation(HesitationOptions{Tables: 7})
	add("hesitation Mitchell", m, err)
	m, err = NewHesitation(HesitationOptions{Tables: 5, Half: true})
	add("hesitation Mitchell, half table", m, err)
	m, err = NewHowell(HowellOptions{Tables: 7})
	add("Howell", m, err)
	m, err = NewHowell(HowellOptions{Tables: 5, Half: true})
	add("Howell, half table", m, err)
	m, err = NewHowell(HowellOptions{Tables: 3})
	add("Howell with shared boards", m, err)
	m, err = NewHowell(HowellOptions{Tables: 6, Rounds: 8})
	add("¾ Howell", m, err)
	plans, err := SuggestSections(54, 26)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range plans[0].Sections {
		add("section "+s.Letter, s.Movement, nil)
	}
	return out
}

// schedule read plainly, as a director reads the printed schedule: who
// sits where in each round, and which rounds and tables each set is at.
type readSchedule struct {
	m     *Movement
	seats map[int]map[PairID]Slot // round -> pair -> its slot
	sets  map[int][]Slot          // set -> its slots
}

func readPlainly(m *Movement) readSchedule {
	rs := readSchedule{m: m, seats: map[int]map[PairID]Slot{}, sets: map[int][]Slot{}}
	for _, s := range m.Schedule {
		if rs.seats[s.Round] == nil {
			rs.seats[s.Round] = map[PairID]Slot{}
		}
		rs.seats[s.Round][s.NS], rs.seats[s.Round][s.EW] = s, s
		rs.sets[s.Set] = append(rs.sets[s.Set], s)
	}
	return rs
}

// seat is where pair p sits in round r: its table and direction, whether
// that is a sit-out, and ok false when it has no seat in that round.
func (rs readSchedule) seat(p PairID, r int) (table int, dir string, sitOut, ok bool) {
	s, ok := rs.seats[r][p]
	if !ok {
		return 0, "", false, false
	}
	dir = NS
	if s.EW == p {
		dir = EW
	}
	return s.Table, dir, rs.m.IsPhantom(s.NS) || rs.m.IsPhantom(s.EW), true
}

// boards is where a set goes after round r: the tables holding it in
// round r+1, or the first table holding it in a later round (relay), or
// nowhere.
func (rs readSchedule) boards(set, r int) (next []int, then int) {
	later := 0
	for _, s := range rs.sets[set] {
		switch {
		case s.Round <= r:
		case s.Round == r+1:
			next = append(next, s.Table)
		case later == 0 || s.Round < later || (s.Round == later && s.Table < then):
			later, then = s.Round, s.Table
		}
	}
	slices.Sort(next)
	return next, then
}

var tableNamed = regexp.MustCompile(`tables? ([A-Z]?\d+)(?:(?:, | and )([A-Z]?\d+))*`)
var tableNumber = regexp.MustCompile(`[A-Z]?\d+`)

// tablesIn lists the tables a clause names, in order.
func tablesIn(clause string) []string {
	var out []string
	for _, run := range tableNamed.FindAllString(clause, -1) {
		out = append(out, tableNumber.FindAllString(run, -1)...)
	}
	return out
}

// clauses splits a page's next-round words into one clause per pair and one
// for the boards.
func clauses(t *testing.T, words string) []string {
	t.Helper()
	if !strings.HasPrefix(words, "Next round: ") || !strings.HasSuffix(words, ".") {
		t.Fatalf("words %q", words)
	}
	return strings.Split(strings.TrimSuffix(strings.TrimPrefix(words, "Next round: "), "."), "; ")
}

func checkPairWords(t *testing.T, rs readSchedule, s Slot, p PairID, sat string, n NextRound, cs []string, where string) {
	t.Helper()
	m := rs.m
	var mine []string
	for _, c := range cs {
		if strings.HasPrefix(c, "pair "+p.String()+" ") {
			mine = append(mine, c)
		}
	}
	if len(mine) != 1 {
		t.Errorf("%s: pair %s told %q", where, p, mine)
		return
	}
	c := mine[0]
	card := n.NS.Words(s.Table, NS)
	if sat == EW {
		card = n.EW.Words(s.Table, EW)
	}
	table, dir, sitOut, ok := rs.seat(p, s.Round+1)
	if !ok {
		// A late change took the round off the schedule: the pair sits
		// out, or has left when it has no later round.
		want, wantCard := "pair "+p.String()+" has finished", "end"
		for r := s.Round + 2; r <= m.Rounds; r++ {
			if _, _, _, later := rs.seat(p, r); later {
				want, wantCard = "pair "+p.String()+" sits out", "sit out"
			}
		}
		if c != want || card != wantCard {
			t.Errorf("%s: pair %s has no seat next round, told %q (card %q)", where, p, c, card)
		}
		return
	}
	stays := table == s.Table && dir == sat
	if got, want := tablesIn(c), []string{m.Section + fmt.Sprint(table)}; !slices.Equal(got, want) {
		t.Errorf("%s: pair %s told %q: tables %v, the schedule says %v", where, p, c, got, want)
	}
	other := map[string]string{NS: "East-West", EW: "North-South"}[dir]
	if !strings.Contains(c, directionWords[dir]) || strings.Contains(c, other) {
		t.Errorf("%s: pair %s told %q, the schedule seats it %s", where, p, c, dir)
	}
	if strings.Contains(c, "stays") == strings.Contains(c, " to table") || strings.Contains(c, "stays") != stays {
		t.Errorf("%s: pair %s told %q; stays is %v", where, p, c, stays)
	}
	if strings.Contains(c, "(sit out)") != sitOut {
		t.Errorf("%s: pair %s told %q; sits out is %v", where, p, c, sitOut)
	}
	want := fmt.Sprintf("Table %d %s", table, dir)
	if stays && !sitOut {
		want = "stay"
	}
	if !strings.HasPrefix(card, want) || strings.Contains(card, "sit out") != sitOut {
		t.Errorf("%s: pair %s's card says %q, the schedule says %s", where, p, card, want)
	}
}

func checkBoardWords(t *testing.T, rs readSchedule, s Slot, n NextRound, c, where string) {
	t.Helper()
	m := rs.m
	_, _, card := n.CardWords()
	next, then := rs.boards(s.Set, s.Round)
	var want []string
	var wantCard string
	switch {
	case len(next) > 0:
		var nums []string
		for _, t := range next {
			want = append(want, m.Section+fmt.Sprint(t))
			nums = append(nums, fmt.Sprint(t))
		}
		wantCard = "Table " + strings.Join(nums, "+")
	case then > 0:
		want, wantCard = []string{m.Section + fmt.Sprint(then)}, fmt.Sprintf("relay, then T%d", then)
	default:
		wantCard = "collect"
	}
	if got := tablesIn(c); !slices.Equal(got, want) || card != wantCard {
		t.Errorf("%s: boards %v told %q (card %q); the schedule sends set %d to %v (relay then %d)", where, n.Boards, c, card, s.Set, next, then)
	}
	if !strings.Contains(c, rangeText(m.Boards(s.Set))) || strings.Contains(c, "relay") != (len(next) == 0 && then > 0) {
		t.Errorf("%s: boards told %q", where, c)
	}
}

// Every pair of every table, after every round, is told the table and the
// direction the schedule gives it next round, never both that it stays
// and that it moves; the boards are sent where the schedule plays them.
func TestNextRoundWordsFollowTheSchedule(t *testing.T) {
	all := wordsKinds(t)
	for name, m := range offered(t) {
		all[name] = m
	}
	for name, m := range all {
		checkNextRounds(t, name, m)
	}
}

func checkNextRounds(t *testing.T, name string, m *Movement) {
	t.Helper()
	rs := readPlainly(m)
	var lines []GuideRound
	for _, c := range m.TableCards() {
		lines = append(lines, c.Rounds...)
	}
	if len(lines) != len(m.Schedule) {
		t.Fatalf("%s: %d lines on the cards for %d table-rounds", name, len(lines), len(m.Schedule))
	}
	for i, line := range lines {
		n := line.Next
		s := rs.seats[line.Round][line.NS]
		if s.Table != n.Table || s.Round != n.Round {
			t.Fatalf("%s: a card's line for table %d round %d is for %+v", name, n.Table, n.Round, s)
		}
		if i%m.Tables == 0 {
			// The page's words are the card's.
			if page, ok := m.NextRound(s.Round, s.Table); !ok || !reflect.DeepEqual(page, n) {
				t.Errorf("%s: table %d round %d: card %+v, page %+v", name, s.Table, s.Round, n, page)
			}
		}
		where := fmt.Sprintf("%s, table %d after round %d", name, s.Table, s.Round)
		if s.Round == m.Rounds {
			ns, ew, boards := n.CardWords()
			if n.Words() != "That was the last round." || boards != "collect" || (ns != "end" && ns != "") || (ew != "end" && ew != "") {
				t.Errorf("%s: %q; card %q %q %q", where, n.Words(), ns, ew, boards)
			}
			continue
		}
		cs := clauses(t, n.Words())
		for _, side := range []struct {
			p   PairID
			sat string
		}{{s.NS, NS}, {s.EW, EW}} {
			if !m.IsPhantom(side.p) {
				checkPairWords(t, rs, s, side.p, side.sat, n, cs, where)
			}
		}
		checkBoardWords(t, rs, s, n, cs[len(cs)-1], where)
	}
}

// The relay stand, shared boards, a stationary pair, a sit-out and a
// section's tables, each said as a player reads it.
func TestNextRoundWords(t *testing.T) {
	relay, _ := NewMitchell(MitchellOptions{Tables: 6, BoardsPerRound: 4})
	half, _ := NewMitchell(MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 5})
	howell, _ := NewHowell(HowellOptions{Tables: 3, BoardsPerRound: 2})
	section, _ := NewMitchell(MitchellOptions{Tables: 7, BoardsPerRound: 4})
	section.Section = "B"
	for _, c := range []struct {
		m            *Movement
		round, table int
		want         string
	}{
		{relay, 1, 2, "Next round: pair 2 NS stays at table 2, North-South; pair 2 EW to table 3, East-West; boards 5–8 to tables 1 and 6."},
		{relay, 1, 4, "Next round: pair 4 NS stays at table 4, North-South; pair 4 EW to table 5, East-West; boards 17–20 to the relay stand, then to table 3."},
		{half, 1, 4, "Next round: pair 4 NS stays at table 4, North-South; pair 4 EW to table 5, East-West (sit out); boards 16–20 to table 3."},
		{howell, 1, 1, "Next round: pair 6 stays at table 1, North-South; pair 1 to table 3, East-West; boards 1–2 to the relay stand, then to table 3."},
		{section, 2, 7, "Next round: pair 7 NS stays at table B7, North-South; pair 6 EW to table B1, East-West; boards 1–4 to table B6."},
		{section, 7, 7, "That was the last round."},
	} {
		n, _ := c.m.NextRound(c.round, c.table)
		if got := n.Words(); got != c.want {
			t.Errorf("%s, table %d after round %d:\n got %s\nwant %s", c.m.Name, c.table, c.round, got, c.want)
		}
	}
	if _, ok := relay.NextRound(9, 1); ok {
		t.Error("round 9 of 6 found")
	}
}

func ExampleMovement_NextRound() {
	m, _ := NewMitchell(MitchellOptions{Tables: 5, BoardsPerRound: 3})
	n, _ := m.NextRound(1, 3)
	fmt.Println(n.Words())
	ns, ew, boards := n.CardWords()
	fmt.Printf("NS go to %s · EW go to %s · boards to %s\n", ns, ew, boards)
	// Output:
	// Next round: pair 3 NS stays at table 3, North-South; pair 3 EW to table 4, East-West; boards 7–9 to table 2.
	// NS go to stay · EW go to Table 4 EW · boards to Table 2
}
