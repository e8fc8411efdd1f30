package scoring

import (
	"cmp"
	"math/big"
	"slices"
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

// standings ranks the pairs and gathers the scored boards.
func (sc *scorer) standings() *Standings {
	st := &Standings{Method: sc.method, Rules: sc.rules, Expected: sc.expected}
	acc, played := sc.pairSums()
	sc.rankPairs(st, acc, played)
	// The boards last, once what the ranking needed can be let go: a
	// board of many results holds most of the memory of a score.
	st.Boards = sc.boardResults()
	return st
}

// pairSums adds up each pair's points and counts the boards it played.
func (sc *scorer) pairSums() ([]ratSum, []int64) {
	acc := make([]ratSum, len(sc.pairs))
	played := make([]int64, len(sc.pairs))
	for _, b := range sc.boards {
		for _, i := range b.lines {
			n, e := sc.nsPair[i], sc.ewPair[i]
			acc[n].add(sc.nsF[i], sc.ns[i])
			acc[e].add(sc.ewF[i], sc.ew[i])
			played[n]++
			played[e]++
		}
	}
	sc.nsF, sc.ewF = nil, nil // summed: the big.Rats hold the points
	return acc, played
}

// boardResults is every scored board with its lines' points.
func (sc *scorer) boardResults() []BoardResult {
	out := make([]BoardResult, len(sc.boards))
	for bi, b := range sc.boards {
		br := BoardResult{Board: b.num, Lines: make([]LineResult, len(b.lines))}
		if sc.top != nil {
			br.Top = new(big.Rat).Set(sc.top)
		}
		if sc.method == Butler && sc.datums[bi] != nil {
			ds := sc.datums[bi]
			if len(ds) == 1 {
				for _, d := range ds {
					br.Datum = &d
				}
			} else {
				br.GroupDatums = ds
			}
		}
		for k, i := range b.lines {
			br.Lines[k] = LineResult{Line: sc.s.Lines[i], NSPoints: sc.ns[i], EWPoints: sc.ew[i]}
		}
		out[bi] = br
	}
	return out
}

// rankPairs works out every pair's factored total and percentage and
// places it in its field (NS, EW, or the one field of a Howell): within its
// section, and when the session has several sections scored together, across
// all of them too (OverallRank).
func (sc *scorer) rankPairs(st *Standings, acc []ratSum, played []int64) {
	sections := sectionOrder(sc.pairs, played)
	vals, overallByPercent := sc.pairValues(acc, played, sections)
	byPercent := sc.method == Matchpoints && sc.rules != ACBL
	nums := pairNumbers(sc.pairs)
	bySection, byDirection := fieldsOf(sc.pairs, played, sections)
	var overall []string
	if len(sections) > 1 {
		st.Sections = sections
		overall = make([]string, len(sc.pairs))
		for _, members := range byDirection {
			order, places := rankField(vals, members, overallByPercent, fieldTies(sc.pairs, nums, members))
			for k, i := range order {
				overall[members[i]] = places[k]
			}
		}
	}
	slab := newRatSlab(2 * len(sc.pairs))
	st.Pairs = make([]PairResult, 0, len(sc.pairs))
	place := make([]int32, len(sc.pairs)) // a member's place in its field's order
	for _, fields := range bySection {
		for _, members := range fields {
			order, places := rankField(vals, members, byPercent, fieldTies(sc.pairs, nums, members))
			for k, i := range order {
				place[i] = int32(k)
			}
			// Each pair's line is written straight into its place, the
			// pairs read in the order they are listed: read in the order
			// of the ranking, a large field's pairs were each a jump in
			// memory.
			base := len(st.Pairs)
			st.Pairs = st.Pairs[:base+len(members)]
			for i, p := range members {
				k := place[i]
				r := &st.Pairs[base+int(k)]
				*r = sc.pairResult(p, played[p], vals[p], slab)
				r.Rank = places[k]
				if overall != nil {
					r.OverallRank = overall[p]
				}
			}
		}
	}
}

// pairValue is a ranked pair's factored total and percentage: fracs when
// they fit in machine integers, else big.Rats.
type pairValue struct {
	total, percent   frac
	totalR, percentR *big.Rat
	factoredTo       int64
}

// key makes the pair's percentage, or its total, ready for ranking.
func (v *pairValue) key(byPercent bool) rankKey {
	f, r := v.total, v.totalR
	if byPercent {
		f, r = v.percent, v.percentR
	}
	if r != nil {
		return keyOf(r)
	}
	return f.key()
}

// pairResult is pair p's line of the ranking, its place left to fill.
func (sc *scorer) pairResult(p int, played int64, v pairValue, slab *ratSlab) PairResult {
	r := PairResult{Pair: sc.pairs[p], Boards: int(played), FactoredTo: int(v.factoredTo), Total: v.totalR, Percent: v.percentR}
	if r.Total == nil {
		r.Total = slab.value(v.total, false)
	}
	if r.Percent == nil && sc.method == Matchpoints {
		r.Percent = slab.value(v.percent, false)
	}
	return r
}

// pairValues works out every ranked pair's total and percentage, and says
// whether the places across the sections go by percentage.
func (sc *scorer) pairValues(acc []ratSum, played []int64, sections []string) (vals []pairValue, overallByPercent bool) {
	mostInSection := map[string]int64{}
	var mostInField [3]int64
	for p := range sc.pairs {
		if played[p] == 0 {
			continue
		}
		sec, d := sc.pairs[p].Section, directionIndex(sc.pairs[p].Direction)
		mostInSection[sec] = max(mostInSection[sec], played[p])
		mostInField[d] = max(mostInField[d], played[p])
	}
	sameMost := true
	for _, m := range mostInSection {
		sameMost = sameMost && m == mostInSection[sections[0]]
	}
	vals = make([]pairValue, len(sc.pairs))
	for p := range sc.pairs {
		if played[p] == 0 {
			continue
		}
		most, mostSec := mostInField[directionIndex(sc.pairs[p].Direction)], mostInSection[sc.pairs[p].Section]
		switch {
		case sc.opt.InProgress:
			most, mostSec = played[p], played[p]
		case sc.opt.FactorToSection:
			most = mostSec
		}
		if v, ok := sc.pairValueFrac(acc[p].frac(), played[p], most, mostSec); ok {
			vals[p] = v
		} else {
			vals[p] = sc.pairValueRat(acc[p].rat(), played[p], most, mostSec)
		}
	}
	// ACBL: across sections of different sizes the percentage is what
	// compares: their totals are factored to different numbers of boards.
	acbl := sc.method == Matchpoints && sc.rules == ACBL
	return vals, sc.method == Matchpoints && (!acbl || !sameMost)
}

// pairValueFrac works out a pair's total and percentage from the sum of
// its points in machine integers; ok is false when they do not fit.
func (sc *scorer) pairValueFrac(sum frac, played, most, mostSec int64) (v pairValue, ok bool) {
	if !sum.ok() {
		return v, false
	}
	switch {
	case sc.method == Matchpoints && sc.rules == ACBL:
		v.factoredTo = mostSec
		v.total = sum.mul(mostSec, played).roundHalfUp(2)
		if v.total.ok() {
			v.percent = v.total.mul(100, sc.topInt*mostSec).roundHalfUp(2)
		}
		return v, v.total.ok() && v.percent.ok()
	case sc.method == Matchpoints:
		v.factoredTo = most
		v.total = sum.mul(most, played)
		v.percent = sum.mul(100, sc.topInt*played)
		return v, v.total.ok() && v.percent.ok()
	}
	v.factoredTo = most
	v.total = sum.mul(most, played)
	return v, v.total.ok()
}

// pairValueRat is pairValueFrac for a sum that needs a big.Rat.
func (sc *scorer) pairValueRat(sum *big.Rat, played, most, mostSec int64) (v pairValue) {
	switch {
	case sc.method == Matchpoints && sc.rules == ACBL:
		// ACBL: factor to the section's most boards, round the
		// total, and take the percentage of the rounded total.
		v.factoredTo = mostSec
		v.totalR = RoundHalfUp(new(big.Rat).Mul(sum, big.NewRat(mostSec, played)), 2)
		pct := new(big.Rat).Quo(v.totalR, new(big.Rat).Mul(sc.top, big.NewRat(mostSec, 100)))
		v.percentR = RoundHalfUp(pct, 2)
	case sc.method == Matchpoints:
		v.factoredTo = most
		v.totalR = new(big.Rat).Mul(sum, big.NewRat(most, played))
		v.percentR = new(big.Rat).Quo(sum, new(big.Rat).Mul(sc.top, big.NewRat(played, 100)))
	default:
		v.factoredTo = most
		v.totalR = new(big.Rat).Mul(sum, big.NewRat(most, played))
	}
	return v
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

// directionIndex numbers the fields in the order they are listed: NS,
// EW, then the one field of a Howell.
func directionIndex(direction string) int {
	switch direction {
	case "NS":
		return 0
	case "EW":
		return 1
	}
	return 2
}

// fieldsOf groups the ranked pairs by field within each section (sections
// in the order given) and, when there are several sections, by field
// across every section (nil otherwise); fields NS first, then EW, then the
// one field of a Howell.
func fieldsOf(pairs []Pair, played []int64, sections []string) (bySection [][][]int, byDirection [][]int) {
	secIndex := make(map[string]int, len(sections))
	for k, sec := range sections {
		secIndex[sec] = k
	}
	// Counted first, so that each field's list is made once, to size.
	counts := make([][3]int, len(sections))
	for p := range pairs {
		if played[p] > 0 {
			counts[secIndex[pairs[p].Section]][directionIndex(pairs[p].Direction)]++
		}
	}
	// The fields across sections are needed only where there are several.
	across := len(sections) > 1
	grid := make([][3][]int, len(sections))
	var all [3][]int
	for k := range grid {
		for d := range 3 {
			grid[k][d] = make([]int, 0, counts[k][d])
			if across {
				all[d] = slices.Grow(all[d], counts[k][d])
			}
		}
	}
	for p := range pairs {
		if played[p] == 0 {
			continue
		}
		d := directionIndex(pairs[p].Direction)
		k := secIndex[pairs[p].Section]
		grid[k][d] = append(grid[k][d], p)
		if across {
			all[d] = append(all[d], p)
		}
	}
	nonEmpty := func(fields [3][]int) [][]int {
		var out [][]int
		for _, f := range fields {
			if len(f) > 0 {
				out = append(out, f)
			}
		}
		return out
	}
	bySection = make([][][]int, len(sections))
	for k := range grid {
		bySection[k] = nonEmpty(grid[k])
	}
	return bySection, nonEmpty(all)
}

// rankField is rankOrder for the members of a field by their totals or
// percentages, made whole numbers (see commonMultiples) straight from
// their values rather than through a list of rank keys.
func rankField(vals []pairValue, members []int, byPercent bool, tie []int32) (order []int, places []string) {
	key := func(i int) rankKey { return vals[members[i]].key(byPercent) }
	if whole, ok := commonMultiples(len(members), key); ok {
		return rankWhole(whole, tie)
	}
	return rankOrder(pickKeys(vals, members, byPercent), tie)
}

func pickKeys(vals []pairValue, members []int, byPercent bool) []rankKey {
	out := make([]rankKey, len(members))
	for k, p := range members {
		out[k] = vals[p].key(byPercent)
	}
	return out
}

// pairNumbers is the number each pair's id starts with, as LeadingNumber
// reads it, read once for every comparison that breaks a tie.
func pairNumbers(pairs []Pair) []int32 {
	nums := make([]int32, len(pairs))
	for p := range pairs {
		n, _ := LeadingNumber(pairs[p].ID)
		nums[p] = int32(n)
	}
	return nums
}

// fieldTies numbers the members of a field (pair indexes) in the order
// that breaks a tie between them: by section, then by number as
// LessPairID orders them, then by direction. A field listed in that order
// already, as a file's pairs usually are, is numbered in turn without
// being sorted.
func fieldTies(pairs []Pair, nums []int32, members []int) []int32 {
	less := func(a, b int) int {
		pa, pb := &pairs[a], &pairs[b]
		c := cmp.Or(strings.Compare(pa.Section, pb.Section), cmp.Compare(nums[a], nums[b]))
		if c == 0 && pa.ID != pb.ID {
			_, ra := LeadingNumber(pa.ID)
			_, rb := LeadingNumber(pb.ID)
			c = cmp.Or(strings.Compare(ra, rb), strings.Compare(pa.ID, pb.ID))
		}
		return cmp.Or(c, cmp.Compare(directionIndex(pa.Direction), directionIndex(pb.Direction)), cmp.Compare(a, b))
	}
	if slices.IsSortedFunc(members, less) {
		return identity(len(members))
	}
	idx := identity(len(members))
	slices.SortFunc(idx, func(a, b int32) int { return less(members[a], members[b]) })
	ties := make([]int32, len(members))
	for k, m := range idx {
		ties[m] = int32(k)
	}
	return ties
}

// Places ranks scores, higher being better, in standard competition style
// ("1224"): tied scores share the better place, marked with "=", and the
// places after a tie are skipped.
func Places(scores []*big.Rat) []string {
	order, places := rankOrder(keysOf(scores), identity(len(scores)))
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

// LessPairID orders pair numbers the way a director lists them: "2" before
// "10", "2NS" before "10NS".
func LessPairID(a, b string) bool {
	na, ra := LeadingNumber(a)
	nb, rb := LeadingNumber(b)
	if na != nb {
		return na < nb
	}
	if ra != rb {
		return ra < rb
	}
	return a < b
}

// LeadingNumber splits a pair id into the number it starts with (-1 for
// none, or more than nine digits) and the rest, which LessPairID orders
// by in turn: a caller sorting many ids reads each once.
func LeadingNumber(s string) (int, string) {
	// A loop over the bytes rather than strconv: ranking a board of many
	// results reads an id's number for every pair.
	n, k := 0, 0
	for k < len(s) && s[k] >= '0' && s[k] <= '9' {
		if k < 9 {
			n = 10*n + int(s[k]-'0')
		}
		k++
	}
	if k == 0 || k > 9 {
		return -1, s
	}
	return n, s[k:]
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
