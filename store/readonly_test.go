package store

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The read-only test's child opens a database the user may not write and
// prints what Open and a write say.
const readOnlyChildEnv = "BRIDGESCORE_STORE_READONLY_CHILD"

func init() {
	if path := os.Getenv(readOnlyChildEnv); path != "" {
		db, err := Open(path)
		if err != nil {
			fmt.Println("open:", err)
			os.Exit(0)
		}
		err = db.AddNote(1, 0, "written from a read-only place")
		fmt.Println("write:", err)
		db.Close()
		os.Exit(0)
	}
}

// runAsOther runs this test binary's read-only child on path as an
// unprivileged user (root may write anywhere, so a read-only folder means
// nothing to it), or in this process when the tests do not run as root.
func runAsOther(t *testing.T, path string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), readOnlyChildEnv+"="+path)
	if os.Geteuid() == 0 {
		// The build folder is private to root: give the child a copy of the
		// test binary it can run.
		dir, err := os.MkdirTemp("", "bridgescore-ro-bin")
		if err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(dir)
		os.Chmod(dir, 0o755)
		copyExe := filepath.Join(dir, "store.test")
		if err := copyFile(exe, copyExe, 0o755); err != nil {
			t.Fatal(err)
		}
		cmd.Path = copyExe
		asNobody(t, cmd)
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	return strings.TrimSpace(string(out))
}

func copyFile(from, to string, mode os.FileMode) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func TestReadOnlyFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process")
	}
	dir, err := os.MkdirTemp("", "bridgescore-ro")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(dir, 0o755); os.RemoveAll(dir) })
	path := filepath.Join(dir, "club.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.CreateSession(sampleSession()); err != nil {
		t.Fatal(err)
	}
	db.Warnings()
	db.Close()
	for _, f := range []string{path + "-wal", path + "-shm"} {
		if _, err := os.Stat(f); err == nil {
			t.Fatalf("%s left after a clean close", f)
		}
	}
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(dir, 0o555); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}

	got := runAsOther(t, path)
	t.Logf("existing database: %s", got)
	if !strings.Contains(got, "read-only") || !strings.Contains(got, path) || strings.Contains(got, "write: <nil>") {
		t.Errorf("existing database in a read-only folder: %q", got)
	}
	after, _ := os.ReadFile(path)
	if !bytes.Equal(before, after) {
		t.Error("the database file was changed")
	}

	// A new database cannot be created there either.
	newPath := filepath.Join(dir, "new.db")
	got = runAsOther(t, newPath)
	t.Logf("new database: %s", got)
	if !strings.HasPrefix(got, "open:") || !strings.Contains(got, "read-only") {
		t.Errorf("new database in a read-only folder: %q", got)
	}
	if _, err := os.Stat(newPath); err == nil {
		t.Error("a database file was created in the read-only folder")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1+len(mustBackups(t, dir)) {
		t.Errorf("the folder holds %d files after the refused opens", len(ents))
	}
}

func mustBackups(t *testing.T, dir string) []string {
	t.Helper()
	m, err := filepath.Glob(filepath.Join(dir, "club.db.backup-*"))
	if err != nil {
		t.Fatal(err)
	}
	return m
}
