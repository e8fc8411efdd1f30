package movements

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// brute is every draw of small standings, found the slow way: the fewest
// rematches any bye and pairing allows, and for a given bye the
// top-down sequence of opponents' places of the best draw with that many.
type brute struct {
	placed []Standing // in order of score
	met    func(a, b int) bool
}

func newBrute(st []Standing) *brute {
	placed := slices.Clone(st)
	slices.SortStableFunc(placed, func(a, b Standing) int { return b.Score.Cmp(a.Score) })
	met := map[[2]string]bool{}
	for _, c := range placed {
		for _, o := range c.Met {
			met[[2]string{c.ID, o}], met[[2]string{o, c.ID}] = true, true
		}
	}
	return &brute{placed: placed, met: func(a, b int) bool { return met[[2]string{placed[a].ID, placed[b].ID}] }}
}

// best returns the fewest rematches over the competitors left (alive),
// and the lexicographically least top-down sequence of partners with so
// few.
func (b *brute) best(alive []bool) (int, []int) {
	first := -1
	for k, ok := range alive {
		if ok {
			first = k
			break
		}
	}
	if first < 0 {
		return 0, nil
	}
	bestR, bestSeq := 1<<30, []int(nil)
	alive[first] = false
	for j := first + 1; j < len(alive); j++ {
		if !alive[j] {
			continue
		}
		alive[j] = false
		r, seq := b.best(alive)
		alive[j] = true
		if b.met(first, j) {
			r++
		}
		seq = append([]int{j}, seq...)
		if r < bestR || (r == bestR && slices.Compare(seq, bestSeq) < 0) {
			bestR, bestSeq = r, seq
		}
	}
	alive[first] = true
	return bestR, bestSeq
}

func (b *brute) place(id string) int {
	for k, c := range b.placed {
		if c.ID == id {
			return k
		}
	}
	return -1
}

// checkDraw holds a draw to the brute force: the fewest rematches, the
// bye to the lowest placed of those with the fewest byes unless another
// bye has fewer rematches, and the best score order for that bye.
func checkDraw(t *testing.T, what string, st []Standing, d *Draw) {
	t.Helper()
	b := newBrute(st)
	n := len(st)
	all := make([]bool, n)
	for i := range all {
		all[i] = true
	}
	// Every competitor drawn once.
	seen := map[string]int{}
	for _, tb := range d.Tables {
		seen[tb.Home]++
		seen[tb.Away]++
		if b.place(tb.Home) > b.place(tb.Away) {
			t.Fatalf("%s: table %d's home %s is placed below %s", what, tb.Table, tb.Home, tb.Away)
		}
		if tb.Rematch != b.met(b.place(tb.Home), b.place(tb.Away)) {
			t.Fatalf("%s: table %d rematch flag wrong", what, tb.Table)
		}
	}
	if d.Bye != "" {
		seen[d.Bye]++
	}
	for _, c := range st {
		if seen[c.ID] != 1 {
			t.Fatalf("%s: %s drawn %d times", what, c.ID, seen[c.ID])
		}
	}
	// The fewest rematches over every bye.
	minR, byeR := 1<<30, map[int]int{}
	if n%2 == 0 {
		minR, _ = b.best(all)
	} else {
		for k := range n {
			all[k] = false
			r, _ := b.best(all)
			all[k] = true
			byeR[k] = r
			minR = min(minR, r)
		}
	}
	if d.Rematches != minR {
		t.Fatalf("%s: %d rematches, the fewest possible is %d\n%s", what, d.Rematches, minR, strings.Join(d.Explain, "\n"))
	}
	if n%2 == 1 {
		fewest := b.placed[0].Byes
		for _, c := range b.placed {
			fewest = min(fewest, c.Byes)
		}
		want := -1
		for k := n - 1; k >= 0 && want < 0; k-- {
			if b.placed[k].Byes == fewest && byeR[k] == minR {
				want = k
			}
		}
		for k := n - 1; k >= 0 && want < 0; k-- {
			if byeR[k] == minR {
				want = k
			}
		}
		if got := b.place(d.Bye); got != want {
			t.Fatalf("%s: bye to %s (place %d), want place %d", what, d.Bye, got, want)
		}
		all[want] = false
	}
	_, seq := b.best(all)
	var got []int
	for _, tb := range d.Tables {
		got = append(got, b.place(tb.Away))
	}
	if !slices.Equal(got, seq) {
		t.Fatalf("%s: draw %v, the best in score order is %v\n%s", what, got, seq, strings.Join(d.Explain, "\n"))
	}
}

