package club

import (
	"sort"

	"bridgescore/scoring"
)

// LiveView is what the room may see while the tables play: the standings
// so far, provisional until every result is in, and the travellers of the
// boards every table that plays them has played — never a board a table
// has still to play.
type LiveView struct {
	Name string
	Date string
	// Entered and Expected count the results in and those the movements
	// expect; Expected is 0 when the movement is not known.
	Entered, Expected int
	// Standings are the standings so far, from the first result; nil when
	// the session cannot be scored.
	Standings *scoring.Standings
	// Boards are the finished boards' scored travellers, in board order.
	Boards []scoring.BoardResult
}

// Provisional says whether results are still to come.
func (v LiveView) Provisional() bool { return v.Expected == 0 || v.Entered < v.Expected }

// Live is the room's view of the session as it stands.
func (s *OpenSession) Live() LiveView {
	st := s.state()
	v := LiveView{Name: st.meta.Name, Date: st.meta.Date, Entered: len(st.session.Lines)}
	for _, name := range st.sectionNames() {
		if lo := st.layouts[name]; lo.movement != nil {
			v.Expected += lo.expected
		}
	}
	// As the window's standings: from the first result, no pair's total
	// factored up to boards it has not reached while results are to come.
	now, err := scoreAsItStands(*st.session, st.progress())
	if err != nil {
		return v
	}
	standings := now.Standings
	v.Standings = standings
	done := st.finishedBoards()
	for _, b := range standings.Boards {
		if done[b.Board] {
			v.Boards = append(v.Boards, b)
		}
	}
	sort.SliceStable(v.Boards, func(i, j int) bool { return v.Boards[i].Board < v.Boards[j].Board })
	return v
}

// finishedBoards are the boards whose every row, in every section that
// plays them, has its result: no table has the board still to play. A
// section whose movement is not known shows none of its boards, since
// which tables are still to play them is not known.
func (st *state) finishedBoards() map[int]bool {
	done := map[int]bool{}
	open := map[int]bool{}
	for _, name := range st.sectionNames() {
		lo := st.layouts[name]
		for b, rows := range lo.rows {
			if lo.movement == nil || !allEntered(rows) {
				open[b] = true
			} else {
				done[b] = true
			}
		}
	}
	for b := range open {
		delete(done, b)
	}
	return done
}
