package store

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// KeepBackups is how many rotating backups are kept beside a database.
const KeepBackups = 5

// DB is an open club database. Its methods are safe for concurrent use.
type DB struct {
	sql  *sql.DB
	path string
	// Warnings holds problems found at open that do not stop work, such as
	// a backup that could not be written.
	Warnings []string
}

// sqliteHeader is how every SQLite 3 database file begins.
var sqliteHeader = []byte("SQLite format 3\x00")

const dsnOptions = "_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)&_pragma=synchronous(FULL)&_txlock=immediate"

// Open opens the club database at path, creating it if the file does not
// exist. The folder must exist.
func Open(path string) (*DB, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("database %s: %v", path, err)
	}
	if err := checkFile(abs); err != nil {
		return nil, err
	}
	sdb, err := sql.Open("sqlite", abs+"?"+dsnOptions)
	if err != nil {
		return nil, fmt.Errorf("database %s: %v", abs, err)
	}
	// One connection: the program's own operations are short and serialised,
	// and a single connection means one view of the file and no lock
	// contention within the process.
	sdb.SetMaxOpenConns(1)
	db := &DB{sql: sdb, path: abs}
	if err := db.prepare(); err != nil {
		sdb.Close()
		return nil, err
	}
	if err := db.backup(); err != nil {
		db.Warnings = append(db.Warnings, err.Error())
	}
	return db, nil
}

// checkFile refuses, before SQLite touches it, a file that is not an SQLite
// database, so that a mistyped --db never damages someone's document.
func checkFile(path string) error {
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		dir := filepath.Dir(path)
		if di, err := os.Stat(dir); err != nil || !di.IsDir() {
			return fmt.Errorf("database %s: the folder %s does not exist", path, dir)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("database %s: %v", path, err)
	}
	if fi.IsDir() {
		return fmt.Errorf("database %s is a folder, not a database file", path)
	}
	if fi.Size() == 0 {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("database %s: %v", path, err)
	}
	defer f.Close()
	head := make([]byte, len(sqliteHeader))
	n, _ := io.ReadFull(f, head)
	if n < len(head) || !bytes.Equal(head, sqliteHeader) {
		return fmt.Errorf("%s is not a bridgescore database (it is not an SQLite file); nothing was changed", path)
	}
	return nil
}

// prepare checks the file and brings its schema up to date.
func (db *DB) prepare() error {
	if err := db.sql.Ping(); err != nil {
		return db.openError(err)
	}
	var check string
	if err := db.sql.QueryRow("PRAGMA quick_check(1)").Scan(&check); err != nil {
		return db.openError(err)
	}
	if check != "ok" {
		return fmt.Errorf("database %s is damaged (%s); restore one of its backups (%s.backup-*)", db.path, check, filepath.Base(db.path))
	}
	return db.migrate()
}

// openError turns SQLite's codes into a sentence a director can act on.
func (db *DB) openError(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_NOTADB:
			return fmt.Errorf("%s is not a bridgescore database (it is not an SQLite file); nothing was changed", db.path)
		case sqlite3.SQLITE_CORRUPT:
			return fmt.Errorf("database %s is damaged; restore one of its backups (%s.backup-*)", db.path, filepath.Base(db.path))
		case sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM:
			return fmt.Errorf("cannot open database %s for writing: the file or its folder %s is read-only or not accessible", db.path, filepath.Dir(db.path))
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("database %s is in use by another program that is holding it locked; try again in a moment", db.path)
		}
	}
	return fmt.Errorf("database %s: %v", db.path, err)
}

// writeError explains a failed write.
func (db *DB) writeError(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("database %s is in use by another program; nothing was changed, try again", db.path)
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM:
			return fmt.Errorf("database %s cannot be written (read-only file or folder); nothing was changed", db.path)
		case sqlite3.SQLITE_FULL:
			return fmt.Errorf("database %s: the disk is full; nothing was changed", db.path)
		}
	}
	return err
}

// Path is the database file's absolute path.
func (db *DB) Path() string { return db.path }

// Close closes the database.
func (db *DB) Close() error { return db.sql.Close() }

// migrations returns the embedded schema steps in order; step i (from 1)
// brings user_version from i-1 to i.
func migrations() ([]string, error) {
	ents, err := migrationFiles.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(ents))
	for _, e := range ents {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	steps := make([]string, 0, len(names))
	for i, n := range names {
		num, err := strconv.Atoi(strings.SplitN(n, "_", 2)[0])
		if err != nil || num != i+1 {
			return nil, fmt.Errorf("store: migration %s out of sequence", n)
		}
		b, err := migrationFiles.ReadFile("migrations/" + n)
		if err != nil {
			return nil, err
		}
		steps = append(steps, string(b))
	}
	return steps, nil
}

