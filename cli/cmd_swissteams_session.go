package cli

import (
	"encoding/json"

	"bridgescore/club"
	"bridgescore/movements"
)

// newSwissTeamsUsage ends new's help: a Swiss teams.
const newSwissTeamsUsage = `
With --swiss-teams, a Swiss teams of --teams T playing --rounds R matches of
--boards-per-round B boards (or --boards B; default 6), every match of a
round on the same boards. Each match is two tables: its open room (table
2k-1 for match k) where the home team's pair sits North-South, its closed
room (table 2k) where the away team's does. The matches are scored as a
teams night's (--method, --scale, --equivalent; victory points on the WBF
2013 scale by default), a bye as the teams' scoring scores it (60% of the
scale's victory points). --award SCALE gives each team its master points, as
for a teams night. --names reads lines TEAM,PLAYER1,…,PLAYER4. Round 1
is drawn by team number (1 v 2, 3 v 4 …), or at random with --random or
--seed N; 'bridgescore draw --session ID' draws each later round from the
standings once the round before is complete; results are entered with
'bridgescore enter --room open|closed --home H'.
`

// newSwissTeamsSession sets up a Swiss teams as new --swiss-teams asks
// and prints its first round.
func newSwissTeamsSession(x *call, f *newSwissPairsFlags, t *newTeamsFlags, af *awardFlags, name string, rounds, bpr, boards int, method, namesFile, date, event string) error {
	for _, fl := range []string{"movement", "tables", "pairs", "sections", "half", "even", "kind", "stanzas", "swiss-pairs"} {
		if x.given(fl) {
			return usagef("--swiss-teams draws its own rounds: leave out --%s", fl)
		}
	}
	if *t.teams < 1 || rounds < 1 {
		return usage("--swiss-teams needs --teams T and --rounds R")
	}
	how, err := teamsScoringOf(x, t, name, method, date)
	if err != nil {
		return err
	}
	if bpr == 0 && x.given("boards") {
		bpr = boards // a Swiss teams' --boards are each match's
	}
	if bpr == 0 {
		bpr = 6
	}
	if x.given("seed") && *f.seed == 0 {
		return usage("--seed N: a whole number from 1")
	}
	n := club.NewSwissTeams{Name: name, Date: how.date, Teams: *t.teams, Rounds: rounds, BoardsPerRound: bpr, Method: how.method,
		Options: how.options, Event: event, Random: *f.random || x.given("seed"), Seed: *f.seed}
	if namesFile != "" {
		if n.Players, err = club.ReadTeamNamesFile(namesFile, &movements.TeamMovement{Teams: *t.teams}); err != nil {
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
	id, err := desk.CreateSwissTeams(n)
	if err != nil {
		return err
	}
	return swissCreated(x, desk, id, name, ", "+how.String())
}

// swissTeamsJSON is where a Swiss teams stands, for standings' JSON:
// {"rounds": R, "drawn": D, "complete": B, "byes": [{"round": R, "team":
// ID}], "next": "...", "changes": [{"round": R, "words": "..."}]}.
func swissTeamsJSON(p *club.SwissProgress) any {
	type bye struct {
		Round int             `json:"round"`
		Team  json.RawMessage `json:"team"`
	}
	type change struct {
		Round int    `json:"round"`
		Words string `json:"words"`
	}
	out := struct {
		Rounds   int      `json:"rounds"`
		Drawn    int      `json:"drawn"`
		Complete bool     `json:"complete"`
		Byes     []bye    `json:"byes"`
		Next     string   `json:"next"`
		Changes  []change `json:"changes"`
	}{Rounds: p.Rounds, Drawn: p.Drawn, Complete: p.Complete, Byes: []bye{}, Next: p.Next, Changes: []change{}}
	for r := 1; r <= p.Drawn; r++ {
		if t, ok := p.Byes[r]; ok {
			out.Byes = append(out.Byes, bye{r, teamID(t)})
		}
	}
	for _, c := range p.Changes {
		out.Changes = append(out.Changes, change{c.Round, c.Words})
	}
	return out
}
