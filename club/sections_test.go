package club

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// twoSections opens a session of two 3-table Mitchells, A and B.
func twoSections(tb testing.TB) *OpenSession {
	tb.Helper()
	db, err := store.Open(filepath.Join(tb.TempDir(), "club.db"))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	d := newDesk(db)
	var ms []*movements.Movement
	for _, letter := range []string{"A", "B"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
		if err != nil {
			tb.Fatal(err)
		}
		m.Section = letter
		ms = append(ms, m)
	}
	id, err := d.CreateSections(NewSession{Name: "Two", Date: time.Now(), Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// A pair typed in a session of several sections is found in the section
// being entered, or in the one its name begins with.
func TestFindPairInSections(t *testing.T) {
	s := twoSections(t)
	for _, c := range []struct {
		section, typed string
		want           scoring.PairRef
		err            string
	}{
		{"A", "2ns", scoring.PairRef{Section: "A", ID: "2NS", Direction: "NS"}, ""},
		{"A", "B2NS", scoring.PairRef{Section: "B", ID: "2NS", Direction: "NS"}, ""},
		{"B", "b 3 ew", scoring.PairRef{Section: "B", ID: "3EW", Direction: "EW"}, ""},
		{"B", "A1EW", scoring.PairRef{Section: "A", ID: "1EW", Direction: "EW"}, ""},
		{"A", "C1NS", scoring.PairRef{}, "section A"},
		{"A", "9NS", scoring.PairRef{}, "section A"},
	} {
		if err := s.SelectSection(c.section); err != nil {
			t.Fatal(err)
		}
		got, err := s.FindPair(c.typed)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("in %s, %q: %v, %v; want an error naming %s", c.section, c.typed, got, err, c.err)
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("in %s, %q: %v, %v; want %v", c.section, c.typed, got, err, c.want)
		}
	}
}

// Whatever is typed for a pair or a line, in either section, nothing
// panics, and a pair found is one of the session's, in a section.
func FuzzFindPairInSections(f *testing.F) {
	for _, seed := range []string{"1NS", "B2EW", "a 3 ns", "", "AB", "B", "1", "ZZ9", "\x00", "Á1NS"} {
		f.Add(seed, seed, true)
	}
	s := twoSections(f)
	f.Fuzz(func(t *testing.T, typed, other string, inB bool) {
		sec := "A"
		if inB {
			sec = "B"
		}
		if err := s.SelectSection(sec); err != nil {
			t.Fatal(err)
		}
		if r, err := s.FindPair(typed); err == nil {
			if _, ok := s.ScoringSession().Pair(r); !ok || r.Section == "" {
				t.Fatalf("%q found %v, not a pair of a section", typed, r)
			}
		}
		if row, err := s.Line(1, typed, other); err == nil && row.Section != sec {
			t.Fatalf("in %s, %q v %q is a line of section %q", sec, typed, other, row.Section)
		}
	})
}
