package store

import (
	"bytes"
	"database/sql"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// lineString spells out every field of a line, so that two lines compare
// equal exactly when they hold the same result.
func lineString(l scoring.Line) string {
	var b strings.Builder
	fmt.Fprintf(&b, "b%d r%d t%d %s-%s k%d s%d %d/%d g%d l%q", l.Board, l.Round, l.Table, l.NS, l.EW, l.Kind, l.Score, l.NSPercent, l.EWPercent, l.Group, l.Lead)
	if r := l.Result; r != nil {
		fmt.Fprintf(&b, " %d/%d/%d %c %d", r.Contract.Level, r.Contract.Strain, r.Contract.Doubled, r.Declarer, r.Tricks)
	}
	for _, ws := range [][]scoring.WeightedScore{l.NSWeights, l.EWWeights} {
		b.WriteString(" [")
		for _, w := range ws {
			fmt.Fprintf(&b, "%s:%d", w.Weight.RatString(), w.Score)
			if w.Result != nil {
				fmt.Fprintf(&b, "(%d%d%c%d)", w.Result.Contract.Level, w.Result.Contract.Strain, w.Result.Declarer, w.Result.Tricks)
			}
			b.WriteString(" ")
		}
		b.WriteString("]")
	}
	return b.String()
}

func openTemp(t testing.TB) (*DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "club.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, path
}

// mitchell builds a two-winner Mitchell's pairs 1NS..nNS and 1EW..nEW.
func mitchell(n int) []scoring.Pair {
	var ps []scoring.Pair
	for _, dir := range []string{"NS", "EW"} {
		for i := 1; i <= n; i++ {
			ps = append(ps, scoring.Pair{ID: fmt.Sprintf("%d%s", i, dir), Direction: dir, Names: []string{fmt.Sprintf("Player %d%s a", i, dir), fmt.Sprintf("Player %d%s b", i, dir)}})
		}
	}
	return ps
}

func played(board int, ns, ew string, level int, strain scoring.Strain, decl scoring.Seat, tricks, score int) scoring.Line {
	return scoring.Line{Board: board, NS: ns, EW: ew, Kind: scoring.Played, Score: score,
		Result: &scoring.Result{Contract: scoring.Contract{Level: level, Strain: strain}, Declarer: decl, Tricks: tricks}}
}

func sampleSession() NewSession {
	return NewSession{
		Meta: Meta{Club: "Riverside Bridge Club", Event: "Tuesday pairs", Name: "Evening", Date: "2025-11-08",
			Method: scoring.Matchpoints, Rules: scoring.WBF,
			Options:  scoring.Options{Law12C2c: true, AveragePlusIMPs: big.NewRat(3, 1)},
			Sections: []Section{{Movement: movements.Mitchell, Tables: 3, Rounds: 3, BoardsPerRound: 2}}},
		Session: scoring.Session{
			Pairs: mitchell(3),
			Lines: []scoring.Line{
				played(1, "1NS", "1EW", 4, scoring.Spades, scoring.North, 11, 450),
				played(1, "2NS", "3EW", 3, scoring.NoTrump, scoring.South, 8, -50),
				{Board: 1, NS: "3NS", EW: "2EW", Kind: scoring.Artificial, NSPercent: 60, EWPercent: 40},
				{Board: 2, NS: "1NS", EW: "1EW", Kind: scoring.NotPlayed},
				{Board: 2, NS: "2NS", EW: "3EW", Kind: scoring.Weighted,
					NSWeights: []scoring.WeightedScore{{Weight: big.NewRat(3, 5), Score: 420}, {Weight: big.NewRat(2, 5), Score: -50}},
					EWWeights: []scoring.WeightedScore{{Weight: big.NewRat(1, 1), Score: 420}}},
				{Board: 2, NS: "3NS", EW: "2EW", Kind: scoring.Played, Score: 0, Result: &scoring.Result{}, Group: 2},
			},
		},
		Boards: []scoring.Deal{{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone}, {Board: 2, Dealer: scoring.East, Vul: scoring.VulNS, Hands: [4]string{"AKQJ.T98.765.432", "T987.AKQJ.432.65", "65432.765.AKQ.JT9", ".432.JT98.AKQ87"}}},
	}
}

func TestCreateAndReadSession(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	m, s, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if m.Club != "Riverside Bridge Club" || m.Event != "Tuesday pairs" || m.Date != "2025-11-08" || m.Method != scoring.Matchpoints || m.Rules != scoring.WBF {
		t.Errorf("meta = %+v", m)
	}
	if !m.Options.Law12C2c || m.Options.AveragePlusIMPs.Cmp(big.NewRat(3, 1)) != 0 {
		t.Errorf("options = %+v", m.Options)
	}
	if m.Lines != 6 || m.Movement() != "mitchell, 3 tables" {
		t.Errorf("lines %d movement %q", m.Lines, m.Movement())
	}
	if len(s.Pairs) != 6 || s.Pairs[0].ID != "1NS" || s.Pairs[3].ID != "1EW" || s.Pairs[3].Direction != "EW" || s.Pairs[4].Names[1] != "Player 2EW b" {
		t.Errorf("pairs = %+v", s.Pairs)
	}
	if len(s.Lines) != len(ns.Session.Lines) {
		t.Fatalf("%d lines, want %d", len(s.Lines), len(ns.Session.Lines))
	}
	for i := range s.Lines {
		if got, want := lineString(s.Lines[i]), lineString(ns.Session.Lines[i]); got != want {
			t.Errorf("line %d:\n got %s\nwant %s", i, got, want)
		}
	}
	boards, err := db.Boards(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(boards) != 2 || boards[1] != ns.Boards[1] {
		t.Errorf("boards = %+v", boards)
	}
	ps, err := db.FindPlayers("player 2e", 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Name != "Player 2EW a" {
		t.Errorf("FindPlayers = %+v", ps)
	}
}

func TestListSessionsNewestFirst(t *testing.T) {
	db, _ := openTemp(t)
	var ids []int64
	for _, date := range []string{"2025-01-07", "2025-03-04", "2025-02-11", "2025-03-04"} {
		ns := sampleSession()
		ns.Meta.Date = date
		id, err := db.CreateSession(ns)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := db.SetComplete(ids[1], true); err != nil {
		t.Fatal(err)
	}
	list, err := db.ListSessions()
	if err != nil {
		t.Fatal(err)
	}
	want := []int64{ids[3], ids[1], ids[2], ids[0]}
	if len(list) != 4 {
		t.Fatalf("%d sessions", len(list))
	}
	for i, m := range list {
		if m.ID != want[i] {
			t.Errorf("position %d: session %d, want %d", i, m.ID, want[i])
		}
		if m.Complete != (m.ID == ids[1]) {
			t.Errorf("session %d complete = %v", m.ID, m.Complete)
		}
		if m.Lines != 6 || m.Movement() == "" {
			t.Errorf("session %d: %d lines, movement %q", m.ID, m.Lines, m.Movement())
		}
	}
}

func TestCreateSessionRejectsEveryBadLine(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Lines = append(ns.Session.Lines,
		played(3, "9NS", "1EW", 1, scoring.Clubs, scoring.North, 7, 70),                        // unknown pair
		played(1, "1NS", "1EW", 4, scoring.Spades, scoring.North, 10, 420),                     // same pairs again
		played(4, "1NS", "2EW", 8, scoring.Spades, scoring.North, 10, 420),                     // level 8
		played(5, "1NS", "2EW", 2, scoring.Spades, scoring.North, 14, 420),                     // 14 tricks
		played(0, "1NS", "2EW", 2, scoring.Spades, scoring.North, 8, 110),                      // board 0
		played(1, "1NS", "3EW", 2, scoring.Spades, scoring.North, 8, 110),                      // 1NS played board 1 already
		scoring.Line{Board: 6, NS: "1NS", EW: "2EW", Kind: scoring.Artificial, NSPercent: 160}, // percent
	)
	_, err := db.CreateSession(ns)
	var rej *RejectedError
	if !errors.As(err, &rej) {
		t.Fatalf("err = %v, want a RejectedError", err)
	}
	if len(rej.Lines) != 7 {
		t.Errorf("%d lines rejected, want 7:\n%v", len(rej.Lines), err)
	}
	for _, want := range []string{"line 7 (board 3, 9NS v 1EW): unknown pair \"9NS\"", "line 8 (board 1, 1NS v 1EW): a second result",
		"line 9 (board 4, 1NS v 2EW): contract 8S is not a contract of level 1 to 7", "tricks must be 0 to 13, not 14", "board number 0", "pair 1NS already has a result on board 1", "percentages must be between 0 and 100"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("message lacks %q:\n%v", want, err)
		}
	}
	list, _ := db.ListSessions()
	if len(list) != 0 {
		t.Errorf("a rejected import left %d sessions", len(list))
	}
}

func TestPutLineReplacesAndAudits(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	first := played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)
	if err := db.PutLine(id, first); err != nil {
		t.Fatal(err)
	}
	// In a two-winner Mitchell an EW pair cannot sit NS.
	if err := db.PutLine(id, played(3, "2EW", "1NS", 4, scoring.Spades, scoring.North, 11, 450)); err == nil ||
		!strings.Contains(err.Error(), "pair 2EW is an EW pair but sits NS") {
		t.Errorf("pairs the wrong way round: %v", err)
	}
	second := played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 11, 450)
	if err := db.PutLine(id, second); err != nil {
		t.Fatal(err)
	}
	// Entering the identical line again changes nothing and is not logged.
	if err := db.PutLine(id, second); err != nil {
		t.Fatal(err)
	}
	_, s, _ := db.Session(id)
	var on3 []scoring.Line
	for _, l := range s.Lines {
		if l.Board == 3 {
			on3 = append(on3, l)
		}
	}
	if len(on3) != 1 || lineString(on3[0]) != lineString(second) {
		t.Fatalf("board 3 = %v", on3)
	}
	// A pair that already has a result on the board against someone else.
	err = db.PutLine(id, played(3, "1NS", "3EW", 1, scoring.Clubs, scoring.North, 7, 70))
	if err == nil || !strings.Contains(err.Error(), "pair 1NS already has a result on board 3 against 2EW") {
		t.Errorf("conflicting line: %v", err)
	}
	if err := db.PutLine(id, played(3, "1NS", "7EW", 1, scoring.Clubs, scoring.North, 7, 70)); err == nil || !strings.Contains(err.Error(), `unknown pair "7EW"`) {
		t.Errorf("unknown pair: %v", err)
	}
	if err := db.DeleteLine(id, "", 3, "1NS", "2EW"); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteLine(id, "", 3, "1NS", "2EW"); err == nil {
		t.Error("deleting a line twice succeeded")
	}
	if err := db.SetPairNames(id, scoring.PairRef{ID: "1NS", Direction: "NS"}, []string{"Ann Smith", "Bob Jones"}); err != nil {
		t.Fatal(err)
	}
	h, err := db.History(id)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ what, before, after string }{
		{"session created with 6 pairs and 6 traveller lines", "nothing", "nothing"},
		{"entered board 3, 1NS v 2EW", "nothing", "1NS v 2EW: 4SN= (NS +420)"},
		{"changed board 3, 1NS v 2EW", "1NS v 2EW: 4SN= (NS +420)", "1NS v 2EW: 4SN+1 (NS +450)"},
		{"deleted board 3, 1NS v 2EW", "1NS v 2EW: 4SN+1 (NS +450)", "nothing"},
		{"names of pair 1NS", "pair 1NS: Player 1NS a & Player 1NS b", "pair 1NS: Ann Smith & Bob Jones"},
	}
	if len(h) != len(want) {
		t.Fatalf("history has %d entries: %+v", len(h), h)
	}
	for i, w := range want {
		if h[i].What != w.what || h[i].Before != w.before || h[i].After != w.after || h[i].Undone {
			t.Errorf("history %d = %+v, want %+v", i, h[i], w)
		}
	}
}

