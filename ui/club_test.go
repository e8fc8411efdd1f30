package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/dialog"

	"bridgescore/club"
)

// TestClubDialog: the club's name and number typed in the window are kept
// for every export, as bridgescore club keeps them; a number that is not
// one is refused in the service's words, the identity kept.
func TestClubDialog(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.clubDialog()
	if _, ok := w.dialog.(*dialog.ConfirmDialog); !ok || w.club == nil {
		t.Fatalf("no club dialog: %T", w.dialog)
	}
	w.club.name.SetText("Abbeygate Bridge Club")
	w.club.number.SetText("1532")
	w.club.save()
	if id, err := w.desk.Club(); err != nil || id != (club.Identity{Name: "Abbeygate Bridge Club", Number: "1532"}) {
		t.Fatalf("kept %+v %v", id, err)
	}
	w.clubDialog()
	if w.club.name.Text != "Abbeygate Bridge Club" || w.club.number.Text != "1532" {
		t.Errorf("shown again as %q %q", w.club.name.Text, w.club.number.Text)
	}
	screenshot(t, w, "club-dialog.png")
	w.club.number.SetText("15;32")
	w.club.save()
	if w.shownError == nil {
		t.Error("a number that is not one was not refused")
	}
	if id, _ := w.desk.Club(); id.Number != "1532" {
		t.Errorf("number now %q", id.Number)
	}
}

// screenshot writes the window as it stands to a PNG in
// BRIDGESCORE_SCREENSHOTS, when that names a folder, to be looked at.
func screenshot(t *testing.T, w *Window, name string) {
	t.Helper()
	dir := os.Getenv("BRIDGESCORE_SCREENSHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.win.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}
