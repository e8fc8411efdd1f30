package interchange

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// A deal's double-dummy analysis in PBN, as BridgeComposer, DDS and the
// club programs write it:
//
//	[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]
//	N NT 9
//	N  S 10
//	… 20 rows: declarer, strain, tricks
//	[DoubleDummyTricks "a9a8…"]   20 hex digits: N, S, E, W, each NT, S, H, D, C
//	[OptimumScore "NS 420"]       the par score, for the side named
//	[ParContract "NS 4S"]         the par contracts, "EW 5HX", "NS 5S,NS 5H"
//
// None of it decides a score: a tag that cannot be read is left out with a
// note naming its line, and the deal is kept.

// pbnAnalysis is what a game's tags say of its analysis.
type pbnAnalysis struct {
	table              *pbnTable // OptimumResultTable
	tricks             string    // DoubleDummyTricks
	score, par         string    // OptimumScore, ParContract
	tricksAt           int
	scoreAt, parAt     int
	haveScore, havePar bool
}

// readTag takes a game's analysis tag; it reports whether tag was one.
func (a *pbnAnalysis) readTag(tag, value string, line int) (table *pbnTable, ok bool) {
	switch tag {
	case "OptimumResultTable":
		a.table = &pbnTable{head: value, at: line}
		return a.table, true
	case "DoubleDummyTricks":
		a.tricks, a.tricksAt = value, line
	case "OptimumScore":
		a.score, a.scoreAt, a.haveScore = value, line, true
	case "ParContract":
		a.par, a.parAt, a.havePar = value, line, true
	default:
		return nil, false
	}
	return nil, true
}

// apply records the analysis in d, and says what it left out.
func (a *pbnAnalysis) apply(d *scoring.Deal) (notes []string) {
	note := func(line int, format string, args ...any) {
		notes = append(notes, fmt.Sprintf("line %d: board %d: %s", line, d.Board, fmt.Sprintf(format, args...)))
	}
	switch {
	case a.table != nil:
		t, err := parseOptimumResultTable(a.table)
		if err != nil {
			note(a.table.at, "OptimumResultTable left out: %v", err)
		} else {
			d.DD = t
		}
	case a.tricks != "":
		t, err := parseDoubleDummyTricks(a.tricks)
		if err != nil {
			note(a.tricksAt, "DoubleDummyTricks left out: %v", err)
		} else {
			d.DD = t
		}
	}
	if !a.haveScore {
		return notes
	}
	score, err := parseOptimumScore(a.score)
	if err != nil {
		note(a.scoreAt, "OptimumScore left out: %v", err)
		return notes
	}
	par := &scoring.Par{Score: score}
	if a.havePar {
		c, err := parseParContract(a.par, d.DD)
		if err != nil {
			note(a.parAt, "ParContract left out: %v", err)
			return notes
		}
		par.Contracts = c
	}
	d.Par = par
	return notes
}

var pbnStrains = map[string]scoring.Strain{"NT": scoring.NoTrump, "N": scoring.NoTrump, "S": scoring.Spades,
	"H": scoring.Hearts, "D": scoring.Diamonds, "C": scoring.Clubs}

func parseOptimumResultTable(t *pbnTable) (*scoring.DDTable, error) {
	var dd scoring.DDTable
	seen := map[string]bool{}
	for _, r := range t.rows {
		f := strings.Fields(r.text)
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: %q: expected declarer, strain and tricks", r.line, clip(r.text))
		}
		seat, ok := parseSeat(f[0])
		strain, ok2 := pbnStrains[strings.ToUpper(f[1])]
		n, err := strconv.Atoi(f[2])
		if !ok || !ok2 || err != nil || n < 0 || n > 13 {
			return nil, fmt.Errorf("line %d: %q: expected declarer, strain and tricks", r.line, clip(r.text))
		}
		seen[seat.String()+strain.String()] = true
		dd.Set(seat, strain, n)
	}
	if len(seen) != 20 {
		return nil, fmt.Errorf("%d of the 20 declarers and strains given", len(seen))
	}
	return &dd, nil
}

func parseDoubleDummyTricks(s string) (*scoring.DDTable, error) {
	if len(s) != 20 {
		return nil, fmt.Errorf("%q: expected 20 hexadecimal digits", clip(s))
	}
	var dd scoring.DDTable
	seats := []scoring.Seat{scoring.North, scoring.South, scoring.East, scoring.West}
	strains := []scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs}
	for i, c := range strings.ToLower(s) {
		n, err := strconv.ParseUint(string(c), 16, 8)
		if err != nil || n > 13 {
			return nil, fmt.Errorf("%q: expected 20 hexadecimal digits from 0 to d", clip(s))
		}
		dd.Set(seats[i/5], strains[i%5], int(n))
	}
	return &dd, nil
}

