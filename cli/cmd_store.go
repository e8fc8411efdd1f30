package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/scoring"
)

// The club database commands. Each opens the database (--db FILE, or the
// default one), does one thing and closes it; every change is committed
// durably before the command reports success.

const sessionsUsage = `usage: bridgescore sessions [--db DB]

Lists the sessions in the club database, newest first: id, date, event,
movement, scoring, number of traveller lines and whether it is complete.
`

const enterUsage = `usage: bridgescore enter --session ID [--section L] --board B --ns P --ew Q RESULT [--round R] [--table T] [--lead CARD] [--db DB]

Enters one traveller line, replacing any line already entered for that board
and those two pairs (the old line stays in the history; undo brings it back).
RESULT is what the director types: 4SN+1, 3NTX-2 E, +620, PASS, A60-40,
A+, NP, or a weighted score such as "W 60% 4SN= 40% 3NTS-1".
P and Q are pair numbers as the session has them (1NS, 3EW, 7...).
--section L names the section the board is played in, in a session of
several sections (pair 3NS is in each); it is refused without it.
--round R and --table T say where the board was played, for a session
imported without its movement (with one, the movement says).
CARD is the opening lead: SA, ♠A, H10, HT, ♥10, DK, C2 (suit, then rank).
Without --lead a corrected line keeps the lead it had; --lead "" clears it.
What the window warns of under a line (a line the wrong way round, a
result far from double dummy) is said on standard error; the line is
saved all the same and the exit status is 0.
`

const historyUsage = `usage: bridgescore history --session ID [--db DB]

Lists every change made to a stored session's traveller lines and pairs,
oldest first, with the time, the change's number (ID, which undo --change
takes), where it came from when a table's phone sent it, and what was
there before and after. Changes that were undone are marked.
`

const undoUsage = `usage: bridgescore undo --session ID [--change N] [--db DB]
       bridgescore redo --session ID [--change N] [--db DB]

undo reverses the director's latest change to the session (a traveller
line, a pair's names, a late change...) and says what it undid; redo puts
back the change undone last, until the director makes a new change.
A result sent from a table's phone is never taken by undo alone, even
when it came after the director's change: name it with --change N, the
number history lists it under ("from table 3, round 2"); redo --change N
puts it back. The director's own changes are undone latest first, by
number or not.
`

func init() {
	register(Command{Name: "import", Summary: "store a USEBIO or CSV results file as a new session (or attach PBN hands)", Run: runImport})
	register(Command{Name: "sessions", Summary: "list the sessions in the club database", Run: runSessions})
	register(Command{Name: "enter", Summary: "enter or correct one traveller line of a stored session", Run: runEnter})
	register(Command{Name: "undo", Summary: "undo a stored session's latest change", Run: func(a []string, o, e io.Writer) int { return runUndo("undo", a, o, e) }})
	register(Command{Name: "redo", Summary: "redo a stored session's change undone last", Run: func(a []string, o, e io.Writer) int { return runUndo("redo", a, o, e) }})
	register(Command{Name: "history", Summary: "list every change made to a stored session", Run: runHistory})
}

// dbCommand is what the database commands share: flags, the database, and
// how problems are reported.
type dbCommand struct {
	name, usage string
	fs          *flag.FlagSet
	db          *string
	session     *string
	stdout      io.Writer
	stderr      io.Writer
}

// newDBCommand is a command on one stored session: --db and --session.
func newDBCommand(name, usage string, stdout, stderr io.Writer) *dbCommand {
	c := newClubCommand(name, usage, stdout, stderr)
	c.session = c.fs.String("session", "", "")
	return c
}

// newClubCommand is a command on the club database as a whole (the list
// of sessions, the club's players, a new session): --db and no --session.
func newClubCommand(name, usage string, stdout, stderr io.Writer) *dbCommand {
	fs := newFlagSet(name)
	fs.SetOutput(io.Discard)
	c := &dbCommand{name: name, usage: usage, fs: fs, stdout: stdout, stderr: stderr, session: new(string)}
	c.db = fs.String("db", "", "")
	return c
}

// parse reads the arguments; it returns false (and the exit code) when the
// command should stop.
func (c *dbCommand) parse(args []string) ([]string, int, bool) {
	pos, err := parseInterspersed(c.fs, args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(c.stdout, c.usage)
		return nil, 0, false
	}
	if err != nil {
		return nil, c.usageError(err.Error()), false
	}
	return pos, 0, true
}

func (c *dbCommand) usageError(msg string) int {
	fmt.Fprintf(c.stderr, "bridgescore %s: %s\n\n%s", c.name, msg, c.usage)
	return exitUsage
}

// fail says why the command failed and gives the exit status of the
// refusal's code.
func (c *dbCommand) fail(err error) int { return failed(c.stderr, c.name, err) }

