package awards

import (
	"fmt"
	"math/big"
)

// acblRate is first place's award for each pair of the group, in
// hundredths of a masterpoint, and the most first place earns.
func (s Scale) acblRate() (rate, most Award) {
	switch s.game {
	case Invitational:
		return 8, 120
	case Restricted:
		switch {
		case s.limit <= 20:
			return 5, 120
		case s.limit <= 100:
			return 6, 120
		case s.limit <= 200:
			return 7, 120
		}
		return 8, 120
	case Newcomer:
		switch {
		case s.limit <= 5:
			return 3, 100
		case s.limit <= 10:
			return 4, 100
		}
		return 5, 100
	}
	return 10, 150
}

// acblDepth is how many places of a group of n pairs are awarded: 40% of
// them, to the nearest whole number, .5 up.
func acblDepth(n int) int { return (4*n + 5) / 10 }

// acblPlace is the share of first place's award a place earns: 70% for
// second, 50% for third, 35% for fourth, 1/k for the k-th after that.
func acblPlace(k int) *big.Rat {
	switch k {
	case 1:
		return big.NewRat(1, 1)
	case 2:
		return big.NewRat(7, 10)
	case 3:
		return big.NewRat(1, 2)
	case 4:
		return big.NewRat(35, 100)
	}
	return big.NewRat(1, int64(k))
}

// hundredths rounds r (in hundredths) to a whole hundredth, .5 up.
func hundredths(r *big.Rat) Award {
	n := new(big.Int).Mul(r.Num(), big.NewInt(2))
	n.Add(n, r.Denom())
	n.Quo(n, new(big.Int).Mul(r.Denom(), big.NewInt(2)))
	return Award(n.Int64())
}

// acbl works out ACBL club masterpoints for a group.
func (s Scale) acbl(g group) Result {
	if g.size < 1 || len(g.places) == 0 {
		return Result{Awards: make([]Award, len(g.places)), Explain: "No masterpoints: no pairs."}
	}
	rate, most := s.acblRate()
	first := min(rate*Award(g.size), most)
	count := acblDepth(g.size)
	ladder := make([]Award, count)
	for k := range ladder {
		ladder[k] = hundredths(new(big.Rat).Mul(big.NewRat(int64(first), 1), acblPlace(k+1)))
	}
	awards := share(g.places, ladder, func(total Award, n int) Award {
		return hundredths(big.NewRat(int64(total), int64(n)))
	})
	explain := fmt.Sprintf("%s: a group of %d pairs; %d places earn masterpoints (40%%), first %s (%s a pair, at most %s): %s. "+
		"Rule: ACBL Handbook, \"I. Calculating the awards\" (the place's share of first: 70%%, 50%%, 35%%, then 1/5, 1/6 …; ties share their places).",
		s.Title(), g.size, count, s.Format(first), s.Format(rate), s.Format(most), ladderText(s, ladder))
	return Result{Awards: awards, Count: count, Ladder: ladder, Explain: explain}
}
