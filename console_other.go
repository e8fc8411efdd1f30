//go:build !windows || headless

package main

// attachConsole is needed only by the window build on Windows: every other
// build is given its standard output and error by the system.
func attachConsole() {}
