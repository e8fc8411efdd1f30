package scoring

import (
	"fmt"
	"math/big"
	"strings"
)

// Explain gives a short plain-language account of the points of the line
// of board played by pair ns (North-South) against pair ew (East-West):
// the scores it beat and tied, the Neuberg factor, the artificial score's
// percentage, the Butler datum or the IMPs won and lost against each other
// result. st must be what Score returned for s.
func Explain(s *Session, st *Standings, board int, ns, ew string) (_ string, err error) {
	defer missing(&err)
	return ExplainIn(s, st, "", board, ns, ew)
}

// ExplainIn is Explain for a line of one section of a session of several
// ("" for a session of one): scored section by section, the line is
// compared with its section's results; across the field, with the
// board's results in every section.
func ExplainIn(s *Session, st *Standings, section string, board int, ns, ew string) (_ string, err error) {
	defer missing(&err)
	if s == nil || st == nil {
		return "", fmt.Errorf("nothing scored to explain")
	}
	var br *BoardResult
	var lr *LineResult
	for i := range st.Boards {
		b := &st.Boards[i]
		if b.Board != board || (b.Section != "" && b.Section != section) {
			continue
		}
		for j := range b.Lines {
			if l := &b.Lines[j]; l.Section == section && l.NS == ns && l.EW == ew {
				br, lr = b, l
			}
		}
	}
	where := fmt.Sprintf("Board %d, %s v %s", board, ns, ew)
	if section != "" {
		where = fmt.Sprintf("Section %s, board %d, %s v %s", section, board, ns, ew)
	}
	if lr == nil {
		for _, l := range s.Lines {
			if l.Section == section && l.Board == board && l.NS == ns && l.EW == ew && l.Kind == NotPlayed {
				return where + ": not played. The board does not count for either pair.", nil
			}
		}
		return "", fmt.Errorf("%s: no such line", strings.ToLower(where[:1])+where[1:])
	}
	x := explainer{s: s, st: st, b: br, l: lr, opt: s.Options.withDefaults()}
	x.heading()
	switch {
	case lr.Kind == Artificial:
		x.artificial()
	case st.Method == Matchpoints:
		x.matchpoints()
	case st.Method == CrossIMPs:
		x.crossIMPs()
	default:
		x.butler()
	}
	return strings.TrimSpace(x.w.String()), nil
}

type explainer struct {
	s   *Session
	st  *Standings
	b   *BoardResult
	l   *LineResult
	opt Options
	w   strings.Builder
}

func (x *explainer) printf(format string, args ...any) {
	fmt.Fprintf(&x.w, format, args...)
}

func signed(score int) string {
	if score > 0 {
		return fmt.Sprintf("+%d", score)
	}
	return fmt.Sprint(score)
}

func signedRat(r *big.Rat) string {
	s := FormatPoints(r)
	if r.Sign() > 0 {
		return "+" + s
	}
	return s
}

// describeWeights says a weighting from one side's seat: sign 1 gives
// North-South's scores as they are held, -1 East-West's own (the scores
// held for East-West's part are North-South's, turned round here).
func describeWeights(ws []WeightedScore, sign int) string {
	parts := make([]string, len(ws))
	for i, w := range ws {
		pct := new(big.Rat).Mul(w.Weight, big.NewRat(100, 1))
		parts[i] = fmt.Sprintf("%s%% of %s", FormatPoints(pct), signed(sign*w.Score))
	}
	return strings.Join(parts, " + ")
}

func (x *explainer) heading() {
	l := x.l
	if l.Section != "" {
		x.printf("Section %s, board %d, %s v %s: ", l.Section, l.Board, l.NS, l.EW)
	} else {
		x.printf("Board %d, %s v %s: ", l.Board, l.NS, l.EW)
	}
	switch l.Kind {
	case Artificial:
		x.printf("artificial adjusted score A%d-%d.\n", l.NSPercent, l.EWPercent)
	case Weighted:
		x.printf("weighted adjusted score, NS %s; EW %s (East-West's own scores).\n", describeWeights(l.NSWeights, 1), describeWeights(l.EWWeights, -1))
	default:
		x.printf("NS %s.\n", signed(l.Score))
	}
	if l.Group != 0 && x.fouled() {
		x.printf("The board was fouled: this table is scored with the %d tables that played the same cards (group %d).\n",
			len(x.group()), l.Group)
	}
}

