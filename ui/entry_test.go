package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// openMitchell opens a new 5-table Mitchell of 3 boards a round in the
// window, ready for entry.
func openMitchell(t *testing.T, width float32) (*director, *entryScreen, int64) {
	t.Helper()
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "entry", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(width, 800))
	d.w.openSession(id)
	return d, d.w.entry, id
}

func (d *director) enterAll(texts ...string) {
	for _, text := range texts {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
}

func (d *director) focusedRow(e *entryScreen) int {
	for i, rv := range e.rows {
		if d.canvas().Focused() == rv.result {
			return i
		}
	}
	return -1
}

// Undo puts the cursor on the line it changed, turning to its board, so
// the next result typed lands on that line and not the one below.
func TestUndoGoesToTheLineChanged(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "3NTS-3")
	if d.focusedRow(e) != 3 {
		t.Fatalf("after three lines the cursor should be on line 4, on %d", d.focusedRow(e)+1)
	}
	d.shortcut(shortcutUndo)
	if d.focusedRow(e) != 2 || e.current != 2 || e.rows[2].row.Entered != nil || e.rows[2].result.Text != "" {
		t.Fatalf("undo of line 3 should leave the cursor on an empty line 3, on line %d (%q)", d.focusedRow(e)+1, e.status.Text)
	}
	d.enterAll("3NTS=")
	if r := e.rows[2].row.Entered; r == nil || r.Score != 400 {
		t.Fatalf("the result typed after undo should be on line 3: %+v", r)
	}
	if e.rows[3].row.Entered != nil {
		t.Fatalf("line 4 should still be empty")
	}
	// Undo of a line on another board turns to that board.
	d.press(fyne.KeyPageDown)
	d.press(fyne.KeyPageDown)
	if e.currentBoard() != 3 {
		t.Fatalf("on board %d, want 3", e.currentBoard())
	}
	d.shortcut(shortcutUndo)
	if e.currentBoard() != 1 || d.focusedRow(e) != 2 || e.rows[2].row.Entered != nil {
		t.Fatalf("undo of board 1 line 3 should show board 1 with the cursor on line 3: board %d, line %d", e.currentBoard(), d.focusedRow(e)+1)
	}
	// Redo from elsewhere comes back to the line too, in the by-round view
	// at its table's round.
	d.press(fyne.KeyPageDown)
	d.shortcut(shortcutR)
	d.shortcut(shortcutRedo)
	r := e.rows[e.current].row
	if r.Board != 1 || r.Round != e.rows[2].row.Round || r.Entered == nil || r.Entered.Score != 400 || d.focusedRow(e) != e.current {
		t.Errorf("redo should show board 1's line 3 in its round: %+v (%s)", r, e.status.Text)
	}
}

