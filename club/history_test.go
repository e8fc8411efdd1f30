package club

import (
	"strings"
	"testing"
)

// The history lists the director's undo and redo steps where they happened,
// saying what each left and put back, and marks which undone changes can
// still be redone.
func TestHistoryRecordsUndoAndRedo(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, err := s.Rows(1)
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range []func() error{
		func() error { _, err := s.Enter(1, rows[0], "4SN="); return err },
		func() error { _, err := s.Enter(1, rows[1], "3NTS+1"); return err },
		func() error { _, err := s.Undo(); return err }, // 3NT by S
		func() error { _, err := s.Undo(); return err }, // 4S by N
		func() error { _, err := s.Redo(); return err }, // 4S by N again
	} {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	var steps []Change
	for _, c := range h {
		if c.Step != "" {
			steps = append(steps, c)
		}
	}
	if len(steps) != 3 {
		t.Fatalf("history lists %d undo/redo steps, want 3: %+v", len(steps), h)
	}
	for i, want := range []struct{ step, title, after string }{
		{"undo", "undone: entered board 1", "nothing"},
		{"undo", "undone: entered board 1", "nothing"},
		{"redo", "redone: entered board 1", "4SN="},
	} {
		c := steps[i]
		if c.Step != want.step || !strings.HasPrefix(c.Title, want.title) || !strings.Contains(c.After, want.after) || c.Undone {
			t.Errorf("step %d: %+v, want %s %q… leaving %q…", i+1, c, want.step, want.title, want.after)
		}
	}
	if !strings.Contains(steps[0].Before, "3NT") || !strings.Contains(steps[1].Before, "4") || !strings.Contains(steps[2].After, "4") {
		t.Errorf("the steps do not name the results they took back and put back: %+v", steps)
	}
	// The steps come after the changes they undo, in the order made, and
	// the 3NT line, undone and not redone, can still be redone.
	last := h[len(h)-1]
	if last.Step != "redo" {
		t.Errorf("the last entry is %q, want the redo", last.What)
	}
	for _, c := range h {
		if c.Step == "" && strings.Contains(c.What, "3NT") && (!c.Undone || !c.Redoable) {
			t.Errorf("the undone 3NT entry: %+v, want undone and redoable", c)
		}
	}
	// A new change ends the redo chain: the undone line stays undone but
	// can no longer be redone.
	if _, err := s.Enter(1, rows[2], "4HE="); err != nil {
		t.Fatal(err)
	}
	h, _ = s.History()
	for _, c := range h {
		if c.Step == "" && strings.Contains(c.What, "3NT") && (!c.Undone || c.Redoable) {
			t.Errorf("after a new change the 3NT entry: %+v, want undone and not redoable", c)
		}
	}
}
