package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A Bridgemate scoring file imports from the window as any results file
// does, with what the reader decided (a result the director erased)
// shown beside it.
func TestImportBridgemate(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.importFile("../testdata/real/bcs_howell_8_tables.bws")
	d.settle()
	if w.shownError != nil {
		t.Fatalf("the Bridgemate file was not imported: %v", w.shownError)
	}
	status := w.start.status.Text
	if !strings.Contains(status, "Imported bcs_howell_8_tables.bws") || !strings.Contains(status, "erased by the director") {
		t.Errorf("status %q", status)
	}
	if len(w.start.sessions) != 1 || w.start.sessions[0].Entered != 154 {
		t.Errorf("sessions %+v", w.start.sessions)
	}
	if dir := os.Getenv("BRIDGESCORE_SCREENSHOTS"); dir != "" {
		f, err := os.Create(filepath.Join(dir, "import-bridgemate.png"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		png.Encode(f, w.win.Canvas().Capture())
	}
}
