package scoring

import (
	"errors"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// MaxScore is the largest NS score a board can give either way: 7NTXX
// vulnerable, down 13, is -7600.
const MaxScore = 7600

// Percentages of the artificial adjusted scores (Law 12C2(a)).
const (
	AveragePlusPercent  = 60
	AveragePercent      = 50
	AverageMinusPercent = 40
)

// ParseEntry reads what the director types in the result field of one
// traveller line of a board, and returns the line with Kind, Result, Score,
// percentages or weights filled in; Board, Round, Table, NS and EW are left
// for the caller. Scores are worked out with the board's vulnerability.
//
// Accepted entries:
//
//	4SN+1, 3NT= S, ...        a result, as ParseResult reads it
//	PASS                      passed out
//	+620, -100, 620, 0        a bare NS score (a multiple of 10, at most 7600)
//	A60-40, A6040, A60/40     artificial: NS 60%, EW 40% (Law 12C2)
//	A, AVE, A=                Average to both sides (50/50)
//	A+, AVE+                  Average-plus to NS, Average-minus to EW (60/40)
//	A-, AVE-                  Average-minus to NS, Average-plus to EW (40/60)
//	A+/A+, AVE-/AVE-, A60/A40 one side's artificial score each: NS/EW
//	NP                        not played: the board does not count
//	W 60% 4SN= 40% 3NTS-1     weighted assigned score (Law 12C1(c))
//	W 50% -110 50% +50 / 50% +170 50% +120
//	                          split weighting: NS part / EW part
//
// In a weighted score each side's weights must add up to 100%; a weight may
// be a whole or decimal percentage or a fraction such as 100/3%, and each
// component a result or a bare NS score.
func ParseEntry(board int, text string) (_ Line, err error) {
	defer invalid(&err)
	if board < 1 {
		return Line{}, fmt.Errorf("board %d: board numbers start at 1", board)
	}
	norm := normalizeEntry(text)
	fail := func(format string, args ...any) (Line, error) {
		return Line{}, errors.New(strconv.Quote(text) + ": " + fmt.Sprintf(format, args...))
	}
	switch {
	case norm == "":
		return fail("empty entry: expected a result such as 4SN+1, a score such as +620, PASS, an artificial score such as A60-40, a weighted score (W 60%% 4SN= 40%% 3NTS-1) or NP")
	case norm == "NP" || norm == "N/P" || norm == "NOT PLAYED" || norm == "NOTPLAYED":
		return Line{Kind: NotPlayed}, nil
	case norm[0] == 'A' && !strings.HasPrefix(norm, "ALL PASS"):
		ns, ew, err := parseArtificial(norm)
		if err != nil {
			return fail("%v", err)
		}
		return Line{Kind: Artificial, NSPercent: ns, EWPercent: ew}, nil
	case norm[0] == 'W':
		ns, ew, err := parseWeighted(board, norm)
		if err != nil {
			return fail("%v", err)
		}
		return Line{Kind: Weighted, NSWeights: ns, EWWeights: ew}, nil
	case isBareScore(norm):
		s, err := parseScore(norm)
		if err == nil {
			err = checkPossible(s)
		}
		if err != nil {
			return fail("%v", err)
		}
		return Line{Kind: Played, Score: s}, nil
	case (norm[0] >= '0' && norm[0] <= '9') || norm[0] == 'P' || strings.HasPrefix(norm, "ALL PASS"):
		r, err := ParseResult(text)
		if err != nil {
			return Line{}, err
		}
		return Line{Kind: Played, Result: &r, Score: r.Score(Vul(board))}, nil
	}
	return fail("expected a result such as 4SN+1, a score such as +620, PASS, an artificial score such as A60-40, a weighted score (W 60%% 4SN= 40%% 3NTS-1) or NP")
}

// normalizeEntry upper-cases the entry, makes minus signs and dashes ASCII
// and reduces runs of spaces to one.
func normalizeEntry(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '\u2212', '\u2013', '\u2014', '\u2010', '\u2011':
			return '-'
		}
		return unicode.ToUpper(r)
	}, s)
	if !hasSpace(s) {
		return s // one word: nothing to split and join again
	}
	return strings.Join(strings.Fields(s), " ")
}

