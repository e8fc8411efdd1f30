package scoring

import (
	"math/big"
	"testing"
)

// Sessions worked by hand from the rules of issue 2 and reference §2–§4,
// and cross-checked with Salliere 0.10 and bridge-scorer 2.4.0 where their
// conventions agree with ours (noted case by case).

// xcLine is a played line with an NS-signed score.
func xcLine(board int, ns, ew string, score int) Line {
	return Line{Board: board, NS: ns, EW: ew, Kind: Played, Score: score}
}

// xcArt is an artificial adjusted line (Law 12C2), e.g. 60, 40 for A60-40.
func xcArt(board int, ns, ew string, nsPct, ewPct int) Line {
	return Line{Board: board, NS: ns, EW: ew, Kind: Artificial, NSPercent: nsPct, EWPercent: ewPct}
}

func xcNP(board int, ns, ew string) Line {
	return Line{Board: board, NS: ns, EW: ew, Kind: NotPlayed}
}

// xcMitchell lists pairs 1..n of each direction of a two-winner Mitchell.
func xcMitchell(ns, ew int) []Pair {
	var ps []Pair
	for i := 1; i <= ns; i++ {
		ps = append(ps, Pair{ID: itoa(i), Direction: "NS"})
	}
	for i := 1; i <= ew; i++ {
		ps = append(ps, Pair{ID: itoa(i), Direction: "EW"})
	}
	return ps
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }

func xcRat(t *testing.T, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		t.Fatalf("bad rational %q", s)
	}
	return r
}

type xcPairWant struct {
	id, dir        string
	boards         int
	total, percent string // exact rationals; percent "" for IMP methods
	rank           string
}

func xcCheckPairs(t *testing.T, st *Standings, want []xcPairWant) {
	t.Helper()
	got := map[[2]string]PairResult{}
	for _, p := range st.Pairs {
		got[[2]string{p.ID, p.Direction}] = p
	}
	if len(got) != len(want) {
		t.Errorf("%d pairs ranked, want %d", len(got), len(want))
	}
	for _, w := range want {
		p, ok := got[[2]string{w.id, w.dir}]
		if !ok {
			t.Errorf("pair %s %s not ranked", w.id, w.dir)
			continue
		}
		if p.Boards != w.boards {
			t.Errorf("pair %s %s: %d boards, want %d", w.id, w.dir, p.Boards, w.boards)
		}
		if p.Total.Cmp(xcRat(t, w.total)) != 0 {
			t.Errorf("pair %s %s: total %s, want %s", w.id, w.dir, p.Total.RatString(), w.total)
		}
		switch {
		case w.percent == "" && p.Percent != nil:
			t.Errorf("pair %s %s: percent %s, want none", w.id, w.dir, p.Percent.RatString())
		case w.percent != "" && (p.Percent == nil || p.Percent.Cmp(xcRat(t, w.percent)) != 0):
			t.Errorf("pair %s %s: percent %v, want %s", w.id, w.dir, p.Percent, w.percent)
		}
		if p.Rank != w.rank {
			t.Errorf("pair %s %s: rank %s, want %s", w.id, w.dir, p.Rank, w.rank)
		}
	}
}

// xcCheckLine checks one line's points, found by board and NS pair.
func xcCheckLine(t *testing.T, st *Standings, board int, ns, wantNS, wantEW string) {
	t.Helper()
	for _, b := range st.Boards {
		if b.Board != board {
			continue
		}
		for _, l := range b.Lines {
			if l.NS != ns {
				continue
			}
			if l.NSPoints.Cmp(xcRat(t, wantNS)) != 0 || l.EWPoints.Cmp(xcRat(t, wantEW)) != 0 {
				t.Errorf("board %d, NS %s: %s/%s, want %s/%s", board, ns,
					l.NSPoints.RatString(), l.EWPoints.RatString(), wantNS, wantEW)
			}
			return
		}
	}
	t.Errorf("board %d, NS %s: line not scored", board, ns)
}

