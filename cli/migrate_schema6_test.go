package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A club database written by the release before sections were stored
// (schema 6) opens in this one and prints what that release printed: every
// session's standings, history and exports and the event's standings, as
// the release wrote them beside the database in testdata/schema6. The
// database holds two imported sessions in a titled event and a session set
// up with its movement, with lines entered, corrected and adjusted, a lead,
// names changed, a change undone and its tables' access codes drawn.
// Session 3 is still in progress (5 of its 96 results): its standings are
// provisional, so they say so and no total is factored up to boards not
// yet reached; standings-3.json holds that, and is otherwise the
// release's, line for line.
func TestMigrateSchema6Database(t *testing.T) {
	src := filepath.Join("testdata", "schema6")
	data, err := os.ReadFile(filepath.Join(src, "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	if err := os.WriteFile(db, data, 0o644); err != nil {
		t.Fatal(err)
	}
	want := func(name string) string {
		b, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	for _, s := range []string{"1", "2", "3"} {
		if got := stMust(t, "standings", "--session", s, "--format", "json", "--db", db); got != want("standings-"+s+".json") {
			t.Errorf("session %s: standings differ after the migration: %s", s, firstDiff(got, want("standings-"+s+".json")))
		}
		if got := withoutTimesAndIDs(stMust(t, "history", "--session", s, "--db", db)); got != want("history-"+s+".txt") {
			t.Errorf("session %s: history differs after the migration: %s", s, firstDiff(got, want("history-"+s+".txt")))
		}
		out := filepath.Join(dir, "export-"+s+".csv")
		stMust(t, "export", "--session", s, "--format", "csv", "--db", db, "--out", out)
		got, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want("export-"+s+".csv") {
			t.Errorf("session %s: CSV export differs after the migration: %s", s, firstDiff(string(got), want("export-"+s+".csv")))
		}
	}
	if got := stMust(t, "standings", "--event", "Autumn Pairs", "--format", "json", "--db", db); got != want("event.json") {
		t.Errorf("event standings differ after the migration: %s", firstDiff(got, want("event.json")))
	}
	// The tables' codes printed on the cards before still open the tables.
	if got := stMust(t, "table-codes", "--session", "3", "--format", "json", "--listen", "192.168.1.20:8080", "--db", db); got != want("codes-3.json") {
		t.Errorf("table codes differ after the migration: %s", firstDiff(got, want("codes-3.json")))
	}
	// The migrated session takes changes and undoes them as before.
	stMust(t, "enter", "--session", "3", "--board", "2", "--ns", "4NS", "--ew", "4EW", "2HN=", "--db", db)
	stMust(t, "names", "--session", "3", "--pair", "2EW", "Cat Cole", "Dan Dale", "--db", db)
	stMust(t, "undo", "--session", "3", "--db", db)
	stMust(t, "undo", "--session", "3", "--db", db)
	if got := stMust(t, "standings", "--session", "3", "--format", "json", "--db", db); got != want("standings-3.json") {
		t.Errorf("session 3 after a change and its undo: %s", firstDiff(got, want("standings-3.json")))
	}
}

// withoutTimesAndIDs drops the time column of the history, as the file beside
// the database was written, and the changes' numbers, which that release
// did not print: everything before the CHANGE heading.
func withoutTimesAndIDs(history string) string {
	var b strings.Builder
	cut := strings.Index(history, "CHANGE")
	for _, line := range strings.SplitAfter(history, "\n") {
		if len(line) > cut {
			line = line[cut:]
		} else if line != "" && line != "\n" {
			line = "\n"
		}
		b.WriteString(line)
	}
	return b.String()
}
