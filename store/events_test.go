package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// A database written by the release before events had titles (schema 4:
// two imported sessions, mitchell-7t and howell-4t) opens, keeps every
// session as it was, and takes sessions into a titled event.
func TestMigrateSchema4Database(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "schema4-two-sessions.db"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "club.db")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	list, err := db.ListSessions()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 {
		t.Fatalf("%d sessions after the migration, want 2", len(list))
	}
	for _, m := range list {
		_, s, err := db.Session(m.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(s.Lines) == 0 || len(s.Lines) != m.Lines {
			t.Errorf("session %d: %d lines read, %d counted", m.ID, len(s.Lines), m.Lines)
		}
	}
	if _, _, err := db.EventSessions("Practice session"); !errors.Is(err, ErrNoEvent) {
		t.Errorf("an untitled event found by its file's name: %v", err)
	}
	ns := sampleSession()
	ns.Meta.EventTitle = "Autumn Pairs"
	first, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	ns.Meta.EventTitle = "autumn pairs "
	second, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	title, ids, err := db.EventSessions("AUTUMN PAIRS")
	if err != nil {
		t.Fatal(err)
	}
	if title != "Autumn Pairs" || len(ids) != 2 || ids[0] != first || ids[1] != second {
		t.Errorf("event %q sessions %v, want Autumn Pairs with %d and %d", title, ids, first, second)
	}
	if err := db.DeleteSession(first); err != nil {
		t.Fatal(err)
	}
	if _, ids, _ := db.EventSessions("Autumn Pairs"); len(ids) != 1 || ids[0] != second {
		t.Errorf("after deleting %d: sessions %v", first, ids)
	}
	if _, _, err := db.EventSessions("Winter Pairs"); !errors.Is(err, ErrNoEvent) {
		t.Errorf("unknown event: %v", err)
	}
}
