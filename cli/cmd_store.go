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
       bridgescore enter --session ID --board B --room open|closed --home H [--away A] RESULT [--lead CARD] [--db DB]

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

func sessionsCommand(*flag.FlagSet) work {
	return func(x *call) error {
		if len(x.args) > 0 {
			return usage("sessions takes no arguments but --db")
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		list, err := desk.Sessions()
		if err != nil {
			return err
		}
		if len(list) == 0 {
			fmt.Fprintf(x.stdout, "no sessions in %s\n", desk.Path())
			return nil
		}
		tw := tabwriter.NewWriter(x.stdout, 0, 0, 2, ' ', 0)
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
			how := fmt.Sprintf("%s %s", m.Method, m.Rules)
			if m.Kind != scoring.Pairs {
				how = fmt.Sprintf("%s %s", m.Kind, m.Method) // teams vp: the rules are a pairs session's
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d\t%s\n", m.ID, m.Day, oneLine(event), mv, how, m.Entered, status)
		}
		return tw.Flush()
	}
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func enterCommand(fs *flag.FlagSet) work {
	round := fs.Int("round", 0, "")
	table := fs.Int("table", 0, "")
	leadFlag := fs.String("lead", "", "")
	room := fs.String("room", "", "")
	home := fs.String("home", "", "")
	away := fs.String("away", "", "")
	return func(x *call) error {
		id, err := x.ID()
		if err != nil {
			return err
		}
		board, err := strconv.Atoi(*x.board)
		if err != nil || board < 1 {
			return usagef("--board %q: expected a board number (1 or more)", *x.board)
		}
		atPlace := *room == "" && *x.ns == "" && *x.ew == ""
		if *room == "" && !atPlace && (*x.ns == "" || *x.ew == "") {
			return usage("--ns and --ew name the two pairs (in a teams session, or --room with --home or --away)")
		}
		if *room == "" && (*home != "" || *away != "") {
			return usage("--home and --away name a match's teams with --room open|closed")
		}
		if *round < 0 || *table < 0 {
			return usage("--round and --table are numbers from 1")
		}
		if len(x.args) == 0 {
			return usage("no RESULT given (e.g. 4SN+1, PASS, A60-40, NP)")
		}
		var s *club.OpenSession
		var row club.Row
		switch {
		case *room != "":
			s, row, err = enterRoom(x, board, *room, *home, *away)
		case atPlace:
			s, row, err = enterAtPlace(x, board, *round, *table)
		default:
			s, row, err = x.Line(board)
		}
		if err != nil {
			return err
		}
		row.Round, row.Table = *round, *table
		t := club.Typed{Text: strings.Join(x.args, " "), Replace: true}
		if x.given("lead") {
			t.Lead = leadFlag
		}
		done, err := s.EnterTyped(board, row, t)
		var bad *club.LeadError
		if errors.As(err, &bad) {
			return usage("--lead: " + bad.Err.Error())
		}
		if fault.Is(err, fault.Invalid) {
			return fmt.Errorf("board %d: %w", board, err)
		}
		if err != nil {
			return err
		}
		saidEntered(x.stdout, sessionWhere(id, done.Line.Section), "entered", done, s.SideWords)
		warn(x.stderr, "enter", done.Warnings)
		return nil
	}
}

// sessionWhere names a session, and the section in a session of several.
func sessionWhere(id int64, section string) string {
	if section == "" {
		return fmt.Sprintf("session %d", id)
	}
	return fmt.Sprintf("session %d, section %s", id, section)
}

// saidEntered says what a line saved holds and, when it took the place of
// another, what that was: enter and adjust alike. side names a side as the
// session knows it (a pair, or an individual's two players).
func saidEntered(w io.Writer, where, verb string, done club.Entered, side func(string) string) {
	line := done.Line
	what := fmt.Sprintf("%s, board %d, %s v %s: %s", where, line.Board, side(line.NS), side(line.EW), lineWords(line))
	before := done.Replaced
	switch {
	case before == nil:
		fmt.Fprintf(w, "%s %s\n", what, verb)
	case lineWords(*before) == lineWords(line) && before.NS == line.NS:
		fmt.Fprintf(w, "%s (already entered, unchanged)\n", what)
	default:
		fmt.Fprintf(w, "%s %s in place of %s v %s: %s (undo brings it back)\n", what, verb, side(before.NS), side(before.EW), lineWords(*before))
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

// undoCommand is undo, or redo when redo is true.
func undoCommand(redo bool) func(*flag.FlagSet) work {
	return func(fs *flag.FlagSet) work {
		change := fs.Int64("change", 0, "")
		return func(x *call) error {
			if err := x.noArgs(); err != nil {
				return err
			}
			s, err := x.Session()
			if err != nil {
				return err
			}
			if *change < 0 {
				return usagef("--change %d: a change's number is positive (history lists them)", *change)
			}
			var ch club.Step
			switch {
			case !redo && *change == 0:
				ch, err = s.Undo()
			case !redo:
				ch, err = s.UndoChange(*change)
			case *change == 0:
				ch, err = s.Redo()
			default:
				ch, err = s.RedoChange(*change)
			}
			if err != nil {
				return err
			}
			what := ch.What
			if ch.Source != "" {
				what += " (from " + ch.Source + ")"
			}
			if redo {
				fmt.Fprintf(x.stdout, "session %d: redone change %d: %s — now %s (was %s)\n", s.ID(), ch.ID, what, ch.After, ch.Before)
			} else {
				fmt.Fprintf(x.stdout, "session %d: undone change %d: %s — back to %s (was %s)\n", s.ID(), ch.ID, what, ch.Before, ch.After)
			}
			return nil
		}
	}
}

func historyCommand(*flag.FlagSet) work {
	return func(x *call) error {
		if err := x.noArgs(); err != nil {
			return err
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		h, err := s.History()
		if err != nil {
			return err
		}
		if len(h) == 0 {
			return fault.Errorf(fault.NotFound, "session %d: no such session", s.ID())
		}
		tw := tabwriter.NewWriter(x.stdout, 0, 0, 2, ' ', 0)
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
		return tw.Flush()
	}
}
