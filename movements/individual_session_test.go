package movements

import (
	"encoding/json"
	"testing"
)

// An individual kept as a session's movement is a valid movement whose
// slots are the tables played, and reads back to the same schedule.
func TestIndividualAsMovement(t *testing.T) {
	for _, tables := range []int{2, 3, 4, 5, 7} {
		ind, err := NewIndividual(IndividualOptions{Tables: tables})
		if err != nil {
			t.Fatalf("%d tables: %v", tables, err)
		}
		mv, err := ind.Movement()
		if err != nil {
			t.Fatal(err)
		}
		if v := mv.Validate(); !v.OK {
			t.Fatalf("%d tables: %v", tables, v.Findings)
		}
		b, err := json.Marshal(mv)
		if err != nil {
			t.Fatal(err)
		}
		var back Movement
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if len(back.Schedule) != len(ind.Schedule) || mv.ExpectedLines() != len(ind.Schedule)*ind.BoardsPerRound {
			t.Fatalf("%d tables: %d slots for %d tables played", tables, len(back.Schedule), len(ind.Schedule))
		}
		for i, s := range back.Schedule {
			f, ok := SideOf(&back, s.EW)
			want := ind.Schedule[i]
			if !ok || f.Round != s.Round || f.Table != s.Table || f != want {
				t.Fatalf("%d tables: slot %d (%+v) reads back as %+v, want %+v", tables, i, s, f, want)
			}
		}
		if IndividualOf(&Movement{Kind: Howell}) != nil {
			t.Fatal("a Howell read as an individual")
		}
	}
}

// A player short: his tables sit out and are no slots.
func TestIndividualMovementSitOut(t *testing.T) {
	ind, err := NewIndividual(IndividualOptions{Tables: 5, Players: 19})
	if err != nil {
		t.Fatal(err)
	}
	mv, err := ind.Movement()
	if err != nil {
		t.Fatal(err)
	}
	out := 0
	for _, f := range ind.Schedule {
		if ind.SitsOut(f) {
			out++
		}
	}
	if out == 0 || len(mv.Schedule) != len(ind.Schedule)-out {
		t.Fatalf("%d tables sit out; %d slots of %d", out, len(mv.Schedule), len(ind.Schedule))
	}
	if v := mv.Validate(); !v.OK {
		t.Fatal(v.Findings)
	}
}
