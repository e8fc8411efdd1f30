package cli

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgescore/club"
	"bridgescore/fault"
)

// The commands a director uses on the night besides enter: each does what
// one of the window's dialogs does, through the same club service, and
// refuses what the window refuses with the same message.

const namesUsage = `usage: bridgescore names --session ID [--section L] --pair PAIR NAME1 NAME2 [--db DB]

Changes the players of one pair, as the window's names dialog does (a
substitute, a name mistyped). PAIR is 3NS or 3EW in a two-winner Mitchell,
3 in a Howell or where only one pair has that number. In a session of
several sections, name the section with the pair (B3NS) or with --section
L: pair 3NS is in every section. Undo puts the old names back.
A name that begins with - goes after --, which ends the options:
bridgescore names --session 4 --pair 3 -- -Ann "Bob Jones"
`

const clearUsage = `usage: bridgescore clear --session ID [--section L] --board B --ns P --ew Q [--db DB]

Removes the result entered for a line (typed on the wrong line). The history
keeps it; undo brings it back.
`

const adjustUsage = `usage: bridgescore adjust --session ID [--section L] --board B --ns P --ew Q ADJUSTMENT [--db DB]
       bridgescore adjust --session ID [--section L] --board B --ns P --ew Q --foul VERSION [--db DB]

Gives a line an artificial or assigned score, as the window's adjustments
dialog does. ADJUSTMENT is one of
%s
or another split (A55-45), an assigned score (3NTS=, -100) or a weighted one
("W 60%% 4SN= 40%% 3NTS-1").
--foul marks a line of a fouled board with the version of the deal its
table played (0 is the board as dealt, 1 to 9 the others): lines of the same
version are scored against each other.
`

const lateUsage = `usage: bridgescore late --session ID [--section L] --late-pair NAME1 NAME2 [--from ROUND] [--db DB]
       bridgescore late --session ID [--section L] --leaves PAIR [--from ROUND] [--db DB]
       bridgescore late --session ID [--section L] --phantom PAIR [--from ROUND] [NAME1 NAME2] [--db DB]

Changes the movement after play has started, as the window's late changes
dialog does. --late-pair seats a late pair in the phantom's place; --leaves
takes a pair out (its opponents sit out); --phantom makes PAIR the missing
pair (from a later round, NAME1 NAME2 are the players who take the old
phantom's place). ROUND defaults to the round after the last result entered.
`

const handsUsage = `usage: bridgescore hands --session ID FILE.pbn [--db DB]

Attaches a PBN hand record to a session's boards, for the travellers; a
dealer or vulnerability that disagrees with the board number is reported.
`

const completeUsage = `usage: bridgescore complete --session ID [--db DB]

Says whether every line the movement expects has a result, and lists the
lines still missing. Exits 0 when the session is complete, 1 when not.
`

func init() {
	register(Command{Name: "names", Summary: "change the players of one pair of a stored session", Run: runNames})
	register(Command{Name: "clear", Summary: "remove the result entered for one line", Run: runClear})
	register(Command{Name: "adjust", Summary: "give one line an artificial score, or mark a fouled board", Run: runAdjust})
	register(Command{Name: "late", Summary: "late pair, pair leaving, or phantom moved: change the movement", Run: runLate})
	register(Command{Name: "hands", Summary: "attach a PBN hand record to a stored session", Run: runHands})
	register(Command{Name: "complete", Summary: "say whether a session is complete and list the missing lines", Run: runComplete})
}

func runNames(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("names", namesUsage, stdout, stderr)
	pair := c.fs.String("pair", "", "")
	section := c.sectionFlag()
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	switch {
	case strings.TrimSpace(*pair) == "":
		return c.usageError("--pair PAIR is required (3NS, 3EW, or 3)")
	case len(pos) > 2:
		return c.usageError(fmt.Sprintf("a pair has two players, not %d (put a name with spaces in quotes)", len(pos)))
	}
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	if *section.name != "" {
		if err := s.SelectSection(*section.name); err != nil {
			return c.fail(err)
		}
	}
	p, err := s.FindPair(*pair)
	if err != nil {
		return c.fail(err)
	}
	if err := s.SetNames(p, pos); err != nil {
		return c.fail(err)
	}
	now, _ := s.ScoringSession().Pair(p)
	who := strings.Join(now.Names, " & ")
	if who == "" {
		who = "no names"
	}
	fmt.Fprintf(stdout, "session %d, pair %s: %s\n", id, p, who)
	return 0
}

