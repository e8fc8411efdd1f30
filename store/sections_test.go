package store

import (
	"strings"
	"testing"

	"bridgescore/scoring"
)

// sectioned is the sample session seated in two sections, A and B, with
// the same pair numbers and the same lines in each.
func sectioned() NewSession {
	ns := sampleSession()
	one := ns.Session
	ns.Session.Pairs, ns.Session.Lines = nil, nil
	ns.Meta.Sections = []Section{{Name: "A"}, {Name: "B"}}
	for _, sec := range []string{"A", "B"} {
		for _, p := range one.Pairs {
			p.Section = sec
			ns.Session.Pairs = append(ns.Session.Pairs, p)
		}
		for _, l := range one.Lines {
			l.Section = sec
			ns.Session.Lines = append(ns.Session.Lines, l)
		}
	}
	return ns
}

// Pair 1 NS of section A and pair 1 NS of section B are two pairs: both
// are stored, with their lines, names and changes kept apart; the same
// number twice in one section, or a pair without a section among pairs
// with one, is refused.
func TestSectionsKeepTheirPairsApart(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sectioned())
	if err != nil {
		t.Fatal(err)
	}
	m, s, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Sections) != 2 || len(s.Pairs) != 12 || len(s.Lines) != 12 || m.Lines != 12 {
		t.Fatalf("%d sections, %d pairs, %d lines (%d counted)", len(m.Sections), len(s.Pairs), len(s.Lines), m.Lines)
	}
	// A change to B's line and names leaves A's alone.
	l := played(1, "1NS", "1EW", 3, scoring.NoTrump, scoring.South, 9, 400)
	l.Section = "B"
	if err := db.PutLine(id, l); err != nil {
		t.Fatal(err)
	}
	if err := db.SetPairNames(id, scoring.PairRef{Section: "B", ID: "1NS", Direction: "NS"}, []string{"Bea Brown", "Bo Black"}); err != nil {
		t.Fatal(err)
	}
	_, s, _ = db.Session(id)
	for _, x := range s.Lines {
		if x.Board == 1 && x.NS == "1NS" && (x.Section == "A") != (x.Score == 450) {
			t.Errorf("section %s board 1: %+d", x.Section, x.Score)
		}
	}
	for _, p := range s.Pairs {
		if p.ID == "1NS" && (p.Section == "B") != (len(p.Names) == 2 && p.Names[0] == "Bea Brown") {
			t.Errorf("section %s pair 1NS is %v", p.Section, p.Names)
		}
	}
	if err := db.DeleteLine(id, "A", 1, "1NS", "1EW"); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteLine(id, "A", 1, "1NS", "1EW"); err == nil || !strings.Contains(err.Error(), "section A, board 1") {
		t.Errorf("deleting A's line twice: %v", err)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if _, s, _ = db.Session(id); len(s.Lines) != 12 {
		t.Errorf("%d lines after undoing the delete", len(s.Lines))
	}
	// Refusals.
	twice := sectioned()
	twice.Session.Pairs = append(twice.Session.Pairs, twice.Session.Pairs[0])
	if _, err := db.CreateSession(twice); err == nil || !strings.Contains(err.Error(), "appears twice") {
		t.Errorf("1NS twice in section A: %v", err)
	}
	mixed := sectioned()
	mixed.Session.Pairs[0].Section = ""
	if _, err := db.CreateSession(mixed); err == nil || !strings.Contains(err.Error(), "every pair has one") {
		t.Errorf("a pair without a section: %v", err)
	}
	wrong := sectioned()
	wrong.Session.Lines[0].Section = "C"
	if _, err := db.CreateSession(wrong); err == nil || !strings.Contains(err.Error(), "in section C") {
		t.Errorf("a line of a section with no pairs: %v", err)
	}
}

// The field is kept, changed, refused for a session of one section, and
// undone.
func TestSessionField(t *testing.T) {
	db, _ := openTemp(t)
	one, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetField(one, scoring.AcrossField); err == nil {
		t.Errorf("a session of one section took a field")
	}
	id, err := db.CreateSession(sectioned())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SetField(id, scoring.AcrossField); err != nil {
		t.Fatal(err)
	}
	if _, s, _ := db.Session(id); s.Field != scoring.AcrossField {
		t.Errorf("field %q after SetField", s.Field)
	}
	if err := db.SetField(id, "everyone"); err == nil {
		t.Errorf("an unknown field was kept")
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if _, s, _ := db.Session(id); s.Field != scoring.BySection {
		t.Errorf("field %q after undo", s.Field)
	}
}
