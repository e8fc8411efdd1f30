package cli

import (
	"fmt"
	"io"

	"bridgescore/fault"
)

// The exit statuses, one for each kind of refusal: the one place the
// command line turns the service's codes into statuses. The README lists
// them.
const (
	exitOK        = 0
	exitInvalid   = 1 // what was given cannot be accepted (a result, a file)
	exitUsage     = 2 // the command line itself is wrong
	exitNotFound  = 3 // no such session, board, pair or file
	exitConflict  = 4 // not now: a ruling stands, nothing to undo, a result in the way
	exitForbidden = 5 // not allowed: a read-only database, a locked round
	exitBusy      = 6 // the database is in use or the disk full: nothing changed, try again
	exitInternal  = 7 // something went wrong that the command line cannot put right
)

// ExitStatus is the exit status of a refusal, by its code alone. An
// error without a code is Internal: a refusal that is the director's to
// put right (a file that cannot be read, a flag out of range) is coded
// Invalid where it is made.
func ExitStatus(err error) int {
	switch fault.CodeOf(err) {
	case fault.Invalid:
		return exitInvalid
	case fault.NotFound:
		return exitNotFound
	case fault.Conflict:
		return exitConflict
	case fault.Forbidden:
		return exitForbidden
	case fault.Busy:
		return exitBusy
	}
	return exitInternal
}

// failed says why a command failed and gives its exit status.
func failed(stderr io.Writer, name string, err error) int {
	fmt.Fprintf(stderr, "bridgescore %s: %v\n", name, err)
	return ExitStatus(err)
}