// xcNeubergSession: E = 4. Board 1 is complete; board 2 has two real
// results and an A60-40 (the fourth table never played it); board 3 has
// three real results and a not-played line.
func xcNeubergSession(rules Rules) *Session {
	return &Session{
		Method: Matchpoints, Rules: rules, Pairs: xcMitchell(4, 4),
		Lines: []Line{
			xcLine(1, "1", "1", 420), xcLine(1, "2", "2", 450), xcLine(1, "3", "3", 420), xcLine(1, "4", "4", -50),
			xcLine(2, "1", "2", 100), xcLine(2, "2", "3", 140), xcArt(2, "3", "1", 60, 40),
			xcLine(3, "1", "3", -100), xcLine(3, "2", "1", -100), xcLine(3, "3", "2", -130), xcNP(3, "4", "4"),
		},
	}
}

// WBF scale. Neuberg M' = (M+1)·E/A − 1 (reference §2.2; EBU Neuberg
// article); the artificial score is its percentage of the full top
// 2(E−1) = 6, not of the board's own top (EBU forum 7177, reference §2.2:
// "regardless of what else happens on the board"). Salliere 0.10 gives the
// A60-40 on this board 2.4/1.6 (60% of the 3-line board's own top 4);
// every real result agrees with it. Percent over the boards each pair
// played (§2.6), totals factored within the direction (issue 2 §5).
func TestCrosscheckNeubergArtificialWBF(t *testing.T) {
	st, err := Score(xcNeubergSession(WBF))
	if err != nil {
		t.Fatal(err)
	}
	if st.Expected != 4 {
		t.Fatalf("E = %d, want 4", st.Expected)
	}
	xcCheckLine(t, st, 1, "1", "3", "3")
	xcCheckLine(t, st, 1, "2", "6", "0")
	xcCheckLine(t, st, 2, "1", "1", "5")
	xcCheckLine(t, st, 2, "2", "5", "1")
	xcCheckLine(t, st, 2, "3", "18/5", "12/5")
	xcCheckLine(t, st, 3, "1", "13/3", "5/3")
	xcCheckLine(t, st, 3, "3", "1/3", "17/3")
	xcCheckPairs(t, st, []xcPairWant{
		{"2", "NS", 3, "46/3", "2300/27", "1"},
		{"1", "NS", 3, "25/3", "1250/27", "2"},
		{"3", "NS", 3, "104/15", "1040/27", "3"},
		{"4", "NS", 1, "0", "0", "4"},
		{"4", "EW", 1, "18", "100", "1"},
		{"2", "EW", 3, "32/3", "1600/27", "2"},
		{"1", "EW", 3, "106/15", "1060/27", "3"},
		{"3", "EW", 3, "17/3", "850/27", "4"},
	})
}

// The same session on the ACBL scale: M' = (M+½)·E/A − ½, top E−1 = 3,
// totals factored to the section's most boards and rounded half-up to
// 0.01, the percentage taken of the rounded total (issue 2 §5 acbl).
// 1NS: 25/6 = 4.1666… → 4.17, and 4.17/9 = 46.333… → 46.33, where the
// unrounded percentage would be 46.30.
func TestCrosscheckNeubergArtificialACBL(t *testing.T) {
	st, err := Score(xcNeubergSession(ACBL))
	if err != nil {
		t.Fatal(err)
	}
	xcCheckLine(t, st, 2, "1", "1/2", "5/2")
	xcCheckLine(t, st, 2, "3", "9/5", "6/5")
	xcCheckLine(t, st, 3, "1", "13/6", "5/6")
	xcCheckPairs(t, st, []xcPairWant{
		{"2", "NS", 3, "7.67", "85.22", "1"},
		{"1", "NS", 3, "4.17", "46.33", "2"},
		{"3", "NS", 3, "3.47", "38.56", "3"},
		{"4", "NS", 1, "0", "0", "4"},
		{"4", "EW", 1, "9", "100", "1"},
		{"2", "EW", 3, "5.33", "59.22", "2"},
		{"1", "EW", 3, "3.53", "39.22", "3"},
		{"3", "EW", 3, "2.83", "31.44", "4"},
	})
}

