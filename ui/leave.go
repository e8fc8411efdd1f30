package ui

// Quit, close and switch ask first about what is typed and not entered:
// a result typed on a traveller line without Enter, a new session set
// up in the wizard and not yet created.

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// leaving does goOn, the window leaving what is on screen ("quit", "close
// the session"…), once the director has said what becomes of a result
// typed and not entered, or of a new session not yet created.
func (w *Window) leaving(doing string, goOn func()) {
	if e := w.entry; e != nil {
		if t, ok := e.typingNow(); ok {
			w.askTyped(e, t, doing, goOn)
			return
		}
	}
	if z := w.wizard; z != nil && z.typedSomething() {
		name := strings.TrimSpace(z.name.Text)
		what := "The new session is not created yet"
		if name != "" {
			what = fmt.Sprintf("The new session %q is not created yet", name)
		}
		w.showDialog(dialog.NewConfirm("Leave the new session", what+": "+doing+" and lose what is typed in it?", func(yes bool) {
			if yes {
				goOn()
			} else {
				z.focusFirst()
			}
		}, w.win))
		return
	}
	goOn()
}

// askTyped asks what becomes of a result typed and not entered: Enter (or
// the first button) enters it and goes on, the second button goes on
// without it, Escape stays.
func (w *Window) askTyped(e *entryScreen, t typing, doing string, goOn func()) {
	text := strings.TrimSpace(t.text)
	msg := fmt.Sprintf("Board %d, %s v %s: %s is typed and not entered.", t.board, t.ns, t.ew, text)
	for _, rv := range e.rows {
		if rv.row.Board == t.board && rv.row.NS == t.ns && rv.row.EW == t.ew && rv.row.Entered != nil {
			if old, err := e.sess.Replaces(t.board, rv.row, text); err == nil && old != "" {
				msg += " The line holds " + old + "; entering it replaces that."
			}
		}
	}
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	var d *dialog.ConfirmDialog
	discard := false
	without := widget.NewButton(strings.ToUpper(doing[:1])+doing[1:]+" without entering it", func() {
		discard = true
		d.Hide()
	})
	d = dialog.NewCustomConfirm("A result is not entered", "Enter it, then "+doing, "Stay (Esc)",
		container.NewVBox(label, container.NewHBox(without)), func(enter bool) {
			switch {
			case discard:
				e.putBackTyping(t)
				goOn()
			case !enter:
				e.keepTyping(t)
			case e.enterTyped(t):
				goOn()
			}
		}, w.win)
	d.Resize(fyne.NewSize(560, 220))
	w.showDialog(d)
}

// enterTyped enters a result typed and not entered, as Enter does and,
// over a different result, as its second Enter does: the director has
// said to. It says whether it was saved; a result refused stays typed,
// the reason beside it.
func (e *entryScreen) enterTyped(t typing) bool {
	for i, rv := range e.rows {
		if rv.row.Board != t.board || rv.row.NS != t.ns || rv.row.EW != t.ew {
			continue
		}
		e.current = i
		rv.result.SetText(t.text)
		e.replacing = &pendingReplace{t.board, t.ns, t.ew, strings.TrimSpace(t.text)}
		return e.enter(i, t.text)
	}
	return false
}

// putBackTyping drops a result typed and not entered, the line shown as
// saved again.
func (e *entryScreen) putBackTyping(t typing) {
	for _, rv := range e.rows {
		if rv.row.Board == t.board && rv.row.NS == t.ns && rv.row.EW == t.ew {
			e.putBack(rv)
		}
	}
}

// typedSomething says whether the wizard holds anything typed that
// leaving it would lose: a name for the session, or players' names.
func (z *wizard) typedSomething() bool {
	if strings.TrimSpace(z.name.Text) != "" {
		return true
	}
	for _, es := range z.names {
		for _, e := range es {
			if strings.TrimSpace(e.Text) != "" {
				return true
			}
		}
	}
	return false
}
