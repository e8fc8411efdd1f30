package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A membership list imported is one step of the register's history:
// players --undo takes the whole list back (the players a session names
// keep their names), saying what it was, and --redo imports it again.
func TestPlayersImportUndoRedo(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	mustRun(t, "import", realHowell, "--db", db)
	before := mustRun(t, "players", "--db", db)
	list := filepath.Join(t.TempDir(), "members.csv")
	members := "Name,EBU No,Masterpoints,Handicap\nHENRY JESSOP,900024,5,\nALICE YARDLEY,900011,1850,-2\nZOE NEWCOMER,99,,\n"
	if err := os.WriteFile(list, []byte(members), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, errs, code := runNamed(t, "players", "--import", list, "--db", db); code != 0 || errs != "3 players added or given a number, body or figure from "+list+" (players --undo takes the list back)\n" {
		t.Fatalf("--import: exit %d %q", code, errs)
	}
	after := mustRun(t, "players", "--db", db)
	for _, want := range []string{"HENRY JESSOP (EBU 900024)  masterpoints 5\n", "ALICE YARDLEY (EBU 900011)  masterpoints 1850  handicap -2\n", "ZOE NEWCOMER (EBU 99)\n"} {
		if !strings.Contains(after, want) {
			t.Errorf("after the import, no %q in\n%s", want, after)
		}
	}
	_, errs, code := runNamed(t, "players", "--undo", "--db", db)
	if code != 0 || !strings.Contains(errs, "undone: imported members.csv: 1 player added, 2 players changed (") {
		t.Errorf("--undo: exit %d %q", code, errs)
	}
	if got := mustRun(t, "players", "--db", db); got != before {
		t.Errorf("after --undo:\n%s\nwant\n%s", got, before)
	}
	_, errs, code = runNamed(t, "players", "--redo", "--db", db)
	if code != 0 || !strings.Contains(errs, "redone: imported members.csv") {
		t.Errorf("--redo: exit %d %q", code, errs)
	}
	if got := mustRun(t, "players", "--db", db); got != after {
		t.Errorf("after --redo:\n%s\nwant\n%s", got, after)
	}
}
