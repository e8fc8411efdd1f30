package club

import (
	"bridgescore/movements"
	"bridgescore/scoring"
)

// While results are still to come, a board is scored against the number
// of results the movements have it played (Neuberg's E), known from the
// start, rather than against the most results any board has so far: a
// board's one result then reads as an average (8 : 8 on a top of 16)
// from the first result of the night to the last, in the window, on the
// phones and in the reports alike, where it read 1 : 1 while no board had
// two results and 8 : 8 once one had nine.

// perBoard is the most results any board is played for: a board's
// results in each section counted apart, or across the field together.
func perBoard(plays []map[int]int, across bool) int {
	most := 0
	if across {
		all := map[int]int{}
		for _, p := range plays {
			for b, n := range p {
				all[b] += n
				most = max(most, all[b])
			}
		}
		return most
	}
	for _, p := range plays {
		for _, n := range p {
			most = max(most, n)
		}
	}
	return most
}

// boardPlays counts, for each board of a movement, the tables that play it.
func boardPlays(m *movements.Movement) map[int]int {
	out := map[int]int{}
	for _, s := range m.Schedule {
		if m.SitsOut(s) {
			continue
		}
		for _, b := range m.Boards(s.Set) {
			out[b]++
		}
	}
	return out
}

// layoutPlays counts, for each board of a layout, its rows.
func layoutPlays(lo *layout) map[int]int {
	out := make(map[int]int, len(lo.rows))
	for b, rows := range lo.rows {
		out[b] = len(rows)
	}
	return out
}

// withExpected is a session to score as it stands, its boards scored
// against the results the movements expect of each (p.PerBoard) while
// results are to come; as it is otherwise.
func withExpected(sess scoring.Session, p Progress) scoring.Session {
	if p.Provisional() && sess.Options.Expected == 0 && p.PerBoard >= 2 {
		sess.Options.Expected = p.PerBoard
	}
	return sess
}
