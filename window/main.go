// Command bridgescore-window is the director's window: the session list,
// traveller entry, standings, printing and table entry on the night. It
// runs every command too, as bridgescore does, but the commands'
// program, bridgescore, is kept apart from it so that a command never
// pays for starting the window's libraries: bridgescore with no command
// (or with a file to open) starts this program beside it. On Windows this
// program is bridgescore.exe and the commands' bridgescore-cli.exe.
package main

import (
	"os"

	"bridgescore/cli"
)

func main() {
	os.Exit(cli.Program{Window: runGUI, Attach: attachConsole}.Main(os.Args[1:]))
}
