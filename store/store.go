package store

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"bridgescore/fault"
	"bridgescore/outfile"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// KeepBackups is how many rotating backups are kept beside a database.
const KeepBackups = 5

// MinBackupInterval spaces the backups: a database opened again within
// this time of its newest backup is not copied again, so that a script
// running one command per result does not rotate a whole evening's
// backups away in a minute.
var MinBackupInterval = time.Hour

const backupTimeLayout = "20060102T150405.000Z"

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
}

// background is the backup begun on opening, on its own connection while
// the director is already at work.
type background struct {
	done     chan struct{} // closed when the backup (and its check) has ended
	cancel   context.CancelFunc
	warnings []string
}

// integrity is the quick_check of the whole file: run at most once for an
// open database, in the background, when the window asks for it
// (StartCheck) or before a backup is written, whichever comes first.
type integrity struct {
	once    sync.Once
	started chan struct{} // closed when the check has begun
	done    chan struct{} // closed when its verdict is known
	err     error
	ctx     context.Context // stops it when the database is closed
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
	if err := checkFile(abs); err != nil {
		return nil, err
	}
	ro := readOnlyFile(abs)
	if ro {
		if fi, err := os.Stat(abs + "-wal"); err == nil && fi.Size() > 0 {
			return nil, fault.Errorf(fault.Forbidden, "database %s is read-only and its last changes are still in %s-wal; make the file writable and open it again — nothing was changed", abs, filepath.Base(abs))
		}
	} else if err := writableCompanions(abs); err != nil {
		return nil, err
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
	db.startBackground()
	return db, nil
}

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

// errCheckStopped is the verdict of a check cut short by Close.
var errCheckStopped = errors.New("integrity check stopped: the database was closed")

// runCheck runs the integrity check on q, or, when it has begun already,
// waits for its verdict. ctx stops it: Close stops a check the window
// asked for, but lets one before a backup finish, as it lets the backup.
func (db *DB) runCheck(ctx context.Context, q *sql.DB) error {
	db.check.once.Do(func() {
		close(db.check.started)
		db.check.err = db.quickCheck(ctx, q)
		close(db.check.done)
	})
	<-db.check.done
	return db.check.err
}

// StartCheck begins the integrity check of the whole file in the
// background, on a connection of its own, unless it has begun already.
// Reads and writes go on meanwhile; Check and Warnings wait for it.
func (db *DB) StartCheck() {
	select {
	case <-db.check.started:
		return
	default:
	}
	db.late.Add(1)
	go func() {
		defer db.late.Done()
		q, err := sql.Open(driverName, dsn(db.path, db.readOnly, LockWait))
		if err != nil {
			db.check.once.Do(func() {
				close(db.check.started)
				db.check.err = fmt.Errorf("database %s: %v", db.path, err)
				close(db.check.done)
			})
			return
		}
		defer q.Close()
		q.SetMaxOpenConns(1)
		db.runCheck(db.check.ctx, q)
	}()
	<-db.check.started
}

// quickCheck runs SQLite's quick_check over the whole file.
func (db *DB) quickCheck(ctx context.Context, q *sql.DB) error {
	var check string
	err := q.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&check)
	if ctx.Err() != nil {
		return errCheckStopped
	}
	if err != nil {
		return db.openError(err)
	}
	if check != "ok" {
		return fmt.Errorf("database %s is damaged (%s); restore one of its backups (%s.backup-*)", db.path, check, filepath.Base(db.path))
	}
	return nil
}

// Check checks the whole file, or waits for the check under way, and
// returns the verdict: nil when the file is sound. Its cost grows with the
// file: the window asks in the background (StartCheck); a command has no
// need to.
func (db *DB) Check() error {
	db.StartCheck()
	<-db.check.done
	return db.check.err
}

// damaged is the verdict of a check that has found the file damaged, nil
// while no check has, without waiting for one under way.
func (db *DB) damaged() error {
	select {
	case <-db.check.done:
		if errors.Is(db.check.err, errCheckStopped) {
			return nil
		}
		return db.check.err
	default:
		return nil
	}
}

// Warnings waits for the work begun in the background (the backup, and
// the integrity check when one has begun) and returns the problems that
// did not stop work: a backup that could not be written, a file found
// damaged.
func (db *DB) Warnings() []string {
	if db.bg == nil {
		return nil
	}
	<-db.bg.done
	warnings := db.bg.warnings
	select {
	case <-db.check.started:
		<-db.check.done
		if err := db.check.err; err != nil && !errors.Is(err, errCheckStopped) && !slices.Contains(warnings, err.Error()) {
			warnings = append(warnings, err.Error())
		}
	default:
	}
	return warnings
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
		case sqlite3.SQLITE_FULL:
			return fault.Errorf(fault.Busy, "database %s: the disk is full; nothing was changed", db.path)
		}
	}
	return err
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
	if err := db.sql.Close(); err != nil {
		return err
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	return nil
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
	if version < 0 {
		return fault.Errorf(fault.Invalid, "%s is an SQLite file but not a bridgescore database (its schema version is %d); nothing was changed", db.path, version)
	}
	if version > len(steps) {
		return fault.Errorf(fault.Invalid, "database %s was written by a newer bridgescore (schema version %d; this program knows up to %d); upgrade bridgescore to open it — nothing was changed", db.path, version, len(steps))
	}
	if version == 0 {
		var tables int
		if err := db.sql.QueryRow("SELECT count(*) FROM sqlite_master").Scan(&tables); err != nil {
			return db.openError(err)
		}
		if tables > 0 {
			return fault.Errorf(fault.Invalid, "%s is an SQLite file but not a bridgescore database; nothing was changed", db.path)
		}
	} else {
		// Another program's file may use user_version too; every
		// bridgescore database has its meta table from the first step.
		var meta int
		if err := db.sql.QueryRow("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'").Scan(&meta); err != nil {
			return db.openError(err)
		}
		if meta == 0 {
			return fault.Errorf(fault.Invalid, "%s is an SQLite file but not a bridgescore database (schema version %d without bridgescore's tables); nothing was changed", db.path, version)
		}
	}
	if db.readOnly {
		if version < len(steps) {
			return fault.Errorf(fault.Forbidden, "database %s is read-only and was written by an older bridgescore; make it writable so that it can be brought up to date — nothing was changed", db.path)
		}
		return nil
	}
	// Ours: WAL lets the window and a command use the file at once.
	var mode string
	if err := db.sql.QueryRow("PRAGMA journal_mode = WAL").Scan(&mode); err != nil {
		return db.openError(err)
	}
	if version > 0 && version < len(steps) {
		// Check the whole file before changing its shape.
		if err := db.quickCheck(context.Background(), db.sql); err != nil {
			return err
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

// generation counts the writes ever made to the database.
func generation(q *sql.DB) (int64, error) {
	var s string
	if err := q.QueryRow("SELECT value FROM meta WHERE key = 'generation'").Scan(&s); err != nil {
		return 0, err
	}
	return strconv.ParseInt(s, 10, 64)
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
	partial := filepath.Join(dir, db.partialPrefix()+name)
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
	list = append(list, target)
	for len(list) > KeepBackups {
		if err := os.Remove(list[0]); err != nil {
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
