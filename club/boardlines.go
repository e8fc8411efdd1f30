package club

import (
	"slices"

	"bridgescore/scoring"
)

// boardLines is where each board's lines stand among one state's lines,
// and how many results each board has: what a table's answer needs of the
// whole session, gathered once for a state however many answers are given
// from it (the results of a moment arrive together, and are answered
// from the state after them all).
type boardLines struct {
	st *state
	// bySection is each section's boards; all is every section's, for a
	// field scored across the sections.
	bySection map[string]*fieldLines
	all       *fieldLines
	// pairs holds where each pair stands among the session's pairs, by
	// section and number (two, in a two-winner Mitchell).
	pairs map[seat][]int
}

// seat is a pair's section and number.
type seat struct{ section, id string }

// fieldLines is one field's lines, board by board.
type fieldLines struct {
	// at holds each board's lines as indexes into the session's lines, in
	// their order.
	at map[int][]int
	// most is the most results any board of the field has.
	most int
}

// boardLinesOf gives the state's board lines, gathered again only when the
// state has changed since they were last gathered.
func (l *live) boardLinesOf(st *state) *boardLines {
	if b := l.lines.Load(); b != nil && b.st == st {
		return b
	}
	b := gatherBoardLines(st)
	l.lines.Store(b)
	return b
}

func gatherBoardLines(st *state) *boardLines {
	b := &boardLines{st: st, bySection: map[string]*fieldLines{}, all: &fieldLines{at: map[int][]int{}}, pairs: map[seat][]int{}}
	for i, p := range st.session.Pairs {
		k := seat{p.Section, p.ID}
		b.pairs[k] = append(b.pairs[k], i)
	}
	results := map[string]map[int]int{}
	all := map[int]int{}
	for i, l := range st.session.Lines {
		f := b.bySection[l.Section]
		if f == nil {
			f = &fieldLines{at: map[int][]int{}}
			b.bySection[l.Section] = f
			results[l.Section] = map[int]int{}
		}
		f.at[l.Board] = append(f.at[l.Board], i)
		b.all.at[l.Board] = append(b.all.at[l.Board], i)
		if l.Kind != scoring.NotPlayed {
			n := results[l.Section][l.Board] + 1
			results[l.Section][l.Board] = n
			f.most = max(f.most, n)
			all[l.Board]++
			b.all.most = max(b.all.most, all[l.Board])
		}
	}
	return b
}

// field is the lines a section's board is scored against: its section's,
// or every section's when the field is scored across them.
func (b *boardLines) field(section string, across bool) *fieldLines {
	if across {
		return b.all
	}
	if f := b.bySection[section]; f != nil {
		return f
	}
	return &fieldLines{}
}

// pairsIn are the session's pairs that sit in one of the lines, in the
// session's order: of a section, or of every section when across.
func (b *boardLines) pairsIn(lines []scoring.Line, section string, across bool) []scoring.Pair {
	pairs := b.st.session.Pairs
	var at []int
	for _, l := range lines {
		for _, i := range b.pairs[seat{l.Section, l.NS}] {
			if pairs[i].Direction != "EW" {
				at = append(at, i)
			}
		}
		for _, i := range b.pairs[seat{l.Section, l.EW}] {
			if pairs[i].Direction != "NS" {
				at = append(at, i)
			}
		}
	}
	slices.Sort(at)
	out := make([]scoring.Pair, 0, len(at))
	for _, i := range slices.Compact(at) {
		if p := pairs[i]; p.Section == section || across {
			out = append(out, p)
		}
	}
	return out
}
