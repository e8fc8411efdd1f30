package club

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// The director's changes made in another program (the command line, a
// window beside a separate table server) are made here by this package's
// test binary run again as a program of its own on the same database
// file, told what to do by directorEnv.
const directorEnv = "BRIDGESCORE_CLUB_TEST_DIRECTOR"

func TestMain(m *testing.M) {
	if spec := os.Getenv(membersEnv); spec != "" {
		if err := membersElsewhere(strings.Split(spec, "\x1f")); err != nil {
			fmt.Fprintln(os.Stderr, "members:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	if spec := os.Getenv(directorEnv); spec != "" {
		if err := directorElsewhere(strings.Fields(spec)); err != nil {
			fmt.Fprintln(os.Stderr, "director:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	code := m.Run()
	closeOffered()
	os.Exit(code)
}

// directorElsewhere makes one change as the director: "PATH ID rule BOARD
// NS EW TEXT", "PATH ID lock ROUND", "PATH ID moveon TABLE ROUND", "PATH
// ID clear BOARD NS EW", "PATH ID leaves PAIR ROUND", "PATH ID delete",
// "PATH ID restore".
func directorElsewhere(a []string) error {
	id, _ := strconv.ParseInt(a[1], 10, 64)
	switch a[2] {
	case "delete", "restore":
		d, err := Open(a[0])
		if err != nil {
			return err
		}
		defer d.Close()
		if a[2] == "delete" {
			return d.Delete(id)
		}
		return d.Restore(id)
	}
	s, err := OpenOne(a[0], id)
	if err != nil {
		return err
	}
	defer s.Close()
	n := func(i int) int { v, _ := strconv.Atoi(a[i]); return v }
	row := func() (Row, error) { return s.Line(n(3), a[4], a[5]) }
	switch a[2] {
	case "rule":
		r, err := row()
		if err != nil {
			return err
		}
		_, err = s.Adjust(n(3), r, a[6])
		return err
	case "lock":
		return s.LockRound(n(3), true)
	case "moveon":
		return s.MoveTableOn("", n(3), n(4))
	case "clear":
		r, err := row()
		if err != nil {
			return err
		}
		return s.Clear(n(3), r)
	case "leaves":
		_, err := s.PairLeaves(a[3], n(4))
		return err
	}
	return fmt.Errorf("no such change %q", a[2])
}

// asDirectorElsewhere makes a change as the director in another program,
// and waits for it to finish.
func asDirectorElsewhere(t *testing.T, path string, id int64, change ...any) {
	t.Helper()
	spec := fmt.Sprintf("%s %d", path, id)
	for _, c := range change {
		spec += fmt.Sprint(" ", c)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), directorEnv+"="+spec)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the director's %v elsewhere: %v %s", change, err, out)
	}
}

// tablesSession sets up a Mitchell of the given tables and boards a
// round in a fresh club database, and opens it as the table server does:
// a program of its own, listening to the database for other programs'
// changes.
func tablesSession(t *testing.T, tables, boards int) (s *OpenSession, path string) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "club.db")
	d, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables, BoardsPerRound: boards})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.Create(NewSession{Name: "Tuesday", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	d.Close()
	if err != nil {
		t.Fatal(err)
	}
	s, err = OpenOneWaiting(path, id, TablesLockWait)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	t.Cleanup(s.Subscribe(func(Update) {}))
	return s, path
}

// fromTable enters a result as a table's phone does, under a new id.
func fromTable(s *OpenSession, table, round, board int, text string) (Entered, error) {
	return fromTableAs(s, fmt.Sprintf("t%d-r%d-b%d-%s-%d", table, round, board, text, time.Now().UnixNano()), table, round, board, text)
}

func fromTableAs(s *OpenSession, id string, table, round, board int, text string) (Entered, error) {
	return s.EnterFromTable(TableEntry{Table: table, Round: round, ClientID: id}, board, text, nil)
}

// stored is a board's line as another program reads it from the file.
func stored(t *testing.T, path string, id int64, board int, ns, ew string) string {
	t.Helper()
	s, err := OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	r, err := s.Line(board, ns, ew)
	if err != nil {
		t.Fatal(err)
	}
	if r.Entered == nil {
		return ""
	}
	return scoring.EntryText(*r.Entered)
}

// Every rule on what a table may write is decided on the database as it
// stands when the result is written, not on the session as this program
// last read it: a change the director has just made in another program
// stands, however soon after it the table's result comes. The server
// here never reads the database again by itself (its poll is an hour
// away), so each change elsewhere is unknown to it until it writes.
func TestTableRulesDecidedOnTheDatabase(t *testing.T) {
	old := PollEvery
	PollEvery = time.Hour
	defer func() { PollEvery = old }()
	s, path := tablesSession(t, 3, 2)
	id := s.ID()
	must := func(_ Entered, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// Table 1 plays boards 1-2 in round 1 (1NS v 1EW), table 2 boards
	// 3-4 (2NS v 2EW), table 3 boards 5-6 (3NS v 3EW).
	later := s.RowsAt(Place{Round: 2, Table: 3})[0].Board
	moveOn := func() {
		if err := s.MoveTableOn("", 3, 2); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		name  string
		setUp func()
		// elsewhere is the director's change in the other program.
		elsewhere []any
		table     int
		round     int
		board     int
		id        string // "" for a new one
		want      fault.Code
	}{
		{name: "a ruling over the table's result", setUp: func() { must(fromTable(s, 1, 1, 1, "4SN=")) },
			elsewhere: []any{"rule", 1, "1NS", "1EW", "A60-40"}, table: 1, round: 1, board: 1, want: fault.Conflict},
		{name: "a ruling on a board not yet entered",
			elsewhere: []any{"rule", 2, "1NS", "1EW", "3NTN="}, table: 1, round: 1, board: 2, want: fault.Conflict},
		{name: "a table put back to the round its results put it on", setUp: moveOn,
			elsewhere: []any{"moveon", 3, 0}, table: 3, round: 2, board: later, want: fault.Conflict},
		{name: "a table's result deleted, sent again",
			setUp:     func() { must(fromTableAs(s, "kept", 3, 1, 5, "3NTS=")) },
			elsewhere: []any{"clear", 5, "3NS", "3EW"}, table: 3, round: 1, board: 5, id: "kept", want: fault.Conflict},
		{name: "a round locked", setUp: func() { must(fromTable(s, 2, 1, 3, "4SN=")) },
			elsewhere: []any{"lock", 1}, table: 2, round: 1, board: 3, want: fault.Forbidden},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.setUp != nil {
				c.setUp()
			}
			asDirectorElsewhere(t, path, id, c.elsewhere...)
			var err error
			if c.id != "" {
				_, err = fromTableAs(s, c.id, c.table, c.round, c.board, "3NTS=")
			} else {
				_, err = fromTable(s, c.table, c.round, c.board, "6NTS=")
			}
			if fault.CodeOf(err) != c.want {
				t.Errorf("the table's result after %v elsewhere: %v (%s), want %s", c.elsewhere, err, fault.CodeOf(err), c.want)
			}
		})
	}
	// A pair leaving elsewhere leaves its table without boards from the
	// round it leaves: the table's round-2 result is not its to enter.
	moveOn()
	asDirectorElsewhere(t, path, id, "leaves", "3NS", 2)
	if _, err := fromTable(s, 3, 2, later, "4SN="); fault.CodeOf(err) != fault.Forbidden {
		t.Errorf("table 3 in a round its pair has left: %v (%s), want %s", err, fault.CodeOf(err), fault.Forbidden)
	}
	// What the file holds is the director's.
	for _, c := range []struct {
		board  int
		ns, ew string
		want   string
	}{{1, "1NS", "1EW", "A60-40"}, {2, "1NS", "1EW", "3NTN="}, {3, "2NS", "2EW", "4SN="}, {5, "3NS", "3EW", ""}} {
		if got := stored(t, path, id, c.board, c.ns, c.ew); got != c.want {
			t.Errorf("board %d %s v %s holds %q, want the director's %q", c.board, c.ns, c.ew, got, c.want)
		}
	}
}

