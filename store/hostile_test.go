package store

import (
	"bytes"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// foreignDB writes an SQLite file another program might have: a table of
// its own, a rollback journal, and the user_version given.
func foreignDB(t *testing.T, path string, userVersion int, tables ...string) []byte {
	t.Helper()
	raw, err := sql.Open("sqlite", path+"?_pragma=journal_mode(DELETE)")
	if err != nil {
		t.Fatal(err)
	}
	for _, tbl := range tables {
		if _, err := raw.Exec("CREATE TABLE " + tbl + " (x TEXT)"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := raw.Exec(fmt.Sprintf("PRAGMA user_version = %d", userVersion)); err != nil {
		t.Fatal(err)
	}
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A file that is not bridgescore's is refused in words, without a panic,
// and left byte for byte as it was: its journal is not switched to WAL and
// no -wal or -shm file is left beside it.
func TestForeignSQLiteFilesAreLeftAlone(t *testing.T) {
	for _, c := range []struct {
		name    string
		version int
		tables  []string
		want    string
	}{
		{"negative-version", -1, nil, "schema version is -1"},
		{"very-negative-version", -2147483648, []string{"meta"}, "not a bridgescore database"},
		{"someone-elses", 0, []string{"recipes"}, "not a bridgescore database"},
		{"someone-elses-versioned", 2, []string{"recipes"}, "not a bridgescore database"},
		{"newer", 1 << 30, []string{"meta"}, "newer bridgescore"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "other.db")
			before := foreignDB(t, path, c.version, c.tables...)
			db, err := Open(path)
			if err == nil {
				db.Close()
				t.Fatal("opened")
			}
			if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "nothing was changed") {
				t.Errorf("%v; want it to say %q and that nothing was changed", err, c.want)
			}
			after, _ := os.ReadFile(path)
			if !bytes.Equal(before, after) {
				t.Errorf("the file was changed (journal mode bytes %v -> %v)", before[18:20], after[18:20])
			}
			for _, s := range []string{"-wal", "-shm", "-journal"} {
				if _, err := os.Stat(path + s); err == nil {
					t.Errorf("%s left beside the file", s)
				}
			}
		})
	}
}

// A path with characters that mean something in a URI names that file and
// no other.
func TestDatabasePathsWithURICharacters(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"club?.db", "club#1.db", "a%3Fb.db", "my club.db", "club.db?mode=ro"} {
		path := filepath.Join(dir, name)
		db, err := Open(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := db.CreateSession(sampleSession()); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		db.Warnings()
		db.Close()
		b, err := os.ReadFile(path)
		if err != nil || !bytes.HasPrefix(b, sqliteHeader) {
			t.Errorf("%s: the database is not at its path (%v)", name, err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if !strings.Contains(e.Name(), ".backup-") && !strings.HasSuffix(e.Name(), ".db") && e.Name() != "club.db?mode=ro" {
			t.Errorf("a file %q was made that no path named", e.Name())
		}
	}
}

const readOnlyUseEnv = "BRIDGESCORE_STORE_READONLY_USE"

func init() {
	if path := os.Getenv(readOnlyUseEnv); path != "" {
		db, err := Open(path)
		if err != nil {
			fmt.Println("open:", err)
			os.Exit(0)
		}
		list, err := db.ListSessions()
		fmt.Printf("read: %d sessions %v\n", len(list), err)
		fmt.Println("write:", db.AddNote(1, 0, "from a read-only file"))
		db.Close()
		os.Exit(0)
	}
}

// A database file that is read-only (its folder writable) is read; a
// change is refused in words; nothing is left beside it, so that once the
// file is writable again every change works.
func TestReadOnlyFileLeavesNothingBehind(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process")
	}
	dir, err := os.MkdirTemp("", "bridgescore-rofile")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	os.Chmod(dir, 0o777)
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
	before, _ := os.ReadFile(path)
	os.Chmod(path, 0o444)

	got := runReadOnlyUse(t, path)
	if !strings.Contains(got, "read: 1 sessions <nil>") {
		t.Errorf("a read-only database could not be read: %q", got)
	}
	if !strings.Contains(got, "write: database "+path+" is read-only") || !strings.Contains(got, "nothing was changed") {
		t.Errorf("a write to a read-only database: %q", got)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Error("the read-only file changed")
	}
	for _, s := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + s); err == nil {
			t.Errorf("%s left beside a read-only database", s)
		}
	}
}

func runReadOnlyUse(t *testing.T, path string) string {
	t.Helper()
	// runAsOther runs the test binary as another user when this is root;
	// this file's init sees readOnlyUseEnv before the other child's.
	t.Setenv(readOnlyUseEnv, path)
	return runAsOther(t, path)
}

// -wal and -shm files left read-only by an earlier program (SQLite gives
// them the database's permissions) are made writable again, and changes
// work.
func TestReadOnlyLeftoversAreMadeWritable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a child process")
	}
	dir, err := os.MkdirTemp("", "bridgescore-leftovers")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	os.Chmod(dir, 0o777)
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
	for _, s := range []string{"-wal", "-shm"} {
		if err := os.WriteFile(path+s, nil, 0o444); err != nil {
			t.Fatal(err)
		}
		os.Chmod(path+s, 0o444)
	}
	if os.Geteuid() == 0 {
		// The child runs as nobody: the files are its own, as they are
		// the director's.
		for _, f := range []string{path, path + "-wal", path + "-shm"} {
			if err := os.Chown(f, 65534, 65534); err != nil {
				t.Fatal(err)
			}
		}
	}
	got := runReadOnlyUse(t, path)
	if !strings.Contains(got, "write: <nil>") {
		t.Errorf("a change after read-only leftovers: %q", got)
	}
}

// A new database's first backup holds the first session stored, not the
// empty schema (which would hold back every backup for an hour), even when
// the program that stored it keeps the file open.
func TestFirstBackupHoldsTheFirstSession(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Warnings()
	if b, _ := db.Backups(); len(b) != 0 {
		t.Errorf("an empty database was backed up: %v", b)
	}
	if _, err := db.CreateSession(sampleSession()); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}
	list, _ := filepath.Glob(path + ".backup-*")
	if len(list) != 1 {
		t.Fatalf("%d backups after the first session, want 1", len(list))
	}
	b, err := Open(list[0])
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	if s, err := b.ListSessions(); err != nil || len(s) != 1 {
		t.Errorf("the first backup holds %d sessions (%v), want the one stored", len(s), err)
	}
}

// Two programs on one file may copy the same generation in the same
// millisecond, and rotate the same old copy away: neither copy fails.
func TestTwoProgramsBackingUpAtOnce(t *testing.T) {
	defer func(d time.Duration) { MinBackupInterval = d }(MinBackupInterval)
	MinBackupInterval = 0
	db, path := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	other, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conns := make([]*sql.DB, 2)
	for i := range conns {
		if conns[i], err = sql.Open(driverName, dsn(path, false, LockWait)); err != nil {
			t.Fatal(err)
		}
		defer conns[i].Close()
	}
	for round := range 40 {
		if err := db.AddNote(id, 0, fmt.Sprint("round ", round)); err != nil {
			t.Fatal(err)
		}
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i, d := range []*DB{db, other} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = d.backup(conns[i])
			}()
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatalf("round %d: %v", round, err)
			}
		}
	}
	if list, _ := db.Backups(); len(list) != KeepBackups {
		t.Errorf("%d backups kept, want %d", len(list), KeepBackups)
	}
}
