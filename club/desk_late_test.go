package club

import (
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// halfTable5 opens a 4½-table Mitchell: nine pairs, the phantom 5 NS.
func halfTable5(t *testing.T, d *Desk) *OpenSession {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.Create(NewSession{Name: "nine pairs", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if s.Phantom() != "5NS" {
		t.Fatalf("phantom %q, want 5NS", s.Phantom())
	}
	return s
}

// rowsWith counts the traveller rows, over every board, in which a pair
// plays, round by round.
func rowsWith(s *OpenSession, pair string) map[int]int {
	out := map[int]int{}
	for _, b := range s.Boards() {
		rows, _ := s.Rows(b)
		for _, r := range rows {
			if r.NS == pair || r.EW == pair {
				out[r.Round]++
			}
		}
	}
	return out
}

func TestDeskLatePairGetsRows(t *testing.T) {
	d, _ := newTestDesk(t)
	s := halfTable5(t, d)
	// Round 1 is played: 1 NS v 1 EW on board 1 is in.
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[0], "3NTN="); err != nil {
		t.Fatal(err)
	}
	if s.NextRound() != 2 {
		t.Errorf("next round %d, want 2", s.NextRound())
	}
	got, err := s.AddLatePair([]string{"Ann", "Bob"}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got.What != "Late pair 5NS plays from round 2" {
		t.Errorf("what %q", got.What)
	}
	if s.Phantom() != "" {
		t.Errorf("phantom %q after the late pair", s.Phantom())
	}
	// 5 NS plays 3 boards in each of rounds 2 to 5; round 1 was its
	// opponents' sit-out and stays so.
	byRound := rowsWith(s, "5NS")
	if byRound[1] != 0 || byRound[2] != 3 || byRound[5] != 3 || len(byRound) != 4 {
		t.Errorf("5NS rows by round %v", byRound)
	}
	if s.Expected() != 60+4*3 {
		t.Errorf("expected %d lines, want the 60 of the half table and 12 for the late pair", s.Expected())
	}
	var late *scoring.Pair
	for i, p := range s.Pairs() {
		if p.ID == "5NS" {
			late = &s.Pairs()[i]
		}
	}
	if late == nil || strings.Join(late.Names, " & ") != "Ann & Bob" {
		t.Errorf("late pair %v", late)
	}
	// The line entered before stays on its row.
	rows, _ = s.Rows(1)
	if rows[0].Entered == nil || rows[0].Entered.Score != 400 {
		t.Errorf("board 1's first line after the change: %+v", rows[0])
	}
	// A result for the late pair can be entered and scored.
	for _, b := range s.Boards() {
		rows, _ := s.Rows(b)
		for _, r := range rows {
			if r.NS == "5NS" {
				if _, err := s.Enter(b, r, "4SN+1"); err != nil {
					t.Fatalf("entering the late pair's result: %v", err)
				}
				goto entered
			}
		}
	}
	t.Fatal("no row for 5NS")
entered:
	if _, err := s.Standings(); err != nil {
		t.Fatal(err)
	}

	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range h {
		if strings.HasPrefix(c.What, "late pair 5 NS (Ann & Bob) plays from round 2") && strings.Contains(c.What, "→") {
			found = true
		}
	}
	if !found {
		t.Errorf("history does not tell of the late pair: %v", h)
	}
}

func TestDeskPairLeaves(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	got, err := s.PairLeaves("2ew", 4)
	if err != nil {
		t.Fatal(err)
	}
	byRound := rowsWith(s, "2EW")
	if byRound[3] != 3 || byRound[4] != 0 || byRound[5] != 0 {
		t.Errorf("2EW rows by round %v", byRound)
	}
	if s.Expected() != 75-2*3 {
		t.Errorf("expected %d lines, want 69", s.Expected())
	}
	// Its opponents in rounds 4 and 5 sit out: their places are gone from
	// the pick-up slips.
	if len(s.Places()) != 23 {
		t.Errorf("%d places, want 23", len(s.Places()))
	}
	// 2 EW still has rounds to its name: it may still be chosen.
	if ps := s.PlayingPairs(); len(ps) != 10 || !strings.Contains(strings.Join(ps, " "), "2EW") {
		t.Errorf("playing pairs %v", ps)
	}
	// The guide cards follow: 2 EW's own card stops after round 3.
	for _, r := range s.Movement().PairRoutes() {
		if r.Pair.Key() == "2EW" && len(r.Steps) != 3 {
			t.Errorf("2 EW's guide card has %d rounds, want 3", len(r.Steps))
		}
	}
	if cards := s.Movement().TableCards(); len(cards) != 5 {
		t.Errorf("%d table cards", len(cards))
	}
	// The check says, in words, that 2 EW now plays too few boards.
	var words []string
	for _, f := range got.Findings {
		if strings.HasPrefix(f, "Warning: ") && strings.Contains(f, "2 EW (9)") {
			words = append(words, f)
		}
	}
	if len(words) != 1 {
		t.Errorf("findings %q: want the 70%% warning for 2 EW", got.Findings)
	}
	// Its opponents' tables in rounds 4 and 5 are sit-outs, in words.
	sitOuts := 0
	for _, f := range got.Findings {
		if strings.HasPrefix(f, "Warning: round 4: no play at table(s) ") || strings.HasPrefix(f, "Warning: round 5: no play at table(s) ") {
			if !strings.HasSuffix(f, "(a sit-out)") {
				t.Errorf("finding %q", f)
			}
			sitOuts++
		}
	}
	if sitOuts != 2 {
		t.Errorf("findings %q: want a sit-out in each of rounds 4 and 5", got.Findings)
	}
	// Leaving before round 1 would leave a pair that never plays.
	if _, err := s.PairLeaves("3NS", 1); err == nil || !strings.Contains(err.Error(), "never plays") || !strings.Contains(err.Error(), "not done") {
		t.Errorf("pair leaving from round 1: %v", err)
	}
	if _, err := s.PairLeaves("12NS", 2); err == nil || !strings.Contains(err.Error(), "no pair 12NS in this movement") {
		t.Errorf("unknown pair: %v", err)
	}
	if s.Expected() != 69 {
		t.Errorf("a refused change altered the rows: expected %d", s.Expected())
	}
}

func TestDeskMovePhantom(t *testing.T) {
	d, _ := newTestDesk(t)
	s := halfTable5(t, d)
	got, err := s.MovePhantom("3NS", 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Phantom() != "3NS" || len(rowsWith(s, "3NS")) != 0 || len(rowsWith(s, "5NS")) != 5 {
		t.Errorf("phantom %q, 3NS rows %v, 5NS rows %v", s.Phantom(), rowsWith(s, "3NS"), rowsWith(s, "5NS"))
	}
	if len(got.Findings) != len(s.MovementFindings()) {
		t.Errorf("findings %v", got.Findings)
	}
	if _, err := s.MovePhantom("3NS", 1, nil); err == nil || !strings.Contains(err.Error(), "already the missing pair") {
		t.Errorf("moving the phantom onto itself: %v", err)
	}
}

func TestDeskLateChangeNeedsTheMovement(t *testing.T) {
	d, _ := newTestDesk(t)
	id, _, err := d.Import(filepath.Join("..", "testdata", "sessions", "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.PairLeaves("1NS", 2); err == nil || !strings.Contains(err.Error(), "imported without its movement") {
		t.Errorf("late change on an imported session: %v", err)
	}
	if _, err := s.AddLatePair(nil, 1); err == nil || !strings.Contains(err.Error(), "imported without its movement") {
		t.Errorf("late pair on an imported session: %v", err)
	}
}

// Undo and redo of a late change lay the travellers out again, as the
// change itself does.
func TestDeskUndoLateChange(t *testing.T) {
	d, _ := newTestDesk(t)
	s := halfTable5(t, d)
	if _, err := s.AddLatePair([]string{"Ann", "Bob"}, 2); err != nil {
		t.Fatal(err)
	}
	step, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if step.What != "late pair 5 NS (Ann & Bob) plays from round 2" {
		t.Errorf("undid %q", step.What)
	}
	if s.Phantom() != "5NS" || len(rowsWith(s, "5NS")) != 0 || s.Expected() != 60 || len(s.Places()) != 20 {
		t.Errorf("after undo: phantom %q, 5NS rows %v, expected %d, %d places", s.Phantom(), rowsWith(s, "5NS"), s.Expected(), len(s.Places()))
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if s.Phantom() != "" || s.Expected() != 72 || len(rowsWith(s, "5NS")) != 4 {
		t.Errorf("after redo: phantom %q, expected %d, 5NS rows %v", s.Phantom(), s.Expected(), rowsWith(s, "5NS"))
	}
	if _, err := s.PairLeaves("1EW", 5); err != nil {
		t.Fatal(err)
	}
	if s.Expected() != 69 {
		t.Errorf("expected %d after 1EW left for round 5, want 69", s.Expected())
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if s.Expected() != 72 || rowsWith(s, "1EW")[5] != 3 {
		t.Errorf("after undoing the departure: expected %d, 1EW rows %v", s.Expected(), rowsWith(s, "1EW"))
	}
}
