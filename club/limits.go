package club

import (
	"fmt"
	"unicode/utf8"

	"bridgescore/fault"

	"bridgescore/interchange"
	"bridgescore/movements"
)

// Lengths of the texts a director types or a file brings, in characters.
// Each is generous for any real name — the longest club and event names in
// national results run to about 80 characters, players' names to about 40
// — and stops a pasted page (or a 40 MB field in a file) from being stored
// and then printed on every ranking row.
const (
	MaxNameLen       = 200 // club, event and session names
	MaxPlayerNameLen = 100 // one player's name
)

// checkLen refuses a text longer than max characters, saying what it is.
func checkLen(what, text string, max int) error {
	if n := utf8.RuneCountInString(text); n > max {
		return fault.Errorf(fault.Invalid, "%s is %d characters long; at most %d are accepted (check that the right text was pasted)", what, n, max)
	}
	return nil
}

// checkPlayers refuses a player's name beyond MaxPlayerNameLen.
func checkPlayers(pair string, names []string) error {
	for _, n := range names {
		if err := checkLen("a player's name of pair "+pair, n, MaxPlayerNameLen); err != nil {
			return err
		}
	}
	return nil
}

// checkFileNames refuses a results file whose names are beyond the limits.
func checkFileNames(rf *interchange.ResultsFile, name string) error {
	for _, f := range []struct{ what, text string }{
		{"the club's name", rf.Club}, {"the event's name", rf.Name}, {"the session's name", name},
	} {
		if err := checkLen(f.what, f.text, MaxNameLen); err != nil {
			return err
		}
	}
	for _, p := range rf.Sectioned().Pairs {
		if err := checkPlayers(p.Ref().String(), p.Names); err != nil {
			return err
		}
	}
	return nil
}

// CheckFileText refuses a results file whose names are beyond the limits,
// as importing it would: a command that prints a file without storing it
// must not print a 40 MB club name either.
func CheckFileText(path string, rf *interchange.ResultsFile) error {
	if err := checkFileNames(rf, ""); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// checkNewSessionText refuses a new session whose names are beyond the
// limits.
func checkNewSessionText(name string, names map[movements.PairID][]string) error {
	if err := checkLen("the session's name", name, MaxNameLen); err != nil {
		return err
	}
	for p, n := range names {
		if err := checkPlayers(p.Key(), n); err != nil {
			return err
		}
	}
	return nil
}
