package scoring

import (
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// iline is a played individual line: board, the players N E S W, and the
// NS score.
func iline(board int, players string, score int) IndividualLine {
	var p [4]string
	copy(p[:], strings.Fields(players))
	return IndividualLine{Line: Line{Board: board, Kind: Played, Score: score}, Players: p}
}

func playerResult(t *testing.T, st *IndividualStandings, id string) PlayerResult {
	t.Helper()
	for _, r := range st.Players {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("player %s not ranked", id)
	return PlayerResult{}
}

// Two boards, three tables: each board matchpointed as pairs (top 4),
// each player credited his side's points; a player who sat out a board
// is scored over the one he played.
func TestScoreIndividual(t *testing.T) {
	s := &IndividualSession{Lines: []IndividualLine{
		iline(1, "1 2 3 4", 420), iline(1, "5 6 7 8", 450), iline(1, "9 10 11 12", 420),
		iline(2, "1 5 9 2", -100), iline(2, "3 6 10 7", 140), iline(2, "4 8 11 13", 110),
	}}
	st, err := ScoreIndividual(s)
	if err != nil {
		t.Fatal(err)
	}
	// Board 1 NS: 450 beats two → 4; 420 and 420 tie → 1 each. EW: 0, 3, 3.
	// Board 2 NS: 140 → 4, 110 → 2, −100 → 0. EW: 0, 2, 4.
	for _, c := range []struct {
		id      string
		pts     int64
		boards  int
		percent string
	}{
		{"1", 1 + 0, 2, "12.50"}, // N on board 1 (1), N on board 2 (0)
		{"2", 3 + 4, 2, "87.50"}, // E on board 1 (3), W on board 2 (4)
		{"6", 0 + 0, 2, "0.00"},
		{"7", 4 + 0, 2, "50.00"},
		{"12", 3, 1, "75.00"}, // played board 1 only
		{"13", 2, 1, "50.00"}, // played board 2 only
	} {
		r := playerResult(t, st, c.id)
		if r.Points.Cmp(big.NewRat(c.pts, 1)) != 0 || r.Boards != c.boards || r.Percent.FloatString(2) != c.percent {
			t.Errorf("player %s: %s points over %d boards, %s%%; want %d, %d, %s%%", c.id, r.Points.RatString(), r.Boards, r.Percent.FloatString(2), c.pts, c.boards, c.percent)
		}
	}
	if r := playerResult(t, st, "12"); r.FactoredTo != 2 || r.Total.Cmp(big.NewRat(6, 1)) != 0 {
		t.Errorf("player 12: total %s factored to %d, want 6 to 2 boards", r.Total.RatString(), r.FactoredTo)
	}
	if st.Players[0].ID != "5" || st.Players[0].Rank != "1" || st.Players[1].ID != "2" {
		t.Errorf("first %s %s", st.Players[0].ID, st.Players[0].Rank)
	}
}

// Players level on percentage share the place; the next place is skipped.
func TestScoreIndividualTies(t *testing.T) {
	s := &IndividualSession{Lines: []IndividualLine{
		iline(1, "1 2 3 4", 100), iline(1, "5 6 7 8", 100),
	}}
	st, err := ScoreIndividual(s)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range st.Players {
		if r.Rank != "1=" || r.Percent.Cmp(big.NewRat(50, 1)) != 0 {
			t.Errorf("player %s: %s %s%%", r.ID, r.Rank, r.Percent.FloatString(2))
		}
	}
}

// Law 12C2(c) is applied to each player: the contestant in an individual
// is the player. Partners given Average-plus get each his own average
// when higher than 60%.
func TestScoreIndividualLaw12C2c(t *testing.T) {
	lines := []IndividualLine{
		// Board 1: player 1 (N) scores a top, player 3 (S) is with him.
		iline(1, "1 2 3 4", 500), iline(1, "5 6 7 8", 100),
		// Board 2: player 1 a top again; player 3 a bottom elsewhere.
		iline(2, "1 6 9 7", 300), iline(2, "3 2 4 5", -100),
		// Board 3: 1 and 3 partners again, given Average-plus.
		{Line: Line{Board: 3, Kind: Artificial, NSPercent: 60, EWPercent: 40}, Players: [4]string{"1", "8", "3", "9"}},
		iline(3, "2 4 5 6", 0),
	}
	st, err := ScoreIndividual(&IndividualSession{Options: Options{Law12C2c: true}, Lines: lines})
	if err != nil {
		t.Fatal(err)
	}
	// Top 2. Player 1: 2 + 2 on his real boards (100%): Ave+ lifted to 2.
	// Player 3: 2 + 0 (50%): keeps 60% of 2 = 1.2.
	if r := playerResult(t, st, "1"); r.Points.Cmp(big.NewRat(6, 1)) != 0 {
		t.Errorf("player 1: %s points, want 6", r.Points.RatString())
	}
	if r := playerResult(t, st, "3"); r.Points.Cmp(big.NewRat(16, 5)) != 0 {
		t.Errorf("player 3: %s points, want 3.2", r.Points.RatString())
	}
	// Without the law both get 1.2 for the board.
	st, _ = ScoreIndividual(&IndividualSession{Lines: lines})
	if r := playerResult(t, st, "1"); r.Points.Cmp(big.NewRat(26, 5)) != 0 {
		t.Errorf("player 1 without 12C2(c): %s points, want 5.2", r.Points.RatString())
	}
}

// A Rainbow ranks its North-South and East-West players apart.
func TestScoreIndividualFieldsByDirection(t *testing.T) {
	s := &IndividualSession{Fields: FieldsByDirection, Lines: []IndividualLine{
		iline(1, "1 2 3 4", 100), iline(1, "5 6 7 8", 50),
	}}
	st, err := ScoreIndividual(s)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range st.Players {
		got = append(got, fmt.Sprintf("%s%s:%s", r.Field, r.ID, r.Rank))
	}
	if strings.Join(got, " ") != "NS1:1= NS3:1= NS5:3= NS7:3= EW6:1= EW8:1= EW2:3= EW4:3=" {
		t.Errorf("ranking %v", got)
	}
}

func TestScoreIndividualRefuses(t *testing.T) {
	for _, c := range []struct {
		lines []IndividualLine
		want  string
	}{
		{[]IndividualLine{iline(1, "1 2 1 4", 100), iline(1, "5 6 7 8", 50)}, "player 1 sits in two seats"},
		{[]IndividualLine{iline(1, "1 2 3 4", 100), iline(1, "1 6 7 8", 50)}, "player 1 plays it twice"},
		{[]IndividualLine{iline(1, "1 2 3", 100), iline(1, "5 6 7 8", 50)}, "no player in the West seat"},
		{[]IndividualLine{iline(1, "1 2 3 4&5", 100)}, "a player's number has no &"},
	} {
		_, err := ScoreIndividual(&IndividualSession{Lines: c.lines})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.lines[0].Players, err, c.want)
		}
	}
	_, err := ScoreIndividual(&IndividualSession{Players: []IndividualPlayer{{ID: "1"}}, Lines: []IndividualLine{iline(1, "1 2 3 4", 0)}})
	if err == nil || !strings.Contains(err.Error(), "unknown player 2") {
		t.Errorf("unlisted player: %v", err)
	}
}

