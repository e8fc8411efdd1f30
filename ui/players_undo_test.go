package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"bridgescore/store"
)

// The players dialog's Undo takes back the register's latest change — the
// figures saved, or the box ticked — and Redo repeats it; the fields show
// the player as the register then has them.
func TestPlayersDialogUndoesFigures(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	if _, err := db.AddPlayers([]store.Player{{Name: "Ann Able", Number: "12", Masterpoints: "40"}}, ""); err != nil {
		t.Fatal(err)
	}
	w.playersDialog()
	v := w.players
	v.list.Select(0)
	fig := v.figures
	fig.mps.SetText("320.5")
	fig.hcap.SetText("-2")
	test.Tap(fig.save)
	fig.hidden.SetChecked(true)
	held := func() string {
		ps, err := w.desk.Players()
		if err != nil || len(ps) != 1 {
			t.Fatalf("players %v %v", ps, err)
		}
		return playerText(ps[0])
	}
	if got := held(); got != "Ann Able (12) · 320.5 MP · h'cap -2 · initials on the website" {
		t.Fatalf("after saving: %q", got)
	}
	test.Tap(fig.undo)
	if got := held(); got != "Ann Able (12) · 320.5 MP · h'cap -2" || fig.hidden.Checked || fig.said.Text != "Undone: Ann Able shown under initials on the results website" {
		t.Errorf("after one undo: %q, box %v, said %q", got, fig.hidden.Checked, fig.said.Text)
	}
	test.Tap(fig.undo)
	if got := held(); got != "Ann Able (12) · 40 MP" || fig.mps.Text != "40" || fig.hcap.Text != "" || fig.said.Text != "Undone: Ann Able's masterpoints and handicap" {
		t.Errorf("after two undos: %q, fields %q %q, said %q", got, fig.mps.Text, fig.hcap.Text, fig.said.Text)
	}
	if got := playerText(v.shown()[0]); got != "Ann Able (12) · 40 MP" {
		t.Errorf("listed as %q after two undos", got)
	}
	// The list the player came from is the register's first change:
	// undone, the player is off the list and no longer chosen.
	test.Tap(fig.undo)
	if ps, _ := w.desk.Players(); len(ps) != 0 || fig.said.Text != "Undone: imported a list of players: 1 player added" ||
		fig.who.Text != "" || fig.mps.Text != "" || !fig.save.Disabled() || !fig.hidden.Disabled() || len(v.shown()) != 0 ||
		!strings.HasPrefix(v.history.Text, "Choose a player") {
		t.Errorf("after undoing the list: %v, said %q, chosen %q %q, save disabled %v, history %q", ps, fig.said.Text, fig.who.Text, fig.mps.Text, fig.save.Disabled(), v.history.Text)
	}
	test.Tap(fig.undo)
	if !strings.HasPrefix(fig.said.Text, "Nothing undone: ") || !strings.Contains(fig.said.Text, "nothing to undo") {
		t.Errorf("undo past the start said %q", fig.said.Text)
	}
	test.Tap(fig.redo)
	if got := held(); got != "Ann Able (12) · 40 MP" || fig.said.Text != "Redone: imported a list of players: 1 player added" {
		t.Errorf("after redoing the list: %q, said %q", got, fig.said.Text)
	}
	v.list.Select(0)
	test.Tap(fig.redo)
	if got := held(); got != "Ann Able (12) · 320.5 MP · h'cap -2" || fig.mps.Text != "320.5" || fig.said.Text != "Redone: Ann Able's masterpoints and handicap" {
		t.Errorf("after redo: %q, field %q, said %q", got, fig.mps.Text, fig.said.Text)
	}
	if w.shownError != nil {
		t.Errorf("an error shown: %v", w.shownError)
	}
	// The player's name, set as the player was chosen, stands beside
	// the fields, not under them.
	drv := fyne.CurrentApp().Driver()
	if end, field := drv.AbsolutePositionForObject(fig.who).X+fig.who.MinSize().Width, drv.AbsolutePositionForObject(fig.mps).X; end > field {
		t.Errorf("the name ends at %v, over the masterpoints field at %v", end, field)
	}
	if dir := os.Getenv("BRIDGESCORE_SCREENSHOTS"); dir != "" {
		w.win.Resize(fyne.NewSize(1024, 768))
		f, err := os.Create(filepath.Join(dir, "players-undo.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		png.Encode(f, w.win.Canvas().Capture())
	}
}
