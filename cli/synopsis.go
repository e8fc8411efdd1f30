package cli

import (
	"io"
	"slices"
	"sort"
	"strings"
)

// The forms each command is typed in are written once, at the head of its
// help ("usage: bridgescore import FILE …" and the lines under it): that is
// what 'bridgescore COMMAND -h' prints, and the README carries exactly the
// same lines (a test holds it to them).

// Synopses are the forms of every command as its help gives them, one
// line each, by the command they run; "" holds the window's.
func Synopses() map[string][]string {
	out := map[string][]string{}
	add := func(help string) {
		for _, s := range synopsesOf(help) {
			name := synopsisCommand(s)
			if !slices.Contains(out[name], s) {
				out[name] = append(out[name], s)
			}
		}
	}
	add(windowSynopsis)
	for _, n := range SynopsisNames()[1:] {
		var help strings.Builder
		commands[n].Run([]string{"-h"}, &help, io.Discard)
		add(help.String())
	}
	return out
}

// synopsisCommand is the command a synopsis runs ("import" of "bridgescore
// import FILE …"), "" for the window's.
func synopsisCommand(s string) string {
	f := strings.Fields(s)
	if len(f) > 1 {
		if _, ok := commands[f[1]]; ok {
			return f[1]
		}
	}
	return ""
}

// SynopsisNames are the commands, in order, the window's ("") first.
func SynopsisNames() []string {
	names := []string{""}
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names[1:])
	return names
}

// synopsesOf reads the forms at the head of a help text: from "usage:" to
// the first empty line, each beginning "bridgescore", its options
// continued on the lines under it.
func synopsesOf(help string) []string {
	var out []string
	for i, line := range strings.Split(help, "\n") {
		t := strings.TrimSpace(line)
		if i == 0 {
			t = strings.TrimSpace(strings.TrimPrefix(t, "usage:"))
		}
		switch {
		case t == "":
			return out
		case strings.HasPrefix(t, "bridgescore"):
			out = append(out, oneSpaced(t))
		case len(out) > 0:
			out[len(out)-1] += " " + oneSpaced(t)
		default:
			return out
		}
	}
	return out
}

// oneSpaced is s with each run of spaces made one.
func oneSpaced(s string) string { return strings.Join(strings.Fields(s), " ") }
