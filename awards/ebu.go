package awards

import "fmt"

// EBU scales, club to national (Scales A to E), in hundredths of a local
// point: the step between places for pairs (halved for individuals), the
// quali-final step, the minimum award and the caps for 12-17, 18-35 and
// 36 or more boards (nothing below 12).
var (
	ebuStep    = [5]Award{600, 900, 1200, 1800, 2400}
	ebuQFStep  = [5]Award{1100, 1650, 2200, 3300, 4400}
	ebuMinimum = [5]Award{600, 900, 1200, 1800, 2400}
	ebuCaps    = [5][3]Award{
		{7500, 10000, 30000},
		{11300, 15000, 45000},
		{15000, 20000, 60000},
		{22500, 30000, 90000},
		{30000, 40000, 120000},
	}
	ebuQFCap = [5]Award{30000, 45000, 60000, 90000, 120000}
)

// The smallest EBU fields that earn points, in competitors: 3 complete
// tables of a single-winner pairs, 5 of a two-winner pairs (5 in a line),
// 2 of an individual.
const (
	ebuMinOneWinner  = 6
	ebuMinTwoWinner  = 5
	ebuMinIndividual = 8
)

// ebu works out EBU local points for a group; tables says how its size
// was counted, for the explanation.
func (s Scale) ebu(g group, tables string) Result {
	none := func(why string) Result {
		return Result{Awards: make([]Award, len(g.places)), Explain: "No local points: " + why + "."}
	}
	least, kind := ebuMinOneWinner, "single-winner pairs"
	switch {
	case g.individual:
		least, kind = ebuMinIndividual, "individual"
	case g.twoWinner:
		least, kind = ebuMinTwoWinner, "line of a two-winner pairs"
	}
	if g.size < least {
		return none(fmt.Sprintf("a %s needs %d competitors at complete tables (%s, %d competitors)", kind, least, tables, g.size))
	}
	step, most := s.ebuStep(g.individual), s.ebuCap(g.boards)
	if most == 0 {
		return none(fmt.Sprintf("%d boards, fewer than 12", g.boards))
	}
	num, den, share := 1, 4, "a quarter"
	switch {
	case s.qualiFinal:
	case g.boards >= 36:
		den, share = 2, "half"
	case g.boards >= 18:
		den, share = 3, "a third"
	}
	count := (g.size*num + den - 1) / den
	ladder := make([]Award, count)
	top := Award(count) * step
	for k := range ladder {
		lp := top - Award(k)*step
		if lp > most {
			lp = most
		}
		ladder[k] = (lp + 99) / 100 * 100 // a place's points are whole, rounded up
	}
	minimum := ebuMinimum[s.level]
	awards := shareLocalPoints(g.places, ladder, minimum)
	explain := fmt.Sprintf("%s, %d boards: %s, %d competitors; %s of them (rounded up) earn points, %s a place from a top of %s, at most %s: %s.",
		s.Title(), g.boards, tables, g.size, share, s.Format(step), s.Format(top), s.Format(most), ladderText(s, ladder))
	return Result{Awards: awards, Count: count, Ladder: ladder, Explain: explain}
}

// shareLocalPoints shares tied places' local points: their total divided
// equally, rounded up to a whole point, and never below the scale's minimum
// once anything is shared (a place alone is raised to the minimum too).
func shareLocalPoints(places []int, ladder []Award, minimum Award) []Award {
	return share(places, ladder, func(total Award, n int) Award {
		a := (total + Award(n)*100 - 1) / (Award(n) * 100) * 100
		if a > 0 && a < minimum {
			a = minimum
		}
		return a
	})
}

// ebuStep is the points between places.
func (s Scale) ebuStep(individual bool) Award {
	step := ebuStep[s.level]
	if s.qualiFinal {
		step = ebuQFStep[s.level]
	}
	if individual {
		step /= 2
	}
	return step
}

// ebuCap is the most any place earns for the boards played; 0 when the
// session earns nothing.
func (s Scale) ebuCap(boards int) Award {
	switch {
	case s.qualiFinal:
		return ebuQFCap[s.level]
	case boards < 12:
		return 0
	case boards < 18:
		return ebuCaps[s.level][0]
	case boards < 36:
		return ebuCaps[s.level][1]
	}
	return ebuCaps[s.level][2]
}
