package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// lastLine is the last line a command printed.
func lastLine(out string) string {
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	return lines[len(lines)-1]
}

// standingsLine is the line of the text standings for a pair of a field
// ("North-South" or "East-West").
func standingsLine(t *testing.T, out, field, pair string) string {
	t.Helper()
	in := false
	for _, l := range strings.Split(out, "\n") {
		switch {
		case strings.HasPrefix(l, "North-South"), strings.HasPrefix(l, "East-West"):
			in = strings.HasPrefix(l, field)
		case in:
			f := strings.Fields(l)
			if len(f) > 1 && f[1] == pair {
				return l
			}
		}
	}
	t.Fatalf("no %s pair %s in the standings:\n%s", field, pair, out)
	return ""
}

// names --pair 3NS on the two-winner Mitchell numbered 1 to 8 each way
// changes pair 3 NS alone; standings show pair 3 EW's names unchanged.
func TestNamesCommandOnePairOfTheTwoNumberedThree(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := stImport(t, db, filepath.Join(stTestdata, "mitchell-8t", "session.xml"))
	before := stMust(t, "standings", "--session", id, "--db", db)
	ew3 := standingsLine(t, before, "East-West", "3")
	out := stMust(t, "names", "--session", id, "--pair", "3NS", "Ann Smith", "Bob Jones", "--db", db)
	if !strings.Contains(out, "pair 3 NS: Ann Smith & Bob Jones") {
		t.Errorf("names printed %q", out)
	}
	after := stMust(t, "standings", "--session", id, "--db", db)
	if got := standingsLine(t, after, "North-South", "3"); !strings.Contains(got, "Ann Smith & Bob Jones") {
		t.Errorf("3NS after names: %q", got)
	}
	if got := standingsLine(t, after, "East-West", "3"); got != ew3 {
		t.Errorf("3EW changed: %q, was %q", got, ew3)
	}
	// "3" is both pairs: refused in words, nothing changed.
	dump := stDump(t, db)
	code, _, errOut := stRun(t, "names", "--session", id, "--pair", "3", "X Y", "Z W", "--db", db)
	if code != 1 || !strings.Contains(errOut, "pair 3: there are pairs 3NS and 3EW; say which") {
		t.Errorf("names --pair 3: exit %d, %q", code, errOut)
	}
	code, _, errOut = stRun(t, "names", "--session", id, "--pair", "9NS", "X Y", "--db", db)
	if code != exitNotFound || !strings.Contains(errOut, "there is no pair 9NS in this session") {
		t.Errorf("names --pair 9NS: exit %d, %q", code, errOut)
	}
	if stDump(t, db) != dump {
		t.Errorf("a refused names command changed the database")
	}
	// One undo puts the names back.
	stMust(t, "undo", "--session", id, "--db", db)
	if got := stMust(t, "standings", "--session", id, "--db", db); got != before {
		t.Errorf("undo did not put 3NS's names back:\n%s", firstDiff(got, before))
	}
}