// randomStandings makes n competitors with random scores (ties common),
// random meetings (dense when dense) and random byes.
func randomStandings(rng *rand.Rand, n int, dense bool) []Standing {
	st := make([]Standing, n)
	for i := range st {
		st[i] = Standing{ID: fmt.Sprint(i + 1), Score: big.NewRat(int64(rng.IntN(8)), 2), Byes: rng.IntN(2)}
	}
	p := 0.2
	if dense {
		p = 0.7
	}
	for i := range st {
		for j := i + 1; j < n; j++ {
			if rng.Float64() < p {
				st[i].Met = append(st[i].Met, st[j].ID)
				st[j].Met = append(st[j].Met, st[i].ID)
			}
		}
	}
	return st
}

// TestSwissDrawProperties: over random standings of 2 to 11, sparse and
// dense in past meetings, every draw has the fewest rematches any draw
// has, the fairest bye, and the score order as closely as that allows.
func TestSwissDrawProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 3))
	for trial := range 1500 {
		n := 2 + rng.IntN(10)
		st := randomStandings(rng, n, trial%3 == 0)
		d, err := SwissDraw(1, st)
		if err != nil {
			t.Fatal(err)
		}
		checkDraw(t, fmt.Sprintf("trial %d (%d)", trial, n), st, d)
	}
}

// TestSwissEventProperties plays whole Swiss events of up to 12 teams
// with random results, drawing each round from the standings, until
// every team has met every other: each draw is checked, and no rematch
// is drawn while the teams can still all meet new opponents.
func TestSwissEventProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 4))
	for trial := range 60 {
		n := 3 + rng.IntN(10)
		st := make([]Standing, n)
		for i := range st {
			st[i] = Standing{ID: fmt.Sprintf("T%d", i+1), Score: new(big.Rat)}
		}
		for round := 1; round <= n; round++ {
			d, err := SwissDraw(round, st)
			if err != nil {
				t.Fatal(err)
			}
			checkDraw(t, fmt.Sprintf("event %d (%d teams) round %d", trial, n, round), st, d)
			playRound(rng, st, d)
		}
	}
}

func TestSwissDrawExplained(t *testing.T) {
	st := []Standing{
		{ID: "1", Score: big.NewRat(40, 1), Met: []string{"2"}},
		{ID: "2", Score: big.NewRat(35, 1), Met: []string{"1"}},
		{ID: "3", Score: big.NewRat(30, 1)},
		{ID: "4", Score: big.NewRat(25, 1)},
		{ID: "5", Score: big.NewRat(20, 1), Byes: 1},
		{ID: "6", Score: big.NewRat(10, 1)},
		{ID: "7", Score: big.NewRat(5, 1)},
	}
	d, err := SwissDraw(3, st)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"Bye: 7 (5), the lowest placed without a bye.",
		"Table 1: 1 (40) v 3 (30): 1 is the highest placed still to draw, 3 the highest below it it may meet (it has met 2).",
		"Table 2: 2 (35) v 4 (25): 2 is the highest placed still to draw, 4 the next below it.",
		"Table 3: 5 (20) v 6 (10): 5 is the highest placed still to draw, 6 the next below it.",
	}
	if strings.Join(d.Explain, "\n") != strings.Join(want, "\n") {
		t.Errorf("explained:\n%s\nwant:\n%s", strings.Join(d.Explain, "\n"), strings.Join(want, "\n"))
	}
	// The director swaps 3 and 4: 1 meets 4, 2 meets 3.
	d2, err := d.Swap("3", "4", st)
	if err != nil {
		t.Fatal(err)
	}
	if d2.Tables[0].Away != "4" || d2.Tables[1].Away != "3" || d2.Rematches != 0 || !strings.Contains(d2.Explain[len(d2.Explain)-1], "3 and 4 exchanged") {
		t.Errorf("swapped: %+v %v", d2.Tables, d2.Explain)
	}
	// Swapping 2 and 3 makes table 1 a rematch, and says so.
	d3, _ := d.Swap("2", "3", st)
	if d3.Rematches != 1 || !strings.Contains(d3.Explain[len(d3.Explain)-1], "Table 1, 1 v 2, is a rematch") {
		t.Errorf("rematch by swap: %+v %v", d3.Tables, d3.Explain)
	}
	// The bye can be swapped too.
	d4, _ := d.Swap("7", "6", st)
	if d4.Bye != "6" || d4.Tables[2].Away != "7" {
		t.Errorf("bye swapped: %+v %s", d4.Tables, d4.Bye)
	}
	if _, err := d.Swap("3", "99", st); err == nil {
		t.Error("a swap with a competitor not drawn accepted")
	}
}

