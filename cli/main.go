package cli

import (
	"fmt"
	"io"
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
func (p Program) Main(args []string) int { return p.Run(args, os.Stdout, os.Stderr) }

// Run is Main printing to stdout and stderr, each through a writer that
// shows a terminal's control characters as escapes (see shown).
func (p Program) Run(args []string, stdout, stderr io.Writer) int {
	out, errs := newShown(stdout), newShown(stderr)
	defer out.flush()
	defer errs.flush()
	stdout, stderr = out, errs
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
		Usage(stdout)
		return 0
	}
	cmd, ok := Lookup(name)
	if !ok {
		if o, window, err := WindowArgs(args); window && err == nil {
			return p.Window(o)
		} else if window {
			attach()
			fmt.Fprintf(stderr, "bridgescore: %v\n\n", err)
			Usage(stderr)
			return 2
		}
	}
	attach()
	if !ok {
		fmt.Fprintf(stderr, "bridgescore: unknown command %q\n\n", name)
		Usage(stderr)
		return 2
	}
	// Read after attach, which may give them a console.
	return cmd.Run(args[1:], stdout, stderr)
}
