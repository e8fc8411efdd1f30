package awards

import "bridgescore/scoring"

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
// its places, the movement's pairs being the section's. names and stratum
// (each pair's stratum, in the order of st.Pairs) stratify the game; nil
// for none.
func ForStandings(s Scale, st *scoring.Standings, names []string, stratum []int) SessionAwards {
	out := SessionAwards{Scale: s, Awards: make([]Award, len(st.Pairs))}
	if stratum != nil {
		out.Stratum, out.StrataNames = stratum, names
		out.WonIn = make([]int, len(st.Pairs))
		for i := range out.WonIn {
			out.WonIn[i] = -1
		}
	}
	inSection := map[string]int{}
	for _, p := range st.Pairs {
		inSection[p.Section]++
	}
	for i := 0; i < len(st.Pairs); {
		sec, dir := st.Pairs[i].Section, st.Pairs[i].Direction
		fa := FieldAwards{Section: sec, Direction: dir}
		f := Field{Pairs: inSection[sec], TwoWinner: dir != ""}
		for ; i < len(st.Pairs) && st.Pairs[i].Section == sec && st.Pairs[i].Direction == dir; i++ {
			fa.Pairs = append(fa.Pairs, i)
			f.Places = append(f.Places, scoring.PlaceNumber(st.Pairs[i].Rank))
			f.Boards = max(f.Boards, st.Pairs[i].Boards)
		}
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
		r := s.AwardStrata(f, names, fieldStrata)
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
