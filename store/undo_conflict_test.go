package store

import (
	"strings"
	"testing"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// An undo or redo refused because something changed since keeps its
// refusal's code, conflict, through the step's words: each door answers
// it as the director's to put right, not as a fault of the program.
func TestUndoOverLaterChangeIsAConflict(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)); err != nil {
		t.Fatal(err)
	}
	if err := db.SetPairNames(id, scoring.PairRef{ID: "2EW", Direction: "EW"}, []string{"Cat Brown"}); err != nil {
		t.Fatal(err)
	}
	// Another program changes the pair's names and the line behind the
	// history's back.
	if _, err := db.sql.Exec("UPDATE pairs SET names = '[\"Dan Green\"]' WHERE session_id = ? AND pair = '2EW'", id); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec("UPDATE lines SET score = 450, tricks = 11 WHERE session_id = ? AND board = 3", id); err != nil {
		t.Fatal(err)
	}
	_, err = db.Undo(id)
	if !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "cannot undo") || !strings.Contains(err.Error(), "have been changed since") {
		t.Errorf("undo over changed names: %v (code %s), want a conflict", err, fault.CodeOf(err))
	}
	if _, err := db.sql.Exec("UPDATE pairs SET names = '[\"Cat Brown\"]' WHERE session_id = ? AND pair = '2EW'", id); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatalf("undo of the names: %v", err)
	}
	_, err = db.Undo(id)
	if !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "the line has been changed since") {
		t.Errorf("undo over a changed line: %v (code %s), want a conflict", err, fault.CodeOf(err))
	}
	// The register's log likewise.
	if _, err := db.AddPlayers([]Player{{Name: "Ann Able"}}, ""); err != nil {
		t.Fatal(err)
	}
	if err := db.SetPlayersHidden([]PlayerRef{{Name: "Ann Able"}}, true); err != nil {
		t.Fatal(err)
	}
	if _, err := db.sql.Exec("UPDATE players SET hidden = 0"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Undo(RegisterLog); !fault.Is(err, fault.Conflict) {
		t.Errorf("undo over a changed register: %v (code %s), want a conflict", err, fault.CodeOf(err))
	}
}
