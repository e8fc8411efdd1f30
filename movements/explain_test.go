package movements

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestPlayingTime(t *testing.T) {
	for _, c := range []struct {
		rounds, perRound int
		timing           Timing
		want             time.Duration
	}{
		// 7 rounds of 4 at 7½ minutes: 210 minutes of play, 6 moves.
		{7, 4, ClubTiming, 215 * time.Minute},
		// 9 rounds of 3: 202½ + 8 = 210½, to the nearest five minutes.
		{9, 3, ClubTiming, 210 * time.Minute},
		{13, 2, Timing{MinutesPerBoard: 7, MinutesToMove: 2}, 205 * time.Minute},
		{1, 2, Timing{MinutesPerBoard: 6}, 10 * time.Minute},
		{0, 0, ClubTiming, 0},
	} {
		if got := PlayingTime(c.rounds, c.perRound, c.timing); got != c.want {
			t.Errorf("%d rounds of %d at %+v: %v, want %v", c.rounds, c.perRound, c.timing, got, c.want)
		}
	}
}

// Every suggestion says why its length differs from the one asked, who
// sits out, how the pairs are compared and how long it plays, each in
// words with the figures that make it true.
func TestExplain(t *testing.T) {
	for _, c := range []struct {
		pairs, boards int
		kind          Kind
		want          []string
	}{
		{14, 26, Mitchell, []string{"7 rounds of 4 boards: 28 boards, 2 more than the 26 asked, because 26 boards do not divide into the movement's 7 rounds.",
			"Every pair plays 28 boards.", "Two winners", "About 3 h 35 min of play"}},
		{15, 28, Mitchell, []string{"32 boards, 4 more than the 28 asked", "Pairs play 28 to 32 boards", "sits out that round"}},
		{14, 26, Howell, []string{"13 rounds of 2 boards: the 26 boards asked.", "compared on as few as 10 boards or as many as 14"}},
		{16, 24, Howell, []string{"of the movement's 15 rounds", "one winner", "compared on as few as"}},
		{16, 24, Howell, []string{"15 rounds of 2 boards: 30 boards, 6 more than the 24 asked: the complete Howell", "every two pairs are compared on the same number of boards (14)"}},
	} {
		s, err := Suggest(c.pairs, c.boards)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, x := range s {
			complete := strings.Contains(c.want[0], "the complete Howell")
			if x.Kind != c.kind || found || complete != (x.Rounds == x.FullRounds && x.Rounds*x.BoardsPerRound > c.boards+4) {
				continue
			}
			found = true
			text := strings.Join(x.Explain(c.boards, ClubTiming), " ")
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%d pairs, %d boards, %s: %q lacks %q", c.pairs, c.boards, x.Name, text, w)
				}
			}
		}
		if !found {
			t.Errorf("%d pairs: no %s suggested", c.pairs, c.kind)
		}
	}
}

func ExampleSuggestion_Explain() {
	s, _ := Suggest(14, 26)
	for _, line := range s[0].Explain(26, ClubTiming) {
		fmt.Println(line)
	}
	// Output:
	// 13 rounds of 2 boards: the 26 boards asked.
	// Every pair plays 26 boards.
	// Good balance: one winner, but two pairs may be compared on as few as 10 boards or as many as 14, so a pair's place depends a little on which pairs it was compared with (quality 91 of 100).
	// About 3 h 25 min of play at 7.5 minutes a board and 1 minute to move between rounds.
	// Offered first: for 7 tables clubs play a Howell (one winner, every pair meeting every other in 13 rounds when complete), and this one plays the 26 boards asked.
}
