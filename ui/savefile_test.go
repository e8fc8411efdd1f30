package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/dialog"

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
	id, err := club.NewDesk(db).Create(club.NewSession{Name: "entry", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
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
