//go:build !headless && unix

package main

import (
	"fmt"
	"os"
	"syscall"
)

// startWindow becomes the window's program: the desktop, the shell and a
// signal then deal with the window itself, and nothing of this program is
// left waiting beside it.
func startWindow(path string, args []string) int {
	err := syscall.Exec(path, append([]string{path}, args...), os.Environ())
	fmt.Fprintf(os.Stderr, "bridgescore: starting the director's window (%s): %v\n", path, err)
	return 2
}
