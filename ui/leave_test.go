package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"bridgescore/scoring"
)

// Ctrl+Q, Ctrl+W and going to the list ask about a result typed and not
// entered: Escape stays with it typed, Enter enters it and goes on, and
// the other button goes on without it.
func TestLeavingAsksAboutATypedResult(t *testing.T) {
	for _, c := range []struct {
		name string
		key  fyne.Shortcut
	}{{"quit", shortcutQ}, {"close the session", shortcutW}, {"go to the session list", shortcutO}} {
		t.Run(c.name, func(t *testing.T) {
			d, e, _ := openMitchell(t, 1200)
			d.typeText("4SN+1")
			d.shortcut(c.key)
			_, ok := d.w.dialog.(*dialog.ConfirmDialog)
			if !ok || d.w.entry != e || !containsText(overlayTexts(d.canvas()), "4SN+1 is typed and not entered") {
				t.Fatalf("%s went ahead without asking about the typed result: %v", c.name, overlayTexts(d.canvas()))
			}
			d.shot("typed-not-entered")
			// Escape: still typing, on the same line.
			d.w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if d.w.entry != e || e.rows[0].result.Text != "4SN+1" || d.focusedRow(e) != 0 {
				t.Fatalf("Escape should stay with 4SN+1 typed on line 1: entry %v, field %q, line %d", d.w.entry != nil, e.rows[0].result.Text, d.focusedRow(e)+1)
			}
			// Enter: entered, then gone.
			d.shortcut(c.key)
			d.w.dialog.(*dialog.ConfirmDialog).Confirm()
			d.settle()
			if d.w.entry == e {
				t.Fatalf("after entering the result the window should %s", c.name)
			}
			s, err := d.w.desk.Open(e.sess.ID())
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			rows, _ := s.Rows(1)
			if rows[0].Entered == nil || scoring.EntryText(*rows[0].Entered) != "4SN+1" {
				t.Errorf("the typed result was not entered: %v", rows[0].Entered)
			}
		})
	}
}

func TestLeavingWithoutEnteringTheTypedResult(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.typeText("4SN+1")
	d.shortcut(shortcutW)
	var without *widget.Button
	for _, o := range test.LaidOutObjects(d.canvas().Overlays().Top()) {
		if b, ok := o.(*widget.Button); ok && strings.HasSuffix(b.Text, "without entering it") {
			without = b
		}
	}
	if without == nil {
		t.Fatal("no button to go on without entering it")
	}
	test.Tap(without)
	if d.w.entry != nil {
		t.Fatal("the session should be closed")
	}
	s, _ := d.w.desk.Open(e.sess.ID())
	defer s.Close()
	if rows, _ := s.Rows(1); rows[0].Entered != nil {
		t.Errorf("the result was entered: %v", rows[0].Entered)
	}
}

// Nothing typed: nothing asked.
func TestLeavingWithNothingTypedAsksNothing(t *testing.T) {
	d, _, _ := openMitchell(t, 1200)
	d.enterAll("4SN=")
	d.shortcut(shortcutW)
	if d.w.dialog != nil || d.w.entry != nil {
		t.Errorf("closing with every result entered asked %v", overlayTexts(d.canvas()))
	}
}

// The wizard with a session's name typed asks before quitting.
func TestQuittingTheWizardAsks(t *testing.T) {
	d := newTestWindow(t, openTestDB(t))
	d.shortcut(shortcutN)
	d.typeText("Tuesday pairs")
	d.shortcut(shortcutQ)
	if _, ok := d.w.dialog.(*dialog.ConfirmDialog); !ok || d.w.wizard == nil {
		t.Fatalf("quitting the wizard with a name typed did not ask")
	}
	if !containsText(overlayTexts(d.canvas()), `"Tuesday pairs" is not created yet`) {
		t.Errorf("the question: %v", overlayTexts(d.canvas()))
	}
}
