package main

import (
	"fmt"
	"os"

	"bridgescore/app"
)

// runGUI opens the director's window. Until the window exists it explains
// how to use the headless commands instead.
func runGUI() int {
	fmt.Fprintln(os.Stderr, "bridgescore: the director's window is not available in this build")
	app.Usage(os.Stderr)
	return 2
}
