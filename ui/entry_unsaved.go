package ui

import (
	"fmt"
	"strings"
)

// What is typed in a line's field is saved by Enter alone (twice over a
// different result). When the cursor leaves a line holding something
// else, or the page is laid out again, the field is put back to what the
// line holds and the status line says what was not saved: a correction
// is never dropped without a word, and a field never shows beside the
// score a result that is not the one saved.

// unsaved says, in words for the status line, what is typed in a line's
// field and not saved; "" when the field holds what the line holds.
func (e *entryScreen) unsaved(rv *rowView) string {
	typed := strings.TrimSpace(rv.result.Text)
	where := fmt.Sprintf("Board %d, %s v %s", rv.row.Board, rv.row.NS, rv.row.EW)
	saved := rv.row.Entered
	switch {
	case saved == nil && typed == "":
		return ""
	case saved == nil:
		return fmt.Sprintf("%s: %s was not saved (Enter saves a result); the line is still empty.", where, typed)
	case typed == "":
		return fmt.Sprintf("%s: the result was not deleted; the line still holds %s (Ctrl+Delete deletes it).", where, saved.Describe())
	}
	if old, err := e.sess.Replaces(rv.row.Board, rv.row, typed); err == nil && old == "" {
		return ""
	}
	return fmt.Sprintf("%s: %s was not saved; the line still holds %s (a different result is saved by Enter twice).", where, typed, saved.Describe())
}

// leaveLine puts the line under the cursor back to what it holds, as the
// cursor leaves it, and says what was typed there and not saved.
func (e *entryScreen) leaveLine() string {
	if e.current < 0 || e.current >= len(e.rows) {
		return ""
	}
	rv := e.rows[e.current]
	msg := e.unsaved(rv)
	if msg == "" && e.replacing == nil {
		if rv.row.Entered != nil && rv.result.Text != "" {
			// The same result typed another way: shown as saved.
			e.showSaved(rv)
		}
		return ""
	}
	e.putBack(rv)
	return msg
}

// putBack shows a line as saved, with the warnings it has and without the
// question a different result typed over it asked.
func (e *entryScreen) putBack(rv *rowView) {
	e.replacing = nil
	e.showSaved(rv)
	e.setNote(rv, "")
	e.recheck()
}

// sayDropped tells the director, once the cursor has arrived on a page
// laid out again, what the page left did not keep, before what the status
// line says of the new one.
func (e *entryScreen) sayDropped() {
	if e.dropped == "" {
		return
	}
	msg := e.dropped
	e.dropped = ""
	e.status.SetText(msg + " " + e.status.Text)
}

// clicked moves the cursor to a line the director clicked, leaving the
// line it was on as the keys do.
func (e *entryScreen) clicked(i int, rv *rowView) {
	if i == e.current || i >= len(e.rows) || e.rows[i] != rv {
		return
	}
	msg := e.leaveLine()
	e.current = i
	e.showSeated()
	if msg != "" {
		e.status.SetText(msg)
	}
}

// typing is what the director is typing on a line when another door's
// change lays the page out again.
type typing struct {
	board  int
	ns, ew string
	text   string
}

// typingNow is what is typed and not saved on the line under the cursor;
// ok is false when nothing is.
func (e *entryScreen) typingNow() (typing, bool) {
	if e.current < 0 || e.current >= len(e.rows) {
		return typing{}, false
	}
	rv := e.rows[e.current]
	// What the field shows as saved is not typing, whatever the change
	// now arriving has saved there: it is read against the line as
	// shown, not as the session now holds it.
	if strings.TrimSpace(rv.result.Text) == rv.shown || e.unsaved(rv) == "" {
		return typing{}, false
	}
	return typing{rv.row.Board, rv.row.NS, rv.row.EW, rv.result.Text}, true
}

// keepTyping puts back on its line, laid out again, what the director was
// typing there: a table's result arriving never takes it away.
func (e *entryScreen) keepTyping(t typing) {
	e.dropped = ""
	for i, rv := range e.rows {
		if rv.row.Board == t.board && rv.row.NS == t.ns && rv.row.EW == t.ew {
			e.current = i
			rv.result.SetText(t.text)
			e.w.win.Canvas().Focus(rv.result)
			rv.result.CursorColumn = len([]rune(t.text))
			rv.result.Refresh()
			return
		}
	}
}
