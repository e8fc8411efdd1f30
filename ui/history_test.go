package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
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
