package outfile

import (
	"errors"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"bridgescore/fault"
)

func write(t *testing.T, path, content string, perm os.FileMode) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), perm); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, perm); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// noTemporaries fails when a temporary file was left in dir.
func noTemporaries(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

func TestWriteNewFileHas0644LessUmask(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "ranking.html")
	if err := Write(path, []byte("<p>ranking</p>"), Protect{}); err != nil {
		t.Fatal(err)
	}
	if got := read(t, path); got != "<p>ranking</p>" {
		t.Errorf("content %q", got)
	}
	fi, _ := os.Stat(path)
	if want := 0o644 &^ umask(t); fi.Mode().Perm() != want {
		t.Errorf("mode %v, want %v", fi.Mode().Perm(), want)
	}
	noTemporaries(t, dir)
}

func TestWriteKeepsTheModeOfTheFileReplaced(t *testing.T) {
	for _, perm := range []os.FileMode{0o600, 0o640, 0o664, 0o444} {
		dir := t.TempDir()
		path := filepath.Join(dir, "export.xml")
		write(t, path, "old", perm)
		if err := Write(path, []byte("new"), Protect{}); err != nil {
			t.Fatalf("%v: %v", perm, err)
		}
		fi, _ := os.Stat(path)
		if fi.Mode().Perm() != perm {
			t.Errorf("mode %v after replacing a %v file", fi.Mode().Perm(), perm)
		}
		if got := read(t, path); got != "new" {
			t.Errorf("content %q", got)
		}
	}
}

// A failure while writing leaves the old file whole, as on a full disk.
func TestWriteFailureLeavesTheOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.pdf")
	old := strings.Repeat("a good report ", 8000)
	write(t, path, old, 0o644)
	diskFull := errors.New("no space left on device")
	err := WriteFunc(path, Protect{}, func(w io.Writer) error {
		w.Write([]byte("half a rep"))
		return diskFull
	})
	if !errors.Is(err, diskFull) {
		t.Fatalf("err = %v, want the write's error", err)
	}
	if read(t, path) != old {
		t.Error("the old report was changed")
	}
	noTemporaries(t, dir)
}

func TestWriteRefuses(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	write(t, db, "SQLite format 3\x00 the club's results", 0o644)
	other := filepath.Join(dir, "other.db")
	write(t, other, "SQLite format 3\x00 another club", 0o644)
	in := filepath.Join(dir, "in.xml")
	write(t, in, "<USEBIO/>", 0o644)
	hardDB := filepath.Join(dir, "hard.db")
	if err := os.Link(db, hardDB); err != nil {
		t.Fatal(err)
	}
	linkDB := filepath.Join(dir, "link.html")
	if err := os.Symlink("club.db", linkDB); err != nil {
		t.Fatal(err)
	}
	// An input that is not a database: the hard link must be found by
	// identity, not by its contents.
	hardIn := filepath.Join(dir, "in-again.xml")
	if err := os.Link(in, hardIn); err != nil {
		t.Fatal(err)
	}
	dangling := filepath.Join(dir, "gone.html")
	if err := os.Symlink("nowhere/x.html", dangling); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "pipe")
	if err := mkfifo(t, fifo); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	notDir := filepath.Join(in, "x.html")
	// The database named relative to the working folder.
	t.Chdir(dir)

	p := Protect{Database: db, Inputs: []string{in}}
	cases := []struct {
		path, reason string
	}{
		{db, "club database this command has open"},
		{"club.db", "club database this command has open"},
		{"./sub/../club.db", "club database this command has open"},
		{hardDB, "club database this command has open"},
		{linkDB, "club database this command has open"},
		{db + "-wal", "-wal"},
		{db + "-shm", "-shm"},
		{db + "-journal", "-journal"},
		{db + ".backup-20260101T000000.000Z-g3", "backup"},
		{other, "SQLite database"},
		{in, "reads"},
		{"in.xml", "reads"},
		{hardIn, "reads"},
		{dangling, "does not exist"},
		{dir, "folder"},
		{fifo, "pipe"},
		{sock, "socket"},
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	if err := Write(notDir, []byte("x"), p); err == nil {
		t.Errorf("%s written inside a file", notDir)
	}
	for _, c := range cases {
		before := snapshot(t, dir)
		err := Write(c.path, []byte("<html>"), p)
		var refused *RefusedError
		if !errors.As(err, &refused) {
			t.Errorf("%s: err = %v, want a refusal", c.path, err)
			continue
		}
		if !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%s: %q does not say %q", c.path, err, c.reason)
		}
		if err := Check(c.path, p); err == nil {
			t.Errorf("%s: Check allows what Write refuses", c.path)
		}
		if after := snapshot(t, dir); after != before {
			t.Errorf("%s: the folder changed:\n%s\n->\n%s", c.path, before, after)
		}
	}
}

