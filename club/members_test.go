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

// A list read as it is imported is refused whole when a row far down is
// wrong: the players of the rows before it are not in the register, and
// the history has no step.
func TestImportMembersWrongRowAddsNobody(t *testing.T) {
	d, _ := newTestDesk(t)
	var b strings.Builder
	b.WriteString("Name,Number\n")
	for i := 0; i < 5000; i++ {
		fmt.Fprintf(&b, "Player %d,%d\n", i, i)
	}
	b.WriteString(",77\n")
	list := filepath.Join(t.TempDir(), "members.csv")
	if err := os.WriteFile(list, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := d.ImportMembers(list)
	if !fault.Is(err, fault.Invalid) || !strings.Contains(err.Error(), "line 5002") {
		t.Errorf("a list with a wrong last row: %v, want invalid naming line 5002", err)
	}
	if ps, _ := d.Players(); len(ps) != 0 {
		t.Errorf("%d players in the register after the list was refused", len(ps))
	}
	if h, _ := d.RegisterHistory(); len(h) != 0 {
		t.Errorf("the register's history after the list was refused: %+v", h)
	}
}
