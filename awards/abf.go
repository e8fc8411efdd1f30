package awards

import (
	"fmt"
	"math"
	"math/big"
)

// Where the ABF rules are read from, for the explanation.
const (
	abfManual = "ABF Masterpoint Manual, 3.1.1 (session awards) and 4.2 (placings, runner-up 70%, then the winner's award " +
		"divided by one less than the place)"
	abfTiesSource = "tied places share the sum of their places' awards, each rounded to the hundredth, rounded again to the hundredth, " +
		"as Compscore3 writes them (the manual's clause 4.4.6 on ties was not among our sources)"
	abfPairsDepthSource = "top half of the field for every pairs event, Butler pairs of 5-board rounds included, as Compscore3 awards them"
	abfTeamsSource      = "teams: top third rounded up (manual 4.2), tables in play = the teams, on the one-winner formula (our reading)"
)

// The ABF formulas switch from the linear rate to the exponential one above
// these numbers of tables (manual 3.1.1).
const (
	abfTwoWinnerLinear = 30
	abfOneWinnerLinear = 15
)

// abfFirst is the winner's award of a field in hundredths, exactly where
// the manual's rate is linear: 0.02·W·T for a line of a two-winner
// movement (T up to 30), W·(1 − e^(−T/32)) above; 0.04·W·T for a
// single-winner movement, an individual or a teams event (T up to 15),
// W·(1 − e^(−T/16)) above. The exponential awards are worked out in
// floating point, each place then rounded to the hundredth.
func (s Scale) abfFirst(twoWinner bool, tables int) (first *big.Rat, formula string) {
	w := int64(s.weight) // hundredths of W
	rate, linear, scale := int64(2), abfTwoWinnerLinear, 32.0
	if !twoWinner {
		rate, linear, scale = 4, abfOneWinnerLinear, 16
	}
	if tables <= linear {
		// rate/100 · W · T points = rate · w · T / 100 hundredths.
		return big.NewRat(rate*w*int64(tables), 100), fmt.Sprintf("0.0%d × W × T = 0.0%d × %s × %d", rate, rate, s.weightText(), tables)
	}
	v := float64(w) * (1 - math.Exp(-float64(tables)/scale))
	return new(big.Rat).SetFloat64(v), fmt.Sprintf("W × (1 − e^(−T/%d)) = %s × (1 − e^(−%d/%d))", int(scale), s.weightText(), tables, int(scale))
}

// abfPlace is the share of the winner's award place k earns: the
// runner-up 70%, then the winner's divided by one less than the place.
func abfPlace(k int) *big.Rat {
	switch k {
	case 1:
		return big.NewRat(1, 1)
	case 2:
		return big.NewRat(7, 10)
	}
	return big.NewRat(1, int64(k-1))
}

// abfDepth is how many places of a field of n competitors are awarded:
// the top half, rounded down, for pairs and individuals; the top third,
// rounded up, for teams (manual 4.2).
func abfDepth(n int, teams bool) int {
	if teams {
		return (n + 2) / 3
	}
	return n / 2
}

// abf works out ABF masterpoints for a field: T is the tables in play in
// the movement the field belongs to, half tables counted whole (manual
// 3.1.3); for a teams event, the teams.
func (s Scale) abf(f Field) Result {
	tables := f.tablesInPlay()
	if f.Teams {
		tables = f.pairs()
	}
	if tables < 1 || len(f.Places) == 0 {
		return Result{Awards: make([]Award, len(f.Places)), Explain: "No masterpoints: no tables in play."}
	}
	first, formula := s.abfFirst(f.TwoWinner, tables)
	count := abfDepth(len(f.Places), f.Teams)
	ladder := make([]Award, count)
	for k := range ladder {
		ladder[k] = hundredths(new(big.Rat).Mul(first, abfPlace(k+1)))
	}
	awards := share(f.Places, ladder, func(total Award, n int) Award {
		return hundredths(big.NewRat(int64(total), int64(n)))
	})
	kind, depth, source := "single-winner movement", "the top half (rounded down)", abfPairsDepthSource
	switch {
	case f.Teams:
		kind, depth, source = "teams event", "the top third (rounded up)", abfTeamsSource
	case f.TwoWinner:
		kind = "line of a two-winner movement"
	case f.Individual:
		kind = "individual"
	}
	explain := fmt.Sprintf("%s: a %s, T = %d tables in play (half tables counted whole), a field of %d; %s earn points: %d places. "+
		"The winner earns %s = %s; the runner-up 70%%, then the winner's award divided by one less than the place, each rounded "+
		"to the hundredth: %s. Rule: %s; %s; %s.",
		s.Title(), kind, tables, len(f.Places), depth, count, formula, s.Format(hundredths(first)), ladderText(s, ladder),
		abfManual, source, abfTiesSource)
	return Result{Awards: awards, Count: count, Ladder: ladder, Explain: explain}
}
