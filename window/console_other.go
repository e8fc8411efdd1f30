//go:build !windows

package main

// attachConsole is needed only on Windows, where the window's program is
// a GUI-subsystem program: elsewhere it is given its standard output and
// error by the system.
func attachConsole() {}
