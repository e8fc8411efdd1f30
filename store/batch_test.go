package store

import (
	"fmt"
	"testing"

	"bridgescore/scoring"
)

// Results the tables send together are stored as the same results sent one
// by one would be: in the order sent, each after the lines already there,
// each in the history with its table, each id kept; a batch after a
// restart, a director's line in between and a batch refused whole leave
// that order, and nothing of the refused batch is written.
func TestTableBatchesKeepOrderAndSources(t *testing.T) {
	db, path := openTemp(t)
	ns := sampleSession()
	ns.Session.Lines = nil
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	write := func(db *DB, table int, lines ...scoring.Line) error {
		var ws []TableWrite
		for i, l := range lines {
			ws = append(ws, TableWrite{Line: l, Source: fmt.Sprintf("table %d, round 1", table),
				Submission: Submission{Table: table, ClientID: fmt.Sprintf("t%d-b%d-%d", table, l.Board, i)}})
		}
		return db.PutLinesFrom(id, ws)
	}
	if err := write(db, 1, played(1, "1NS", "1EW", 4, scoring.Spades, scoring.North, 10, 420),
		played(2, "1NS", "1EW", 3, scoring.NoTrump, scoring.South, 9, 400)); err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(1, "2NS", "3EW", 2, scoring.Hearts, scoring.East, 8, -110)); err != nil {
		t.Fatal(err)
	}
	if err := write(db, 3, played(2, "3NS", "2EW", 5, scoring.Diamonds, scoring.North, 10, -50),
		played(1, "3NS", "2EW", 1, scoring.Clubs, scoring.West, 7, -70)); err != nil {
		t.Fatal(err)
	}
	// A batch with a pair the session does not have is refused whole.
	if err := write(db, 2, played(2, "2NS", "3EW", 1, scoring.Clubs, scoring.West, 7, -70),
		played(2, "9NS", "3EW", 1, scoring.Clubs, scoring.West, 7, -70)); err == nil {
		t.Fatal("a batch with an unknown pair was stored")
	}
	db.Close()
	db, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := write(db, 2, played(2, "2NS", "3EW", 2, scoring.Spades, scoring.North, 8, 110)); err != nil {
		t.Fatal(err)
	}
	_, s, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, l := range s.Lines {
		order = append(order, fmt.Sprintf("%d %s", l.Board, l.NS))
	}
	if got, want := fmt.Sprint(order), "[1 1NS 2 1NS 1 2NS 2 3NS 1 3NS 2 2NS]"; got != want {
		t.Errorf("lines in the order %s, want %s", got, want)
	}
	h, err := db.History(id)
	if err != nil {
		t.Fatal(err)
	}
	var sources []string
	for _, c := range h {
		if c.Kind == "line" {
			sources = append(sources, c.Source)
		}
	}
	if got, want := fmt.Sprintf("%q", sources), `["table 1, round 1" "table 1, round 1" "" "table 3, round 1" "table 3, round 1" "table 2, round 1"]`; got != want {
		t.Errorf("sources %s, want %s", got, want)
	}
	for _, sub := range []Submission{{Table: 1, ClientID: "t1-b2-1"}, {Table: 3, ClientID: "t3-b1-1"}, {Table: 2, ClientID: "t2-b2-0"}} {
		if _, found, err := db.Submission(id, sub); err != nil || !found {
			t.Errorf("id %s of table %d: found %v, %v", sub.ClientID, sub.Table, found, err)
		}
	}
	if _, found, _ := db.Submission(id, Submission{Table: 2, ClientID: "t2-b2-1"}); found {
		t.Error("an id of the refused batch was kept")
	}
}
