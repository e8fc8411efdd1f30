package movements_test

import (
	"fmt"
	"math/big"

	"bridgescore/movements"
)

func ExampleNewTeamMovement() {
	m, _ := movements.NewTeamMovement(movements.TeamMovementOptions{Teams: 5, BoardsPerRound: 4})
	fmt.Println(m.Name)
	for _, tt := range m.Schedule[:5] {
		fmt.Printf("round %d table %d: %d v %d, boards %v\n", tt.Round, tt.Table, tt.NS, tt.EW, tt.Boards)
	}
	mt := m.Matches[0]
	fmt.Printf("%d v %d on %v: open room round %d table %d, closed room round %d table %d\n",
		mt.Home, mt.Away, mt.Boards, mt.Open.Round, mt.Open.Table, mt.Closed.Round, mt.Closed.Table)
	fmt.Println(len(m.Check()), "problems")
	// Output:
	// American whist, 5 teams, 4 rounds of 4 boards
	// round 1 table 1: 1 v 3, boards [1 2 3 4]
	// round 1 table 2: 2 v 4, boards [5 6 7 8]
	// round 1 table 3: 3 v 5, boards [9 10 11 12]
	// round 1 table 4: 4 v 1, boards [13 14 15 16]
	// round 1 table 5: 5 v 2, boards [17 18 19 20]
	// 1 v 5 on [5 6 7 8]: open room round 2 table 1, closed room round 3 table 5
	// 0 problems
}

func ExampleSwissDraw() {
	vp := func(n int64) *big.Rat { return big.NewRat(n, 1) }
	d, _ := movements.SwissDraw(4, []movements.Standing{
		{ID: "1", Score: vp(45), Met: []string{"2", "3", "4"}},
		{ID: "2", Score: vp(40), Met: []string{"1"}},
		{ID: "3", Score: vp(38), Met: []string{"1"}},
		{ID: "4", Score: vp(30), Met: []string{"1"}},
		{ID: "5", Score: vp(22), Byes: 1},
	})
	for _, line := range d.Explain {
		fmt.Println(line)
	}
	// Output:
	// Bye: 4 (30), the lowest placed without a bye.
	// Table 1: 1 (45) v 5 (22): 1 is the highest placed still to draw, 5 the highest below it it may meet (it has met 2, 3).
	// Table 2: 2 (40) v 3 (38): 2 is the highest placed still to draw, 3 the next below it.
}
