package ui

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"bridgescore/club"
	"bridgescore/fault"
)

// Opener opens a club database for the window: path "" is the one at its
// default place. The program gives the window its opener, as it gives it
// the table server.
type Opener func(path string) (*club.Desk, error)

// prefRecentClubs is the preference that lists the club databases opened
// last, newest first; recentClubs is how many it keeps.
const (
	prefRecentClubs = "club.recent"
	recentClubs     = 8
)

// StartOn builds the main window and opens the club database db ("" for
// the default one) off the main goroutine, saying so while it does: the
// integrity check of a large file, or another program holding the file
// locked, never freezes the window. A database that cannot be opened is
// explained in the window, from which another can be opened. A results
// file (file, "" for none; a file manager's "Open with", a double click)
// is imported as a new session once the database is open, and shown
// selected, or the window says why it was not. The caller shows the
// window with ShowAndRun.
func StartOn(a fyne.App, open Opener, db, file string) *Window {
	w := newWindow(a, fyne.Do)
	w.opener = open
	w.importOnOpen = file
	w.openDesk(func() (*club.Desk, error) { return open(db) })
	return w
}

// openClubDialog asks for another club database and opens it in place of
// the one open.
func (w *Window) openClubDialog() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			w.showError("The club database was not opened", err)
			return
		}
		if rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		w.openClub(path)
	}, w.win)
	if w.desk != nil {
		if l, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(w.desk.Path()))); err == nil {
			d.SetLocation(l)
		}
	}
	d.Show()
	d.Resize(fyne.NewSize(800, 560))
}

// openClub opens the club database at path off the main goroutine and,
// once it is open, puts it behind the window in place of the one open
// (whose session is closed first, and the tables turned off). A file that
// cannot be opened leaves the window on the database it had.
func (w *Window) openClub(path string) {
	if w.opener == nil {
		return
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if w.desk != nil && w.desk.Path() == path {
		w.showStart()
		w.start.status.SetText("This club database is the one open.")
		return
	}
	if w.jobs.busy() {
		w.showError("The club database was not opened", fault.Errorf(fault.Conflict, "wait until the work under way (at the foot of the window) has finished, then open %s again", filepath.Base(path)))
		return
	}
	w.background("Opening "+filepath.Base(path), func() func() {
		d, err := w.opener(path)
		return func() {
			if err != nil {
				w.showError("The club database was not opened", err)
				return
			}
			old := w.desk
			w.closeSession()
			w.unfollowDesk()
			if old != nil {
				if err := old.Close(); err != nil {
					fmt.Fprintln(os.Stderr, "bridgescore: closing the club database:", err)
				}
			}
			w.setDesk(d)
		}
	})
}

// remember puts the club database at path first in the list of recent
// ones.
func (w *Window) remember(path string) {
	p := w.app.Preferences()
	list := []string{path}
	for _, q := range p.StringList(prefRecentClubs) {
		if q != path && len(list) < recentClubs {
			list = append(list, q)
		}
	}
	p.SetStringList(prefRecentClubs, list)
	w.refreshRecent()
}

// refreshRecent lists the recent club databases under Session → Recent
// club databases, the open one ticked.
func (w *Window) refreshRecent() {
	var items []*fyne.MenuItem
	for _, path := range w.app.Preferences().StringList(prefRecentClubs) {
		it := fyne.NewMenuItem(path, func() { w.leaving("open another club database", func() { w.openClub(path) }) })
		it.Checked = w.desk != nil && w.desk.Path() == path
		items = append(items, it)
	}
	if len(items) == 0 {
		none := fyne.NewMenuItem("None yet", nil)
		none.Disabled = true
		items = append(items, none)
	}
	w.recentItem.ChildMenu = fyne.NewMenu("", items...)
	if mm := w.win.MainMenu(); mm != nil {
		mm.Refresh()
	}
}