// hasSpace tells whether s may hold a space of any kind: a byte that is
// not printable ASCII may be one.
func hasSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] >= 0x7f {
			return true
		}
	}
	return false
}

// isBareScore reports whether s is a signed or unsigned whole number,
// allowing one space after the sign.
func isBareScore(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = strings.TrimPrefix(s[1:], " ")
	}
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

// parseScore reads a bare NS score such as +620, -100 or 0.
func parseScore(s string) (int, error) {
	n, err := strconv.Atoi(strings.ReplaceAll(s, " ", ""))
	if err != nil || n < -MaxScore || n > MaxScore {
		return 0, fmt.Errorf("score %s is out of range: a board scores at most %d either way", s, MaxScore)
	}
	if n%10 != 0 {
		return 0, fmt.Errorf("score %s is not a multiple of 10", s)
	}
	return n, nil
}

var (
	artificialPair   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^A(?:VE)?([0-9]{1,3})[-/]([0-9]{1,3})$`) })
	artificialRun    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^A(?:VE)?([0-9]{4})$`) })
	artificialSplit  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(A[^/]*)/(A[^/]*)$`) })
	artificialNamed  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^A(?:VE(?:RAGE)?)?([+=-]?|[0-9]{1,3})$`) })
	artificialExpect = "expected an artificial score: A (Average, 50/50), A+ (60/40), A- (40/60) or the NS and EW percentages such as A60-40"
)

// parseArtificial reads an artificial adjusted score and returns the NS and
// EW percentages.
func parseArtificial(s string) (ns, ew int, err error) {
	s = strings.NewReplacer("%", "", " ", "").Replace(s)
	pct := func(d string) (int, error) {
		n, _ := strconv.Atoi(d)
		if n > 100 {
			return 0, fmt.Errorf("percentage %s must be 0 to 100", d)
		}
		return n, nil
	}
	if m := artificialPair().FindStringSubmatch(s); m != nil {
		if ns, err = pct(m[1]); err == nil {
			ew, err = pct(m[2])
		}
		return ns, ew, err
	}
	if m := artificialRun().FindStringSubmatch(s); m != nil {
		// USEBIO style: A6040 is NS 60%, EW 40%.
		if ns, err = pct(m[1][:2]); err == nil {
			ew, err = pct(m[1][2:])
		}
		return ns, ew, err
	}
	// One side at a time: A+/A-, AVE-/AVE-, A60/A40.
	if m := artificialSplit().FindStringSubmatch(s); m != nil {
		if ns, err = namedPercent(m[1], true); err != nil {
			return 0, 0, err
		}
		if ew, err = namedPercent(m[2], true); err != nil {
			return 0, 0, err
		}
		return ns, ew, nil
	}
	ns, err = namedPercent(s, false)
	if err != nil {
		return 0, 0, err
	}
	// A single name is given from NS's side: EW gets the mirror image.
	return ns, 100 - ns, nil
}

// namedPercent reads A, A=, A+, A- or (when a number is allowed, for one
// side of A60/A40) A60.
func namedPercent(s string, numberOK bool) (int, error) {
	m := artificialNamed().FindStringSubmatch(s)
	if m == nil {
		return 0, errors.New(artificialExpect)
	}
	switch m[1] {
	case "", "=":
		return AveragePercent, nil
	case "+":
		return AveragePlusPercent, nil
	case "-":
		return AverageMinusPercent, nil
	}
	if !numberOK {
		return 0, errors.New(artificialExpect)
	}
	n, _ := strconv.Atoi(m[1])
	if n > 100 {
		return 0, fmt.Errorf("percentage %s must be 0 to 100", m[1])
	}
	return n, nil
}

