package ui

// Saving what the director types: a result accepted, refused or asked
// about again, a line cleared, undo and redo, and the page read again.

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// accept saves what is typed in row i. An entry that cannot be understood
// stays in the field with the reason beside it and nothing else changes.
func (e *entryScreen) accept(i int) {
	e.enter(i, e.rows[i].result.Text)
}

func (e *entryScreen) enter(i int, text string) bool {
	if i < 0 || i >= len(e.rows) {
		return false
	}
	rv := e.rows[i]
	e.current = i
	if strings.TrimSpace(text) == "" {
		// Enter on an empty line stays there: a director pressing it to
		// step over a line the phones filled would otherwise land one
		// line further than meant, and type every result after it on the
		// wrong line. Down passes over a line.
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s: nothing typed. Type its result, or Down to leave the line for later.", rv.row.Board, e.sess.SideWords(rv.row.NS), e.sess.SideWords(rv.row.EW)))
		return false
	}
	loc, err := e.sess.Locate(rv.row.Board, rv.row, text)
	if err != nil {
		e.reject(rv, err)
		return false
	}
	if loc.Moved {
		return e.enterElsewhere(i, loc)
	}
	text = loc.Result
	b := rv.row.Board
	want := pendingReplace{b, rv.row.NS, rv.row.EW, strings.TrimSpace(text)}
	got, err := e.sess.EnterTyped(b, rv.row, club.Typed{Text: text, Replace: e.replacing != nil && *e.replacing == want})
	var replaces *club.ReplacesError
	switch {
	case errors.As(err, &replaces):
		// A complete traveller typed onto the wrong board would
		// otherwise overwrite it line by line without a word.
		old := replaces.Old.Describe()
		e.replacing = &want
		e.setNote(rv, replaceQuestion(rv.row, old))
		holds := "already holds " + old
		if rv.row.Source != "" {
			holds = fmt.Sprintf("holds %s, sent by the phone at %s", old, rv.row.Source)
		}
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s %s. Press Enter again to replace it with %s, or Escape to keep it.",
			b, rv.row.NS, rv.row.EW, holds, want.text))
		e.w.win.Canvas().Focus(rv.result)
		return false
	case err != nil:
		e.reject(rv, err)
		return false
	case got.Unchanged:
		// The line already holds this result: nothing to save, as when
		// checking a traveller line by line.
		line := got.Line
		rv.row.Entered = &line
		e.replacing = nil
		e.showSaved(rv)
		// Checking a traveller line by line: on to the next line.
		e.advanceOne(i)
		return false
	}
	e.replacing = nil
	line := got.Line
	rv.row.Entered = &line
	rv.row.Source = ""
	e.showSaved(rv)
	// Other lines may look different now that this one is in.
	e.recheck()
	// A replacement the director has just confirmed is said in the status
	// line; the note under the line is for what still needs a look.
	check := got.Warnings
	saved := "saved"
	if got.Replaced != nil {
		saved = "saved in place of " + got.Replaced.Describe()
	}
	if len(check) > 0 {
		e.setNote(rv, "⚠ "+strings.Join(check, "; "))
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s %s. Check: %s", b, e.sess.SideWords(rv.row.NS), e.sess.SideWords(rv.row.EW), saved, strings.Join(check, "; ")))
	} else {
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s %s: %s", b, e.sess.SideWords(rv.row.NS), e.sess.SideWords(rv.row.EW), saved, line.Describe()))
	}
	e.standings.refresh()
	if len(e.sess.Warnings(b, rv.row)) > 0 && i+1 >= len(e.rows) && !e.lastPage() {
		// A warning on a board's last line would go with the board: stay
		// until the director has seen it.
		e.status.SetText(e.status.Text + " — Enter again or Page Down goes on to the next board.")
		e.focusRow(i)
		return true
	}
	e.advance(i)
	return true
}