func TestUndoRedo(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	snapshot := func() string {
		_, s, err := db.Session(id)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, l := range s.Lines {
			b.WriteString(lineString(l) + "\n")
		}
		for _, p := range s.Pairs {
			fmt.Fprintf(&b, "%s %v\n", p.ID, p.Names)
		}
		return b.String()
	}
	states := []string{snapshot()}
	steps := []func() error{
		func() error {
			return db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420))
		},
		func() error { return db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 9, -50)) },
		func() error {
			return db.SetPairNames(id, scoring.PairRef{ID: "2EW", Direction: "EW"}, []string{"Cat Brown"})
		},
		func() error { return db.DeleteLine(id, "", 1, "1NS", "1EW") },
		func() error {
			return db.PutLine(id, played(1, "1NS", "1EW", 3, scoring.NoTrump, scoring.South, 9, 400))
		},
	}
	for _, f := range steps {
		if err := f(); err != nil {
			t.Fatal(err)
		}
		states = append(states, snapshot())
	}
	// Undo walks back through every state, then refuses.
	for i := len(steps) - 1; i >= 0; i-- {
		if _, err := db.Undo(id); err != nil {
			t.Fatalf("undo to state %d: %v", i, err)
		}
		if got := snapshot(); got != states[i] {
			t.Fatalf("after undo, state %d:\n%s\nwant\n%s", i, got, states[i])
		}
	}
	if _, err := db.Undo(id); !errors.Is(err, ErrNothingToUndo) {
		t.Errorf("undo past the start: %v", err)
	}
	// Redo walks forward again.
	for i := 1; i <= 3; i++ {
		c, err := db.Redo(id)
		if err != nil {
			t.Fatal(err)
		}
		if c.Undone {
			t.Errorf("redone change reported undone")
		}
		if got := snapshot(); got != states[i] {
			t.Fatalf("after redo, state %d:\n%s\nwant\n%s", i, got, states[i])
		}
	}
	// A new change ends the redo chain, but the log keeps everything.
	if err := db.PutLine(id, played(4, "3NS", "3EW", 2, scoring.Hearts, scoring.East, 8, -110)); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Redo(id); !errors.Is(err, ErrNothingToRedo) {
		t.Errorf("redo after a new change: %v", err)
	}
	h, _ := db.History(id)
	var changes []Change
	for _, c := range h {
		if c.Step == "" {
			changes = append(changes, c)
		}
	}
	if len(changes) != len(steps)+2 || h[0].Kind != "session" || h[0].Undone {
		t.Errorf("history has %d changes, want the creation and %d changes: %+v", len(changes), len(steps)+1, h)
	}
	// Every undo (5) and every redo (3) is on record.
	if n := len(h) - len(changes); n != len(steps)+3 {
		t.Errorf("history has %d undo and redo steps, want %d", n, len(steps)+3)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if got := snapshot(); got != states[3] {
		t.Errorf("undo of the new change:\n%s\nwant\n%s", got, states[3])
	}
}

