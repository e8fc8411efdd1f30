package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/scoring"
)

// scoreTeamsHelp ends the score command's help: what it does with a teams
// results file.
const scoreTeamsHelp = `
A teams results file (USEBIO with a teams EVENT_TYPE, Ruter's PBN teams
tables, the teams CSV) is scored as teams, each board room against room and
each match by the method, and printed as a ranking and its matches; JSON is
{"kind": "teams", "teams": [{"team": ID, "name": ..., "total": X, "rank": "1"}],
"matches": [{"round": R, "home": ID, "away": ID, "imps": [H, A], "score": [H, A]}]}.
It takes, besides --format:
  --method vp|imps|bam|pab|aggregate  the teams method (default: the file's)
  --scale wbf2013|acbl30|acbl20       the VP scale (default: the file's, else wbf2013)
  --boards N                          the boards of a match, when the file does
                                      not say and its own VPs do not tell
  --equivalent N                      read the VP scale for N boards (teams of eight)
  --award SCALE                       each team's master points on a scale --award
                                      takes for pairs; ebu-green:TOP,BOTTOM,PLACES[,WIN]
                                      also pays each match won (WIN, else its boards
                                      ÷ 29) and drawn (half that); the JSON gains
                                      "award" for every team and "awardsExplained";
                                      the file's own awards of that kind are set
                                      beside them and any that differ noted
` + club.TeamsCSVFormat + "\n"

// teamsScoreArgs tells whether a score command names a teams file, and
// reads its options; ok is false for a pairs file (or a command line the
// pairs' scoring is to answer).
func teamsScoreArgs(args []string) (path string, o club.TeamsFileOptions, format string, ok bool, err error) {
	fs := newFlagSet("score")
	fs.SetOutput(io.Discard)
	method := fs.String("method", "", "")
	scale := fs.String("scale", "", "")
	boards := fs.Int("boards", 0, "")
	eq := fs.Int("equivalent", 0, "")
	award := fs.String("award", "", "")
	f := fs.String("format", "text", "")
	pos, perr := parseInterspersed(fs, args)
	if perr != nil || len(pos) != 1 || !club.IsTeamsFile(pos[0]) {
		if errors.Is(perr, flag.ErrHelp) {
			return "", o, "", false, nil
		}
		return "", o, "", false, nil
	}
	o = club.TeamsFileOptions{Method: scoring.TeamMethod(*method), Scale: scoring.VPScale(*scale), Boards: *boards, Equivalent: *eq}
	switch {
	case *f != "text" && *f != "json":
		err = fmt.Errorf("--format %q: expected text or json", *f)
	case *boards < 0 || *eq < 0:
		err = errors.New("--boards and --equivalent are numbers of boards")
	case *award != "":
		o.Award, err = awards.ParseScale(*award)
	}
	return pos[0], o, *f, true, err
}

func runScoreTeams(path string, o club.TeamsFileOptions, format string, stdout, stderr io.Writer) int {
	res, err := club.ScoreTeamsFile(path, o)
	if err != nil {
		return failed(stderr, "score", err)
	}
	for _, n := range append(res.File.Warnings, res.Notes...) {
		fmt.Fprintf(stderr, "bridgescore score: %s\n", n)
	}
	if format == "json" {
		err = writeTeamsJSON(stdout, res)
	} else {
		_, err = io.WriteString(stdout, teamsText(res))
	}
	if err != nil {
		return failed(stderr, "score", err)
	}
	return exitOK
}

// teamID writes a team's number as the file gives it: a JSON number when
// it is one, else a string.
func teamID(id string) json.RawMessage {
	if _, err := strconv.Atoi(id); err == nil && !strings.HasPrefix(id, "0") || id == "0" {
		return json.RawMessage(id)
	}
	b, _ := json.Marshal(id)
	return b
}

// ratJSON writes an exact figure rounded to two decimals as a JSON
// number; null for none.
func ratJSON(r *big.Rat) json.RawMessage {
	if r == nil {
		return json.RawMessage("null")
	}
	return json.RawMessage(scoring.FormatRat(r, 2))
}

func pairJSON(p [2]*big.Rat) []json.RawMessage {
	if p[0] == nil {
		return nil
	}
	return []json.RawMessage{ratJSON(p[0]), ratJSON(p[1])}
}

