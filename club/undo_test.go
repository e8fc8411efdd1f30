package club

import (
	"strings"
	"testing"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// entered is the line a session holds for a board's row, nil when none.
func entered(t *testing.T, s *OpenSession, board, row int) string {
	t.Helper()
	rows, err := s.Rows(board)
	if err != nil {
		t.Fatal(err)
	}
	if rows[row].Entered == nil {
		return ""
	}
	return scoring.EntryText(*rows[row].Entered)
}

// Undo is the director's: a table's result posted between the director's
// change and the undo stays, and the director's change is the one undone.
func TestUndoIsTheDirectorsWhenATablePostsBetween(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, err := s.Rows(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enter(1, rows[0], "4SN="); err != nil {
		t.Fatal(err)
	}
	// Table 2 plays boards 4–6 in round 1 of the 5-table Mitchell.
	if _, err := s.EnterFromTable(TableEntry{Table: 2, Round: 1, ClientID: "p1"}, 4, "3NTS+1", nil); err != nil {
		t.Fatal(err)
	}
	step, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if step.Board != 1 || step.Source != "" || !strings.Contains(step.What, "board 1") {
		t.Errorf("undo undid %+v, want the director's board 1", step)
	}
	if got := entered(t, s, 1, 0); got != "" {
		t.Errorf("board 1 after the director's undo holds %q, want nothing", got)
	}
	if got := entered(t, s, 4, 0); got == "" {
		t.Errorf("the table's board 4 was taken away by the director's undo")
	}
	// Nothing more of the director's to undo: the table's result is not
	// taken in its place.
	if _, err := s.Undo(); !fault.Is(err, fault.Conflict) || !strings.Contains(err.Error(), "nothing to undo") {
		t.Errorf("a second undo: %v, want nothing to undo", err)
	}
	if got := entered(t, s, 4, 0); got == "" {
		t.Errorf("the table's board 4 was taken away by a second undo")
	}
	// Redo puts the director's change back, though a table posted since.
	if step, err := s.Redo(); err != nil || step.Board != 1 {
		t.Errorf("redo: %+v, %v, want board 1 back", step, err)
	}
	if got := entered(t, s, 1, 0); got == "" {
		t.Errorf("board 1 is empty after the redo")
	}
}

// A table's result is undone only when named, by the id the history gives
// it; the step says whose it was, and redo by the same id puts it back.
func TestUndoATablesResultByName(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	if _, err := s.EnterFromTable(TableEntry{Table: 2, Round: 1, ClientID: "p1"}, 4, "3NTS+1", nil); err != nil {
		t.Fatal(err)
	}
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[0], "4SN="); err != nil {
		t.Fatal(err)
	}
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	var table Change
	for _, c := range h {
		if c.Source != "" {
			table = c
		}
	}
	if table.ID == 0 {
		t.Fatalf("the history gives the table's change no id: %+v", h)
	}
	step, err := s.UndoChange(table.ID)
	if err != nil {
		t.Fatal(err)
	}
	if step.Board != 4 || !strings.HasPrefix(step.Source, "table 2, round 1") {
		t.Errorf("undo of change %d: %+v, want table 2's board 4", table.ID, step)
	}
	if entered(t, s, 4, 0) != "" || entered(t, s, 1, 0) == "" {
		t.Errorf("after undoing the table's change: board 4 %q, board 1 %q; want board 4 empty, board 1 kept", entered(t, s, 4, 0), entered(t, s, 1, 0))
	}
	// Named again, it is refused: it is undone already.
	if _, err := s.UndoChange(table.ID); !fault.Is(err, fault.Conflict) {
		t.Errorf("undoing it twice: %v, want a conflict", err)
	}
	// The director's own undo still takes the director's change.
	if step, err := s.Undo(); err != nil || step.Board != 1 {
		t.Errorf("the director's undo after the named one: %+v, %v, want board 1", step, err)
	}
	if step, err := s.RedoChange(table.ID); err != nil || step.Board != 4 {
		t.Errorf("redo of change %d: %+v, %v, want board 4 back", table.ID, step, err)
	}
	if entered(t, s, 4, 0) == "" {
		t.Errorf("board 4 is empty after its redo")
	}
	// A change that is not the session's, or is no change, is not found.
	if _, err := s.UndoChange(999999); !fault.Is(err, fault.NotFound) {
		t.Errorf("undo of a change there is not: %v, want not found", err)
	}
}

// The director's own changes are undone latest first, by name or not: a
// director's change named out of turn is refused, saying which is next.
func TestUndoByNameKeepsTheDirectorsOrder(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	rows, _ := s.Rows(1)
	for i, r := range []string{"4SN=", "3NTS+1"} {
		if _, err := s.Enter(1, rows[i], r); err != nil {
			t.Fatal(err)
		}
	}
	h, _ := s.History()
	var first, last Change
	for _, c := range h {
		if strings.HasPrefix(c.Title, "entered board 1") {
			if first.ID == 0 {
				first = c
			}
			last = c
		}
	}
	if _, err := s.UndoChange(first.ID); !fault.Is(err, fault.Conflict) {
		t.Errorf("undo of the director's earlier change %d out of turn: %v, want a conflict", first.ID, err)
	}
	if step, err := s.UndoChange(last.ID); err != nil || !strings.Contains(step.After, "3NT") {
		t.Errorf("undo of the director's latest change by name: %+v, %v", step, err)
	}
}
