package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
	"bridgescore/scoring"
)

// setPlayerFigures sets one player's masterpoints and handicap as
// players --set asks.
func setPlayerFigures(x *call, desk *club.Desk, who, mps, hcap string) error {
	given := map[string]bool{}
	x.fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case who == "" && (given["masterpoints"] || given["handicap"]):
		return usage("--masterpoints and --handicap change a player: give --set NAME")
	case who == "":
		return nil
	case !given["masterpoints"] && !given["handicap"] && !given["hidden"]:
		return usage("--set NAME changes a player's --masterpoints, --handicap or --hidden: give one")
	case !given["masterpoints"] && !given["handicap"]:
		return nil
	}
	var m, h *string
	if given["masterpoints"] {
		m = &mps
	}
	if given["handicap"] {
		h = &hcap
	}
	if err := desk.SetPlayerFigures(who, m, h); err != nil {
		return err
	}
	return nil
}

// setPlayerHidden shows a player on the results website by name or by
// initials as players --set NAME --hidden yes|no asks, or takes back or
// repeats the latest such change (--undo, --redo), saying what it was.
func setPlayerHidden(x *call, desk *club.Desk, who, hidden string, undo, redo bool) error {
	switch {
	case undo && redo:
		return usage("give --undo or --redo, not both")
	case (undo || redo) && (who != "" || hidden != ""):
		return usage("--undo and --redo take back or repeat the register's latest change: give them alone")
	case undo || redo:
		walk := desk.UndoRegister
		if redo {
			walk = desk.RedoRegister
		}
		st, err := walk()
		if err != nil {
			return err
		}
		word := map[bool]string{true: "undone", false: "redone"}[undo]
		fmt.Fprintf(x.stderr, "%s: %s (%s → %s)\n", word, st.What, st.Before, st.After)
		return nil
	case hidden == "":
		return nil
	case who == "":
		return usage("--hidden changes a player: give --set NAME")
	}
	var h bool
	switch strings.ToLower(hidden) {
	case "yes":
		h = true
	case "no":
	default:
		return usagef("--hidden %q: expected yes or no", hidden)
	}
	if err := desk.SetPlayerHidden(who, h); err != nil {
		return err
	}
	return nil
}

// playerLine is a player as the list shows them: the name and number,
// then the masterpoints and handicap where known, and whether the
// website shows the player's initials only.
func playerLine(p club.Player) string {
	parts := []string{p.String()}
	if p.Masterpoints != "" {
		parts = append(parts, "masterpoints "+p.Masterpoints)
	}
	if p.Handicap != "" {
		parts = append(parts, "handicap "+p.Handicap)
	}
	if p.Hidden {
		parts = append(parts, "initials on the website")
	}
	return strings.Join(parts, "  ")
}

// standingJSON is a player's points this year and handicap today.
type standingJSON struct {
	Points           []pointsJSON `json:"pointsThisYear"`
	Handicap         json.Number  `json:"handicap"`
	HandicapTyped    bool         `json:"handicapTyped"`
	HandicapSessions int          `json:"handicapSessions"`
}

type pointsJSON struct {
	Unit   string      `json:"unit"`
	Points json.Number `json:"points"`
	Awards int         `json:"awards"`
}

func standingOf(s club.PlayerStanding) standingJSON {
	out := standingJSON{Points: []pointsJSON{}, Handicap: json.Number(scoring.FormatPoints(s.Handicap)),
		HandicapTyped: s.Typed, HandicapSessions: s.Sessions}
	for _, p := range s.Points {
		out.Points = append(out.Points, pointsJSON{Unit: p.Unit(), Points: json.Number(p.Total.String()), Awards: len(p.Awards)})
	}
	return out
}

// writeStanding says a player's points this year and handicap today.
// handicap says which handicap applies to the player and why (see
// club.HandicapWords).
func writeStanding(w io.Writer, s club.PlayerStanding, handicap []string) {
	if len(s.Points) == 0 {
		fmt.Fprintln(w, "Points this year: none")
	}
	for _, p := range s.Points {
		fmt.Fprintf(w, "Points this year: %s %s from %d awards\n", p.Format(p.Total), p.Unit(), len(p.Awards))
	}
	for _, l := range handicap {
		fmt.Fprintln(w, l)
	}
}