// SchemaVersion is the newest schema this program knows.
func SchemaVersion() int {
	steps, _ := migrations()
	return len(steps)
}

func (db *DB) migrate() error {
	steps, err := migrations()
	if err != nil {
		return err
	}
	var version int
	if err := db.sql.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return db.openError(err)
	}
	if version > len(steps) {
		return fmt.Errorf("database %s was written by a newer bridgescore (schema version %d; this program knows up to %d); upgrade bridgescore to open it — nothing was changed", db.path, version, len(steps))
	}
	if version == 0 {
		var tables int
		if err := db.sql.QueryRow("SELECT count(*) FROM sqlite_master").Scan(&tables); err != nil {
			return db.openError(err)
		}
		if tables > 0 {
			return fmt.Errorf("%s is an SQLite file but not a bridgescore database; nothing was changed", db.path)
		}
	}
	for v := version; v < len(steps); v++ {
		err := db.write(func(tx *sql.Tx) error {
			// Another program may have upgraded the file meanwhile.
			var now int
			if err := tx.QueryRow("PRAGMA user_version").Scan(&now); err != nil {
				return err
			}
			if now != v {
				return nil
			}
			if _, err := tx.Exec(steps[v]); err != nil {
				return fmt.Errorf("upgrading database %s to schema version %d: %v", db.path, v+1, err)
			}
			_, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", v+1))
			return err
		})
		if err != nil {
			return db.openError(err)
		}
	}
	return nil
}

// write runs f in one immediate transaction and commits it durably. Every
// change to the file goes through here, so the generation counter (used to
// skip needless backups) moves with every change.
func (db *DB) write(f func(tx *sql.Tx) error) error {
	tx, err := db.sql.BeginTx(context.Background(), nil)
	if err != nil {
		return db.writeError(err)
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		if errors.Is(err, errUnchanged) {
			return nil
		}
		return db.writeError(err)
	}
	// The meta table does not exist before the first migration.
	tx.Exec("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'")
	if err := tx.Commit(); err != nil {
		return db.writeError(err)
	}
	return nil
}

// generation counts the writes ever made to the database.
func (db *DB) generation() (int64, error) {
	var s string
	if err := db.sql.QueryRow("SELECT value FROM meta WHERE key = 'generation'").Scan(&s); err != nil {
		return 0, err
	}
	return strconv.ParseInt(s, 10, 64)
}

// backupPrefix is how backup file names begin: club.db.backup-...
func (db *DB) backupPrefix() string { return filepath.Base(db.path) + ".backup-" }

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
// Names look like club.db.backup-20251108T193000.000Z-g42, g being the
// generation the copy holds.
func (db *DB) backup() error {
	gen, err := db.generation()
	if err != nil {
		return fmt.Errorf("backup of %s skipped: %v", db.path, err)
	}
	list, err := db.Backups()
	if err != nil {
		return fmt.Errorf("backup of %s skipped: %v", db.path, err)
	}
	if n := len(list); n > 0 {
		last := list[n-1]
		if i := strings.LastIndex(last, "-g"); i >= 0 && last[i+2:] == strconv.FormatInt(gen, 10) {
			return nil
		}
	}
	if gen == 0 {
		return nil // a brand-new, empty database
	}
	name := fmt.Sprintf("%s%s-g%d", db.backupPrefix(), time.Now().UTC().Format("20060102T150405.000Z"), gen)
	target := filepath.Join(filepath.Dir(db.path), name)
	if _, err := db.sql.Exec("VACUUM INTO ?", target); err != nil {
		os.Remove(target)
		return fmt.Errorf("backup of %s to %s failed: %v", db.path, target, err)
	}
	list = append(list, target)
	for len(list) > KeepBackups {
		if err := os.Remove(list[0]); err != nil {
			return fmt.Errorf("removing old backup %s: %v", list[0], err)
		}
		list = list[1:]
	}
	return nil
}

// IntegrityCheck runs SQLite's full integrity check and returns "ok" when
// the file is sound.
func (db *DB) IntegrityCheck() (string, error) {
	rows, err := db.sql.Query("PRAGMA integrity_check")
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var msgs []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			return "", err
		}
		msgs = append(msgs, s)
	}
	return strings.Join(msgs, "; "), rows.Err()
}