// groupCount is the number of groups of real results on the board.
func (x *explainer) groupCount() int {
	seen := map[int]bool{}
	for _, o := range x.b.Lines {
		if o.Kind != Artificial {
			seen[o.Group] = true
		}
	}
	return len(seen)
}

func hasWeightedResult(g []*LineResult) bool {
	for _, l := range g {
		if l.Kind == Weighted {
			return true
		}
	}
	return false
}

func (x *explainer) fouled() bool {
	for _, o := range x.b.Lines {
		if o.Kind != Artificial && o.Group != x.l.Group {
			return true
		}
	}
	return false
}

// group is the real results scored together with the line, itself included.
func (x *explainer) group() []*LineResult {
	var g []*LineResult
	for i := range x.b.Lines {
		o := &x.b.Lines[i]
		if o.Kind != Artificial && o.Group == x.l.Group {
			g = append(g, o)
		}
	}
	return g
}

func (x *explainer) points() {
	x.printf("Points: NS %s, EW %s", FormatPoints(x.l.NSPoints), FormatPoints(x.l.EWPoints))
	if x.b.Top != nil {
		x.printf(" (top %s)", FormatPoints(x.b.Top))
	}
	x.printf(".\n")
}

func (x *explainer) artificial() {
	l := x.l
	for _, side := range []struct {
		name string
		pct  int
		got  *big.Rat
	}{{"NS", l.NSPercent, l.NSPoints}, {"EW", l.EWPercent, l.EWPoints}} {
		var nominal *big.Rat
		if x.st.Method == Matchpoints {
			nominal = new(big.Rat).Mul(x.b.Top, big.NewRat(int64(side.pct), 100))
			x.printf("%s: %d%% of the full top %s = %s matchpoints", side.name, side.pct, FormatPoints(x.b.Top), FormatPoints(nominal))
		} else {
			nominal = new(big.Rat).Mul(x.opt.AveragePlusIMPs, big.NewRat(int64(side.pct-50), 10))
			x.printf("%s: %d%% is worth %s IMPs", side.name, side.pct, signedRat(nominal))
		}
		if nominal.Cmp(side.got) != 0 {
			x.printf(", changed to %s, the pair's average on its other boards (Law 12C2(c))", FormatPoints(side.got))
		}
		x.printf(".\n")
	}
	x.printf("Artificial scores are not compared with the other results.\n")
	x.points()
}

func (x *explainer) components(l *LineResult, ew bool) []component {
	return components(&l.Line, ew)
}

func (x *explainer) matchpoints() {
	g := x.group()
	a, e := len(g), x.st.Expected
	acbl := x.st.Rules == ACBL
	unitBeat, unitTie, shift, top := "2", "1", "1", 2*(a-1)
	if acbl {
		unitBeat, unitTie, shift, top = "1", "½", "½", a-1
	}
	var raw [2]*big.Rat
	for side, ew := range []bool{false, true} {
		beat, tied := new(big.Rat), new(big.Rat)
		for _, c := range x.components(x.l, ew) {
			for _, o := range g {
				if o == x.l {
					continue
				}
				for _, oc := range x.components(o, ew) {
					w := new(big.Rat).Mul(c.w, oc.w)
					switch compareUnits(c.score, oc.score, ew) {
					case 2:
						beat.Add(beat, w)
					case 1:
						tied.Add(tied, w)
					}
				}
			}
		}
		m := new(big.Rat).Add(new(big.Rat).Add(beat, beat), tied)
		if acbl {
			m.Quo(m, big.NewRat(2, 1))
		}
		raw[side] = m
		x.printf("%s beat %s and tied %s of the %d other results: %s × %s + %s × %s = %s of %d.\n",
			sideName(ew), FormatPoints(beat), FormatPoints(tied), a-1, FormatPoints(beat), unitBeat,
			FormatPoints(tied), unitTie, FormatPoints(m), top)
	}
	if pcts := smallGroupPercents(x.opt, x.groupCount(), a, e, hasWeightedResult(g)); pcts != nil {
		strs := make([]string, len(pcts))
		for i, p := range pcts {
			strs[i] = fmt.Sprintf("%d%%", p)
		}
		x.printf("A small group of a fouled board (%d results where %d were expected): instead of Neuberg, the results score %s of the top by rank, tied results sharing.\n",
			a, e, strings.Join(strs, ", "))
	} else if a < e {
		var parts []string
		for side, got := range []*big.Rat{x.l.NSPoints, x.l.EWPoints} {
			parts = append(parts, fmt.Sprintf("%s (%s + %s) × %d/%d - %s = %s", sideName(side == 1),
				FormatPoints(raw[side]), shift, e, a, shift, FormatPoints(got)))
		}
		x.printf("Neuberg: %d results where %d were expected, so M becomes (M + %s) × %d/%d - %s: %s.\n",
			a, e, shift, e, a, shift, strings.Join(parts, "; "))
	}
	x.points()
}

