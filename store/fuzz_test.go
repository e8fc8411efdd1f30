package store

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// FuzzOpen opens whatever bytes a file holds as a club database: a clear
// error or a usable database, never a panic.
func FuzzOpen(f *testing.F) {
	dir := f.TempDir()
	path := filepath.Join(dir, "seed.db")
	db, err := Open(path)
	if err != nil {
		f.Fatal(err)
	}
	if _, err := db.CreateSession(sampleSession()); err != nil {
		f.Fatal(err)
	}
	db.Warnings()
	db.sql.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	db.Close()
	good, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(good[:100])
	f.Add([]byte("SQLite format 3\x00"))
	f.Add([]byte("board,ns,ew,contract,declarer,tricks,score\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "club.db")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			db, err := Open(path)
			if err != nil {
				return
			}
			defer db.Close()
			if err := db.Check(); err != nil {
				return
			}
			list, err := db.ListSessions()
			if err != nil {
				return
			}
			for _, m := range list {
				db.Session(m.ID)
				db.History(m.ID)
			}
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			buf := make([]byte, 1<<20)
			n := runtime.Stack(buf, true)
			t.Fatalf("opening a %d-byte file has not finished after 10 s:\n%s", len(data), buf[:n])
		}
	})
}