func TestSwissDrawRefusals(t *testing.T) {
	one := big.NewRat(1, 1)
	for _, st := range [][]Standing{
		{{ID: "1", Score: one}},
		{{ID: "1", Score: one}, {ID: "1", Score: one}},
		{{ID: "1", Score: one}, {ID: "", Score: one}},
		{{ID: "1", Score: one}, {ID: "2"}},
		{{ID: "1", Score: one, Met: []string{"1"}}, {ID: "2", Score: one}},
	} {
		if _, err := SwissDraw(1, st); err == nil {
			t.Errorf("%+v accepted", st)
		}
	}
}

// BenchmarkSwissDraw300 draws round 7 of a Swiss of 300 teams.
func BenchmarkSwissDraw300(b *testing.B) {
	rng := rand.New(rand.NewPCG(36, 5))
	st := make([]Standing, 300)
	for i := range st {
		st[i] = Standing{ID: fmt.Sprint(i + 1), Score: new(big.Rat)}
	}
	for round := 1; round <= 6; round++ {
		d, err := SwissDraw(round, st)
		if err != nil {
			b.Fatal(err)
		}
		playRound(rng, st, d)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := SwissDraw(7, st); err != nil {
			b.Fatal(err)
		}
	}
}

// TestDrawDifferences: a result corrected after the next round was drawn
// changes the order, and the draw from the corrected standings pairs some
// competitors otherwise; each is named.
func TestDrawDifferences(t *testing.T) {
	st := []Standing{
		{ID: "1", Score: big.NewRat(30, 1)}, {ID: "2", Score: big.NewRat(25, 1)},
		{ID: "3", Score: big.NewRat(20, 1)}, {ID: "4", Score: big.NewRat(10, 1)},
	}
	published, _ := SwissDraw(2, st)
	if d := DrawDifferences(published, published); d != nil {
		t.Errorf("a draw differs from itself: %v", d)
	}
	// Team 3 was given 20 VPs too few: it now leads.
	st[2].Score = big.NewRat(40, 1)
	corrected, _ := SwissDraw(2, st)
	diffs := DrawDifferences(published, corrected)
	want := []string{
		"1 met 2; from the corrected standings it would have met 3.",
		"2 met 1; from the corrected standings it would have met 4.",
		"3 met 4; from the corrected standings it would have met 1.",
		"4 met 3; from the corrected standings it would have met 2.",
	}
	if fmt.Sprint(diffs) != fmt.Sprint(want) {
		t.Errorf("differences:\n%v\nwant\n%v", diffs, want)
	}
}

// playRound plays a drawn round with random results: each table's VPs
// share 20, the bye scores 12, and each competitor remembers whom it met.
func playRound(rng *rand.Rand, st []Standing, d *Draw) {
	idx := map[string]int{}
	for i, c := range st {
		idx[c.ID] = i
	}
	for _, tb := range d.Tables {
		h, a := idx[tb.Home], idx[tb.Away]
		vp := big.NewRat(int64(rng.IntN(2001)), 100)
		st[h].Score = new(big.Rat).Add(st[h].Score, vp)
		st[a].Score = new(big.Rat).Add(st[a].Score, new(big.Rat).Sub(big.NewRat(20, 1), vp))
		st[h].Met = append(st[h].Met, tb.Away)
		st[a].Met = append(st[a].Met, tb.Home)
	}
	if d.Bye != "" {
		b := idx[d.Bye]
		st[b].Byes++
		st[b].Score = new(big.Rat).Add(st[b].Score, big.NewRat(12, 1))
	}
}
