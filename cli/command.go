package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgescore/club"
	"bridgescore/fault"
)

// A command is one line of the command table (commandTable): its name, the
// summary 'bridgescore --help' lists, its help, what its shared opening
// gives it, and its own flags with the work that reads them.
//
// The opening is written once, here, for every command: the flags are
// read (wherever they stand among the arguments), -h prints the help, a
// mistake on the command line is answered with the help and exit 2, and
// the database, the session, its section and the line named are opened
// as the work asks for them and closed after it. The work returns an
// error; its code alone decides the exit status (ExitStatus).
type command struct {
	name, summary string
	// help is what -h prints, and a mistake on the command line after its
	// words; shortHelp, when set, is printed after a mistake instead.
	help, shortHelp func() string
	// opens is what the command's opening gives it.
	opens opens
	// verb says that the first argument names what the command does
	// (movement mitchell), before its flags, which depend on it.
	verb bool
	// forms, when set, is given the arguments first: a form of the
	// command with options of its own (score --teams FILE) takes them
	// whole and gives the exit status, with taken true.
	forms func(args []string, stdout, stderr io.Writer) (code int, taken bool)
	// flags declares the command's own flags on fs and gives its work,
	// which reads them once they are parsed.
	flags func(fs *flag.FlagSet) work
}

// work is what a command does once its opening is done.
type work func(x *call) error

// opens is what a command's shared opening gives its work.
type opens int

const (
	// opensNothing: no database (a results file, a movement, a deal).
	opensNothing opens = iota
	// opensClub: --db, the club database (the default one without it).
	opensClub
	// opensSession: --db and --session ID, one stored session.
	opensSession
	// opensSection: --section L too, the section of a session of several
	// that the pairs and boards named are in.
	opensSection
	// opensLine: --board B --ns P --ew Q too, one traveller line.
	opensLine
)

// text is a help that does not change.
func text(s string) func() string { return func() string { return s } }

// Command is what the commands' program runs: a command of the table, as
// main and the tests call it.
func (c command) Command() Command {
	return Command{Name: c.name, Summary: c.summary, Run: c.run}
}

// run is the shared opening, the work, and the answer.
func (c command) run(args []string, stdout, stderr io.Writer) int {
	if c.forms != nil {
		if code, taken := c.forms(args, stdout, stderr); taken {
			return code
		}
	}
	fs := newFlagSet(c.name)
	fs.SetOutput(io.Discard)
	out := &checkedWriter{w: stdout}
	x := &call{cmd: c, fs: fs, stdout: out, stderr: stderr}
	x.declare(c.opens)
	w := c.flags(fs)
	if c.verb && len(args) > 0 && args[0] != "-h" && args[0] != "--help" && args[0] != "-help" {
		x.verb, args = args[0], args[1:]
	}
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, c.help())
		return exitOK
	}
	if err != nil {
		return x.answer(usage(err.Error()))
	}
	x.args = pos
	err = w(x)
	if err == nil && out.err != nil {
		// What the command said is lost: a pipe closed, a disk full.
		err = fmt.Errorf("the output could not be written: %w", out.err)
	}
	code := x.answer(err)
	x.close()
	return code
}

// checkedWriter keeps the first error writing to w, so that a command
// whose output was lost does not answer as if it had been read.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	if err != nil && c.err == nil {
		c.err = err
	}
	return n, err
}

// A call is one run of a command: its flags and arguments, where it
// writes, and what its opening has opened so far.
type call struct {
	cmd            command
	fs             *flag.FlagSet
	verb           string
	args           []string
	stdout, stderr io.Writer

	db, session, section *string
	board, ns, ew        *string

	desk *club.Desk
	open *club.OpenSession
}

// declare adds the shared flags of what the command opens.
func (x *call) declare(o opens) {
	if o >= opensClub {
		x.db = x.fs.String("db", "", "")
	}
	if o >= opensSession {
		x.session = x.fs.String("session", "", "")
	}
	if o >= opensSection {
		x.section = x.fs.String("section", "", "")
	}
	if o >= opensLine {
		x.board, x.ns, x.ew = x.fs.String("board", "", ""), x.fs.String("ns", "", ""), x.fs.String("ew", "", "")
	}
}

// A usageError is a mistake on the command line, as opposed to in what it
// names: the command's help follows its words, and the exit status is 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usage is a mistake on the command line.
func usage(msg string) error { return &usageError{msg} }

// usagef is usage with fmt.Sprintf's formatting.
func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// exitCode is a command's answer that is neither a success nor a refusal:
// a check whose answer is no (complete: not every line is in), said on
// standard output, with an exit status of its own.
type exitCode int

