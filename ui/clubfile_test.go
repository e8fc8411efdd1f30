package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/store"
)

// clubWith makes a club database at path holding one session by name.
func clubWith(t *testing.T, path, session string) {
	t.Helper()
	db, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := deskOn(t, db).Create(club.NewSession{Name: session, Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
		t.Fatal(err)
	}
}

func listedSessions(w *Window) []string {
	var names []string
	for _, si := range w.start.sessions {
		names = append(names, si.Name)
	}
	return names
}

func menuItem(t *testing.T, w *Window, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no menu item %q", label)
	return nil
}

// The window opens another club database from the Session menu, in place
// of the one open (its session closed), lists the databases opened last
// under Session → Recent club databases, and reopens one from there; a
// file that is not a club database is refused in words and leaves the
// window where it was.
func TestOpenAnotherClubDatabase(t *testing.T) {
	dir := t.TempDir()
	monday, thursday := filepath.Join(dir, "monday.db"), filepath.Join(dir, "thursday club.db")
	clubWith(t, monday, "Monday pairs")
	clubWith(t, thursday, "Thursday pairs")
	opened := map[string]*store.DB{}
	open := func(path string) (*club.Desk, error) {
		db, err := store.Open(path)
		if err != nil {
			return nil, err
		}
		opened[path] = db
		t.Cleanup(func() { db.Close() })
		return deskOn(t, db), nil
	}
	first, err := open(monday)
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindowOn(t, first)
	d.w.opener = open
	if it := menuItem(t, d.w, "Open club database…"); it.Shortcut == nil || it.Shortcut.ShortcutName() != shortcutOpenClub.ShortcutName() {
		t.Errorf("Open club database… has shortcut %v, want Ctrl+Shift+O", it.Shortcut)
	}
	d.w.openSession(d.w.start.sessions[0].ID)
	if d.w.entry == nil {
		t.Fatal("the Monday session did not open")
	}

	d.w.openClub(thursday)
	d.settle()
	if d.w.entry != nil || d.w.start == nil {
		t.Fatal("the session of the database left behind is still open")
	}
	if got := listedSessions(d.w); len(got) != 1 || got[0] != "Thursday pairs" {
		t.Errorf("sessions listed %q, want the Thursday club's", got)
	}
	if d.w.Desk().Path() != thursday || d.w.start.where.Text != "in "+thursday {
		t.Errorf("open database %s, shown as %q; want %s", d.w.Desk().Path(), d.w.start.where.Text, thursday)
	}
	if _, err := first.Sessions(); err == nil {
		t.Error("the Monday database was left open behind the window")
	}

	recent := menuItem(t, d.w, "Recent club databases").ChildMenu.Items
	if len(recent) != 2 || recent[0].Label != thursday || recent[1].Label != monday || !recent[0].Checked || recent[1].Checked {
		var labels []string
		for _, it := range recent {
			labels = append(labels, it.Label)
		}
		t.Fatalf("recent club databases %q, want the Thursday one (ticked) then Monday's", labels)
	}
	recent[1].Action()
	d.settle()
	if got := listedSessions(d.w); len(got) != 1 || got[0] != "Monday pairs" {
		t.Errorf("after choosing Monday's from the recent list, sessions %q", got)
	}

	notes := filepath.Join(dir, "notes.db")
	if err := os.WriteFile(notes, []byte("not a database\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d.w.shownError = nil
	d.w.openClub(notes)
	d.settle()
	if d.w.shownError == nil || d.w.Desk().Path() != monday {
		t.Errorf("opening a file that is no database: error %v, database open %s", d.w.shownError, d.w.Desk().Path())
	}
	d.w.openClub(monday)
	d.settle()
	if d.w.start.status.Text != "This club database is the one open." {
		t.Errorf("opening the database already open says %q", d.w.start.status.Text)
	}
	if got := d.w.app.Preferences().StringList(prefRecentClubs); len(got) != 2 {
		t.Errorf("recent list %q: a file refused is not remembered", got)
	}
}
