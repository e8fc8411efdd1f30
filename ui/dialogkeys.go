package ui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"bridgescore/fault"
)

// showError tells the director what went wrong in words; the error text is
// written by the packages to be read by a person. Enter or Escape closes
// it, as every dialog of the window.
func (w *Window) showError(what string, err error) {
	w.showErrorThen(what, err, nil)
}

// showErrorThen is showError, with what to do once the director has read
// it (then, nil for nothing more): ask again what was refused.
func (w *Window) showErrorThen(what string, err error, then func()) {
	w.shownError = err
	msg := fmt.Sprintf("%s.\n\n%v", what, err)
	if advice := afterRefusal(err); advice != "" {
		msg += "\n\n" + advice
	}
	w.showDialogThen(dialog.NewError(errors.New(msg), w.win), then)
}

// afterRefusal says what the director can do about a refusal, by its
// code: the one place the window reads the codes.
func afterRefusal(err error) string {
	switch fault.CodeOf(err) {
	case fault.Busy:
		return "Nothing was changed: try again in a moment."
	case fault.Internal:
		return "Nothing saved before was lost; if it happens again, note what you were doing."
	}
	return ""
}

// showDialog shows a dialog that Escape closes, and Enter closes or, for
// a confirmation, confirms.
func (w *Window) showDialog(d dialog.Dialog) { w.showDialogThen(d, nil) }

// showDialogThen is showDialog with what to do once the dialog is closed
// (then, nil to give the keys back to the dialog it was shown over, or to
// the screen).
func (w *Window) showDialogThen(d dialog.Dialog, then func()) {
	under := w.dialog
	w.dialog = d
	if w.openDialogs == nil {
		w.openDialogs = map[dialog.Dialog]bool{}
	}
	w.openDialogs[d] = true
	d.SetOnClosed(func() {
		delete(w.openDialogs, d)
		if w.dialog != d {
			// Another dialog took its place (a question after a form).
			return
		}
		w.dialog = nil
		switch {
		case then != nil:
			then()
		case under != nil && w.openDialogs[under]:
			// A problem shown over a dialog still open: Enter and
			// Escape are that dialog's again.
			w.dialog = under
		case w.entry != nil:
			w.entry.focusRow(w.entry.current)
		case w.wizard == nil && w.start != nil:
			w.win.Canvas().Focus(w.start.list)
		}
	})
	d.Show()
}

// typedKey receives the keys no widget has taken: those pressed while a
// dialog without a field is open.
func (w *Window) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if c, ok := w.dialog.(*dialog.ConfirmDialog); ok {
			c.Confirm()
		} else if w.dialog != nil {
			w.dialog.Hide()
		}
	case fyne.KeyEscape:
		if w.dialog != nil {
			w.dialog.Hide()
		} else if w.wizard != nil {
			w.wizard.cancel()
		}
	case fyne.KeyF1:
		if w.dialog == nil {
			w.showHelp()
		}
	}
}