// snapshot describes every file in dir: name, kind and contents.
func snapshot(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		b.WriteString(p + " " + d.Type().String())
		if d.Type().IsRegular() {
			c, _ := os.ReadFile(p)
			b.WriteString(" " + string(c))
		}
		b.WriteString("\n")
		return nil
	})
	return b.String()
}

func TestNotOrdinaryNamesADevice(t *testing.T) {
	dev := fakeInfo{mode: os.ModeDevice | os.ModeCharDevice | 0o666}
	if got := notOrdinary(dev); !strings.Contains(got, "device") {
		t.Errorf("a character device: %q", got)
	}
	if got := notOrdinary(fakeInfo{mode: 0o644}); got != "" {
		t.Errorf("an ordinary file: %q", got)
	}
}

type fakeInfo struct{ mode os.FileMode }

func (f fakeInfo) Name() string       { return "full" }
func (f fakeInfo) Size() int64        { return 0 }
func (f fakeInfo) Mode() os.FileMode  { return f.mode }
func (f fakeInfo) ModTime() time.Time { return time.Time{} }
func (f fakeInfo) IsDir() bool        { return f.mode.IsDir() }
func (f fakeInfo) Sys() any           { return nil }

// A link is followed: the file it points at is replaced and the link stays.
func TestWriteThroughALink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "2026-11-23.html")
	write(t, target, "old", 0o640)
	link := filepath.Join(dir, "latest.html")
	if err := os.Symlink("2026-11-23.html", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("new"), Protect{}); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link is no longer a link: %v %v", fi, err)
	}
	if got := read(t, target); got != "new" {
		t.Errorf("the link's target holds %q", got)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("the target's mode became %v", fi.Mode().Perm())
	}
	noTemporaries(t, dir)
}

// An input that is refused is compared by identity, not by name alone: an
// output named like an input in another folder is fine.
func TestWriteAllowsAnotherFileOfTheSameName(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "a", "results.csv")
	os.MkdirAll(filepath.Dir(in), 0o755)
	write(t, in, "board,ns", 0o644)
	out := filepath.Join(dir, "results.csv")
	if err := Write(out, []byte("x"), Protect{Inputs: []string{in}, Database: filepath.Join(dir, "a", "club.db")}); err != nil {
		t.Fatal(err)
	}
}

func TestRefusedErrorSaysNothingWasWritten(t *testing.T) {
	err := (&RefusedError{Path: "club.db", Reason: "it is the club database this command has open"}).Error()
	want := "will not write club.db: it is the club database this command has open; nothing was written"
	if err != want {
		t.Errorf("%q\nwant %q", err, want)
	}
}

// TempOf knows the temporary files Write makes, and whose they are, and
// no other name.
func TestTempOf(t *testing.T) {
	dir := t.TempDir()
	var seen string
	err := WriteFunc(filepath.Join(dir, "report.pdf"), Protect{}, func(w io.Writer) error {
		seen = filepath.Base(w.(*os.File).Name())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if base, ok := TempOf(seen); !ok || base != "report.pdf" {
		t.Errorf("TempOf(%q) = %q, %v; want report.pdf", seen, base, ok)
	}
	for _, name := range []string{"report.pdf", ".report.pdf", ".report.pdf.tmp-12", ".report.pdf.tmp-0123456789zz", "report.pdf.tmp-0123456789ab", "..tmp-0123456789ab"} {
		if base, ok := TempOf(name); ok {
			t.Errorf("TempOf(%q) = %q, want no temporary file", name, base)
		}
	}
}

// A full disk is a busy refusal, said so, whichever step of the write
// meets it: nothing is written and the old file stays whole.
func TestDiskFullIsBusy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "report.pdf")
	if err := os.WriteFile(path, []byte("last week's"), 0o644); err != nil {
		t.Fatal(err)
	}
	full := &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
	err := WriteFunc(path, Protect{}, func(w io.Writer) error {
		w.Write([]byte("half a rep"))
		return full
	})
	var df *DiskFullError
	if !fault.Is(err, fault.Busy) || !errors.As(err, &df) || !strings.Contains(err.Error(), "the disk is full") || !strings.Contains(err.Error(), path) {
		t.Errorf("a full disk: %v (%s), want busy, saying the disk is full, naming the file", err, fault.CodeOf(err))
	}
	if b, _ := os.ReadFile(path); string(b) != "last week's" {
		t.Errorf("the old file is now %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("%d files left in the folder, want the old one alone", len(ents))
	}
	// Any other failure is not busy.
	if err := WriteFunc(path, Protect{}, func(io.Writer) error { return errors.New("no results") }); fault.Is(err, fault.Busy) {
		t.Errorf("a failure that is no full disk: %v, coded busy", err)
	}
}
