package cli

import (
	"bytes"
	"flag"
	"fmt"
)

const standingsUsage = `usage: bridgescore standings --session ID [--db DB] [--format text|json]
       bridgescore standings --event NAME [--db DB] [--format text|json] [--combine percent|points]
       bridgescore standings --event NAME [--db DB] [--combine percent|points] --out FILE.pdf|FILE.html

Scores a stored session and prints the ranking, exactly as
'bridgescore score' prints it for a results file. With --event, scores
every session of the event and ranks the pairs over them all: a pair is
known across sessions by its players' names (in either order), whatever its
number; a player who changed partner is ranked with each partner apart, and
flagged. --combine percent (default) takes the mean of the session
percentages weighted by the boards played; --combine points adds the
matchpoint totals, each scaled to the largest top of the event's sessions.
--out writes the event's ranking as a PDF or, for FILE.html, a web page
with each session's results page beside it (FILE-session-ID.html).
A session that awards master points or is handicapped ('bridgescore awards')
gives each pair its award and its handicapped place, as 'score --award' and
'score --handicaps' do, with each pair's stratum ("stratum") and the one its
award was won in ("wonIn") in a stratified game.
`

func standingsCommand(fs *flag.FlagSet) work {
	format := fs.String("format", "text", "")
	event := fs.String("event", "", "")
	combine := fs.String("combine", "percent", "")
	outFile := fs.String("out", "", "")
	return func(x *call) error {
		if *event != "" && *outFile != "" {
			return eventReport(x, *event, *combine, *outFile)
		}
		if *outFile != "" {
			return usage("--out writes an event's ranking: give --event NAME (a session's reports: bridgescore report)")
		}
		if *event != "" {
			return eventStandings(x, *event, *format, *combine)
		}
		if *combine != "percent" {
			return usage("--combine applies to an event's standings: give --event NAME")
		}
		if err := x.noArgs(); err != nil {
			return err
		}
		id, err := x.ID()
		if err != nil {
			return err
		}
		if *format != "text" && *format != "json" {
			return usagef("--format %q: expected text or json", *format)
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		if teams, err := teamsStandings(x, desk, id, *format); teams || err != nil {
			return err
		}
		if ind, err := individualStandings(x, desk, id, *format); ind || err != nil {
			return err
		}
		if swiss, err := swissPairsStandings(x, *format); swiss || err != nil {
			return err
		}
		sc, err := desk.Scored(id)
		if err != nil {
			return err
		}
		if sc.Extras != nil {
			for _, n := range sc.Extras.Notes {
				fmt.Fprintf(x.stderr, "bridgescore %s: session %d: %s\n", x.cmd.name, id, n)
			}
		}
		var out bytes.Buffer
		if *format == "json" {
			err = writeStandingsJSON(&out, sc)
		} else {
			err = writeStandingsText(&out, sc)
		}
		if err != nil {
			return err
		}
		_, err = x.stdout.Write(out.Bytes())
		return err
	}
}
