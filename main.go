// Command bridgescore scores duplicate bridge — pairs, teams, individuals
// and Swiss events: the sub-commands a director's scripts run, and the
// director's window, which is a program of its own beside this one
// (bridgescore-window), started when no command is given, so that a
// command pays only for what it uses.
package main

import (
	"os"

	"bridgescore/cli"
)

func main() {
	os.Exit(cli.Program{Window: runGUI}.Main(os.Args[1:]))
}
