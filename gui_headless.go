//go:build headless

package main

import (
	"fmt"
	"os"

	"bridgescore/cli"
)

// runGUI in a headless build (go build -tags headless) explains that this
// binary has only the sub-commands: it does not look for the window's
// program beside it (the Windows release's console program,
// bridgescore-cli.exe, is such a build).
func runGUI(cli.Opening) int {
	fmt.Fprintln(os.Stderr, "bridgescore: this is a headless build without the director's window")
	cli.Usage(os.Stderr)
	return 2
}
