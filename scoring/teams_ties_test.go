package scoring

import (
	"math/big"
	"strings"
	"testing"
)

// swap writes the worked match's lines for other teams, home first.
func workedBetween(home, away string, boardBase int) []Line {
	var out []Line
	for _, l := range workedMatch() {
		l.Board += boardBase
		if l.NS == "1" {
			l.NS, l.EW = home, away
		} else {
			l.NS, l.EW = away, home
		}
		out = append(out, l)
	}
	return out
}

// TestThreeWayTieStands: three teams each beat one and lose to another
// by the same match: every test of the split-tie procedure is equal, and
// the tie stands.
func TestThreeWayTieStands(t *testing.T) {
	var lines []Line
	lines = append(lines, workedBetween("1", "2", 0)...)
	lines = append(lines, workedBetween("2", "3", 4)...)
	lines = append(lines, workedBetween("3", "1", 8)...)
	st := scoreTeams(t, &TeamsSession{Lines: lines})
	for _, tr := range st.Teams {
		if tr.Rank != "1=" || tr.Total.Cmp(big.NewRat(20, 1)) != 0 {
			t.Errorf("team %s: %s %s, want 1= on 20 VPs", tr.ID, tr.Rank, tr.Total.FloatString(2))
		}
	}
	if len(st.Ties) != 1 || len(st.Ties[0].Reasons) != 2 {
		t.Fatalf("ties %+v", st.Ties)
	}
	for _, r := range st.Ties[0].Reasons {
		if !strings.Contains(r, "not split") {
			t.Errorf("reason %q, want the tie to stand", r)
		}
	}
}

// TestTieSplitByMatch: two teams level on the total are split by the
// match between them (White Book 143.7.1(a)), then by net IMPs, then by
// boards won.
func TestTieSplitByMatch(t *testing.T) {
	var lines []Line
	lines = append(lines, workedBetween("1", "2", 0)...) // 1 beats 2 by 17
	lines = append(lines, workedBetween("3", "1", 4)...) // 3 beats 1 by 17
	lines = append(lines, workedBetween("2", "3", 8)...) // 2 beats 3 by 17
	s := &TeamsSession{Method: TeamIMPs, Lines: lines,
		Adjustments: []TeamAdjustment{{Team: "3", Points: big.NewRat(-1, 1)}}}
	st := scoreTeams(t, s)
	// 1 and 2 on 0 IMPs, 3 on −1; 2 lost to 1, so 1 is listed first.
	if st.Teams[0].ID != "1" || st.Teams[1].ID != "2" || st.Teams[0].Rank != "1=" || st.Teams[2].Rank != "3" {
		t.Fatalf("ranking %v %v %v", st.Teams[0], st.Teams[1], st.Teams[2])
	}
	if len(st.Ties) != 1 || !strings.Contains(st.Ties[0].Reasons[0], "1 ahead of 2 on the matches between the tied teams") {
		t.Errorf("ties %+v", st.Ties)
	}

	// Level on VPs in the match between them (a 0 IMP draw): net IMPs.
	lines = []Line{room(1, "1", "2", 420), room(1, "2", "1", 420)}
	lines = append(lines, workedBetween("1", "3", 4)...)                   // 1 beats 3 by 17
	lines = append(lines, workedBetween("2", "4", 8)...)                   // 2 beats 4 by 17 ...
	lines = append(lines, room(20, "2", "4", 100), room(20, "4", "2", 50)) // ... and 2 IMPs more, over 5 boards
	// Team 2's 19 IMPs over 5 boards are worth more than team 1's 17 over
	// 4: take the difference off, so that the two are level.
	v17, _, _ := VictoryPoints(WBF2013, big.NewRat(17, 1), 4, 0)
	v19, _, _ := VictoryPoints(WBF2013, big.NewRat(19, 1), 5, 0)
	st = scoreTeams(t, &TeamsSession{Method: TeamVPs, Lines: lines,
		Adjustments: []TeamAdjustment{{Team: "2", Points: new(big.Rat).Sub(v17, v19)}}})
	var tie *TieSplit
	for i := range st.Ties {
		if st.Ties[i].Rank == "1=" {
			tie = &st.Ties[i]
		}
	}
	if tie == nil || tie.Teams[0] != "2" || !strings.Contains(tie.Reasons[0], "net IMPs") {
		t.Errorf("a drawn match, then net IMPs: %+v", st.Ties)
	}
}