func TestDeleteSessionIsUndoable(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteSession(id); err != nil {
		t.Fatal(err)
	}
	if list, _ := db.ListSessions(); len(list) != 0 {
		t.Errorf("deleted session still listed")
	}
	if _, _, err := db.Session(id); !errors.Is(err, ErrNoSession) {
		t.Errorf("reading a deleted session: %v", err)
	}
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)); !errors.Is(err, ErrNoSession) {
		t.Errorf("entering into a deleted session: %v", err)
	}
	if _, err := db.Undo(id); err != nil {
		t.Fatal(err)
	}
	if _, s, err := db.Session(id); err != nil || len(s.Lines) != 6 {
		t.Errorf("after undo: %v", err)
	}
	if _, _, err := db.Session(999); !errors.Is(err, ErrNoSession) {
		t.Errorf("session 999: %v", err)
	}
}

func TestReopenKeepsEverything(t *testing.T) {
	db, path := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)); err != nil {
		t.Fatal(err)
	}
	if err := db.AddNote(id, 3, "Director called: hesitation"); err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer("Ann Smith", "EBU 12345"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db2.Close()
	_, s, err := db2.Session(id)
	if err != nil || len(s.Lines) != 7 {
		t.Fatalf("after reopening: %v, %d lines", err, len(s.Lines))
	}
	notes, _ := db2.Notes(id)
	if len(notes) != 1 || notes[0].Board != 3 {
		t.Errorf("notes = %+v", notes)
	}
	ps, _ := db2.FindPlayers("ann", 5)
	if len(ps) != 1 || ps[0].Number != "EBU 12345" {
		t.Errorf("players = %+v", ps)
	}
}

