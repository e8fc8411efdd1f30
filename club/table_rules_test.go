package club

import (
	"strings"
	"testing"
	"time"

	"bridgescore/fault"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// The table rules, decided where they live: each refusal of a result a
// table's phone sends, with its code and words, and the database left as
// it was; and what a table may always do (send a result again, correct its
// own, a table of another section with the same number and id).
func TestTableRules(t *testing.T) {
	type setup func(t *testing.T, s *OpenSession, at tableAt)
	none := func(*testing.T, *OpenSession, tableAt) {}
	cases := []struct {
		name  string
		setup setup
		// from, board and text are what the table sends.
		from  func(at tableAt) TableEntry
		board func(at tableAt) int
		text  string
		code  fault.Code
		words string
	}{
		{name: "its own board", setup: none, from: tableOn(1), board: boardOf(1, 0), text: "4SN="},
		{name: "a board the table does not play in the round", setup: none, from: tableOn(1), board: boardOf(2, 0), text: "4SN=",
			code: fault.Forbidden, words: "is not played at table 1 in round 1"},
		{name: "a later round than the table is on", setup: none, from: tableOn(2), board: boardOf(2, 0), text: "4SN=",
			code: fault.Conflict, words: "table 1 is on round 1"},
		{name: "the next round once the table has finished its round", setup: enterRound(1), from: tableOn(2), board: boardOf(2, 0), text: "4SN="},
		{name: "a locked round", setup: lock(1), from: tableOn(1), board: boardOf(1, 0), text: "4SN=",
			code: fault.Forbidden, words: "round 1 is locked"},
		{name: "a line the director has ruled on", setup: directorEnters(1, 0, "A60-40"), from: tableOn(1), board: boardOf(1, 0), text: "4SN=",
			code: fault.Conflict, words: "the director has ruled on this board"},
		{name: "the same result as the director's", setup: directorEnters(1, 0, "4SN="), from: tableOn(1), board: boardOf(1, 0), text: "4SN="},
		{name: "an artificial score", setup: none, from: tableOn(1), board: boardOf(1, 0), text: "A60-40",
			code: fault.Forbidden, words: "only the director gives an adjusted score"},
		{name: "a bare score", setup: none, from: tableOn(1), board: boardOf(1, 0), text: "+420",
			code: fault.Invalid, words: "not the score alone"},
		{name: "an id sent before with another result", setup: tableSends("id-1", 1, 0, "3NTS="), from: tableOn(1), board: boardOf(1, 0), text: "4SN=",
			code: fault.Conflict, words: `entry "id-1" was sent before with another result`},
		{name: "an id sent before with the same result", setup: tableSends("id-1", 1, 0, "4SN="), from: tableOn(1), board: boardOf(1, 0), text: "4SN="},
		{name: "its own result corrected under a new id", setup: tableSends("id-0", 1, 0, "3NTS="), from: tableOn(1), board: boardOf(1, 0), text: "4SN="},
		{name: "no id", setup: none, from: func(at tableAt) TableEntry { e := tableOn(1)(at); e.ClientID = ""; return e }, board: boardOf(1, 0), text: "4SN=",
			code: fault.Invalid, words: "needs an id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, _ := newTestDesk(t)
			s := mitchell5(t, d)
			at := tableAtOf(t, s, "", 1)
			c.setup(t, s, at)
			before := linesOf(s)
			got, err := s.EnterFromTable(c.from(at), c.board(at), c.text, nil)
			if fault.CodeOf(err) != c.code || (c.code != "" && !strings.Contains(err.Error(), c.words)) {
				t.Fatalf("%v (%s), want %q (%s)", err, fault.CodeOf(err), c.words, c.code)
			}
			if c.code != "" {
				if after := linesOf(s); after != before {
					t.Errorf("a refused result changed the lines:\n%s\nwas\n%s", after, before)
				}
				return
			}
			if got.Line.Board != c.board(at) || scoring.EntryText(got.Line) != c.text {
				t.Errorf("answered %+v", got.Line)
			}
		})
	}
}

