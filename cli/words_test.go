package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

// -- ends the options, as POSIX has it: every argument after it is an
// argument, a name beginning with - or one looking like a flag.
func TestDoubleDashEndsTheOptions(t *testing.T) {
	for _, c := range []struct {
		args, pos []string
		board     string
	}{
		{[]string{"--", "-Smith", "-Jones"}, []string{"-Smith", "-Jones"}, ""},
		{[]string{"--board", "1", "--", "-Smith", "--board", "2"}, []string{"-Smith", "--board", "2"}, "1"},
		{[]string{"Ann", "--board", "3", "--", "-h"}, []string{"Ann", "-h"}, "3"},
		{[]string{"--", "--"}, []string{"--"}, ""},
		{[]string{"-100", "--", "-5"}, []string{"-100", "-5"}, ""},
	} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		board := fs.String("board", "", "")
		pos, err := parseInterspersed(fs, c.args)
		if err != nil || !reflect.DeepEqual(pos, c.pos) || *board != c.board {
			t.Errorf("%q: %q board %q %v; want %q board %q", c.args, pos, *board, err, c.pos, c.board)
		}
	}
}

// A player whose name begins with - is named after --; without it the
// refusal says how.
func TestNamesBeginningWithADash(t *testing.T) {
	db := clubWithHowell(t)
	out := mustRun(t, "names", "--session", "1", "--pair", "1", "--db", db, "--", "-Ann Smith", "-Bob")
	if !strings.Contains(out, "-Ann Smith & -Bob") {
		t.Errorf("names after --: %q", out)
	}
	_, errs, code := runNamed(t, "names", "--session", "1", "--pair", "1", "--db", db, "-Ann", "Bob")
	if code != exitUsage || !strings.Contains(errs, "--") {
		t.Errorf("a name beginning with - before --: exit %d %q, want %d and a word of --", code, errs, exitUsage)
	}
}

// Control characters in a name reach no terminal raw: standard output and
// error show each as an escape, in words and in every format; JSON still
// reads back to the name as stored.
func TestControlCharactersShownAsEscapes(t *testing.T) {
	db := clubWithHowell(t)
	evil := "\x1b[2J\x1b]0;pwned\x07Ann\rMallory\x7f\u009b31m"
	mustRun(t, "names", "--session", "1", "--pair", "1", "--db", db, evil, "Bob\x00Baker")
	run := func(args ...string) (string, string) {
		var o, e bytes.Buffer
		code := Program{}.Run(args, &o, &e)
		if code != 0 {
			t.Fatalf("%q: exit %d %s", args, code, e.String())
		}
		for _, s := range []string{o.String(), e.String()} {
			if i := raw(s); i >= 0 {
				t.Errorf("%q writes a control character raw: %q", args, s[max(0, i-20):min(len(s), i+20)])
			}
		}
		return o.String(), e.String()
	}
	for _, args := range [][]string{
		{"standings", "--session", "1", "--db", db},
		{"history", "--session", "1", "--db", db},
		{"names", "--session", "1", "--pair", "1", "--db", db, evil, "Bob\x00Baker"},
		{"export", "--session", "1", "--format", "csv", "--db", db},
	} {
		out, _ := run(args...)
		if args[0] != "export" && !strings.Contains(out, `\u001b[2J\u001b]0;pwned\u0007Ann\rMallory\u007f\u009b31m`) {
			t.Errorf("%s does not show the name with its escapes:\n%s", args[0], out)
		}
	}
	out, _ := run("standings", "--session", "1", "--format", "json", "--db", db)
	var st struct {
		Pairs []struct {
			Names []string `json:"names"`
		} `json:"pairs"`
	}
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("the JSON is not JSON once escaped: %v", err)
	}
	found := false
	for _, p := range st.Pairs {
		found = found || len(p.Names) == 2 && p.Names[0] == evil && p.Names[1] == "Bob\x00Baker"
	}
	if !found {
		t.Errorf("the JSON does not read back to the names as stored: %+v", st.Pairs)
	}
	// What a command says on standard error is shown so as well.
	var o, e bytes.Buffer
	Program{}.Run([]string{"names", "--session", "1", "--pair", "99\x1b[2J", "--db", db, "A", "B"}, &o, &e)
	if i := raw(e.String()); i >= 0 || !strings.Contains(e.String(), `\u001b[2J`) {
		t.Errorf("the refusal of a pair named with a control character: %q", e.String())
	}
}

// raw is where s holds a character a terminal takes as a control (or a
// byte that is no character, which a terminal may take for one), -1 when
// nowhere.
func raw(s string) int {
	for i, r := range s {
		switch {
		case r == utf8.RuneError:
			return i
		case r < 0x20 && r != '\n' && r != '\t', r >= 0x7f && r < 0xa0:
			return i
		}
	}
	return -1
}

// The shown writer keeps text whole whatever the writes' boundaries: a
// character split between two writes is one character, a byte that is no
// character is \xNN, controls are escapes and nothing else changes.
func TestShownWriter(t *testing.T) {
	for _, c := range []struct {
		writes []string
		want   string
	}{
		{[]string{"Zoë Ångström\tok\n"}, "Zoë Ångström\tok\n"},
		{[]string{"Zo\xc3", "\xab"}, "Zoë"},
		{[]string{"a\x1b[31mb"}, `a\u001b[31mb`},
		{[]string{"\u009b2J"}, `\u009b2J`},
		{[]string{"\xc2", "\x9b"}, `\u009b`},
		{[]string{"x\x9by"}, `x\x9by`},
		{[]string{"end\xc3"}, `end\xc3`},
		{[]string{"\xc3", "x"}, `\xc3x`},
		{[]string{"a\rb\x00\x7f"}, `a\rb\u0000\u007f`},
	} {
		var b bytes.Buffer
		w := newShown(&b)
		for _, s := range c.writes {
			if n, err := w.Write([]byte(s)); n != len(s) || err != nil {
				t.Errorf("%q: wrote %d of %d, %v", c.writes, n, len(s), err)
			}
		}
		w.flush()
		if b.String() != c.want {
			t.Errorf("%q shown as %q, want %q", c.writes, b.String(), c.want)
		}
	}
}
