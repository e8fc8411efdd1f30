// Command bridgescore scores duplicate bridge pairs sessions: a desktop
// window for the director on the night, and headless sub-commands for
// scripts.
package main

import (
	"fmt"
	"os"

	"bridgescore/cli"
)

func main() {
	if len(os.Args) > 1 {
		name := os.Args[1]
		if name == "-h" || name == "--help" || name == "help" {
			attachConsole()
			cli.Usage(os.Stdout)
			return
		}
		cmd, ok := cli.Lookup(name)
		if !ok {
			// --db FILE, or a file opened from the file manager ("Open
			// with bridgescore", a double click): the window opens a
			// club database and imports a results file.
			if o, window, err := cli.WindowArgs(os.Args[1:]); window && err == nil {
				os.Exit(runGUI(o))
			} else if window {
				attachConsole()
				fmt.Fprintf(os.Stderr, "bridgescore: %v\n\n", err)
				cli.Usage(os.Stderr)
				os.Exit(2)
			}
		}
		attachConsole()
		if !ok {
			fmt.Fprintf(os.Stderr, "bridgescore: unknown command %q\n\n", name)
			cli.Usage(os.Stderr)
			os.Exit(2)
		}
		os.Exit(cmd.Run(os.Args[2:], os.Stdout, os.Stderr))
	}
	os.Exit(runGUI(cli.Opening{}))
}
