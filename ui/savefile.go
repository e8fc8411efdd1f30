package ui

import (
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/fault"
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

// separators are what may part a folder from a file name as the director
// types a path: / everywhere, \ too on Windows.
var separators = string(filepath.Separator) + "/"

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
	a.w.pickFolder(a.dir, func(dir string) {
		a.dir = dir
		a.dirLbl.SetText(dir)
	})
}

// again asks the question again, with what was typed, once the director
// has read why it was refused (or said not to replace a file).
func (a *saveAsk) again() {
	a.w.showDialog(a.form)
	a.w.win.Canvas().Focus(a.name)
}

// refuse says why the name cannot be saved to, then asks again.
func (a *saveAsk) refuse(err error) {
	a.w.showErrorThen("The file was not saved", err, a.again)
}

// where is the folder and file name typed: a name alone is in the folder
// shown; a path typed whole, as a file manager copies it (or beginning
// with ~ for the home folder), names its own folder.
func (a *saveAsk) where() (dir, name string, err error) {
	typed := strings.TrimSpace(a.name.Text)
	if !strings.ContainsAny(typed, separators) {
		return a.dir, typed, nil
	}
	if typed == "~" || strings.HasPrefix(typed, "~/") || strings.HasPrefix(typed, `~\`) {
		if home, err := os.UserHomeDir(); err == nil {
			typed = filepath.Join(home, typed[1:])
		}
	}
	if strings.ContainsAny(typed[len(typed)-1:], separators) {
		return "", "", fault.New(fault.Invalid, "give the file a name after its folder")
	}
	if !filepath.IsAbs(typed) {
		typed = filepath.Join(a.dir, typed)
	}
	dir, name = filepath.Split(filepath.Clean(typed))
	dir = filepath.Clean(dir)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return "", "", fault.Errorf(fault.NotFound, "there is no folder %s", dir)
	}
	return dir, name, nil
}

// confirm checks the name given and asks before replacing a file.
func (a *saveAsk) confirm() {
	dir, name, err := a.where()
	switch {
	case err != nil:
		a.refuse(err)
		return
	case name == "" || name == "." || name == "..":
		a.refuse(fault.New(fault.Invalid, "give the file a name"))
		return
	}
	path := filepath.Join(dir, name)
	if err := a.check(path); err != nil {
		a.refuse(err)
		return
	}
	a.dir = dir
	a.dirLbl.SetText(dir)
	a.name.SetText(name)
	if _, err := os.Stat(path); err != nil {
		a.save(path)
		return
	}
	a.w.showDialog(dialog.NewConfirm("Replace the file?", name+" already exists in "+dir+".\nReplace it?", func(yes bool) {
		if yes {
			a.save(path)
		} else {
			a.again()
		}
	}, a.w.win))
}
