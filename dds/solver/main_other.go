//go:build !cgo || windows

// Command bridgescore-dds analyses deals double dummy for the commands'
// program; it needs cgo and libdds, and on Windows the commands load
// dds.dll themselves.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "bridgescore-dds: this build has no solver (it needs cgo and libdds)")
	os.Exit(1)
}
