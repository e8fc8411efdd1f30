package awards

import (
	"math/big"
	"sort"
	"strings"

	"bridgescore/scoring"
)

// SessionAwards is what a scored session's pairs earn, in the order of the
// standings' pairs.
type SessionAwards struct {
	Scale  Scale
	Awards []Award
	// Stratum is each pair's stratum and WonIn the stratum its award was
	// won in (-1 for none); both nil in an unstratified game.
	Stratum, WonIn []int
	// StrataNames names the strata, top first ("A", "B", "C"); nil in an
	// unstratified game.
	StrataNames []string
	Fields      []FieldAwards
}

// FieldAwards is one field of a session and what it earns.
type FieldAwards struct {
	Section, Direction string
	// Across is set for a field of every section, scored across the field.
	Across bool
	// Pairs are the field's pairs, best first, as indexes into the
	// standings' pairs.
	Pairs  []int
	Result Result
	// Strata are the field's strata rankings, their members as indexes
	// into the standings' pairs; nil in an unstratified game.
	Strata []StratumResult
}

// ForStandings works out the awards of a scored session on the scale: each
// field (a section's Howell, or each line of its Mitchell) is awarded on
// its places, the movement's pairs being the section's. A session of
// several sections scored across the field is awarded on its places
// overall, each direction one field of every section's pairs. strata and
// stratum (each pair's stratum, in the order of st.Pairs) stratify the
// game; a nil stratum for none.
//
// A scale awarding overall (Overall) ranks every pair of the session
// together on its percentage (its total where there is none) and awards
// that one ranking; it is not stratified.
func ForStandings(s Scale, st *scoring.Standings, strata Strata, stratum []int) SessionAwards {
	out := SessionAwards{Scale: s, Awards: make([]Award, len(st.Pairs))}
	fields := standingsFields(st)
	if s.Overall() {
		fields, stratum = overallFields(st), nil
	}
	if stratum != nil {
		out.Stratum, out.StrataNames = stratum, strata.Names()
		out.WonIn = make([]int, len(st.Pairs))
		for i := range out.WonIn {
			out.WonIn[i] = -1
		}
	}
	for _, fr := range fields {
		fa, f := FieldAwards{Section: fr.section, Direction: fr.direction, Across: fr.field.Sections != nil, Pairs: fr.pairs}, fr.field
		if stratum == nil {
			fa.Result = s.Award(f)
			for k, p := range fa.Pairs {
				out.Awards[p] = fa.Result.Awards[k]
			}
			out.Fields = append(out.Fields, fa)
			continue
		}
		fieldStrata := make([]int, len(fa.Pairs))
		for k, p := range fa.Pairs {
			fieldStrata[k] = stratum[p]
		}
		r := s.AwardStrata(f, strata, fieldStrata)
		fa.Result = r.Strata[0].Result
		for k, p := range fa.Pairs {
			out.Awards[p], out.WonIn[p] = r.Awards[k], r.WonIn[k]
		}
		for _, sr := range r.Strata {
			for k, m := range sr.Members {
				sr.Members[k] = fa.Pairs[m]
			}
			fa.Strata = append(fa.Strata, sr)
		}
		out.Fields = append(out.Fields, fa)
	}
	return out
}

// Name is the field as a heading names it: "Section A, North-South",
// "Across the field, East-West", "Awards" for a session of one field.
func (fa FieldAwards) Name() string {
	var head []string
	switch {
	case fa.Across:
		head = append(head, "Across the field")
	case fa.Section != "":
		head = append(head, "Section "+fa.Section)
	}
	if name := scoring.FieldName(fa.Direction); name != "" {
		head = append(head, name)
	}
	if len(head) == 0 {
		return "Awards"
	}
	return strings.Join(head, ", ")
}

// Explanations say, field by field, how the session's awards were worked
// out and from which rules ("Section A, North-South: EBU club scale …"),
// each lower stratum's ranking after its field's.
func (a SessionAwards) Explanations() []string {
	var out []string
	for _, f := range a.Fields {
		out = append(out, f.Name()+": "+f.Result.Explain)
		for _, sr := range f.Strata[min(1, len(f.Strata)):] {
			out = append(out, "  Stratum "+sr.Name+": "+sr.Explain)
		}
	}
	return out
}

