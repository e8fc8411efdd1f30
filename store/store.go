package store

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"bridgescore/fault"
	"bridgescore/outfile"
)

// DB is an open club database. Its methods are safe for concurrent use.
type DB struct {
	sql  *sql.DB
	path string
	bg   *background
	// readOnly is set when this user may not write the file: it is read,
	// and every change is refused in words.
	readOnly bool
	check    integrity

	mu sync.Mutex
	// firstBackup is set while the file holds no session and so has no
	// backup: the first change that stores something takes one.
	firstBackup bool
	late        sync.WaitGroup // backups started after a change
	lateErrs    []string
	// kept are table entry's statements, prepared once.
	kept kept
	// counted: the file is counted among those open here (openHere)
	// until Close.
	counted atomic.Bool
}

// driverName is the database/sql driver every connection is opened with;
// a test puts one in its place that notes the statements run.
var driverName = "sqlite"

// sqliteHeader is how every SQLite 3 database file begins.
var sqliteHeader = []byte("SQLite format 3\x00")

// dsnOptions set up every connection. The journal is switched to WAL by
// migrate, once the file is known to be a bridgescore database: a foreign
// SQLite file opened by mistake is left exactly as it was. cell_size_check
// has SQLite check each page it reads a little more closely, so that a
// damaged page is refused rather than written through, as the whole
// file is no longer checked before every change.
const dsnOptions = "_pragma=foreign_keys(1)&_pragma=busy_timeout(5000)&_pragma=synchronous(FULL)&_pragma=cell_size_check(1)&_txlock=immediate"

// dsn names the database file for the driver as an SQLite URI, so that a
// path holding '?', '#' or '%' names that file and no other. A file this
// user may not write is opened read-only and immutable: SQLite then makes
// no -wal or -shm file beside it, which would be left read-only and block
// every change once the file is made writable again.
//
// A change waits lockWait for another program's lock.
func dsn(path string, readOnly bool, lockWait time.Duration) string {
	opts := strings.Replace(dsnOptions, "busy_timeout(5000)", fmt.Sprintf("busy_timeout(%d)", lockWait.Milliseconds()), 1)
	u := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + opts
	if readOnly {
		u += "&mode=ro&immutable=1"
	}
	return u
}

// LockWait is how long a change waits for another program to let go of
// the file before it is refused as "in use": long enough for a script
// to wait its turn.
const LockWait = 5 * time.Second

// Open opens the club database at path, creating it if the file does not
// exist. The folder must exist.
//
// A file that is not an SQLite database, not bridgescore's, or written by a
// newer bridgescore is refused at once. Nothing else reads the whole file:
// a command costs the same on a club's first evening and after twenty
// years. The whole file is checked (SQLite's quick_check) in the
// background when StartCheck asks (the window does, on opening) and
// before each rotating backup, which runs in the background too; once a
// check has found the file damaged, every write is refused. SQLite itself
// refuses to read or write a damaged page it comes to.
func Open(path string) (*DB, error) { return OpenWaiting(path, LockWait) }

// OpenWaiting is Open with the time a change waits for another program's
// lock on the file: the window waits a moment and then says the file is
// in use, rather than freezing while the other program works.
func OpenWaiting(path string, lockWait time.Duration) (*DB, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("database %s: %v", path, err)
	}
	openHere.Lock()
	defer openHere.Unlock()
	ro, already := openHere.find(abs)
	if !already {
		if ro, err = checkBeforeOpening(abs); err != nil {
			return nil, err
		}
	}
	sdb, err := sql.Open(driverName, dsn(abs, ro, lockWait))
	if err != nil {
		return nil, fmt.Errorf("database %s: %v", abs, err)
	}
	// One connection: the program's own operations are short and serialised,
	// and a single connection means one view of the file and no lock
	// contention within the process.
	sdb.SetMaxOpenConns(1)
	db := &DB{sql: sdb, path: abs, readOnly: ro}
	if err := db.prepare(); err != nil {
		sdb.Close()
		return nil, err
	}
	openHere.add(abs, ro)
	db.counted.Store(true)
	db.startBackground()
	return db, nil
}

// checkBeforeOpening checks a database file that this program does not
// have open yet, and says whether it is to be opened read-only.
func checkBeforeOpening(abs string) (readOnly bool, err error) {
	if err := checkFile(abs); err != nil {
		return false, err
	}
	if !readOnlyFile(abs) {
		return false, writableCompanions(abs)
	}
	if fi, err := os.Stat(abs + "-wal"); err == nil && fi.Size() > 0 {
		return true, fault.Errorf(fault.Forbidden, "database %s is read-only and its last changes are still in %s-wal; make the file writable and open it again — nothing was changed", abs, filepath.Base(abs))
	}
	return true, nil
}

