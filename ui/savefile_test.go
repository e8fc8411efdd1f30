package ui

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// Saving reports from the window: the club database chosen by mistake is
// refused untouched, an existing report is replaced only once the director
// says so, and a new one is written.
func TestSaveReportsNeverOverTheDatabase(t *testing.T) {
	db := openTestDB(t)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := deskOn(t, db).Create(club.NewSession{Name: "entry", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	w := d.w
	w.openSession(id)
	e := w.entry
	d.enterAll("4SN=", "4SN+1", "3NTS-3")
	dbPath := db.Path()
	dir := filepath.Dir(dbPath)
	before, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}

	ask := e.saveReport([]reports.Report{reports.Ranking}, "html")
	ask.dir = dir
	ask.name.SetText(filepath.Base(dbPath))
	ask.form.Submit()
	if _, ok := w.dialog.(*dialog.ConfirmDialog); ok {
		t.Fatal("the director was asked to replace the club database")
	}
	after, _ := os.ReadFile(dbPath)
	if !bytes.HasPrefix(after, []byte("SQLite format 3\x00")) || len(after) < len(before) {
		t.Fatalf("the club database was touched: %d bytes, was %d", len(after), len(before))
	}
	if strings.HasPrefix(e.status.Text, "Saved") {
		t.Errorf("status says %q", e.status.Text)
	}

	report := filepath.Join(dir, "tonight.html")
	if err := os.WriteFile(report, []byte("last week's"), 0o644); err != nil {
		t.Fatal(err)
	}
	ask = e.saveReport([]reports.Report{reports.Ranking}, "html")
	ask.dir = dir
	ask.name.SetText("tonight.html")
	ask.form.Submit()
	c, ok := w.dialog.(*dialog.ConfirmDialog)
	if !ok {
		t.Fatal("no question before replacing a report")
	}
	if b, _ := os.ReadFile(report); string(b) != "last week's" {
		t.Fatal("the old report was touched before the director answered")
	}
	c.Confirm()
	d.settle()
	if b, _ := os.ReadFile(report); !strings.Contains(string(b), "<html") {
		t.Errorf("the report was not replaced: %.40q", b)
	}

	ask = e.saveReport([]reports.Report{reports.Ranking}, "pdf")
	ask.dir = dir
	ask.name.SetText("new.pdf")
	ask.form.Submit()
	d.settle()
	if b, err := os.ReadFile(filepath.Join(dir, "new.pdf")); err != nil || !bytes.HasPrefix(b, []byte("%PDF")) {
		t.Errorf("new.pdf not written: %v", err)
	}
}

// printIn opens a 5-table Mitchell with three results, ready to print.
func printIn(t *testing.T) (*director, *entryScreen) {
	t.Helper()
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "3NTS-3")
	return d, e
}

// A full path typed in the file-name box is where the report goes (it was
// refused, and the print abandoned); a name that cannot be saved to is
// said, Escape or Enter closes what was said, and the question comes back
// with what was typed, to put right.
func TestSaveTakesAPathTypedWhole(t *testing.T) {
	d, e := printIn(t)
	w := d.w
	elsewhere := t.TempDir()
	ask := e.saveReport([]reports.Report{reports.Ranking}, "html")
	ask.dir = t.TempDir()
	full := filepath.Join(elsewhere, "club night.html")
	ask.name.SetText(full)
	ask.form.Submit()
	d.settle()
	if b, err := os.ReadFile(full); err != nil || !strings.Contains(string(b), "<html") {
		t.Fatalf("a full path typed: %v, status %q", err, e.status.Text)
	}
	if !strings.HasPrefix(e.status.Text, "Saved "+full+";") {
		t.Errorf("status %q", e.status.Text)
	}

	// A folder typed before the name, under the folder shown.
	if err := os.Mkdir(filepath.Join(elsewhere, "March"), 0o755); err != nil {
		t.Fatal(err)
	}
	ask = e.saveReport([]reports.Report{reports.Ranking}, "html")
	ask.dir = elsewhere
	ask.name.SetText("March/ranking.html")
	ask.form.Submit()
	d.settle()
	if _, err := os.Stat(filepath.Join(elsewhere, "March", "ranking.html")); err != nil {
		t.Errorf("a folder typed before the name: %v", err)
	}

	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		ask = e.saveReport([]reports.Report{reports.Ranking}, "html")
		missing := filepath.Join(elsewhere, "no such folder", "x.html")
		ask.name.SetText(missing)
		ask.form.Submit()
		if w.shownError == nil || !strings.Contains(w.shownError.Error(), "no such folder") {
			t.Fatalf("a missing folder: error %v", w.shownError)
		}
		if advice := afterRefusal(w.shownError); advice != "" {
			t.Errorf("a missing folder is answered as if something went wrong inside: %q", advice)
		}
		if _, ok := w.dialog.(*dialog.ConfirmDialog); ok || w.dialog == nil || w.dialog == dialog.Dialog(ask.form) {
			t.Fatalf("the error is not the dialog the keys go to: %T", w.dialog)
		}
		w.typedKey(&fyne.KeyEvent{Name: key})
		if w.dialog != dialog.Dialog(ask.form) || ask.name.Text != missing {
			t.Fatalf("%s on the error: dialog %T, name %q; want the question again with what was typed", key, w.dialog, ask.name.Text)
		}
		if top := w.win.Canvas().Overlays().Top(); top == nil {
			t.Fatalf("%s on the error: nothing on screen, want the question", key)
		}
		ask.name.SetText(filepath.Join(elsewhere, string(key)+".html"))
		ask.form.Submit()
		d.settle()
		if _, err := os.Stat(filepath.Join(elsewhere, string(key)+".html")); err != nil {
			t.Errorf("saved after putting the name right: %v", err)
		}
	}
}