// reject leaves an entry that cannot be understood in its field, selected
// so that typing replaces it, with the reason beside it.
func (e *entryScreen) reject(rv *rowView, err error) {
	e.replacing = nil
	e.setNoteAs(rv, err.Error(), widget.DangerImportance)
	e.status.SetText(strings.TrimSpace(fmt.Sprintf("Board %d, %s v %s: not accepted — %v %s", rv.row.Board, e.sess.SideWords(rv.row.NS), e.sess.SideWords(rv.row.EW), err, afterRefusal(err))))
	e.w.win.Canvas().Focus(rv.result)
	rv.result.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// advance moves to the next line still to type after a result is saved
// on row i, passing over those the phones filled or typed already, and
// from the last of a board to the next board.
func (e *entryScreen) advance(i int) {
	if next := club.NextToType(e.pageRows(), i); next >= 0 {
		e.focusRow(next)
		return
	}
	e.advanceOne(len(e.rows) - 1)
}

// advanceOne moves to the line after row i, and from the last row of a
// board to the next board.
func (e *entryScreen) advanceOne(i int) {
	if i+1 < len(e.rows) {
		e.focusRow(i + 1)
		return
	}
	if !e.lastPage() {
		saved := e.status.Text
		e.stepBoard(1)
		if c := e.completeText(); c != "" {
			e.status.SetText(saved + " " + c)
		}
		return
	}
	e.focusRow(i)
}

// reload re-reads the board and the standings after a line is deleted.
func (e *entryScreen) reload() {
	e.reloadAt(club.Step{})
}

// reloadAt re-reads the session after undo or redo and shows the line the
// change touched, with the cursor on it, so that the next result typed
// goes where the director expects; a change of names stays on the line
// the cursor was on.
func (e *entryScreen) reloadAt(step club.Step) {
	if e.sectionShown != e.sess.Section() {
		// The change was in another section, which the session now
		// enters: the screen follows it.
		e.w.showSection(step)
		return
	}
	e.w.syncFieldItem(e.sess)
	// A session laid out from its lines gains or loses boards with them,
	// and an undone late change gives back or takes away tables to play.
	e.boards = e.sess.Boards()
	e.places = e.sess.Places()
	if e.placeIdx >= len(e.places) {
		e.placeIdx = max(0, len(e.places)-1)
	}
	cur := e.current
	if step.Board != 0 {
		e.pageOf(step)
	}
	e.showPage()
	e.standings.refresh()
	if step.Board != 0 {
		for i, rv := range e.rows {
			r := rv.row
			if r.Board == step.Board && ((r.NS == step.NS && r.EW == step.EW) || (r.NS == step.EW && r.EW == step.NS)) {
				e.focusRow(i)
				return
			}
		}
	}
	e.focusRow(cur)
}

// clearLine removes the current line's result, typed on the wrong line.
func (e *entryScreen) clearLine() {
	if e.current < 0 || e.current >= len(e.rows) {
		return
	}
	rv := e.rows[e.current]
	if rv.row.Entered == nil {
		e.status.SetText("This line has no result to delete.")
		return
	}
	if err := e.sess.Clear(rv.row.Board, rv.row); err != nil {
		e.w.showError("The result was not deleted", err)
		return
	}
	e.reload()
	e.status.SetText(fmt.Sprintf("Board %d, %s v %s: result deleted. Ctrl+Z brings it back.", rv.row.Board, e.sess.SideWords(rv.row.NS), e.sess.SideWords(rv.row.EW)))
}

func (e *entryScreen) undo() { e.step("undone", e.sess.Undo) }

func (e *entryScreen) redo() { e.step("redone", e.sess.Redo) }

// step undoes or redoes a change and shows the line it touched.
func (e *entryScreen) step(done string, f func() (club.Step, error)) {
	step, err := f()
	if err != nil {
		e.status.SetText("Nothing " + done + ": " + err.Error())
		return
	}
	e.reloadAt(step)
	// The change may have been in another section, whose screen is now
	// the window's.
	e.w.entry.status.SetText(strings.ToUpper(done[:1]) + done[1:] + ": " + step.What)
	e.w.entry.sayDropped()
}
