package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// newSwissPairsUsage ends new's help: a Swiss pairs.
const newSwissPairsUsage = `
With --swiss-pairs, a Swiss pairs of --pairs P playing --rounds R of
--boards B a round (or --boards-per-round B; default 4), every table of a round on the same
boards: --method mp|ximp scores each round's boards across the field,
--scale ebu7|wbf|none turns a pair's result into victory points (default:
the EBU's table for matchpoints, the WBF's for IMPs), --names FILE.csv of
lines PAIR,PLAYER1,PLAYER2, --award SCALE (each pair's master points by its
place and, on ebu-green, its matches won and drawn). Round 1 is drawn by
pair number (1 v 2, 3 v 4 …), or at random with --random (the seed chosen is printed) or --seed N;
'bridgescore draw --session ID' draws each later round from the
standings once the round before is complete.
`

// newSwissPairsFlags are the flags only a Swiss pairs' new takes.
type newSwissPairsFlags struct {
	swiss, random *bool
	// swissTeams asks for a Swiss teams (new --swiss-teams), which shares
	// round 1's --random and --seed.
	swissTeams *bool
	seed       *uint64
	scale      *string
}

// addNewSwissPairsFlags declares --swiss-pairs; --scale is the teams'
// flag of that name, read as a Swiss pairs' scale.
func addNewSwissPairsFlags(fs *flag.FlagSet, scale *string) *newSwissPairsFlags {
	return &newSwissPairsFlags{swiss: fs.Bool("swiss-pairs", false, ""), swissTeams: fs.Bool("swiss-teams", false, ""), random: fs.Bool("random", false, ""),
		seed: fs.Uint64("seed", 0, ""), scale: scale}
}

// newSwissPairsSession sets up a Swiss pairs as new --swiss-pairs asks
// and prints its first round.
func newSwissPairsSession(x *call, f *newSwissPairsFlags, af *awardFlags, name string, pairs, rounds, bpr, boards int, method, rules, namesFile, date, event string) error {
	if x.given("movement") || x.given("tables") || x.given("sections") || x.given("half") || x.given("even") {
		return usage("--swiss-pairs draws its own rounds: leave out --movement, --tables, --sections, --half and --even")
	}
	if pairs < 1 || rounds < 1 {
		return usage("--swiss-pairs needs --pairs P and --rounds R")
	}
	ns, err := newSessionOf(name, method, rules, date)
	if err != nil {
		return usage(err.Error())
	}
	if bpr == 0 && x.given("boards") {
		bpr = boards // a Swiss pairs' --boards are each round's
	}
	if bpr == 0 {
		bpr = 4
	}
	n := club.NewSwissPairs{Name: name, Date: ns.Date, Pairs: pairs, Rounds: rounds, BoardsPerRound: bpr,
		Method: ns.Method, Rules: ns.Rules, Scale: scoring.SwissScale(*f.scale), Event: event,
		Random: *f.random || x.given("seed"), Seed: *f.seed}
	if x.given("seed") && *f.seed == 0 {
		return usage("--seed N: a whole number from 1")
	}
	if namesFile != "" {
		if n.Names, err = club.ReadSwissNamesFile(namesFile); err != nil {
			return err
		}
	}
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	if n.Awards, err = af.apply(n.Awards, desk, nil); err != nil {
		return err
	}
	id, err := desk.CreateSwissPairs(n)
	if err != nil {
		return err
	}
	return swissCreated(x, desk, id, name, "")
}

// swissCreated prints a Swiss just set up (pairs or teams): its name, its
// movement and how what follows it says, round 1 as drawn, and its id
// alone on the last line.
func swissCreated(x *call, desk *club.Desk, id int64, name, how string) error {
	s, err := desk.Open(id)
	if err != nil {
		return err
	}
	d, _ := s.SwissDraw(1)
	fmt.Fprintf(x.stdout, "%s: %s%s\n%s%d\n", strings.TrimSpace(name), s.Movement().Name, how, s.DrawText(d), id)
	return nil
}

// sessionDraw is what draw --session asks besides the next round.
type sessionDraw struct {
	swaps     swapList
	round     int
	seed      uint64
	rematchOK bool
}

// drawOutput is how draw --session gives the round: text, json, or its
// draw sheet (pdf, html) written to out.
type drawOutput struct {
	format, out string
	paper       reports.Paper
}

// drawSession draws the next round of a stored Swiss (pairs or teams),
// or swaps two competitors of the round last drawn, or draws round 1
// again at random, or gives a round drawn, as draw --session asks.
func drawSession(x *call, ask sessionDraw, to drawOutput) error {
	s, err := x.Session()
	if err != nil {
		return err
	}
	var d *movements.Draw
	switch {
	case x.given("seed") && (ask.round > 0 || len(ask.swaps) > 0):
		return usage("--seed draws round 1 again: leave out --round and --swap")
	case ask.round > 0:
		var ok bool
		if d, ok = s.SwissDraw(ask.round); !ok {
			return usagef("--round %d: session %d has %d round(s) drawn", ask.round, s.ID(), s.Rounds())
		}
	case x.given("seed"):
		if d, err = s.RedrawFirstRound(ask.seed); err != nil {
			return err
		}
	case len(ask.swaps) > 0:
		for _, sw := range ask.swaps {
			if d, err = s.SwapSwiss(sw[0], sw[1], ask.rematchOK); err != nil {
				return err
			}
		}
	default:
		if d, err = s.DrawNextRound(); err != nil {
			return err
		}
	}
	switch to.format {
	case "json":
		return writeDrawJSON(x.stdout, d, nil)
	case "pdf", "html":
		if err := s.PrintDraw(d.Round, to.out, to.format == "html", to.paper); err != nil {
			return err
		}
		fmt.Fprintf(x.stdout, "wrote %s (round %d)\n", to.out, d.Round)
		return nil
	}
	_, err = io.WriteString(x.stdout, s.DrawText(d))
	return err
}

// swissPairsStandings prints a stored Swiss pairs' standings after each
// round as score --swiss prints a file's, then what comes next and any
// draw a correction has made wrong; false when the session is no Swiss
// pairs.
func swissPairsStandings(x *call, format string) (bool, error) {
	s, err := x.Session()
	if err != nil || !s.IsSwissPairs() {
		return false, err
	}
	now, err := s.SwissPairs()
	if err != nil {
		return true, err
	}
	if format == "json" {
		return true, writeSwissJSON(x.stdout, now.Standings, now.Awards)
	}
	if err := writeSwissText(x.stdout, s.Info().Name, now.Standings, now.Awards); err != nil {
		return true, err
	}
	fmt.Fprintf(x.stdout, "\n%s\n", now.Next)
	for _, c := range now.Changes {
		fmt.Fprintf(x.stdout, "Round %d would have been drawn otherwise after the corrections: %s\n", c.Round, c.Words)
	}
	return true, nil
}