func TestSetDealsReportsMismatches(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	deal := [4]string{"AKQJ.T98.765.432", "T987.AKQJ.432.65", "65432.765.AKQ.JT9", ".432.JT98.AKQ87"}
	warn, err := db.SetDeals(id, []scoring.Deal{
		{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone, Hands: deal},
		{Board: 2, Dealer: scoring.South, Vul: scoring.VulAll, Hands: deal},
		{Board: 3, Dealer: scoring.South, Vul: scoring.VulEW, Hands: deal},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(warn) != 2 || !strings.Contains(warn[0], "board 2: the hand record says dealer S, the session has E") ||
		!strings.Contains(warn[1], "board 2: the hand record says both vulnerable, the session has N-S vulnerable") {
		t.Errorf("warnings = %q", warn)
	}
	boards, _ := db.Boards(id)
	if len(boards) != 3 || boards[0].Hands != deal || boards[2].Dealer != scoring.South {
		t.Errorf("boards = %+v", boards)
	}
}

// A hand record that knows some hands of a board keeps those and no more;
// a board without hands comes back without.
func TestPartHandsKept(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Boards[0].Hands = [4]string{1: "T987.AKQJ.432.65"}
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	var text string
	if err := db.sql.QueryRow("SELECT deal FROM boards WHERE session_id = ? AND number = 1", id).Scan(&text); err != nil || text != "N:- T987.AKQJ.432.65 - -" {
		t.Errorf("board 1 stored as %q (%v)", text, err)
	}
	if _, err := db.SetDeals(id, []scoring.Deal{{Board: 3, Dealer: scoring.South, Vul: scoring.VulEW}}); err != nil {
		t.Fatal(err)
	}
	boards, err := db.Boards(id)
	if err != nil || len(boards) != 3 {
		t.Fatalf("boards = %+v, %v", boards, err)
	}
	if boards[0].Hands != ns.Boards[0].Hands || boards[1].Hands != ns.Boards[1].Hands || boards[2].Known() {
		t.Errorf("boards came back as %+v", boards)
	}
}

func TestOpenRefusesOtherFiles(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name    string
		content []byte
		want    string
	}{
		{"notes.txt", []byte("Tuesday: 7 tables, Mitchell\n"), "is not a bridgescore database (it is not an SQLite file)"},
		{"short", []byte("SQL"), "is not a bridgescore database"},
		{"truncated.db", append([]byte("SQLite format 3\x00"), bytes.Repeat([]byte{0xff}, 200)...), "is not a bridgescore database"},
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.name)
		if err := os.WriteFile(path, c.content, 0o644); err != nil {
			t.Fatal(err)
		}
		db, err := Open(path)
		if err == nil {
			db.Close()
			t.Errorf("%s: opened", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), path) {
			t.Errorf("%s: %v", c.name, err)
		}
		got, _ := os.ReadFile(path)
		if !bytes.Equal(got, c.content) {
			t.Errorf("%s: the file was changed", c.name)
		}
		for _, ext := range []string{"-wal", "-shm", "-journal"} {
			if fi, err := os.Stat(path + ext); err == nil && fi.Size() > 0 {
				t.Errorf("%s: left %s behind", c.name, ext)
			}
		}
	}
}

func TestOpenRefusesForeignSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "other.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	// Make it look like someone else's database: schema version 0 with a
	// table of its own.
	if _, err := db.sql.Exec("PRAGMA user_version = 0; DROP TABLE audit"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	_, err = Open(path)
	if err == nil || !strings.Contains(err.Error(), "an SQLite file but not a bridgescore database") {
		t.Errorf("err = %v", err)
	}
}

func TestOpenRefusesNewerSchema(t *testing.T) {
	db, path := openTemp(t)
	if _, err := db.sql.Exec(fmt.Sprintf("PRAGMA user_version = %d", SchemaVersion()+1)); err != nil {
		t.Fatal(err)
	}
	db.Close()
	_, err := Open(path)
	if err == nil || !strings.Contains(err.Error(), "written by a newer bridgescore") {
		t.Errorf("err = %v", err)
	}
}

func TestOpenReportsDamage(t *testing.T) {
	path := damagedDatabase(t)
	db, err := Open(path)
	if err == nil {
		// The file opened; the check must find the damage and refuse
		// writes.
		err = db.Check()
		if werr := db.AddNote(1, 0, "x"); werr == nil || werr.Error() != err.Error() {
			t.Errorf("a write to a damaged file: %v", werr)
		}
		db.Close()
	}
	if err == nil || !strings.Contains(err.Error(), "is damaged") {
		t.Errorf("err = %v", err)
	}
}

// damagedDatabase is a database of five sessions with every page but the
// first scribbled over.
func damagedDatabase(t *testing.T) string { return damaged(t, "") }

