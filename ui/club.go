package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// clubView is the open club dialog, for tests.
type clubView struct {
	name, number *widget.Entry
	save         func()
}

// clubDialog shows and changes the club's name and national club number,
// which every file the club sends carries (bridgescore club).
func (w *Window) clubDialog() {
	if w.desk == nil {
		return
	}
	id, err := w.desk.Club()
	if err != nil {
		w.showError("The club's name could not be read", err)
		return
	}
	name, number := widget.NewEntry(), widget.NewEntry()
	name.SetText(id.Name)
	number.SetText(id.Number)
	number.SetPlaceHolder("e.g. the EBU's, the ABF's or the ACBL's club number")
	note := widget.NewLabel("Every file the club sends carries them: USEBIO for the national body, the BridgeWebs file and the results website.")
	note.Wrapping = fyne.TextWrapWord
	save := func() {
		if err := w.desk.SetClub(club.Identity{Name: name.Text, Number: number.Text}); err != nil {
			w.showError("The club's name and number were not changed", err)
		}
	}
	form := widget.NewForm(widget.NewFormItem("Club's name", name), widget.NewFormItem("Club number", number))
	d := dialog.NewCustomConfirm("The club", "Save", "Cancel", container.NewVBox(form, note), func(ok bool) {
		if ok {
			save()
		}
	}, w.win)
	d.Resize(fyne.NewSize(620, 260))
	w.showDialog(d)
	w.club = &clubView{name: name, number: number, save: save}
}
