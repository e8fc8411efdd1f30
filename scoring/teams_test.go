package scoring

import (
	"math/big"
	"strings"
	"testing"
)

// room is a line of a teams match: ns sits North-South.
func room(board int, ns, ew string, score int) Line {
	return Line{Board: board, NS: ns, EW: ew, Score: score}
}

// workedMatch is the worked example of the teams reference (§1.1): team 1
// at home against team 2 over four boards. Team 1's North-South scores
// +420, +620, −100, −800 in the open room; in the closed room team 2's
// North-South scores +420, +170, +110, −1430. Team 1's nets are 0, +450,
// −210 and +630: 0, +10, −5 and +12 IMPs, 17 in all.
func workedMatch() []Line {
	return []Line{
		room(1, "1", "2", 420), room(2, "1", "2", 620), room(3, "1", "2", -100), room(4, "1", "2", -800),
		room(1, "2", "1", 420), room(2, "2", "1", 170), room(3, "2", "1", 110), room(4, "2", "1", -1430),
	}
}

func rat(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic(s)
	}
	return r
}

func wantRat(t *testing.T, what string, got *big.Rat, want string) {
	t.Helper()
	if got == nil {
		t.Errorf("%s: nil, want %s", what, want)
		return
	}
	if got.Cmp(rat(want)) != 0 {
		t.Errorf("%s: %s, want %s", what, got.RatString(), want)
	}
}

