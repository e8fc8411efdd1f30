package club

import (
	"strings"
	"testing"

	"bridgescore/fault"
)

// A row filled by a table's phone says so, and keeps saying so after the
// session is opened again; a result the director types there makes it the
// director's.
func TestRowsNameTheTableThatFilledThem(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	if _, err := s.EnterFromTable(TableEntry{Table: 1, Round: 1, ClientID: "phone-1"}, 1, "4SN=", nil); err != nil {
		t.Fatal(err)
	}
	rows, _ := s.Rows(1)
	if rows[0].Source != "table 1, round 1" || rows[1].Source != "" {
		t.Fatalf("sources after a table's result: %q, %q", rows[0].Source, rows[1].Source)
	}
	s.Close()
	s, err := d.Open(s.ID())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rows, _ = s.Rows(1)
	if rows[0].Source != "table 1, round 1" {
		t.Fatalf("opened again, the table's line says %q", rows[0].Source)
	}
	if at := s.RowsAt(Place{Round: 1, Table: 1}); at[0].Source != "table 1, round 1" {
		t.Errorf("the pick-up slip's line says %q", at[0].Source)
	}
	if _, err := s.Enter(1, rows[0], "4SN+1"); err != nil {
		t.Fatal(err)
	}
	rows, _ = s.Rows(1)
	if rows[0].Source != "" {
		t.Errorf("a line the director corrected still names %q", rows[0].Source)
	}
}

func TestNextToTypePassesOverLinesFilled(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	defer s.Close()
	rows, _ := s.Rows(1)
	// The phones filled the first and third lines, the director the
	// fourth.
	for _, i := range []int{0, 2} {
		r := rows[i]
		if err := s.MoveTableOn("", r.Table, r.Round); err != nil {
			t.Fatal(err)
		}
		if _, err := s.EnterFromTable(TableEntry{Table: r.Table, Round: r.Round, ClientID: "phone"}, 1, "3NTS=", nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Enter(1, rows[3], "4SN="); err != nil {
		t.Fatal(err)
	}
	rows, _ = s.Rows(1)
	for _, c := range []struct{ after, want int }{{-1, 1}, {0, 1}, {1, 4}, {3, 4}, {4, -1}} {
		if got := NextToType(rows, c.after); got != c.want {
			t.Errorf("NextToType after line %d = %d, want %d", c.after, got, c.want)
		}
	}
}

// Pair numbers typed with a result put it on the line of those pairs, and
// pairs that do not meet on the board are refused, saying whom each plays.
func TestLocateReadsTheTravellersPairs(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	defer s.Close()
	rows, _ := s.Rows(1)
	here := rows[0] // 1NS v 1EW
	for _, c := range []struct {
		text   string
		line   int // the row it goes on, -1 when refused
		result string
		moved  bool
	}{
		{"4SN+1", 0, "4SN+1", false},
		{"4S N 11", 0, "4S N 11", false},
		{"1 1 4SN+1", 0, "4SN+1", false},
		{"1NS 1EW 3NTX-2E", 0, "3NTX-2E", false},
		{"1 v 1 PASS", 0, "PASS", false},
		{rows[2].NS[:1] + " " + rows[2].EW[:1] + " 4HE=", 2, "4HE=", true},
		{"1 2 4SN=", -1, "", false},
	} {
		got, err := s.Locate(1, here, c.text)
		if c.line < 0 {
			if !fault.Is(err, fault.Invalid) {
				t.Errorf("Locate(%q) = %+v, %v; want refused as invalid", c.text, got, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("Locate(%q): %v", c.text, err)
			continue
		}
		r := rows[c.line]
		if got.Row.NS != r.NS || got.Row.EW != r.EW || got.Result != c.result || got.Moved != c.moved {
			t.Errorf("Locate(%q) = %s v %s %q moved %v; want %s v %s %q moved %v", c.text, got.Row.NS, got.Row.EW, got.Result, got.Moved, r.NS, r.EW, c.result, c.moved)
		}
	}
	_, err := s.Locate(1, here, "1 2 4SN=")
	for _, want := range []string{"do not meet", "1NS plays 1EW there (round 1, table 1)", "2EW plays"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("the refusal %q should say %q", err, want)
		}
	}
}
