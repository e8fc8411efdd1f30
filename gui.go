//go:build !headless

package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"

	"bridgescore/cli"
)

// windowProgram is the director's window's own program (see
// window/main.go), which stands beside this one.
const windowProgram = "bridgescore-window"

// runGUI starts the director's window's program on the same arguments,
// which reads them again (cli.WindowArgs), and gives its exit status.
func runGUI(cli.Opening) int {
	path, err := windowPath()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bridgescore:", err)
		return 2
	}
	return startWindow(path, os.Args[1:])
}

// windowPath finds the window's program beside this one, following the
// link a package manager's bin folder may hold.
func windowPath() (string, error) {
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		return "", fmt.Errorf("cannot find the director's window: %w", err)
	}
	name := windowProgram
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	path := filepath.Join(filepath.Dir(exe), name)
	fi, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) || err == nil && !fi.Mode().IsRegular() {
		return "", fmt.Errorf("the director's window is the program %s, which is not beside this one in %s "+
			"(make build makes both; the commands all work without it)", name, filepath.Dir(exe))
	}
	if err != nil {
		return "", fmt.Errorf("cannot find the director's window: %w", err)
	}
	return path, nil
}