// openHere are the database files this program has open. A file open
// here is never opened again outside SQLite (to read its first bytes, or
// to see whether it may be written): closing any descriptor of a file
// lets go of every lock this program holds on it (POSIX's rule for fcntl
// locks), SQLite's own included, and another program closing the
// database would then take itself for the last one on it and delete the
// journal of changes (the WAL) under this one, whose later changes would
// go to a file no longer there. SQLite's own connections to one file
// share its descriptors and are safe.
var openHere openFiles

type openFiles struct {
	sync.Mutex
	files []openFile
}

type openFile struct {
	fi       os.FileInfo
	readOnly bool
	n        int
}

// at is the entry of a file open here; nil when it is not. The owner
// locks.
func (o *openFiles) at(path string) *openFile {
	fi, err := os.Stat(path)
	if err != nil {
		return nil
	}
	for i := range o.files {
		if os.SameFile(o.files[i].fi, fi) {
			return &o.files[i]
		}
	}
	return nil
}

// find says whether a file is open here, and whether read-only. The owner
// locks.
func (o *openFiles) find(path string) (readOnly, open bool) {
	if f := o.at(path); f != nil {
		return f.readOnly, true
	}
	return false, false
}

// add counts a file opened here. The owner locks.
func (o *openFiles) add(path string, readOnly bool) {
	if f := o.at(path); f != nil {
		f.n++
		return
	}
	if fi, err := os.Stat(path); err == nil {
		o.files = append(o.files, openFile{fi: fi, readOnly: readOnly, n: 1})
	}
}

// closed counts a file closed here.
func (o *openFiles) closed(path string) {
	o.Lock()
	defer o.Unlock()
	f := o.at(path)
	if f == nil {
		return
	}
	if f.n--; f.n == 0 {
		o.files = slices.DeleteFunc(o.files, func(e openFile) bool { return e.n == 0 })
	}
}

// isOpen tells whether this program has a file open as a database.
func (o *openFiles) isOpen(path string) bool {
	o.Lock()
	defer o.Unlock()
	return o.at(path) != nil
}

// checkFile refuses, before SQLite touches it, a file that is not an SQLite
// database, so that a mistyped --db never damages someone's document.
func checkFile(path string) error {
	if db, ok := outfile.CompanionOf(path); ok {
		return fault.Errorf(fault.Invalid, "database %s is where SQLite keeps the unsaved changes of %s; give the database itself, %s", path, db, db)
	}
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		dir := filepath.Dir(path)
		if di, err := os.Stat(dir); err != nil || !di.IsDir() {
			return fault.Errorf(fault.NotFound, "database %s: the folder %s does not exist", path, dir)
		}
		return nil
	}
	if err != nil {
		return fmt.Errorf("database %s: %v", path, err)
	}
	if fi.IsDir() {
		return fault.Errorf(fault.Invalid, "database %s is a folder, not a database file", path)
	}
	if !fi.Mode().IsRegular() {
		// Opening a named pipe would wait for ever for a writer.
		return fault.Errorf(fault.Invalid, "database %s is not an ordinary file (a pipe, device or socket), not a database file", path)
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
		return fault.Errorf(fault.Invalid, "%s is not a bridgescore database (it is not an SQLite file); nothing was changed", path)
	}
	return nil
}

// IsDatabaseFile tells, by its first bytes, whether path is an SQLite
// database (bridgescore's or another program's) rather than some other
// file: a file manager hands the program a club database or a results
// file alike.
func IsDatabaseFile(path string) bool {
	if openHere.isOpen(path) {
		return true
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, len(sqliteHeader))
	n, _ := io.ReadFull(f, head)
	return n == len(head) && bytes.Equal(head, sqliteHeader)
}

// readOnlyFile tells whether the file exists and this user may not write it.
func readOnlyFile(path string) bool {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err == nil {
		f.Close()
		return false
	}
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}

// writableCompanions makes SQLite's -wal and -shm files beside a writable
// database writable too. SQLite creates them with the database's
// permissions, so a file that was read-only when last opened leaves them
// read-only, and every later change would fail. They are this user's own
// files in the usual case; otherwise the director is told which to remove.
func writableCompanions(path string) error {
	fi, err := os.Stat(path)
	if err != nil {
		return nil
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		c := path + suffix
		if _, err := os.Stat(c); err != nil || !readOnlyFile(c) {
			continue
		}
		if err := os.Chmod(c, fi.Mode().Perm()); err == nil && !readOnlyFile(c) {
			continue
		}
		return fault.Errorf(fault.Forbidden, "database %s cannot be changed: %s, left by SQLite when the file was read-only, may not be written; remove it when no program has the database open — nothing was changed", path, filepath.Base(c))
	}
	return nil
}

