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

// A Swiss teams is a teams movement that keeps a Swiss plan: each match
// of a round drawn is two tables, its open room (the home team's pair
// North-South) and its closed room beside it (the away team's), every
// match on the round's boards; the teams' matches read back as any teams
// movement's.
func ExampleNewSwissTeams() {
	m, _ := movements.NewSwissTeams(5, 4, 6)
	start := movements.StartingStandings(m)
	first, _ := movements.SwissDraw(1, start)
	m, _ = movements.AddSwissRound(m, first, start)
	for _, s := range m.Schedule {
		fmt.Printf("table %d: %s v %s, set %d\n", s.Table, s.NS, s.EW, s.Set)
	}
	for _, x := range movements.TeamMovementOf(m).Matches {
		fmt.Printf("match: %d v %d on boards %v, open room table %d, closed room table %d\n", x.Home, x.Away, x.Boards, x.Open.Table, x.Closed.Table)
	}
	d, _ := movements.SwissDrawOf(m, 1)
	fmt.Println("bye:", d.Bye)
	fmt.Println(m.Standing())
	// Output:
	// table 1: 1 NS v 2 EW, set 1
	// table 2: 2 NS v 1 EW, set 1
	// table 3: 3 NS v 4 EW, set 1
	// table 4: 4 NS v 3 EW, set 1
	// match: 1 v 2 on boards [1 2 3 4 5 6], open room table 1, closed room table 2
	// match: 3 v 4 on boards [1 2 3 4 5 6], open room table 3, closed room table 4
	// bye: 5
	// 5 teams, 1 of 4 rounds drawn
}
