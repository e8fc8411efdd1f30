// Package club is the one service behind the director's window and the
// command line: every operation a director performs on a club's database —
// create, import, enter, clear, adjust, names, late changes, undo and redo,
// history, standings, print. It checks each change against the session's
// movement, writes it through package store in one transaction with its
// audit row, and returns domain values and plain errors. It knows nothing of
// flags, widgets or output streams.
package club
