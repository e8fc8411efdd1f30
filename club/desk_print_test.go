package club

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"bridgescore/outfile"
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
		err := s.Print([]Report{Ranking}, path, "a4")
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
