package cli

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
	"bridgescore/interchange"
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

func init() {
	register(Command{Name: "standings", Summary: "score a stored session and print the ranking", Run: runStandings})
}

func runStandings(args []string, stdout, stderr io.Writer) int {
	c := newDBCommand("standings", standingsUsage, stdout, stderr)
	format := c.fs.String("format", "text", "")
	event := c.fs.String("event", "", "")
	combine := c.fs.String("combine", "percent", "")
	outFile := c.fs.String("out", "", "")
	pos, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if *event != "" && *outFile != "" {
		return runEventReport(c, pos, *event, *combine, *outFile)
	}
	if *outFile != "" {
		return c.usageError("--out writes an event's ranking: give --event NAME (a session's reports: bridgescore report)")
	}
	if *event != "" {
		return runEventStandings(c, pos, *event, *format, *combine)
	}
	if *combine != "percent" {
		return c.usageError("--combine applies to an event's standings: give --event NAME")
	}
	if len(pos) > 0 {
		return c.usageError(fmt.Sprintf("unexpected %s", strings.Join(pos, " ")))
	}
	id, err := c.sessionID()
	if err != nil {
		return c.usageError(err.Error())
	}
	if *format != "text" && *format != "json" {
		return c.usageError(fmt.Sprintf("--format %q: expected text or json", *format))
	}
	rf, st, err := storedStandings(c, id)
	if err != nil {
		return c.fail(err)
	}
	x, err := c.sessionExtras(id, st.Standings)
	if err != nil {
		return c.fail(err)
	}
	var out bytes.Buffer
	if *format == "json" {
		err = writeStandingsJSON(&out, rf, st.Standings, x, &st.Progress)
	} else {
		err = writeStandingsText(&out, rf, st.Standings, x, &st.Progress)
	}
	if err == nil {
		_, err = stdout.Write(out.Bytes())
	}
	if err != nil {
		return c.fail(err)
	}
	return 0
}

// storedStandings scores a stored session as it stands, through the
// service: provisional until every result is in.
func storedStandings(c *dbCommand, id int64) (*interchange.ResultsFile, club.Standings, error) {
	desk, err := c.open()
	if err != nil {
		return nil, club.Standings{}, err
	}
	defer c.closeDB(desk)
	return desk.Standings(id)
}