// damaged is a database of five sessions, with a note, whose pages are
// scribbled over: every page but the first when table is "", else the
// first page of that table alone, which opening the file does not read.
func damaged(t *testing.T, table string) string {
	db, path := openTemp(t)
	for i := 0; i < 5; i++ {
		if _, err := db.CreateSession(sampleSession()); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.AddNote(1, 1, "a revoke at table 2"); err != nil {
		t.Fatal(err)
	}
	var pageSize, root int
	db.sql.QueryRow("PRAGMA page_size").Scan(&pageSize)
	if table != "" {
		if err := db.sql.QueryRow("SELECT rootpage FROM sqlite_master WHERE name = ?", table).Scan(&root); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.sql.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		t.Fatal(err)
	}
	db.Close()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 4*pageSize {
		t.Fatalf("database only %d bytes", len(data))
	}
	for p := 1; p*pageSize < len(data); p++ {
		if root == 0 || p == root-1 { // pages count from 1
			copy(data[p*pageSize+8:], bytes.Repeat([]byte{0x5a}, 64))
		}
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestBackupsRotate(t *testing.T) {
	defer func(d time.Duration) { MinBackupInterval = d }(MinBackupInterval)
	MinBackupInterval = 0
	db, path := openTemp(t)
	db.Close()
	for i := 0; i < 8; i++ {
		db, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if w := db.Warnings(); len(w) > 0 {
			t.Errorf("warnings: %v", w)
		}
		if _, err := db.CreateSession(sampleSession()); err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
	// Opening twice without a change in between makes no new backup.
	var last []string
	for i := 0; i < 2; i++ {
		db, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		db.Warnings()
		last, _ = db.Backups()
		db.Close()
	}
	if len(last) != KeepBackups {
		t.Fatalf("%d backups, want %d: %v", len(last), KeepBackups, last)
	}
	// The newest backup holds all eight sessions and is itself a sound
	// database.
	b, err := Open(last[len(last)-1])
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	list, _ := b.ListSessions()
	if len(list) != 8 {
		t.Errorf("newest backup holds %d sessions, want 8", len(list))
	}
}

// Within MinBackupInterval of the newest backup, a changed database is not
// copied again.
func TestBackupsSpaced(t *testing.T) {
	db, path := openTemp(t)
	if _, err := db.CreateSession(sampleSession()); err != nil {
		t.Fatal(err)
	}
	db.Close()
	for i := 0; i < 3; i++ {
		db, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		db.Warnings()
		if err := db.AddNote(1, 0, "late arrival"); err != nil {
			t.Fatal(err)
		}
		db.Close()
	}
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Warnings()
	list, _ := db.Backups()
	db.Close()
	if len(list) != 1 {
		t.Errorf("%d backups within the hour, want 1: %v", len(list), list)
	}
}

// Two programs on the same file: every write of both lands, none is lost.
func TestTwoInstancesShareTheFile(t *testing.T) {
	a, path := openTemp(t)
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ns := sampleSession()
	ns.Session.Pairs = mitchell(10)
	ns.Session.Lines = nil
	id, err := a.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 100)
	for w, db := range []*DB{a, b} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for board := 1; board <= 20; board++ {
				n := w*5 + board%5 + 1
				if err := db.PutLine(id, played(board, fmt.Sprintf("%dNS", n), fmt.Sprintf("%dEW", n), 1, scoring.Clubs, scoring.North, 7, 70)); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	_, s, err := b.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Lines) != 40 {
		t.Errorf("%d lines, want 40", len(s.Lines))
	}
	if ok, err := a.IntegrityCheck(); ok != "ok" || err != nil {
		t.Errorf("integrity check: %q %v", ok, err)
	}
}

// undoTableEntry takes a database of today's schema back to the shape it
// had before migration 0010 (schema 9).
const undoTableEntry = `
	ALTER TABLE lines DROP COLUMN source;
	DROP TABLE table_rounds;
	ALTER TABLE submissions RENAME TO submissions10;
	CREATE TABLE submissions (
		session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
		client_id TEXT NOT NULL, answer TEXT NOT NULL DEFAULT '',
		PRIMARY KEY (session_id, client_id));
	INSERT INTO submissions SELECT session_id, client_id, answer FROM submissions10;
	DROP TABLE submissions10;`

// undoSections takes a database of today's schema back to the shape it had
// before migration 0007 stored sections (schema 6), for a session of one
// section.
const undoSections = `
	ALTER TABLE sessions DROP COLUMN field;
	CREATE TABLE pairs6 (
		session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
		pair TEXT NOT NULL, direction TEXT NOT NULL DEFAULT '', names TEXT NOT NULL DEFAULT '[]',
		seq INTEGER NOT NULL, PRIMARY KEY (session_id, pair, direction)) WITHOUT ROWID;
	INSERT INTO pairs6 SELECT session_id, pair, direction, names, seq FROM pairs;
	CREATE TABLE lines6 AS SELECT * FROM lines;
	ALTER TABLE lines6 DROP COLUMN section;
	DROP TABLE lines; DROP TABLE pairs;
	ALTER TABLE pairs6 RENAME TO pairs;
	CREATE TABLE lines (
		session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
		board INTEGER NOT NULL CHECK (board >= 1), ns TEXT NOT NULL, ns_dir TEXT NOT NULL,
		ew TEXT NOT NULL, ew_dir TEXT NOT NULL, pa TEXT NOT NULL, pb TEXT NOT NULL,
		seq INTEGER NOT NULL, round INTEGER NOT NULL DEFAULT 0, table_no INTEGER NOT NULL DEFAULT 0,
		entry TEXT NOT NULL DEFAULT '', kind INTEGER NOT NULL, level INTEGER, strain INTEGER,
		doubled INTEGER, declarer TEXT, tricks INTEGER, score INTEGER NOT NULL DEFAULT 0,
		ns_percent INTEGER NOT NULL DEFAULT 0, ew_percent INTEGER NOT NULL DEFAULT 0,
		ns_weights TEXT NOT NULL DEFAULT '', ew_weights TEXT NOT NULL DEFAULT '',
		fouled_group INTEGER NOT NULL DEFAULT 0, lead TEXT NOT NULL DEFAULT '',
		PRIMARY KEY (session_id, board, pa, pb),
		FOREIGN KEY (session_id, ns, ns_dir) REFERENCES pairs(session_id, pair, direction),
		FOREIGN KEY (session_id, ew, ew_dir) REFERENCES pairs(session_id, pair, direction),
		CHECK (pa <> pb)) WITHOUT ROWID;
	INSERT INTO lines SELECT * FROM lines6;
	DROP TABLE lines6;
	CREATE TRIGGER lines_counted_in AFTER INSERT ON lines BEGIN
		UPDATE sessions SET line_count = line_count + 1 WHERE id = NEW.session_id;
	END;
	CREATE TRIGGER lines_counted_out AFTER DELETE ON lines BEGIN
		UPDATE sessions SET line_count = line_count - 1 WHERE id = OLD.session_id;
	END;`

// A database written by the first schema is upgraded on open, its data
// intact.
func TestOpenUpgradesOlderSchema(t *testing.T) {
	steps, err := migrations()
	if err != nil || len(steps) < 3 {
		t.Fatalf("%d migrations: %v", len(steps), err)
	}
	// A first-version database with a session in it: made with today's
	// code, then taken back to the shape migration 0001 gave, with what
	// the later migrations add removed.
	path := filepath.Join(t.TempDir(), "club.db")
	cur, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := cur.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	cur.Close()
	raw, err := sql.Open("sqlite", path+"?"+dsnOptions)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(undoTableEntry + undoSections); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`DROP INDEX events_by_title; DROP INDEX sessions_by_event; ALTER TABLE events DROP COLUMN title;
		ALTER TABLE lines DROP COLUMN lead; ALTER TABLE players DROP COLUMN body;
		ALTER TABLE boards DROP COLUMN dd; ALTER TABLE boards DROP COLUMN par;
		DROP TRIGGER lines_counted_in; DROP TRIGGER lines_counted_out;
		ALTER TABLE sessions DROP COLUMN line_count;
		DROP TABLE table_codes; DROP TABLE submissions; DROP TABLE round_locks;
		DROP TABLE director_pins; ALTER TABLE audit DROP COLUMN source;
		DROP TABLE session_awards; ALTER TABLE players DROP COLUMN masterpoints; ALTER TABLE players DROP COLUMN handicap;
		ALTER TABLE players DROP COLUMN hidden; DROP TABLE settings;
		PRAGMA user_version = 1`); err != nil {
		t.Fatal(err)
	}
	raw.Close()

	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var version int
	db.sql.QueryRow("PRAGMA user_version").Scan(&version)
	if version != SchemaVersion() {
		t.Errorf("schema version %d after upgrade, want %d", version, SchemaVersion())
	}
	list, err := db.ListSessions()
	if err != nil || len(list) != 1 || list[0].ID != id || list[0].Lines != 6 {
		t.Fatalf("after upgrade: %+v %v", list, err)
	}
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteLine(id, "", 1, "1NS", "1EW"); err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 9, -50)); err != nil {
		t.Fatal(err)
	}
	m, err := db.Meta(id)
	if err != nil || m.Lines != 6 {
		t.Errorf("line count %d after an insert, a delete and a replacement (want 6): %v", m.Lines, err)
	}
	// The lines kept from before have no lead; a new one keeps its own.
	led := played(4, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)
	led.Lead = "DK"
	if err := db.PutLine(id, led); err != nil {
		t.Fatal(err)
	}
	_, s, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range s.Lines {
		if want := map[bool]string{true: "DK"}[l.Board == 4]; l.Lead != want {
			t.Errorf("board %d %s v %s: lead %q after upgrade, want %q", l.Board, l.NS, l.EW, l.Lead, want)
		}
	}
}

