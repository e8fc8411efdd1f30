package awards

import "fmt"

// EBU scales, club to national (Scales A to E), in hundredths of a local
// point: the step between places for single-winner pairs (halved for
// individuals), for two-winner pairs and teams, the quali-final step, the
// minimum award and the caps for 12-17, 18-35 and 36 or more boards
// (nothing below 12).
var (
	ebuStep          = [5]Award{600, 900, 1200, 1800, 2400}
	ebuTwoWinnerStep = [5]Award{1000, 1500, 2000, 3000, 4000}
	ebuQFStep        = [5]Award{1100, 1650, 2200, 3300, 4400}
	ebuMinimum       = [5]Award{600, 900, 1200, 1800, 2400}
	ebuCaps          = [5][3]Award{
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

// Where each kind of EBU award is read from, for the explanation.
const (
	ebuHandbookSource  = "EBU Licensing and Master Points Handbook, as Salliere implements it"
	ebuTwoWinnerSource = "two-winner awards as EBUScore 1.2.24 and PairsScorer 7.2.93 award them, read from their results files " +
		"(the handbook's own two-winner table was not among our sources)"
	ebuTeamsSource = "teams awarded on the two-winner step, as TeamsScorer awards a multiple teams of 10 teams and 24 boards " +
		"(40, 30, 20, 10, read from its results file) and as the SBU's published scale awards a line of a Mitchell and a teams event alike " +
		"(the EBU handbook's own teams table was not among our sources)"
	ebuAcrossSource = "a session of several sections scored across the field is awarded on its places overall, " +
		"its complete tables counted section by section, as EBUScore 1.2.20 and PairsScorer 7.2.93 award one (read from their results files)"
)

// ebuKind is the kind of an EBU field: what it is called, its competitors
// as the rules count them, the fewest that earn points, its step between
// places and where that is read from.
type ebuKind struct {
	name    string
	size    int
	least   int
	step    Award
	source  string
	counted string // how size was counted, for the explanation
}

// ebuKindOf sorts a field into single-winner pairs, a line of a
// two-winner pairs, an individual or a teams event.
func (s Scale) ebuKindOf(f Field) ebuKind {
	tables := f.completeTables()
	counted := fmt.Sprintf("%d complete tables", tables)
	if len(f.sections()) > 1 {
		counted += fmt.Sprintf(" in %d sections", len(f.sections()))
	}
	k := ebuKind{name: "single-winner pairs", size: 2 * tables, least: ebuMinOneWinner, step: ebuStep[s.level],
		source: ebuHandbookSource, counted: counted}
	switch {
	case f.Teams:
		k = ebuKind{name: "teams event", size: f.pairs(), least: 1, step: ebuTwoWinnerStep[s.level], source: ebuTeamsSource,
			counted: fmt.Sprintf("%d teams", f.pairs())}
	case f.Individual:
		k.name, k.size, k.least, k.step = "individual", 4*tables, ebuMinIndividual, ebuStep[s.level]/2
	case f.TwoWinner:
		k.name, k.size, k.least, k.step, k.source = "line of a two-winner pairs", tables, ebuMinTwoWinner, ebuTwoWinnerStep[s.level], ebuTwoWinnerSource
	}
	if s.qualiFinal {
		k.step = ebuQFStep[s.level]
		if f.Individual {
			k.step /= 2
		}
		if k.source != ebuHandbookSource {
			k.source += "; the quali-final step is the handbook's for pairs"
		}
	}
	if len(f.sections()) > 1 && !f.Teams {
		k.source += "; " + ebuAcrossSource
	}
	return k
}

// ebu works out EBU local points for a field.
func (s Scale) ebu(f Field) Result {
	none := func(why string) Result {
		return Result{Awards: make([]Award, len(f.Places)), Explain: "No local points: " + why + "."}
	}
	k := s.ebuKindOf(f)
	if k.size < k.least {
		return none(fmt.Sprintf("a %s needs %d competitors at complete tables (%s, %d competitors)", k.name, k.least, k.counted, k.size))
	}
	boards := f.Boards
	most := s.ebuCap(boards)
	if most == 0 {
		return none(fmt.Sprintf("%d boards, fewer than 12", boards))
	}
	num, den, share := 1, 4, "a quarter"
	switch {
	case s.qualiFinal:
	case boards >= 36:
		den, share = 2, "half"
	case boards >= 18:
		den, share = 3, "a third"
	}
	count := (k.size*num + den - 1) / den
	ladder := make([]Award, count)
	top := Award(count) * k.step
	for i := range ladder {
		lp := top - Award(i)*k.step
		if lp > most {
			lp = most
		}
		ladder[i] = (lp + 99) / 100 * 100 // a place's points are whole, rounded up
	}
	minimum := ebuMinimum[s.level]
	awards := shareLocalPoints(f.Places, ladder, minimum)
	explain := fmt.Sprintf("%s, %d boards, %s: %s, %d competitors; %s of them (rounded up) earn points, %s a place from a top of %s, at most %s, "+
		"tied places sharing their points rounded up to at least %s: %s. Rule: %s.",
		s.Title(), boards, k.name, k.counted, k.size, share, s.Format(k.step), s.Format(top), s.Format(most), s.Format(minimum),
		ladderText(s, ladder), k.source)
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
