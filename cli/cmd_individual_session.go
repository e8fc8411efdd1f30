package cli

import (
	"bytes"
	"flag"
	"fmt"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// newIndividualUsage ends new's help: an individual.
const newIndividualUsage = `
With --individual, an individual on the schedule 'bridgescore movement
--individual --tables N' prints: --tables N, --players P (one to three
short of 4N, their tables sitting out in turn), --rounds R (its first R
rounds), --boards-per-round B, --method mp|ximp, --rules, --date, --event,
--names FILE.csv of lines PLAYER,NAME, --award SCALE (each player's master
points by his place). Its lines are entered by where they
were played (enter --round R --table T, no --ns or --ew) and standings
ranks the players, each credited with his side's points.
`

// newIndividualFlags are the flags only an individual's new takes.
type newIndividualFlags struct {
	individual     *bool
	players, round *int
}

func addNewIndividualFlags(fs *flag.FlagSet) *newIndividualFlags {
	return &newIndividualFlags{individual: fs.Bool("individual", false, ""), players: fs.Int("players", 0, ""), round: fs.Int("rounds", 0, "")}
}

// newIndividualSession sets up an individual as new --individual asks.
func newIndividualSession(x *call, f *newIndividualFlags, af *awardFlags, name string, tables, bpr int, method, rules, namesFile, date, event string) error {
	if x.given("movement") || x.given("pairs") || x.given("sections") || x.given("half") || x.given("even") {
		return usage("--individual takes its own schedule: leave out --movement, --pairs, --sections, --half and --even")
	}
	if tables < 1 {
		return usage("--individual needs --tables N")
	}
	ns, err := newSessionOf(name, method, rules, date)
	if err != nil {
		return usage(err.Error())
	}
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: tables, Players: *f.players, Rounds: *f.round, BoardsPerRound: bpr})
	if err != nil {
		return err
	}
	ni := club.NewIndividual{Name: name, Date: ns.Date, Movement: ind, Method: ns.Method, Rules: ns.Rules, Event: event}
	if namesFile != "" {
		if ni.Names, err = club.ReadPlayerNamesFile(namesFile); err != nil {
			return err
		}
	}
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	if ni.Awards, err = af.apply(ni.Awards, desk, nil); err != nil {
		return err
	}
	id, err := desk.CreateIndividual(ni)
	if err != nil {
		return err
	}
	fmt.Fprintf(x.stdout, "%s\n%d\n", ind.Describe(), id)
	return nil
}

// enterAtPlace finds the line a table played a board on in a round, as an
// individual's lines are entered.
func enterAtPlace(x *call, board, round, table int) (*club.OpenSession, club.Row, error) {
	if round < 1 || table < 1 {
		return nil, club.Row{}, usage("--ns and --ew name the two pairs (in an individual --round and --table, in a teams session --room with --home or --away)")
	}
	s, err := x.Session()
	if err != nil {
		return nil, club.Row{}, err
	}
	if err := x.InSection(s); err != nil {
		return nil, club.Row{}, err
	}
	row, err := s.PlaceLine(board, club.Place{Round: round, Table: table})
	return s, row, err
}

// individualStandings prints a stored individual's ranking as score
// prints an individual's results file; false when the session is not an
// individual.
func individualStandings(x *call, desk *club.Desk, id int64, format string) (bool, error) {
	if ok, err := desk.IsIndividual(id); !ok || err != nil {
		return false, err
	}
	res, err := desk.IndividualScored(id, scoring.IndividualFields(""))
	if err != nil {
		return true, err
	}
	var out bytes.Buffer
	if format == "json" {
		err = writeIndividualStandingsJSON(&out, res)
	} else {
		err = writeIndividualStandingsText(&out, res)
	}
	if err != nil {
		return true, err
	}
	_, err = x.stdout.Write(out.Bytes())
	return true, err
}

// enterIndividualUsage ends enter's help: an individual's lines.
const enterIndividualUsage = `
In an individual, --round R and --table T without --ns and --ew name the
line: the players the schedule seats at that table in that round.
`
