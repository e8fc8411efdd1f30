//go:build unix

package cli

import (
	"bytes"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// The tests of what is written where that need Unix: links and modes, a
// named pipe, a disk that fills up (a file size limit).

// An export over a link writes the file the link points at, keeps the link,
// and keeps the target's permissions; a new export is 0644 less the umask;
// a pipe is refused.
func TestExportOverLinksPipesAndModes(t *testing.T) {
	dir, db, _, _ := outSetup(t)
	target := filepath.Join(dir, "tonight.xml")
	if err := os.WriteFile(target, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	os.Chmod(target, 0o640)
	link := filepath.Join(dir, "latest.xml")
	if err := os.Symlink("tonight.xml", link); err != nil {
		t.Fatal(err)
	}
	stMust(t, "export", "--session", "1", "--format", "usebio", "--db", db, "--out", link)
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link became a file")
	}
	if got := string(fileBytes(t, target)); !strings.Contains(got, "<USEBIO") {
		t.Errorf("the link's target was not written: %.40q", got)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("the replaced file's mode became %v", fi.Mode().Perm())
	}

	fresh := filepath.Join(dir, "fresh.csv")
	stMust(t, "export", "--session", "1", "--format", "csv", "--db", db, "--out", fresh)
	mask := syscall.Umask(0)
	syscall.Umask(mask)
	if fi, _ := os.Stat(fresh); fi.Mode().Perm() != 0o644&^os.FileMode(mask) {
		t.Errorf("a new export has mode %v, want 0644 less the umask %03o", fi.Mode().Perm(), mask)
	}

	pipe := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(pipe, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := stRun(t, "export", "--session", "1", "--format", "csv", "--db", db, "--out", pipe)
	if code == 0 || !strings.Contains(errOut, "pipe") {
		t.Errorf("export to a pipe: exit %d, %q", code, errOut)
	}
	if fi, err := os.Lstat(pipe); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the pipe was replaced")
	}
}

// fullDiskEnv tells the test binary, run again, to be the command on a disk
// that takes only fullDiskLimit bytes per file.
const fullDiskEnv = "BRIDGESCORE_TEST_FULL_DISK_ARGS"

const fullDiskLimit = 4096

// TestFullDiskChild is the command run by TestFullDiskKeepsTheOldFile; on
// its own it does nothing.
func TestFullDiskChild(t *testing.T) {
	args := os.Getenv(fullDiskEnv)
	if args == "" {
		return
	}
	// Writing past the limit fails with EFBIG instead of killing the
	// process, as writing to a full disk fails with ENOSPC.
	signal.Ignore(syscall.SIGXFSZ)
	limit := uint64(fullDiskLimit)
	if l, err := strconv.ParseUint(os.Getenv(fullDiskEnv+"_LIMIT"), 10, 64); err == nil {
		limit = l
	}
	lim := syscall.Rlimit{Cur: limit, Max: limit}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		t.Fatal(err)
	}
	list := strings.Split(args, "\x1f")
	cmd, ok := Lookup(list[0])
	if !ok {
		t.Fatalf("no command %q", list[0])
	}
	os.Exit(cmd.Run(list[1:], os.Stdout, os.Stderr))
}

// A report or guide cards written to a disk that fills up leave the good
// file that was there, whole, and no temporary file.
func TestFullDiskKeepsTheOldFile(t *testing.T) {
	dir, _, xml, _ := outSetup(t)
	for _, args := range [][]string{
		{"report", "--from", xml, "--format", "pdf", "--out"},
		{"report", "--from", xml, "--format", "html", "--out"},
		{"movement", "howell", "--tables", "7", "--format", "pdf", "--out"},
	} {
		out := filepath.Join(dir, "out-"+args[0])
		good := bytes.Repeat([]byte("a good report\n"), 3*fullDiskLimit)
		if err := os.WriteFile(out, good, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^TestFullDiskChild$")
		cmd.Env = append(os.Environ(), fullDiskEnv+"="+strings.Join(append(args, out), "\x1f"))
		outText, err := cmd.CombinedOutput()
		if err == nil {
			t.Errorf("%v: succeeded on a full disk: %s", args, outText)
		}
		if !strings.Contains(string(outText), "file too large") {
			t.Errorf("%v: the failure is not reported: %s", args, outText)
		}
		if !bytes.Equal(fileBytes(t, out), good) {
			t.Errorf("%v: the old file was damaged (%d bytes now)", args, len(fileBytes(t, out)))
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.Contains(e.Name(), ".tmp-") {
				t.Errorf("%v: temporary file %s left behind", args, e.Name())
			}
		}
	}
}

// A backup that cannot be written is said on standard error, and the
// command's own change, already safe in the file, still succeeds.
func TestBackupFailureIsReported(t *testing.T) {
	dir, db, _, _ := outSetup(t)
	backups, _ := filepath.Glob(db + ".backup-*")
	if len(backups) == 0 {
		t.Fatal("no backup after the first import")
	}
	for _, b := range backups {
		os.Remove(b)
	}
	// The file takes the line entered but not a whole copy beside it.
	fi, _ := os.Stat(db)
	cmd := exec.Command(os.Args[0], "-test.run=^TestFullDiskChild$")
	args := []string{"enter", "--session", "1", "--db", db, "--board", "1", "--ns", "1NS", "--ew", "1EW", "4SN="}
	cmd.Env = append(os.Environ(), fullDiskEnv+"="+strings.Join(args, "\x1f"), fullDiskEnv+"_LIMIT="+strconv.FormatInt(fi.Size()/2, 10))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("enter failed: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "warning: backup of") {
		t.Errorf("the failed backup is not reported:\n%s", out)
	}
	if !strings.Contains(stMust(t, "history", "--session", "1", "--db", db), "4SN=") {
		t.Error("the line entered was lost")
	}
	_ = dir
}
