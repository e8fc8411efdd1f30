package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A real results file from another program imports from the window, and
// what the reader left out is shown with the import, naming the line.
func TestImportShowsNotes(t *testing.T) {
	src, err := os.ReadFile("../testdata/real/compscore3_mp_pairs_mitchell_03.xml")
	if err != nil {
		t.Fatal(err)
	}
	// One lead the reader cannot understand: the file still imports.
	text := strings.Replace(string(src), "<LEAD>", "<LEAD>??", 1)
	path := filepath.Join(t.TempDir(), "club.xml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.importFile(path)
	d.settle()
	if w.shownError != nil {
		t.Fatalf("a file with an unreadable lead was not imported: %v", w.shownError)
	}
	status := w.start.status.Text
	if !strings.Contains(status, "Imported club.xml") || !strings.Contains(status, "TRAVELLER_LINE") || !strings.Contains(status, "not understood, left out") {
		t.Errorf("status %q does not show the note naming the line", status)
	}
	if dir := os.Getenv("BRIDGESCORE_SCREENSHOTS"); dir != "" {
		f, err := os.Create(filepath.Join(dir, "import-notes.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		png.Encode(f, w.win.Canvas().Capture())
	}
}
