package store

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSessionAwards: a session keeps what it awards from its creation; a
// change is audited, undone and redone like any other.
func TestSessionAwards(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ns := sampleSession()
	ns.Awards = `{"scale":"ebu-club"}`
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := db.SessionAwards(id); err != nil || s != ns.Awards {
		t.Fatalf("kept %q %v", s, err)
	}
	if err := db.SetSessionAwards(id, `{"scale":"acbl-open"}`, "ACBL open club game"); err != nil {
		t.Fatal(err)
	}
	if err := db.SetSessionAwards(id, `{"scale":"acbl-open"}`, "ACBL open club game"); err != nil {
		t.Fatalf("the same again: %v", err)
	}
	all, err := db.AllSessionAwards()
	if err != nil || all[id] != `{"scale":"acbl-open"}` {
		t.Fatalf("all: %v %v", all, err)
	}
	hist, err := db.History(id)
	if err != nil || len(hist) == 0 || !strings.Contains(hist[len(hist)-1].What, "awards: ACBL open club game") {
		t.Fatalf("history %+v %v", hist, err)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if s, _ := db.SessionAwards(id); s != ns.Awards {
		t.Errorf("after undo %q", s)
	}
	if _, err := db.Redo(id); err != nil {
		t.Fatal(err)
	}
	if s, _ := db.SessionAwards(id); s != `{"scale":"acbl-open"}` {
		t.Errorf("after redo %q", s)
	}
	if err := db.SetSessionAwards(id, "", ""); err != nil {
		t.Fatal(err)
	}
	if s, _ := db.SessionAwards(id); s != "" {
		t.Errorf("cleared: %q", s)
	}
	if _, err := db.SessionAwards(id + 100); err == nil {
		t.Error("no such session: no error")
	}
}

// TestPlayerFigures: masterpoints and typed handicaps are kept with the
// players, all or none.
func TestPlayerFigures(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.AddPlayers([]Player{{Name: "Ann Able", Number: "12"}, {Name: "Bob Baker"}}, ""); err != nil {
		t.Fatal(err)
	}
	mp, h := "1234.5", "-3"
	if err := db.SetPlayerFigures([]PlayerFigures{{Name: "Ann Able", Number: "12", Masterpoints: &mp}, {Name: "Bob Baker", Handicap: &h}}); err != nil {
		t.Fatal(err)
	}
	ps, _ := db.Players()
	if ps[0].Masterpoints != "1234.5" || ps[0].Handicap != "" || ps[1].Handicap != "-3" {
		t.Errorf("%+v", ps)
	}
	if err := db.SetPlayerFigures([]PlayerFigures{{Name: "Bob Baker", Handicap: &mp}, {Name: "Zed", Handicap: &h}}); err == nil || !strings.Contains(err.Error(), "Zed is not on the club's list") {
		t.Errorf("unknown player: %v", err)
	}
	if ps, _ := db.Players(); ps[1].Handicap != "-3" {
		t.Errorf("half applied: %+v", ps[1])
	}
}
