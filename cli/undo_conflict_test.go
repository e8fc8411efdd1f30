package cli

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
)

// An undo refused because the line was changed since, by another program
// writing to the club's file behind its history, is a conflict (exit 4):
// not the command line's fault, and nothing for the director to report.
func TestUndoOverLaterChangeExitsConflict(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "4SN+1")
	other, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if _, err := other.Exec("UPDATE lines SET score = 480, tricks = 12 WHERE board = 1 AND ns = '1NS' AND ew = '1EW'"); err != nil {
		t.Fatal(err)
	}
	other.Close()
	code, _, errOut := stRun(t, "undo", "--session", id, "--db", db)
	if code != exitConflict || !strings.Contains(errOut, "the line has been changed since") {
		t.Errorf("undo over a later change: exit %d, %q; want exit %d (conflict)", code, errOut, exitConflict)
	}
}
