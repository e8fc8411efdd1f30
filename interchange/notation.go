package interchange

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// The notations other scoring programs write for the fields that decide a
// score, brought to the one form the entry reader understands. Each is a
// notation found in real files; none guesses at a value.

// passedOutWords are what programs write in the contract field of a board
// that was passed out.
var passedOutWords = map[string]bool{
	"PASS": true, "P": true, "AP": true, "ALL PASS": true, "ALLPASS": true, "PASSED": true,
	"PASSED OUT": true, "PASSEDOUT": true, "PASS OUT": true, "PASSOUT": true, "PO": true, "P/O": true, "0": true,
}

// notPlayedWords are what programs write for a board not played.
var notPlayedWords = map[string]bool{
	"NP": true, "N/P": true, "NOT PLAYED": true, "NOTPLAYED": true, "N.P.": true,
}

// contractNotation gives a contract field in the form the entry reader
// takes: "PASS" for every way of writing a passed-out board, "NP" for not
// played, anything else unchanged (ParseContract reads 3NT, 3N, 3NTx,
// 3 NT, 3♠ itself).
func contractNotation(s string) string {
	if len(s) > 0 && s[0] >= '1' && s[0] <= '7' {
		return s // a contract: no word for a pass or a board not played starts so
	}
	u := strings.Join(strings.Fields(strings.ToUpper(s)), " ")
	switch {
	case passedOutWords[u]:
		return "PASS"
	case notPlayedWords[u]:
		return "NP"
	}
	return s
}

// decimalScore matches a score written with a sign and decimals, as
// Salliere (-450.0) and spreadsheets (+420, 420.00) write them.
var decimalScore = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([+-]?) ?([0-9]+)(?:[.,]0+)?$`) })

// percentPair matches an artificial score written as two percentages
// without the A: 60%-40%, 60-40, 60/40, 60% / 40%.
var percentPair = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([0-9]{1,3}) ?% ?[-/] ?([0-9]{1,3}) ?%?$`) })

// scoreNotation gives a score field in the form the entry reader takes: a
// whole number without a plus sign or decimals, or an artificial score
// with its A; a dash alone, which some programs print for "no score on
// this side", is empty.
func scoreNotation(s string) string {
	if plainScore(s) {
		return s
	}
	t := strings.TrimSpace(s)
	if t == "-" || t == "--" {
		return ""
	}
	if m := decimalScore().FindStringSubmatch(t); m != nil {
		n := strings.TrimLeft(m[2], "0")
		if n == "" {
			return "0"
		}
		if m[1] == "-" {
			return "-" + n
		}
		return n
	}
	if m := percentPair().FindStringSubmatch(t); m != nil {
		return "A" + m[1] + "-" + m[2]
	}
	if u := strings.Join(strings.Fields(strings.ToUpper(t)), " "); notPlayedWords[u] {
		return "NP"
	}
	return s
}

// plainScore tells whether s is already a score in the entry reader's
// form: a whole number, negative or not, without a plus sign, decimals
// or leading zeros (the form nearly every line of every file has).
func plainScore(s string) bool {
	d := strings.TrimPrefix(s, "-")
	if d == "" || d[0] == '0' && len(s) > 1 {
		return false // "-0" and "007" are written otherwise
	}
	for i := 0; i < len(d); i++ {
		if d[i] < '0' || d[i] > '9' {
			return false
		}
	}
	return true
}

