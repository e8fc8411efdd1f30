package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// openLate opens the late-changes dialog from the keyboard.
func openLate(d *director) {
	d.t.Helper()
	d.shortcut(shortcutK)
	if d.w.dialog == nil {
		d.t.Fatal("the late-changes dialog did not open")
	}
	if _, ok := d.canvas().Focused().(*choiceList); !ok {
		d.t.Fatalf("the dialog should open with the list of changes focused, not %T", d.canvas().Focused())
	}
}

// dialogLabel finds the label of the open dialog whose text starts so.
func dialogLabel(c fyne.Canvas, prefix string) *widget.Label {
	var found *widget.Label
	if top := c.Overlays().Top(); top != nil {
		visit(top, func(o fyne.CanvasObject) bool {
			if l, ok := o.(*widget.Label); ok && found == nil && strings.HasPrefix(l.Text, prefix) {
				found = l
			}
			return found == nil
		})
	}
	return found
}

// rowsOf lists the rows on screen as "round NS EW".
func rowsOf(e *entryScreen) []club.Row {
	out := make([]club.Row, len(e.rows))
	for i, rv := range e.rows {
		out[i] = rv.row
	}
	return out
}

func TestLateChangesFromTheKeyboard(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.AddPlayer("Bob Jones", ""); err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "late", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	w := d.w
	w.openSession(id)
	e := w.entry
	if n := len(e.rows); n != 4 {
		t.Fatalf("board 1 of a 4½-table Mitchell has %d rows, want 4 (one sit-out)", n)
	}

	// A late pair arrives before play: Enter on the first change goes to
	// the names; Enter in a field makes the change.
	openLate(d)
	d.press(fyne.KeyReturn)
	d.typeText("Ann")
	d.tab()
	// The club's players are offered: → takes "Bob Jones".
	d.typeText("Bo")
	d.press(fyne.KeyRight)
	d.press(fyne.KeyReturn)
	if w.dialog == nil || dialogLabel(d.canvas(), "Late pair 5NS plays from round 1") == nil {
		t.Fatalf("the change should be reported with the movement's check (status %q)", e.status.Text)
	}
	if dialogLabel(d.canvas(), "Late pair 5NS plays from round 1.\n\nThe movement checks out") == nil {
		t.Errorf("a full 5-table Mitchell should check out without warnings")
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.dialog != nil {
		t.Fatal("Escape should close the report")
	}
	rows := rowsOf(e)
	if len(rows) != 5 {
		t.Fatalf("board 1 has %d rows after the late pair, want 5", len(rows))
	}
	late := -1
	for i, r := range rows {
		if r.NS == "5NS" {
			late = i
		}
	}
	if late < 0 || !strings.Contains(e.rows[late].ns.Full(), "Ann & Bob Jones") {
		t.Fatalf("no row of board 1 shows the late pair 5NS Ann & Bob Jones: %v", rows)
	}
	if !strings.Contains(e.status.Text, "Late pair 5NS") {
		t.Errorf("status %q", e.status.Text)
	}

	// A pair leaves from round 4: find a board it would have played then.
	leaver, board := "3EW", 0
	for _, b := range e.sess.Boards() {
		rs, _ := e.sess.Rows(b)
		for _, r := range rs {
			if r.EW == leaver && r.Round == 4 {
				board = b
			}
		}
	}
	if board == 0 {
		t.Fatal("3EW plays no board in round 4")
	}
	e.gotoBoardText(strconv.Itoa(board))
	before := len(e.rows)

	openLate(d)
	d.press(fyne.KeyDown)
	d.press(fyne.KeyReturn)
	d.typeText(leaver)
	d.tab()
	// The round field holds the next round to play (1); Down steps on.
	for range 3 {
		d.press(fyne.KeyDown)
	}
	d.press(fyne.KeyReturn)
	if dialogLabel(d.canvas(), "Pair 3EW leaves from round 4") == nil {
		t.Fatalf("pair leaving not reported (status %q)", e.status.Text)
	}
	if dialogLabel(d.canvas(), "Pair 3EW leaves from round 4.\n\nThe movement's check:\n• Warning: ") == nil {
		t.Errorf("the report should give the movement's warnings (3EW plays too few boards)")
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if got := len(e.rows); got != before-1 {
		t.Errorf("board %d shows %d rows after 3EW left, want %d", board, got, before-1)
	}
	for _, r := range rowsOf(e) {
		if (r.NS == leaver || r.EW == leaver) && r.Round >= 4 {
			t.Errorf("board %d still has a row for 3EW in round %d", board, r.Round)
		}
	}
	// Ctrl+Z brings the pair back; Ctrl+Shift+Z takes it out again.
	d.shortcut(shortcutUndo)
	if got := len(e.rows); got != before || !strings.HasPrefix(e.status.Text, "Undone: pair 3 EW leaves from round 4") {
		t.Errorf("after undo board %d shows %d rows, want %d (status %q)", board, got, before, e.status.Text)
	}
	d.shortcut(shortcutRedo)
	if got := len(e.rows); got != before-1 {
		t.Errorf("after redo board %d shows %d rows, want %d", board, got, before-1)
	}

	// A refused change keeps the dialog open with the reason.
	openLate(d)
	d.press(fyne.KeyDown)
	d.press(fyne.KeyReturn)
	d.typeText("2NS")
	d.tab()
	d.press(fyne.KeyUp) // round 1: 2NS would never play
	d.press(fyne.KeyReturn)
	if w.dialog == nil {
		t.Fatal("a refused change closed the dialog")
	}
	if l := dialogLabel(d.canvas(), "Not changed: "); l == nil || !strings.Contains(l.Text, "never plays") {
		t.Errorf("the reason should be shown in the dialog")
	}
	d.press(fyne.KeyEscape)
	if w.dialog != nil {
		t.Error("Escape in a field should close the dialog")
	}
}
