package club

import (
	"bridgescore/movements"
	"bridgescore/scoring"
)

// scoreIndividualAsItStands scores a stored individual's lines as a
// pairs session's are scored at any moment of the night
// (scoreAsItStands): until every result is in, each board is
// matchpointed against the results the schedule gives it, from the first
// result on, so that each player's total is the sum of his side's points
// on the travellers the window shows. A complete individual is scored as
// its results file would be.
func scoreIndividualAsItStands(ss scoring.Session, p Progress, mv *movements.Movement, ind *movements.Individual, fields scoring.IndividualFields) (scoring.IndividualSession, *scoring.IndividualStandings, error) {
	if p.Provisional() {
		ss.Options.InProgress = true
	}
	expected := withExpected(ss, p)
	s, st, err := scoreIndividualLines(&expected, mv, ind, fields)
	if err != nil && expected.Options.Expected != ss.Options.Expected {
		// More results on a board than the schedule gives it: scored
		// against the most any board has, as the pairs' standings are.
		s, st, err = scoreIndividualLines(&ss, mv, ind, fields)
	}
	return s, st, err
}