// weightRE finds the weights of a weighted score: 60%, 12.5%, 100/3%. A
// weight stands at the start, after a space or after the / that starts the
// EW weighting, so that "+50/50%" reads as the score +50, then the EW
// weighting.
var weightRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?:^|[ /])([0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?) ?%`) })

// parseWeighted reads "W 60% 4SN= 40% 3NTS-1", optionally followed by
// "/ ..." with a different weighting for EW.
func parseWeighted(board int, s string) (ns, ew []WeightedScore, err error) {
	var body string
	if strings.HasPrefix(s, "WEIGHTED") {
		body = s[len("WEIGHTED"):]
	} else {
		body = s[1:]
	}
	body = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(body), ":"))
	locs := weightRE().FindAllStringSubmatchIndex(body, -1)
	if len(locs) == 0 || strings.TrimSpace(body[:locs[0][2]]) != "" {
		return nil, nil, errors.New("a weighted score is W followed by weights and results: expected e.g. W 60% 4SN= 40% 3NTS-1")
	}
	side := &ns
	for k, loc := range locs {
		w, ok := new(big.Rat).SetString(body[loc[2]:loc[3]])
		if !ok {
			return nil, nil, fmt.Errorf("weight %s%% is not a number", body[loc[2]:loc[3]])
		}
		if w.Sign() <= 0 {
			return nil, nil, fmt.Errorf("weight %s%% must be more than 0%%", body[loc[2]:loc[3]])
		}
		w.Quo(w, big.NewRat(100, 1))
		end := len(body)
		if k+1 < len(locs) {
			end = locs[k+1][2]
		}
		comp := strings.TrimSpace(body[loc[1]:end])
		next := side
		if i := strings.IndexByte(comp, '/'); i >= 0 {
			if side == &ew {
				return nil, nil, errors.New("only one / is allowed: it separates the NS weighting from the EW weighting")
			}
			if strings.TrimSpace(comp[i+1:]) != "" {
				return nil, nil, fmt.Errorf("unexpected %q after /: expected the EW weighting, starting with a weight such as 50%%", strings.TrimSpace(comp[i+1:]))
			}
			comp = strings.TrimSpace(comp[:i])
			next = &ew
		}
		ws, err := parseComponent(board, comp, body[loc[2]:loc[3]]+"%")
		if err != nil {
			return nil, nil, err
		}
		ws.Weight = w
		*side = append(*side, ws)
		side = next
	}
	if side == &ew && len(ew) == 0 {
		return nil, nil, errors.New("missing the EW weighting after /")
	}
	if err := CheckWeights("NS", ns); err != nil {
		return nil, nil, err
	}
	if ew == nil {
		// One weighting for both sides; each side gets its own copy so
		// that neither can change the other's.
		for _, c := range ns {
			c.Weight = new(big.Rat).Set(c.Weight)
			if c.Result != nil {
				r := *c.Result
				c.Result = &r
			}
			ew = append(ew, c)
		}
		return ns, ew, nil
	}
	if err := CheckWeights("EW", ew); err != nil {
		return nil, nil, err
	}
	return ns, ew, nil
}

// parseComponent reads one component of a weighted score: a result or a
// bare NS score, optionally introduced by "of" and followed by "+" or ","
// before the next weight.
func parseComponent(board int, s, weight string) (WeightedScore, error) {
	s = strings.TrimSpace(strings.TrimPrefix(s, "OF "))
	// A joining "+" or "," between components is not part of the score.
	if strings.HasSuffix(s, " +") || strings.HasSuffix(s, ",") {
		s = strings.TrimSpace(s[:len(s)-1])
	}
	if s == "" {
		return WeightedScore{}, fmt.Errorf("weight %s has no result or score after it", weight)
	}
	if isBareScore(s) {
		n, err := parseScore(s)
		if err == nil {
			err = checkPossible(n)
		}
		if err != nil {
			return WeightedScore{}, fmt.Errorf("%s %v", weight, err)
		}
		return WeightedScore{Score: n}, nil
	}
	if c := s[0]; (c < '0' || c > '9') && c != 'P' {
		return WeightedScore{}, fmt.Errorf("%s of %q: expected a result such as 4SN= or a score such as -110", weight, s)
	}
	r, err := ParseResult(s)
	if err != nil {
		return WeightedScore{}, fmt.Errorf("%s of %v", weight, err)
	}
	return WeightedScore{Score: r.Score(Vul(board)), Result: &r}, nil
}

// formatPercent writes a share of 1 as a percentage: 60, 12.5, or 100/3
// when no short decimal is exact.
func formatPercent(w *big.Rat) string {
	p := new(big.Rat).Mul(w, big.NewRat(100, 1))
	if p.IsInt() {
		return p.Num().String()
	}
	// A fraction whose denominator has only the factors 2 and 5 has an
	// exact decimal form.
	d := new(big.Int).Set(p.Denom())
	places := 0
	for _, f := range []int64{2, 5} {
		bf := big.NewInt(f)
		for new(big.Int).Mod(d, bf).Sign() == 0 {
			d.Quo(d, bf)
		}
	}
	if d.Cmp(big.NewInt(1)) == 0 {
		for pow := big.NewInt(1); ; places++ {
			if new(big.Int).Mod(pow, p.Denom()).Sign() == 0 {
				break
			}
			pow.Mul(pow, big.NewInt(10))
		}
		return p.FloatString(places)
	}
	return p.Num().String() + "/" + p.Denom().String()
}

// EntryText is the canonical text of a line's entry, as stored and
// exported; ParseEntry reads it back to an equal line. It is "" for a line
// of unknown kind.
func EntryText(l Line) string {
	switch l.Kind {
	case Played:
		if l.Result != nil {
			return l.Result.String()
		}
		return signedScore(l.Score)
	case Artificial:
		return AdjustedCode(l)
	case Weighted:
		text := "W " + weightingText(l.NSWeights)
		if !sameWeighting(l.NSWeights, l.EWWeights) {
			text += " / " + weightingText(l.EWWeights)
		}
		return text
	case NotPlayed:
		return "NP"
	}
	return ""
}

// AdjustedCode is the code results files use for an adjusted line that has
// no single score: "A60-40" (NS 60%, EW 40%) for an artificial line, "NP"
// for a board not played, and "" for any other line.
func AdjustedCode(l Line) string {
	switch l.Kind {
	case Artificial:
		return fmt.Sprintf("A%d-%d", l.NSPercent, l.EWPercent)
	case NotPlayed:
		return "NP"
	}
	return ""
}

func signedScore(s int) string {
	if s > 0 {
		return "+" + strconv.Itoa(s)
	}
	return strconv.Itoa(s)
}

func weightingText(ws []WeightedScore) string {
	parts := make([]string, 0, len(ws))
	for _, w := range ws {
		comp := signedScore(w.Score)
		if w.Result != nil {
			comp = w.Result.String()
		}
		weight := "?"
		if w.Weight != nil {
			weight = formatPercent(w.Weight)
		}
		parts = append(parts, weight+"% "+comp)
	}
	return strings.Join(parts, " ")
}

// sameWeighting reports whether NS and EW were given the same weighting.
func sameWeighting(a, b []WeightedScore) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Score != b[i].Score || (a[i].Weight == nil) != (b[i].Weight == nil) ||
			(a[i].Weight != nil && a[i].Weight.Cmp(b[i].Weight) != 0) ||
			(a[i].Result == nil) != (b[i].Result == nil) ||
			(a[i].Result != nil && *a[i].Result != *b[i].Result) {
			return false
		}
	}
	return true
}
