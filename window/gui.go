package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"bridgescore/assets"
	"bridgescore/cli"
	"bridgescore/club"
	"bridgescore/tableserver"
	"bridgescore/ui"
)

// runGUI opens the club database (o.DB, or the one at its default place,
// created on first run) and shows the director's window until it is
// closed. A results file named by o.Import is imported as a new session
// first.
func runGUI(o cli.Opening) int {
	a := fyneapp.NewWithID("org.bridgescore.app")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	// The database is opened off the window's goroutine: the window
	// shows at once and says what it is doing.
	w := ui.StartOn(a, openClub, o.DB, o.Import)
	w.SetTables(windowTables{})
	a.Lifecycle().SetOnStarted(func() { fyne.Do(func() { fitScreen(w.Window()) }) })
	w.Window().ShowAndRun()
	if desk := w.Desk(); desk != nil {
		if err := desk.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "bridgescore: closing the club database:", err)
			return 1
		}
	}
	return 0
}

// openClub opens a club database for the window ("" for the default one).
func openClub(path string) (*club.Desk, error) {
	desk, err := club.OpenWaiting(path, club.WindowLockWait)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bridgescore:", err)
		return nil, err
	}
	// The whole file is checked while the director works; the window
	// says so if it is damaged, and changes are refused.
	desk.StartCheck()
	return desk, nil
}

// windowTables is the table-entry server the window runs on Ctrl+T: the
// window and the table server are two front doors, and only the program
// wires one to the other.
type windowTables struct{}

func (windowTables) Addresses() []string { return tableserver.Addresses() }

func (windowTables) Start(s *club.OpenSession, addr string, warn func(string)) (ui.TablesRunning, error) {
	return tableserver.Start(s, addr, tableserver.Options{Guessing: warn, NotStored: warn})
}
