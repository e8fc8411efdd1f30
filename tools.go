//go:build tools

package main

// Pins the modules the packages build on, so go.mod and go.sum stay complete
// whichever package is being worked on.
import (
	_ "fyne.io/fyne/v2/app"
	_ "fyne.io/fyne/v2/test"
	_ "github.com/jung-kurt/gofpdf"
	_ "modernc.org/sqlite"
)
