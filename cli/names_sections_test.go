package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// In a session of two sections names never guesses the section: pair 3NS
// is in each, so it is refused until the section is said, with the pair
// (B3NS) or --section; enter asks the same.
func TestNamesAsksTheSection(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := lastLine(stMust(t, "new", "--name", "Tuesday", "--pairs", "30", "--sections", "--db", db))
	dump := stDump(t, db)
	code, _, errOut := stRun(t, "names", "--session", id, "--pair", "3NS", "Ann Able", "Bob Baker", "--db", db)
	if code != exitInvalid || !strings.Contains(errOut, "pair 3NS: this session has sections A, B; say which (B3NS)") {
		t.Errorf("names --pair 3NS in two sections: exit %d, %q", code, errOut)
	}
	if stDump(t, db) != dump {
		t.Errorf("a refused names command changed the database")
	}
	if out := stMust(t, "names", "--session", id, "--pair", "B3NS", "Ann Able", "Bob Baker", "--db", db); !strings.Contains(out, "pair B3NS: Ann Able & Bob Baker") {
		t.Errorf("names --pair B3NS printed %q", out)
	}
	if out := stMust(t, "names", "--session", id, "--section", "a", "--pair", "3NS", "Cath Cole", "Dan Dale", "--db", db); !strings.Contains(out, "pair A3NS: Cath Cole & Dan Dale") {
		t.Errorf("names --section a --pair 3NS printed %q", out)
	}
	code, _, errOut = stRun(t, "names", "--session", id, "--section", "C", "--pair", "3NS", "X Y", "--db", db)
	if code != exitNotFound || !strings.Contains(errOut, "there is no section C") {
		t.Errorf("names --section C: exit %d, %q", code, errOut)
	}
}

// A pair number that both directions have is offered both ways, in a
// session set up here as in one imported.
func TestNamesOffersBothPairsOfANumber(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := lastLine(stMust(t, "new", "--name", "Tuesday", "--movement", "mitchell", "--tables", "7", "--db", db))
	code, _, errOut := stRun(t, "names", "--session", id, "--pair", "1", "Ann Able", "Bob Baker", "--db", db)
	if code != exitInvalid || !strings.Contains(errOut, "pair 1: there are pairs 1NS and 1EW; say which") {
		t.Errorf("names --pair 1: exit %d, %q", code, errOut)
	}
}
