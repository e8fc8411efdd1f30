package cli

import (
	"os"
	"path/filepath"
	"testing"

	"bridgescore/club"
	"bridgescore/reports"
)

// The window's Print and report --session print the same stored session
// the same way, header included (name, date, club, movement). Before, the
// two front ends built the header each their own way.
func TestReportSameFromWindowAndCommandLine(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := stImport(t, db, filepath.Join(stTestdata, "mitchell-8t", "session.xml"))
	dir := t.TempDir()
	fromCLI := filepath.Join(dir, "cli.html")
	stMust(t, "report", "--session", id, "--db", db, "--what", "ranking,travellers", "--out", fromCLI)

	d, err := club.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	s, err := d.Open(1)
	if err != nil {
		t.Fatal(err)
	}
	fromWindow := filepath.Join(dir, "window.html")
	if err := s.Print([]reports.Report{reports.Ranking, reports.Travellers}, fromWindow, "a4"); err != nil {
		t.Fatal(err)
	}
	a, err := os.ReadFile(fromCLI)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(fromWindow)
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Errorf("report --session and the window print the session differently:\n%s", firstDiff(string(a), string(b)))
	}
}
