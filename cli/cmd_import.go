package cli

import (
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"strings"

	"bridgescore/club"
	"bridgescore/progress"
	"bridgescore/scoring"
)

const importUsage = `usage: bridgescore import FILE [--db DB] [--rules wbf|acbl] [--method mp|ximp|butler] [--field section|across]
                          [--allow-new-pairs] [--event NAME] [--again] [--law12c2c]
       bridgescore import HANDS.pbn --session ID [--db DB]

Stores a USEBIO 1.0/1.2 or CSV results file as a new session and prints the
new session's id. The import is all or nothing: if any traveller line is
refused, every refused line is listed with its reason and nothing is stored.
With --session, FILE is a PBN hand record whose deals are attached to that
session's boards; a dealer or vulnerability that disagrees is reported.

Options:
  --db DB                   the club database (default: the user's bridgescore/club.db)
  --rules wbf|acbl          matchpoint rules for the session (default wbf)
  --method mp|ximp|butler   scoring method (default: the file's EVENT_TYPE or PBN
                            [Scoring], else mp)
  --field section|across    a file of several sections: score each section as its
                            own field (the default) or across the field; the
                            session keeps it ('bridgescore field' changes it)
  --event NAME              store the session in the event of that name (made when
                            new; case does not matter), as one of its sessions
  --session ID              attach a PBN hand record to this session
  --allow-new-pairs         accept a CSV pair that plays far fewer boards than the
                            rest, or whose id differs from another's only in case,
                            spaces or leading zeros, as a pair of its own
  --again                   import a file already imported (it is refused
                            otherwise, naming the session that holds it)
  --law12c2c                score the session under Law 12C2(c): a pair given
                            Average-plus (or Average-minus) scores its own session
                            percentage on the board when that is higher
`

// importFlags are import's options.
type importFlags struct {
	rules, method, event, field *string
	allowNew, again, law        *bool
}

func importCommand(fs *flag.FlagSet) work {
	f := importFlags{
		rules:    fs.String("rules", "", ""),
		method:   fs.String("method", "", ""),
		allowNew: fs.Bool("allow-new-pairs", false, ""),
		event:    fs.String("event", "", ""),
		again:    fs.Bool("again", false, ""),
		field:    fs.String("field", "", ""),
		law:      fs.Bool("law12c2c", false, ""),
	}
	return func(x *call) error {
		session, err := f.check(x)
		if err != nil {
			return usage(err.Error())
		}
		// Read the whole file before touching the database: a bad file
		// leaves it exactly as it was.
		if session != 0 {
			return attachHands(x, session)
		}
		path := x.args[0]
		meter, end := progress.Line(x.stderr, "reading "+filepath.Base(path), progress.Bytes)
		in, err := club.ReadImport(path, club.ImportOptions{Rules: scoring.Rules(*f.rules), Method: scoring.Method(*f.method),
			Field: scoring.Field(*f.field), Event: *f.event, Law12C2c: *f.law, AllowNewPairs: *f.allowNew, Again: *f.again, Progress: meter})
		end()
		if errors.Is(err, club.ErrHandRecord) {
			return fmt.Errorf("%w: attach it to a session with --session ID", err)
		}
		if err != nil {
			return err
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		ids, warnings, err := desk.ImportIncoming(in)
		var imported *club.ImportedError
		if errors.As(err, &imported) {
			return fmt.Errorf("%w (--again imports it once more)", err)
		}
		if err != nil {
			return err
		}
		for _, w := range warnings {
			fmt.Fprintf(x.stderr, "bridgescore import: warning: %s\n", w)
		}
		for _, id := range ids {
			fmt.Fprintln(x.stdout, id)
		}
		return nil
	}
}

// attachHands attaches a hand record to a stored session.
func attachHands(x *call, session int64) error {
	// Hands attached to a session on purpose are read strictly.
	path := x.args[0]
	meter, end := progress.Line(x.stderr, "reading "+filepath.Base(path), progress.Bytes)
	hands, err := club.ReadHands(path, meter)
	end()
	if err != nil {
		return err
	}
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	n, warnings, err := desk.AttachIncoming(session, hands)
	if err != nil {
		return err
	}
	for _, w := range warnings {
		fmt.Fprintf(x.stderr, "bridgescore import: warning: %s\n", w)
	}
	fmt.Fprintf(x.stdout, "%d hand records attached to session %d\n", n, session)
	return nil
}

// check refuses options import cannot take, and gives the session hands
// are attached to (0 for a new session).
func (f importFlags) check(x *call) (int64, error) {
	pos := x.args
	switch {
	case len(pos) == 0:
		return 0, errors.New("no file given")
	case len(pos) > 1:
		return 0, fmt.Errorf("one file at a time (got %s)", strings.Join(pos, ", "))
	}
	if err := checkScoring(*f.rules, *f.method, *f.field); err != nil {
		return 0, err
	}
	if *x.session == "" {
		return 0, nil
	}
	session, err := x.ID()
	if err != nil {
		return 0, err
	}
	if *f.rules != "" || *f.method != "" || *f.event != "" || *f.field != "" || *f.law {
		return 0, errors.New("--rules, --method, --field, --event and --law12c2c apply to a new session, not to hands attached with --session")
	}
	return session, nil
}
