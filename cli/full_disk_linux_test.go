//go:build linux

package cli

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"bridgescore/club"
)

// fullDisk is a folder on a filesystem of its own of a few hundred
// kilobytes (a tmpfs, which needs root to mount), made full after prepare
// has put there what it wants. Where no such filesystem can be mounted the
// test is skipped, saying why.
func fullDisk(t *testing.T, prepare func(dir string)) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "full")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=2m"); err != nil {
		t.Skipf("SKIPPED: no small filesystem to fill (mounting a tmpfs at %s: %v; the test needs root)", dir, err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	if prepare != nil {
		prepare(dir)
	}
	f, err := os.Create(filepath.Join(dir, "filler"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	block := make([]byte, 4096)
	for {
		if _, err := f.Write(block); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	f.Sync()
	return dir
}

// Every command that writes, met with a full disk, exits 6 (busy: make
// room and try again) saying the disk is full, and leaves what was there
// as it was: the club database on a full disk, and the files the
// commands write.
func TestFullDiskIsBusy(t *testing.T) {
	src := t.TempDir()
	db := clubWithHowell(t)
	big := filepath.Join(src, "big.csv")
	var b strings.Builder
	b.WriteString("board,ns,ew,contract,declarer,tricks,score\n")
	for board := 1; board <= 60; board++ {
		for table := 1; table <= 40; table++ {
			fmt.Fprintf(&b, "%d,%dNS,%dEW,4S,N,10,\n", board, table, table)
		}
	}
	os.WriteFile(big, []byte(b.String()), 0o644)
	members := filepath.Join(src, "members.csv")
	b.Reset()
	b.WriteString("Name,Number\n")
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&b, "Member %d,%d\n", i, 100000+i)
	}
	os.WriteFile(members, []byte(b.String()), 0o644)

	// The club database on the full disk.
	var onFull string
	dir := fullDisk(t, func(dir string) {
		onFull = filepath.Join(dir, "club.db")
		data, err := os.ReadFile(db)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(onFull, data, 0o644)
		// The window has it open, as on a club night: SQLite's files
		// beside it are there before the disk fills.
		d, err := club.Open(onFull)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { d.Close() })
	})
	before, _ := os.ReadFile(onFull)
	for _, c := range []struct {
		args  []string
		maybe bool // a small change may fit in the space the database has
	}{
		{[]string{"import", big}, false},
		{[]string{"players", "--import", members}, false},
		{[]string{"new", "--name", "Friday", "--movement", "mitchell", "--tables", "12"}, true},
		{[]string{"names", "--session", "1", "--pair", "1", "Ann Able", "Bob Baker"}, true},
	} {
		code, errs := runDB(t, append(c.args, "--db", onFull))
		if code == 0 && c.maybe {
			continue
		}
		if code != exitBusy || !strings.Contains(errs, "full") {
			t.Errorf("%s with the database on a full disk: exit %d %q, want %d, the disk full", c.args[0], code, errs, exitBusy)
		}
	}
	if after, _ := os.ReadFile(onFull); string(after) != string(before) {
		t.Errorf("the database file changed on the full disk")
	}
	// It still reads, and still holds its one session.
	if out := mustRun(t, "sessions", "--db", onFull); len(strings.Split(strings.TrimSpace(out), "\n")) != 2 {
		t.Errorf("the database on the full disk: %q, want its one session", out)
	}

	// The files written onto the full disk, the database elsewhere.
	for _, args := range [][]string{
		{"report", "--session", "1", "--out", filepath.Join(dir, "r.pdf"), "--db", db},
		{"report", "--session", "1", "--format", "html", "--out", filepath.Join(dir, "r.html"), "--db", db},
		{"site", "--out", filepath.Join(dir, "www"), "--db", db},
		{"export", "--session", "1", "--format", "usebio", "--out", filepath.Join(dir, "e.xml"), "--db", db},
		{"export", "--session", "1", "--format", "csv", "--out", filepath.Join(dir, "e.csv"), "--db", db},
		{"points", "--from", "2000-01-01", "--to", "2100-01-01", "--out", filepath.Join(dir, "p.csv"), "--db", db},
		{"publish", "--session", "1", "--to", "file", "--out", dir, "--db", db},
		{"deal", "--boards", "1-36", "--out", filepath.Join(dir, "d.pbn")},
		{"movement", "mitchell", "--tables", "7", "--format", "pdf", "--out", filepath.Join(dir, "m.pdf")},
	} {
		code, errs := runDB(t, args)
		if code != exitBusy || !strings.Contains(errs, "the disk is full") {
			t.Errorf("%s onto a full disk: exit %d %q, want %d, the disk full", strings.Join(args[:len(args)-2], " "), code, errs, exitBusy)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("a temporary file left on the full disk: %s", e.Name())
		}
	}
}

func runDB(t *testing.T, args []string) (int, string) {
	t.Helper()
	_, errs, code := runNamed(t, args[0], args[1:]...)
	return code, errs
}
