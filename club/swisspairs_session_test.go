package club

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// enterSwissRound enters every board of a Swiss pairs' current round,
// the higher placed pair of table t making one trick more as t grows, and
// gives the lines as the file form would carry them.
func enterSwissRound(t *testing.T, s *OpenSession, round int) []scoring.Line {
	t.Helper()
	var lines []scoring.Line
	texts := []string{"4SN-1", "4SN=", "4SN+1", "3NTS=", "2HE=", "1NTN+2"}
	d, ok := s.SwissDraw(round)
	if !ok {
		t.Fatalf("round %d not drawn", round)
	}
	for _, tb := range d.Tables {
		for _, r := range s.RowsAt(Place{round, tb.Table}) {
			text := texts[(tb.Table*3+r.Board)%len(texts)]
			done, err := s.Enter(r.Board, r, text)
			if err != nil {
				t.Fatalf("round %d table %d board %d %s: %v", round, tb.Table, r.Board, text, err)
			}
			lines = append(lines, done.Line)
		}
	}
	return lines
}

// A Swiss pairs kept as a session: round 1 drawn by number when set up,
// each later round drawn from the standings only once the round before
// is complete, never a rematch while one can be avoided, and the
// standings after each round those of the same lines scored as a file
// (scoring.ScoreSwissPairs); a swap after results are in is refused, a
// swap before is stored; a correction after the next round was drawn is
// named as a draw that would have differed.
func TestSwissPairsSession(t *testing.T) {
	d, _ := newTestDesk(t)
	names := map[int][]string{1: {"Ann Able", "Bob Baker"}, 2: {"Cy Cole", "Di Dent"}}
	id, err := d.CreateSwissPairs(NewSwissPairs{Name: "Congress Swiss", Date: time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC),
		Pairs: 9, Rounds: 4, BoardsPerRound: 3, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsSwissPairs() {
		t.Fatal("not a Swiss pairs")
	}
	first, _ := s.SwissDraw(1)
	if first.Tables[0].Home != "1" || first.Tables[0].Away != "2" || first.Bye == "" || len(first.Tables) != 4 {
		t.Fatalf("round 1: %+v", first)
	}
	if _, err := s.DrawNextRound(); !fault.Is(err, fault.Conflict) {
		t.Fatalf("round 2 drawn before round 1 is complete: %v", err)
	}
	var all []scoring.Line
	byes := map[int]string{}
	met := map[[2]string]bool{}
	for r := 1; r <= 4; r++ {
		if r > 1 {
			dr, err := s.DrawNextRound()
			if err != nil {
				t.Fatalf("round %d: %v", r, err)
			}
			if dr.Rematches != 0 {
				t.Errorf("round %d: %d rematches", r, dr.Rematches)
			}
		}
		dr, _ := s.SwissDraw(r)
		byes[r] = dr.Bye
		for _, tb := range dr.Tables {
			k := [2]string{min(tb.Home, tb.Away), max(tb.Home, tb.Away)}
			if met[k] {
				t.Errorf("round %d: %s and %s meet again", r, tb.Home, tb.Away)
			}
			met[k] = true
		}
		all = append(all, enterSwissRound(t, s, r)...)
		now, err := s.SwissPairs()
		if err != nil {
			t.Fatal(err)
		}
		pairs := s.Pairs()
		want, err := scoring.ScoreSwissPairs(&scoring.SwissPairsSession{Method: scoring.Matchpoints, Pairs: pairs, Lines: all, Byes: byes})
		if err != nil {
			t.Fatal(err)
		}
		got, exp := now.Standings.Final(), want.Final()
		if len(got) != 9 || len(got) != len(exp) {
			t.Fatalf("round %d: %d pairs ranked, want 9", r, len(got))
		}
		for i := range got {
			if got[i].Pair != exp[i].Pair || got[i].Score.Cmp(exp[i].Score) != 0 || got[i].Rank != exp[i].Rank {
				t.Errorf("round %d, place %d: %s %s %s, want %s %s %s", r, i, got[i].Pair, got[i].Score.FloatString(2), got[i].Rank,
					exp[i].Pair, exp[i].Score.FloatString(2), exp[i].Rank)
			}
		}
		if !now.Complete || now.Drawn != r {
			t.Errorf("round %d: complete %v, drawn %d: %s", r, now.Complete, now.Drawn, now.Next)
		}
		// The session is complete only once every round is played.
		if info := s.Info(); info.Complete != (r == 4) || info.Movement != "Swiss pairs, 9 pairs" {
			t.Errorf("after round %d of 4: complete %v, movement %q", r, info.Complete, info.Movement)
		}
	}
	if _, err := s.DrawNextRound(); !fault.Is(err, fault.Invalid) {
		t.Errorf("a fifth round of four drawn: %v", err)
	}
	if _, err := s.SwapSwiss("1", "2", true); !fault.Is(err, fault.Conflict) {
		t.Errorf("a swap in a round with results: %v", err)
	}
	// A correction in round 2 after rounds 3 and 4 were drawn names the
	// draws it would have changed, if any; a result turned upside down on
	// every board of round 2 changes the standings enough to move one.
	for _, l := range all {
		if l.Round != 2 {
			continue
		}
		rows, _ := s.Rows(l.Board)
		for _, row := range rows {
			if row.NS == l.NS {
				if _, err := s.Enter(l.Board, row, "7NTN-7"); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	now, err := s.SwissPairs()
	if err != nil {
		t.Fatal(err)
	}
	if len(now.Changes) == 0 {
		t.Errorf("round 2 turned upside down after rounds 3 and 4 were drawn: no draw named")
	}
	for _, c := range now.Changes {
		if c.Round < 3 || c.Words == "" {
			t.Errorf("change %+v", c)
		}
	}
}

// A swap before play: the two pairs change places and the change is
// kept; a pair the event has not is refused.
func TestSwissPairsSwap(t *testing.T) {
	d, _ := newTestDesk(t)
	id, err := d.CreateSwissPairs(NewSwissPairs{Name: "Swiss", Date: time.Now(), Pairs: 8, Rounds: 3, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SwapSwiss("2", "3", false); err != nil {
		t.Fatal(err)
	}
	dr, _ := s.SwissDraw(1)
	if fmt.Sprintf("%s %s %s %s", dr.Tables[0].Home, dr.Tables[0].Away, dr.Tables[1].Home, dr.Tables[1].Away) != "1 3 2 4" {
		t.Errorf("after swapping 2 and 3: %+v", dr.Tables)
	}
	rows := s.RowsAt(Place{1, 1})
	if len(rows) != 2 || rows[0].NS != "1" || rows[0].EW != "3" {
		t.Errorf("table 1's rows after the swap: %+v", rows)
	}
	if _, err := s.SwapSwiss("2", "99", false); !fault.Is(err, fault.Invalid) {
		t.Errorf("a pair the event has not: %v", err)
	}
	if _, err := d.CreateSwissPairs(NewSwissPairs{Name: "Swiss", Pairs: 6, Rounds: 6, BoardsPerRound: 2}); !fault.Is(err, fault.Invalid) {
		t.Errorf("6 pairs, 6 rounds: %v", err)
	}
}

// A swap that makes a rematch is refused until the director confirms it;
// confirmed, the draw says the rematch.
func TestSwissPairsSwapRematch(t *testing.T) {
	d, _ := newTestDesk(t)
	id, err := d.CreateSwissPairs(NewSwissPairs{Name: "Swiss", Date: time.Now(), Pairs: 4, Rounds: 3, BoardsPerRound: 1})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	enterSwissRound(t, s, 1)
	dr, err := s.DrawNextRound()
	if err != nil {
		t.Fatal(err)
	}
	// Pair 1 met pair 2 in round 1: putting 2 in the place of 1's
	// opponent now makes that meeting again.
	var opp string
	for _, tb := range dr.Tables {
		if tb.Home == "1" {
			opp = tb.Away
		}
		if tb.Away == "1" {
			opp = tb.Home
		}
	}
	if opp == "" || opp == "2" {
		t.Fatalf("round 2: %+v", dr.Tables)
	}
	if _, err := s.SwapSwiss(opp, "2", false); !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "rematch") {
		t.Fatalf("a swap making a rematch, not confirmed: %v", err)
	}
	if got, _ := s.SwissDraw(2); got.Rematches != 0 {
		t.Fatalf("the refused swap was kept: %+v", got.Tables)
	}
	got, err := s.SwapSwiss(opp, "2", true)
	if err != nil || got.Rematches == 0 || !strings.Contains(strings.Join(got.Explain, " "), "is a rematch") {
		t.Fatalf("a swap making a rematch, confirmed: %v %+v", err, got)
	}
	if kept, _ := s.SwissDraw(2); kept.Rematches != got.Rematches {
		t.Errorf("the round as kept has %d rematches, as swapped %d", kept.Rematches, got.Rematches)
	}
}

// Round 1 drawn at random: the seed is said, the same seed draws the
// same round, and round 1 can be drawn again from another seed until a
// result of it is in.
func TestSwissPairsRandomFirstRound(t *testing.T) {
	d, _ := newTestDesk(t)
	first := func(seed uint64) (*OpenSession, string) {
		id, err := d.CreateSwissPairs(NewSwissPairs{Name: "Swiss", Date: time.Now(), Pairs: 10, Rounds: 3, BoardsPerRound: 1, Random: true, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s, err := d.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		dr, _ := s.SwissDraw(1)
		if !strings.Contains(dr.Explain[0], fmt.Sprintf("seed %d", seed)) {
			t.Errorf("seed %d not said: %q", seed, dr.Explain[0])
		}
		return s, fmt.Sprint(dr.Tables)
	}
	s7, a := first(7)
	if _, b := first(7); a != b {
		t.Errorf("seed 7 drew %s, then %s", a, b)
	}
	_, nine := first(9)
	if a == nine {
		t.Errorf("seeds 7 and 9 drew the same round: %s", a)
	}
	again, err := s7.RedrawFirstRound(9)
	if err != nil || fmt.Sprint(again.Tables) != nine {
		t.Fatalf("round 1 drawn again from seed 9: %v %v, want %s", err, again, nine)
	}
	if rows := s7.RowsAt(Place{1, 1}); len(rows) != 1 || rows[0].NS != again.Tables[0].Home || rows[0].EW != again.Tables[0].Away {
		t.Errorf("table 1 after the redraw: %+v, drawn %+v", rows, again.Tables[0])
	}
	enterSwissRound(t, s7, 1)
	if _, err := s7.RedrawFirstRound(3); !fault.Is(err, fault.Conflict) {
		t.Errorf("round 1 drawn again after its results: %v", err)
	}
}

// A swap in a round drawn at random moves the two pairs only: every
// other pair keeps its table and its direction.
func TestSwissPairsSwapRandomRound(t *testing.T) {
	d, _ := newTestDesk(t)
	id, err := d.CreateSwissPairs(NewSwissPairs{Name: "Swiss", Date: time.Now(), Pairs: 10, Rounds: 3, BoardsPerRound: 1, Random: true, Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := s.SwissDraw(1)
	a, b := before.Tables[0].Home, before.Tables[1].Away
	after, err := s.SwapSwiss(a, b, false)
	if err != nil {
		t.Fatal(err)
	}
	for i, tb := range after.Tables {
		was := before.Tables[i]
		if i > 1 && tb != was {
			t.Errorf("table %d, no pair of it swapped: %+v, was %+v", tb.Table, tb, was)
		}
	}
}
