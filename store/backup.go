package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// KeepBackups is how many rotating backups are kept beside a database.
const KeepBackups = 5

// MinBackupInterval spaces the backups: a database opened again within
// this time of its newest backup is not copied again, so that a script
// running one command per result does not rotate a whole evening's
// backups away in a minute.
var MinBackupInterval = time.Hour

const backupTimeLayout = "20060102T150405.000Z"

// background is the backup begun on opening, on its own connection while
// the director is already at work.
type background struct {
	done     chan struct{} // closed when the backup (and its check) has ended
	cancel   context.CancelFunc
	warnings []string
}

// startBackground begins the backup taken on opening, on a connection of
// its own, and readies the integrity check it may share with the window.
func (db *DB) startBackground() {
	ctx, cancel := context.WithCancel(context.Background())
	bg := &background{done: make(chan struct{}), cancel: cancel}
	db.bg = bg
	db.check.started, db.check.done, db.check.ctx = make(chan struct{}), make(chan struct{}), ctx
	go func() {
		defer close(bg.done)
		q, err := sql.Open(driverName, dsn(db.path, db.readOnly, LockWait))
		if err != nil {
			bg.warnings = append(bg.warnings, fmt.Sprintf("backup of %s skipped: %v", db.path, err))
			return
		}
		defer q.Close()
		q.SetMaxOpenConns(1)
		if err := db.backup(q); err != nil {
			bg.warnings = append(bg.warnings, err.Error())
		}
	}()
}

// backupAfterChange takes the first backup of a file that held nothing when
// it was opened, on a connection of its own, once a change has stored
// something in it.
func (db *DB) backupAfterChange() {
	db.mu.Lock()
	first := db.firstBackup
	db.firstBackup = false
	db.mu.Unlock()
	if !first {
		return
	}
	db.late.Add(1)
	go func() {
		defer db.late.Done()
		q, err := sql.Open(driverName, dsn(db.path, false, LockWait))
		if err == nil {
			q.SetMaxOpenConns(1)
			err = db.backup(q)
			q.Close()
		}
		if err != nil {
			db.mu.Lock()
			db.lateErrs = append(db.lateErrs, err.Error())
			db.mu.Unlock()
		}
	}()
}

// backupPrefix is how backup file names begin: club.db.backup-...
func (db *DB) backupPrefix() string { return filepath.Base(db.path) + ".backup-" }

// partialPrefix marks a backup still being written.
func (db *DB) partialPrefix() string { return "." + filepath.Base(db.path) + ".partial-" }

// removePartialBackups clears away copies left by a program that was
// stopped while writing a backup. Only copies over a minute old are
// removed: a younger one may belong to another program on the same file.
func (db *DB) removePartialBackups() {
	dir := filepath.Dir(db.path)
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		if !strings.HasPrefix(e.Name(), db.partialPrefix()) {
			continue
		}
		if fi, err := e.Info(); err == nil && time.Since(fi.ModTime()) > time.Minute {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// Backups lists the backup files beside the database, oldest first.
func (db *DB) Backups() ([]string, error) {
	ents, err := os.ReadDir(filepath.Dir(db.path))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), db.backupPrefix()) && !e.IsDir() {
			out = append(out, filepath.Join(filepath.Dir(db.path), e.Name()))
		}
	}
	// Names carry a sortable UTC timestamp.
	sort.Strings(out)
	return out, nil
}

// backup copies the database beside itself with VACUUM INTO, unless nothing
// has changed since the newest backup, and keeps the newest KeepBackups.
// The whole file is checked first, and a damaged file is not copied.
// Names look like club.db.backup-20251108T193000.000Z-g42, g being the
// generation the copy holds.
func (db *DB) backup(q *sql.DB) error {
	db.removePartialBackups()
	gen, err := generation(q)
	if err != nil {
		return fmt.Errorf("backup of %s skipped: %v", db.path, err)
	}
	list, err := db.Backups()
	if err != nil {
		return fmt.Errorf("backup of %s skipped: %v", db.path, err)
	}
	if gen == 0 {
		return nil // a brand-new, empty database
	}
	var sessions int
	if err := q.QueryRow("SELECT count(*) FROM sessions").Scan(&sessions); err == nil && sessions == 0 {
		// Nothing to lose yet. A copy of the empty schema would hold back
		// the first real backup for MinBackupInterval; the first change
		// that stores a session takes it instead.
		db.mu.Lock()
		db.firstBackup = !db.readOnly
		db.mu.Unlock()
		// A change committed meanwhile did not see the flag.
		if err := q.QueryRow("SELECT count(*) FROM sessions").Scan(&sessions); err == nil && sessions > 0 {
			db.backupAfterChange()
		}
		return nil
	}
	if n := len(list); n > 0 {
		last := list[n-1]
		if i := strings.LastIndex(last, "-g"); i >= 0 && last[i+2:] == strconv.FormatInt(gen, 10) {
			return nil
		}
		stamp := strings.TrimPrefix(filepath.Base(last), db.backupPrefix())
		if i := strings.LastIndex(stamp, "-g"); i >= 0 {
			stamp = stamp[:i]
		}
		if at, err := time.Parse(backupTimeLayout, stamp); err == nil && time.Since(at) < MinBackupInterval && time.Since(at) >= 0 {
			return nil
		}
	}
	// A copy of a damaged file would push a sound backup out of the
	// rotation: check the whole file first.
	if err := db.runCheck(context.Background(), q); errors.Is(err, errCheckStopped) {
		return nil // closed while a check the window asked for ran: no copy this time
	} else if err != nil {
		return err
	}
	dir := filepath.Dir(db.path)
	name := fmt.Sprintf("%s%s-g%d", db.backupPrefix(), time.Now().UTC().Format(backupTimeLayout), gen)
	target := filepath.Join(dir, name)
	// The copy is written under a temporary name and renamed when complete,
	// so that a program killed half-way never leaves a broken file that looks
	// like a backup.
	// Another program on the same file (or this one's second door) may copy
	// the same generation in the same millisecond: each copy gets a partial
	// name of its own, made as an empty file, which VACUUM INTO accepts.
	f, err := os.CreateTemp(dir, db.partialPrefix()+name+"-*")
	if err != nil {
		return fmt.Errorf("backup of %s to %s failed: %v", db.path, target, err)
	}
	partial := f.Name()
	f.Close()
	if _, err := q.Exec("VACUUM INTO ?", partial); err != nil {
		os.Remove(partial)
		return fmt.Errorf("backup of %s to %s failed: %v", db.path, target, err)
	}
	if err := syncFile(partial); err != nil {
		os.Remove(partial)
		return fmt.Errorf("backup of %s to %s failed: %v", db.path, target, err)
	}
	if err := os.Rename(partial, target); err != nil {
		os.Remove(partial)
		return fmt.Errorf("backup of %s to %s failed: %v", db.path, target, err)
	}
	// Read the folder again: another program on the file may have added
	// a copy of its own meanwhile.
	if list, err = db.Backups(); err != nil {
		return fmt.Errorf("backup of %s: %v", db.path, err)
	}
	for len(list) > KeepBackups {
		// Another program on the file may have rotated it away already.
		if err := os.Remove(list[0]); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("removing old backup %s: %v", list[0], err)
		}
		list = list[1:]
	}
	return nil
}

func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