// Every problem the window shows closes on Enter or Escape, and gives the
// keys back to the dialog it was shown over.
func TestErrorsCloseOnEnterAndEscape(t *testing.T) {
	d, _ := printIn(t)
	w := d.w
	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter} {
		w.showError("The report was not saved", errors.New("the disk is full"))
		if w.win.Canvas().Overlays().Top() == nil || w.dialog == nil {
			t.Fatal("no error on screen")
		}
		w.typedKey(&fyne.KeyEvent{Name: key})
		if top := w.win.Canvas().Overlays().Top(); top != nil || w.dialog != nil {
			t.Errorf("%s left the error on screen", key)
		}
	}
	w.showHelp()
	help := w.dialog
	w.showError("Something", errors.New("went wrong"))
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.dialog != help {
		t.Fatalf("after an error over the shortcuts, the keys go to %T", w.dialog)
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if top := w.win.Canvas().Overlays().Top(); top != nil {
		t.Error("Escape did not close the shortcuts shown under the error")
	}
}

// folderItems finds the folders the picker lists, by name.
func folderItems(p *folderPicker) map[string]*folderItem {
	items := map[string]*folderItem{}
	visit(p.list, func(o fyne.CanvasObject) bool {
		if it, ok := o.(*folderItem); ok && it.Visible() {
			items[it.label.Text] = it
			return false
		}
		return true
	})
	return items
}

// In the folder picker a click chooses a folder and a double click goes
// into the folder clicked, never one deeper.
func TestFolderPickerDoubleClickOpensTheFolderClicked(t *testing.T) {
	d, e := printIn(t)
	root := t.TempDir()
	for _, dir := range []string{"Alpha/Inner", "Alpha/Other", "Beta", ".hidden"} {
		if err := os.MkdirAll(filepath.Join(root, dir), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	ask := e.saveReport([]reports.Report{reports.Ranking}, "pdf")
	ask.dir = root
	ask.chooseFolder()
	if _, ok := d.w.dialog.(*dialog.ConfirmDialog); !ok {
		t.Fatalf("no folder picker: %T", d.w.dialog)
	}
	var picker *folderPicker
	visit(d.w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if it, ok := o.(*folderItem); ok {
			picker = it.p
		}
		return picker == nil
	})
	if picker == nil {
		t.Fatal("no folders listed")
	}
	items := folderItems(picker)
	if _, ok := items[".hidden"]; ok || items["Alpha"] == nil || items["Beta"] == nil {
		t.Fatalf("folders listed: %v", items)
	}
	test.DoubleTap(items["Alpha"])
	if want := filepath.Join(root, "Alpha"); picker.dir != want {
		t.Fatalf("double click on Alpha showed %s, want %s", picker.dir, want)
	}
	items = folderItems(picker)
	if items["Inner"] == nil || items["Other"] == nil {
		t.Fatalf("Alpha's folders: %v", items)
	}
	test.Tap(items["Other"])
	if want := filepath.Join(root, "Alpha", "Other"); picker.chosen() != want || picker.dir != filepath.Join(root, "Alpha") {
		t.Fatalf("a click on Other: chosen %s in %s, want %s", picker.chosen(), picker.dir, want)
	}
	d.w.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ask.dir != filepath.Join(root, "Alpha", "Other") || ask.dirLbl.Text != ask.dir {
		t.Errorf("the folder chosen is %s (shown %q)", ask.dir, ask.dirLbl.Text)
	}
	if d.w.dialog != dialog.Dialog(ask.form) {
		t.Errorf("after choosing the folder the keys go to %T, want the save question", d.w.dialog)
	}
}
