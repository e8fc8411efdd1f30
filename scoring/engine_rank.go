package scoring

import (
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// applyLaw12C2c lifts each Average-plus (60% or more) to the pair's own
// average on its other boards when that is higher, and lowers each
// Average-minus (40% or less) to it when lower (Law 12C2(c)). A pair's
// average per board is the same thing as its session percentage of the
// top in matchpoints, and its IMP equivalent in IMP methods. The other
// boards are those where the pair has a real result.
func (sc *scorer) applyLaw12C2c() {
	type acc struct {
		sum    *big.Rat
		boards int64
	}
	other := make([]acc, len(sc.pairs))
	for i := range other {
		other[i].sum = new(big.Rat)
	}
	var artificial []int
	for _, b := range sc.boards {
		for _, i := range b.lines {
			l := &sc.s.Lines[i]
			if l.Kind == Artificial {
				artificial = append(artificial, i)
				continue
			}
			for _, side := range [2]struct {
				p int
				v *big.Rat
			}{{sc.nsPair[i], sc.ns[i]}, {sc.ewPair[i], sc.ew[i]}} {
				a := &other[side.p]
				a.sum.Add(a.sum, side.v)
				a.boards++
			}
		}
	}
	lift := func(p int, pct int, v *big.Rat) {
		a := other[p]
		if a.boards == 0 || (pct > 40 && pct < 60) {
			return
		}
		avg := new(big.Rat).Quo(a.sum, big.NewRat(a.boards, 1))
		if (pct >= 60 && avg.Cmp(v) > 0) || (pct <= 40 && avg.Cmp(v) < 0) {
			v.Set(avg)
		}
	}
	for _, i := range artificial {
		l := &sc.s.Lines[i]
		lift(sc.nsPair[i], l.NSPercent, sc.ns[i])
		lift(sc.ewPair[i], l.EWPercent, sc.ew[i])
		sc.nsF[i], sc.ewF[i] = frac{}, frac{}
	}
}

// standings gathers the scored boards and ranks the pairs.
func (sc *scorer) standings() *Standings {
	st := &Standings{Method: sc.method, Rules: sc.rules, Expected: sc.expected}
	acc := make([]ratSum, len(sc.pairs))
	played := make([]int64, len(sc.pairs))
	st.Boards = make([]BoardResult, len(sc.boards))
	for bi, b := range sc.boards {
		br := BoardResult{Board: b.num, Lines: make([]LineResult, len(b.lines))}
		if sc.top != nil {
			br.Top = new(big.Rat).Set(sc.top)
		}
		if sc.method == Butler && sc.datums[bi] != nil {
			ds := sc.datums[bi]
			if len(ds) == 1 {
				for _, d := range ds {
					d := d
					br.Datum = &d
				}
			} else {
				br.GroupDatums = ds
			}
		}
		for k, i := range b.lines {
			l := sc.s.Lines[i]
			br.Lines[k] = LineResult{Line: l, NSPoints: sc.ns[i], EWPoints: sc.ew[i]}
			n, e := sc.nsPair[i], sc.ewPair[i]
			acc[n].add(sc.nsF[i], sc.ns[i])
			acc[e].add(sc.ewF[i], sc.ew[i])
			played[n]++
			played[e]++
		}
		st.Boards[bi] = br
	}

	sums := make([]*big.Rat, len(sc.pairs))
	for p := range sums {
		sums[p] = acc[p].rat()
	}

	sc.rankPairs(st, sums, played)
	return st
}

// rankPairs works out every pair's factored total and percentage and
// places it in its field (NS, EW, or the one field of a Howell): within its
// section, and when the session has several sections scored together, across
// all of them too (OverallRank).
func (sc *scorer) rankPairs(st *Standings, sums []*big.Rat, played []int64) {
	sections := sectionOrder(sc.pairs, played)
	mostInSection := map[string]int64{}
	mostInField := map[string]int64{}
	for p := range sc.pairs {
		if played[p] == 0 {
			continue
		}
		sec, d := sc.pairs[p].Section, sc.pairs[p].Direction
		mostInSection[sec] = max(mostInSection[sec], played[p])
		mostInField[d] = max(mostInField[d], played[p])
	}
	sameMost := true
	for _, m := range mostInSection {
		sameMost = sameMost && m == mostInSection[sections[0]]
	}
	results := make([]PairResult, len(sc.pairs))
	keys := make([]*big.Rat, len(sc.pairs))    // place in the section
	overall := make([]*big.Rat, len(sc.pairs)) // place across sections
	for p := range sc.pairs {
		if played[p] == 0 {
			continue
		}
		most, mostSec := mostInField[sc.pairs[p].Direction], mostInSection[sc.pairs[p].Section]
		if sc.opt.FactorToSection {
			most = mostSec
		}
		r := PairResult{Pair: sc.pairs[p], Boards: int(played[p])}
		switch {
		case sc.method == Matchpoints && sc.rules == ACBL:
			// ACBL: factor to the section's most boards, round the
			// total, and take the percentage of the rounded total.
			t := new(big.Rat).Mul(sums[p], big.NewRat(mostSec, played[p]))
			r.Total = RoundHalfUp(t, 2)
			r.FactoredTo = int(mostSec)
			pct := new(big.Rat).Quo(r.Total, new(big.Rat).Mul(sc.top, big.NewRat(mostSec, 100)))
			r.Percent = RoundHalfUp(pct, 2)
			keys[p] = r.Total
			overall[p] = r.Total
			if !sameMost {
				// Across sections of different sizes the percentage is
				// what compares: their totals are factored to different
				// numbers of boards.
				overall[p] = r.Percent
			}
		case sc.method == Matchpoints:
			r.Total = new(big.Rat).Mul(sums[p], big.NewRat(most, played[p]))
			r.FactoredTo = int(most)
			r.Percent = new(big.Rat).Quo(sums[p], new(big.Rat).Mul(sc.top, big.NewRat(played[p], 100)))
			keys[p], overall[p] = r.Percent, r.Percent
		default:
			r.Total = new(big.Rat).Mul(sums[p], big.NewRat(most, played[p]))
			r.FactoredTo = int(most)
			keys[p], overall[p] = r.Total, r.Total
		}
		results[p] = r
	}
	byPair := func(x, y int) bool { return lessPair(results[x].Pair, results[y].Pair) }
	if len(sections) > 1 {
		st.Sections = sections
		for _, members := range fieldsOf(sc.pairs, played, "", true) {
			order, places := rankOrder(pick(overall, members), func(x, y int) bool { return byPair(members[x], members[y]) })
			for k, i := range order {
				results[members[i]].OverallRank = places[k]
			}
		}
	}
	for _, sec := range sections {
		for _, members := range fieldsOf(sc.pairs, played, sec, len(sections) == 1) {
			order, places := rankOrder(pick(keys, members), func(x, y int) bool { return byPair(members[x], members[y]) })
			for k, i := range order {
				r := results[members[i]]
				r.Rank = places[k]
				st.Pairs = append(st.Pairs, r)
			}
		}
	}
}

// sectionOrder lists the sections of the ranked pairs in the order they
// first come.
func sectionOrder(pairs []Pair, played []int64) []string {
	var out []string
	seen := map[string]bool{}
	for p := range pairs {
		if played[p] > 0 && !seen[pairs[p].Section] {
			seen[pairs[p].Section] = true
			out = append(out, pairs[p].Section)
		}
	}
	return out
}

// fieldsOf groups the ranked pairs of section sec (or of every section,
// when all is set) by field, NS first, then EW, then the one field of a
// Howell.
func fieldsOf(pairs []Pair, played []int64, sec string, all bool) [][]int {
	byDir := map[string][]int{}
	for p := range pairs {
		if played[p] > 0 && (all || pairs[p].Section == sec) {
			byDir[pairs[p].Direction] = append(byDir[pairs[p].Direction], p)
		}
	}
	var out [][]int
	for _, d := range fieldOrder(byDir) {
		out = append(out, byDir[d])
	}
	return out
}

func pick(keys []*big.Rat, members []int) []*big.Rat {
	out := make([]*big.Rat, len(members))
	for k, p := range members {
		out[k] = keys[p]
	}
	return out
}

// lessPair lists pairs by section, then by number.
func lessPair(a, b Pair) bool {
	if a.Section != b.Section {
		return a.Section < b.Section
	}
	return LessPairID(a.ID, b.ID)
}

// fieldOrder lists the fields NS first, then EW, then the one field of a
// Howell.
func fieldOrder(fields map[string][]int) []string {
	var out []string
	for _, d := range []string{"NS", "EW", ""} {
		if _, ok := fields[d]; ok {
			out = append(out, d)
		}
	}
	return out
}

// Places ranks scores, higher being better, in standard competition style
// ("1224"): tied scores share the better place, marked with "=", and the
// places after a tie are skipped.
func Places(scores []*big.Rat) []string {
	order, places := rankOrder(scores, func(x, y int) bool { return x < y })
	out := make([]string, len(scores))
	for k, i := range order {
		out[i] = places[k]
	}
	return out
}

// PlaceNumber is a place as Places writes it, as a number: "2=" is 2; 0
// for no place.
func PlaceNumber(place string) int {
	n, _ := strconv.Atoi(strings.TrimSuffix(place, "="))
	return n
}

// rankOrder sorts the indexes of scores best first (ties in the order
// less gives) and returns the place of each position in that order.
func rankOrder(scores []*big.Rat, less func(x, y int) bool) (order []int, places []string) {
	order = make([]int, len(scores))
	cmp := make([]int, len(scores)) // comparison with the next in order
	for k := range order {
		order[k] = k
	}
	sort.Slice(order, func(x, y int) bool {
		if c := scores[order[x]].Cmp(scores[order[y]]); c != 0 {
			return c > 0
		}
		return less(order[x], order[y])
	})
	for k := 0; k+1 < len(order); k++ {
		cmp[k] = scores[order[k]].Cmp(scores[order[k+1]])
	}
	places = make([]string, len(order))
	start := 0
	for k := range order {
		if k > 0 && cmp[k-1] != 0 {
			start = k
		}
		places[k] = strconv.Itoa(start + 1)
		if (k > 0 && cmp[k-1] == 0) || (k+1 < len(order) && cmp[k] == 0) {
			places[k] += "="
		}
	}
	return order, places
}

// LessPairID orders pair numbers the way a director lists them: "2" before
// "10", "2NS" before "10NS".
func LessPairID(a, b string) bool {
	na, ra := leadingNumber(a)
	nb, rb := leadingNumber(b)
	if na != nb {
		return na < nb
	}
	if ra != rb {
		return ra < rb
	}
	return a < b
}

func leadingNumber(s string) (int, string) {
	end := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	if end < 0 {
		end = len(s)
	}
	if end == 0 || end > 9 {
		return -1, s
	}
	n, _ := strconv.Atoi(s[:end])
	return n, s[end:]
}

// FieldName names a field of the ranking for a director: "North-South" and
// "East-West" in a two-winner Mitchell, "" for the single field.
func FieldName(direction string) string {
	switch direction {
	case "NS":
		return "North-South"
	case "EW":
		return "East-West"
	}
	return ""
}
