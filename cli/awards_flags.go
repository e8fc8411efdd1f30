package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"bridgescore/club"
)

// awardOptions is the help of the options that set what a session awards,
// shared by new and awards.
const awardOptions = `  --award SCALE             master points: ebu-club, ebu-district, ebu-county,
                            ebu-regional, ebu-national (-qf for a quali-final scale),
                            ebu-green:TOP,BOTTOM,PLACES[,WIN] (EBU green points as
                            the event's programme sets them: its top and lowest
                            awards and places paid, and for each match won of a
                            teams or Swiss event WIN, or the match's boards ÷ 29),
                            abf:WEIGHT, abf-red:WEIGHT (ABF green or red points at
                            the session's weighting: abf:1.5), acbl-open,
                            acbl-invitational, acbl-restricted:LIMIT,
                            acbl-newcomer:LIMIT, acbl-wide-charity (the ACBL-wide
                            charity game's overall awards, every pair ranked
                            together), acbl-club-championship (an open club
                            championship's overall awards, likewise); none for
                            no master points
  --strata LIMITS           strata by masterpoint holding: 500 makes stratum B of
                            the pairs under 500, 500,100 also C under 100; none
  --strata-by higher|average  a pair's holding: the higher player's (default) or
                            the pair's average
  --handicaps club|FILE.csv club: each player's handicap from the players register,
                            else 50 less the player's mean percentage over the
                            sessions before; FILE.csv: a list (Name or a number
                            column, and Handicap) kept with the session; none
  --handicap-mode sum|mean  a pair's handicap: its players' added or their mean
                            (the default)
  --handicap-sessions N     club handicaps: the last N sessions (default all)
  --handicap-months M       club handicaps: sessions of the last M months only
  --handicap-minimum K      club handicaps: fewer than K sessions give the default
  --handicap-default H      club handicaps: a newcomer's handicap (default 0)
`

// awardFlags are the options that set what a session awards.
type awardFlags struct {
	fs                                             *flag.FlagSet
	award, strata, strataBy, handicaps, mode, hdef *string
	sessions, months, minimum                      *int
	// notes hears of the rows of a list of handicaps set aside.
	notes io.Writer
}

func addAwardFlags(fs *flag.FlagSet) *awardFlags {
	return &awardFlags{fs: fs,
		award: fs.String("award", "", ""), strata: fs.String("strata", "", ""), strataBy: fs.String("strata-by", "", ""),
		handicaps: fs.String("handicaps", "", ""), mode: fs.String("handicap-mode", "", ""), hdef: fs.String("handicap-default", "", ""),
		sessions: fs.Int("handicap-sessions", 0, ""), months: fs.Int("handicap-months", 0, ""), minimum: fs.Int("handicap-minimum", 0, "")}
}

// given lists the award options given.
func (f *awardFlags) given() map[string]bool {
	out := map[string]bool{}
	f.fs.Visit(func(fl *flag.Flag) {
		if fl.Name == "award" || fl.Name == "strata" || strings.HasPrefix(fl.Name, "strata-") || strings.HasPrefix(fl.Name, "handicap") {
			out[fl.Name] = true
		}
	})
	return out
}

// apply puts the options given onto a session's settings: a list of
// handicaps is read and its players matched with the club's and with
// names (the session's players). A setting that is not one is a
// usageError; a list that cannot be read or names a stranger, an error.
func (f *awardFlags) apply(a club.Awards, desk *club.Desk, names []string) (club.Awards, error) {
	g := f.given()
	none := func(s string) string {
		if strings.EqualFold(strings.TrimSpace(s), "none") {
			return ""
		}
		return strings.TrimSpace(s)
	}
	if g["award"] {
		a.Scale = none(*f.award)
	}
	if g["strata"] {
		a.Strata = none(*f.strata)
	}
	if g["strata-by"] {
		a.StrataBy = *f.strataBy
	}
	if g["handicap-mode"] {
		a.Mode = *f.mode
	}
	if g["handicap-sessions"] || g["handicap-months"] || g["handicap-minimum"] || g["handicap-default"] {
		a.Sessions, a.Months, a.Minimum, a.Default = *f.sessions, *f.months, *f.minimum, strings.TrimSpace(*f.hdef)
	}
	if g["handicaps"] {
		switch h := none(*f.handicaps); strings.ToLower(h) {
		case "":
			a.Handicaps, a.List = "", nil
		case club.HandicapsClub:
			a.Handicaps, a.List = club.HandicapsClub, nil
		default:
			list, aside, err := desk.HandicapList(h, names)
			if err != nil {
				return a, err
			}
			for _, n := range aside {
				if f.notes != nil {
					fmt.Fprintf(f.notes, "bridgescore: %s\n", n)
				}
			}
			a.Handicaps, a.List = club.HandicapsList, list
		}
	}
	if err := a.Validate(); err != nil {
		return a, usage(err.Error())
	}
	return a, nil
}

// writeAwardSettings says what a session awards, for the awards command.
func writeAwardSettings(w io.Writer, id int64, a club.Awards) {
	if a.None() {
		fmt.Fprintf(w, "session %d awards nothing\n", id)
		return
	}
	fmt.Fprintf(w, "session %d: %s\n", id, a.Words())
}
