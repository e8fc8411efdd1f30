package awards

import (
	"fmt"
	"math/big"
	"strings"
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
	explain := fmt.Sprintf("%s: a group of %d %s; %d places earn masterpoints (40%%), first %s (%s a %s, at most %s): %s. "+
		"Rule: ACBL Handbook, \"I. Calculating the awards\" (the place's share of first: 70%%, 50%%, 35%%, then 1/5, 1/6 …; ties share their places)%s.",
		s.Title(), g.size, g.noun(), count, s.Format(first), s.Format(rate), g.one(), s.Format(most), ladderText(s, ladder), g.pairsChart())
	return Result{Awards: awards, Count: count, Ladder: ladder, Explain: explain}
}

// noun names the group's competitors: "pairs", "teams", "players".
func (g group) noun() string {
	if g.of == "" {
		return "pairs"
	}
	return g.of
}

// one names one of the group's competitors: "pair", "team", "player".
func (g group) one() string { return strings.TrimSuffix(g.noun(), "s") }

// pairsChart says, for teams or players, that the pairs' chart is what
// they are awarded on: the ACBL's own charts for team and individual
// games are not among the sources.
func (g group) pairsChart() string {
	if g.of == "" {
		return ""
	}
	return fmt.Sprintf("; the %s are awarded on the pairs' chart, each counted as a pair: the ACBL's own charts for team and individual games are not among our sources", g.of)
}

// Overall says whether the scale awards a session's pairs in one ranking
// across every section and direction, as the ACBL's special club games
// award their overall places ("without regard to the field", ACBL
// Handbook, "V. Awards"), rather than field by field.
func (s Scale) Overall() bool {
	return s.body == ACBL && (s.game == WideCharity || s.game == ClubChampionship)
}

// specialRating is a special club game's factor R of the general formula,
// first overall = B × R with B = (tables + 10) / 60, and where the figure
// comes from, for the explanation.
type specialRating struct {
	r *big.Rat
	// text is R as the explanation writes it: "11.25".
	text string
	// source says where R was read, the game's results page its rating
	// was fitted to.
	source string
}

// specialRatings are the special club games' factors R. Neither is from a
// published chart: each is the figure ACBL's own masterpoint engine awards
// on, read from a real results page of that kind of game (see doc.go and
// testdata/real/SOURCES.md), and the explanation says so.
var specialRatings = map[Game]specialRating{
	// 12½ tables, 13 in play: first 4.31 pins R between 11.23 and 11.26.
	WideCharity: {big.NewRat(45, 4), "11.25", "ACBL's own results (results.acbl.org) of an ACBL-wide charity game " +
		"(ACBLscore's rating 24) of 12½ tables, whose first overall earned 4.31"},
	// 7 tables: first 3.55 pins R between 12.51 and 12.55.
	ClubChampionship: {big.NewRat(1253, 100), "12.53", "ACBL's own results (results.acbl.org) of an open club " +
		"championship (ACBLscore's rating 2) of 7 tables, whose first overall earned 3.55"},
}

// mostOverallPlaces is the deepest a special game's overall awards go
// (ACBL Handbook, "V. Awards": "through a maximum of six places").
const mostOverallPlaces = 6

// acblOverall works out a special club game's overall awards for its
// whole entry of g.size pairs: first overall B × R, B = (tables + 10) / 60
// for the tables in play (a half table counted whole), rounded to the
// hundredth; each later place 75% of the one before it, worked out from the
// rounded first (the k-th is first × 0.75^(k-1), then rounded), to 40% of
// the pairs and at most six places; ties share their places.
func (s Scale) acblOverall(g group, tables int) Result {
	if g.size < 1 || len(g.places) == 0 {
		return Result{Awards: make([]Award, len(g.places)), Explain: "No masterpoints: no pairs."}
	}
	rating := specialRatings[s.game]
	b := big.NewRat(int64(tables+10), 60)
	first := hundredths(new(big.Rat).Mul(new(big.Rat).Mul(b, rating.r), big.NewRat(100, 1)))
	count := min(acblDepth(g.size), mostOverallPlaces)
	ladder := make([]Award, count)
	share75 := big.NewRat(1, 1)
	for k := range ladder {
		ladder[k] = hundredths(new(big.Rat).Mul(big.NewRat(int64(first), 1), share75))
		share75.Mul(share75, big.NewRat(3, 4))
	}
	awards := share(g.places, ladder, func(total Award, n int) Award {
		return hundredths(big.NewRat(int64(total), int64(n)))
	})
	explain := fmt.Sprintf("%s: %d %s at %d tables ranked together, every direction and section; %d places earn masterpoints "+
		"(40%%, at most six), first B × R = (%d + 10) / 60 × %s = %s, each place 75%% of the one before: %s. "+
		"Rule: the ACBL's general formula (ACBL Masterpoint Rules & Regulations, \"I. General formula\": B = (tables + 10) / 60) and its "+
		"Handbook, \"V. Awards\" (second 75%% of first, at most six places); the factor R = %s is not from a published chart: "+
		"it is read from %s. Section awards are not worked out%s.",
		s.Title(), g.size, g.noun(), tables, count, tables, rating.text, s.Format(first), ladderText(s, ladder), rating.text, rating.source, g.pairsChart())
	return Result{Awards: awards, Count: count, Ladder: ladder, Explain: explain}
}
