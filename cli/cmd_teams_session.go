package cli

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/outfile"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// newTeamsUsage ends new's help: a teams session.
const newTeamsUsage = `
With --teams, a teams night of N teams on the movement 'bridgescore movement
--teams N --kind K' prints (American whist by default): each team's pairs are
3NS and 3EW, each match's open room the table where the home team sits
North-South and its closed room the one where the away team does. The matches
are scored in victory points on the WBF 2013 scale unless --method or --scale
say otherwise (--equivalent reads the scale for a match of N boards, as for
teams of eight). --names reads lines TEAM,PLAYER1,PLAYER2,PLAYER3,PLAYER4, the
first two the team's North-South pair. Results are entered with
'bridgescore enter --room open|closed --home H' and the teams ranked by
'bridgescore standings'. --award SCALE gives each team its master points
(ebu-green:TOP,BOTTOM,PLACES[,WIN] also pays each match won and drawn); a
teams night takes no strata nor handicaps.
`

// enterRoomUsage ends enter's help: a line of a teams session.
const enterRoomUsage = `
In a teams session, --ns and --ew are the teams sitting that way, or
--room open|closed with --home H and/or --away A names the line: the open
room is where the home team sits North-South, the closed room where the
away team does.
`

// newTeamsFlags are the flags new takes for a teams session beside those
// it shares with a pairs session.
type newTeamsFlags struct {
	teams, stanzas, equivalent *int
	kind, scale                *string
}

func addNewTeamsFlags(fs *flag.FlagSet) *newTeamsFlags {
	return &newTeamsFlags{teams: fs.Int("teams", 0, ""), stanzas: fs.Int("stanzas", 0, ""), equivalent: fs.Int("equivalent", 0, ""),
		kind: fs.String("kind", "", ""), scale: fs.String("scale", "", "")}
}

// given tells whether a flag only a teams session takes was given.
func (t *newTeamsFlags) given(x *call) bool {
	for _, n := range []string{"teams", "stanzas", "equivalent", "kind", "scale"} {
		if x.given(n) {
			return true
		}
	}
	return false
}

// newTeamsSession sets up a teams night as new --teams asks.
func newTeamsSession(x *call, t *newTeamsFlags, af *awardFlags, name string, bpr int, method, namesFile, date, event string) error {
	if x.given("movement") || x.given("tables") || x.given("pairs") || x.given("sections") || x.given("half") || x.given("even") {
		return usage("--teams takes a teams movement: leave out --movement, --tables, --pairs, --sections, --half and --even")
	}
	how, err := teamsScoringOf(x, t, name, method, date)
	if err != nil {
		return err
	}
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamKind(*t.kind), Teams: *t.teams,
		BoardsPerRound: bpr, Stanzas: *t.stanzas})
	if err != nil {
		return err
	}
	nt := club.NewTeams{Name: name, Date: how.date, Movement: tm, Method: how.method, Options: how.options, Event: event}
	if namesFile != "" {
		if nt.Players, err = club.ReadTeamNamesFile(namesFile, tm); err != nil {
			return err
		}
	}
	desk, err := x.Desk()
	if err != nil {
		return err
	}
	if nt.Awards, err = af.apply(nt.Awards, desk, nil); err != nil {
		return err
	}
	id, err := desk.CreateTeams(nt)
	if err != nil {
		return err
	}
	fmt.Fprintf(x.stdout, "%s: %s, %d boards, %d matches, %s\n", strings.TrimSpace(name), tm.Name, tm.Boards, len(tm.Matches), how)
	fmt.Fprintln(x.stdout, id)
	return nil
}

// teamsScoring is how new's flags say a teams session's matches are
// scored, and its date.
type teamsScoring struct {
	method  scoring.TeamMethod
	options scoring.TeamOptions
	date    time.Time
}

// teamsScoringOf reads --method (VPs unless given), --scale,
// --equivalent and --date for a teams night or a Swiss teams.
func teamsScoringOf(x *call, t *newTeamsFlags, name, method, date string) (teamsScoring, error) {
	if !x.given("method") {
		method = string(scoring.TeamVPs)
	}
	m, err := club.ParseTeamMethod(method)
	if err != nil {
		return teamsScoring{}, usage(err.Error())
	}
	ns, err := newSessionOf(name, "mp", "wbf", date)
	if err != nil {
		return teamsScoring{}, usage(err.Error())
	}
	return teamsScoring{method: m, options: scoring.TeamOptions{Scale: scoring.VPScale(*t.scale), Equivalent: *t.equivalent}, date: ns.Date}, nil
}

// String says how the matches are scored, as new prints it: "VPs,
// wbf2013", "imps".
func (h teamsScoring) String() string {
	if h.method == scoring.TeamVPs {
		return "VPs, " + string(cmpOr(h.options.Scale, scoring.WBF2013))
	}
	return string(h.method)
}

func cmpOr[T comparable](v, els T) T {
	var zero T
	if v == zero {
		return els
	}
	return v
}

// enterRoom finds the line of a teams session that enter --room names.
func enterRoom(x *call, board int, room, home, away string) (*club.OpenSession, club.Row, error) {
	if *x.ns != "" || *x.ew != "" {
		return nil, club.Row{}, usage("--room names the line with --home and --away: leave out --ns and --ew")
	}
	s, err := x.Session()
	if err != nil {
		return nil, club.Row{}, err
	}
	if err := x.InSection(s); err != nil {
		return nil, club.Row{}, err
	}
	row, err := s.RoomLine(board, room, home, away)
	return s, row, err
}

// teamsStandings prints a stored teams session's ranking and matches as
// score prints a teams results file's; false when the session is not a
// teams session.
func teamsStandings(x *call, desk *club.Desk, id int64, format string) (bool, error) {
	if ok, err := desk.IsTeams(id); !ok || err != nil {
		return false, err
	}
	res, err := desk.TeamsScored(id)
	if err != nil {
		return true, err
	}
	var out bytes.Buffer
	if format == "json" {
		err = writeTeamsJSON(&out, res)
	} else {
		out.WriteString(teamsText(res))
	}
	if err != nil {
		return true, err
	}
	_, err = x.stdout.Write(out.Bytes())
	return true, err
}

// teamsSessionReport writes a stored teams session's report (ranking,
// cross-table, score cards); false when the session is not a teams
// session.
func teamsSessionReport(f *reportFlags, stdout io.Writer) (bool, error) {
	desk, err := club.Open(f.db)
	if err != nil {
		return false, err
	}
	defer desk.Close()
	if ok, err := desk.IsTeams(f.session); !ok || err != nil {
		return false, err
	}
	res, err := desk.TeamsScored(f.session)
	if err != nil {
		return true, err
	}
	paper, _ := reports.ParsePaper(f.paper)
	err = writeTeamsReport(res, f.format, paper, f.out, outfile.Protect{Database: dbPathOf(f.db)})
	if err != nil {
		return true, err
	}
	fmt.Fprintf(stdout, "wrote %s\n", f.out)
	return true, nil
}
