package club

import (
	"sort"

	"bridgescore/scoring"
)

// LiveView is what the room may see while the tables play: the standings
// counted over the boards every table that plays them has played, and
// those boards' travellers — never anything of a board a table has still
// to play. A running score over every result in would let a table infer
// how a board it has still to play went (two tables that shared boards
// 1-2 show one pair at 100% and the other at 0%); over finished boards
// alone, the standings are the same whatever the results of the boards
// still in play. In most movements a board is finished only once the
// last table to play it has, so the standings fill in over the last
// rounds; once every result is in they are the session's.
type LiveView struct {
	Name string
	Date string
	// Entered and Expected count the results in and those the movements
	// expect; Expected is 0 when the movement is not known.
	Entered, Expected int
	// InPlay counts the boards in play: the finished ones (Boards) and
	// those some table has still to play.
	InPlay int
	// Standings are the standings over the finished boards; nil until a
	// board is finished, or when the session cannot be scored.
	Standings *scoring.Standings
	// Boards are the finished boards' scored travellers, in board order.
	Boards []scoring.BoardResult
	// Players rank an individual's players over the finished boards, in
	// place of Standings; Sides are its sides' players by number ("8 &
	// 6"), by the side a line's NS or EW names. Both nil in a pairs
	// session.
	Players *scoring.IndividualStandings
	Sides   map[string]string
	// Swiss ranks a Swiss pairs' pairs on their victory points after the
	// rounds every table has finished, in place of Standings; nil for
	// any other session.
	Swiss []scoring.SwissStanding
	// Rounds says where a Swiss (pairs or teams) stands and after how
	// many rounds its standings are; nil for any other session. A Swiss
	// teams' Teams are then its teams on the rounds every table has
	// finished, byes included, and Expected counts the results of the
	// rounds still to draw.
	Rounds *LiveRounds
	// Teams ranks a teams session's teams over the finished boards, in
	// place of Standings and Boards; nil for any other session.
	Teams *scoring.TeamStandings
	// Finished counts the finished boards, those the standings count.
	Finished int
}

// LiveRounds is where a Swiss stands for the room's page: the rounds
// drawn and to play, the round under way (SwissProgress, without the
// draws a correction has made wrong), and After, the rounds every table
// has finished: those the standings are after.
type LiveRounds struct {
	After int
	SwissProgress
}

// Provisional says whether results are still to come.
func (v LiveView) Provisional() bool { return v.Expected == 0 || v.Entered < v.Expected }

// Live is the room's view of the session as it stands.
//
// Codes: NotFound (a session deleted).
func (s *OpenSession) Live() (LiveView, error) {
	if err := s.l.notDeleted(); err != nil {
		return LiveView{}, err
	}
	st := s.state()
	v := LiveView{Name: st.meta.Name, Date: st.meta.Date, Entered: len(st.session.Lines)}
	for _, name := range st.sectionNames() {
		if lo := st.layouts[name]; lo.movement != nil {
			v.Expected += lo.expected
		}
	}
	done, inPlay := st.finishedBoards()
	v.InPlay, v.Finished = inPlay, len(done)
	if len(done) == 0 {
		s.liveSwiss(&v, nil)
		return v, nil
	}
	// As the window's standings, but of the finished boards' lines alone:
	// no pair's total factored up to boards it has not reached while
	// results are to come.
	finished := *st.session
	finished.Lines = nil
	for _, l := range st.session.Lines {
		if done[l.Board] {
			finished.Lines = append(finished.Lines, l)
		}
	}
	if st.meta.Kind.Of() == scoring.Teams {
		// A teams session's matches, each on the boards both its rooms
		// have finished; no traveller of one room's result, which a
		// team still to play the board could read.
		if s.liveSwiss(&v, &finished) {
			return v, nil
		}
		if res, err := scoreTeamsSession(&st.meta, &finished, s.layout().movement); err == nil {
			v.Teams = res.Standings
		}
		return v, nil
	}
	now, err := scoreAsItStands(finished, st.progress())
	if err != nil {
		// The page says how far the results have come without them.
		return v, nil
	}
	v.Standings = now.Standings
	s.liveIndividual(&v, &finished)
	s.liveSwiss(&v, &finished)
	v.Boards = append(v.Boards, now.Standings.Boards...)
	sort.SliceStable(v.Boards, func(i, j int) bool { return v.Boards[i].Board < v.Boards[j].Board })
	return v, nil
}

// finishedBoards are the boards whose every row, in every section that
// plays them, has its result: no table has the board still to play. A
// section whose movement is not known shows none of its boards, since
// which tables are still to play them is not known.
func (st *state) finishedBoards() (done map[int]bool, inPlay int) {
	done = map[int]bool{}
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
	return done, len(done) + len(open)
}
