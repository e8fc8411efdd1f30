package cli

import (
	"flag"
	"fmt"
	"strings"

	"bridgescore/fault"
	"bridgescore/interchange"
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

// setField has a results file of several sections scored as f once stored.
// setLaw12C2c scores a file's sections under Law 12C2(c) (--law12c2c):
// Average-plus, or Average-minus, lifted to the pair's own session
// percentage on the board when that is higher.
func setLaw12C2c(rf *interchange.ResultsFile) {
	rf.Session.Options.Law12C2c = true
	for _, sec := range rf.Sections {
		sec.Session.Options.Law12C2c = true
	}
}

func setField(rf *interchange.ResultsFile, f scoring.Field) error {
	if len(rf.Sections) < 2 {
		if f == scoring.AcrossField {
			return fault.New(fault.Invalid, "--field across: the file has one section")
		}
		return nil
	}
	rf.Session.Field = f
	for _, sec := range rf.Sections {
		sec.Session.Field = f
	}
	return nil
}
