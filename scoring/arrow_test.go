package scoring

import (
	"math/big"
	"strings"
	"testing"
)

// arrowSession is a 3-table Mitchell, 3 rounds of 2 boards, whose last
// round is arrow-switched (movements §1.4): the EW pair holds the NS cards,
// so it is the NS pair of the line. One field (scoring §4), so no pair has
// a direction, though the ids keep theirs.
//
//	round 1: T1 1NS v 1EW bds 1-2, T2 2NS v 2EW bds 3-4, T3 3NS v 3EW bds 5-6
//	round 2: T1 1NS v 3EW bds 3-4, T2 2NS v 1EW bds 5-6, T3 3NS v 2EW bds 1-2
//	round 3: T1 2EW v 1NS bds 5-6, T2 3EW v 2NS bds 1-2, T3 1EW v 3NS bds 3-4
//
// Board 6 was not played at table 3 in round 1.
func arrowSession() *Session {
	s := &Session{}
	for _, id := range []string{"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"} {
		s.Pairs = append(s.Pairs, Pair{ID: id})
	}
	add := func(b int, ns, ew string, score int) {
		s.Lines = append(s.Lines, Line{Board: b, NS: ns, EW: ew, Score: score})
	}
	add(1, "1NS", "1EW", 420)
	add(1, "3NS", "2EW", 450)
	add(1, "3EW", "2NS", -50)
	add(2, "1NS", "1EW", 110)
	add(2, "3NS", "2EW", 110)
	add(2, "3EW", "2NS", -100)
	add(3, "2NS", "2EW", 620)
	add(3, "1NS", "3EW", 170)
	add(3, "1EW", "3NS", 650)
	add(4, "2NS", "2EW", -200)
	add(4, "1NS", "3EW", -200)
	add(4, "1EW", "3NS", -200)
	add(5, "3NS", "3EW", 140)
	add(5, "2NS", "1EW", -100)
	add(5, "2EW", "1NS", 140)
	s.Lines = append(s.Lines, Line{Board: 6, NS: "3NS", EW: "3EW", Kind: NotPlayed})
	add(6, "2NS", "1EW", 300)
	add(6, "2EW", "1NS", -300)
	return s
}

