package ui

import (
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"bridgescore/scoring"
	"bridgescore/store"
)

// openMitchell8 imports the two-winner 8-table Mitchell numbered 1 to 8
// each way (pair 3 NS and pair 3 EW are both "3") and opens it.
func openMitchell8(t *testing.T) (*director, *scoring.Session, *store.DB) {
	t.Helper()
	db := openTestDB(t)
	d := newTestWindow(t, db)
	d.w.importFile("../testdata/sessions/mitchell-8t/session.xml")
	d.settle()
	if d.w.shownError != nil {
		t.Fatalf("import failed: %v", d.w.shownError)
	}
	id := d.w.start.sessions[0].ID
	d.w.openSession(id)
	if d.w.entry == nil {
		t.Fatal("the imported session did not open")
	}
	_, stored, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	return d, stored, db
}

func storedPair(t *testing.T, s *scoring.Session, id, dir string) scoring.Pair {
	t.Helper()
	for _, p := range s.Pairs {
		if p.ID == id && p.Direction == dir {
			return p
		}
	}
	t.Fatalf("no pair %s %s", id, dir)
	return scoring.Pair{}
}

// Each row shows the names of the pair sitting in that seat: before, the
// NS column showed the EW pair of the same number.
func TestRowsShowEachSeatsOwnPair(t *testing.T) {
	d, stored, _ := openMitchell8(t)
	e := d.w.entry
	if len(e.rows) == 0 {
		t.Fatal("board 1 has no rows")
	}
	for _, rv := range e.rows {
		ns := storedPair(t, stored, rv.row.NS, "NS")
		ew := storedPair(t, stored, rv.row.EW, "EW")
		if want := strings.Join(ns.Names, " & "); !strings.Contains(rv.ns.Full(), want) {
			t.Errorf("NS cell %q, want pair %s NS's names %q", rv.ns.Full(), rv.row.NS, want)
		}
		if want := strings.Join(ew.Names, " & "); !strings.Contains(rv.ew.Full(), want) {
			t.Errorf("EW cell %q, want pair %s EW's names %q", rv.ew.Full(), rv.row.EW, want)
		}
	}
}

// Opening the names dialog and pressing Save without a change leaves
// every pair's names as they were: before, each NS pair got the names of
// the EW pair with its number.
func TestNamesDialogSaveUnchanged(t *testing.T) {
	d, stored, db := openMitchell8(t)
	id := d.w.start.sessions[0].ID
	d.shortcut(shortcutL)
	if _, ok := d.canvas().Focused().(interface{ TypedRune(rune) }); !ok {
		t.Fatal("Ctrl+L should put the cursor in the first name")
	}
	d.press(fyne.KeyReturn)
	_, after, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(after.Pairs, stored.Pairs) {
		for i := range after.Pairs {
			if !reflect.DeepEqual(after.Pairs[i], stored.Pairs[i]) {
				t.Errorf("pair %s %s: %v after an unchanged save, was %v", after.Pairs[i].ID, after.Pairs[i].Direction, after.Pairs[i].Names, stored.Pairs[i].Names)
			}
		}
	}
}

// A pair's score card holds its own boards only, each from its own seat:
// before, pair 1 NS's card merged pair 1 EW's boards into it.
func TestScoreCardOfOneOfTwoPairsWithTheSameNumber(t *testing.T) {
	d, stored, _ := openMitchell8(t)
	p := d.w.entry.standings
	p.refresh()
	for _, dir := range []string{"NS", "EW"} {
		var pr *scoring.PairResult
		for i := range p.last.Pairs {
			if p.last.Pairs[i].ID == "1" && p.last.Pairs[i].Direction == dir {
				pr = &p.last.Pairs[i]
			}
		}
		if pr == nil {
			t.Fatalf("no pair 1 %s in the standings", dir)
		}
		want := 0
		for _, l := range stored.Lines {
			if (dir == "NS" && l.NS == "1") || (dir == "EW" && l.EW == "1") {
				want++
			}
		}
		lines := p.cardLines(*pr)
		if len(lines) != want {
			t.Errorf("pair 1 %s: %d lines on the score card, played %d", dir, len(lines), want)
		}
		for _, c := range lines {
			if c.seat != dir {
				t.Errorf("pair 1 %s's card has board %d sat %s", dir, c.board, c.seat)
			}
		}
	}
}
