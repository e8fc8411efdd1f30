package store

import (
	"strings"
	"testing"

	"bridgescore/fault"
)

// A player's masterpoints and handicap typed in the register are in the
// register's history: undo takes a change back, redo repeats it, and a
// figure changed since by another path is not overwritten.
func TestPlayerFiguresUndoable(t *testing.T) {
	db, _ := openTemp(t)
	if _, err := db.AddPlayers([]Player{{Name: "Ann Able", Number: "12"}, {Name: "Bob Baker", Masterpoints: "40"}}, ""); err != nil {
		t.Fatal(err)
	}
	figures := func() string {
		ps, err := db.Players()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range ps {
			out = append(out, p.Name+"/"+p.Number+" "+p.Masterpoints+" "+p.Handicap)
		}
		return strings.Join(out, "; ")
	}
	start := figures()
	s := func(v string) *string { return &v }
	steps := []struct {
		list []PlayerFigures
		what string
	}{
		{[]PlayerFigures{{Name: "Ann Able", Number: "12", Masterpoints: s("120")}}, "Ann Able's masterpoints"},
		{[]PlayerFigures{{Name: "Ann Able", Number: "12", Masterpoints: s("120"), Handicap: s("-2.5")}}, "Ann Able's handicap"},
		{[]PlayerFigures{{Name: "Bob Baker", Masterpoints: s(""), Handicap: s("3")}}, "Bob Baker's masterpoints and handicap"},
	}
	states := []string{start}
	for _, st := range steps {
		if err := db.SetPlayerFigures(st.list); err != nil {
			t.Fatal(err)
		}
		states = append(states, figures())
	}
	if states[3] != "Ann Able/12 120 -2.5; Bob Baker/  3" {
		t.Fatalf("after the changes: %q", states[3])
	}
	// Nothing changed: nothing logged.
	if err := db.SetPlayerFigures(steps[2].list); err != nil {
		t.Fatal(err)
	}
	// The list the players came from is the log's first change.
	log, err := db.History(RegisterLog)
	if err != nil || len(log) != 4 || log[0].Kind != "members" {
		t.Fatalf("the register's log: %+v %v", log, err)
	}
	for i, c := range log[1:] {
		if c.Kind != "figures" || c.What != steps[i].what {
			t.Errorf("change %d: %s %q, want figures %q", i, c.Kind, c.What, steps[i].what)
		}
	}
	if log[3].Before != "Bob Baker: masterpoints 40, handicap none" || log[3].After != "Bob Baker: masterpoints none, handicap 3" {
		t.Errorf("change 2 in words: %q → %q", log[3].Before, log[3].After)
	}
	for i := len(steps) - 1; i >= 0; i-- {
		c, err := db.Undo(RegisterLog)
		if err != nil || c.What != steps[i].what {
			t.Fatalf("undo %d: %+v %v", i, c, err)
		}
		if got := figures(); got != states[i] {
			t.Fatalf("after undo %d: %q, want %q", i, got, states[i])
		}
	}
	if c, err := db.Undo(RegisterLog); err != nil || c.Kind != "members" || figures() != "" {
		t.Fatalf("undo of the list: %+v %v, leaving %q", c, err, figures())
	}
	if _, err := db.Undo(RegisterLog); !fault.Is(err, fault.Conflict) {
		t.Errorf("undo past the start: %v", err)
	}
	if _, err := db.Redo(RegisterLog); err != nil || figures() != start {
		t.Fatalf("redo of the list: %v, leaving %q", err, figures())
	}
	for i := range steps {
		if _, err := db.Redo(RegisterLog); err != nil {
			t.Fatalf("redo %d: %v", i, err)
		}
		if got := figures(); got != states[i+1] {
			t.Fatalf("after redo %d: %q, want %q", i, got, states[i+1])
		}
	}
	// A figure changed since by another path is not overwritten.
	if _, err := db.sql.Exec("UPDATE players SET handicap = '1' WHERE name = 'Bob Baker'"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Undo(RegisterLog); !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "Bob Baker has been changed or taken off the list since") {
		t.Errorf("undo over a later change: %v", err)
	}
	// A player not on the list refuses the whole change, as not found.
	err = db.SetPlayerFigures([]PlayerFigures{{Name: "Ann Able", Number: "12", Masterpoints: s("1")}, {Name: "Zed", Handicap: s("1")}})
	if !fault.Is(err, fault.NotFound) || !strings.Contains(err.Error(), "Zed is not on the club's list") {
		t.Errorf("an unknown player: %v", err)
	}
	if !strings.Contains(figures(), "Ann Able/12 120 ") {
		t.Error("half a refused change applied")
	}
}
