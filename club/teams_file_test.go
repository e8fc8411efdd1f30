package club

import (
	"math/big"
	"testing"

	"bridgescore/awards"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// realTeamsFiles are the teams results files of the corpus (see
// testdata/real/SOURCES.md), each with the match length the test expects
// bridgescore to find or read.
var realTeamsFiles = []struct {
	file    string
	program string
	boards  int  // the match length: read from the file, or found from its VPs
	ownVPs  bool // the file's VPs are on a discrete scale bridgescore does not hold
}{
	{"teamsscorer_multiple_teams_vp.xml", "TeamsScorer 5.1.17", 3, true},
	{"ebuscoreteams_point_a_board.xml", "EBUScoreTeams 1.1.3", 6, false},
	{"ruter_teams_league_28_boards.pbn", "Ruter i Norge 4.14.2", 28, false},
	{"ruter_teams_swiss_8_boards.pbn", "Ruter 4.7", 8, false},
	{"ruter_teams_league_32_boards.pbn", "Ruter 4.7", 32, false},
}

// TestRealTeamsFiles scores every real teams file and sets each figure it
// records beside bridgescore's: every match's score, every board's IMPs
// or board points, every team's total, place and wins or draws, every
// traveller line's cross-IMPs and every pair's IMPs, and the master
// points of a scale bridgescore holds.
func TestRealTeamsFiles(t *testing.T) {
	for _, rf := range realTeamsFiles {
		t.Run(rf.file, func(t *testing.T) {
			res, err := ScoreTeamsFile("../testdata/real/"+rf.file, TeamsFileOptions{})
			if err != nil {
				t.Fatal(err)
			}
			tf, st := res.File, res.Standings
			if tf.ProgramName != rf.program {
				t.Errorf("program %q, want %q", tf.ProgramName, rf.program)
			}
			if len(st.Matches) != len(tf.Recorded.Matches) || len(st.Matches) == 0 {
				t.Fatalf("%d matches scored, the file records %d", len(st.Matches), len(tf.Recorded.Matches))
			}
			if st.Matches[0].ScaleBoards != rf.boards {
				t.Errorf("matches of %d boards, want %d (notes %v)", st.Matches[0].ScaleBoards, rf.boards, res.Notes)
			}
			if rf.ownVPs {
				checkBoardsAndMargins(t, tf, st)
				// The file's VPs are on a scale bridgescore does not hold:
				// its ranking is reproduced from them as entered.
				st = scoreRecordedVPs(t, tf)
			} else {
				checkMatchScores(t, tf, st)
				checkBoardsAndMargins(t, tf, st)
			}
			checkTeamTotals(t, tf, st)
			checkPairIMPs(t, tf)
			if rf.ownVPs {
				checkClubAwards(t, tf, st)
			}
		})
	}
}

func ratEq(a, b *big.Rat) bool { return a != nil && b != nil && a.Cmp(b) == 0 }

// checkMatchScores: each match's VPs (or points) as the file records them.
func checkMatchScores(t *testing.T, tf *interchange.TeamsFile, st *scoring.TeamStandings) {
	t.Helper()
	for i, rm := range tf.Recorded.Matches {
		m := st.Matches[i]
		if m.Home != rm.Home || m.Away != rm.Away || m.Round != rm.Round {
			t.Fatalf("match %d: %s v %s round %d, the file's is %s v %s round %d", i, m.Home, m.Away, m.Round, rm.Home, rm.Away, rm.Round)
		}
		if !ratEq(m.Score[0], rm.Score[0]) || !ratEq(m.Score[1], rm.Score[1]) {
			t.Errorf("round %d, %s v %s: %v, the file %v", rm.Round, rm.Home, rm.Away, m.Score, rm.Score)
		}
		if rm.IMPs[0] != nil && (!ratEq(m.IMPs[0], rm.IMPs[0]) || !ratEq(m.IMPs[1], rm.IMPs[1])) {
			t.Errorf("round %d, %s v %s: IMPs %v, the file %v", rm.Round, rm.Home, rm.Away, m.IMPs, rm.IMPs)
		}
	}
}

// checkBoardsAndMargins: each board's IMPs or points for the match's
// first team, and each match's IMPs.
func checkBoardsAndMargins(t *testing.T, tf *interchange.TeamsFile, st *scoring.TeamStandings) {
	t.Helper()
	boards := 0
	for i, rm := range tf.Recorded.Matches {
		m := st.Matches[i]
		for _, b := range m.Scorecard {
			want, ok := rm.Boards[b.Board]
			if !ok {
				continue
			}
			got := b.HomeIMPs
			if got == nil {
				got = b.HomePoints
			}
			if !ratEq(got, want) {
				t.Errorf("round %d, %s v %s, board %d: %v, the file %v", rm.Round, rm.Home, rm.Away, b.Board, got, want)
			}
			boards++
		}
		if rm.IMPs[0] != nil && m.IMPs[0] != nil && (!ratEq(m.IMPs[0], rm.IMPs[0]) || !ratEq(m.IMPs[1], rm.IMPs[1])) {
			t.Errorf("round %d, %s v %s: IMPs %v, the file's boards %v", rm.Round, rm.Home, rm.Away, m.IMPs, rm.IMPs)
		}
	}
	t.Logf("%d boards' figures compared", boards)
}

// scoreRecordedVPs ranks the teams on the match scores the file records,
// each match entered as it stands.
func scoreRecordedVPs(t *testing.T, tf *interchange.TeamsFile) *scoring.TeamStandings {
	t.Helper()
	s := &scoring.TeamsSession{Method: scoring.TeamAggregate, Teams: tf.Session.Teams}
	for _, rm := range tf.Recorded.Matches {
		s.Matches = append(s.Matches, scoring.Match{Round: rm.Round, Home: rm.Home, Away: rm.Away, Entered: &[2]*big.Rat{rm.Score[0], rm.Score[1]}})
	}
	st, err := scoring.ScoreTeams(s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// checkTeamTotals: each team's total, place and matches won or drawn.
func checkTeamTotals(t *testing.T, tf *interchange.TeamsFile, st *scoring.TeamStandings) {
	t.Helper()
	for _, tr := range st.Teams {
		rec, ok := tf.Recorded.Teams[tr.ID]
		if !ok {
			t.Fatalf("team %s is not in the file", tr.ID)
		}
		if !ratEq(tr.Total, rec.Total) || tr.Rank != rec.Place {
			t.Errorf("team %s: %s, place %s; the file %v, place %s", tr.ID, tr.Total.FloatString(2), tr.Rank, rec.Total, rec.Place)
		}
		if rec.WinsOrDraws != nil && rec.WinsOrDraws.Cmp(big.NewRat(int64(tr.Won+tr.Drawn), 1)) != 0 {
			t.Errorf("team %s: %d matches won and %d drawn, the file %v won or drawn", tr.ID, tr.Won, tr.Drawn, rec.WinsOrDraws)
		}
	}
}

// checkPairIMPs: each traveller line's cross-IMPs, divided by the number
// of comparisons, and each pair's total over its boards.
func checkPairIMPs(t *testing.T, tf *interchange.TeamsFile) {
	t.Helper()
	if len(tf.Recorded.LineIMPs) == 0 {
		return
	}
	st, err := scoring.TeamsButler(&tf.Session, scoring.CrossIMPs, scoring.Options{})
	if err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			want := tf.Recorded.LineIMPs[interchange.LineKey(l.Board, teamOf(tf, l.NS), teamOf(tf, l.EW))]
			if want == nil {
				continue
			}
			lines++
			if scoring.FormatRat(l.NSPoints, 2) != scoring.FormatRat(want, 2) {
				t.Errorf("board %d, %s v %s: cross-IMPs %s, the file %s", l.Board, l.NS, l.EW, scoring.FormatRat(l.NSPoints, 2), scoring.FormatRat(want, 2))
			}
		}
	}
	// A pair's IMPs are its lines' cross-IMPs added as the file writes
	// them, each rounded to two decimals (as Compscore adds matchpoints).
	sums := map[string]*big.Rat{}
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			for _, side := range []struct {
				id string
				v  *big.Rat
			}{{l.NS, l.NSPoints}, {l.EW, l.EWPoints}} {
				if sums[side.id] == nil {
					sums[side.id] = new(big.Rat)
				}
				sums[side.id].Add(sums[side.id], scoring.RoundHalfUp(side.v, 2))
			}
		}
	}
	pairs := 0
	for num, want := range tf.Recorded.Pairs {
		if got := sums[num]; got != nil {
			pairs++
			if got.Cmp(want) != 0 {
				t.Errorf("pair %s: %s IMPs, the file %s", num, scoring.FormatRat(got, 2), scoring.FormatRat(want, 2))
			}
		}
	}
	if lines != len(tf.Recorded.LineIMPs) || pairs != len(tf.Recorded.Pairs) {
		t.Errorf("%d of %d lines and %d of %d pairs compared", lines, len(tf.Recorded.LineIMPs), pairs, len(tf.Recorded.Pairs))
	}
}

// teamOf is the team of a pair a teams file names.
func teamOf(tf *interchange.TeamsFile, pair string) string { return tf.Recorded.PairTeams[pair] }

// checkClubAwards: EBU local points on the club scale, as the file's
// black points.
func checkClubAwards(t *testing.T, tf *interchange.TeamsFile, st *scoring.TeamStandings) {
	t.Helper()
	s, err := awards.ParseScale("ebu-club")
	if err != nil {
		t.Fatal(err)
	}
	var places []int
	for _, tr := range st.Teams {
		places = append(places, scoring.PlaceNumber(tr.Rank))
	}
	r := s.Award(awards.Field{Places: places, Teams: true, Boards: 24})
	for k, tr := range st.Teams {
		want := tf.Recorded.Teams[tr.ID].MasterPoints
		if want == nil {
			want = new(big.Rat)
		}
		if r.Awards[k].Rat().Cmp(want) != 0 {
			t.Errorf("team %s: %s local points, the file %s", tr.ID, r.Awards[k], want.RatString())
		}
	}
}
