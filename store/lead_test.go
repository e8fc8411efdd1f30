package store

import (
	"strings"
	"testing"

	"bridgescore/scoring"
)

// A line's opening lead is stored with it, read back in canonical form,
// and a change to it alone is a change like any other: audited in words
// and undoable.
func TestLeadStoredAuditedUndone(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Lines[0].Lead = "♠A"
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	leadOf := func(board int, pair string) string {
		t.Helper()
		_, s, err := db.Session(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range s.Lines {
			if l.Board == board && l.NS == pair {
				return l.Lead
			}
		}
		t.Fatalf("no line on board %d for %s", board, pair)
		return ""
	}
	if got := leadOf(1, "1NS"); got != "SA" {
		t.Errorf("imported lead %q, want SA", got)
	}
	if got := leadOf(1, "2NS"); got != "" {
		t.Errorf("line without a lead reads back %q", got)
	}

	l := played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)
	if err := db.PutLine(id, l); err != nil {
		t.Fatal(err)
	}
	l.Lead = "h10"
	if err := db.PutLine(id, l); err != nil {
		t.Fatal(err)
	}
	if got := leadOf(3, "1NS"); got != "HT" {
		t.Errorf("lead %q, want HT", got)
	}
	// The same lead written another way changes nothing.
	l.Lead = "♥10"
	if err := db.PutLine(id, l); err != nil {
		t.Fatal(err)
	}
	l.Lead = "1♥"
	err = db.PutLine(id, l)
	if err == nil || !strings.Contains(err.Error(), "board 3, 1NS v 2EW") || !strings.Contains(err.Error(), `lead "1♥"`) {
		t.Errorf("bad lead: %v, want an error naming the line and the lead", err)
	}
	h, err := db.History(id)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ what, before, after string }{
		{"entered board 3, 1NS v 2EW", "nothing", "1NS v 2EW: 4SN= (NS +420)"},
		{"changed board 3, 1NS v 2EW", "1NS v 2EW: 4SN= (NS +420)", "1NS v 2EW: 4SN= (NS +420), lead ♥10"},
	}
	if len(h) != 1+len(want) {
		t.Fatalf("history has %d entries, want %d: %+v", len(h), 1+len(want), h)
	}
	for i, w := range want {
		if got := h[i+1]; got.What != w.what || got.Before != w.before || got.After != w.after {
			t.Errorf("history %d = %+v, want %+v", i+1, got, w)
		}
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if got := leadOf(3, "1NS"); got != "" {
		t.Errorf("after undo the lead is %q, want none", got)
	}
	if _, err := db.Redo(id); err != nil {
		t.Fatal(err)
	}
	if got := leadOf(3, "1NS"); got != "HT" {
		t.Errorf("after redo the lead is %q, want HT", got)
	}
}

// An import with a lead that is not a card is refused, naming the line.
func TestCreateSessionRefusesBadLead(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Lines[1].Lead = "S1"
	_, err := db.CreateSession(ns)
	if err == nil || !strings.Contains(err.Error(), `lead "S1"`) {
		t.Fatalf("bad lead on import: %v", err)
	}
	if list, _ := db.ListSessions(); len(list) != 0 {
		t.Errorf("a refused import left %d sessions", len(list))
	}
}