func scoreTeams(t *testing.T, s *TeamsSession) *TeamStandings {
	t.Helper()
	st, err := ScoreTeams(s)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestWorkedMatch: the reference's worked vector by every method.
func TestWorkedMatch(t *testing.T) {
	cases := []struct {
		method     TeamMethod
		home, away string
	}{
		{TeamVPs, "17.31", "2.69"},
		{TeamIMPs, "17", "-17"},
		{BoardAMatch, "2.5", "1.5"},
		{PointABoard, "5", "3"},
		{TeamAggregate, "870", "-870"},
	}
	for _, c := range cases {
		st := scoreTeams(t, &TeamsSession{Method: c.method, Lines: workedMatch()})
		if len(st.Matches) != 1 {
			t.Fatalf("%s: %d matches, want 1", c.method, len(st.Matches))
		}
		m := st.Matches[0]
		if m.Home != "1" || m.Away != "2" || !m.Complete {
			t.Errorf("%s: match %s v %s complete %v", c.method, m.Home, m.Away, m.Complete)
		}
		wantRat(t, string(c.method)+" home", m.Score[0], c.home)
		wantRat(t, string(c.method)+" away", m.Score[1], c.away)
		if c.method == TeamVPs {
			wantRat(t, "IMPs won by home", m.IMPs[0], "22")
			wantRat(t, "IMPs won by away", m.IMPs[1], "5")
			nets := []int{0, 450, -210, 630}
			for i, b := range m.Scorecard {
				if b.Net == nil || *b.Net != nets[i] {
					t.Errorf("board %d: net %v, want %d", b.Board, b.Net, nets[i])
				}
			}
		}
		if st.Teams[0].ID != "1" || st.Teams[0].Rank != "1" || st.Teams[1].Rank != "2" {
			t.Errorf("%s: ranking %+v", c.method, st.Teams)
		}
	}
}

// TestLaw86A: Average-plus is 3 IMPs, Average-minus −3; Average-plus to
// both sides does not balance, and in a knockout (Law 86B) both are given
// the average of the two.
func TestLaw86A(t *testing.T) {
	lines := workedMatch()[:3]
	lines = append(lines, workedMatch()[4:7]...)
	// Board 4: the closed room (team 2 North-South) was given A40-60:
	// Average-minus to team 2, Average-plus to team 1.
	lines = append(lines, room(4, "1", "2", -800), Line{Board: 4, NS: "2", EW: "1", Kind: Artificial, NSPercent: 40, EWPercent: 60})
	st := scoreTeams(t, &TeamsSession{Method: TeamIMPs, Lines: lines})
	b := st.Matches[0].Scorecard[3]
	wantRat(t, "home on board 4", b.HomeIMPs, "3")
	wantRat(t, "away on board 4", b.AwayIMPs, "-3")
	if !strings.Contains(b.Note, "Average-plus to home") {
		t.Errorf("note %q", b.Note)
	}
	wantRat(t, "match", st.Matches[0].Score[0], "8") // 0 + 10 − 5 + 3

	// Average-plus to both: +3 each, the match 8 to home and −2 to away.
	lines[len(lines)-1].NSPercent = 60
	st = scoreTeams(t, &TeamsSession{Method: TeamIMPs, Lines: lines})
	wantRat(t, "home, A+ to both", st.Matches[0].Score[0], "8")
	wantRat(t, "away, A+ to both", st.Matches[0].Score[1], "-2")
	st = scoreTeams(t, &TeamsSession{Method: TeamVPs, Lines: lines})
	a, _, _ := VictoryPoints(WBF2013, big.NewRat(8, 1), 4, 0)
	_, bb, _ := VictoryPoints(WBF2013, big.NewRat(2, 1), 4, 0)
	wantRat(t, "home VPs", st.Matches[0].Score[0], a.RatString())
	wantRat(t, "away VPs", st.Matches[0].Score[1], bb.RatString())

	// In a knockout both sides have the average of +3 and −3 for home: 0.
	st = scoreTeams(t, &TeamsSession{Method: TeamIMPs, Options: TeamOptions{Knockout: true}, Lines: lines})
	b = st.Matches[0].Scorecard[3]
	wantRat(t, "knockout home", b.HomeIMPs, "0")
	wantRat(t, "knockout away", b.AwayIMPs, "0")
	if !strings.Contains(b.Note, "86B") {
		t.Errorf("knockout note %q", b.Note)
	}
	// Average-plus worth 2 IMPs where the regulating authority says so.
	lines[len(lines)-1].NSPercent = 40
	st = scoreTeams(t, &TeamsSession{Method: TeamIMPs, Options: TeamOptions{AveragePlusIMPs: big.NewRat(2, 1)}, Lines: lines})
	wantRat(t, "A+ as 2 IMPs", st.Matches[0].Scorecard[3].HomeIMPs, "2")
}

// TestNonBalancingWeighted: a weighted score given the two sides
// differently (Law 12C1(c)) is valued from each side's own weighting.
func TestNonBalancingWeighted(t *testing.T) {
	lines := []Line{
		// Open room, team 1 North-South: NS keep 50% of 4♥= (+620) and 50%
		// of 3♥+1 (+170); EW are given +620 outright.
		{Board: 1, NS: "1", EW: "2", Kind: Weighted,
			NSWeights: []WeightedScore{{Weight: big.NewRat(1, 2), Score: 620}, {Weight: big.NewRat(1, 2), Score: 170}},
			EWWeights: []WeightedScore{{Weight: big.NewRat(1, 1), Score: 620}}},
		room(1, "2", "1", 170),
	}
	st := scoreTeams(t, &TeamsSession{Method: TeamIMPs, Lines: lines})
	b := st.Matches[0].Scorecard[0]
	// Home: ½·IMPs(450) + ½·IMPs(0) = 5. Away: −IMPs(450) = −10.
	wantRat(t, "home", b.HomeIMPs, "5")
	wantRat(t, "away", b.AwayIMPs, "-10")
	st = scoreTeams(t, &TeamsSession{Method: TeamIMPs, Options: TeamOptions{Knockout: true}, Lines: lines})
	wantRat(t, "knockout home", st.Matches[0].Scorecard[0].HomeIMPs, "15/2")
	wantRat(t, "knockout away", st.Matches[0].Scorecard[0].AwayIMPs, "-15/2")
	// 7½ IMPs over one board: the WBF scale reads between 7 and 8.
	st = scoreTeams(t, &TeamsSession{Method: TeamVPs, Options: TeamOptions{Knockout: true}, Lines: lines})
	lo, _, _ := VictoryPoints(WBF2013, big.NewRat(7, 1), 1, 0)
	hi, _, _ := VictoryPoints(WBF2013, big.NewRat(8, 1), 1, 0)
	mid := new(big.Rat).Add(lo, hi)
	mid.Quo(mid, big.NewRat(2, 1))
	if got := st.Matches[0].Score[0]; got.Cmp(lo) <= 0 || got.Cmp(hi) >= 0 || new(big.Rat).Sub(got, mid).Abs(new(big.Rat).Sub(got, mid)).Cmp(big.NewRat(1, 100)) > 0 {
		t.Errorf("7½ IMPs over 1 board: %s VPs, want about %s", got.FloatString(2), mid.FloatString(3))
	}
}

// TestFouledBetweenRooms: rooms that played different deals have nothing
// to compare: Average to both.
func TestFouledBetweenRooms(t *testing.T) {
	lines := workedMatch()
	lines[1].Group, lines[5].Group = 1, 2 // board 2
	for _, m := range []TeamMethod{TeamIMPs, BoardAMatch} {
		st := scoreTeams(t, &TeamsSession{Method: m, Lines: lines})
		b := st.Matches[0].Scorecard[1]
		if !strings.Contains(b.Note, "fouled") {
			t.Errorf("%s: note %q", m, b.Note)
		}
		if m == TeamIMPs {
			wantRat(t, "fouled home", b.HomeIMPs, "0")
			wantRat(t, "match", st.Matches[0].Score[0], "7") // 0 + 0 − 5 + 12
		} else {
			wantRat(t, "fouled home", b.HomePoints, "1/2")
		}
	}
	// Both rooms on the same fouled deal compare as usual.
	lines[5].Group = 1
	st := scoreTeams(t, &TeamsSession{Method: TeamIMPs, Lines: lines})
	wantRat(t, "same deal", st.Matches[0].Scorecard[1].HomeIMPs, "10")
}

// TestMatchInProgress: a board with one room in is not scored yet, and a
// board not played does not count.
func TestMatchInProgress(t *testing.T) {
	lines := workedMatch()[:7] // board 4's closed room still to come
	lines[5] = Line{Board: 2, NS: "2", EW: "1", Kind: NotPlayed}
	st := scoreTeams(t, &TeamsSession{Method: TeamIMPs, Lines: lines})
	m := st.Matches[0]
	if m.Complete {
		t.Error("a match with a room missing is complete")
	}
	if m.Scorecard[1].Scored || m.Scorecard[3].Scored {
		t.Errorf("boards 2 (not played) and 4 (one room) scored: %+v %+v", m.Scorecard[1], m.Scorecard[3])
	}
	wantRat(t, "so far", m.Score[0], "-5")
	if st.Teams[1].Boards != 2 {
		t.Errorf("team 2 has %d boards scored, want 2", st.Teams[1].Boards)
	}
}

// TestAmericanWhistMatches: in an American whist a match's two rooms play
// in different rounds; the lines make one match of them.
func TestAmericanWhistMatches(t *testing.T) {
	lines := []Line{
		{Board: 1, Round: 1, Table: 1, NS: "1", EW: "2", Score: 420},
		{Board: 1, Round: 2, Table: 2, NS: "2", EW: "1", Score: 420},
		{Board: 2, Round: 1, Table: 1, NS: "1", EW: "2", Score: 620},
		{Board: 2, Round: 2, Table: 2, NS: "2", EW: "1", Score: 170},
		// The same teams meet again in rounds 5 and 6 on other boards.
		{Board: 9, Round: 5, Table: 2, NS: "2", EW: "1", Score: 100},
		{Board: 9, Round: 6, Table: 1, NS: "1", EW: "2", Score: -100},
	}
	st := scoreTeams(t, &TeamsSession{Method: TeamIMPs, Lines: lines})
	if len(st.Matches) != 2 {
		t.Fatalf("%d matches, want 2", len(st.Matches))
	}
	if m := st.Matches[0]; m.Round != 2 || len(m.Scorecard) != 2 || m.Home != "1" {
		t.Errorf("first match: round %d, %d boards, home %s", m.Round, len(m.Scorecard), m.Home)
	}
	wantRat(t, "second match, team 1", st.Matches[1].Score[0], "-5") // −100 − 100 = −200
}

// TestGivenMatches: the session's matches decide home and away and the
// boards, and a line outside them is refused.
func TestGivenMatches(t *testing.T) {
	s := &TeamsSession{Method: TeamIMPs, Lines: workedMatch(),
		Matches: []Match{{Round: 1, Home: "2", Away: "1", Boards: []int{1, 2, 3, 4, 5}}}}
	st := scoreTeams(t, s)
	m := st.Matches[0]
	if m.Home != "2" || m.Complete || len(m.Scorecard) != 5 {
		t.Errorf("home %s complete %v boards %d", m.Home, m.Complete, len(m.Scorecard))
	}
	wantRat(t, "team 2 at home", m.Score[0], "-17")
	s.Matches[0].Boards = []int{1, 2, 3}
	if _, err := ScoreTeams(s); err == nil || !strings.Contains(err.Error(), "no match on that board") {
		t.Errorf("board 4 outside the match: %v", err)
	}
}

func TestTeamsRefusals(t *testing.T) {
	dup := append(workedMatch(), room(1, "1", "2", 450))
	for _, c := range []struct {
		s    *TeamsSession
		says string
	}{
		{&TeamsSession{Method: "matchpoints"}, "unknown teams scoring method"},
		{&TeamsSession{Options: TeamOptions{Scale: "wbf"}}, "unknown VP scale"},
		{&TeamsSession{Lines: []Line{room(1, "3", "3", 100)}}, "cannot play itself"},
		{&TeamsSession{Lines: dup}, "open room of 1 v 2 already has a line for board 1"},
		{&TeamsSession{Teams: []Team{{ID: "1"}, {ID: "2"}}, Lines: append(workedMatch(), room(1, "3", "1", 0))}, "team 3 is not one of"},
		{&TeamsSession{Teams: []Team{{ID: "1"}, {ID: "1"}}}, "listed twice"},
		{&TeamsSession{Method: TeamAggregate, Lines: []Line{room(1, "1", "2", 100), {Board: 1, NS: "2", EW: "1", Kind: Artificial, NSPercent: 60, EWPercent: 40}}}, "assign a score"},
		{&TeamsSession{Options: TeamOptions{Scale: ACBL20}, Lines: workedMatch()}, "6–8 and 9–11"},
	} {
		_, err := ScoreTeams(c.s)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%+v: %v, want it to say %q", c.s, err, c.says)
		}
	}
}

