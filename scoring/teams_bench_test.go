package scoring

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// swissEvent is a Swiss of n teams over rounds rounds of boards-board
// matches, each round's matches drawn at random (the draw is movements'
// concern), with real scores: n/2 matches a round.
func swissEvent(n, rounds, boards int) *TeamsSession {
	rng := rand.New(rand.NewPCG(36, 7))
	s := &TeamsSession{Method: TeamVPs}
	board := 0
	for r := 1; r <= rounds; r++ {
		order := rng.Perm(n)
		for k := 0; k+1 < n; k += 2 {
			home, away := fmt.Sprint(order[k]+1), fmt.Sprint(order[k+1]+1)
			m := Match{Round: r, Home: home, Away: away}
			for b := 0; b < boards; b++ {
				board++
				bd := (board-1)%36 + 1 // 36 boards dealt, in every match
				scores := PossibleScores(Vul(bd))
				m.Boards = append(m.Boards, bd)
				s.Lines = append(s.Lines,
					Line{Board: bd, Round: r, NS: home, EW: away, Score: scores[rng.IntN(len(scores))]},
					Line{Board: bd, Round: r, NS: away, EW: home, Score: scores[rng.IntN(len(scores))]})
			}
			s.Matches = append(s.Matches, m)
		}
	}
	return s
}

// BenchmarkScoreSwiss100 scores a Swiss of 100 teams over 10 rounds of
// 7-board matches: 500 matches, 7,000 lines.
func BenchmarkScoreSwiss100(b *testing.B) {
	s := swissEvent(100, 10, 7)
	b.ResetTimer()
	for range b.N {
		if _, err := ScoreTeams(s); err != nil {
			b.Fatal(err)
		}
	}
}