// pairKeyOf is what is left of a pair id when only its meaning counts:
// upper case, no spaces, hyphens, dots, slashes or invisible characters, no
// leading zeros on the number, and a direction written before the number
// (NS1, NS-1) moved after it. Ids that differ but share a key are one
// pair written two ways, or a slip.
func pairKeyOf(id string) string {
	if plainPairID(id) {
		return id
	}
	var b strings.Builder
	for _, r := range id {
		switch {
		case unicode.IsSpace(r), unicode.Is(unicode.Cf, r), r == '-', r == '.', r == '/', r == '_':
		default:
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	k := b.String()
	for _, d := range [2]string{"NS", "EW"} {
		if rest, ok := strings.CutPrefix(k, d); ok && rest != "" && isDigits(rest) {
			k = rest + d
		}
	}
	// Leading zeros of the number: 07NS is 7NS, A07 is A7.
	i := strings.IndexFunc(k, func(r rune) bool { return r >= '0' && r <= '9' })
	if i >= 0 {
		j := i
		for j < len(k)-1 && k[j] == '0' && k[j+1] >= '0' && k[j+1] <= '9' {
			j++
		}
		k = k[:i] + k[j:]
	}
	return k
}

// pairIDNotation gives the id a pair written with its direction apart from
// its number (1-NS, 1 NS, NS1, NS-1) has in the rest of bridgescore: 1NS.
// Other ids are kept as written.
func pairIDNotation(id string) string {
	if plainPairID(id) {
		return id
	}
	t := strings.TrimSpace(id)
	k := pairKeyOf(t)
	if dirSuffix(k) != "" && isDigits(k[:len(k)-2]) && k != strings.ToUpper(t) {
		return k
	}
	return t
}

// plainPairID tells whether id is already in the form pairKeyOf and
// pairIDNotation make: a number without leading zeros, alone or followed
// by NS or EW (7, 12NS), as nearly every id of every file is.
func plainPairID(id string) bool {
	d := id
	if strings.HasSuffix(d, "NS") || strings.HasSuffix(d, "EW") {
		d = d[:len(d)-2]
	}
	return isDigits(d) && d[0] != '0'
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// sideAward matches one side's artificial score, as files that give each
// side's score in its own field write it (USEBIO's NS_SCORE and EW_SCORE,
// PBN's Score_NS and Score_EW, the CSV format's ns_score and ew_score): A,
// A=, A+, A-, AVE+, AVERAGE-, A60, 60%.
var sideAward = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:A(?:VE(?:RAGE)?)?\s*(?:([+=-]?)|([0-9]{1,3})\s*%?)|([0-9]{1,3})\s*%)$`)
})

// sidePercent is the percentage one side's artificial score gives, and
// whether s is one.
func sidePercent(s string) (int, bool) {
	m := sideAward().FindStringSubmatch(strings.ToUpper(strings.TrimSpace(s)))
	if m == nil {
		return 0, false
	}
	switch {
	case m[2] != "" || m[3] != "":
		n, _ := strconv.Atoi(m[2] + m[3])
		return n, true
	case m[1] == "+":
		return 60, true
	case m[1] == "-":
		return 40, true
	}
	return 50, true
}

// blankSide reports whether a side's score field says nothing: empty, or
// the dash programs print for "no score on this side".
func blankSide(s string) bool {
	t := strings.TrimSpace(s)
	return t == "" || t == "-" || t == "--"
}

// splitAward is the artificial score of a line whose NS and EW scores are
// given in fields of their own, in the form the entry reader takes
// (A60-40), and whether they give one. Each side keeps the award written
// for it: Average-plus to both (A+ and A+) is 60% each, as Law 12C2(a)
// gives two non-offending sides. A file that gives one side's award alone
// leaves the other side the rest of 100%, as an award given from one side
// always has.
func splitAward(ns, ew string) (string, bool) {
	n, nOK := sidePercent(ns)
	e, eOK := sidePercent(ew)
	switch {
	case nOK && eOK:
		return fmt.Sprintf("A%d-%d", n, e), true
	case nOK && blankSide(ew):
		return fmt.Sprintf("A%d-%d", n, 100-n), true
	case eOK && blankSide(ns):
		return fmt.Sprintf("A%d-%d", 100-e, e), true
	case nOK || eOK:
		// An award on one side and a score on the other: the entry reader
		// says what is wrong with the line.
		return strings.TrimSpace(ns) + "/" + strings.TrimSpace(ew), true
	}
	return "", false
}
