package cli

import (
	"fmt"
	"os"
)

// Program is what one bridgescore executable does beyond the commands:
// the commands' program opens the window by starting the window's
// program, which opens it itself.
type Program struct {
	// Window shows the director's window on what the arguments open and
	// gives the exit status.
	Window func(Opening) int
	// Attach is called before a command prints anything (the window's
	// program on Windows borrows the console of the prompt it was started
	// from); nil for none.
	Attach func()
}

// Main runs bridgescore with its arguments (the program's name left out),
// printing to standard output and error, and gives the exit status: a command, help, or the window, on what
// WindowArgs reads (no argument, --db FILE, a file opened from the file
// manager: "Open with bridgescore", a double click).
func (p Program) Main(args []string) int {
	attach := func() {
		if p.Attach != nil {
			p.Attach()
		}
	}
	if len(args) == 0 {
		return p.Window(Opening{})
	}
	name := args[0]
	if name == "-h" || name == "--help" || name == "help" {
		attach()
		Usage(os.Stdout)
		return 0
	}
	cmd, ok := Lookup(name)
	if !ok {
		if o, window, err := WindowArgs(args); window && err == nil {
			return p.Window(o)
		} else if window {
			attach()
			fmt.Fprintf(os.Stderr, "bridgescore: %v\n\n", err)
			Usage(os.Stderr)
			return 2
		}
	}
	attach()
	if !ok {
		fmt.Fprintf(os.Stderr, "bridgescore: unknown command %q\n\n", name)
		Usage(os.Stderr)
		return 2
	}
	// Read after attach, which may give them a console.
	return cmd.Run(args[1:], os.Stdout, os.Stderr)
}