// new sets up a session as the wizard does and prints its id alone on the
// last line; the names file and names command work on its pairs.
func TestNewSessionFromTheCommandLine(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	names := filepath.Join(dir, "names.csv")
	if err := os.WriteFile(names, []byte("Pair,Player 1,Player 2\n1NS,Ann Smith,Bob Jones\n1 ew,Cath Hill,Dan Roe\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := stMust(t, "new", "--name", "Tuesday pairs", "--movement", "mitchell", "--tables", "5", "--boards-per-round", "3",
		"--names", names, "--date", "2026-11-24", "--db", db)
	id := lastLine(out)
	if id != "1" {
		t.Fatalf("new printed %q; want the id alone on the last line", out)
	}
	list := stMust(t, "sessions", "--db", db)
	if !strings.Contains(list, "2026-11-24") || !strings.Contains(list, "Tuesday pairs") || !strings.Contains(list, "mitchell, 5 tables") {
		t.Errorf("sessions after new:\n%s", list)
	}
	stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1", "--ew", "1", "4SN=", "--db", db)
	stMust(t, "enter", "--session", id, "--board", "1", "--ns", "5", "--ew", "4", "4SN+1", "--db", db)
	st := stMust(t, "standings", "--session", id, "--db", db)
	if !strings.Contains(standingsLine(t, st, "North-South", "1NS"), "Ann Smith & Bob Jones") ||
		!strings.Contains(standingsLine(t, st, "East-West", "1EW"), "Cath Hill & Dan Roe") {
		t.Errorf("names from the file not in the standings:\n%s", st)
	}
	howell := lastLine(stMust(t, "new", "--name", "Howell", "--movement", "howell", "--tables", "4", "--half", "--method", "ximp", "--db", db))
	if howell != "2" {
		t.Errorf("second session's id %q", howell)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--movement", "mitchell", "--tables", "5"}, "--name NAME is required"},
		{[]string{"--name", "x", "--movement", "swiss", "--tables", "5"}, `--movement "swiss"`},
		{[]string{"--name", "x", "--movement", "mitchell"}, "--tables N is required"},
		{[]string{"--name", "x", "--movement", "howell", "--tables", "4", "--even", "skip"}, "skip and relay are ways to run a Mitchell"},
		{[]string{"--name", "x", "--movement", "mitchell", "--tables", "5", "--method", "swiss"}, `--method "swiss"`},
		{[]string{"--name", "x", "--movement", "mitchell", "--tables", "5", "--names", filepath.Join(dir, "none.csv")}, "none.csv"},
	} {
		before := stDump(t, db)
		code, _, errOut := stRun(t, append(append([]string{"new"}, c.args...), "--db", db)...)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("new %v: exit %d, %q, want %q", c.args, code, errOut, c.want)
		}
		if stDump(t, db) != before {
			t.Errorf("new %v changed the database", c.args)
		}
	}
	bad := filepath.Join(dir, "bad.csv")
	if err := os.WriteFile(bad, []byte("1NS,A,B\n7NS,C,D\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := stRun(t, "new", "--name", "x", "--movement", "mitchell", "--tables", "5", "--names", bad, "--db", db)
	if code != 1 || !strings.Contains(errOut, "line 2: there is no pair 7NS in this movement") {
		t.Errorf("names file naming 7NS of 5 tables: exit %d, %q", code, errOut)
	}
}

// clear, adjust, complete, late and hands do what the window's dialogs do
// and refuse what they refuse, in the same words.
func TestDirectorCommands(t *testing.T) {
	db, id := deskMitchell(t, 5)
	line := []string{"--session", id, "--db", db, "--board", "1", "--ns", "1NS", "--ew", "1EW"}
	code, _, errOut := stRun(t, append([]string{"clear"}, line...)...)
	if code != exitNotFound || !strings.Contains(errOut, "board 1: no result entered for 1NS v 1EW") {
		t.Errorf("clear of an empty line: exit %d, %q", code, errOut)
	}
	stMust(t, append([]string{"enter"}, append(line, "4SN=")...)...)
	if out := stMust(t, append([]string{"adjust"}, append(line, "A60-40")...)...); !strings.Contains(out, "A60-40") {
		t.Errorf("adjust printed %q", out)
	}
	if out := stMust(t, append([]string{"adjust"}, append(line, "--foul", "2")...)...); !strings.Contains(out, "version 2") {
		t.Errorf("adjust --foul printed %q", out)
	}
	code, _, errOut = stRun(t, append([]string{"adjust"}, append(line, "--foul", "12")...)...)
	if code != 1 || !strings.Contains(errOut, "fouled board version 12: give a number from 0 (as dealt) to 9") {
		t.Errorf("adjust --foul 12: exit %d, %q", code, errOut)
	}
	if out := stMust(t, append([]string{"clear"}, line...)...); !strings.Contains(out, "cleared") {
		t.Errorf("clear printed %q", out)
	}
	code, out, _ := stRun(t, "complete", "--session", id, "--db", db)
	if code != 1 || !strings.Contains(out, "0 of 75 lines entered") || !strings.Contains(out, "board 1, round 1, table 1: 1NS v 1EW") {
		t.Errorf("complete on an empty session: exit %d, %q", code, out)
	}
	code, _, errOut = stRun(t, "late", "--session", id, "--db", db, "--late-pair", "Gil Green", "Hal Hope")
	if code != 1 || !strings.Contains(errOut, "there is no phantom for a late pair to replace") {
		t.Errorf("late pair in a full movement: exit %d, %q", code, errOut)
	}
	if out := stMust(t, "late", "--session", id, "--db", db, "--leaves", "5EW", "--from", "3"); !strings.Contains(out, "Pair 5EW leaves from round 3") {
		t.Errorf("late --leaves printed %q", out)
	}
	if out := stMust(t, "undo", "--session", id, "--db", db); !strings.Contains(out, "leaves from round 3") {
		t.Errorf("undo after late printed %q", out)
	}

	// An imported session has no movement to change, and says so as the
	// window does.
	db2 := filepath.Join(t.TempDir(), "club.db")
	imp := stImport(t, db2, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	code, _, errOut = stRun(t, "late", "--session", imp, "--db", db2, "--leaves", "3NS")
	if code != 1 || !strings.Contains(errOut, "this session was imported without its movement") {
		t.Errorf("late on an imported session: exit %d, %q", code, errOut)
	}
	code, _, errOut = stRun(t, "hands", "--session", imp, "--db", db2, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	if code != 1 || !strings.Contains(errOut, "holds no hand records") {
		t.Errorf("hands from a results file: exit %d, %q", code, errOut)
	}
}
