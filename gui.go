//go:build !headless

package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

	"bridgescore/assets"
	"bridgescore/club"
	"bridgescore/ui"
)

// runGUI opens the club database at its default place (created on first
// run) and shows the director's window until it is closed.
func runGUI() int {
	a := fyneapp.NewWithID("org.bridgescore.app")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	db, err := club.OpenDB("")
	if err != nil {
		fmt.Fprintln(os.Stderr, "bridgescore:", err)
		ui.ShowFatal(a, "The club database could not be opened", err)
		return 1
	}
	defer db.Close()
	w := ui.New(a, club.NewDesk(db))
	w.Window().ShowAndRun()
	return 0
}