// A session of two sections: table 1 of each enters its own section's
// boards, and an id one sends is no id of the other's.
func TestTableRulesAnotherSection(t *testing.T) {
	d, _ := newTestDesk(t)
	var ms []*movements.Movement
	for _, letter := range []string{"A", "B"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		m.Section = letter
		ms = append(ms, m)
	}
	id, err := d.CreateSections(NewSession{Name: "Two sections", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	a, b := tableAtOf(t, s, "A", 1), tableAtOf(t, s, "B", 1)
	fromA := TableEntry{Section: "A", Table: 1, Round: 1, ClientID: "same-id"}
	fromB := TableEntry{Section: "B", Table: 1, Round: 1, ClientID: "same-id"}
	if _, err := s.EnterFromTable(fromA, a.boards[1][0], "4SN=", nil); err != nil {
		t.Fatal(err)
	}
	got, err := s.EnterFromTable(fromB, b.boards[1][0], "3NTS=", nil)
	if err != nil || got.Line.Section != "B" || scoring.EntryText(got.Line) != "3NTS=" {
		t.Fatalf("section B's table with section A's id: %+v %v", got.Line, err)
	}
	// Section B's own boards only: a board section A plays at its table 1
	// in round 2 is not section B's in round 1.
	if _, err := s.EnterFromTable(TableEntry{Section: "B", Table: 1, Round: 1, ClientID: "x"}, a.boards[2][0], "4SN=", nil); !fault.Is(err, fault.Forbidden) {
		t.Errorf("another round's board in section B: %v", err)
	}
	if _, err := s.EnterFromTable(TableEntry{Section: "C", Table: 1, Round: 1, ClientID: "y"}, 1, "4SN=", nil); !fault.Is(err, fault.NotFound) {
		t.Errorf("a section the session does not have: %v", err)
	}
	for _, sec := range []string{"A", "B"} {
		if err := s.SelectSection(sec); err != nil {
			t.Fatal(err)
		}
		if n := s.Entered(); n < 1 {
			t.Errorf("section %s holds %d lines, want its table's", sec, n)
		}
	}
}

// tableAt is a table's rounds: the boards it plays in each.
type tableAt struct {
	section string
	table   int
	boards  map[int][]int
}

func tableAtOf(t *testing.T, s *OpenSession, section string, table int) tableAt {
	t.Helper()
	v, err := s.Table(section, table, false)
	if err != nil {
		t.Fatal(err)
	}
	at := tableAt{section: section, table: table, boards: map[int][]int{}}
	for _, r := range v.Rounds {
		at.boards[r.Round] = r.Boards
	}
	return at
}

// tableOn is an entry of the table, sent from the page of a round.
func tableOn(round int) func(at tableAt) TableEntry {
	return func(at tableAt) TableEntry {
		return TableEntry{Section: at.section, Table: at.table, Round: round, ClientID: "id-1"}
	}
}

// boardOf is the i-th board the table plays in a round.
func boardOf(round, i int) func(at tableAt) int {
	return func(at tableAt) int { return at.boards[round][i] }
}

func enterRound(round int) func(*testing.T, *OpenSession, tableAt) {
	return func(t *testing.T, s *OpenSession, at tableAt) {
		for i, b := range at.boards[round] {
			e := tableOn(round)(at)
			e.ClientID = "round-" + string(rune('a'+i))
			if _, err := s.EnterFromTable(e, b, "4SN=", nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func lock(round int) func(*testing.T, *OpenSession, tableAt) {
	return func(t *testing.T, s *OpenSession, _ tableAt) {
		if err := s.LockRound(round, true); err != nil {
			t.Fatal(err)
		}
	}
}

// directorEnters types a result on the table's line as the director does.
func directorEnters(round, i int, text string) func(*testing.T, *OpenSession, tableAt) {
	return func(t *testing.T, s *OpenSession, at tableAt) {
		board := at.boards[round][i]
		rows, err := s.Rows(board)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows {
			if r.Round == round && r.Table == at.table {
				if _, err := s.Enter(board, r, text); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no row of board %d at table %d in round %d", board, at.table, round)
	}
}

// tableSends is a result the table sent before, under an id.
func tableSends(id string, round, i int, text string) func(*testing.T, *OpenSession, tableAt) {
	return func(t *testing.T, s *OpenSession, at tableAt) {
		e := tableOn(round)(at)
		e.ClientID = id
		if _, err := s.EnterFromTable(e, at.boards[round][i], text, nil); err != nil {
			t.Fatal(err)
		}
	}
}

// linesOf is every line the session holds, in words, as stored.
func linesOf(s *OpenSession) string {
	var b strings.Builder
	for _, l := range s.ScoringSession().Lines {
		b.WriteString(l.Section + " " + scoring.EntryText(l) + " " + l.NS + "-" + l.EW + "\n")
	}
	h, _ := s.History()
	return b.String() + strings.Repeat("+", len(h))
}