// standingsField is one field of a scored session: its section ("" across
// the field), direction, pairs best first (indexes into the standings'
// pairs) and the Field its awards are worked out on.
type standingsField struct {
	section, direction string
	pairs              []int
	field              Field
}

// standingsFields are the fields of a scored session: each section's own
// (NS and EW of a Mitchell, or its Howell), or, across the field, each
// direction of every section placed overall.
func standingsFields(st *scoring.Standings) []standingsField {
	inSection := map[string]int{}
	for _, p := range st.Pairs {
		inSection[p.Section]++
	}
	if st.Field == scoring.AcrossField && len(st.Sections) > 1 {
		return acrossFields(st, inSection)
	}
	var out []standingsField
	for i := 0; i < len(st.Pairs); {
		sec, dir := st.Pairs[i].Section, st.Pairs[i].Direction
		fr := standingsField{section: sec, direction: dir, field: Field{Pairs: inSection[sec], TwoWinner: dir != ""}}
		for ; i < len(st.Pairs) && st.Pairs[i].Section == sec && st.Pairs[i].Direction == dir; i++ {
			fr.add(i, st.Pairs[i], st.Pairs[i].Rank)
		}
		out = append(out, fr)
	}
	return out
}

// acrossFields are the fields of a session scored across the field: a
// direction's pairs of every section, in the order of their places overall.
func acrossFields(st *scoring.Standings, inSection map[string]int) []standingsField {
	sections := make([]int, len(st.Sections))
	for k, sec := range st.Sections {
		sections[k] = inSection[sec]
	}
	var out []standingsField
	at := map[string]int{}
	for i, p := range st.Pairs {
		k, ok := at[p.Direction]
		if !ok {
			k = len(out)
			at[p.Direction] = k
			out = append(out, standingsField{direction: p.Direction, field: Field{Sections: sections, TwoWinner: p.Direction != ""}})
		}
		out[k].pairs = append(out[k].pairs, i)
	}
	for k := range out {
		fr := &out[k]
		members := fr.pairs
		sort.SliceStable(members, func(a, b int) bool {
			return scoring.PlaceNumber(st.Pairs[members[a]].OverallRank) < scoring.PlaceNumber(st.Pairs[members[b]].OverallRank)
		})
		fr.pairs = nil
		for _, i := range members {
			fr.add(i, st.Pairs[i], st.Pairs[i].OverallRank)
		}
	}
	return out
}

// overallFields is the one field of a session ranked overall: every pair
// of every section and direction, best percentage first, equal
// percentages sharing a place.
func overallFields(st *scoring.Standings) []standingsField {
	field := Field{Pairs: len(st.Pairs)}
	if len(st.Sections) > 1 {
		inSection := map[string]int{}
		for _, p := range st.Pairs {
			inSection[p.Section]++
		}
		for _, sec := range st.Sections {
			field.Sections = append(field.Sections, inSection[sec])
		}
	}
	score := func(i int) *big.Rat {
		if p := st.Pairs[i].Percent; p != nil {
			return p
		}
		if t := st.Pairs[i].Total; t != nil {
			return t
		}
		return new(big.Rat)
	}
	order := make([]int, len(st.Pairs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return score(order[a]).Cmp(score(order[b])) > 0 })
	fr := standingsField{field: field}
	for k, i := range order {
		place := k + 1
		if k > 0 && score(i).Cmp(score(order[k-1])) == 0 {
			place = fr.field.Places[k-1]
		}
		fr.pairs = append(fr.pairs, i)
		fr.field.Places = append(fr.field.Places, place)
		fr.field.Boards = max(fr.field.Boards, st.Pairs[i].Boards)
	}
	return []standingsField{fr}
}

// add puts pair i, placed at rank, last in the field.
func (fr *standingsField) add(i int, p scoring.PairResult, rank string) {
	fr.pairs = append(fr.pairs, i)
	fr.field.Places = append(fr.field.Places, scoring.PlaceNumber(rank))
	fr.field.Boards = max(fr.field.Boards, p.Boards)
}
