package store

import (
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/fault"
)

// A player asks not to be shown on the results website: the register
// keeps the flag, its log keeps the change, and undo and redo walk it.
func TestPlayersHidden(t *testing.T) {
	db, _ := openTemp(t)
	if _, err := db.AddPlayers([]Player{{Name: "Ann Able", Number: "12"}, {Name: "Ann Able"}, {Name: "Bob Baker"}}, ""); err != nil {
		t.Fatal(err)
	}
	hidden := func() map[string]bool {
		ps, err := db.Players()
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, p := range ps {
			out[p.Name+"/"+p.Number] = p.Hidden
		}
		return out
	}
	if h := hidden(); h["Ann Able/12"] || h["Bob Baker/"] {
		t.Fatalf("a new player hidden: %v", h)
	}
	ann := []PlayerRef{{Name: "Ann Able", Number: "12"}, {Name: "Ann Able"}}
	if err := db.SetPlayersHidden(ann, true); err != nil {
		t.Fatal(err)
	}
	if h := hidden(); !h["Ann Able/12"] || !h["Ann Able/"] || h["Bob Baker/"] {
		t.Errorf("after hiding Ann Able: %v", h)
	}
	// Nothing to change: nothing logged.
	if err := db.SetPlayersHidden(ann, true); err != nil {
		t.Fatal(err)
	}
	log, err := db.History(RegisterLog)
	if err != nil || len(log) != 2 || log[0].Kind != "members" {
		t.Fatalf("the register's log: %+v %v", log, err)
	}
	if c := log[1]; c.Kind != "player" || !strings.Contains(c.What, "Ann Able shown under initials") ||
		c.Before != "Ann Able: shown by name; Ann Able: shown by name" || c.After != "Ann Able: initials only; Ann Able: initials only" {
		t.Fatalf("the change of showing: %+v", c)
	}
	// One player not on the list refuses the whole change.
	err = db.SetPlayersHidden([]PlayerRef{{Name: "Bob Baker"}, {Name: "Zed"}}, true)
	if !fault.Is(err, fault.NotFound) || !strings.Contains(err.Error(), "Zed is not on the club's list") {
		t.Errorf("an unknown player: %v", err)
	}
	if hidden()["Bob Baker/"] {
		t.Error("half a refused change applied")
	}
	if _, err := db.Undo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if h := hidden(); h["Ann Able/12"] || h["Ann Able/"] {
		t.Errorf("after undo: %v", h)
	}
	if _, err := db.Redo(RegisterLog); err != nil {
		t.Fatal(err)
	}
	if h := hidden(); !h["Ann Able/12"] {
		t.Errorf("after redo: %v", h)
	}
	// A flag changed since by another path is not overwritten by undo.
	if _, err := db.sql.Exec("UPDATE players SET hidden = 0 WHERE number = '12'"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Undo(RegisterLog); err == nil || !strings.Contains(err.Error(), "Ann Able has been changed or taken off the list since") {
		t.Errorf("undo over a later change: %v", err)
	}
	if hidden()["Ann Able/"] != true {
		t.Error("a refused undo changed the register")
	}
	// Sessions' logs are their own.
	if _, err := db.Undo(1); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("a session's undo reached the register: %v", err)
	}
}

// The club's settings are kept by name; "" removes one.
func TestSettings(t *testing.T) {
	db, _ := openTemp(t)
	if v, ok, err := db.Setting("bridgewebs"); ok || v != "" || err != nil {
		t.Fatalf("an unset setting: %q %v %v", v, ok, err)
	}
	for _, v := range []string{"first", "second"} {
		if err := db.SetSetting("bridgewebs", v); err != nil {
			t.Fatal(err)
		}
		if got, ok, err := db.Setting("bridgewebs"); !ok || got != v || err != nil {
			t.Errorf("after setting %q: %q %v %v", v, got, ok, err)
		}
	}
	if err := db.SetSetting("bridgewebs", ""); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := db.Setting("bridgewebs"); ok {
		t.Error("a removed setting is still there")
	}
}

// A database of the schema before players could be hidden (11) opens with
// every player shown and room for the club's settings.
func TestMigrationHiddenAndSettings(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	cur, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cur.AddPlayers([]Player{{Name: "Ann Able", Number: "12", Masterpoints: "250"}, {Name: "Bob Baker"}}, ""); err != nil {
		t.Fatal(err)
	}
	cur.Close()
	raw, err := sql.Open("sqlite", path+"?"+dsnOptions)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`ALTER TABLE players DROP COLUMN hidden; DROP TABLE settings; PRAGMA user_version = 11`); err != nil {
		t.Fatal(err)
	}
	raw.Close()

	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var version int
	db.sql.QueryRow("PRAGMA user_version").Scan(&version)
	if version != SchemaVersion() || version < 13 {
		t.Errorf("schema %d after the upgrade, want %d", version, SchemaVersion())
	}
	ps, err := db.Players()
	if err != nil || len(ps) != 2 || ps[0].Hidden || ps[1].Hidden || ps[0].Masterpoints != "250" {
		t.Fatalf("players after the upgrade: %+v %v", ps, err)
	}
	if err := db.SetPlayersHidden([]PlayerRef{{Name: "Bob Baker"}}, true); err != nil {
		t.Fatal(err)
	}
	if err := db.SetSetting("k", "v"); err != nil {
		t.Fatal(err)
	}
}
