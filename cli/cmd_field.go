package cli

import (
	"flag"
	"fmt"
	"strings"

	"bridgescore/scoring"
)

const fieldUsage = `usage: bridgescore field --session ID section|across [--db DB]

Says how a session of several sections is scored: each section as its own
field (section), or every result on a board compared with every result on
that board in every section (across), Neuberg-factored to the most results
any board has, places then taken within each section and overall. The
sections must have played the same boards to be scored across the field.
The change is in the history; undo takes it back.
`

func fieldCommand(*flag.FlagSet) work {
	return func(x *call) error {
		id, err := x.ID()
		if err != nil {
			return err
		}
		arg, err := x.oneArg("give section or across")
		if err != nil {
			return err
		}
		f := scoring.Field(arg)
		if f != scoring.BySection && f != scoring.AcrossField {
			return usagef("%q: expected section or across", arg)
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		if err := s.SetField(f); err != nil {
			return err
		}
		if _, err := s.Standings(); err != nil {
			// Kept as the director asked: entering the rest may make it
			// scorable (a section still to play a board).
			fmt.Fprintf(x.stderr, "bridgescore field: warning: the session cannot be scored so yet: %v\n", err)
		}
		fmt.Fprintf(x.stdout, "session %d: sections %s scored %s\n", id, strings.Join(s.Sections(), ", "), fieldWords(f))
		return nil
	}
}

func fieldWords(f scoring.Field) string {
	if f == scoring.AcrossField {
		return "across the field"
	}
	return "each as its own field"
}
