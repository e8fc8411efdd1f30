package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// wizardScreen is the one screen a night of another kind is set up on:
// the form, what its choices make (preview), a list to fill below them
// (the teams' players, the players' names) under its heading, and at the
// foot why it was not made (message) and the Cancel and Create buttons.
type wizardScreen struct {
	title, createText, listTitle string
	create                       func()
	form                         *widget.Form
	preview, message             *widget.Label
	list                         fyne.CanvasObject
}

// layout lays the screen out; Escape or Cancel goes back to the list of
// sessions.
func (s wizardScreen) layout(w *Window) fyne.CanvasObject {
	bold := fyne.TextStyle{Bold: true}
	title := widget.NewLabelWithStyle(s.title, fyne.TextAlignLeading, bold)
	create := newEnterButton(s.createText, s.create, w.showStart)
	create.Importance = widget.HighImportance
	buttons := container.NewHBox(widget.NewButton("Cancel (Esc)", w.showStart), create)
	list := container.NewBorder(widget.NewLabelWithStyle(s.listTitle, fyne.TextAlignLeading, bold), nil, nil, nil, container.NewVScroll(s.list))
	return container.NewBorder(container.NewVBox(title, s.form, s.preview), container.NewVBox(s.message, buttons), nil, nil, list)
}

// wireEntries makes Enter in any of a wizard's fields create what it
// describes, and any change say again what that is.
func wireEntries(entries []*escEntry, create, update func()) {
	for _, e := range entries {
		e.OnSubmitted = func(string) { create() }
		e.OnChanged = func(string) { update() }
	}
}

// wizardEntry is a field of a wizard's form: Escape goes back to the list
// of sessions; a placeholder says what it takes.
func wizardEntry(w *Window, placeholder string) *escEntry {
	e := newEscEntry(w.showStart)
	e.SetPlaceHolder(placeholder)
	return e
}

// openWizard shows a wizard's screen in place of the session open, the
// cursor in its first field.
func (w *Window) openWizard(title string, content fyne.CanvasObject, first fyne.Focusable) {
	w.closeSession()
	w.setSessionMenu(false)
	w.setContent(title, content)
	w.win.Canvas().Focus(first)
}

// openCreated opens the session a wizard has just created, or says under
// its form why what (“The teams night”) was not created.
func (w *Window) openCreated(id int64, err error, message *widget.Label, what string) {
	if err != nil {
		message.SetText(what + " was not created: " + err.Error())
		return
	}
	w.openSession(id)
}