// sessionID reads --session; required tells whether it must be given.
func (c *dbCommand) sessionID() (int64, error) {
	if *c.session == "" {
		return 0, errors.New("--session ID is required (see 'bridgescore sessions')")
	}
	id, err := strconv.ParseInt(*c.session, 10, 64)
	if err != nil || id < 1 {
		return 0, fmt.Errorf("--session %q: expected a session id such as 12 (see 'bridgescore sessions')", *c.session)
	}
	return id, nil
}

func (c *dbCommand) open() (*club.Desk, error) {
	return club.Open(*c.db)
}

// closeDB closes the database and passes on, as a warning, what went wrong
// beside the command's work: a backup that could not be written. The
// command's changes are already safe in the file, so it still succeeds.
func (c *dbCommand) closeDB(db io.Closer) {
	if err := db.Close(); err != nil {
		fmt.Fprintf(c.stderr, "bridgescore %s: warning: %v\n", c.name, err)
	}
}

// dbPath is the database the command opens: --db, or the default one.
func (c *dbCommand) dbPath() string {
	return dbPathOf(*c.db)
}

// dbPathOf is the database a --db value names ("" for the default one).
func dbPathOf(flag string) string {
	if flag != "" {
		return flag
	}
	p, _ := club.DefaultDBPath()
	return p
}