// In a one-field movement the same two pairs the other way round replace
// the line: a correction of who sat which way.
func TestHowellLineEitherWayRound(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Pairs = []scoring.Pair{{ID: "1"}, {ID: "2"}, {ID: "3"}, {ID: "4"}}
	ns.Session.Lines = []scoring.Line{played(1, "1", "2", 3, scoring.NoTrump, scoring.North, 9, 400)}
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(1, "2", "1", 3, scoring.NoTrump, scoring.North, 9, 400)); err != nil {
		t.Fatal(err)
	}
	_, s, _ := db.Session(id)
	if len(s.Lines) != 1 || s.Lines[0].NS != "2" {
		t.Errorf("lines = %+v", s.Lines)
	}
	if err := db.DeleteLine(id, "", 1, "1", "2"); err != nil {
		t.Errorf("deleting with the pairs named the other way round: %v", err)
	}
}

// A two-winner Mitchell with bare numbers has a pair 1 NS and a pair 1 EW.
func TestBareNumberMitchell(t *testing.T) {
	db, _ := openTemp(t)
	ns := sampleSession()
	ns.Session.Pairs = nil
	for _, dir := range []string{"NS", "EW"} {
		for i := 1; i <= 3; i++ {
			ns.Session.Pairs = append(ns.Session.Pairs, scoring.Pair{ID: fmt.Sprint(i), Direction: dir})
		}
	}
	ns.Session.Lines = []scoring.Line{
		played(1, "1", "1", 3, scoring.NoTrump, scoring.North, 9, 400),
		played(1, "2", "3", 3, scoring.NoTrump, scoring.North, 8, -50),
	}
	id, err := db.CreateSession(ns)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(1, "3", "2", 3, scoring.NoTrump, scoring.North, 10, 430)); err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(1, "3", "1", 3, scoring.NoTrump, scoring.North, 10, 430)); err == nil ||
		!strings.Contains(err.Error(), "pair 3 already has a result on board 1 against 2") {
		t.Errorf("pair 3 NS twice on board 1: %v", err)
	}
	if err := db.SetPairNames(id, scoring.PairRef{ID: "1", Direction: "EW"}, []string{"Dee East", "Will West"}); err != nil {
		t.Fatal(err)
	}
	_, s, _ := db.Session(id)
	if len(s.Lines) != 3 || len(s.Pairs[3].Names) != 2 || s.Pairs[3].Names[0] != "Dee East" || len(s.Pairs[0].Names) != 0 {
		t.Errorf("session = %+v", s)
	}
	ns.Session.Pairs = append(ns.Session.Pairs, scoring.Pair{ID: "2"})
	if _, err := db.CreateSession(ns); err == nil || !strings.Contains(err.Error(), "pair 2 appears twice") {
		t.Errorf("pair 2 in both fields and in none: %v", err)
	}
}

