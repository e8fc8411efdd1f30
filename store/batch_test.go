package store

import (
	"fmt"
	"strings"
	"testing"

	"bridgescore/fault"
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

// A full disk refuses a batch of table results as busy, in words, with
// nothing of it written: the tables keep their results and send them
// again, and they are stored once there is room. (SQLite's max_page_count
// stands in for the disk: past it, SQLite answers as a full disk does.)
func TestTableBatchOnAFullDisk(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Lines = nil
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	var pages int
	if err := db.sql.QueryRow("PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec(fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	var refused error
	stored := 0
	for i := range 200 {
		l := played(1+i/3, []string{"1NS", "2NS", "3NS"}[i%3], []string{"1EW", "3EW", "2EW"}[i%3], 4, scoring.Spades, scoring.North, 10, 420)
		w := TableWrite{Line: l, Source: fmt.Sprintf("table %d, round 1", i%3+1), Submission: Submission{Table: i%3 + 1, ClientID: fmt.Sprint("id-", i)}}
		if refused = db.PutLinesFrom(id, []TableWrite{w}); refused != nil {
			break
		}
		stored++
	}
	if refused == nil {
		t.Fatal("200 results stored on a full disk")
	}
	if fault.CodeOf(refused) != fault.Busy || !strings.Contains(refused.Error(), "the disk is full; nothing was changed") {
		t.Errorf("a full disk refused as %s: %v", fault.CodeOf(refused), refused)
	}
	if m, err := db.Meta(id); err != nil || m.Lines != stored {
		t.Errorf("%d lines after %d stored and one refused (%v)", m.Lines, stored, err)
	}
	if _, err := db.sql.Exec("PRAGMA max_page_count = 1073741823"); err != nil {
		t.Fatal(err)
	}
	l := played(1+stored/3, []string{"1NS", "2NS", "3NS"}[stored%3], []string{"1EW", "3EW", "2EW"}[stored%3], 4, scoring.Spades, scoring.North, 10, 420)
	if err := db.PutLinesFrom(id, []TableWrite{{Line: l, Source: "table 1, round 1", Submission: Submission{Table: 1, ClientID: "again"}}}); err != nil {
		t.Errorf("the result sent again once there is room: %v", err)
	}
}

// A batch's ids are looked up together: each table's own, one kept before
// ids were known by table (table 0) from any table of its section, never
// another table's or another section's.
func TestSubmissionsOfABatch(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Lines = nil
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutLinesFrom(id, []TableWrite{
		{Line: played(1, "1NS", "1EW", 4, scoring.Spades, scoring.North, 10, 420), Source: "table 1, round 1", Submission: Submission{Table: 1, ClientID: "a"}},
		{Line: played(2, "1NS", "1EW", 3, scoring.NoTrump, scoring.South, 9, 400), Source: "table 1, round 1", Submission: Submission{Table: 1, ClientID: "b"}},
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec("INSERT INTO submissions(session_id, section, table_no, client_id, answer) VALUES (?, '', 0, 'old', 'kept before')", id); err != nil {
		t.Fatal(err)
	}
	subs := []Submission{{Table: 1, ClientID: "a"}, {Table: 2, ClientID: "a"}, {Section: "B", Table: 1, ClientID: "b"},
		{Table: 3, ClientID: "old"}, {Table: 1, ClientID: "new"}, {Table: 1, ClientID: "b"}}
	got, err := db.Submissions(id, subs)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range subs {
		one, found, err := db.Submission(id, s)
		if err != nil {
			t.Fatal(err)
		}
		if many, ok := got[s]; ok != found || many != one {
			t.Errorf("%+v: %+v %v together, %+v %v alone", s, many, ok, one, found)
		}
	}
	if len(got) != 3 {
		t.Errorf("%d found, want 3 (table 1's a and b, and the old one): %v", len(got), got)
	}
}
