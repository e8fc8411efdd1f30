package scoring_test

import (
	"fmt"
	"math/big"

	"bridgescore/scoring"
)

func ExampleVictoryPoints() {
	// 17 IMPs over 4 boards on the WBF's continuous scale.
	a, b, _ := scoring.VictoryPoints(scoring.WBF2013, big.NewRat(17, 1), 4, 0)
	fmt.Println(a.FloatString(2), b.FloatString(2))
	// 23 IMPs over 28 boards: the formula rounds to 14.47, the WBF's
	// correction makes it 14.48.
	a, b, _ = scoring.VictoryPoints(scoring.WBF2013, big.NewRat(23, 1), 28, 0)
	fmt.Println(a.FloatString(2), b.FloatString(2))
	// Losing by 5 IMPs over 7 boards on the ACBL's 20-point scale.
	a, b, _ = scoring.VictoryPoints(scoring.ACBL20, big.NewRat(-5, 1), 7, 0)
	fmt.Println(a.FloatString(0), b.FloatString(0))
	// Output:
	// 17.31 2.69
	// 14.48 5.52
	// 7 13
}

func ExampleScoreTeams() {
	// Team 1 at home against team 2: the open room is where team 1 sits
	// North-South, the closed room where team 2 does.
	lines := []scoring.Line{
		{Board: 1, NS: "1", EW: "2", Score: 420}, {Board: 1, NS: "2", EW: "1", Score: 420},
		{Board: 2, NS: "1", EW: "2", Score: 620}, {Board: 2, NS: "2", EW: "1", Score: 170},
		{Board: 3, NS: "1", EW: "2", Score: -100}, {Board: 3, NS: "2", EW: "1", Score: 110},
		{Board: 4, NS: "1", EW: "2", Score: -800}, {Board: 4, NS: "2", EW: "1", Score: -1430},
	}
	st, _ := scoring.ScoreTeams(&scoring.TeamsSession{Method: scoring.TeamVPs, Lines: lines})
	m := st.Matches[0]
	for _, b := range m.Scorecard {
		fmt.Printf("board %d: %+d, %s IMPs\n", b.Board, *b.Net, b.HomeIMPs.RatString())
	}
	fmt.Printf("%s v %s: IMPs %s–%s, VPs %s–%s\n", m.Home, m.Away,
		m.IMPs[0].RatString(), m.IMPs[1].RatString(), m.Score[0].FloatString(2), m.Score[1].FloatString(2))
	// Output:
	// board 1: +0, 0 IMPs
	// board 2: +450, 10 IMPs
	// board 3: -210, -5 IMPs
	// board 4: +630, 12 IMPs
	// 1 v 2: IMPs 22–5, VPs 17.31–2.69
}

func ExampleVPTable() {
	rows, _ := scoring.VPTable(scoring.ACBL20, 8, 0)
	for _, r := range rows[:4] {
		fmt.Printf("%d–%d IMPs: %d–%d\n", r.From, r.To, r.Winner/100, r.Loser/100)
	}
	// Output:
	// 0–0 IMPs: 10–10
	// 1–2 IMPs: 11–9
	// 3–4 IMPs: 12–8
	// 5–7 IMPs: 13–7
}