// TestArrowSwitchedMitchell works the session by hand. E = 3, top 4 (WBF:
// 2 per NS score beaten, 1 per tie, NS against NS on every board whoever
// holds the cards). A pair scores from the seat it held.
//
//	bd 1: 450 beats 420 beats -50: 3NS 4 (2EW 0), 1NS 2 (1EW 2), 3EW 0 (2NS 4)
//	bd 2: 110 = 110, beat -100:    1NS 3 (1EW 1), 3NS 3 (2EW 1), 3EW 0 (2NS 4)
//	bd 3: 650, 620, 170:           1EW 4 (3NS 0), 2NS 2 (2EW 2), 1NS 0 (3EW 4)
//	bd 4: all -200:                every pair 2
//	bd 5: 140 = 140, beat -100:    3NS 3 (3EW 1), 2EW 3 (1NS 1), 2NS 0 (1EW 4)
//	bd 6: 2 results of E = 3, Neuberg M' = (M+1)·3/2 - 1: 300 beats -300,
//	      M 2 → 3.5 and M 0 → 0.5: 2NS 3.5 (1EW 0.5), 2EW 0.5 (1NS 3.5)
//
// Sums: 1NS 2+3+0+2+1+3.5 = 11.5, 2NS 4+4+2+2+0+3.5 = 15.5, 3NS 4+3+0+2+3
// = 12 on 5 boards, 1EW 2+1+4+2+4+0.5 = 13.5, 2EW 0+1+2+2+3+0.5 = 8.5, 3EW
// 0+0+4+2+1 = 7 on 5 boards; 68 in all = 5 boards × 3 lines × 4 + 2 × 4.
// Percent = sum / (boards × 4); total factored by the most boards played
// in the one field, 6: 3NS 12 × 6/5 = 14.4, 3EW 7 × 6/5 = 8.4. One
// ranking: 2NS 64.58%, 3NS 60%, 1EW 56.25%, 1NS 47.92%, 2EW 35.42%, 3EW
// 35% (two winners would have made 2NS and 1EW both first).
func TestArrowSwitchedMitchell(t *testing.T) {
	st, err := Score(arrowSession())
	if err != nil {
		t.Fatal(err)
	}
	r := func(s string) *big.Rat {
		x, ok := new(big.Rat).SetString(s)
		if !ok {
			t.Fatalf("bad number %q", s)
		}
		return x
	}
	want := []struct {
		id, total, percent, rank string
		boards                   int
	}{
		{"2NS", "31/2", "3100/48", "1", 6},
		{"3NS", "72/5", "60", "2", 5},
		{"1EW", "27/2", "225/4", "3", 6},
		{"1NS", "23/2", "2300/48", "4", 6},
		{"2EW", "17/2", "1700/48", "5", 6},
		{"3EW", "42/5", "35", "6", 5},
	}
	if len(st.Pairs) != len(want) {
		t.Fatalf("%d pairs ranked, want %d", len(st.Pairs), len(want))
	}
	for i, w := range want {
		p := st.Pairs[i]
		if p.ID != w.id || p.Direction != "" || p.Rank != w.rank || p.Boards != w.boards ||
			p.Total.Cmp(r(w.total)) != 0 || p.Percent.Cmp(r(w.percent)) != 0 {
			t.Errorf("place %d: %s %q rank %s, %d boards, total %s, %s%%; want %s rank %s, %d boards, total %s, %s%%",
				i+1, p.ID, p.Direction, p.Rank, p.Boards, p.Total.RatString(), p.Percent.RatString(),
				w.id, w.rank, w.boards, w.total, w.percent)
		}
	}
	// Points on the switched lines, NS being the EW pair holding the NS
	// cards.
	points := map[string]string{}
	for _, b := range st.Boards {
		if b.Top.Cmp(big.NewRat(4, 1)) != 0 {
			t.Errorf("board %d: top %s, want 4", b.Board, b.Top.RatString())
		}
		for _, l := range b.Lines {
			points[itoa(b.Board)+" "+l.NS+" v "+l.EW] = l.NSPoints.RatString() + "/" + l.EWPoints.RatString()
		}
	}
	for line, w := range map[string]string{
		"1 3EW v 2NS": "0/4", "2 3EW v 2NS": "0/4", "3 1EW v 3NS": "4/0",
		"4 1EW v 3NS": "2/2", "5 2EW v 1NS": "3/1", "6 2EW v 1NS": "1/2/7/2", "6 2NS v 1EW": "7/2/1/2",
	} {
		if points[line] != w {
			t.Errorf("board %s: points %s, want %s", line, points[line], w)
		}
	}
}

// TestArrowSwitchedMitchellACBL is the same session on the ACBL scale: 1
// per score beaten, ½ per tie, top 2, Neuberg (M+½)·E/A - ½. Every point
// above halves (board 6: M 1 → 1.75, M 0 → 0.25); totals are factored by
// the most boards in the section, 6, and rounded to 0.01: 3NS 6 × 6/5 =
// 7.2, 3EW 3.5 × 6/5 = 4.2; percent = total / (6 × 2).
func TestArrowSwitchedMitchellACBL(t *testing.T) {
	s := arrowSession()
	s.Rules = ACBL
	st, err := Score(s)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range st.Pairs {
		got = append(got, p.ID+" "+p.Rank+" "+FormatRat(p.Total, 2)+" "+FormatRat(p.Percent, 2))
	}
	want := "2NS 1 7.75 64.58|3NS 2 7.20 60.00|1EW 3 6.75 56.25|1NS 4 5.75 47.92|2EW 5 4.25 35.42|3EW 6 4.20 35.00"
	if g := strings.Join(got, "|"); g != want {
		t.Errorf("ACBL ranking\n got %s\nwant %s", g, want)
	}
}

// TestArrowSwitchNeedsOneField: the same lines with the pairs kept to
// their directions, as a two-winner Mitchell, are refused: the EW pair
// holding the NS cards is not an NS pair.
func TestArrowSwitchNeedsOneField(t *testing.T) {
	s := arrowSession()
	for i := range s.Pairs {
		s.Pairs[i].Direction = s.Pairs[i].ID[1:]
	}
	_, err := Score(s)
	if err == nil || !strings.Contains(err.Error(), "board 1") || !strings.Contains(err.Error(), "3EW") {
		t.Errorf("error %v, want board 1 and pair 3EW named", err)
	}
}