func sideName(ew bool) string {
	if ew {
		return "EW"
	}
	return "NS"
}

func (x *explainer) crossIMPs() {
	g := x.group()
	for _, ew := range []bool{false, true} {
		name := "NS"
		if ew {
			name = "EW"
		}
		var parts []string
		sum := new(big.Rat)
		for _, o := range g {
			if o == x.l {
				continue
			}
			part := new(big.Rat)
			var terms []string
			for _, c := range x.components(x.l, ew) {
				for _, oc := range x.components(o, ew) {
					imps := IMPs(c.score - oc.score)
					if ew {
						imps = -imps
					}
					part.Add(part, new(big.Rat).Mul(new(big.Rat).Mul(c.w, oc.w), big.NewRat(int64(imps), 1)))
					terms = append(terms, fmt.Sprintf("%s v %s", signed(c.score), signed(oc.score)))
				}
			}
			sum.Add(sum, part)
			parts = append(parts, fmt.Sprintf("%s: %s", strings.Join(terms, ", "), signedRat(part)))
		}
		if len(parts) == 0 {
			x.printf("%s: no other result to compare with.\n", name)
			continue
		}
		x.printf("%s against each other result (NS scores): %s; in all %s IMPs from %d comparisons.\n",
			name, strings.Join(parts, "; "), signedRat(sum), len(parts))
	}
	if d := x.opt.XIMPDivisor; d != XIMPComparisons {
		x.printf("The sum is divided as the %q convention says.\n", d)
	}
	x.points()
}

func (x *explainer) butler() {
	g := x.group()
	datum := x.b.Datum
	if d, ok := x.b.GroupDatums[x.l.Group]; ok {
		datum = &d
	}
	if datum == nil {
		x.points()
		return
	}
	scores := make([]*big.Rat, len(g))
	for i, o := range g {
		scores[i] = datumScore(&o.Line)
	}
	scores = sortedRats(scores)
	drop := x.opt.ButlerDrop
	if drop > 0 && len(scores) >= x.opt.ButlerDropMin {
		for drop > 0 && len(scores)-2*drop < 1 {
			drop--
		}
	} else {
		drop = 0
	}
	list := func(rs []*big.Rat) string {
		out := make([]string, len(rs))
		for i, r := range rs {
			out[i] = signedRat(r)
		}
		return strings.Join(out, ", ")
	}
	x.printf("Datum %d: the mean of the NS scores %s", *datum, list(scores[drop:len(scores)-drop]))
	if drop > 0 {
		x.printf(" (leaving out the highest, %s, and the lowest, %s)", list(scores[len(scores)-drop:]), list(scores[:drop]))
	}
	x.printf(", rounded to a multiple of 10.\n")
	for _, ew := range []bool{false, true} {
		name := "NS"
		sign := 1
		if ew {
			name, sign = "EW", -1
		}
		var terms []string
		for _, c := range x.components(x.l, ew) {
			diff := c.score - *datum
			d := fmt.Sprint(*datum)
			if *datum < 0 {
				d = "(" + d + ")"
			}
			t := fmt.Sprintf("%s - %s = %s, %s IMPs", signed(c.score), d, signed(diff), signed(sign*IMPs(diff)))
			if c.w.Cmp(big.NewRat(1, 1)) != 0 {
				t = FormatPoints(new(big.Rat).Mul(c.w, big.NewRat(100, 1))) + "% of " + t
			}
			terms = append(terms, t)
		}
		x.printf("%s: %s.\n", name, strings.Join(terms, "; "))
	}
	x.points()
}