// sessionWithOne reads a command's arguments that name a session and one
// thing more (a file, a choice); missing says what to give without it.
// When it fails it has already said why, and returns the exit code.
func (c *dbCommand) sessionWithOne(args []string, missing string) (int64, string, int, bool) {
	pos, code, ok := c.parse(args)
	if !ok {
		return 0, "", code, false
	}
	id, err := c.sessionID()
	if err != nil {
		return 0, "", c.usageError(err.Error()), false
	}
	if len(pos) != 1 {
		return 0, "", c.usageError(missing), false
	}
	return id, pos[0], 0, true
}

// openOne opens one session of the database for a command; when it fails
// it has already said why, and returns the exit code.
func (c *dbCommand) openOne(id int64) (*club.OpenSession, int, bool) {
	s, err := club.OpenOne(*c.db, id)
	if err != nil {
		return nil, c.fail(err), false
	}
	return s, 0, true
}

// lineFlags are the flags that name one traveller line.
type lineFlags struct {
	board, ns, ew *string
	section       sectionFlag
}

func (c *dbCommand) lineFlags() lineFlags {
	return lineFlags{c.fs.String("board", "", ""), c.fs.String("ns", "", ""), c.fs.String("ew", "", ""), c.sectionFlag()}
}

// sectionFlag is --section L: the section of a session of several that a
// command's pairs and boards are in.
type sectionFlag struct{ name *string }

func (c *dbCommand) sectionFlag() sectionFlag { return sectionFlag{c.fs.String("section", "", "")} }

// choose makes the section named the one the session's lines are entered
// in. A session of several sections needs one named: pair 3NS is in each.
func (f sectionFlag) choose(s *club.OpenSession) error {
	secs := s.Sections()
	switch {
	case *f.name != "":
		return s.SelectSection(*f.name)
	case len(secs) > 0:
		return fault.Errorf(fault.Invalid, "session %d has sections %s: say which with --section", s.ID(), strings.Join(secs, ", "))
	}
	return nil
}

// read checks the line's flags before the database is opened.
func (f lineFlags) read() (int, error) {
	board, err := strconv.Atoi(*f.board)
	if err != nil || board < 1 {
		return 0, fmt.Errorf("--board %q: expected a board number (1 or more)", *f.board)
	}
	if strings.TrimSpace(*f.ns) == "" || strings.TrimSpace(*f.ew) == "" {
		return 0, errors.New("--ns and --ew name the two pairs")
	}
	return board, nil
}

func runClear(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("clear", clearUsage, stdout, stderr)
	lf := c.lineFlags()
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	board, err := lf.read()
	if err != nil {
		return c.usageError(err.Error())
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected %s", strings.Join(pos, " ")))
	}
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	if err := lf.section.choose(s); err != nil {
		return c.fail(err)
	}
	row, err := s.Line(board, *lf.ns, *lf.ew)
	if err != nil {
		return c.fail(err)
	}
	var was string
	if row.Entered != nil {
		was = lineWords(*row.Entered)
	}
	if err := s.Clear(board, row); err != nil {
		return c.fail(err)
	}
	fmt.Fprintf(stdout, "session %d, board %d, %s v %s: %s cleared (undo brings it back)\n", id, board, row.NS, row.EW, was)
	return 0
}

func runAdjust(args []string, stdout, stderr io.Writer) int {
	var list strings.Builder
	for _, a := range club.Adjustments {
		fmt.Fprintf(&list, "  %-8s %s\n", a.Text, a.Label)
	}
	c := newDBCommand("adjust", fmt.Sprintf(adjustUsage, strings.TrimRight(list.String(), "\n")), stdout, stderr)
	lf := c.lineFlags()
	foul := c.fs.String("foul", "", "")
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	board, err := lf.read()
	if err != nil {
		return c.usageError(err.Error())
	}
	group := -1
	switch {
	case *foul != "" && len(pos) > 0:
		return c.usageError("give an ADJUSTMENT or --foul, not both")
	case *foul != "":
		if group, err = strconv.Atoi(*foul); err != nil {
			return c.usageError(fmt.Sprintf("--foul %q: expected the version of the deal, 0 to 9", *foul))
		}
	case len(pos) == 0:
		return c.usageError("no ADJUSTMENT given (e.g. A60-40, NP)")
	}
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	if err := lf.section.choose(s); err != nil {
		return c.fail(err)
	}
	row, err := s.Line(board, *lf.ns, *lf.ew)
	if err != nil {
		return c.fail(err)
	}
	what := fmt.Sprintf("session %d, board %d, %s v %s", id, board, row.NS, row.EW)
	if group >= 0 {
		if err := s.SetGroup(board, row, group); err != nil {
			return c.fail(err)
		}
		fmt.Fprintf(stdout, "%s: played version %d of the deal\n", what, group)
		return 0
	}
	done, err := s.Adjust(board, row, strings.Join(pos, " "))
	if err != nil {
		return c.fail(err)
	}
	saidEntered(stdout, sessionWhere(id, done.Line.Section), "given", done)
	warn(stderr, "adjust", done.Warnings)
	return 0
}

