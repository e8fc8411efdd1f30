package store

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// The other program of the test below: it opens the database, writes a
// note and closes it, as a command of the command line does.
const otherProgramEnv = "BRIDGESCORE_STORE_OTHER_PROGRAM"

func init() {
	if path := os.Getenv(otherProgramEnv); path != "" {
		db, err := Open(path)
		if err == nil {
			err = db.AddNote(1, 0, "from the other program")
			if cerr := db.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		os.Exit(0)
	}
}

// A program that opens its database a second time (another door of it,
// a check of the file) and closes it again keeps its hold on the file:
// another program that then writes and closes does not take itself for
// the last one on the file and delete the journal of changes (SQLite's
// WAL) under the first, whose later changes would go to a file no
// longer there, and be lost.
func TestOpeningAgainKeepsTheHoldOnTheFile(t *testing.T) {
	db, path := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	for round := range 3 {
		again, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := again.Close(); err != nil {
			t.Fatal(err)
		}
		if !IsDatabaseFile(path) {
			t.Fatal("the open database is not taken for one")
		}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), otherProgramEnv+"="+path)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("round %d, the other program: %v %s", round, err, out)
		}
		if err := db.AddNote(id, 0, fmt.Sprint("from this program ", round)); err != nil {
			t.Fatalf("round %d, this program's note: %v", round, err)
		}
	}
	db.Close()
	after, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer after.Close()
	notes, err := after.Notes(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != 6 {
		t.Errorf("%d notes on file, want 6 (3 from each program): %+v", len(notes), notes)
	}
}
