package main

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"bridgescore/app"
	"bridgescore/assets"
	"bridgescore/store"
	"bridgescore/ui"
)

// runGUI opens the club database at its default place and shows the
// director's window until it is closed.
func runGUI() int {
	a := fyneapp.NewWithID("org.bridgescore.app")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	db, err := openClubDB()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bridgescore:", err)
		ui.ShowFatal(a, "The club database could not be opened", err)
		return 1
	}
	defer db.Close()
	w := ui.New(a, app.NewDesk(db))
	w.Window().ShowAndRun()
	return 0
}

// openClubDB opens the club database in the user's config folder, creating
// the folder and the database on first run.
func openClubDB() (*store.DB, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("no folder for the club database: %v", err)
	}
	dir = filepath.Join(dir, "bridgescore")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("the folder %s could not be made: %v", dir, err)
	}
	return store.Open(filepath.Join(dir, "club.db"))
}
