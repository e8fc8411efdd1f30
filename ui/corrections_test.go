package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"bridgescore/scoring"
)

// drawn is the text a widget draws, as its renderer holds it: what the
// director sees, not what the widget was told.
func drawn(o fyne.CanvasObject) string {
	var out []string
	visit(o, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*canvas.Text); ok {
			out = append(out, t.Text)
		}
		return true
	})
	return strings.Join(out, "")
}

// A correction confirmed with the second Enter shows at once in the Score
// column, without leaving the board.
func TestCorrectionShowsAtOnce(t *testing.T) {
	d, e, _ := openMitchell(t, 1024)
	d.enterAll("4SW=")
	if got := drawn(e.rows[0].score); !strings.Contains(got, "−420") {
		t.Fatalf("the first result should be drawn: %q", got)
	}
	d.press(fyne.KeyUp)
	d.enterAll("4SN=")
	d.press(fyne.KeyReturn)
	if r := e.rows[0].row.Entered; r == nil || r.Score != 420 {
		t.Fatalf("the correction should be saved: %+v (%s)", r, e.status.Text)
	}
	if got := drawn(e.rows[0].score); !strings.Contains(got, "+420") || strings.Contains(got, "−420") {
		t.Errorf("the Score column should show the correction: %q", got)
	}
}

// A correction left with a key that moves, instead of the second Enter,
// is put back to what the line holds and the status line says it was not
// saved: never dropped without a word, never shown beside the old score.
func TestCorrectionLeftUnsavedIsSaid(t *testing.T) {
	keys := []struct {
		name string
		key  fyne.KeyName
		// board is the board the key leads to.
		board int
	}{
		{"Up", fyne.KeyUp, 1},
		{"Down", fyne.KeyDown, 1},
		{"Page Down", fyne.KeyPageDown, 2},
	}
	for _, k := range keys {
		for _, confirmAsked := range []bool{false, true} {
			d, e, _ := openMitchell(t, 1024)
			d.enterAll("2HN=", "4SW=", "3NTN=")
			d.press(fyne.KeyUp)
			d.press(fyne.KeyUp)
			d.typeText("4SN=")
			if confirmAsked {
				d.press(fyne.KeyReturn)
			}
			d.press(k.key)
			if e.currentBoard() != k.board {
				t.Fatalf("%s: on board %d, want %d", k.name, e.currentBoard(), k.board)
			}
			for _, want := range []string{"4SN= was not saved", "still holds 4♠ by W"} {
				if !strings.Contains(e.status.Text, want) {
					t.Errorf("%s (Enter first: %v): the status line should say %q: %q", k.name, confirmAsked, want, e.status.Text)
				}
			}
			if k.board == 1 {
				if got := e.rows[1].result.Text; got != "4SW=" {
					t.Errorf("%s: the field should be put back to 4SW=, holds %q", k.name, got)
				}
				if e.rows[1].note.Visible() {
					t.Errorf("%s: the question should go with the correction: %q", k.name, e.rows[1].note.Text)
				}
			}
			if k.board != 1 {
				d.press(fyne.KeyPageUp)
			}
			if got := scoring.EntryText(*e.rows[1].row.Entered); got != "4SW=" || e.rows[1].result.Text != "4SW=" {
				t.Errorf("%s: the line should still hold 4SW=: saved %s, shown %q", k.name, got, e.rows[0].result.Text)
			}
		}
	}
}

// A result typed on an empty line and left without Enter is said too; the
// same result typed another way is no loss and says nothing.
func TestUnsavedTypingOnAnEmptyLine(t *testing.T) {
	d, e, _ := openMitchell(t, 1024)
	d.typeText("3NTS=")
	d.press(fyne.KeyDown)
	if !strings.Contains(e.status.Text, "3NTS= was not saved") || e.rows[0].result.Text != "" {
		t.Errorf("typing left on an empty line: status %q, field %q", e.status.Text, e.rows[0].result.Text)
	}
	d.press(fyne.KeyUp)
	d.enterAll("3NTS=")
	d.press(fyne.KeyUp)
	e.status.SetText("")
	d.typeText("3nt s =")
	d.press(fyne.KeyDown)
	if e.status.Text != "" || e.rows[0].result.Text != "3NTS=" {
		t.Errorf("the same result typed another way is no loss: status %q, field %q", e.status.Text, e.rows[0].result.Text)
	}
}

// A result arriving from another door (a table's phone) while the
// director is typing leaves what is typed in place.
func TestTypingSurvivesAResultFromElsewhere(t *testing.T) {
	d, e, _ := openMitchell(t, 1024)
	d.enterAll("4SW=")
	d.typeText("3NTS")
	other, err := d.w.desk.Open(e.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	row := e.rows[2].row
	if _, err := other.Enter(row.Board, row, "PASS"); err != nil {
		t.Fatal(err)
	}
	d.settle()
	if e.rows[2].row.Entered == nil {
		t.Fatalf("the other door's result should be on screen")
	}
	if got := e.rows[1].result.Text; got != "3NTS" || d.focusedRow(e) != 1 {
		t.Errorf("what the director was typing should stay on line 2: %q, cursor on line %d", got, d.focusedRow(e)+1)
	}
}

// The standings show from the first result, saying they are provisional
// until the last result is in.
func TestStandingsFromTheFirstResult(t *testing.T) {
	d, e, _ := openMitchell(t, 1024)
	p := e.standings
	if p.last != nil || p.progress.Visible() {
		t.Fatalf("no standings before a result: %v, %q", p.last != nil, p.progress.Text)
	}
	d.enterAll("4SN=")
	if p.last == nil || len(p.rows) == 0 {
		t.Fatalf("the first result should show standings: %q", p.hint.Text)
	}
	if !p.progress.Visible() || p.progress.Text != "Provisional: 1 of 75 results — the places may change." {
		t.Errorf("the standings should say they are provisional: %v %q", p.progress.Visible(), p.progress.Text)
	}
	for b := 0; b < 15; b++ {
		for range e.rows {
			d.enterAll("3NTS=")
		}
	}
	if !e.sess.Info().Complete {
		t.Fatalf("the session should be complete: %d lines", e.sess.Entered())
	}
	if p.progress.Visible() {
		t.Errorf("complete standings are not provisional: %q", p.progress.Text)
	}
}
