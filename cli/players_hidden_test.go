package cli

import (
	"strings"
	"testing"
)

// TestPlayersHidden: a player who asked not to be shown by name on the
// website is marked so from the command line, and the change is undone
// and redone there.
func TestPlayersHidden(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "players", "--set", "N23", "--hidden", "yes", "--db", db)
	if list := mustRun(t, "players", "--search", "jessop", "--db", db); !strings.Contains(list, "HENRY JESSOP (ACBL N23)") || !strings.Contains(list, "initials on the website") {
		t.Errorf("list after --hidden yes: %q", list)
	}
	_, errs, code := runNamed(t, "players", "--undo", "--db", db)
	if code != 0 || !strings.Contains(errs, "undone: HENRY JESSOP shown under initials") {
		t.Errorf("--undo: exit %d %q", code, errs)
	}
	if list := mustRun(t, "players", "--search", "jessop", "--db", db); strings.Contains(list, "initials") {
		t.Errorf("list after --undo: %q", list)
	}
	if _, errs, code := runNamed(t, "players", "--redo", "--db", db); code != 0 || !strings.Contains(errs, "redone") {
		t.Errorf("--redo: exit %d %q", code, errs)
	}
	if _, errs, code := runNamed(t, "players", "--redo", "--db", db); code != 4 || !strings.Contains(errs, "nothing to redo") {
		t.Errorf("--redo with nothing to redo: exit %d %q", code, errs)
	}
	mustRun(t, "players", "--set", "N23", "--hidden", "no", "--db", db)
	for _, bad := range [][]string{
		{"--set", "N23", "--hidden", "maybe"},
		{"--hidden", "yes"},
		{"--undo", "--redo"},
		{"--undo", "--set", "N23", "--hidden", "yes"},
	} {
		if _, _, code := runNamed(t, "players", append(bad, "--db", db)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
	if _, _, code := runNamed(t, "players", "--set", "nobody at all", "--hidden", "yes", "--db", db); code != 3 {
		t.Errorf("an unknown player: exit %d, want 3", code)
	}
}