// A different result typed over a saved one needs a second Enter; the
// same result passes over the line; a complete board says so.
func TestReplacingAResultAsksFirst(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "3NTS=", "4SN-1", "PASS")
	if e.currentBoard() != 2 {
		t.Fatalf("on board %d, want 2", e.currentBoard())
	}
	d.press(fyne.KeyPageUp)
	if !strings.Contains(e.status.Text, "Board 1 is complete") {
		t.Errorf("turning to a full board should say so: %q", e.status.Text)
	}
	if d.focusedRow(e) != 0 {
		t.Fatalf("cursor on line %d", d.focusedRow(e)+1)
	}
	// Typing board 2's traveller here: the first line is stopped.
	d.enterAll("2HE=")
	if got := scoring.EntryText(*e.rows[0].row.Entered); got != "4SN=" || d.focusedRow(e) != 0 {
		t.Fatalf("one Enter replaced the saved 4SN= with %s (cursor on line %d)", got, d.focusedRow(e)+1)
	}
	if !strings.Contains(e.rows[0].note.Text, "replaces 4♠") || !strings.Contains(e.rows[0].note.Text, "Enter again") {
		t.Errorf("the line should say what would be replaced: %q", e.rows[0].note.Text)
	}
	// Escape keeps the saved result.
	d.press(fyne.KeyEscape)
	if e.rows[0].result.Text != "4SN=" || e.rows[0].note.Visible() {
		t.Errorf("Escape should put back 4SN= and drop the question: %q, note %q", e.rows[0].result.Text, e.rows[0].note.Text)
	}
	// Asked again, and confirmed.
	d.typeText("2HE=")
	d.press(fyne.KeyReturn)
	d.press(fyne.KeyReturn)
	// The board holds no line still to type: on to the next board's.
	if e.currentBoard() != 2 || d.focusedRow(e) != 0 {
		t.Fatalf("the second Enter should replace the line and go on to the line still to type: board %d, line %d", e.currentBoard(), d.focusedRow(e)+1)
	}
	d.press(fyne.KeyPageUp)
	if got := scoring.EntryText(*e.rows[0].row.Entered); got != "2HE=" {
		t.Fatalf("the second Enter should replace the line: %s", got)
	}
	d.press(fyne.KeyDown)
	// The replaced line shows its new score at once, and the question is
	// answered: no warning is left under it.
	if score := richString(e.rows[0].score); !strings.Contains(score, "2♥ by E") {
		t.Errorf("after the replacement the Score column shows %q", score)
	}
	if e.rows[0].note.Visible() && strings.Contains(e.rows[0].note.Text, "replaces") {
		t.Errorf("after the replacement the line still asks: %q", e.rows[0].note.Text)
	}
	// The same result in other words is not a change: Enter moves on.
	d.enterAll("4S N 11")
	if d.focusedRow(e) != 2 || scoring.EntryText(*e.rows[1].row.Entered) != "4SN+1" {
		t.Errorf("retyping the saved result should move on without asking: line %d, %q", d.focusedRow(e)+1, e.status.Text)
	}
	// Enter on a line as it is moves on, as when checking a traveller.
	d.press(fyne.KeyReturn)
	if d.focusedRow(e) != 3 {
		t.Errorf("Enter on a saved line should move on, on line %d", d.focusedRow(e)+1)
	}
}

// A warning under a line pushes the next line down rather than covering it,
// even when it wraps.
func TestWarningNoteDoesNotCoverTheNextLine(t *testing.T) {
	d, e, _ := openMitchell(t, 700)
	d.enterAll("4SN=", "4SN=")
	d.typeText("4SE=")
	d.press(fyne.KeyReturn)
	note := e.rows[2].note
	if !note.Visible() || !strings.Contains(note.Text, "declared by E") {
		t.Fatalf("4SE= after two 4SN= should warn: %q", note.Text)
	}
	e.focusRow(2)
	d.typeText("3NTE=")
	d.press(fyne.KeyReturn) // asks before replacing
	d.press(fyne.KeyReturn)
	for i, rv := range e.rows[:len(e.rows)-1] {
		if !rv.note.Visible() {
			continue
		}
		box := e.rowsBox.Objects[i]
		next := e.rowsBox.Objects[i+1]
		bottom := box.Position().Y + rv.note.Position().Y + rv.note.Size().Height
		if rv.note.Size().Height < rv.note.MinSize().Height || bottom > next.Position().Y {
			t.Errorf("line %d's note (%q) is %v high, needs %v, and ends at %v, over line %d at %v",
				i+1, rv.note.Text, rv.note.Size().Height, rv.note.MinSize().Height, bottom, i+2, next.Position().Y)
		}
	}
}

// A warning lasts: a slip on a board's last line keeps the board on screen
// until the director goes on, and the warnings are there again on coming
// back to the board. A line entered before the field is in is warned of
// once the others are.
func TestWarningsLast(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN=", "4SN=", "4SN=", "4SE=")
	if e.currentBoard() != 1 || d.focusedRow(e) != 4 {
		t.Fatalf("a warning on the last line should keep board 1 on screen: board %d, line %d", e.currentBoard(), d.focusedRow(e)+1)
	}
	if !e.rows[4].note.Visible() || !strings.Contains(e.status.Text, "Enter again") {
		t.Errorf("the last line's warning should be shown: note %q, status %q", e.rows[4].note.Text, e.status.Text)
	}
	d.press(fyne.KeyReturn)
	if e.currentBoard() != 2 {
		t.Fatalf("Enter again should go on to board 2, on %d", e.currentBoard())
	}
	d.enterAll("4SE=", "4SN=", "4SN=")
	if !e.rows[0].note.Visible() || !strings.Contains(e.rows[0].note.Text, "declared by E") {
		t.Errorf("board 2 line 1's 4SE= should be questioned once two 4SN= are in: %q", e.rows[0].note.Text)
	}
	d.press(fyne.KeyPageUp)
	if !e.rows[4].note.Visible() || !strings.Contains(e.rows[4].note.Text, "declared by E") {
		t.Errorf("back on board 1, line 5's warning should be shown again: %q", e.rows[4].note.Text)
	}
	if e.rows[1].note.Visible() {
		t.Errorf("line 2 has nothing to warn of: %q", e.rows[1].note.Text)
	}
}

