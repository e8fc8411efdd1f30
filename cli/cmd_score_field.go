package cli

import (
	"fmt"
	"io"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

func checkField(field, explain string) error {
	switch scoring.Field(field) {
	case scoring.BySection:
	case scoring.AcrossField:
		if explain != "" {
			return usage("--explain explains a board section by section: leave out --field across")
		}
	default:
		return usagef("--field %q: expected section or across", field)
	}
	return nil
}

// scoreField scores a file of several sections as one session, each
// section a field of its own or all compared across the field, and prints
// every section's ranking (with the places overall across the field).
func scoreField(w, notes io.Writer, path string, rf *interchange.ResultsFile, rules scoring.Rules, method scoring.Method, field scoring.Field, format string, x scoreExtras) error {
	s := rf.Sectioned()
	if err := checkSomethingToCompare(s.Lines); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	s.Rules, s.Field = rules, field
	if method != "" {
		s.Method = method
	}
	st, err := scoring.Score(&s)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return writeScored(w, notes, rf, st, format, x)
}
