package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestInputNotAnOrdinaryFile points every command that reads a file the
// user names at a named pipe, a device and a folder. Opening a pipe waits
// for a writer, so before these were refused a command given one hung for
// ever; each must now refuse at once, naming what the path is, and leave
// the database as it was.
func TestInputNotAnOrdinaryFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "results.csv")
	if err := mkfifo(t, fifo); err != nil {
		t.Skipf("cannot make a named pipe here: %v", err)
	}
	db := filepath.Join(dir, "club.db")
	inputs := []struct{ path, says string }{
		{fifo, "is a pipe"},
		{"/dev/zero", "is a device"},
		{dir, "is a folder"},
	}
	for _, in := range inputs {
		commands := [][]string{
			{"score", in.path},
			{"import", in.path, "--db", db},
			{"report", "--from", in.path, "--out", filepath.Join(dir, "r.html"), "--format", "html"},
			{"analyse", in.path},
			{"movement", "file", in.path},
			{"new", "--name", "Tue", "--movement", "mitchell", "--tables", "3", "--names", in.path, "--db", db},
		}
		for _, args := range commands {
			t.Run(strings.Join(args[:1], " ")+" "+filepath.Base(in.path), func(t *testing.T) {
				code, stderr := runWithin(t, 20*time.Second, args...)
				if code == 0 {
					t.Fatalf("%v: exit 0, want a refusal", args)
				}
				if !strings.Contains(stderr, in.says) {
					t.Errorf("%v: stderr %q does not say %q", args, stderr, in.says)
				}
			})
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "r.html")); err == nil {
		t.Error("a report was written from a file that is not a results file")
	}
}

// TestDatabaseNotAnOrdinaryFile gives --db a named pipe: SQLite would
// wait on it for ever.
func TestDatabaseNotAnOrdinaryFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "club.db")
	if err := mkfifo(t, fifo); err != nil {
		t.Skipf("cannot make a named pipe here: %v", err)
	}
	code, stderr := runWithin(t, 20*time.Second, "sessions", "--db", fifo)
	if code == 0 || !strings.Contains(stderr, "not an ordinary file") {
		t.Fatalf("sessions --db FIFO: exit %d, stderr %q", code, stderr)
	}
}

// runWithin runs one command in this process and fails the test, rather
// than hanging it, when the command has not finished in time.
func runWithin(t *testing.T, limit time.Duration, args ...string) (int, string) {
	t.Helper()
	cmd, ok := Lookup(args[0])
	if !ok {
		t.Fatalf("no command %q", args[0])
	}
	type result struct {
		code   int
		stderr string
	}
	done := make(chan result, 1)
	go func() {
		var out, errOut bytes.Buffer
		code := cmd.Run(args[1:], &out, &errOut)
		done <- result{code, errOut.String()}
	}()
	select {
	case r := <-done:
		return r.code, r.stderr
	case <-time.After(limit):
		t.Fatalf("%v did not finish in %v: it waits on its input", args, limit)
		return 0, ""
	}
}
