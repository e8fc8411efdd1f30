package scoring

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"
)

// randomTeamsEvent is a round robin of n teams, each match of its own few
// boards, with real scores for each board's vulnerability, some adjusted
// (balancing) and some not played or not yet in.
func randomTeamsEvent(rng *rand.Rand, n int) []Line {
	var lines []Line
	board := 0
	round := 0
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			round++
			k := 1 + rng.IntN(8)
			for range k {
				board++
				scores := PossibleScores(Vul(board))
				home, away := fmt.Sprint(a), fmt.Sprint(b)
				open := Line{Board: board, Round: round, NS: home, EW: away, Score: scores[rng.IntN(len(scores))]}
				closed := Line{Board: board, Round: round, NS: away, EW: home, Score: scores[rng.IntN(len(scores))]}
				switch rng.IntN(20) {
				case 0:
					closed = Line{Board: board, Round: round, NS: away, EW: home, Kind: Artificial, NSPercent: 60, EWPercent: 40}
				case 1:
					closed.Kind, closed.Score = NotPlayed, 0
				case 2:
					lines = append(lines, open)
					continue
				}
				lines = append(lines, open, closed)
			}
		}
	}
	rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	return lines
}

func TestTeamsProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 2))
	for trial := range 200 {
		n := 2 + rng.IntN(7)
		lines := randomTeamsEvent(rng, n)
		for _, method := range []TeamMethod{TeamVPs, TeamIMPs, BoardAMatch, PointABoard} {
			st, err := ScoreTeams(&TeamsSession{Method: method, Lines: lines})
			if err != nil {
				t.Fatalf("trial %d %s: %v", trial, method, err)
			}
			checkTeamStandings(t, fmt.Sprintf("trial %d %s", trial, method), method, st)
			// Listing every match the other way round swaps each match's
			// figures and changes no team's total.
			var swapped []Match
			for _, m := range st.Matches {
				swapped = append(swapped, Match{Round: m.Round, Home: m.Away, Away: m.Home, Boards: m.Boards})
			}
			st2, err := ScoreTeams(&TeamsSession{Method: method, Lines: lines, Matches: swapped})
			if err != nil {
				t.Fatalf("trial %d %s swapped: %v", trial, method, err)
			}
			for i, m := range st.Matches {
				m2 := st2.Matches[i]
				if !ratEq(m.Score[0], m2.Score[1]) || !ratEq(m.Score[1], m2.Score[0]) {
					t.Fatalf("trial %d %s: %s v %s scores %v, the other way round %v", trial, method, m.Home, m.Away, m.Score, m2.Score)
				}
			}
			for i := range st.Teams {
				if st.Teams[i].ID != st2.Teams[i].ID || !ratEq(st.Teams[i].Total, st2.Teams[i].Total) {
					t.Fatalf("trial %d %s: the ranking changed with home and away", trial, method)
				}
			}
		}
	}
}

func ratEq(a, b *big.Rat) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Cmp(b) == 0
}

// checkTeamStandings holds a scored event to what teams scoring is.
func checkTeamStandings(t *testing.T, what string, method TeamMethod, st *TeamStandings) {
	t.Helper()
	sum := new(big.Rat)
	for _, m := range st.Matches {
		scored := 0
		for _, b := range m.Scorecard {
			if !b.Scored {
				continue
			}
			scored++
			switch method {
			case TeamVPs, TeamIMPs:
				if new(big.Rat).Add(b.HomeIMPs, b.AwayIMPs).Sign() != 0 {
					t.Fatalf("%s: board %d does not balance: %v %v", what, b.Board, b.HomeIMPs, b.AwayIMPs)
				}
				if b.Net != nil && b.HomeIMPs.Cmp(big.NewRat(int64(IMPs(*b.Net)), 1)) != 0 {
					t.Fatalf("%s: board %d net %d is %v IMPs", what, b.Board, *b.Net, b.HomeIMPs)
				}
			default:
				win := map[TeamMethod]int64{BoardAMatch: 1, PointABoard: 2}[method]
				if new(big.Rat).Add(b.HomePoints, b.AwayPoints).Cmp(big.NewRat(win, 1)) != 0 {
					t.Fatalf("%s: board %d points %v + %v", what, b.Board, b.HomePoints, b.AwayPoints)
				}
			}
		}
		if scored == 0 {
			if m.Score[0] != nil {
				t.Fatalf("%s: a match with no board scored has a score", what)
			}
			continue
		}
		sum.Add(sum, m.Score[0]).Add(sum, m.Score[1])
		switch method {
		case TeamVPs:
			if new(big.Rat).Add(m.Score[0], m.Score[1]).Cmp(big.NewRat(20, 1)) != 0 {
				t.Fatalf("%s: %s v %s VPs %v", what, m.Home, m.Away, m.Score)
			}
			if new(big.Rat).Sub(m.IMPs[0], m.IMPs[1]).Cmp(m.Margin[0]) != 0 {
				t.Fatalf("%s: gross IMPs %v, margin %v", what, m.IMPs, m.Margin[0])
			}
		case TeamIMPs:
			if new(big.Rat).Add(m.Score[0], m.Score[1]).Sign() != 0 {
				t.Fatalf("%s: IMPs %v", what, m.Score)
			}
		}
	}
	total := new(big.Rat)
	for k, tr := range st.Teams {
		total.Add(total, tr.Total)
		above := 0
		for _, o := range st.Teams {
			if o.Total.Cmp(tr.Total) > 0 {
				above++
			}
		}
		if PlaceNumber(tr.Rank) != above+1 {
			t.Fatalf("%s: team %s on %v is %s with %d teams above", what, tr.ID, tr.Total, tr.Rank, above)
		}
		if k > 0 && st.Teams[k-1].Total.Cmp(tr.Total) < 0 {
			t.Fatalf("%s: the ranking is out of order", what)
		}
	}
	if total.Cmp(sum) != 0 {
		t.Fatalf("%s: the teams' totals add up to %v, the matches to %v", what, total, sum)
	}
}