// prepare checks that the file is a database this program can use and
// brings its schema up to date.
func (db *DB) prepare() error {
	if err := db.sql.Ping(); err != nil {
		return db.openError(err)
	}
	return db.migrate()
}

// openError turns SQLite's codes into a sentence a director can act on.
func (db *DB) openError(err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		if diskFull(se) {
			return fault.Errorf(fault.Busy, "database %s: the disk is full (SQLite has no room for its files beside the database); nothing was changed, make room and try again", db.path)
		}
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_NOTADB:
			return fault.Errorf(fault.Invalid, "%s is not a bridgescore database (it is not an SQLite file); nothing was changed", db.path)
		case sqlite3.SQLITE_CORRUPT:
			return fmt.Errorf("database %s is damaged; restore one of its backups (%s.backup-*)", db.path, filepath.Base(db.path))
		case sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM:
			return fault.Errorf(fault.Forbidden, "cannot open database %s for writing: the file or its folder %s is read-only or not accessible", db.path, filepath.Dir(db.path))
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fault.Errorf(fault.Busy, "database %s is in use by another program that is holding it locked; try again in a moment", db.path)
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
			return fault.Errorf(fault.Busy, "database %s is in use by another program; nothing was changed, try again", db.path)
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM:
			return fault.Errorf(fault.Forbidden, "database %s cannot be written (read-only file or folder); nothing was changed", db.path)
		}
		if diskFull(se) {
			return fault.Errorf(fault.Busy, "database %s: the disk is full; nothing was changed, make room and try again", db.path)
		}
	}
	return err
}

// diskFull tells whether SQLite says the disk is full: no room for a page
// (SQLITE_FULL), or for the shared memory of its write-ahead log beside
// the database, which it makes when it opens the file
// (SQLITE_IOERR_SHMSIZE).
func diskFull(se *sqlite.Error) bool {
	return se.Code()&0xff == sqlite3.SQLITE_FULL || se.Code() == sqlite3.SQLITE_IOERR_SHMSIZE
}

// Path is the database file's absolute path.
func (db *DB) Path() string { return db.path }

// Close closes the database. A backup under way is finished first; an
// integrity check under way is stopped.
//
// Close returns the backups that could not be written, as one error, once
// the database is closed: the changes themselves are safe, but the
// director should know that the copies beside the file are not.
func (db *DB) Close() error {
	var problems []string
	if db.bg != nil {
		db.bg.cancel()
		<-db.bg.done
		problems = append(problems, db.bg.warnings...)
	}
	db.late.Wait()
	db.mu.Lock()
	problems = append(problems, db.lateErrs...)
	db.mu.Unlock()
	db.kept.close()
	err := db.sql.Close()
	if db.counted.Swap(false) {
		openHere.closed(db.path)
	}
	if err != nil {
		return err
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
}

// write runs f in one immediate transaction and commits it durably. Every
// change to the file goes through here, so the generation counter (used to
// skip needless backups) moves with every change.
func (db *DB) write(f func(tx *sql.Tx) error) error {
	if db.readOnly {
		return fault.Errorf(fault.Forbidden, "database %s is read-only (this user may not change the file); nothing was changed", db.path)
	}
	if err := db.damaged(); err != nil {
		return err
	}
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
	// The first migration creates the meta table in this same transaction.
	if _, err := tx.Exec("UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'generation'"); err != nil {
		tx.Rollback()
		return db.writeError(err)
	}
	if err := tx.Commit(); err != nil {
		return db.writeError(err)
	}
	db.backupAfterChange()
	return nil
}

// read runs f in one read transaction: every read in it sees one state of
// the file, even while another program writes to it.
func (db *DB) read(f func(tx *sql.Tx) error) error {
	tx, err := db.sql.BeginTx(context.Background(), &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return db.openError(err)
	}
	err = f(tx)
	if rerr := tx.Rollback(); err == nil && rerr != nil {
		return rerr
	}
	return err
}

// generation counts the writes ever made to the database, as a
// connection or a transaction reads it.
func generation(q interface {
	QueryRow(query string, args ...any) *sql.Row
}) (int64, error) {
	var s string
	if err := q.QueryRow("SELECT value FROM meta WHERE key = 'generation'").Scan(&s); err != nil {
		return 0, err
	}
	return strconv.ParseInt(s, 10, 64)
}

// Generation counts the writes ever made to the database, by this program
// and every other: each write adds one, in its own transaction. What is
// read after Generation is at least as new as the generation it gave, so
// a change decided on what was read can ask, in its own transaction,
// whether the database is still as read (PutLinesFromSince).
func (db *DB) Generation() (int64, error) { return generation(db.sql) }
