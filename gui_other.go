//go:build !headless && !unix

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
)

// startWindow runs the window's program until it is closed, and gives
// its exit status.
func startWindow(path string, args []string) int {
	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		return exit.ExitCode()
	case err != nil:
		fmt.Fprintf(os.Stderr, "bridgescore: starting the director's window (%s): %v\n", path, err)
		return 2
	}
	return 0
}
