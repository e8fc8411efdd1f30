package cli

import (
	"strings"
	"testing"
)

// A player's masterpoints and handicap changed from the command line are
// in the register's history: --undo takes the change back, --redo repeats
// it, each saying what it was, and the list shows the figures as they
// stand.
func TestPlayersFiguresUndoRedo(t *testing.T) {
	db := clubWithHowell(t)
	line := func() string {
		t.Helper()
		return strings.TrimSpace(mustRun(t, "players", "--search", "jessop", "--db", db))
	}
	before := line()
	if !strings.Contains(before, "masterpoints 5") || strings.Contains(before, "handicap") {
		t.Fatalf("list before: %q", before)
	}
	mustRun(t, "players", "--set", "N23", "--masterpoints", "120", "--handicap", "-2.5", "--db", db)
	after := line()
	if !strings.Contains(after, "masterpoints 120") || !strings.Contains(after, "handicap -2.5") {
		t.Fatalf("list after --set: %q", after)
	}
	_, errs, code := runNamed(t, "players", "--undo", "--db", db)
	if code != 0 || !strings.Contains(errs, "undone: HENRY JESSOP's masterpoints and handicap (HENRY JESSOP: masterpoints 5, handicap none → HENRY JESSOP: masterpoints 120, handicap -2.5)") {
		t.Errorf("--undo: exit %d %q", code, errs)
	}
	if got := line(); got != before {
		t.Errorf("list after --undo: %q, want %q", got, before)
	}
	if _, errs, code := runNamed(t, "players", "--redo", "--db", db); code != 0 || !strings.Contains(errs, "redone: HENRY JESSOP's masterpoints and handicap") {
		t.Errorf("--redo: exit %d %q", code, errs)
	}
	if got := line(); got != after {
		t.Errorf("list after --redo: %q, want %q", got, after)
	}
	// Clearing a figure is a change undo takes back too.
	mustRun(t, "players", "--set", "N23", "--handicap", "", "--db", db)
	if got := line(); strings.Contains(got, "handicap") {
		t.Errorf("list after clearing the handicap: %q", got)
	}
	if _, errs, code := runNamed(t, "players", "--undo", "--db", db); code != 0 || !strings.Contains(errs, "undone: HENRY JESSOP's handicap") {
		t.Errorf("--undo of the clearing: exit %d %q", code, errs)
	}
	if got := line(); got != after {
		t.Errorf("list after undoing the clearing: %q, want %q", got, after)
	}
}