// After an entry is refused, what is typed next replaces it.
func TestRetypingAfterARefusedEntry(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("8S=N")
	if e.rows[0].row.Entered != nil || !e.rows[0].note.Visible() {
		t.Fatalf("8S=N should be refused with the reason shown")
	}
	d.typeText("3HW-1")
	if got := e.rows[0].result.Text; got != "3HW-1" {
		t.Fatalf("retyping after a refused entry: field holds %q, want 3HW-1", got)
	}
	if e.rows[0].note.Visible() {
		t.Errorf("the reason for refusing 8S=N should go once the entry is retyped: %q", e.rows[0].note.Text)
	}
	d.press(fyne.KeyReturn)
	if e.rows[0].row.Entered == nil || e.rows[0].note.Visible() || d.focusedRow(e) != 1 {
		t.Errorf("3HW-1 should be saved and the reason gone: note %q", e.rows[0].note.Text)
	}
}

// Ctrl+G: the number typed replaces the board shown, and a jump that
// works clears the message about one that did not.
func TestGoToBoardReplacesTheNumber(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.shortcut(shortcutG)
	d.typeText("99")
	d.press(fyne.KeyReturn)
	if !strings.Contains(e.status.Text, "no board") {
		t.Fatalf("board 99 should be refused in words: %q", e.status.Text)
	}
	d.shortcut(shortcutG)
	d.typeText("7")
	if got := e.board.Text; got != "7" {
		t.Fatalf("Ctrl+G then 7: the board field holds %q", got)
	}
	d.press(fyne.KeyReturn)
	if e.currentBoard() != 7 || d.focusedRow(e) != 0 {
		t.Fatalf("on board %d, cursor on line %d", e.currentBoard(), d.focusedRow(e)+1)
	}
	if strings.Contains(e.status.Text, "no board") {
		t.Errorf("the old refusal is still shown: %q", e.status.Text)
	}
}

// A session opened again goes to where entry stopped.
func TestOpeningASessionResumesEntry(t *testing.T) {
	d, e, id := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "3NTS=", "4SN-1", "PASS", "3NTN=", "3NTN+1")
	if e.currentBoard() != 2 {
		t.Fatalf("on board %d", e.currentBoard())
	}
	d.shortcut(shortcutO)
	d.w.openSession(id)
	e = d.w.entry
	if e.currentBoard() != 2 || d.focusedRow(e) != 2 {
		t.Errorf("opened again on board %d line %d, want board 2 line 3", e.currentBoard(), d.focusedRow(e)+1)
	}
}

// richString is a score cell's words.
func richString(r *scoreText) string { return r.RichText.String() }

// At 1024×768, the smallest club laptop, the standings show every column
// whole beside the traveller, and the traveller's Score column has room
// for a full result; in a wide window the names get the room.
func TestFitsASmallLaptop(t *testing.T) {
	for _, width := range []float32{1024, 1366, 1920} {
		d, e, _ := openMitchell(t, width)
		d.enterAll("3NTN+1", "3NTN+1")
		d.w.win.Resize(fyne.NewSize(width, 700))
		panel := e.standings.content
		cols := e.standings.gaps()
		for c, w := range e.standings.widths {
			if c == 2 {
				w = e.standings.namesW
			}
			cols += w
		}
		if cols > panel.Size().Width {
			t.Errorf("%v wide: the standings' columns need %v, the panel is %v", width, cols, panel.Size().Width)
		}
		if panel.Position().X+panel.Size().Width > width+1 {
			t.Errorf("%v wide: the standings run off the window", width)
		}
		score := e.rows[0].score
		// The text and the rich text's padding on either side.
		need := fyne.MeasureText("+430  3NT by N, 10 tricks", theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
		if score.Size().Width < need {
			t.Errorf("%v wide: the Score column is %v, a result needs %v", width, score.Size().Width, need)
		}
		if width >= 1920 && e.standings.namesW < 200 {
			t.Errorf("%v wide: names get only %v", width, e.standings.namesW)
		}
	}
}