// parseOptimumScore reads "NS 420", "EW 620" or "NS -100": the score for
// the side named, given back signed for North-South.
func parseOptimumScore(s string) (int, error) {
	f := strings.Fields(strings.ReplaceAll(s, ";", " "))
	if len(f) >= 2 {
		if n, err := strconv.Atoi(f[len(f)-1]); err == nil {
			switch strings.ToUpper(f[0]) {
			case "NS":
				return n, nil
			case "EW":
				return -n, nil
			}
		}
	}
	if len(f) == 1 {
		if n, err := strconv.Atoi(f[0]); err == nil {
			return n, nil
		}
	}
	return 0, fmt.Errorf("%q: expected the side and its score, e.g. \"NS 420\"", clip(s))
}

// parseParContract reads "NS 4S", "EW 5HX", "N 3NT+1", "NS 5S,NS 5H" or
// "Pass" into one contract for each declarer. The tricks over or under,
// when the tag leaves them out, come from the table when there is one.
func parseParContract(s string, dd *scoring.DDTable) ([]string, error) {
	bad := fmt.Errorf("%q: expected the side and the contract, e.g. \"NS 4S\" or \"EW 5HX\"", clip(s))
	var out []string
	side := ""
	for part := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == ',' || r == ';' }) {
		f := strings.Fields(part)
		if len(f) == 2 {
			side, f = strings.TrimSuffix(strings.ToUpper(f[0]), ":"), f[1:]
		}
		if len(f) != 1 {
			return nil, bad
		}
		if strings.EqualFold(f[0], "pass") {
			continue
		}
		contract, result := f[0], ""
		if i := strings.IndexAny(contract, "+-="); i > 0 {
			contract, result = contract[:i], contract[i:]
		}
		c, err := scoring.ParseContract(contract)
		if err != nil || c.Level == 0 || side == "" {
			return nil, bad
		}
		for _, r := range side {
			seat, ok := parseSeat(string(r))
			if !ok {
				return nil, bad
			}
			res := result
			if res == "" && dd != nil {
				if d := dd.Tricks(seat, c.Strain) - (c.Level + 6); d > 0 {
					res = fmt.Sprintf("+%d", d)
				} else if d < 0 {
					res = fmt.Sprintf("%d", d)
				}
			}
			if res == "=" {
				res = ""
			}
			out = append(out, contract+seat.String()+res)
		}
	}
	return out, nil
}

// writePBNAnalysis writes the analysis tags of a deal that has them.
func writePBNAnalysis(w io.Writer, d scoring.Deal) {
	if d.Par != nil {
		fmt.Fprintf(w, "[OptimumScore \"NS %d\"]\n", d.Par.Score)
		fmt.Fprintf(w, "[ParContract \"%s\"]\n", parContractTag(d.Par.Contracts))
	}
	if d.DD == nil {
		return
	}
	fmt.Fprintln(w, `[OptimumResultTable "Declarer;Denomination\2R;Result\2R"]`)
	for _, seat := range []scoring.Seat{scoring.North, scoring.South, scoring.East, scoring.West} {
		for _, s := range []scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs} {
			fmt.Fprintf(w, "%s %2s %2d\n", seat, s, d.DD.Tricks(seat, s))
		}
	}
}

// parContractTag writes par contracts as ParContract holds them: partners
// declaring the same contract as their side ("NS 4S+1"), others alone
// ("N 3NT"), several joined by commas; "Pass" when passed out.
func parContractTag(contracts []string) string {
	type key struct{ contract, result string }
	var order []key
	seats := map[key]string{}
	for _, c := range contracts {
		r, err := scoring.ParseResult(entryForm(c))
		if err != nil {
			continue
		}
		contract := r.Contract.String()
		k := key{contract, r.Relative()}
		if _, ok := seats[k]; !ok {
			order = append(order, k)
		}
		seats[k] += r.Declarer.String()
	}
	if len(order) == 0 {
		return "Pass"
	}
	var parts []string
	for _, k := range order {
		side := seats[k]
		switch {
		case strings.Contains(side, "N") && strings.Contains(side, "S"):
			side = "NS"
		case strings.Contains(side, "E") && strings.Contains(side, "W"):
			side = "EW"
		}
		res := k.result
		if res == "=" {
			res = ""
		}
		parts = append(parts, side+" "+k.contract+res)
	}
	slices.Sort(parts)
	return strings.Join(parts, ",")
}

// entryForm gives a par contract as a director enters a result: "4SN" is
// made exactly, "4SN=".
func entryForm(c string) string {
	if strings.ContainsAny(c, "+-=") {
		return c
	}
	return c + "="
}