// TestByesAndAdjustments: a bye scores 12 VPs of 20 unless said, and a
// penalty comes off the total.
func TestByesAndAdjustments(t *testing.T) {
	s := &TeamsSession{Lines: workedMatch(), Teams: []Team{{ID: "1"}, {ID: "2"}, {ID: "3"}},
		Byes:        []Bye{{Round: 1, Team: "3"}},
		Adjustments: []TeamAdjustment{{Team: "1", Points: big.NewRat(-1, 1), Reason: "slow play"}}}
	st := scoreTeams(t, s)
	got := map[string]string{}
	for _, tr := range st.Teams {
		got[tr.ID] = tr.Total.FloatString(2) + " " + tr.Rank
	}
	want := map[string]string{"1": "16.31 1", "3": "12.00 2", "2": "2.69 3"}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("team %s: %s, want %s", id, got[id], w)
		}
	}
	s.Options.Scale = ACBL30
	s.Lines = nil
	st = scoreTeams(t, s)
	if st.Teams[0].ID != "3" || st.Teams[0].Total.Cmp(big.NewRat(18, 1)) != 0 {
		t.Errorf("a bye on the 30-point scale: %+v", st.Teams[0])
	}
}

// TestTeamsButler: each team's pairs against the datum of every table's
// result on a board.
func TestTeamsButler(t *testing.T) {
	lines := append(workedMatch(), workedBetween("3", "4", 0)...)
	// Board 2 at the second match: +170 and +170, so the NS scores are
	// 620, 170, 620, 170: datum 400 (the highest and lowest dropped,
	// 620 and 170 left: 395 → 400).
	st, err := TeamsButler(&TeamsSession{Lines: lines}, "", Options{})
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, b := range st.Boards {
		if b.Board != 2 {
			continue
		}
		found = true
		if b.Datum == nil || *b.Datum != 400 {
			t.Errorf("board 2 datum %v, want 400", b.Datum)
		}
	}
	if !found || len(st.Pairs) != 8 {
		t.Errorf("%d pairs, board 2 found %v", len(st.Pairs), found)
	}
	if _, err := TeamsButler(&TeamsSession{Lines: lines}, Matchpoints, Options{}); err == nil {
		t.Error("matchpoints for a teams session's pairs accepted")
	}
}

