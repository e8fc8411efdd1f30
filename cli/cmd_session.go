package cli

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"bridgescore/club"
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

func namesCommand(fs *flag.FlagSet) work {
	pair := fs.String("pair", "", "")
	return func(x *call) error {
		id, err := x.ID()
		if err != nil {
			return err
		}
		switch {
		case strings.TrimSpace(*pair) == "":
			return usage("--pair PAIR is required (3NS, 3EW, or 3)")
		case len(x.args) > 2:
			return usagef("a pair has two players, not %d (put a name with spaces in quotes)", len(x.args))
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		if *x.section != "" {
			if err := s.SelectSection(*x.section); err != nil {
				return err
			}
		}
		p, err := s.FindPair(*pair)
		if err != nil {
			return err
		}
		if err := s.SetNames(p, x.args); err != nil {
			return err
		}
		now, _ := s.ScoringSession().Pair(p)
		who := strings.Join(now.Names, " & ")
		if who == "" {
			who = "no names"
		}
		fmt.Fprintf(x.stdout, "session %d, pair %s: %s\n", id, p, who)
		return nil
	}
}

// oneArg reads the one thing more a command names beside its session (a
// file, a choice); missing says what to give without it.
func (x *call) oneArg(missing string) (string, error) {
	if len(x.args) != 1 {
		return "", usage(missing)
	}
	return x.args[0], nil
}

func clearCommand(*flag.FlagSet) work {
	return func(x *call) error {
		id, err := x.ID()
		if err != nil {
			return err
		}
		board, err := x.Board()
		if err != nil {
			return err
		}
		if err := x.noArgs(); err != nil {
			return err
		}
		s, row, err := x.Line(board)
		if err != nil {
			return err
		}
		var was string
		if row.Entered != nil {
			was = lineWords(*row.Entered)
		}
		if err := s.Clear(board, row); err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "session %d, board %d, %s v %s: %s cleared (undo brings it back)\n", id, board, row.NS, row.EW, was)
		return nil
	}
}

// adjustHelp is adjust's help, listing the adjustments the window offers.
func adjustHelp() string {
	var list strings.Builder
	for _, a := range club.Adjustments {
		fmt.Fprintf(&list, "  %-8s %s\n", a.Text, a.Label)
	}
	return fmt.Sprintf(adjustUsage, strings.TrimRight(list.String(), "\n"))
}

func adjustCommand(fs *flag.FlagSet) work {
	foul := fs.String("foul", "", "")
	return func(x *call) error {
		id, err := x.ID()
		if err != nil {
			return err
		}
		board, err := x.Board()
		if err != nil {
			return err
		}
		group := -1
		switch {
		case *foul != "" && len(x.args) > 0:
			return usage("give an ADJUSTMENT or --foul, not both")
		case *foul != "":
			if group, err = strconv.Atoi(*foul); err != nil {
				return usagef("--foul %q: expected the version of the deal, 0 to 9", *foul)
			}
		case len(x.args) == 0:
			return usage("no ADJUSTMENT given (e.g. A60-40, NP)")
		}
		s, row, err := x.Line(board)
		if err != nil {
			return err
		}
		if group >= 0 {
			if err := s.SetGroup(board, row, group); err != nil {
				return err
			}
			fmt.Fprintf(x.stdout, "session %d, board %d, %s v %s: played version %d of the deal\n", id, board, row.NS, row.EW, group)
			return nil
		}
		done, err := s.Adjust(board, row, strings.Join(x.args, " "))
		if err != nil {
			return err
		}
		saidEntered(x.stdout, sessionWhere(id, done.Line.Section), "given", done, s.SideWords)
		warn(x.stderr, "adjust", done.Warnings)
		return nil
	}
}

func lateCommand(fs *flag.FlagSet) work {
	latePair := fs.Bool("late-pair", false, "")
	leaves := fs.String("leaves", "", "")
	phantom := fs.String("phantom", "", "")
	from := fs.Int("from", 0, "")
	return func(x *call) error {
		if _, err := x.ID(); err != nil {
			return err
		}
		chosen := 0
		for _, b := range []bool{*latePair, *leaves != "", *phantom != ""} {
			if b {
				chosen++
			}
		}
		switch {
		case chosen != 1:
			return usage("give one of --late-pair, --leaves PAIR or --phantom PAIR")
		case *leaves != "" && len(x.args) > 0:
			return usagef("unexpected %s: a pair that leaves takes no names", strings.Join(x.args, " "))
		case len(x.args) > 2:
			return usagef("a pair has two players, not %d (put a name with spaces in quotes)", len(x.args))
		case *from < 0:
			return usage("--from is a round number from 1")
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		if err := x.InSection(s); err != nil {
			return err
		}
		round := *from
		if round == 0 {
			round = s.NextRound()
		}
		var done club.LateChange
		switch {
		case *latePair:
			done, err = s.AddLatePair(x.args, round)
		case *leaves != "":
			done, err = s.PairLeaves(*leaves, round)
		default:
			done, err = s.MovePhantom(*phantom, round, x.args)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "session %d: %s (undo takes it back)\n", s.ID(), done.What)
		for _, f := range done.Findings {
			fmt.Fprintln(x.stdout, "  "+f)
		}
		return nil
	}
}

func handsCommand(*flag.FlagSet) work {
	return func(x *call) error {
		if _, err := x.ID(); err != nil {
			return err
		}
		file, err := x.oneArg("give one PBN file")
		if err != nil {
			return err
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		warnings, err := s.AttachHands(file)
		if err != nil {
			return err
		}
		for _, w := range warnings {
			fmt.Fprintf(x.stderr, "bridgescore hands: warning: %s\n", w)
		}
		fmt.Fprintf(x.stdout, "hand records attached to session %d\n", s.ID())
		return nil
	}
}

// completeCommand says whether a session is complete: exit 0 when it is,
// 1 when not, as a check answers.
func completeCommand(*flag.FlagSet) work {
	return func(x *call) error {
		if err := x.noArgs(); err != nil {
			return err
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		id := s.ID()
		if s.Movement() == nil {
			fmt.Fprintf(x.stdout, "session %d: %d lines entered; imported without its movement, so the lines expected are not known\n", id, s.Entered())
			if s.Info().Complete {
				return nil
			}
			return exitCode(exitInvalid)
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
					return err
				}
				where += ", section " + sec
			}
			missing := s.Missing()
			if len(missing) == 0 {
				fmt.Fprintf(x.stdout, "%s: complete, all %d lines entered\n", where, s.Expected())
				continue
			}
			complete = false
			fmt.Fprintf(x.stdout, "%s: %d of %d lines entered; missing:\n", where, s.Expected()-len(missing), s.Expected())
			for _, r := range missing {
				fmt.Fprintf(x.stdout, "  board %d, round %d, table %d: %s v %s\n", r.Board, r.Round, r.Table, r.NS, r.EW)
			}
		}
		if !complete {
			return exitCode(exitInvalid)
		}
		return nil
	}
}
