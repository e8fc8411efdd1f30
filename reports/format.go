package reports

import (
	"math/big"
	"strings"

	"bridgescore/scoring"
)

// points shows matchpoints or IMPs to at most two decimals, as recaps do
// (ACBLscore prints factored matchpoints such as 7.63). The scoring keeps
// exact values; they are rounded only here, for display.
func points(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return scoring.FormatPoints(r)
}

// signedPoints shows IMPs with their sign, so a plus score stands out.
func signedPoints(r *big.Rat) string {
	s := points(r)
	if r != nil && r.Sign() > 0 {
		return "+" + s
	}
	return s
}

// total shows a pair's total with two decimals throughout, since totals are
// read down a column; IMPs carry their sign.
func total(r *big.Rat, imps bool) string {
	if r == nil {
		return ""
	}
	s := scoring.FormatRat(r, 2)
	if imps && r.Sign() > 0 {
		return "+" + s
	}
	return s
}

// percent shows a percentage to two decimals.
func percent(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return scoring.FormatRat(r, 2)
}

// boardPercent is a pair's share of the top on one board.
func boardPercent(pts, top *big.Rat) *big.Rat {
	if pts == nil || top == nil || top.Sign() == 0 {
		return nil
	}
	p := new(big.Rat).Quo(pts, top)
	return p.Mul(p, big.NewRat(100, 1))
}

// isIMPs says whether the method scores in IMPs rather than matchpoints.
func isIMPs(m scoring.Method) bool {
	return m == scoring.CrossIMPs || m == scoring.Butler
}

// methodName names the scoring method and matchpoint scale for the header.
func methodName(m scoring.Method, rules scoring.Rules) string {
	switch m {
	case scoring.CrossIMPs:
		return "Cross-IMPs"
	case scoring.Butler:
		return "Butler IMPs"
	}
	switch rules {
	case scoring.ACBL:
		return "Matchpoints, ACBL scale (1 per score beaten, ½ per tie), Neuberg"
	case scoring.WBF:
		return "Matchpoints, WBF/EBU scale (2 per score beaten, 1 per tie), Neuberg"
	}
	return "Matchpoints"
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
