package cli

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"bridgescore/club"
)

// postFromTable sends a result as table 2's phone does, through the
// service the table server calls, and closes the session again.
func postFromTable(t *testing.T, db, id string, board int, result string) {
	t.Helper()
	n, _ := strconv.ParseInt(id, 10, 64)
	s, err := club.OpenOne(db, n)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.EnterFromTable(club.TableEntry{Table: 2, Round: 1, ClientID: "phone-1"}, board, result, nil); err != nil {
		t.Fatal(err)
	}
}

// undo is the director's: a phone's result sent between the director's
// enter and undo stays; history numbers it and undo --change takes it.
func TestUndoLeavesATablesResult(t *testing.T) {
	db, id := newTablesSession(t)
	stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1", "--ew", "1", "4SN=", "--db", db)
	// Table 2 plays the second set of boards in round 1.
	n, _ := strconv.ParseInt(id, 10, 64)
	s, err := club.OpenOne(db, n)
	if err != nil {
		t.Fatal(err)
	}
	board := 0
	for _, b := range s.Boards() {
		rows, _ := s.Rows(b)
		for _, r := range rows {
			if r.Table == 2 && r.Round == 1 && board == 0 {
				board = b
			}
		}
	}
	s.Close()
	postFromTable(t, db, id, board, "3NTS=")

	out := stMust(t, "undo", "--session", id, "--db", db)
	if !strings.Contains(out, "entered board 1,") || strings.Contains(out, "from table") {
		t.Errorf("undo said %q, want the director's board 1", out)
	}
	hist := stMust(t, "history", "--session", id, "--db", db)
	m := regexp.MustCompile(`(?m)^\S+ \S+\s+(\d+)\s+entered board ` + strconv.Itoa(board) + `, .*\(from table 2, round 1`).FindStringSubmatch(hist)
	if m == nil || strings.Contains(m[0], "[undone]") {
		t.Fatalf("history does not number the table's result, or shows it undone:\n%s", hist)
	}
	if code, _, errOut := stRun(t, "undo", "--session", id, "--db", db); code != exitConflict || !strings.Contains(errOut, "nothing to undo") {
		t.Errorf("a second undo: exit %d %q, want %d, nothing to undo (the table's result is not the director's)", code, errOut, exitConflict)
	}
	out = stMust(t, "undo", "--session", id, "--change", m[1], "--db", db)
	if !strings.Contains(out, "undone change "+m[1]+": entered board "+strconv.Itoa(board)) || !strings.Contains(out, "(from table 2, round 1") {
		t.Errorf("undo --change %s said %q", m[1], out)
	}
	out = stMust(t, "redo", "--session", id, "--change", m[1], "--db", db)
	if !strings.Contains(out, "redone change "+m[1]) {
		t.Errorf("redo --change %s said %q", m[1], out)
	}
	if code, _, _ := stRun(t, "undo", "--session", id, "--change", "9999", "--db", db); code != exitNotFound {
		t.Errorf("undo of a change there is not: exit %d, want %d", code, exitNotFound)
	}
}
