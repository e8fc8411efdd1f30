package movements_test

import (
	"fmt"

	"bridgescore/movements"
)

// A Swiss pairs kept as a session's movement grows a round at a time:
// round 1 drawn from the starting standings (1 v 2, 3 v 4 …, the bye to
// the last of an odd number), every table of the round on its own boards.
func ExampleAddSwissRound() {
	m, _ := movements.NewSwissPairs(7, 3, 4, "")
	start := movements.StartingStandings(m)
	first, _ := movements.SwissDraw(1, start)
	m, _ = movements.AddSwissRound(m, first, start)
	d, _ := movements.SwissDrawOf(m, 1)
	for _, t := range d.Tables {
		fmt.Printf("table %d: %s v %s, boards %v\n", t.Table, t.Home, t.Away, m.Boards(1))
	}
	fmt.Println("bye:", d.Bye)
	fmt.Println(m.Standing())
	// Output:
	// table 1: 1 v 2, boards [1 2 3 4]
	// table 2: 3 v 4, boards [1 2 3 4]
	// table 3: 5 v 6, boards [1 2 3 4]
	// bye: 7
	// 7 pairs, 1 of 3 rounds drawn
}
