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

// player finds a player by surname, first name or a near spelling, says
// how, suggests the players meant when it could be several, and says which
// handicap applies and why: the register's or the history's, and each
// session's own list naming the player.
func TestPlayerFoundAsTyped(t *testing.T) {
	db := clubWithHowell(t)
	list := writeList(t, "Name,Handicap\nHENRY JESSOP,-5\nZed Nobody,2\n")
	if _, errs, code := runNamed(t, "awards", "--session", "1", "--handicaps", list, "--db", db); code != 0 || !strings.Contains(errs, "Zed Nobody") || !strings.Contains(errs, "set aside") {
		t.Fatalf("a list with a stranger: exit %d, %s", code, errs)
	}
	for _, typed := range []string{"jessop", "h jessop", "Henry Jesop", "HENRY JESSOP"} {
		out, errs, code := runNamed(t, "player", typed, "--db", db)
		if code != 0 || !strings.HasPrefix(out, "HENRY JESSOP: ") {
			t.Errorf("player %q: exit %d, %q %s", typed, code, out, errs)
			continue
		}
		if typed != "HENRY JESSOP" && !strings.Contains(errs, "HENRY JESSOP") {
			t.Errorf("player %q does not say how it found HENRY JESSOP: %q", typed, errs)
		}
		if !strings.Contains(out, "Handicap today: ") || !strings.Contains(out, "Session 1, ") || !strings.Contains(out, ": -5, from the list of handicaps kept with that session") {
			t.Errorf("player %q does not say which handicap applies: %q", typed, out)
		}
	}
	if _, errs, code := runNamed(t, "player", "henry", "--db", db); code != 3 || !strings.Contains(errs, "HENRY EASTWOOD or HENRY JESSOP") {
		t.Errorf("a first name two players have: exit %d, %s", code, errs)
	}
	if _, errs, code := runNamed(t, "player", "Zebedee Quux", "--db", db); code != 3 || !strings.Contains(errs, "no player") {
		t.Errorf("a stranger: exit %d, %s", code, errs)
	}
}
