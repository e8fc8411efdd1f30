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
		if k == scoring.Teams {
			ns.Meta.Method = scoring.Method(scoring.TeamVPs) // a teams session's method is a teams method
		}
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

// A session's method is one its kind is scored by: a teams method for a
// teams session, a pairs method for any other.
func TestSessionMethodOfItsKind(t *testing.T) {
	db, _ := openTemp(t)
	for _, c := range []struct {
		kind   scoring.Kind
		method scoring.Method
		ok     bool
	}{
		{scoring.Teams, "vp", true}, {scoring.Teams, "bam", true}, {scoring.Teams, "mp", false},
		{scoring.Pairs, "vp", false}, {"", "butler", true}, {scoring.Individual, "mp", true},
	} {
		ns := sampleSession()
		ns.Meta.Kind, ns.Meta.Method = c.kind, c.method
		if _, err := db.CreateSession(ns); (err == nil) != c.ok {
			t.Errorf("a %s session scored by %s: %v", c.kind, c.method, err)
		}
	}
}
