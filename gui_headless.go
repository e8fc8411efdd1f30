//go:build headless

package main

import (
	"fmt"
	"os"

	"bridgescore/cli"
)

// runGUI in a headless build (go build -tags headless) explains that this
// binary has only the sub-commands. Such a build links no GUI or GL
// libraries, so it runs on servers without a display and starts faster for
// scripts.
func runGUI(cli.Opening) int {
	fmt.Fprintln(os.Stderr, "bridgescore: this is a headless build without the director's window")
	cli.Usage(os.Stderr)
	return 2
}
