package club

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/fault"
)

// A membership list imported through the service is one step of the
// register's history: UndoRegister takes the whole list back, numbers and
// figures with the players it added, and RedoRegister imports it again.
func TestImportMembersUndoable(t *testing.T) {
	d, _ := newTestDesk(t)
	list := filepath.Join(t.TempDir(), "members.csv")
	if err := os.WriteFile(list, []byte("Name,EBU No,Masterpoints,Handicap\nAnn Able,12,120,-1\nBob Baker,34,,\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	shown := func() string {
		t.Helper()
		ps, err := d.Players()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, p := range ps {
			out = append(out, p.String()+" "+p.Masterpoints+" "+p.Handicap)
		}
		return strings.Join(out, "; ")
	}
	if n, aside, err := d.ImportMembers(list); err != nil || n != 2 || len(aside) != 0 {
		t.Fatalf("import: %d %v", n, err)
	}
	imported := shown()
	if imported != "Ann Able (EBU 12) 120 -1; Bob Baker (EBU 34)  " {
		t.Fatalf("after the import: %q", imported)
	}
	st, err := d.UndoRegister()
	if err != nil || st.What != "imported members.csv: 2 players added" || st.Before != "Ann Able: not on the list; Bob Baker: not on the list" {
		t.Fatalf("undo: %+v %v", st, err)
	}
	if got := shown(); got != "" {
		t.Errorf("after undo: %q", got)
	}
	if _, err := d.UndoRegister(); !fault.Is(err, fault.Conflict) {
		t.Errorf("a second undo: %v", err)
	}
	if _, err := d.RedoRegister(); err != nil {
		t.Fatal(err)
	}
	if got := shown(); got != imported {
		t.Errorf("after redo: %q", got)
	}
	h, err := d.RegisterHistory()
	if err != nil || len(h) != 3 || h[0].Title != st.What || h[1].Step != "undo" || h[2].Step != "redo" {
		t.Errorf("the register's history: %+v %v", h, err)
	}
}

// A list read as it is imported sets aside a row far down that names
// nobody, naming its line, and adds the rest; a list refused (no row left
// naming a player) adds nobody, and the history has no step.
func TestImportMembersWrongRowAddsNobody(t *testing.T) {
	d, _ := newTestDesk(t)
	write := func(rows int, last string) string {
		var b strings.Builder
		b.WriteString("Name,Number\n")
		for i := 0; i < rows; i++ {
			fmt.Fprintf(&b, "Player %d,%d\n", i, i)
		}
		b.WriteString(last)
		list := filepath.Join(t.TempDir(), "members.csv")
		if err := os.WriteFile(list, []byte(b.String()), 0o600); err != nil {
			t.Fatal(err)
		}
		return list
	}
	n, aside, err := d.ImportMembers(write(5000, ",77\n"))
	if err != nil || n != 5000 || len(aside) != 1 || !strings.Contains(aside[0], "line 5002") {
		t.Errorf("a list with a wrong last row: %d added, aside %q, %v; want 5000 and line 5002 set aside", n, aside, err)
	}
	if h, _ := d.RegisterHistory(); len(h) != 1 {
		t.Errorf("the register's history after the list: %d steps, want 1", len(h))
	}
	d2, _ := newTestDesk(t)
	_, _, err = d2.ImportMembers(write(0, ",77\n,78\n"))
	if !fault.Is(err, fault.Invalid) || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("a list of wrong rows alone: %v, want invalid naming line 2", err)
	}
	if ps, _ := d2.Players(); len(ps) != 0 {
		t.Errorf("%d players in the register after the list was refused", len(ps))
	}
	if h, _ := d2.RegisterHistory(); len(h) != 0 {
		t.Errorf("the register's history after the list was refused: %+v", h)
	}
}
