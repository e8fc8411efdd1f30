package cli

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"sort"
	"strings"

	"bridgescore/awards"
	"bridgescore/handicaps"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// scoreExtras are what score adds to every pair on request: its award on
// a scale, and its handicap with the handicapped ranking.
type scoreExtras struct {
	scale awards.Scale // the zero Scale: no awards
	rows  []interchange.HandicapRow
	path  string // the list of handicaps, for messages
	mode  handicaps.Mode
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
			return x, &usageError{"--award: " + err.Error()}
		}
	}
	if x.mode, err = handicaps.ParseMode(mode); err != nil {
		return x, &usageError{"--handicap-mode: " + err.Error()}
	}
	if mode != "" && list == "" {
		return x, &usageError{"--handicap-mode applies to --handicaps FILE.csv: give the list of handicaps"}
	}
	if list == "" {
		return x, nil
	}
	f, err := os.Open(list)
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

// listError is a list of handicaps that cannot be read: a mistake in the
// file, not on the command line.
type listError struct{ err error }

func (e *listError) Error() string { return e.err.Error() }
func (e *listError) Unwrap() error { return e.err }

func (x scoreExtras) none() bool { return x.scale.Body() == 0 && x.rows == nil }

// pairExtras are the extras worked out for a scored session, in the order
// of its pairs.
type pairExtras struct {
	scale    awards.Scale
	awards   *awards.SessionAwards
	handicap []*big.Rat
	ranked   []handicaps.Ranked
}

// forStandings works out the extras of a scored session; a player of the
// session missing from the list of handicaps has none (0), said in notes.
func (x scoreExtras) forStandings(ev *interchange.Event, st *scoring.Standings, notes io.Writer) (*pairExtras, error) {
	if x.none() {
		return nil, nil
	}
	px := &pairExtras{scale: x.scale}
	if x.scale.Body() != 0 {
		a := awards.ForStandings(x.scale, st, nil, nil)
		px.awards = &a
	}
	if x.rows == nil {
		return px, nil
	}
	players, missing, err := x.playerHandicaps(ev, st)
	if err != nil {
		return nil, err
	}
	if len(missing) > 0 {
		fmt.Fprintf(notes, "bridgescore score: %s: no handicap for %s: 0 used\n", x.path, strings.Join(missing, ", "))
	}
	px.handicap = make([]*big.Rat, len(st.Pairs))
	for i, p := range st.Pairs {
		var hs []*big.Rat
		for _, name := range p.Names {
			hs = append(hs, players[nameKey(name)])
		}
		if len(hs) == 0 {
			hs = []*big.Rat{new(big.Rat)}
		}
		px.handicap[i] = handicaps.Pair(hs, x.mode)
	}
	if px.ranked, err = handicaps.ForStandings(st, px.handicap); err != nil {
		return nil, fmt.Errorf("--handicaps: %w", err)
	}
	return px, nil
}

// nameKey is a player's name as names are matched: case and spacing aside.
func nameKey(name string) string { return strings.ToLower(strings.Join(strings.Fields(name), " ")) }

// playerHandicaps matches the list's rows with the session's players, by
// national number where the list and the file both give one, otherwise by
// name. A row naming no player of the session refuses the whole list;
// players the list does not name are returned in missing.
func (x scoreExtras) playerHandicaps(ev *interchange.Event, st *scoring.Standings) (map[string]*big.Rat, []string, error) {
	names := map[string]string{}    // name key → the name as written
	byNumber := map[string]string{} // national number → name key
	for _, p := range st.Pairs {
		for _, n := range p.Names {
			names[nameKey(n)] = n
		}
	}
	for _, e := range append([]*interchange.Event{ev}, ev.Sections...) {
		for name, num := range e.Numbers {
			byNumber[strings.ToLower(num)] = nameKey(name)
		}
	}
	players := map[string]*big.Rat{}
	var unknown []string
	for _, r := range x.rows {
		key, ok := byNumber[strings.ToLower(r.Number)]
		if r.Number == "" || !ok {
			key = nameKey(r.Name)
		}
		if _, known := names[key]; !known || key == "" {
			unknown = append(unknown, fmt.Sprintf("line %d: %s is not a player of this session", r.Line, r.Player()))
			continue
		}
		players[key] = r.Handicap
	}
	if len(unknown) > 0 {
		if len(unknown) > 10 {
			unknown = append(unknown[:10], fmt.Sprintf("and %d more", len(unknown)-10))
		}
		return nil, nil, fmt.Errorf("%s: no handicap was applied: %s", x.path, strings.Join(unknown, "; "))
	}
	var missing []string
	for key, name := range names {
		if players[key] == nil {
			missing = append(missing, name)
		}
	}
	sort.Strings(missing)
	return players, missing, nil
}

// json writes pair i's extras into its JSON object.
func (px *pairExtras) json(j *jsonOut, i int) {
	if px == nil {
		return
	}
	if px.awards != nil {
		j.raw(",\n   \"award\": ")
		j.raw(px.awards.Awards[i].String())
	}
	if px.handicap != nil {
		j.raw(",\n   \"handicap\": ")
		j.num(px.handicap[i])
		j.raw(",\n   \"handicappedPercent\": ")
		j.num(px.ranked[i].Percent)
		j.raw(",\n   \"handicappedRank\": ")
		j.str(px.ranked[i].Rank)
	}
}

// textHead heads the extras' columns of the text ranking.
func (px *pairExtras) textHead() string {
	if px == nil {
		return ""
	}
	var s string
	if px.awards != nil {
		s += fmt.Sprintf("  %6s", px.scale.Unit())
	}
	if px.handicap != nil {
		s += fmt.Sprintf("  %6s  %7s  %6s", "H'cap", "H'cap %", "Place")
	}
	return s
}

// textCells writes pair i's extras in the text ranking.
func (px *pairExtras) textCells(i int) string {
	if px == nil {
		return ""
	}
	var s string
	if px.awards != nil {
		s += fmt.Sprintf("  %6s", px.scale.Format(px.awards.Awards[i]))
	}
	if px.handicap != nil {
		s += fmt.Sprintf("  %6s  %7s  %6s", scoring.FormatRat(px.handicap[i], 2), scoring.FormatRat(px.ranked[i].Percent, 2), px.ranked[i].Rank)
	}
	return s
}

// textNotes explains each field's awards below the text ranking.
func (px *pairExtras) textNotes() string {
	if px == nil || px.awards == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n")
	for _, f := range px.awards.Fields {
		var head []string
		if f.Section != "" {
			head = append(head, "Section "+f.Section)
		}
		if name := scoring.FieldName(f.Direction); name != "" {
			head = append(head, name)
		}
		if len(head) == 0 {
			head = []string{"Awards"}
		}
		b.WriteString(strings.Join(head, ", ") + ": " + f.Result.Explain + "\n")
	}
	return b.String()
}

// errExplainExtras refuses --explain with awards or handicaps.
var errExplainExtras = errors.New("--explain explains one board: leave out --award and --handicaps")