func runSessions(args []string, stdout, stderr io.Writer) int {
	c := newClubCommand("sessions", sessionsUsage, stdout, stderr)
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return c.usageError("sessions takes no arguments but --db")
	}
	desk, err := c.open()
	if err != nil {
		return c.fail(err)
	}
	defer c.closeDB(desk)
	list, err := desk.Sessions()
	if err != nil {
		return c.fail(err)
	}
	if len(list) == 0 {
		fmt.Fprintf(stdout, "no sessions in %s\n", desk.Path())
		return 0
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tDATE\tEVENT\tMOVEMENT\tSCORING\tLINES\tSTATUS")
	for _, m := range list {
		status := "in progress"
		if m.Complete {
			status = "complete"
		}
		event := m.Event
		switch {
		case event == "":
			event = m.Name
		case m.Name != "" && m.Name != m.Event:
			event += " (" + m.Name + ")"
		}
		mv := m.Movement
		if mv == "" {
			mv = "-"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s %s\t%d\t%s\n", m.ID, m.Day, oneLine(event), mv, m.Method, m.Rules, m.Entered, status)
	}
	if err := tw.Flush(); err != nil {
		return c.fail(err)
	}
	return 0
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func runEnter(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("enter", enterUsage, stdout, stderr)
	boardFlag := c.fs.String("board", "", "")
	nsFlag := c.fs.String("ns", "", "")
	ewFlag := c.fs.String("ew", "", "")
	round := c.fs.Int("round", 0, "")
	table := c.fs.Int("table", 0, "")
	leadFlag := c.fs.String("lead", "", "")
	section := c.sectionFlag()
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	leadGiven := false
	c.fs.Visit(func(f *flag.Flag) { leadGiven = leadGiven || f.Name == "lead" })
	lead, err := scoring.ParseLead(*leadFlag)
	if err != nil {
		return c.usageError("--lead: " + err.Error())
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	board, err := strconv.Atoi(*boardFlag)
	if err != nil || board < 1 {
		return c.usageError(fmt.Sprintf("--board %q: expected a board number (1 or more)", *boardFlag))
	}
	if *nsFlag == "" || *ewFlag == "" {
		return c.usageError("--ns and --ew name the two pairs")
	}
	if *round < 0 || *table < 0 {
		return c.usageError("--round and --table are numbers from 1")
	}
	if len(pos) == 0 {
		return c.usageError("no RESULT given (e.g. 4SN+1, PASS, A60-40, NP)")
	}
	text := strings.Join(pos, " ")
	if _, err := scoring.ParseEntry(board, text); err != nil {
		return c.fail(fmt.Errorf("board %d: %w", board, err))
	}
	desk, err := c.open()
	if err != nil {
		return c.fail(err)
	}
	defer c.closeDB(desk)
	s, err := desk.Open(id)
	if err != nil {
		return c.fail(err)
	}
	if err := section.choose(s); err != nil {
		return c.fail(err)
	}
	row, err := s.Line(board, *nsFlag, *ewFlag)
	if err != nil {
		return c.fail(err)
	}
	row.Round, row.Table = *round, *table
	var done club.Entered
	if leadGiven {
		done, err = s.EnterWithLead(board, row, text, lead)
	} else {
		done, err = s.Enter(board, row, text)
	}
	if err != nil {
		return c.fail(err)
	}
	saidEntered(stdout, sessionWhere(id, done.Line.Section), "entered", done)
	warn(stderr, "enter", done.Warnings)
	return 0
}

// sessionWhere names a session, and the section in a session of several.
func sessionWhere(id int64, section string) string {
	if section == "" {
		return fmt.Sprintf("session %d", id)
	}
	return fmt.Sprintf("session %d, section %s", id, section)
}

// saidEntered says what a line saved holds and, when it took the place of
// another, what that was: enter and adjust alike.
func saidEntered(w io.Writer, where, verb string, done club.Entered) {
	line := done.Line
	what := fmt.Sprintf("%s, board %d, %s v %s: %s", where, line.Board, line.NS, line.EW, lineWords(line))
	before := done.Replaced
	switch {
	case before == nil:
		fmt.Fprintf(w, "%s %s\n", what, verb)
	case lineWords(*before) == lineWords(line) && before.NS == line.NS:
		fmt.Fprintf(w, "%s (already entered, unchanged)\n", what)
	default:
		fmt.Fprintf(w, "%s %s in place of %s v %s: %s (undo brings it back)\n", what, verb, before.NS, before.EW, lineWords(*before))
	}
}

// warn passes on what the service warns of with a line it saved (a mirror
// slip, a result far from double dummy): the same words the window shows
// under the line. A warning never stops a line being saved, so it changes
// no exit status.
func warn(stderr io.Writer, name string, warnings []string) {
	for _, w := range warnings {
		fmt.Fprintf(stderr, "bridgescore %s: warning: %s\n", name, w)
	}
}

// entryWords is a line's entry with its NS score when it has one.
func entryWords(l scoring.Line) string {
	t := scoring.EntryText(l)
	if l.Kind == scoring.Played && l.Result != nil {
		t += fmt.Sprintf(" (NS %+d)", l.Score)
	}
	return t
}

// lineWords is a line's entry words with the opening lead, when known.
func lineWords(l scoring.Line) string {
	if l.Lead == "" {
		return entryWords(l)
	}
	return entryWords(l) + ", lead " + scoring.LeadSymbol(l.Lead)
}

func runUndo(name string, args []string, stdout, stderr io.Writer) int {
	c := newDBCommand(name, undoUsage, stdout, stderr)
	change := c.fs.Int64("change", 0, "")
	s, id, code, ok := c.openSession(args)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	if *change < 0 {
		return c.usageError(fmt.Sprintf("--change %d: a change's number is positive (history lists them)", *change))
	}
	var ch club.Step
	var err error
	switch {
	case name == "undo" && *change == 0:
		ch, err = s.Undo()
	case name == "undo":
		ch, err = s.UndoChange(*change)
	case *change == 0:
		ch, err = s.Redo()
	default:
		ch, err = s.RedoChange(*change)
	}
	if err != nil {
		return c.fail(err)
	}
	what := ch.What
	if ch.Source != "" {
		what += " (from " + ch.Source + ")"
	}
	if name == "undo" {
		fmt.Fprintf(stdout, "session %d: undone change %d: %s — back to %s (was %s)\n", id, ch.ID, what, ch.Before, ch.After)
	} else {
		fmt.Fprintf(stdout, "session %d: redone change %d: %s — now %s (was %s)\n", id, ch.ID, what, ch.After, ch.Before)
	}
	return 0
}

func runHistory(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("history", historyUsage, stdout, stderr)
	s, id, code, ok := c.openSession(args)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	h, err := s.History()
	if err != nil {
		return c.fail(err)
	}
	if len(h) == 0 {
		return c.fail(fault.Errorf(fault.NotFound, "session %d: no such session", id))
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "TIME (UTC)\tID\tCHANGE\tBEFORE\tAFTER\t")
	for _, ch := range h {
		what := ch.Title
		if ch.Source != "" {
			what += " (from " + ch.Source + ")"
		}
		if ch.Undone {
			what += " [undone]"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t\n", ch.When.UTC().Format("2006-01-02 15:04:05"), ch.ID, what, ch.Before, ch.After)
	}
	if err := tw.Flush(); err != nil {
		return c.fail(err)
	}
	return 0
}

// openSession reads a command's arguments, which name a session and
// nothing else, and opens the session. When it fails it has already said
// why, and returns the exit code. Closing the session closes the database.
func (c *dbCommand) openSession(args []string) (*club.OpenSession, int64, int, bool) {
	pos, code, ok := c.parse(args)
	if !ok {
		return nil, 0, code, false
	}
	if len(pos) > 0 {
		return nil, 0, c.usageError(fmt.Sprintf("unexpected %s", strings.Join(pos, " "))), false
	}
	id, err := c.sessionID()
	if err != nil {
		return nil, 0, c.usageError(err.Error()), false
	}
	s, err := club.OpenOne(*c.db, id)
	if err != nil {
		return nil, 0, c.fail(err), false
	}
	return s, id, 0, true
}
