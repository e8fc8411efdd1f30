package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// saveAsk is the question "where shall this be saved?": a file name and a
// folder. Fyne's own save dialog opens the chosen file for writing, and so
// empties it, before the program is told its name: a report that then
// failed would leave nothing where the last one was, and the club database
// picked by mistake would be emptied while open. Here nothing on the disk
// is touched until the file is written whole (package outfile).
type saveAsk struct {
	w      *Window
	name   *widget.Entry
	dir    string
	dirLbl *widget.Label
	form   *dialog.FormDialog
	// check refuses a path before the director is asked to replace it.
	check func(path string) error
	save  func(path string)
}

// fileName is a name a report is offered under: the characters no file
// system takes in a name become '-'.
func fileName(name string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) {
			return '-'
		}
		return r
	}, name)
}

// askSavePath asks for a file name (name to start with) in a folder (dir,
// or the Documents folder), then calls save with the path. An existing file
// is replaced only when the director says so.
func (w *Window) askSavePath(title, dir, name string, check func(string) error, save func(string)) *saveAsk {
	if st, err := os.Stat(dir); dir == "" || err != nil || !st.IsDir() {
		dir = documentsFolder()
	}
	a := &saveAsk{w: w, name: widget.NewEntry(), dir: dir, dirLbl: widget.NewLabel(dir), check: check, save: save}
	a.name.SetText(name)
	a.dirLbl.Truncation = fyne.TextTruncateEllipsis
	change := widget.NewButton("Change…", a.chooseFolder)
	a.form = dialog.NewForm(title, "Save", "Cancel", []*widget.FormItem{
		widget.NewFormItem("File name", a.name),
		widget.NewFormItem("Folder", container.NewBorder(nil, nil, nil, change, a.dirLbl)),
	}, func(ok bool) {
		if ok {
			a.confirm()
		}
	}, w.win)
	a.name.OnSubmitted = func(string) { a.form.Submit() }
	w.showDialog(a.form)
	a.form.Resize(fyne.NewSize(560, 200))
	w.win.Canvas().Focus(a.name)
	return a
}

func (a *saveAsk) chooseFolder() {
	d := dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
		if err != nil || l == nil {
			return
		}
		a.dir = l.Path()
		a.dirLbl.SetText(a.dir)
	}, a.w.win)
	if l, err := storage.ListerForURI(storage.NewFileURI(a.dir)); err == nil {
		d.SetLocation(l)
	}
	d.Show()
	d.Resize(fyne.NewSize(800, 560))
}

// confirm checks the name given and asks before replacing a file.
func (a *saveAsk) confirm() {
	name := strings.TrimSpace(a.name.Text)
	switch {
	case name == "" || name == "." || name == "..":
		a.w.showError("The file was not saved", errors.New("give the file a name"))
		return
	case strings.ContainsRune(name, filepath.Separator):
		a.w.showError("The file was not saved", errors.New("the name holds a "+string(filepath.Separator)+"; choose the folder with Change…"))
		return
	}
	path := filepath.Join(a.dir, name)
	if err := a.check(path); err != nil {
		a.w.showError("The file was not saved", err)
		return
	}
	if _, err := os.Stat(path); err != nil {
		a.save(path)
		return
	}
	a.w.showDialog(dialog.NewConfirm("Replace the file?", name+" already exists in "+a.dir+".\nReplace it?", func(yes bool) {
		if yes {
			a.save(path)
		}
	}, a.w.win))
}