// A three-table Mitchell with a half table: EW 3 is missing, so each NS
// pair sits out one round and every board is played twice. NS pairs play 2
// boards, EW pairs 3.
func xcHalfTableSession(method Method, rules Rules) *Session {
	return &Session{
		Method: method, Rules: rules, Pairs: xcMitchell(3, 2),
		Lines: []Line{
			xcLine(1, "1", "1", 420), xcLine(1, "3", "2", 450),
			xcLine(2, "2", "2", -100), xcLine(2, "3", "1", -200),
			xcLine(3, "2", "1", 110), xcLine(3, "1", "2", 110),
		},
	}
}

// ACBL factors every total to the most boards played by any pair of the
// section, either direction (3 here, not the NS pairs' 2); WBF factors
// within the direction and takes the percentage over the boards played
// (reference §2.6, EBU forum 535).
func TestCrosscheckHalfTableFactoring(t *testing.T) {
	st, err := Score(xcHalfTableSession(Matchpoints, ACBL))
	if err != nil {
		t.Fatal(err)
	}
	xcCheckPairs(t, st, []xcPairWant{
		{"2", "NS", 2, "2.25", "75", "1"},
		{"3", "NS", 2, "1.5", "50", "2"},
		{"1", "NS", 2, "0.75", "25", "3"},
		{"1", "EW", 3, "2.5", "83.33", "1"},
		{"2", "EW", 3, "0.5", "16.67", "2"},
	})
	st, err = Score(xcHalfTableSession(Matchpoints, WBF))
	if err != nil {
		t.Fatal(err)
	}
	xcCheckPairs(t, st, []xcPairWant{
		{"2", "NS", 2, "3", "75", "1"},
		{"3", "NS", 2, "2", "50", "2"},
		{"1", "NS", 2, "1", "25", "3"},
		{"1", "EW", 3, "5", "250/3", "1"},
		{"2", "EW", 3, "1", "50/3", "2"},
	})
}

// Cross-IMPs averaged over the comparisons actually made (ACBLscore
// "Average IMPs", bridge-scorer, reference §3.2), with Average-plus worth
// 3 IMPs. Board 1 is the Wikipedia example (bridge-scorer and Salliere
// agree: 9.25, −5, −5, −9.5, 10.25); board 2 is the 420/170/300 example
// with one table given A60-40 and one table missing. Salliere divides a
// board with an artificial score by the number of lines less one (here 3,
// giving 3, −3.33, 0.33) and gives averages ±2: a documented difference.
func TestCrosscheckCrossIMPsMissingAndArtificial(t *testing.T) {
	s := &Session{
		Method: CrossIMPs, Rules: WBF,
		Lines: []Line{
			xcLine(1, "1", "2", 620), xcLine(1, "3", "4", -100), xcLine(1, "5", "6", -100),
			xcLine(1, "7", "8", -300), xcLine(1, "9", "10", 650),
			xcLine(2, "1", "4", 420), xcLine(2, "3", "6", 170), xcLine(2, "5", "8", 300),
			xcArt(2, "7", "10", 60, 40),
		},
	}
	st, err := Score(s)
	if err != nil {
		t.Fatal(err)
	}
	xcCheckLine(t, st, 1, "1", "37/4", "-37/4")
	xcCheckLine(t, st, 1, "7", "-19/2", "19/2")
	xcCheckLine(t, st, 1, "9", "41/4", "-41/4")
	xcCheckLine(t, st, 2, "1", "9/2", "-9/2")
	xcCheckLine(t, st, 2, "3", "-5", "5")
	xcCheckLine(t, st, 2, "5", "1/2", "-1/2")
	xcCheckLine(t, st, 2, "7", "3", "-3")
	// One field. Totals are factored to the most boards played (2) over
	// the boards the pair played.
	var p1, p9 *PairResult
	for i := range st.Pairs {
		switch st.Pairs[i].ID {
		case "1":
			p1 = &st.Pairs[i]
		case "9":
			p9 = &st.Pairs[i]
		}
	}
	if p1 == nil || p9 == nil {
		t.Fatal("pairs 1 and 9 not ranked")
	}
	// 1: 37/4 + 9/2 = 55/4 over 2 boards; 9: 41/4 on one board, × 2/1.
	if p1.Total.Cmp(xcRat(t, "55/4")) != 0 || p1.Boards != 2 {
		t.Errorf("pair 1: %s over %d boards, want 55/4 over 2", p1.Total.RatString(), p1.Boards)
	}
	if p9.Total.Cmp(xcRat(t, "41/2")) != 0 || p9.Boards != 1 {
		t.Errorf("pair 9: %s over %d boards, want 41/2 over 1", p9.Total.RatString(), p9.Boards)
	}
}

