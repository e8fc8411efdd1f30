package store

import (
	"strings"
	"testing"
	"time"
)

// checkBegun tells whether the integrity check of db has begun.
func checkBegun(db *DB) bool {
	select {
	case <-db.check.started:
		return true
	default:
		return false
	}
}

// A command's read and write do not read the whole file: no integrity
// check begins unless a backup is due or the window asks for one.
func TestCommandDoesNotCheckTheWholeFile(t *testing.T) {
	db, path := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	db.Close() // the first backup is taken
	db, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := db.Session(id); err != nil {
		t.Fatal(err)
	}
	if err := db.AddNote(id, 1, "a revoke"); err != nil {
		t.Fatal(err)
	}
	if w := db.Warnings(); len(w) > 0 {
		t.Errorf("warnings: %v", w)
	}
	if checkBegun(db) {
		t.Error("the whole file was checked for a command, with no backup due")
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
}

// A backup is written only of a sound file: the check before it finds
// the damage, the rotation keeps its sound copies, and writes are refused
// from then on.
func TestBackupChecksTheFileFirst(t *testing.T) {
	defer func(d time.Duration) { MinBackupInterval = d }(MinBackupInterval)
	MinBackupInterval = 0
	path := damaged(t, "notes")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := db.Backups()
	warnings := strings.Join(db.Warnings(), "; ")
	after, _ := db.Backups()
	if !checkBegun(db) || !strings.Contains(warnings, "is damaged") {
		t.Errorf("a backup due on a damaged file: warnings %q", warnings)
	}
	if len(after) != len(before) {
		t.Errorf("a damaged file was backed up: %v, before %v", after, before)
	}
	if err := db.AddNote(1, 0, "x"); err == nil || !strings.Contains(err.Error(), "is damaged") {
		t.Errorf("a write once the file is known damaged: %v", err)
	}
	if err := db.Close(); err == nil || !strings.Contains(err.Error(), "is damaged") {
		t.Errorf("close: %v, want the damage told", err)
	}
}

// The window's check runs beside the director's work and tells of the
// damage through Warnings.
func TestStartCheckTellsOfDamage(t *testing.T) {
	path := damaged(t, "notes")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.StartCheck()
	db.StartCheck() // once is enough
	if w := strings.Join(db.Warnings(), "; "); !strings.Contains(w, "is damaged") || strings.Count(w, "is damaged") != 1 {
		t.Errorf("warnings %q, want the damage told once", w)
	}
	if err := db.Check(); err == nil || !strings.Contains(err.Error(), "is damaged") {
		t.Errorf("check: %v", err)
	}
}
