package store

import (
	"testing"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// A session's completion is written in the transaction that changes its
// lines: the last line entered marks it complete, a line deleted marks it
// in progress, and undo and redo follow, whoever writes the lines. Before,
// it was a second transaction the window made after the line, and a line
// written by any other path left the list wrong.
func TestCompletionInTheLinesTransaction(t *testing.T) {
	db, _ := openTemp(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 1})
	if err != nil {
		t.Fatal(err)
	}
	id := sessionWith(t, db, m)
	complete := func() bool {
		t.Helper()
		meta, err := db.Meta(id)
		if err != nil {
			t.Fatal(err)
		}
		return meta.Complete
	}
	var last scoring.Line
	for i, s := range m.Schedule {
		if complete() {
			t.Fatalf("complete after %d of %d lines", i, m.ExpectedLines())
		}
		for _, b := range m.Boards(s.Set) {
			ns, _ := m.ResultPair(s.NS)
			ew, _ := m.ResultPair(s.EW)
			last = scoring.Line{Board: b, Round: s.Round, Table: s.Table, NS: ns, EW: ew, Kind: scoring.Played, Score: 420}
			if err := db.PutLine(id, last); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !complete() {
		t.Fatalf("not complete with all %d lines in", m.ExpectedLines())
	}
	if err := db.DeleteLine(id, "", last.Board, last.NS, last.EW); err != nil {
		t.Fatal(err)
	}
	if complete() {
		t.Errorf("still complete with a line deleted")
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if !complete() {
		t.Errorf("undoing the deletion should make it complete again")
	}
	if _, err := db.Redo(id); err != nil {
		t.Fatal(err)
	}
	if complete() {
		t.Errorf("redoing the deletion should make it in progress again")
	}
}
