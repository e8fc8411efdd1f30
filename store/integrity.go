package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

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
