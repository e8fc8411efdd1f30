package club

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/reports"
)

// fakeLP puts a print command on the PATH that keeps what it is sent and
// its arguments, or refuses as lp does when exit is not 0.
func fakeLP(t *testing.T, exit int) (got, args string) {
	t.Helper()
	dir := t.TempDir()
	got, args = filepath.Join(dir, "printed.pdf"), filepath.Join(dir, "args")
	script := "#!/bin/sh\necho \"$@\" > " + args + "\ncat > " + got + "\n"
	if exit != 0 {
		script += "echo 'lp: The printer or class does not exist.' >&2\nexit 1\n"
	}
	if err := os.WriteFile(filepath.Join(dir, PrintCommand), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return got, args
}

// The window and the commands print straight to a printer: the PDF goes to
// lp's standard input, to the printer named, titled with the session.
func TestSendToPrinter(t *testing.T) {
	got, args := fakeLP(t, 0)
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	for _, r := range rows[:2] {
		if _, err := s.Enter(1, r, "4SN="); err != nil {
			t.Fatal(err)
		}
	}
	err := s.SendToPrinterLater([]reports.Report{reports.Travellers}, reports.A4, reports.Selection{Board: 1}, "club-laser")()
	if err != nil {
		t.Fatal(err)
	}
	pdf, err := os.ReadFile(got)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("lp was not sent a PDF: %v", err)
	}
	a, _ := os.ReadFile(args)
	if !strings.Contains(string(a), "-d club-laser") || !strings.Contains(string(a), "-t "+s.Info().Name) {
		t.Errorf("lp called with %q", a)
	}

	fakeLP(t, 1)
	err = s.SendToPrinterLater([]reports.Report{reports.Travellers}, reports.A4, reports.Selection{}, "nowhere")()
	if err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("a printer lp refuses: %v", err)
	}
	t.Setenv("PATH", t.TempDir())
	if err := SendToPrinter(pdf, "", "x"); err == nil || !strings.Contains(err.Error(), "no print command") {
		t.Errorf("no lp: %v", err)
	}
}
