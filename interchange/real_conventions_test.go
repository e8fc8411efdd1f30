package interchange_test

import (
	"math/big"
	"strings"

	"bridgescore/scoring"
)

// convention is how a program writes figures it worked out as bridgescore
// does, or by a rule of its own that can be stated exactly: bridgescore's
// figures are restated in the program's form, so that the file's can still
// be compared to the last digit it writes.
type convention int

const (
	// asScored: the file's figures are bridgescore's.
	asScored convention = iota
	// unfactored: each board is scored among the results it has, with no
	// Neuberg factoring (an artificial score takes its share of that
	// smaller top), and a pair's percentage is its matchpoints over the
	// tops of the boards it played (BriAn).
	unfactored
	// oneDecimal: each traveller line's matchpoints are rounded to one
	// decimal, and the percentages and places worked out from the rounded
	// figures (ScoreBridge).
	oneDecimal
	// aboveAverage: matchpoints, on the traveller and in the totals, are
	// written as points above the board's average (Ruter's
	// "MatchPoints;MP1"); percentages are as bridgescore's.
	aboveAverage
	// perBoard: a pair's total is written as its points per board played
	// (Ruter 4.14's "IMP;Butler-2;Mean" ranking); traveller points as
	// bridgescore's.
	perBoard
	// allBoards: a pair's total is factored to every board of the
	// session, the rounds it sat out counted at its own average per
	// board, which the file writes on the sit-out rows (Magic Contest);
	// traveller points as bridgescore's.
	allBoards
)

// restate gives bridgescore's figures in the form the convention writes
// them: traveller points, and each pair's total, percentage and place.
func restate(got recorded, st *scoring.Standings, conv convention, overall bool) recorded {
	switch conv {
	case asScored:
		return got
	case allBoards:
		return factorToAll(got, st)
	case perBoard:
		for _, p := range st.Pairs {
			key := pairKey(p.ID, p.Direction)
			if len(st.Sections) > 1 {
				key = p.Section + ":" + key
			}
			g := got.pairs[key]
			if p.FactoredTo > 0 {
				// The total is the sum ×FactoredTo/Boards: per board, the
				// sum over the boards played.
				g.total = new(big.Rat).Quo(p.Total, big.NewRat(int64(p.FactoredTo), 1)).FloatString(4)
			}
			got.pairs[key] = g
		}
		return got
	}
	in := func(sec string) string {
		if len(st.Sections) > 1 {
			return sec + ":"
		}
		return ""
	}
	keyOf := map[string]string{} // section:id → the pair's key in got
	for _, p := range st.Pairs {
		keyOf[p.Section+":"+p.ID] = in(p.Section) + pairKey(p.ID, p.Direction)
	}
	points := map[string]*big.Rat{} // by pair key, restated
	tops := map[string]*big.Rat{}
	add := func(key string, pts, top *big.Rat) {
		if points[key] == nil {
			points[key], tops[key] = new(big.Rat), new(big.Rat)
		}
		points[key].Add(points[key], pts)
		tops[key].Add(tops[key], top)
	}
	one := big.NewRat(1, 1)
	for _, b := range st.Boards {
		played := 0
		for _, l := range b.Lines {
			if l.Kind == scoring.Played {
				played++
			}
		}
		top := new(big.Rat).Set(b.Top)
		if conv == unfactored && st.Expected > 1 {
			top.Mul(top, big.NewRat(int64(played-1), int64(st.Expected-1)))
		}
		half := new(big.Rat).Mul(b.Top, big.NewRat(1, 2))
		for _, l := range b.Lines {
			if l.NSPoints == nil {
				continue
			}
			sec := b.Section
			if sec == "" {
				sec = l.Section
			}
			var pts [2]*big.Rat
			for side, m := range [2]*big.Rat{l.NSPoints, l.EWPoints} {
				r := new(big.Rat).Set(m)
				switch conv {
				case unfactored:
					if l.Kind == scoring.Played {
						// M = (M'+1)·A/E − 1, the Neuberg formula turned round.
						r.Add(r, one).Mul(r, big.NewRat(int64(played), int64(st.Expected))).Sub(r, one)
					} else if b.Top.Sign() > 0 {
						r.Mul(r, top).Quo(r, b.Top)
					}
				case oneDecimal:
					r = roundTo(r, 1)
				case aboveAverage:
					r.Sub(r, half)
				}
				pts[side] = r
			}
			key := in(sec) + lineKey(b.Board, l.NS, l.EW)
			got.lines[key] = [2]string{pts[0].FloatString(4), pts[1].FloatString(4)}
			for side, id := range [2]string{l.NS, l.EW} {
				t := top
				if conv == aboveAverage {
					t = half
				}
				add(keyOf[sec+":"+id], pts[side], t)
			}
		}
	}
	if conv == aboveAverage {
		// Totals are the points above average; percentages and places
		// are bridgescore's own.
		for key, p := range got.pairs {
			if pts, ok := points[key]; ok {
				p.total = pts.FloatString(4)
				got.pairs[key] = p
			}
		}
		return got
	}
	// Percentages from the restated points, and places from them within
	// each field (or across the sections, for a file placed overall).
	fields := map[string][]string{}
	for _, p := range st.Pairs {
		field := p.Section + "/" + p.Direction
		if overall {
			field = p.Direction
		}
		key := in(p.Section) + pairKey(p.ID, p.Direction)
		fields[field] = append(fields[field], key)
	}
	for _, keys := range fields {
		pcts := make([]*big.Rat, len(keys))
		for i, key := range keys {
			pcts[i] = new(big.Rat)
			if tops[key] != nil && tops[key].Sign() > 0 {
				pcts[i].Quo(points[key], tops[key]).Mul(pcts[i], big.NewRat(100, 1))
			}
			if conv == oneDecimal {
				// The file's percentage is written to two decimals from
				// the rounded points; ties are ties of what it writes.
				pcts[i] = roundTo(pcts[i], 2)
			}
		}
		places := scoring.Places(pcts)
		for i, key := range keys {
			p := got.pairs[key]
			p.percent, p.place = pcts[i].FloatString(4), places[i]
			got.pairs[key] = p
		}
	}
	return got
}

