package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"bridgescore/club"
)

// Opening is what the program's arguments ask the director's window to
// open.
type Opening struct {
	// DB is the club database ("" for the one in its default place).
	DB string
	// Import is a results file to store as a new session once the
	// database is open ("" for none).
	Import string
}

// windowSynopsis is how the window is started from a command line, a file
// manager's "Open with" or a desktop shortcut.
const windowSynopsis = `usage: bridgescore [--db FILE] [RESULTS-FILE]
       bridgescore CLUB.db
       bridgescore COMMAND [ARGS...]
`

// WindowArgs reads the arguments that open the director's window rather
// than run a command: --db FILE (the club database; made when new), a
// results file to import, or a club database given alone — a database is
// opened, never imported. window is false when the first argument is
// neither an option nor an existing file (an unknown command); err says
// what is wrong with arguments meant for the window.
func WindowArgs(args []string) (o Opening, window bool, err error) {
	if len(args) == 0 {
		return Opening{}, true, nil
	}
	if !strings.HasPrefix(args[0], "-") && !isFile(args[0]) {
		return Opening{}, false, nil
	}
	fs := newFlagSet("bridgescore")
	fs.SetOutput(io.Discard)
	db := fs.String("db", "", "")
	pos, err := parseInterspersed(fs, args)
	switch {
	case err != nil:
		return Opening{}, true, err
	case len(pos) > 1:
		return Opening{}, true, fmt.Errorf("the window opens one file, not %d: %s", len(pos), strings.Join(pos, " "))
	}
	o.DB = *db
	if o.DB == "" && flagGiven(fs, "db") {
		return Opening{}, true, errors.New("--db FILE: give the club database's file")
	}
	if len(pos) == 0 {
		return o, true, nil
	}
	file := pos[0]
	if !isFile(file) {
		return Opening{}, true, fmt.Errorf("%s: no such file", file)
	}
	if club.IsDatabaseFile(file) {
		if o.DB != "" {
			return Opening{}, true, fmt.Errorf("%s is a database, not a results file: give one club database, with --db or alone", file)
		}
		o.DB = file
		return o, true, nil
	}
	o.Import = file
	return o, true, nil
}

// flagGiven tells whether the flag was on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// isFile tells whether path names an existing ordinary file.
func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}
