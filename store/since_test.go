package store

import (
	"errors"
	"testing"

	"bridgescore/scoring"
)

// Results checked against the database at one generation are written
// only to a database still at it: a change made since, by another
// program or by this one, refuses them with ErrChanged and nothing
// written; a write that goes through says the generation it leaves.
func TestPutLinesFromSince(t *testing.T) {
	db, path := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	w := []TableWrite{{Line: played(2, "1NS", "1EW", 3, scoring.NoTrump, scoring.South, 9, 400),
		Source: "table 1, round 2", Submission: Submission{Table: 1, ClientID: "since"}}}
	gen, err := db.Generation()
	if err != nil {
		t.Fatal(err)
	}
	// Another program's change, on a connection of its own.
	other, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.LockRound(id, 2, true); err != nil {
		t.Fatal(err)
	}
	other.Close()
	if _, err := db.PutLinesFromSince(id, gen, w); !errors.Is(err, ErrChanged) {
		t.Fatalf("written over another program's change: %v", err)
	}
	if sub, found, _ := db.Submission(id, w[0].Submission); found {
		t.Errorf("the refused write left its id: %+v", sub)
	}
	now, _ := db.Generation()
	if now != gen+1 {
		t.Errorf("generation %d after one change from %d", now, gen)
	}
	after, err := db.PutLinesFromSince(id, now, w)
	if err != nil {
		t.Fatal(err)
	}
	if g, _ := db.Generation(); after != g || after != now+1 {
		t.Errorf("the write says generation %d, the file has %d (was %d)", after, g, now)
	}
	// This program's own change counts as much.
	if err := db.AddNote(id, 0, "a note"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.PutLinesFromSince(id, after, w); !errors.Is(err, ErrChanged) {
		t.Errorf("written over this program's own later change: %v", err)
	}
}
