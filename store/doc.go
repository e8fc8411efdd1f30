// Package store keeps a club's results in one SQLite file: players, events,
// sessions with their sections, pairs, boards and hand records, every
// traveller line, notes, and an audit log of every change to a line or a
// pair so that the director can undo and redo and nothing typed is ever
// silently lost.
//
// The file is opened in WAL mode with synchronous=FULL, so a line whose
// PutLine has returned is on disk. Open checks the file (not SQLite, damaged,
// written by a newer bridgescore), upgrades older schemas, and keeps a few
// rotating backups beside it. Two programs may use the same file at once:
// SQLite's locking serialises their writes, and a writer that cannot get in
// within the busy timeout gets a plain "database is in use" error.
package store
