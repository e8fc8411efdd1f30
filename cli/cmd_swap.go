package cli

import (
	"flag"
	"fmt"
	"io"
	"strconv"
)

const swapUsage = `usage: bridgescore swap --session ID --round R A B [--rematch-ok] [--format text|json] [--db DB]

Exchanges pairs (or teams) A and B of a Swiss pairs' (or Swiss teams') round
R, the round last drawn, before any of its results is in (a late arrival, a
seating request): each takes the other's place, at a table or with the bye,
and the tables' phones show the new opponents at once. A swap that makes a rematch is
refused unless --rematch-ok says the director means it; the draw then says
the rematch. Prints the round as it now is, with its reasons ('bridgescore
draw --session ID --round R' prints it again). Undone as any change.

Options:
  --session ID    the Swiss pairs or Swiss teams (see 'bridgescore sessions')
  --round R       the round to change: the round last drawn
  --rematch-ok    swap even if it makes pairs who have met meet again
  --format F      text (the default) or json, as 'bridgescore draw' prints
`

func swapCommand(fs *flag.FlagSet) work {
	round := fs.Int("round", 0, "")
	rematchOK := fs.Bool("rematch-ok", false, "")
	format := fs.String("format", "text", "")
	return func(x *call) error {
		switch {
		case len(x.args) != 2:
			return usage("name the two pairs to swap: swap --session ID --round R A B")
		case *round < 1:
			return usage("say which round: --round R (the round last drawn)")
		case *format != "text" && *format != "json":
			return usagef("--format %q: expected text or json", *format)
		}
		s, err := x.Session()
		if err != nil {
			return err
		}
		if !s.IsSwiss() {
			return usagef("session %d is not a Swiss pairs or a Swiss teams", s.ID())
		}
		if last := s.Rounds(); *round != last {
			return usagef("--round %d: only round %d, the round last drawn, can be changed", *round, last)
		}
		for _, p := range x.args {
			if _, err := strconv.Atoi(p); err != nil {
				return usagef("%q is not a pair's or team's number", p)
			}
		}
		d, err := s.SwapSwiss(x.args[0], x.args[1], *rematchOK)
		if err != nil {
			return err
		}
		if *format == "json" {
			return writeDrawJSON(x.stdout, d, nil)
		}
		fmt.Fprintf(x.stdout, "%s and %s swapped in round %d.\n", x.args[0], x.args[1], *round)
		_, err = io.WriteString(x.stdout, s.DrawText(d))
		return err
	}
}