// Cross-IMPs: each player's IMPs, ranked by total; no percentage.
func TestScoreIndividualCrossIMPs(t *testing.T) {
	s := &IndividualSession{Method: CrossIMPs, Lines: []IndividualLine{
		iline(1, "1 2 3 4", 620), iline(1, "5 6 7 8", 170),
	}}
	st, err := ScoreIndividual(s)
	if err != nil {
		t.Fatal(err)
	}
	// 620 against 170: 450 → 10 IMPs.
	if r := playerResult(t, st, "1"); r.Points.Cmp(big.NewRat(10, 1)) != 0 || r.Percent != nil || r.Rank != "1=" {
		t.Errorf("player 1: %s IMPs, %v, %s", r.Points.RatString(), r.Percent, r.Rank)
	}
	if r := playerResult(t, st, "6"); r.Points.Cmp(big.NewRat(10, 1)) != 0 {
		t.Errorf("player 6: %s IMPs", r.Points.RatString())
	}
}

// Over random sessions with real results only, each board gives its two
// sides a top between them, so the players' points are half their tops:
// the field averages 50%. Every player's percentage lies in 0–100.
func TestScoreIndividualAveragesHalf(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for trial := 0; trial < 50; trial++ {
		players := 8 + 4*r.Intn(5)
		var lines []IndividualLine
		for b := 1; b <= 1+r.Intn(10); b++ {
			perm := r.Perm(players)
			for k := 0; k+4 <= players; k += 4 {
				if r.Intn(6) == 0 {
					continue // a table that did not play the board
				}
				lines = append(lines, iline(b, fmt.Sprintf("%d %d %d %d", perm[k]+1, perm[k+1]+1, perm[k+2]+1, perm[k+3]+1), 10*(r.Intn(40)-20)))
			}
		}
		st, err := ScoreIndividual(&IndividualSession{Lines: lines, Options: Options{Expected: players / 4}})
		if err != nil {
			t.Fatal(err)
		}
		pts, tops := new(big.Rat), new(big.Rat)
		for _, p := range st.Players {
			pts.Add(pts, p.Points)
			tops.Add(tops, p.Top)
			if p.Percent.Sign() < 0 || p.Percent.Cmp(big.NewRat(100, 1)) > 0 {
				t.Fatalf("player %s: %s%%", p.ID, p.Percent.FloatString(2))
			}
		}
		if new(big.Rat).Mul(pts, big.NewRat(2, 1)).Cmp(tops) != 0 {
			t.Fatalf("trial %d: %s points over %s of tops", trial, pts.RatString(), tops.RatString())
		}
	}
}

func ExampleScoreIndividual() {
	st, _ := ScoreIndividual(&IndividualSession{Lines: []IndividualLine{
		{Line: Line{Board: 1, Kind: Played, Score: 420}, Players: [4]string{"1", "2", "3", "4"}},
		{Line: Line{Board: 1, Kind: Played, Score: 450}, Players: [4]string{"5", "6", "7", "8"}},
	}})
	for _, p := range st.Players {
		fmt.Printf("%s player %s %s%%\n", p.Rank, p.ID, p.Percent.FloatString(2))
	}
	// Output:
	// 1= player 2 100.00%
	// 1= player 4 100.00%
	// 1= player 5 100.00%
	// 1= player 7 100.00%
	// 5= player 1 0.00%
	// 5= player 3 0.00%
	// 5= player 6 0.00%
	// 5= player 8 0.00%
}
