package reports

import (
	"math/big"
	"strings"
	"time"

	"bridgescore/scoring"
)

// minusSign is the true minus, U+2212: as wide as the plus sign, so signed
// figures line up in a column, and unmistakable for a hyphen.
const minusSign = "−"

// minus writes a number's leading hyphen as a true minus sign.
func minus(s string) string {
	if strings.HasPrefix(s, "-") {
		return minusSign + s[1:]
	}
	return s
}

// points shows matchpoints or IMPs to at most two decimals, for a single
// figure such as a board's top. The scoring keeps exact values; they are
// rounded only here, for display.
func points(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return minus(scoring.FormatPoints(r))
}

// fixed shows r with exactly dec decimals, so that a column of figures
// lines up on the decimal point.
func fixed(r *big.Rat, dec int) string {
	if r == nil {
		return ""
	}
	return minus(scoring.FormatRat(r, dec))
}

// signedFixed is fixed with a plus sign on a positive figure, as IMPs are
// shown.
func signedFixed(r *big.Rat, dec int) string {
	s := fixed(r, dec)
	if r != nil && s != fixed(new(big.Rat), dec) && r.Sign() > 0 {
		return "+" + s
	}
	return s
}

// decimals is how many decimals r needs when shown to at most two.
func decimals(r *big.Rat) int {
	if r == nil {
		return 0
	}
	s := scoring.FormatPoints(r)
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// total shows a pair's total with two decimals throughout, since totals are
// read down a column; IMPs carry their sign.
func total(r *big.Rat, imps bool) string {
	if imps {
		return signedFixed(r, 2)
	}
	return fixed(r, 2)
}

// percent shows a percentage to two decimals.
func percent(r *big.Rat) string { return fixed(r, 2) }

// boardPercent is a pair's share of the top on one board.
func boardPercent(pts, top *big.Rat) *big.Rat {
	if pts == nil || top == nil || top.Sign() == 0 {
		return nil
	}
	p := new(big.Rat).Quo(pts, top)
	return p.Mul(p, big.NewRat(100, 1))
}

// methodName names the scoring method and matchpoint scale for the header,
// with how a matchpoint scale counts.
func methodName(m scoring.Method, rules scoring.Rules) string {
	name := scoring.ScoringName(m, rules)
	if m.InIMPs() {
		return name
	}
	switch rules {
	case scoring.ACBL:
		return name + ": 1 per score beaten, ½ per tie, Neuberg"
	case scoring.WBF:
		return name + ": 2 per score beaten, 1 per tie, Neuberg"
	}
	return name
}

// span is a run of text in one colour: suit symbols for hearts and diamonds
// are printed red.
type span struct {
	text string
	red  bool
}

// suitSpans splits text so that ♥ and ♦ can be coloured red.
func suitSpans(s string) []span {
	var out []span
	start := 0
	for i, r := range s {
		if r == '♥' || r == '♦' {
			if i > start {
				out = append(out, span{text: s[start:i]})
			}
			n := len(string(r))
			out = append(out, span{text: s[i : i+n], red: true})
			start = i + n
		}
	}
	if start < len(s) {
		out = append(out, span{text: s[start:]})
	}
	return out
}

// names joins a pair's players for printing.
func names(p scoring.Pair) string {
	var parts []string
	for _, n := range p.Names {
		if n = strings.TrimSpace(n); n != "" {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, " & ")
}

// dateLayouts are the ways a session's date arrives: the store's ISO date,
// USEBIO's day/month/year and PBN's year.month.day.
var dateLayouts = []string{"2006-01-02", "02/01/2006", "2/1/2006", "2006.01.02"}

// dateText writes a date so that no reader can take the day for the month:
// "8 Nov 2025". A date in no known form is printed as it was given.
func dateText(s string) string {
	s = strings.TrimSpace(s)
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return t.Format("2 Jan 2006")
		}
	}
	return s
}
