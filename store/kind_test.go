package store

import (
	"testing"

	"bridgescore/scoring"
)

// A session keeps its kind: pairs when none is said (every session stored
// before kinds were told apart), teams or individual when said.
func TestSessionKindKept(t *testing.T) {
	db, _ := openTemp(t)
	for _, k := range []scoring.Kind{"", scoring.Pairs, scoring.Teams, scoring.Individual} {
		ns := sampleSession()
		ns.Meta.Kind = k
		id, err := db.CreateSession(ns)
		if err != nil {
			t.Fatal(err)
		}
		m, err := db.Meta(id)
		if err != nil {
			t.Fatal(err)
		}
		if m.Kind != k.Of() {
			t.Errorf("stored as %q, read back as %q", k, m.Kind)
		}
		list, err := db.ListSessions()
		if err != nil {
			t.Fatal(err)
		}
		if list[0].ID != id || list[0].Kind != k.Of() {
			t.Errorf("the list says %q for a session stored as %q", list[0].Kind, k)
		}
	}
}
