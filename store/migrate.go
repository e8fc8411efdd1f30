package store

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"bridgescore/fault"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

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
