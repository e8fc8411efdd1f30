package club

import (
	"path/filepath"
	"reflect"
	"testing"

	"bridgescore/scoring"
)

// importMitchell8 imports the two-winner 8-table Mitchell whose pairs are
// numbered 1 to 8 each way: pair 3 NS and pair 3 EW are both "3".
func importMitchell8(t *testing.T, d *Desk) *OpenSession {
	t.Helper()
	id, _, err := d.Import(filepath.Join("..", "testdata", "sessions", "mitchell-8t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func namesOf(s *OpenSession) map[scoring.PairRef][]string {
	out := map[scoring.PairRef][]string{}
	for _, p := range s.Pairs() {
		out[p.Ref()] = p.Names
	}
	return out
}

// Saving every pair's names unchanged, as the names dialog does when the
// director opens it and presses Save, changes nothing: before, pair 3 NS
// was found by its number and got pair 3 EW's names.
func TestSaveNamesKeepsNSAndEWApart(t *testing.T) {
	d, db := newTestDesk(t)
	s := importMitchell8(t, d)
	before := namesOf(s)
	var list []PairNames
	for _, p := range s.Pairs() {
		list = append(list, PairNames{Pair: p.Ref(), Names: p.Names})
	}
	if err := s.SaveNames(list); err != nil {
		t.Fatal(err)
	}
	_, stored, err := db.Session(s.ID())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range stored.Pairs {
		if !reflect.DeepEqual(p.Names, before[p.Ref()]) {
			t.Errorf("pair %s: names %v after an unchanged save, want %v", p.Ref(), p.Names, before[p.Ref()])
		}
	}
	if _, err := s.Undo(); err == nil {
		t.Errorf("an unchanged save left something to undo")
	}
}

// One pair's new names go to that pair alone; the pair with the same
// number the other way keeps its names.
func TestSetNamesOnePairOfTwoWithTheSameNumber(t *testing.T) {
	d, db := newTestDesk(t)
	s := importMitchell8(t, d)
	before := namesOf(s)
	ns, err := s.FindPair("3NS")
	if err != nil {
		t.Fatal(err)
	}
	if ns != (scoring.PairRef{ID: "3", Direction: "NS"}) {
		t.Fatalf("3NS read as %+v", ns)
	}
	if _, err := s.FindPair("3"); err == nil {
		t.Errorf(`"3" is both 3 NS and 3 EW and should be refused`)
	}
	if err := s.SetNames(ns, []string{"Ann Smith", " Bob Jones "}); err != nil {
		t.Fatal(err)
	}
	_, stored, err := db.Session(s.ID())
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range stored.Pairs {
		want := before[p.Ref()]
		if p.Ref() == ns {
			want = []string{"Ann Smith", "Bob Jones"}
		}
		if !reflect.DeepEqual(p.Names, want) {
			t.Errorf("pair %s: names %v, want %v", p.Ref(), p.Names, want)
		}
	}
}

// A save of the names dialog is one change: one undo takes every pair's
// names back, one redo puts them all again.
func TestSaveNamesIsOneUndoStep(t *testing.T) {
	d, _ := newTestDesk(t)
	s := importMitchell8(t, d)
	before := namesOf(s)
	list := []PairNames{
		{Pair: scoring.PairRef{ID: "1", Direction: "NS"}, Names: []string{"Ann Smith", "Bob Jones"}},
		{Pair: scoring.PairRef{ID: "1", Direction: "EW"}, Names: []string{"Cath Hill", "Dan Roe"}},
		{Pair: scoring.PairRef{ID: "2", Direction: "NS"}, Names: before[scoring.PairRef{ID: "2", Direction: "NS"}]},
	}
	if err := s.SaveNames(list); err != nil {
		t.Fatal(err)
	}
	after := namesOf(s)
	step, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if got := namesOf(s); !reflect.DeepEqual(got, before) {
		t.Errorf("one undo should restore every pair's names; step %q", step.What)
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if got := namesOf(s); !reflect.DeepEqual(got, after) {
		t.Errorf("redo should put both pairs' names back: %v", got)
	}
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	last := h[len(h)-1].What
	if want := "redone: names of 2 pairs: pair 1 NS: Ian Walker & Zoe Brown; "; len(last) < len(want) || last[:len(want)] != want {
		t.Errorf("history says %q", last)
	}
	// A pair the session does not have refuses the whole save.
	bad := append(list[:1:1], PairNames{Pair: scoring.PairRef{ID: "9", Direction: "NS"}, Names: []string{"X Y"}})
	if err := s.SaveNames(bad); err == nil {
		t.Errorf("a save naming pair 9 NS of an 8-table Mitchell was accepted")
	}
}
