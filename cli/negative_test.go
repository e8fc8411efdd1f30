package cli

import (
	"flag"
	"io"
	"reflect"
	"strings"
	"testing"
)

// A bare NS score such as -100 is typed as an argument, as the README's
// table of entries shows; it is not taken for a flag.
func TestNegativeNumbersAreArguments(t *testing.T) {
	for _, c := range []struct {
		args  []string
		pos   []string
		round int
	}{
		{[]string{"--board", "1", "-100"}, []string{"-100"}, 0},
		{[]string{"-100", "--board", "1"}, []string{"-100"}, 0},
		{[]string{"--round", "-1", "-100"}, []string{"-100"}, -1},
		{[]string{"--quiet", "-50", "--round", "2"}, []string{"-50"}, 2},
		{[]string{"4SN+1", "--round", "3"}, []string{"4SN+1"}, 3},
		{[]string{"--", "-x"}, []string{"-x"}, 0},
	} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.String("board", "", "")
		fs.Bool("quiet", false, "")
		round := fs.Int("round", 0, "")
		pos, err := parseInterspersed(fs, c.args)
		if err != nil || !reflect.DeepEqual(pos, c.pos) || *round != c.round {
			t.Errorf("%q: %q round %d %v; want %q round %d", c.args, pos, *round, err, c.pos, c.round)
		}
	}
}

func TestEnterANegativeScore(t *testing.T) {
	_, db, _, _ := outSetup(t)
	out := stMust(t, "enter", "--session", "1", "--db", db, "--board", "1", "--ns", "1NS", "--ew", "1EW", "-100")
	if !strings.Contains(out, ": -100 entered") {
		t.Errorf("enter -100 printed %q", out)
	}
}
