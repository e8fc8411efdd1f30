package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"strings"
	"time"

	"bridgescore/club"
	"bridgescore/scoring"
)

const playersUsage = `usage: bridgescore players [--search TEXT] [--import MEMBERS.csv] [--db DB]
       bridgescore players --set NAME|NUMBER [--masterpoints N] [--handicap H] [--hidden yes|no] [--db DB]
       bridgescore players --undo|--redo [--db DB]

Lists the club's players (everyone named in a session, and the members
imported), with their numbers where known; --search keeps those whose name
or number contains TEXT. --import adds a membership list first: a CSV file
whose first line names its columns (Name, or First name and Surname;
Number, Member No, EBU No, ACBL#...; and, when the number's heading does
not say which body issued the numbers, Body: EBU, ACBL, ABF...; and, for
a club that keeps them, Masterpoints and Handicap); a wrong row is named
with its line and nothing is imported. A player's masterpoint holding sets
the pair's stratum in a stratified game; a handicap typed here is used in
place of the one worked out from the player's sessions. --set changes one
player's (an empty value clears it). The list shows both where known.
--hidden yes: the player asked not to be shown by name on the club's
results website ('bridgescore site'), which then shows the initials only
(the list marks such a player "initials on the website"); --hidden no
shows the name again. Every such change, of the figures or the showing,
and every list imported (whole), is in the register's history: --undo
and --redo take back and repeat the latest, saying what it was.
`

const playerUsage = `usage: bridgescore player NAME|NUMBER [--format text|json] [--db DB]

A player's history, newest first: each session played, the pair, the
partner, the boards, the percentage (or IMPs) and the place; then the
master points earned this year (sessions that award them: 'bridgescore
awards') and the handicap the player has today (typed in the players
register, or 50 less the mean percentage of the player's sessions, by
the policy of the club's latest session handicapped so), and each session
whose own list of handicaps gave the player one, which applies to it
instead. A player is found by number, by name (case and spacing aside),
by a surname or a first name ("Upton", "una"), or by a near spelling
("Una Uptn"), said on standard error; a name that could be several
players is refused, naming them.
`

func playersCommand(fs *flag.FlagSet) work {
	search := fs.String("search", "", "")
	members := fs.String("import", "", "")
	set := fs.String("set", "", "")
	mps := fs.String("masterpoints", "", "")
	hcap := fs.String("handicap", "", "")
	hidden := fs.String("hidden", "", "")
	undo := fs.Bool("undo", false, "")
	redo := fs.Bool("redo", false, "")
	return func(x *call) error {
		if err := x.noArg(); err != nil {
			return usagef("unexpected argument %q (search with --search TEXT)", x.args[0])
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		if *members != "" {
			n, aside, err := desk.ImportMembers(*members)
			if err != nil {
				return err
			}
			for _, a := range aside {
				fmt.Fprintf(x.stderr, "bridgescore players: %s: %s\n", *members, a)
			}
			fmt.Fprintf(x.stderr, "%d players added or given a number, body or figure from %s (players --undo takes the list back)\n", n, *members)
		}
		if err := setPlayerFigures(x, desk, *set, *mps, *hcap); err != nil {
			return err
		}
		if err := setPlayerHidden(x, desk, *set, *hidden, *undo, *redo); err != nil {
			return err
		}
		all, err := desk.Players()
		if err != nil {
			return err
		}
		var b bytes.Buffer
		for _, p := range club.SearchPlayers(all, *search) {
			fmt.Fprintln(&b, playerLine(p))
		}
		x.stdout.Write(b.Bytes())
		return nil
	}
}

// playerJSON is one session of a player's history.
type playerJSON struct {
	Session int64       `json:"session"`
	Name    string      `json:"name"`
	Date    string      `json:"date"`
	Pair    string      `json:"pair"`
	Partner string      `json:"partner"`
	Boards  int         `json:"boards"`
	Percent json.Number `json:"percent,omitempty"`
	IMPs    json.Number `json:"imps,omitempty"`
	Rank    string      `json:"rank"`
}

func playerCommand(fs *flag.FlagSet) work {
	format := fs.String("format", "text", "")
	return func(x *call) error {
		if len(x.args) == 0 {
			return usage("give the player's name or number")
		}
		if *format != "text" && *format != "json" {
			return usagef("--format %q: expected text or json", *format)
		}
		desk, err := x.Desk()
		if err != nil {
			return err
		}
		name, note, err := desk.FindPlayer(strings.Join(x.args, " "))
		if err != nil {
			return err
		}
		if note != "" {
			fmt.Fprintf(x.stderr, "bridgescore player: %s\n", note)
		}
		name, history, err := desk.PlayerHistory(name)
		if err != nil {
			return err
		}
		standing, err := desk.PlayerStanding(name, time.Now())
		if err != nil {
			return err
		}
		handicap, err := desk.HandicapWords(name, time.Now())
		if err != nil {
			return err
		}
		x.stdout.Write(playerPage(name, history, standing, handicap, *format))
		return nil
	}
}

// playerPage is a player's history and standing as text or JSON, with
// which handicap applies and why.
func playerPage(name string, history []club.PlayerSession, standing club.PlayerStanding, handicap []string, format string) []byte {
	var b bytes.Buffer
	if format == "json" {
		out := struct {
			Player   string       `json:"player"`
			Sessions []playerJSON `json:"sessions"`
			standingJSON
			HandicapWhy []string `json:"handicapWhy"`
		}{Player: name, Sessions: []playerJSON{}, standingJSON: standingOf(standing), HandicapWhy: handicap}
		for _, h := range history {
			j := playerJSON{Session: h.Session, Name: h.Name, Date: h.Date.Format("2006-01-02"), Pair: h.Pair.String(),
				Partner: h.Partner, Boards: h.Boards, Rank: h.Rank}
			if !h.Method.InIMPs() {
				j.Percent = json.Number(scoring.FormatRat(h.Percent, 2))
			} else {
				j.IMPs = json.Number(scoring.FormatRat(h.Total, 2))
			}
			out.Sessions = append(out.Sessions, j)
		}
		enc := json.NewEncoder(&b)
		enc.SetIndent("", " ")
		enc.Encode(out)
	} else {
		fmt.Fprintf(&b, "%s: %d sessions\n", name, len(history))
		writeStanding(&b, standing, handicap)
		for _, h := range history {
			fmt.Fprintf(&b, "%s  %-30s  %-6s  with %-24s  %3d boards  %11s  place %s\n",
				h.Date.Format("2 Jan 2006"), h.Name, h.Pair, h.Partner, h.Boards, h.Figure(), h.Rank)
		}
	}
	return b.Bytes()
}
