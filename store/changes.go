package store

// DataVersion is a number that changes whenever another program (or
// another connection) commits a change to the file, and not for this
// DB's own changes: SQLite's data_version on the one connection a DB
// keeps. A front door that shows a session polls it to learn, cheaply,
// that the command line or another window has changed the file.
func (db *DB) DataVersion() (int64, error) {
	var v int64
	err := db.sql.QueryRow("PRAGMA data_version").Scan(&v)
	return v, err
}