func runLate(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("late", lateUsage, stdout, stderr)
	latePair := c.fs.Bool("late-pair", false, "")
	leaves := c.fs.String("leaves", "", "")
	phantom := c.fs.String("phantom", "", "")
	from := c.fs.Int("from", 0, "")
	section := c.sectionFlag()
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	chosen := 0
	for _, b := range []bool{*latePair, *leaves != "", *phantom != ""} {
		if b {
			chosen++
		}
	}
	switch {
	case chosen != 1:
		return c.usageError("give one of --late-pair, --leaves PAIR or --phantom PAIR")
	case *leaves != "" && len(pos) > 0:
		return c.usageError(fmt.Sprintf("unexpected %s: a pair that leaves takes no names", strings.Join(pos, " ")))
	case len(pos) > 2:
		return c.usageError(fmt.Sprintf("a pair has two players, not %d (put a name with spaces in quotes)", len(pos)))
	case *from < 0:
		return c.usageError("--from is a round number from 1")
	}
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	if err := section.choose(s); err != nil {
		return c.fail(err)
	}
	round := *from
	if round == 0 {
		round = s.NextRound()
	}
	var done club.LateChange
	switch {
	case *latePair:
		done, err = s.AddLatePair(pos, round)
	case *leaves != "":
		done, err = s.PairLeaves(*leaves, round)
	default:
		done, err = s.MovePhantom(*phantom, round, pos)
	}
	if err != nil {
		return c.fail(err)
	}
	fmt.Fprintf(stdout, "session %d: %s (undo takes it back)\n", id, done.What)
	for _, f := range done.Findings {
		fmt.Fprintln(stdout, "  "+f)
	}
	return 0
}

func runHands(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("hands", handsUsage, stdout, stderr)
	id, file, code, ok := c.sessionWithOne(args, "give one PBN file")
	if !ok {
		return code
	}
	s, code, ok := c.openOne(id)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	warnings, err := s.AttachHands(file)
	if err != nil {
		return c.fail(err)
	}
	for _, w := range warnings {
		fmt.Fprintf(stderr, "bridgescore hands: warning: %s\n", w)
	}
	fmt.Fprintf(stdout, "hand records attached to session %d\n", id)
	return 0
}

func runComplete(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("complete", completeUsage, stdout, stderr)
	s, id, code, ok := c.openSession(args)
	if !ok {
		return code
	}
	defer c.closeDB(s)
	if s.Movement() == nil {
		fmt.Fprintf(stdout, "session %d: %d lines entered; imported without its movement, so the lines expected are not known\n", id, s.Entered())
		if s.Info().Complete {
			return 0
		}
		return 1
	}
	secs := s.Sections()
	if secs == nil {
		secs = []string{""}
	}
	complete := true
	for _, sec := range secs {
		where := fmt.Sprintf("session %d", id)
		if sec != "" {
			if err := s.SelectSection(sec); err != nil {
				return c.fail(err)
			}
			where += ", section " + sec
		}
		missing := s.Missing()
		if len(missing) == 0 {
			fmt.Fprintf(stdout, "%s: complete, all %d lines entered\n", where, s.Expected())
			continue
		}
		complete = false
		fmt.Fprintf(stdout, "%s: %d of %d lines entered; missing:\n", where, s.Expected()-len(missing), s.Expected())
		for _, r := range missing {
			fmt.Fprintf(stdout, "  board %d, round %d, table %d: %s v %s\n", r.Board, r.Round, r.Table, r.NS, r.EW)
		}
	}
	if complete {
		return 0
	}
	return 1
}
