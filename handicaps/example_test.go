package handicaps_test

import (
	"fmt"
	"math/big"
	"time"

	"bridgescore/handicaps"
	"bridgescore/scoring"
)

// A player's handicap from their last sessions, and a pair's from its
// players', in both modes.
func Example() {
	on := time.Date(2026, 3, 4, 19, 0, 0, 0, time.UTC)
	ann := []handicaps.PlayedSession{
		{Date: on.AddDate(0, 0, -7), Percent: big.NewRat(5820, 100)},
		{Date: on.AddDate(0, 0, -14), Percent: big.NewRat(5510, 100)},
		{Date: on.AddDate(0, 0, -21), Percent: big.NewRat(6090, 100)},
	}
	policy := handicaps.Policy{Sessions: 10, Minimum: 3, Default: big.NewRat(-5, 1)}
	h, n, _ := policy.Player(ann, on)
	fmt.Printf("Ann: %s from %d sessions\n", scoring.FormatRat(h, 2), n)
	newcomer, n, _ := policy.Player(nil, on)
	fmt.Printf("Bob: %s from %d sessions (the default)\n", scoring.FormatRat(newcomer, 2), n)
	pair := []*big.Rat{h, newcomer}
	fmt.Println("sum:", scoring.FormatRat(handicaps.Pair(pair, handicaps.Sum), 2))
	fmt.Println("mean:", scoring.FormatRat(handicaps.Pair(pair, handicaps.Mean), 2))
	// Output:
	// Ann: -8.07 from 3 sessions
	// Bob: -5.00 from 0 sessions (the default)
	// sum: -13.07
	// mean: -6.54
}

// The handicapped ranking of a small Howell.
func ExampleRank() {
	ranked := handicaps.Rank([]handicaps.Entry{
		{Percent: big.NewRat(62, 1), Handicap: big.NewRat(-8, 1)},
		{Percent: big.NewRat(55, 1), Handicap: big.NewRat(0, 1)},
		{Percent: big.NewRat(47, 1), Handicap: big.NewRat(6, 1)},
	})
	for _, p := range ranked {
		fmt.Println(p.Rank, scoring.FormatRat(p.Percent, 2))
	}
	// Output:
	// 2 54.00
	// 1 55.00
	// 3 53.00
}
