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
		if !ok && len(os.Args) == 2 && isFile(name) {
			// A results file opened from the file manager ("Open with
			// bridgescore", a double click): the window imports it.
			os.Exit(runGUI(name))
		}
		attachConsole()
		if !ok {
			fmt.Fprintf(os.Stderr, "bridgescore: unknown command %q\n\n", name)
			cli.Usage(os.Stderr)
			os.Exit(2)
		}
		os.Exit(cmd.Run(os.Args[2:], os.Stdout, os.Stderr))
	}
	os.Exit(runGUI(""))
}

// isFile tells whether path names an existing ordinary file.
func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}