// Butler datum exactly on a half ten: −425 goes away from zero to −430,
// as +425 goes to +430 (issue 2 §7), so NS and EW are treated alike.
// bridge-scorer 2.4.0 gives −420 here (JavaScript Math.round rounds
// halves up), which is the asymmetry reference §7.4 warns about. Seen in
// random ten-table boards, e.g. −480 −450 −450 −420 −420 −420 −400 −170
// 50 150: mean of the middle eight −335, datum −340 (bridge-scorer −330).
func TestCrosscheckButlerHalfDatum(t *testing.T) {
	scores := []int{-480, -450, -450, -420, -420, -420, -400, -170, 50, 150}
	var lines []Line
	for i, sc := range scores {
		lines = append(lines, xcLine(1, itoa(2*i+1), itoa(2*i+2), sc))
	}
	lines = append(lines,
		xcLine(2, "1", "4", -400), xcLine(2, "3", "6", -450), xcLine(2, "5", "8", -450), xcLine(2, "7", "10", -400),
		xcLine(3, "1", "4", 400), xcLine(3, "3", "6", 450), xcLine(3, "5", "8", 450), xcLine(3, "7", "10", 400),
	)
	st, err := Score(&Session{Method: Butler, Rules: WBF, Lines: lines})
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]int{1: -340, 2: -430, 3: 430}
	for _, b := range st.Boards {
		if b.Datum == nil || *b.Datum != want[b.Board] {
			t.Errorf("board %d: datum %v, want %d", b.Board, b.Datum, want[b.Board])
		}
	}
	xcCheckLine(t, st, 1, "15", "5", "-5")   // −170 v −340: 170 → 5
	xcCheckLine(t, st, 1, "19", "10", "-10") // 150 v −340: 490 → 10
	xcCheckLine(t, st, 2, "1", "1", "-1")    // −400 v −430: 30 → 1
	xcCheckLine(t, st, 2, "3", "-1", "1")    // −450 v −430: −20 → −1
	xcCheckLine(t, st, 3, "3", "1", "-1")    // 450 v 430: 20 → 1
}

// A two-table Howell: every pair sits both ways, so the pairs form one
// field (reference §4), each board is still matchpointed NS against NS,
// and tied percentages share the place ("2=", standard competition
// ranking). With the last board not played at one table, that board has
// one result, Neubergs to 50%, and pairs 1 and 4 have two boards: their
// percentage is over the boards they played and their total is factored
// by 3/2 (reference §2.6; NP removes the board, it is not averaged).
func TestCrosscheckHowellOneField(t *testing.T) {
	lines := []Line{
		xcLine(1, "1", "2", 420), xcLine(1, "3", "4", 420),
		xcLine(2, "1", "3", -100), xcLine(2, "4", "2", -50),
		xcLine(3, "1", "4", 110), xcLine(3, "2", "3", 140),
	}
	st, err := Score(&Session{Method: Matchpoints, Rules: WBF, Lines: lines})
	if err != nil {
		t.Fatal(err)
	}
	xcCheckPairs(t, st, []xcPairWant{
		{"4", "", 3, "5", "250/3", "1"},
		{"2", "", 3, "3", "50", "2="},
		{"3", "", 3, "3", "50", "2="},
		{"1", "", 3, "1", "50/3", "4"},
	})

	lines[4] = xcNP(3, "1", "4")
	st, err = Score(&Session{Method: Matchpoints, Rules: WBF, Lines: lines})
	if err != nil {
		t.Fatal(err)
	}
	xcCheckLine(t, st, 3, "2", "1", "1")
	xcCheckPairs(t, st, []xcPairWant{
		{"4", "", 2, "9/2", "75", "1"},
		{"3", "", 3, "4", "200/3", "2"},
		{"2", "", 3, "2", "100/3", "3"},
		{"1", "", 2, "3/2", "25", "4"},
	})
}
