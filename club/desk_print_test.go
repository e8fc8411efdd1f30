package club

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/outfile"
	"bridgescore/reports"
)

// Printing from the window never replaces the club database it has open,
// under any of its names, and the session's results stay as they were.
func TestPrintNeverOverTheDatabase(t *testing.T) {
	d, db := newTestDesk(t)
	s := mitchell5(t, d)
	if _, err := s.Enter(1, Row{NS: "1NS", EW: "1EW"}, "4SN="); err != nil {
		t.Fatal(err)
	}
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[1], "4SN-1"); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(filepath.Dir(db.Path()), "results.html")
	if err := os.Symlink(filepath.Base(db.Path()), link); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{db.Path(), link, db.Path() + "-wal", db.Path() + "-shm"} {
		err := s.Print([]reports.Report{reports.Ranking}, path, "a4")
		var refused *outfile.RefusedError
		if !errors.As(err, &refused) {
			t.Errorf("printing to %s: %v, want a refusal", path, err)
		}
	}
	head, err := os.ReadFile(db.Path())
	if err != nil || !bytes.HasPrefix(head, []byte("SQLite format 3\x00")) {
		t.Fatalf("the club database was overwritten (%v)", err)
	}
	rows, err = s.Rows(1)
	if err != nil || rows[0].Entered == nil {
		t.Errorf("the result entered is gone: %+v %v", rows, err)
	}
}

// The guide cards print before any result is entered; while the window's
// tables are on, each carries its table's code and page.
func TestGuideCardsBeforePlayWithTheTables(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	dir := t.TempDir()
	plain, withCodes := filepath.Join(dir, "plain.pdf"), filepath.Join(dir, "codes.pdf")
	if err := s.Print([]reports.Report{reports.GuideCards}, plain, "a4"); err != nil {
		t.Fatalf("guide cards before play: %v", err)
	}
	s.SetTablesAddress("10.0.0.5:8080")
	if err := s.Print([]reports.Report{reports.GuideCards}, withCodes, "a4"); err != nil {
		t.Fatal(err)
	}
	codes, err := s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	text := func(path string) string {
		out, err := exec.Command("pdftotext", path, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext: %v", err)
		}
		return string(out)
	}
	if strings.Contains(text(plain), "Table code") {
		t.Error("the cards printed with the tables off carry codes")
	}
	got := text(withCodes)
	for _, c := range codes {
		if !strings.Contains(got, "Table code "+c.Code) || !strings.Contains(got, "http://10.0.0.5:8080/t/"+c.Code) {
			t.Errorf("table %d's card lacks its code %s and page", c.Table, c.Code)
		}
	}
}
