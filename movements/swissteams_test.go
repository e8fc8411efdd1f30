package movements

import (
	"fmt"
	"testing"
)

// Two teams drawn to meet again (a rematch the director confirmed) play
// two matches, each on its own round's boards, each with its own rooms:
// the teams' matches read back from the schedule keep them apart.
func TestSwissTeamsRematchReadsBackAsTwoMatches(t *testing.T) {
	m, err := NewSwissTeams(4, 3, 2)
	if err != nil {
		t.Fatal(err)
	}
	start := StartingStandings(m)
	for r := 1; r <= 2; r++ {
		d := &Draw{Round: r, Tables: []DrawTable{{Table: 1, Home: "1", Away: "2"}, {Table: 2, Home: "4", Away: "3"}}}
		if m, err = AddSwissRound(m, d, start); err != nil {
			t.Fatal(err)
		}
	}
	var got []string
	for _, x := range TeamMovementOf(m).Matches {
		got = append(got, fmt.Sprintf("%d v %d %v open %v closed %v", x.Home, x.Away, x.Boards, x.Open, x.Closed))
	}
	want := "[1 v 2 [1 2] open {1 1} closed {1 2} 4 v 3 [1 2] open {1 3} closed {1 4} 1 v 2 [3 4] open {2 1} closed {2 2} 4 v 3 [3 4] open {2 3} closed {2 4}]"
	if fmt.Sprint(got) != want {
		t.Errorf("matches:\n%v\nwant\n%s", got, want)
	}
	d, _ := SwissDrawOf(m, 2)
	if d.Rematches != 2 || !d.Tables[0].Rematch {
		t.Errorf("round 2 as drawn: %+v", d)
	}
}

// A Swiss teams' round drawn is a valid movement so far: every match of
// the round on the same (duplicated) boards, the teams still to meet no
// fault of it.
func TestSwissTeamsRoundIsValid(t *testing.T) {
	m, _ := NewSwissTeams(7, 3, 4)
	start := StartingStandings(m)
	d, err := SwissDraw(1, start)
	if err != nil {
		t.Fatal(err)
	}
	if m, err = AddSwissRound(m, d, start); err != nil {
		t.Fatal(err)
	}
	if v := m.Validate(); !v.OK || m.Tables != 6 || SwissTablesARound(m) != 6 || len(m.Schedule) != 6 {
		t.Errorf("round 1 of a Swiss teams of 7: %d tables, %d slots: %v", m.Tables, len(m.Schedule), v.Findings)
	}
}

// A Swiss teams' draw names only its teams, each once.
func TestSwissTeamsRefusesAStrangeDraw(t *testing.T) {
	m, _ := NewSwissTeams(4, 3, 2)
	for _, d := range []*Draw{
		{Round: 1, Tables: []DrawTable{{Table: 1, Home: "1", Away: "5"}}},
		{Round: 1, Tables: []DrawTable{{Table: 1, Home: "1", Away: "2"}, {Table: 2, Home: "2", Away: "3"}}},
		{Round: 1, Tables: []DrawTable{{Table: 1, Home: "1NS", Away: "2"}}},
	} {
		if _, err := AddSwissRound(m, d, StartingStandings(m)); err == nil {
			t.Errorf("draw %v accepted", d.Tables)
		}
	}
	for _, c := range []struct{ teams, rounds, boards int }{{2, 1, 2}, {MaxSwissTeams + 1, 3, 2}, {4, 4, 2}, {4, 3, 0}, {4, 3, 17}} {
		if _, err := NewSwissTeams(c.teams, c.rounds, c.boards); err == nil {
			t.Errorf("a Swiss teams of %+v accepted", c)
		}
	}
}
