package scoring

import (
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The tests below score sessions of several sections against a second,
// plain computation written from the published rules: every result
// compared with every other one by hand, the Neuberg formula
// (M+1)·E/A − 1, the WBF IMP table of Law 78B, and places counted as
// "one more than the pairs that did better".

// lawIMPs is the WBF IMP scale (Law 78B) as printed: the highest
// difference of each band.
var lawIMPs = []int{10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590,
	740, 890, 1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990}

func naiveIMPs(d int) int {
	sign := 1
	if d < 0 {
		sign, d = -1, -d
	}
	for k, hi := range lawIMPs {
		if d <= hi {
			return sign * k
		}
	}
	return sign * 24
}

// twoWinnerSections makes a Mitchell of the given sections, each with
// tables tables, all playing boards 1..boards, with pairs numbered 1..tables
// each way in every section (so pair 3 NS is in every section). A few
// tables miss a board, so that boards have different numbers of results.
func twoWinnerSections(rng *rand.Rand, sections []string, tables, boards int) *Session {
	s := &Session{}
	for _, sec := range sections {
		for t := 1; t <= tables; t++ {
			for _, d := range []string{"NS", "EW"} {
				s.Pairs = append(s.Pairs, Pair{Section: sec, ID: strconv.Itoa(t), Direction: d})
			}
		}
	}
	scores := []int{-200, -100, -50, 90, 110, 120, 140, 400, 420, 430, 450, 460, 620, 650, 980, 1430, -1100}
	for _, sec := range sections {
		for b := 1; b <= boards; b++ {
			for t := 1; t <= tables; t++ {
				if rng.Intn(15) == 0 {
					continue // this table did not play the board
				}
				ew := (t+b)%tables + 1
				s.Lines = append(s.Lines, Line{Section: sec, Board: b, NS: strconv.Itoa(t), EW: strconv.Itoa(ew),
					Score: scores[rng.Intn(len(scores))]})
			}
		}
	}
	return s
}

type naivePair struct {
	sec, id, dir string
	sum          *big.Rat
	boards       int64
}

// naiveScore scores s by hand: comparing within each section, or across
// all of them.
func naiveScore(s *Session, across bool) map[PairRef]*naivePair {
	pairs := map[PairRef]*naivePair{}
	get := func(sec, id, dir string) *naivePair {
		r := PairRef{Section: sec, ID: id, Direction: dir}
		if pairs[r] == nil {
			pairs[r] = &naivePair{sec: sec, id: id, dir: dir, sum: new(big.Rat)}
		}
		return pairs[r]
	}
	// The comparisons: a field is a section, or all of them.
	fieldOf := func(l Line) string {
		if across {
			return ""
		}
		return l.Section
	}
	results := map[string]map[int][]Line{}
	for _, l := range s.Lines {
		f := fieldOf(l)
		if results[f] == nil {
			results[f] = map[int][]Line{}
		}
		results[f][l.Board] = append(results[f][l.Board], l)
	}
	for _, byBoard := range results {
		e := 0
		for _, ls := range byBoard {
			e = max(e, len(ls))
		}
		for _, ls := range byBoard {
			a := len(ls)
			var datum int
			if s.Method == Butler {
				sc := make([]int, a)
				for k, l := range ls {
					sc[k] = l.Score
				}
				sort.Ints(sc)
				if a >= 3 {
					sc = sc[1 : a-1]
				}
				sum := 0
				for _, v := range sc {
					sum += v
				}
				// nearest ten, halves away from zero
				m := new(big.Rat).SetFrac64(int64(sum), int64(10*len(sc)))
				f, _ := m.Float64()
				if f >= 0 {
					datum = 10 * int(f+0.5)
				} else {
					datum = -10 * int(-f+0.5)
				}
			}
			for i, l := range ls {
				var ns *big.Rat
				switch s.Method {
				case Matchpoints:
					m := 0
					for j, o := range ls {
						if j == i {
							continue
						}
						if l.Score > o.Score {
							m += 2
						} else if l.Score == o.Score {
							m++
						}
					}
					// Neuberg: (M+1)·E/A − 1
					ns = new(big.Rat).SetFrac64(int64((m+1)*e), int64(a))
					ns.Sub(ns, big.NewRat(1, 1))
					if s.Rules == ACBL {
						ns.Quo(ns, big.NewRat(2, 1))
					}
				case CrossIMPs:
					sum := 0
					for j, o := range ls {
						if j != i {
							sum += naiveIMPs(l.Score - o.Score)
						}
					}
					ns = big.NewRat(int64(sum), int64(a-1))
				case Butler:
					ns = big.NewRat(int64(naiveIMPs(l.Score-datum)), 1)
				}
				var ew *big.Rat
				if s.Method == Matchpoints {
					top := int64(2 * (e - 1))
					if s.Rules == ACBL {
						top = int64(e - 1)
					}
					ew = new(big.Rat).Sub(big.NewRat(top, 1), ns)
				} else {
					ew = new(big.Rat).Neg(ns)
				}
				p := get(l.Section, l.NS, "NS")
				p.sum.Add(p.sum, ns)
				p.boards++
				q := get(l.Section, l.EW, "EW")
				q.sum.Add(q.sum, ew)
				q.boards++
			}
		}
	}
	return pairs
}

// naivePlaces places keys[i] among the keys of the same group: one more
// than the number that did better, "=" when another has the same.
func naivePlaces(keys map[PairRef]*big.Rat, group func(PairRef) string) map[PairRef]string {
	out := map[PairRef]string{}
	for r, k := range keys {
		better, same := 0, false
		for o, ok := range keys {
			if o == r || group(o) != group(r) {
				continue
			}
			switch ok.Cmp(k) {
			case 1:
				better++
			case 0:
				same = true
			}
		}
		out[r] = strconv.Itoa(better + 1)
		if same {
			out[r] += "="
		}
	}
	return out
}

func TestScoreSectionsAgainstHandComputation(t *testing.T) {
	cases := []struct {
		method Method
		rules  Rules
	}{{Matchpoints, WBF}, {Matchpoints, ACBL}, {CrossIMPs, WBF}, {Butler, WBF}}
	for seed := int64(1); seed <= 6; seed++ {
		for _, c := range cases {
			for _, field := range []Field{BySection, AcrossField} {
				name := fmt.Sprintf("seed%d/%s-%s/%s", seed, c.method, c.rules, field)
				t.Run(name, func(t *testing.T) {
					rng := rand.New(rand.NewSource(seed))
					secs := []string{"A", "B", "C"}[:2+int(seed%2)]
					s := twoWinnerSections(rng, secs, 5+rng.Intn(4), 6)
					s.Method, s.Rules, s.Field = c.method, c.rules, field
					st, err := Score(s)
					if err != nil {
						t.Fatal(err)
					}
					checkAgainstHand(t, s, st, field == AcrossField)
				})
			}
		}
	}
}

func checkAgainstHand(t *testing.T, s *Session, st *Standings, across bool) {
	t.Helper()
	want := naiveScore(s, across)
	if len(st.Pairs) != len(want) {
		t.Fatalf("%d pairs ranked, want %d", len(st.Pairs), len(want))
	}
	mostIn := map[string]int64{}
	for _, p := range want {
		key := p.dir
		if !across {
			key = p.sec + "/" + p.dir
		}
		mostIn[key] = max(mostIn[key], p.boards)
	}
	keys := map[PairRef]*big.Rat{}
	for _, p := range want {
		r := PairRef{Section: p.sec, ID: p.id, Direction: p.dir}
		if s.Method == Matchpoints {
			// percentage of the top on the boards played, compared by
			// its exact value
			keys[r] = new(big.Rat).Quo(p.sum, big.NewRat(p.boards, 1))
		} else {
			key := p.dir
			if !across {
				key = p.sec + "/" + p.dir
			}
			keys[r] = new(big.Rat).Mul(p.sum, big.NewRat(mostIn[key], p.boards))
		}
	}
	if s.Method == Matchpoints && s.Rules == ACBL {
		// ACBL places come from the total rounded to two decimals.
		for r, k := range keys {
			most := int64(0)
			for _, p := range want {
				if p.sec == r.Section {
					most = max(most, p.boards)
				}
			}
			keys[r] = RoundHalfUp(new(big.Rat).Mul(k, big.NewRat(most, 1)), 2)
		}
	}
	secPlace := naivePlaces(keys, func(r PairRef) string { return r.Section + "/" + r.Direction })
	overPlace := naivePlaces(keys, func(r PairRef) string { return r.Direction })
	for _, got := range st.Pairs {
		r := got.Ref()
		w := want[r]
		if w == nil {
			t.Fatalf("pair %s ranked but never played", r)
		}
		if int64(got.Boards) != w.boards {
			t.Errorf("pair %s: %d boards, want %d", r, got.Boards, w.boards)
		}
		switch s.Method {
		case Matchpoints:
			e := st.Expected
			top := int64(2 * (e - 1))
			if s.Rules == ACBL {
				top = int64(e - 1)
			}
			if !across {
				// each section has its own top
				top = naiveTop(want, s, r.Section)
			}
			pct := new(big.Rat).Quo(w.sum, big.NewRat(top*w.boards, 100))
			if s.Rules == ACBL {
				pct = nil // rounded from the rounded total; places checked below
			}
			if pct != nil && got.Percent.Cmp(pct) != 0 {
				t.Errorf("pair %s: %s%%, want %s%%", r, got.Percent.FloatString(4), pct.FloatString(4))
			}
		default:
			if got.Total.Cmp(keys[r]) != 0 {
				t.Errorf("pair %s: total %s, want %s", r, got.Total.RatString(), keys[r].RatString())
			}
		}
		if got.Rank != secPlace[r] {
			t.Errorf("pair %s: section place %s, want %s", r, got.Rank, secPlace[r])
		}
		if across && got.OverallRank != overPlace[r] {
			t.Errorf("pair %s: overall place %s, want %s", r, got.OverallRank, overPlace[r])
		}
		if !across && got.OverallRank != "" {
			t.Errorf("pair %s: overall place %q when sections are scored apart", r, got.OverallRank)
		}
	}
}

// naiveTop is the matchpoint top of a section scored on its own: from
// the most results on any of its boards.
func naiveTop(want map[PairRef]*naivePair, s *Session, sec string) int64 {
	count := map[int]int{}
	e := 0
	for _, l := range s.Lines {
		if l.Section == sec {
			count[l.Board]++
			e = max(e, count[l.Board])
		}
	}
	if s.Rules == ACBL {
		return int64(e - 1)
	}
	return int64(2 * (e - 1))
}

func TestAcrossFieldNeedsTheSameBoards(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	s := twoWinnerSections(rng, []string{"A", "B"}, 4, 4)
	// Section B, the larger, also played an extra set, board 5: it is
	// compared within B and factored, as by hand.
	s.Lines = append(s.Lines, Line{Section: "B", Board: 5, NS: "1", EW: "2", Score: 420},
		Line{Section: "B", Board: 5, NS: "2", EW: "3", Score: 450})
	s.Method, s.Rules, s.Field = Matchpoints, WBF, AcrossField
	st, err := Score(s)
	if err != nil {
		t.Fatalf("an extra set in one section: %v", err)
	}
	checkAgainstHand(t, s, st, true)
	// Boards 6 to 8 as well: B played half its boards on cards A never
	// saw.
	for b := 6; b <= 8; b++ {
		s.Lines = append(s.Lines, Line{Section: "B", Board: b, NS: "1", EW: "2", Score: 420},
			Line{Section: "B", Board: b, NS: "2", EW: "3", Score: 450})
	}
	_, err = Score(s)
	if err == nil || !strings.Contains(err.Error(), "sections A and B did not play the same boards (A: 1-4; B: 1-8)") {
		t.Fatalf("err = %v, want the sections' boards named", err)
	}
	s.Field = BySection
	if _, err := Score(s); err != nil {
		t.Fatalf("by section: %v", err)
	}
}

// A session still being entered, whose sections' movements say which
// boards each plays, is scored across the field before every section has
// reached every board.
func TestAcrossFieldFromTheBoardsSectionsPlay(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	s := twoWinnerSections(rng, []string{"A", "B"}, 4, 4)
	var early []Line
	for _, l := range s.Lines {
		if l.Section == "A" || l.Board <= 2 {
			early = append(early, l)
		}
	}
	s.Lines, s.Method, s.Rules, s.Field = early, Matchpoints, WBF, AcrossField
	if _, err := Score(s); err == nil {
		t.Fatalf("B's boards 3 and 4 not yet entered, and nothing says B plays them: scored across")
	}
	s.SectionBoards = map[string][]int{"A": {1, 2, 3, 4}, "B": {1, 2, 3, 4}}
	st, err := Score(s)
	if err != nil {
		t.Fatal(err)
	}
	checkAgainstHand(t, s, st, true)
}

func TestSectionsKeepTheirOwnPairNumbers(t *testing.T) {
	st, err := Score(exampleSections())
	if err != nil {
		t.Fatal(err)
	}
	if len(st.Pairs) != 8 {
		t.Fatalf("%d pairs, want pairs 1 and 2 each way in each of A and B", len(st.Pairs))
	}
	if _, err := Score(&Session{Lines: []Line{
		{Section: "A", Board: 1, NS: "1", EW: "2", Score: 420},
		{Section: "A", Board: 1, NS: "1", EW: "3", Score: 420},
	}}); err == nil || !strings.Contains(err.Error(), "pair A1 plays it twice") {
		t.Errorf("err = %v, want pair A1 named", err)
	}
	if got := (PairRef{Section: "B", ID: "3", Direction: "NS"}).String(); got != "B3 NS" {
		t.Errorf("PairRef = %q, want B3 NS", got)
	}
}

// exampleSections is two sections of two tables, pairs 1 and 2 each way
// in each, on boards 1 and 2.
func exampleSections() *Session {
	s := &Session{Field: AcrossField}
	for _, sec := range []string{"A", "B"} {
		for _, id := range []string{"1", "2"} {
			s.Pairs = append(s.Pairs, Pair{Section: sec, ID: id, Direction: "NS"}, Pair{Section: sec, ID: id, Direction: "EW"})
		}
	}
	s.Lines = []Line{
		{Section: "A", Board: 1, NS: "1", EW: "1", Score: 420},
		{Section: "A", Board: 1, NS: "2", EW: "2", Score: 450},
		{Section: "A", Board: 2, NS: "1", EW: "2", Score: 100},
		{Section: "A", Board: 2, NS: "2", EW: "1", Score: -50},
		{Section: "B", Board: 1, NS: "1", EW: "1", Score: 400},
		{Section: "B", Board: 1, NS: "2", EW: "2", Score: 420},
		{Section: "B", Board: 2, NS: "1", EW: "2", Score: 100},
		{Section: "B", Board: 2, NS: "2", EW: "1", Score: 110},
	}
	return s
}

func ExampleScore_acrossTheField() {
	// Board 1: 450 beats the three others (6 of 6), the two 420s tie
	// (3 each), 400 beats none. Board 2: 110 (6), the two 100s (3 each),
	// -50 (0).
	st, _ := Score(exampleSections())
	for _, p := range st.Pairs {
		fmt.Printf("%s: %s%%, place %s in section %s, %s overall\n",
			p.Ref(), FormatRat(p.Percent, 2), p.Rank, p.Section, p.OverallRank)
	}
	// Output:
	// A1 NS: 50.00%, place 1= in section A, 2= overall
	// A2 NS: 50.00%, place 1= in section A, 2= overall
	// A1 EW: 75.00%, place 1 in section A, 1 overall
	// A2 EW: 25.00%, place 2 in section A, 4 overall
	// B2 NS: 75.00%, place 1 in section B, 1 overall
	// B1 NS: 25.00%, place 2 in section B, 4 overall
	// B1 EW: 50.00%, place 1= in section B, 2= overall
	// B2 EW: 50.00%, place 1= in section B, 2= overall
}

// A line of section B is explained against its section's results when
// the sections are scored apart, and against the board's results in every
// section across the field; pair 1 of A is never taken for pair 1 of B.
func TestExplainInASection(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	for _, field := range []Field{BySection, AcrossField} {
		s := twoWinnerSections(rng, []string{"A", "B"}, 4, 3)
		s.Method, s.Rules, s.Field = Matchpoints, WBF, field
		st, err := Score(s)
		if err != nil {
			t.Fatal(err)
		}
		var l Line
		perBoard := map[string]int{}
		for _, x := range s.Lines {
			if x.Board == 1 {
				perBoard[x.Section]++
				if x.Section == "B" {
					l = x
				}
			}
		}
		got, err := ExplainIn(s, st, "B", 1, l.NS, l.EW)
		if err != nil {
			t.Fatal(err)
		}
		others := perBoard["B"] - 1
		if field == AcrossField {
			others = perBoard["A"] + perBoard["B"] - 1
		}
		want := fmt.Sprintf("Section B, board 1, %s v %s: NS %s.", l.NS, l.EW, signed(l.Score))
		if !strings.HasPrefix(got, want) || !strings.Contains(got, fmt.Sprintf("of the %d other results", others)) {
			t.Errorf("%s: explained as\n%s\nwant %q and %d other results", field, got, want, others)
		}
		// The points explained are the line's own.
		for _, b := range st.Boards {
			for _, x := range b.Lines {
				if x.Section == "B" && x.Board == 1 && x.NS == l.NS && x.EW == l.EW &&
					!strings.Contains(got, "Points: NS "+FormatPoints(x.NSPoints)+", EW "+FormatPoints(x.EWPoints)) {
					t.Errorf("%s: the explanation does not end with B's points %s : %s\n%s", field, FormatPoints(x.NSPoints), FormatPoints(x.EWPoints), got)
				}
			}
		}
	}
}

func ExampleExplainIn() {
	// Across the field, section B's 420 on board 1 is compared with the
	// board's three other results, two of them in section A.
	s := exampleSections()
	st, _ := Score(s)
	text, _ := ExplainIn(s, st, "B", 1, "2", "2")
	fmt.Println(text)
	// Output:
	// Section B, board 1, 2 v 2: NS +420.
	// NS beat 1 and tied 1 of the 3 other results: 1 × 2 + 1 × 1 = 3 of 6.
	// EW beat 1 and tied 1 of the 3 other results: 1 × 2 + 1 × 1 = 3 of 6.
	// Points: NS 3, EW 3 (top 6).
}

func ExamplePlaceNumber() {
	places := Places([]*big.Rat{big.NewRat(60, 1), big.NewRat(55, 1), big.NewRat(55, 1), big.NewRat(40, 1)})
	for _, p := range places {
		fmt.Print(p, "→", PlaceNumber(p), " ")
	}
	fmt.Println()
	// Output: 1→1 2=→2 2=→2 4→4
}