// TestEnteredMatches: a match entered by its IMPs alone (a league's
// results, a file recording only the match) is scored on its length.
func TestEnteredMatches(t *testing.T) {
	boards := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28}
	s := &TeamsSession{Matches: []Match{
		{Round: 3, Home: "3", Away: "1", Boards: boards, Entered: &[2]*big.Rat{big.NewRat(81, 1), big.NewRat(58, 1)}},
	}}
	st := scoreTeams(t, s)
	m := st.Matches[0]
	wantRat(t, "home VPs", m.Score[0], "14.48")
	wantRat(t, "away VPs", m.Score[1], "5.52")
	wantRat(t, "home IMPs", m.IMPs[0], "81")
	if !m.Complete {
		t.Error("an entered match is not complete")
	}
	s.Matches[0].Boards = nil
	if _, err := ScoreTeams(s); err == nil || !strings.Contains(err.Error(), "how many boards") {
		t.Errorf("an entered match without its length: %v", err)
	}
	s.Options.Equivalent = 28
	if st := scoreTeams(t, s); st.Matches[0].Score[0].Cmp(rat("14.48")) != 0 {
		t.Errorf("with a board equivalent: %v", st.Matches[0].Score)
	}
	s.Matches[0].Boards = []int{1, 2}
	s.Lines = []Line{room(1, "3", "1", 100)}
	if _, err := ScoreTeams(s); err == nil || !strings.Contains(err.Error(), "one or the other") {
		t.Errorf("a match entered twice: %v", err)
	}
}

// A teams session's method, kept as a session's method, is named as a
// results sheet names it; every teams method has a name of its own.
func TestTeamMethodNames(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range []TeamMethod{TeamVPs, TeamIMPs, BoardAMatch, PointABoard, TeamAggregate} {
		n := m.Name()
		if n == string(m) || seen[n] || Method(m).Name() != n {
			t.Errorf("%s: named %q (as a session's method %q)", m, n, Method(m).Name())
		}
		seen[n] = true
	}
	if Method("vp").Name() != "Victory points" || Method("other").Name() != "other" || Butler.Name() != "Butler IMPs" {
		t.Errorf("%q %q", Method("vp").Name(), Method("other").Name())
	}
}