func (e exitCode) Error() string { return "exit status " + strconv.Itoa(int(e)) }

// answer says why the work failed, if it did, and gives the exit status.
func (x *call) answer(err error) int {
	var ue *usageError
	var ec exitCode
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		help := x.cmd.help
		if x.cmd.shortHelp != nil {
			help = x.cmd.shortHelp
		}
		fmt.Fprintf(x.stderr, "bridgescore %s: %s\n\n%s", x.cmd.name, ue.msg, help())
		return exitUsage
	case errors.As(err, &ec):
		return int(ec)
	}
	return failed(x.stderr, x.cmd.name, err)
}

// given tells whether the flag was given on the command line.
func (x *call) given(name string) bool {
	found := false
	x.fs.Visit(func(f *flag.Flag) { found = found || f.Name == name })
	return found
}

// noArgs refuses positional arguments, naming them.
func (x *call) noArgs() error {
	if len(x.args) > 0 {
		return usagef("unexpected %s", strings.Join(x.args, " "))
	}
	return nil
}

// noArg refuses positional arguments, naming the first.
func (x *call) noArg() error {
	if len(x.args) > 0 {
		return usagef("unexpected argument %q", x.args[0])
	}
	return nil
}

// ID reads --session: a usage error when it is missing or not an id.
func (x *call) ID() (int64, error) {
	if *x.session == "" {
		return 0, usage("--session ID is required (see 'bridgescore sessions')")
	}
	id, err := strconv.ParseInt(*x.session, 10, 64)
	if err != nil || id < 1 {
		return 0, usagef("--session %q: expected a session id such as 12 (see 'bridgescore sessions')", *x.session)
	}
	return id, nil
}

// Desk opens the club database (--db, or the default one), once.
func (x *call) Desk() (*club.Desk, error) {
	if x.desk == nil {
		d, err := club.Open(*x.db)
		if err != nil {
			return nil, err
		}
		x.desk = d
	}
	return x.desk, nil
}

// Session opens the session --session names, once: ID's usage errors,
// then the service's refusal.
func (x *call) Session() (*club.OpenSession, error) {
	if x.open != nil {
		return x.open, nil
	}
	id, err := x.ID()
	if err != nil {
		return nil, err
	}
	s, err := club.OpenOne(*x.db, id)
	if err != nil {
		return nil, err
	}
	x.open = s
	return s, nil
}

// InSection makes the section --section names the one the session's
// lines are entered in. A session of several sections needs one named:
// pair 3NS is in each.
func (x *call) InSection(s *club.OpenSession) error {
	secs := s.Sections()
	switch {
	case *x.section != "":
		return s.SelectSection(*x.section)
	case len(secs) > 0:
		return fault.Errorf(fault.Invalid, "session %d has sections %s: say which with --section", s.ID(), strings.Join(secs, ", "))
	}
	return nil
}

// Board reads --board, and that --ns and --ew are given, before anything
// is opened.
func (x *call) Board() (int, error) {
	board, err := strconv.Atoi(*x.board)
	if err != nil || board < 1 {
		return 0, usagef("--board %q: expected a board number (1 or more)", *x.board)
	}
	if strings.TrimSpace(*x.ns) == "" || strings.TrimSpace(*x.ew) == "" {
		return 0, usage("--ns and --ew name the two pairs")
	}
	return board, nil
}

// Line opens the session and finds the line --board, --ns and --ew name,
// in the section --section names.
func (x *call) Line(board int) (*club.OpenSession, club.Row, error) {
	s, err := x.Session()
	if err != nil {
		return nil, club.Row{}, err
	}
	if err := x.InSection(s); err != nil {
		return nil, club.Row{}, err
	}
	row, err := s.Line(board, *x.ns, *x.ew)
	return s, row, err
}

// dbPath is the database the command opens: --db, or the default one.
func (x *call) dbPath() string { return dbPathOf(*x.db) }

// dbPathOf is the database a --db value names ("" for the default one).
func dbPathOf(flag string) string {
	if flag != "" {
		return flag
	}
	p, _ := club.DefaultDBPath()
	return p
}

// close closes what the opening opened and passes on, as a warning, what
// went wrong beside the command's work: a backup that could not be
// written. The command's changes are already safe in the file, so it
// still succeeds.
func (x *call) close() {
	warn := func(err error) {
		if err != nil {
			fmt.Fprintf(x.stderr, "bridgescore %s: warning: %v\n", x.cmd.name, err)
		}
	}
	if x.open != nil {
		warn(x.open.Close())
	}
	if x.desk != nil {
		warn(x.desk.Close())
	}
}