// A program that holds the file locked for longer than the busy timeout
// gets a plain "in use" message, and nothing is half-written.
func TestWriteWhileAnotherHoldsTheLock(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the busy timeout")
	}
	db, path := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	other, err := sql.Open("sqlite", path+"?"+dsnOptions)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	tx, err := other.Begin()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec("INSERT INTO notes(session_id, board, text, created) VALUES (?, 0, 'held', '')", id); err != nil {
		t.Fatal(err)
	}
	err = db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420))
	if err == nil || !strings.Contains(err.Error(), "is in use by another program; nothing was changed") {
		t.Errorf("write while locked: %v", err)
	}
	tx.Rollback()
	// Once the other program lets go, the same write goes through.
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)); err != nil {
		t.Fatal(err)
	}
	if h, _ := db.History(id); len(h) != 2 {
		t.Errorf("history has %d entries, want the creation and one line", len(h))
	}
}

// Undo and redo name the traveller line they changed, so that the window
// can go to it; a change of names touches no line.
func TestUndoNamesTheLine(t *testing.T) {
	db, _ := openTemp(t)
	id, err := db.CreateSession(sampleSession())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.PutLine(id, played(3, "1NS", "2EW", 4, scoring.Spades, scoring.North, 10, 420)); err != nil {
		t.Fatal(err)
	}
	if err := db.SetPairNames(id, scoring.PairRef{ID: "2EW", Direction: "EW"}, []string{"Cat Brown"}); err != nil {
		t.Fatal(err)
	}
	if err := db.DeleteLine(id, "", 1, "1NS", "1EW"); err != nil {
		t.Fatal(err)
	}
	type where struct {
		board  int
		ns, ew string
	}
	for i, want := range []where{{1, "1NS", "1EW"}, {}, {3, "1NS", "2EW"}} {
		c, err := db.Undo(id)
		if err != nil {
			t.Fatal(err)
		}
		if got := (where{c.Board, c.NS, c.EW}); got != want {
			t.Errorf("undo %d (%s): line %+v, want %+v", i, c.What, got, want)
		}
	}
	c, err := db.Redo(id)
	if err != nil {
		t.Fatal(err)
	}
	if c.Board != 3 || c.NS != "1NS" || c.EW != "2EW" {
		t.Errorf("redo of %s names board %d %s v %s", c.What, c.Board, c.NS, c.EW)
	}
	h, err := db.History(id)
	if err != nil {
		t.Fatal(err)
	}
	if last := h[len(h)-1]; last.Step != "redo" || last.Board != 3 || last.NS != "1NS" || last.EW != "2EW" {
		t.Errorf("history's last entry, the redo, %q names board %d %s v %s", last.What, last.Board, last.NS, last.EW)
	}
	var last Change
	for _, c := range h {
		if c.Step == "" {
			last = c
		}
	}
	if last.Board != 1 || last.NS != "1NS" || last.EW != "1EW" {
		t.Errorf("history's last change %q names board %d %s v %s", last.What, last.Board, last.NS, last.EW)
	}
}
