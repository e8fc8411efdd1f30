package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// dialogTexts are the rich texts of the dialog on top, in order, without
// its plain labels.
func dialogTexts(c fyne.Canvas) []string {
	var out []string
	if top := c.Overlays().Top(); top != nil {
		visit(top, func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *widget.Label: // the time of each change
				return false
			case *widget.RichText:
				out = append(out, x.String())
			}
			return true
		})
	}
	return out
}

// Ctrl+H lists the undo and redo steps, newest first, beside the changes
// they stepped over.
func TestHistoryShowsUndoAndRedo(t *testing.T) {
	d, _, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "3NTS+1")
	d.shortcut(shortcutUndo)
	d.shortcut(shortcutUndo)
	d.shortcut(shortcutRedo)
	d.shortcut(shortcutH)
	got := dialogTexts(d.canvas())
	if len(got) < 5 {
		t.Fatalf("history shows %d entries, want the 2 entries and 3 steps: %q", len(got), got)
	}
	for i, want := range []string{"redone: entered board 1", "undone: entered board 1", "undone: entered board 1"} {
		if !strings.HasPrefix(got[i], want) {
			t.Errorf("history line %d = %q, want %q…", i+1, got[i], want)
		}
	}
	if !strings.Contains(got[0], "4SN=") || !strings.Contains(got[1], "4SN=") || !strings.Contains(got[2], "3NTS+1") {
		t.Errorf("the steps do not name their results: %q", got[:3])
	}
	var undone bool
	for _, s := range got[3:] {
		if strings.Contains(s, "3NTS+1") && strings.Contains(s, "Ctrl+Shift+Z redoes") {
			undone = true
		}
	}
	if !undone {
		t.Errorf("the undone 3NT entry is not marked redoable: %q", got)
	}
}

// Ctrl+Z is the director's: a table's result sent after the director's
// change stays. The history's own button beside the table's result is the
// window's way to undo it, and to redo it.
func TestCtrlZLeavesATablesResult(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=")
	// Table 2 plays boards 4–6 in round 1.
	if _, err := e.sess.EnterFromTable(club.TableEntry{Table: 2, Round: 1, ClientID: "p"}, 4, "3NTS=", nil); err != nil {
		t.Fatal(err)
	}
	d.settle()
	d.shortcut(shortcutUndo)
	has := func(board int) bool {
		rows, err := e.sess.Rows(board)
		if err != nil {
			t.Fatal(err)
		}
		return rows[0].Entered != nil
	}
	if has(1) || !has(4) {
		t.Fatalf("after Ctrl+Z board 1 entered %v, board 4 %v: want the director's board 1 undone, the table's board 4 kept", has(1), has(4))
	}
	tapHistoryButton := func(label string) {
		t.Helper()
		d.shortcut(shortcutH)
		var buttons []*widget.Button
		visit(d.canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
			if b, ok := o.(*widget.Button); ok && b.Text == label {
				buttons = append(buttons, b)
			}
			return true
		})
		if len(buttons) != 1 {
			t.Fatalf("the history has %d %q buttons, want one, beside the table's result", len(buttons), label)
		}
		screenshot(t, d.w, "history-table-"+strings.ToLower(label)+".png")
		test.Tap(buttons[0])
		d.settle()
	}
	tapHistoryButton("Undo")
	if has(4) {
		t.Errorf("the history's Undo left the table's board 4")
	}
	tapHistoryButton("Redo")
	if !has(4) {
		t.Errorf("the history's Redo did not put back the table's board 4")
	}
}
