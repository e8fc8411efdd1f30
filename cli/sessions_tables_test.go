package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// sessions counts the tables as a director does, from the pairs: 30 pairs
// in two sections of 7½ tables are 15 tables (the half tables' phantoms
// are no tables), the same once exported and imported again.
func TestSessionsCountTheTablesFromThePairs(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	two := lastLine(stMust(t, "new", "--name", "Tuesday", "--pairs", "30", "--sections", "--db", db))
	lastLine(stMust(t, "new", "--name", "Half", "--movement", "mitchell", "--tables", "8", "--half", "--db", db))
	lastLine(stMust(t, "new", "--name", "Howell", "--movement", "howell", "--tables", "4", "--db", db))
	// Two results on each of the first boards of each section, for a
	// file that can be scored.
	enterMissing(t, db, two, 6)
	out := filepath.Join(dir, "tuesday.xml")
	stMust(t, "export", "--session", two, "--format", "usebio", "--out", out, "--db", db)
	other := filepath.Join(dir, "other.db")
	stImport(t, other, out)
	list := stMust(t, "sessions", "--db", db) + stMust(t, "sessions", "--db", other)
	for _, want := range []string{"2 sections, 15 tables", "mitchell, 7½ tables", "howell, 4 tables"} {
		if !strings.Contains(list, want) {
			t.Errorf("sessions should say %q:\n%s", want, list)
		}
	}
	if n := strings.Count(list, "2 sections, 15 tables"); n != 2 {
		t.Errorf("the exported and imported session should count 15 tables too (%d sessions say so):\n%s", n, list)
	}
}
