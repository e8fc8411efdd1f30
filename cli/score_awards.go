package cli

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/handicaps"
	"bridgescore/interchange"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// scoreExtras are what score adds to every pair on request: its award on
// a scale, and its handicap with the handicapped ranking.
type scoreExtras struct {
	scale awards.Scale // the zero Scale: no awards
	// strata divide the game by the holdings the file gives its players
	// (USEBIO 1.3's MASTERPOINTS); none when it has no limits.
	strata awards.Strata
	rows   []interchange.HandicapRow
	path   string // the list of handicaps, for messages
	mode   handicaps.Mode
	// law12C2c lifts Average-plus to a pair's own percentage (--law12c2c).
	law12C2c bool
}

// parseScoreExtras reads the award and handicap options: a scale or mode
// that is not one is a mistake on the command line (a usageError); a list
// of handicaps that cannot be read is a mistake in that file.
func parseScoreExtras(award, list, mode string) (scoreExtras, error) {
	var x scoreExtras
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
	if list == "" {
		return x, nil
	}
	f, err := interchange.OpenRegular(list, "list of handicaps (CSV)")
	if err != nil {
		return x, &listError{err}
	}
	defer f.Close()
	if x.rows, err = interchange.ReadHandicaps(f); err != nil {
		return x, &listError{fmt.Errorf("%s: %w", list, err)}
	}
	x.path = list
	return x, nil
}

// parseScoreStrata reads --strata and --strata-by: strata need a scale.
func (x *scoreExtras) parseScoreStrata(limits, by string) error {
	st, err := awards.ParseStrata(limits, by)
	switch {
	case err != nil:
		return &usageError{"--strata: " + err.Error()}
	case len(st.Limits) > 0 && x.scale.Body() == 0:
		return &usageError{"--strata divide a game's awards: give the award scale too (--award)"}
	case len(st.Limits) == 0 && by != "":
		return &usageError{"--strata-by applies to --strata LIMITS: give the strata"}
	}
	x.strata = st
	return nil
}

// fileHoldings are the players' masterpoint holdings a results file gives,
// in whole masterpoints (a fraction dropped), by scoring.PlayerKey.
func fileHoldings(rf *interchange.ResultsFile) map[string]int {
	out := map[string]int{}
	for _, e := range append([]*interchange.ResultsFile{rf}, rf.Sections...) {
		for name, text := range e.Holdings {
			if v, ok := new(big.Rat).SetString(text); ok && v.Sign() >= 0 {
				n := new(big.Int).Quo(v.Num(), v.Denom())
				if n.IsInt64() {
					out[scoring.PlayerKey(name)] = int(n.Int64())
				}
			}
		}
	}
	return out
}

// listError is a list of handicaps that cannot be read: a mistake in the
// file, not on the command line.
type listError struct{ err error }

func (e *listError) Error() string { return e.err.Error() }
func (e *listError) Unwrap() error { return e.err }

func (x scoreExtras) none() bool { return x.scale.Body() == 0 && x.rows == nil }

// forStandings works out the extras of a scored session; a player of the
// session missing from the list of handicaps has none (0), said in notes.
func (x scoreExtras) forStandings(rf *interchange.ResultsFile, st *scoring.Standings, notes io.Writer) (*reports.Extras, error) {
	if x.none() {
		return nil, nil
	}
	in := club.ExtrasInput{Scale: x.scale, Mode: x.mode, Strata: x.strata}
	if len(x.strata.Limits) > 0 {
		in.Holdings = fileHoldings(rf)
	}
	if x.rows != nil {
		var err error
		var aside []string
		if in.Handicaps, aside, err = x.playerHandicaps(rf, st); err != nil {
			return nil, err
		}
		for _, a := range aside {
			fmt.Fprintf(notes, "bridgescore score: %s: %s\n", x.path, a)
		}
	}
	px, err := club.ExtrasFor(st, in)
	if errors.Is(err, handicaps.ErrNoPercentages) {
		return nil, fmt.Errorf("--handicaps: %w", err)
	}
	if err != nil {
		return nil, err
	}
	for _, n := range px.Notes {
		if x.path != "" && strings.HasPrefix(n, "No handicap") {
			n = x.path + ": " + n
		}
		fmt.Fprintf(notes, "bridgescore score: %s\n", n)
	}
	return px, nil
}

// playerHandicaps matches the list's rows with the session's players, by
// national number where the list and the file both give one, otherwise by
// name. A row naming no player of the session is set aside, said in
// aside; a list none of whose rows names one is refused.
func (x scoreExtras) playerHandicaps(rf *interchange.ResultsFile, st *scoring.Standings) (map[string]*big.Rat, []string, error) {
	names := map[string]string{}    // name key → the name as written
	byNumber := map[string]string{} // national number → name key
	for _, p := range st.Pairs {
		for _, n := range p.Names {
			names[scoring.PlayerKey(n)] = n
		}
	}
	for _, e := range append([]*interchange.ResultsFile{rf}, rf.Sections...) {
		for name, num := range e.Numbers {
			byNumber[strings.ToLower(num)] = scoring.PlayerKey(name)
		}
	}
	players := map[string]*big.Rat{}
	var unknown []string
	for _, r := range x.rows {
		key, ok := byNumber[strings.ToLower(r.Number)]
		if r.Number == "" || !ok {
			key = scoring.PlayerKey(r.Name)
		}
		if _, known := names[key]; !known || key == "" {
			unknown = append(unknown, fmt.Sprintf("line %d: %s is not a player of this session: set aside", r.Line, r.Player()))
			continue
		}
		players[key] = r.Handicap
	}
	if len(players) == 0 && len(unknown) > 0 {
		if len(unknown) > 10 {
			unknown = append(unknown[:10:10], fmt.Sprintf("and %d more", len(unknown)-10))
		}
		return nil, nil, fault.Errorf(fault.Invalid, "%s: no handicap was applied: no row names a player of this session: %s", x.path, strings.Join(unknown, "; "))
	}
	return players, unknown, nil
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
