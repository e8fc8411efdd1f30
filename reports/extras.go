package reports

import (
	"math/big"

	"bridgescore/awards"
	"bridgescore/handicaps"
)

// Extras are what a session adds to its ranking: each pair's award on the
// session's scale (with its strata), and each pair's handicap with the
// handicapped ranking. Slices follow the standings' pairs.
type Extras struct {
	// Awards are the pairs' awards; nil when the session awards nothing.
	Awards *awards.SessionAwards
	// Handicaps hold each pair's handicap and Ranked its handicapped
	// percentage and place; nil when the session is not handicapped.
	Handicaps []*big.Rat
	Ranked    []handicaps.Ranked
	// HandicapWords say where the handicaps came from.
	HandicapWords string
	// Notes say what was decided on the way: a stratum too small folded
	// into the one above, players with no holding or no handicap.
	Notes []string
}