// roundTo rounds a figure to the decimals given, halves away from zero.
func roundTo(r *big.Rat, decimals int) *big.Rat {
	s := r.FloatString(decimals) // FloatString rounds halves away from zero
	out, _ := new(big.Rat).SetString(strings.TrimSpace(s))
	return out
}

// factorToAll restates each pair's total factored to every board of the
// session, and gives the pair's average per board on each board it sat out,
// keyed as a sit-out row (the pair against -, on either side).
func factorToAll(got recorded, st *scoring.Standings) recorded {
	boards := map[int]bool{}
	played := map[string]map[int]bool{} // section:id → boards
	for _, b := range st.Boards {
		boards[b.Board] = true
		for _, l := range b.Lines {
			for _, id := range [2]string{l.NS, l.EW} {
				key := l.Section + ":" + id
				if played[key] == nil {
					played[key] = map[int]bool{}
				}
				played[key][b.Board] = true
			}
		}
	}
	for _, p := range st.Pairs {
		if p.FactoredTo == 0 {
			continue
		}
		key := pairKey(p.ID, p.Direction)
		g := got.pairs[key]
		// Total = sum ×FactoredTo/Boards, so the sum factored to every
		// board is Total ×len(boards)/FactoredTo, and the average per
		// board Total/FactoredTo.
		g.total = new(big.Rat).Mul(p.Total, big.NewRat(int64(len(boards)), int64(p.FactoredTo))).FloatString(4)
		got.pairs[key] = g
		avg := new(big.Rat).Quo(p.Total, big.NewRat(int64(p.FactoredTo), 1)).FloatString(4)
		for b := range boards {
			if !played[p.Section+":"+p.ID][b] {
				got.lines[lineKey(b, "-", p.ID)] = [2]string{"", avg}
				got.lines[lineKey(b, p.ID, "-")] = [2]string{avg, ""}
			}
		}
	}
	return got
}
