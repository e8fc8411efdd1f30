package handicaps

import (
	"math/big"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// ErrNoPercentages refuses handicaps on a session scored in IMPs: a
// handicap is percentage points.
var ErrNoPercentages = fault.New(fault.Invalid, "handicaps are percentage points, and a session scored in IMPs has no percentages")

// ForStandings ranks a scored session's pairs by percentage plus handicap,
// each in its field (its section's line, or its Howell), in the order of
// st.Pairs; pair holds each pair's handicap in that order (nil for 0).
func ForStandings(st *scoring.Standings, pair []*big.Rat) (_ []Ranked, err error) {
	defer invalid(&err)
	entries := make([]Entry, len(st.Pairs))
	for i, p := range st.Pairs {
		if p.Percent == nil {
			return nil, ErrNoPercentages
		}
		entries[i] = Entry{Field: p.Section + "\x00" + p.Direction, Percent: p.Percent}
		if i < len(pair) {
			entries[i].Handicap = pair[i]
		}
	}
	return Rank(entries), nil
}
