package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// An imported session whose every line was deleted has no boards: Ctrl+G
// and a board number say so in the status line. Before, the window died
// with an index out of range.
func TestGoToBoardInASessionWithNoLines(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	id, _, err := desk.Import("../testdata/sessions/howell-4t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range s.Boards() {
		rows, err := s.Rows(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if err := s.Clear(b, r); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n := s.Entered(); n != 0 {
		t.Fatalf("%d lines left", n)
	}
	d := newTestWindow(t, db)
	d.w.openSession(id)
	e := d.w.entry
	if e == nil {
		t.Fatal("the session did not open")
	}
	d.shortcut(shortcutG)
	d.typeText("3")
	d.press(fyne.KeyReturn)
	if !strings.Contains(e.status.Text, "no traveller lines") {
		t.Errorf("status after Ctrl+G 3: %q", e.status.Text)
	}
}
