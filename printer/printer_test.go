package printer

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/fault"
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
	if err := os.WriteFile(filepath.Join(dir, Command), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	return got, args
}

// The PDF goes to lp's standard input, to the printer named, titled as
// asked; the default printer is named to lp by no -d at all.
func TestPrint(t *testing.T) {
	pdf := []byte("%PDF-1.3 the reports")
	for _, c := range []struct {
		printer Printer
		want    string
	}{
		{Printer{Name: "club-laser"}, "-d club-laser -t Tuesday pairs -- -"},
		{Printer{}, "-t Tuesday pairs -- -"},
	} {
		got, args := fakeLP(t, 0)
		if err := c.printer.Print(pdf, " Tuesday pairs "); err != nil {
			t.Fatal(err)
		}
		if sent, _ := os.ReadFile(got); string(sent) != string(pdf) {
			t.Errorf("%+v: lp was sent %q", c.printer, sent)
		}
		if a, _ := os.ReadFile(args); strings.TrimSpace(string(a)) != c.want {
			t.Errorf("%+v: lp called with %q, want %q", c.printer, a, c.want)
		}
	}
}

// A printer lp refuses is invalid, in lp's own words; no lp at all is
// not found, with what to do about it.
func TestPrintRefused(t *testing.T) {
	fakeLP(t, 1)
	err := Printer{Name: "nowhere"}.Print([]byte("%PDF-"), "x")
	if !fault.Is(err, fault.Invalid) || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("a printer lp refuses: %v (%s)", err, fault.CodeOf(err))
	}
	t.Setenv("PATH", t.TempDir())
	err = Printer{}.Print([]byte("%PDF-"), "x")
	if !fault.Is(err, fault.NotFound) || !strings.Contains(err.Error(), "no print command") {
		t.Errorf("no lp: %v (%s)", err, fault.CodeOf(err))
	}
}
