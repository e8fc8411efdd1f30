package cli

import (
	"errors"
	"fmt"
	"strings"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/handicaps"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// scoreExtras are what score and report --from add to every pair on
// request: its award on a scale, and its handicap from a list with the
// handicapped ranking.
type scoreExtras struct {
	scale awards.Scale // the zero Scale: no awards
	// strata divide the game by the holdings the file gives its players
	// (USEBIO 1.3's MASTERPOINTS); none when it has no limits.
	strata awards.Strata
	list   string // the list of handicaps, "" for none
	mode   handicaps.Mode
}

// parseScoreExtras reads the award and handicap options: a scale or mode
// that is not one is a mistake on the command line. The list itself is
// read with the results file.
func parseScoreExtras(award, list, mode string) (scoreExtras, error) {
	x := scoreExtras{list: list}
	var err error
	if award != "" {
		if x.scale, err = awards.ParseScale(award); err != nil {
			return x, usage("--award: " + err.Error())
		}
	}
	if x.mode, err = handicaps.ParseMode(mode); err != nil {
		return x, usage("--handicap-mode: " + err.Error())
	}
	if mode != "" && list == "" {
		return x, usage("--handicap-mode applies to --handicaps FILE.csv: give the list of handicaps")
	}
	return x, nil
}

// parseScoreStrata reads --strata and --strata-by: strata need a scale.
func (x *scoreExtras) parseScoreStrata(limits, by string) error {
	st, err := awards.ParseStrata(limits, by)
	switch {
	case err != nil:
		return usage("--strata: " + err.Error())
	case len(st.Limits) > 0 && x.scale.Body() == 0:
		return usage("--strata divide a game's awards: give the award scale too (--award)")
	case len(st.Limits) == 0 && by != "":
		return usage("--strata-by applies to --strata LIMITS: give the strata")
	}
	if err := x.scale.CheckStrata(st); err != nil {
		return usage("--strata: " + err.Error())
	}
	x.strata = st
	return nil
}

func (x scoreExtras) none() bool { return x.scale.Body() == 0 && x.list == "" }

// fileOptions are the options of scoring a results file, with these
// extras.
func (x scoreExtras) fileOptions(o club.FileOptions) club.FileOptions {
	o.Award, o.Strata, o.Handicaps, o.HandicapMode = x.scale, x.strata, x.list, x.mode
	return o
}

// scoreRefusal adds to a refusal of a results file what the command line
// can do about it.
func scoreRefusal(err error) error {
	switch {
	case errors.Is(err, club.ErrMethodUnknown):
		return fmt.Errorf("%w; to score it as a pairs session anyway, give --method mp, ximp or butler", err)
	case errors.Is(err, handicaps.ErrNoPercentages):
		return fmt.Errorf("--handicaps: %w", err)
	}
	return err
}

// extrasJSON writes pair i's extras into its JSON object.
func extrasJSON(j *jsonOut, x *reports.Extras, i int) {
	if x == nil {
		return
	}
	if x.Awards != nil {
		j.raw(",\n   \"award\": ")
		j.raw(x.Awards.Awards[i].String())
		if x.Awards.Stratum != nil {
			j.raw(",\n   \"stratum\": ")
			j.str(x.Awards.StrataNames[x.Awards.Stratum[i]])
			j.raw(",\n   \"wonIn\": ")
			if w := x.Awards.WonIn[i]; w >= 0 {
				j.str(x.Awards.StrataNames[w])
			} else {
				j.raw("null")
			}
		}
	}
	if x.Handicaps != nil {
		j.raw(",\n   \"handicap\": ")
		j.num(x.Handicaps[i])
		j.raw(",\n   \"handicappedPercent\": ")
		j.num(x.Ranked[i].Percent)
		j.raw(",\n   \"handicappedRank\": ")
		j.str(x.Ranked[i].Rank)
	}
}

// extrasHead heads the extras' columns of the text ranking.
func extrasHead(x *reports.Extras) string {
	var s string
	if x != nil && x.Awards != nil {
		if x.Awards.Stratum != nil {
			s += fmt.Sprintf("  Strat  %8s", x.Awards.Scale.Unit())
		} else {
			s += fmt.Sprintf("  %6s", x.Awards.Scale.Unit())
		}
	}
	if x != nil && x.Handicaps != nil {
		s += fmt.Sprintf("  %6s  %7s  %6s", "H'cap", "H'cap %", "Place")
	}
	return s
}

// extrasCells writes pair i's extras in the text ranking.
func extrasCells(x *reports.Extras, i int) string {
	var s string
	if x != nil && x.Awards != nil {
		a := x.Awards
		award := a.Scale.Format(a.Awards[i])
		if a.Stratum != nil {
			if w := a.WonIn[i]; w > 0 {
				award += " " + a.StrataNames[w]
			}
			s += fmt.Sprintf("  %-5s  %8s", a.StrataNames[a.Stratum[i]], award)
		} else {
			s += fmt.Sprintf("  %6s", award)
		}
	}
	if x != nil && x.Handicaps != nil {
		s += fmt.Sprintf("  %6s  %7s  %6s", scoring.FormatRat(x.Handicaps[i], 2), scoring.FormatRat(x.Ranked[i].Percent, 2), x.Ranked[i].Rank)
	}
	return s
}

// extrasNotes explains each field's awards below the text ranking.
func extrasNotes(x *reports.Extras, st *scoring.Standings) string {
	if x == nil || x.Awards == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n")
	for _, f := range x.Awards.Fields {
		b.WriteString(f.Name() + ": " + f.Result.Explain + "\n")
		for _, sr := range f.Strata[min(1, len(f.Strata)):] {
			var places []string
			for k, m := range sr.Members {
				if sr.Awards[k] > 0 {
					places = append(places, fmt.Sprintf("%d %s %s", sr.Places[k], st.Pairs[m].ID, x.Awards.Scale.Format(sr.Awards[k])))
				}
			}
			b.WriteString(fmt.Sprintf("  Stratum %s (%d pairs): %s\n", sr.Name, len(sr.Members), strings.Join(places, ", ")))
		}
	}
	return b.String()
}

// errExplainExtras refuses --explain with awards or handicaps.
var errExplainExtras = errors.New("--explain explains one board: leave out --award and --handicaps")