// The attack on the ruling, as a director and a phone make it: twelve
// times, a table enters a board, the director rules on it from another
// program, and the table's phone sends another result straight after,
// while the server reads the database again every PollEvery as it
// serves. Not one ruling is replaced.
func TestRulingElsewhereStands(t *testing.T) {
	s, path := tablesSession(t, 12, 1)
	id := s.ID()
	replaced := 0
	for table := 1; table <= 12; table++ {
		row := s.RowsAt(Place{Round: 1, Table: table})[0]
		board, ns, ew := row.Board, row.NS, row.EW
		if _, err := fromTable(s, table, 1, board, "4SN="); err != nil {
			t.Fatal(err)
		}
		asDirectorElsewhere(t, path, id, "rule", board, ns, ew, "A60-40")
		_, err := fromTable(s, table, 1, board, "4SN+1")
		if err == nil {
			replaced++
		} else if fault.CodeOf(err) != fault.Conflict {
			t.Errorf("table %d: %v (%s), want %s", table, err, fault.CodeOf(err), fault.Conflict)
		}
		if got := stored(t, path, id, board, ns, ew); got != "A60-40" {
			t.Errorf("board %d holds %q, not the director's ruling", board, got)
		}
	}
	t.Logf("%d of 12 rulings replaced by the table's result sent after them", replaced)
	if replaced > 0 {
		t.Errorf("%d of 12 rulings made elsewhere were replaced by a table", replaced)
	}
}
