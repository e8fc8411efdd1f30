package ui

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// folderPicker asks for a folder to save in. A click chooses a folder, a
// double click goes into the folder clicked. (Fyne's own folder dialog
// goes into a folder on the first click of a double click, so that the
// second click lands on a folder inside it and goes one deeper.)
type folderPicker struct {
	w        *Window
	dir      string   // the folder shown
	subs     []string // the folders in it, by name
	selected int      // the folder chosen in the list, or -1
	list     *widget.List
	here     *widget.Label
	saveIn   *widget.Label
	dlg      *dialog.ConfirmDialog
}

// pickFolder shows the folders of start and calls chosen with the one the
// director settles on: the folder clicked, or the one shown.
func (w *Window) pickFolder(start string, chosen func(dir string)) *folderPicker {
	p := &folderPicker{w: w, selected: -1, here: widget.NewLabel(""), saveIn: widget.NewLabel("")}
	p.here.Truncation = fyne.TextTruncateEllipsis
	p.saveIn.Truncation = fyne.TextTruncateEllipsis
	p.list = widget.NewList(func() int { return len(p.subs) },
		func() fyne.CanvasObject { return newFolderItem(p) },
		func(id widget.ListItemID, o fyne.CanvasObject) {
			it := o.(*folderItem)
			it.id = id
			it.label.SetText(p.subs[id])
		})
	p.list.OnSelected = func(id widget.ListItemID) {
		p.selected = id
		p.sayWhere()
	}
	up := widget.NewButtonWithIcon("Up", theme.MoveUpIcon(), func() { p.show(filepath.Dir(p.dir)) })
	top := container.NewBorder(nil, nil, up, nil, p.here)
	hint := widget.NewLabel("Click a folder to save in it; double-click to open it.")
	body := container.NewBorder(top, container.NewVBox(hint, p.saveIn), nil, nil, p.list)
	p.dlg = dialog.NewCustomConfirm("Choose the folder", "Save in this folder", "Cancel", body, func(ok bool) {
		if ok {
			chosen(p.chosen())
		}
	}, w.win)
	p.show(start)
	w.showDialog(p.dlg)
	p.dlg.Resize(fyne.NewSize(640, 480))
	return p
}

// show lists the folders of dir.
func (p *folderPicker) show(dir string) {
	p.dir = dir
	p.subs = p.subs[:0]
	entries, _ := os.ReadDir(dir) // a folder that cannot be read shows empty
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if fi, err := os.Stat(filepath.Join(dir, e.Name())); err == nil && fi.IsDir() {
			p.subs = append(p.subs, e.Name())
		}
	}
	sort.Slice(p.subs, func(i, j int) bool { return strings.ToLower(p.subs[i]) < strings.ToLower(p.subs[j]) })
	p.selected = -1
	p.list.UnselectAll()
	p.list.Refresh()
	p.list.ScrollToTop()
	p.here.SetText(dir)
	p.sayWhere()
}

// open goes into the folder of the list at id.
func (p *folderPicker) open(id int) {
	if id >= 0 && id < len(p.subs) {
		p.show(filepath.Join(p.dir, p.subs[id]))
	}
}

// chosen is the folder the director settled on.
func (p *folderPicker) chosen() string {
	if p.selected >= 0 && p.selected < len(p.subs) {
		return filepath.Join(p.dir, p.subs[p.selected])
	}
	return p.dir
}

func (p *folderPicker) sayWhere() { p.saveIn.SetText("Saves in " + p.chosen()) }

// folderItem is one folder of the list: a click chooses it, a double
// click opens it.
type folderItem struct {
	widget.BaseWidget
	p     *folderPicker
	id    int
	label *widget.Label
}

func newFolderItem(p *folderPicker) *folderItem {
	it := &folderItem{p: p, label: widget.NewLabel("")}
	it.label.Truncation = fyne.TextTruncateEllipsis
	it.ExtendBaseWidget(it)
	return it
}

func (it *folderItem) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, widget.NewIcon(theme.FolderIcon()), nil, it.label))
}

func (it *folderItem) Tapped(*fyne.PointEvent) { it.p.list.Select(it.id) }

func (it *folderItem) DoubleTapped(*fyne.PointEvent) { it.p.open(it.id) }
