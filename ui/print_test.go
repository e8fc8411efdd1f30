package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/club"
	"bridgescore/reports"
)

// The print dialog sends one board's traveller straight to a printer with
// the system's print command; the window goes on meanwhile and says where
// it went.
func TestSendOneTravellerToThePrinter(t *testing.T) {
	dir := t.TempDir()
	got := filepath.Join(dir, "printed.pdf")
	script := "#!/bin/sh\necho \"$@\" > " + filepath.Join(dir, "args") + "\ncat > " + got + "\n"
	if err := os.WriteFile(filepath.Join(dir, "lp"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN=")
	e.printDialog()
	only, err := printSelection(" 1 ", "", "")
	if err != nil || only.Board != 1 {
		t.Fatalf("board 1: %+v %v", only, err)
	}
	e.sendToPrinter([]club.Report{club.Travellers}, only, "hall")
	d.settle()
	if d.w.shownError != nil {
		t.Fatalf("not printed: %v", d.w.shownError)
	}
	pdf, err := os.ReadFile(got)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("lp was not sent a PDF: %v", err)
	}
	if a, _ := os.ReadFile(filepath.Join(dir, "args")); !strings.Contains(string(a), "-d hall") {
		t.Errorf("lp called with %q", a)
	}
	if !strings.Contains(e.status.Text, "Sent to hall") {
		t.Errorf("status %q", e.status.Text)
	}
	for _, bad := range [][3]string{{"x", "", ""}, {"", "", "0"}} {
		if _, err := printSelection(bad[0], bad[1], bad[2]); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if only, _ := printSelection("", "3 NS", "2"); only != (reports.Selection{Pair: "3 NS", Round: 2}) {
		t.Errorf("pair and round: %+v", only)
	}
}