func writeTeamsJSON(w io.Writer, res *club.TeamsResult) error {
	st := res.Standings
	type team struct {
		Team    json.RawMessage `json:"team"`
		Name    string          `json:"name"`
		Players []string        `json:"players"`
		Total   json.RawMessage `json:"total"`
		IMPs    json.RawMessage `json:"imps,omitempty"`
		Matches int             `json:"matches"`
		Rank    string          `json:"rank"`
		Award   json.RawMessage `json:"award,omitempty"`
	}
	type match struct {
		Round    int               `json:"round"`
		Home     json.RawMessage   `json:"home"`
		Away     json.RawMessage   `json:"away"`
		IMPs     []json.RawMessage `json:"imps"`
		Score    []json.RawMessage `json:"score"`
		Boards   int               `json:"boards"`
		Complete bool              `json:"complete"`
	}
	type tie struct {
		Rank    string            `json:"rank"`
		Teams   []json.RawMessage `json:"teams"`
		Reasons []string          `json:"reasons"`
	}
	out := struct {
		Kind    string   `json:"kind"`
		Name    string   `json:"name"`
		Method  string   `json:"method"`
		Scale   string   `json:"scale,omitempty"`
		Teams   []team   `json:"teams"`
		Matches []match  `json:"matches"`
		Ties    []tie    `json:"ties"`
		Notes   []string `json:"notes"`
		Awards  []string `json:"awardsExplained,omitempty"`
		Swiss   any      `json:"swiss,omitempty"`
	}{Kind: "teams", Name: res.File.Name, Method: string(st.Method), Scale: string(st.Scale), Teams: []team{}, Matches: []match{}, Ties: []tie{}, Notes: res.Notes}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	if res.Awards != nil {
		out.Awards = []string{res.Awards.Explain}
	}
	for i, t := range st.Teams {
		tj := team{Team: teamID(t.ID), Name: t.Name, Players: t.Players, Total: ratJSON(t.Total), Matches: t.Matches, Rank: t.Rank}
		if res.Awards != nil {
			tj.Award = json.RawMessage(res.Awards.Awards[i].String())
		}
		if t.Players == nil {
			tj.Players = []string{}
		}
		if t.IMPs != nil {
			tj.IMPs = ratJSON(t.IMPs)
		}
		out.Teams = append(out.Teams, tj)
	}
	for _, m := range st.Matches {
		out.Matches = append(out.Matches, match{Round: m.Round, Home: teamID(m.Home), Away: teamID(m.Away),
			IMPs: pairJSON(m.IMPs), Score: pairJSON(m.Score), Boards: m.ScaleBoards, Complete: m.Complete})
	}
	for _, t := range st.Ties {
		tj := tie{Rank: t.Rank, Reasons: t.Reasons}
		for _, id := range t.Teams {
			tj.Teams = append(tj.Teams, teamID(id))
		}
		out.Ties = append(out.Ties, tj)
	}
	if res.Swiss != nil {
		out.Swiss = swissTeamsJSON(res.Swiss)
	}
	b, err := json.MarshalIndent(out, "", " ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}

// teamsText is the ranking and the matches as a director reads them.
func teamsText(res *club.TeamsResult) string {
	st := res.Standings
	var sb strings.Builder
	if res.File.Name != "" {
		fmt.Fprintf(&sb, "%s\n", res.File.Name)
	}
	how := string(st.Method)
	if st.Method == scoring.TeamVPs {
		how = "VPs, " + string(st.Scale)
	}
	fmt.Fprintf(&sb, "Teams ranked by %s\n\n", how)
	award := func(int) string { return "" }
	head := fmt.Sprintf("%-5s %-6s %-28s %9s", "Place", "Team", "Name", "Total")
	if a := res.Awards; a != nil {
		award = func(i int) string { return fmt.Sprintf(" %7s", a.Scale.Format(a.Awards[i])) }
		head += fmt.Sprintf(" %7s", a.Scale.Unit())
	}
	sb.WriteString(head + "\n")
	for i, t := range st.Teams {
		fmt.Fprintf(&sb, "%-5s %-6s %-28s %9s%s\n", t.Rank, t.ID, clipText(t.Name, 28), scoring.FormatRat(t.Total, 2), award(i))
	}
	if res.Awards != nil {
		fmt.Fprintf(&sb, "\n%s\n", res.Awards.Explain)
	}
	for _, tie := range st.Ties {
		fmt.Fprintf(&sb, "\nTie for %s (%s): %s\n", tie.Rank, strings.Join(tie.Teams, ", "), strings.Join(tie.Reasons, "; "))
	}
	sb.WriteString("\nMatches\n")
	for _, m := range st.Matches {
		score := "not yet scored"
		if m.Score[0] != nil {
			score = fmt.Sprintf("%s–%s", scoring.FormatRat(m.Score[0], 2), scoring.FormatRat(m.Score[1], 2))
			if m.IMPs[0] != nil {
				score = fmt.Sprintf("IMPs %s–%s, %s", scoring.FormatRat(m.IMPs[0], 0), scoring.FormatRat(m.IMPs[1], 0), score)
			}
		}
		fmt.Fprintf(&sb, "  round %2d: %s v %s  %s\n", m.Round, m.Home, m.Away, score)
	}
	if words := res.RoundsWords(); words != nil {
		sb.WriteString("\nRounds\n")
		for _, w := range words {
			fmt.Fprintf(&sb, "  %s\n", w)
		}
	}
	return sb.String()
}

func clipText(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
