package store

import (
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// register is the players register, an entry a line, but for the
// players the sample session names ("Player 1NS a").
func register(t *testing.T, db *DB) string {
	t.Helper()
	ps, err := db.Players()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range ps {
		if strings.HasPrefix(p.Name, "Player ") {
			continue
		}
		out = append(out, fmt.Sprintf("%s/%s/%s mp=%s h=%s hidden=%v", p.Name, p.Number, p.Body, p.Masterpoints, p.Handicap, p.Hidden))
	}
	return strings.Join(out, "\n")
}

// An imported membership list is one change in the register's history:
// undo takes every player it added, every number, body and figure it gave
// back at once, redo puts them again, and importing it again changes
// nothing.
func TestImportedListUndoable(t *testing.T) {
	db, _ := openTemp(t)
	// Players already known: by name from a session, and with a number
	// and figures from an earlier list.
	if _, err := db.AddPlayer("Ann Able", ""); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayers([]Player{{Name: "Bob Baker", Number: "55", Body: "EBU", Masterpoints: "10"}}, "old.csv"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetPlayersHidden([]PlayerRef{{Name: "Bob Baker", Number: "55"}}, true); err != nil {
		t.Fatal(err)
	}
	start := register(t, db)
	list := []Player{
		{Name: "Ann Able", Number: "12", Body: "EBU", Masterpoints: "40"}, // the name's entry gains a number
		{Name: "Ann Able"}, // and the name alone is a new entry
		{Name: "Bob Baker", Number: "55", Body: "EBU", Handicap: "2"}, // a figure; the one left blank kept
		{Name: "Cat Cole", Number: "77"},                              // new
		{Name: "Cat Cole", Number: "77", Masterpoints: "5"},           // the same player twice: one change
	}
	n, err := db.AddPlayers(list, "members.csv")
	if err != nil || n != 4 {
		t.Fatalf("import: %d %v", n, err)
	}
	imported := register(t, db)
	want := "Ann Able// mp= h= hidden=false\nAnn Able/12/EBU mp=40 h= hidden=false\n" +
		"Bob Baker/55/EBU mp=10 h=2 hidden=true\nCat Cole/77/ mp=5 h= hidden=false"
	if imported != want {
		t.Fatalf("after the import:\n%s\nwant\n%s", imported, want)
	}
	log, err := db.History(RegisterLog)
	if err != nil || len(log) != 3 {
		t.Fatalf("the register's log: %+v %v", log, err)
	}
	if c := log[2]; c.Kind != "members" || c.What != "imported members.csv: 2 players added, 2 players changed" ||
		c.Before != "Ann Able: masterpoints none, handicap none; Ann Able: not on the list; Bob Baker (EBU 55): masterpoints 10, handicap none; and 1 more" ||
		c.After != "Ann Able (EBU 12): masterpoints 40, handicap none; Ann Able: masterpoints none, handicap none; Bob Baker (EBU 55): masterpoints 10, handicap 2; and 1 more" {
		t.Errorf("the import in the log: %q: %q → %q", c.What, c.Before, c.After)
	}
	// The same list again changes nothing and is not in the history.
	if n, err := db.AddPlayers(list, "members.csv"); err != nil || n != 0 {
		t.Errorf("the list again: %d %v", n, err)
	}
	if log, _ := db.History(RegisterLog); len(log) != 3 {
		t.Errorf("the list again was logged: %+v", log)
	}
	for i := 0; i < 2; i++ {
		c, err := db.Undo(RegisterLog)
		if err != nil || c.Kind != "members" {
			t.Fatalf("undo %d: %+v %v", i, c, err)
		}
		if got := register(t, db); got != start {
			t.Fatalf("after undo %d:\n%s\nwant\n%s", i, got, start)
		}
		if _, err := db.Redo(RegisterLog); err != nil {
			t.Fatalf("redo %d: %v", i, err)
		}
		if got := register(t, db); got != imported {
			t.Fatalf("after redo %d:\n%s\nwant\n%s", i, got, imported)
		}
	}
	// The next undo is the change before the list's.
	if c, err := db.Undo(RegisterLog); err != nil || c.Kind != "members" {
		t.Fatal(c, err)
	}
	if c, err := db.Undo(RegisterLog); err != nil || c.Kind != "player" {
		t.Errorf("the undo after the list's: %+v %v", c, err)
	}
}

// Undo of an imported list does not overwrite what changed since by
// another path, and takes nothing back unless it takes all; a player the
// list added but a session has named since keeps the name.
func TestImportedListUndoConflicts(t *testing.T) {
	db, _ := openTemp(t)
	list := []Player{{Name: "Ann Able", Number: "12", Masterpoints: "40"}, {Name: "Cat Cole", Number: "77"}}
	if _, err := db.AddPlayers(list, "members.csv"); err != nil {
		t.Fatal(err)
	}
	imported := register(t, db)
	// A figure changed behind the history's back: the undo is refused whole.
	if _, err := db.sql.Exec("UPDATE players SET masterpoints = '41' WHERE name = 'Ann Able'"); err != nil {
		t.Fatal(err)
	}
	_, err := db.Undo(RegisterLog)
	if !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "Ann Able has been changed or taken off the list since") {
		t.Errorf("undo over a changed figure: %v", err)
	}
	if got := register(t, db); got != strings.Replace(imported, "mp=40", "mp=41", 1) {
		t.Errorf("a refused undo changed the register:\n%s", got)
	}
	if _, err := db.sql.Exec("UPDATE players SET masterpoints = '40' WHERE name = 'Ann Able'"); err != nil {
		t.Fatal(err)
	}
	// Cat Cole plays a session: undone, the list leaves the name.
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetPairNames(id, scoring.PairRef{ID: "2EW", Direction: "EW"}, []string{"Cat Cole", "Dan Dee"}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Undo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if got := register(t, db); got != "Cat Cole// mp= h= hidden=false\nDan Dee// mp= h= hidden=false" {
		t.Errorf("after undo, with Cat Cole named in a session:\n%s", got)
	}
	// Redone, the list gives the name its number again.
	if _, err := db.Redo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if got := register(t, db); got != imported+"\nDan Dee// mp= h= hidden=false" {
		t.Errorf("after redo:\n%s", got)
	}
	// An entry the list added that another path added again since is not
	// added twice.
	if _, err := db.Undo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer("Ann Able", "12"); err != nil {
		t.Fatal(err)
	}
	before := register(t, db)
	_, err = db.Redo(RegisterLog)
	if !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "Ann Able (12) has been added to the list since") {
		t.Errorf("redo over an entry added since: %v", err)
	}
	if got := register(t, db); got != before {
		t.Errorf("a refused redo changed the register:\n%s", got)
	}
}

// A list longer than the chunks an import and its undo go through is
// undone and redone whole, its history naming it in a few words.
func TestLongListUndoneInChunks(t *testing.T) {
	db, _ := openTemp(t)
	if _, err := db.AddPlayers([]Player{{Name: "P1", Number: "1", Masterpoints: "3"}}, "first.csv"); err != nil {
		t.Fatal(err)
	}
	start := register(t, db)
	n := 2*membersChunk + 7
	list := make([]Player, n)
	for i := range list {
		list[i] = Player{Name: fmt.Sprintf("P%d", i), Number: fmt.Sprint(i), Masterpoints: "5"}
	}
	if got, err := db.AddPlayers(list, "big.csv"); err != nil || got != n {
		t.Fatalf("import: %d %v, want %d", got, err, n)
	}
	imported := register(t, db)
	log, _ := db.History(RegisterLog)
	if c := log[len(log)-1]; c.What != fmt.Sprintf("imported big.csv: %d players added, 1 player changed", n-1) ||
		!strings.HasSuffix(c.After, fmt.Sprintf("; and %d more", n-membersShown)) {
		t.Errorf("the import in the log: %q → %q", c.What, c.After)
	}
	for i := 0; i < 2; i++ {
		if _, err := db.Undo(RegisterLog); err != nil {
			t.Fatal(err)
		}
		if got := register(t, db); got != start {
			t.Fatalf("after undo %d: %d lines, want %d", i, strings.Count(got, "\n"), strings.Count(start, "\n"))
		}
		if _, err := db.Redo(RegisterLog); err != nil {
			t.Fatal(err)
		}
		if got := register(t, db); got != imported {
			t.Fatalf("after redo %d the register differs", i)
		}
	}
}

// A list a release before logged whole in its entry is undone and redone
// as it was, and named in the history as before.
func TestListLoggedWholeUndone(t *testing.T) {
	db, _ := openTemp(t)
	if _, err := db.AddPlayer("Ann Able", ""); err != nil {
		t.Fatal(err)
	}
	start := register(t, db)
	err := db.write(func(tx *sql.Tx) error {
		if _, err := tx.Exec("UPDATE players SET number = '12' WHERE name = 'Ann Able'"); err != nil {
			return err
		}
		if _, err := tx.Exec("INSERT INTO players(name, number) VALUES ('Cat Cole', '77')"); err != nil {
			return err
		}
		before := []memberRecord{{Name: "Ann Able"}, {Name: "Cat Cole", Absent: true}}
		after := []memberRecord{{Name: "Ann Able", Number: "12"}, {Name: "Cat Cole", Number: "77"}}
		return record(tx, RegisterLog, "members", "imported old.csv: 1 player added, 1 player changed", mustJSON(before), mustJSON(after))
	})
	if err != nil {
		t.Fatal(err)
	}
	imported := register(t, db)
	log, _ := db.History(RegisterLog)
	if c := log[len(log)-1]; c.After != "Ann Able (12): masterpoints none, handicap none; Cat Cole (77): masterpoints none, handicap none" {
		t.Errorf("the old list in the history: %q", c.After)
	}
	if _, err := db.Undo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if got := register(t, db); got != start {
		t.Errorf("after undo:\n%s\nwant\n%s", got, start)
	}
	if _, err := db.Redo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if got := register(t, db); got != imported {
		t.Errorf("after redo:\n%s\nwant\n%s", got, imported)
	}
}
