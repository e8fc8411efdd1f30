// Package cli is bridgescore's command line: each sub-command parses its
// flags, asks the club service (package club) or the pure packages for the
// work, and writes text or JSON. Rules and database access live below it.
package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Command is a headless sub-command. It writes results to stdout and
// problems to stderr and returns the process exit code.
type Command struct {
	Name    string
	Summary string
	Run     func(args []string, stdout, stderr io.Writer) int
}

var commands = map[string]Command{}

// register adds a sub-command: each line of the command table
// (commandTable).
func register(c Command) {
	if _, dup := commands[c.Name]; dup {
		panic("cli: command registered twice: " + c.Name)
	}
	commands[c.Name] = c
}

// Lookup finds a sub-command by name.
func Lookup(name string) (Command, bool) {
	c, ok := commands[name]
	return c, ok
}

// Usage prints the list of sub-commands, in one write: line by line it
// took as many calls to the system as lines.
func Usage(out io.Writer) {
	var w bytes.Buffer
	defer func() { _, _ = out.Write(w.Bytes()) }()
	fmt.Fprint(&w, windowSynopsis)
	fmt.Fprintln(&w, "\nWith no command, bridgescore opens the director's window on the club database")
	fmt.Fprintln(&w, "(--db FILE for another, made when new), and imports a results file given.")
	fmt.Fprintln(&w, "\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(&w, "  %-10s %s\n", n, commands[n].Summary)
	}
	fmt.Fprintln(&w, "\nRun 'bridgescore COMMAND -h' for a command's options.")
}

// newFlagSet makes a command's flag set. Every command's help lists all
// its flags; a test holds each command to that through madeFlagSet.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	if madeFlagSet != nil {
		madeFlagSet(fs)
	}
	return fs
}

// madeFlagSet, when set, is given every flag set a command makes.
var madeFlagSet func(*flag.FlagSet)

// parseInterspersed parses flags that may come before or after the
// positional arguments, as directors type them. A negative number standing
// alone ("-100", an NS score) is an argument, not a flag; as the value of a
// flag ("--round -1") it stays the flag's value. "--" ends the options, as
// POSIX has it: everything after it is an argument ("-Smith", a name).
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var after []string
	for i, a := range args {
		if a == "--" && (i == 0 || !takesValue(fs, args[i-1])) {
			args, after = args[:i], args[i+1:]
			break
		}
	}
	var pos []string
	for {
		cut := len(args)
		for i, a := range args {
			if negativeNumber().MatchString(a) && (i == 0 || !takesValue(fs, args[i-1])) {
				cut = i
				break
			}
		}
		if err := fs.Parse(args[:cut]); err != nil {
			if strings.HasPrefix(err.Error(), "flag provided but not defined") {
				err = fmt.Errorf("%v (an argument that begins with - goes after --, which ends the options)", err)
			}
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			if cut == len(args) {
				return append(pos, after...), nil
			}
			pos = append(pos, args[cut])
			args = args[cut+1:]
			continue
		}
		pos = append(pos, rest[0])
		args = append(append([]string{}, rest[1:]...), args[cut:]...)
	}
}

// negativeNumber is made when first used, as every regular expression
// of the commands is: a command pays at start-up for none of them.
var negativeNumber = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^-[0-9]+(\.[0-9]+)?$`) })

// takesValue tells whether arg is a flag of fs that takes the next
// argument as its value.
func takesValue(fs *flag.FlagSet, arg string) bool {
	if !strings.HasPrefix(arg, "-") || strings.Contains(arg, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimLeft(arg, "-"))
	if f == nil {
		return false
	}
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return !ok || !b.IsBoolFlag()
}
