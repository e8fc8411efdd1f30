package scoring

import (
	"fmt"
	"math/big"
)

// The rules an adjusted score keeps, in one place for every reader (a
// result typed, a line of a results file, a line stored, a line scored):
// an artificial score's percentages lie from 0 to 100, and each side's
// weights of a weighted score are each more than nothing and add up to
// 100%.

// CheckAdjustment refuses a line whose adjusted score breaks those rules,
// and a line of a kind there is not.
func (l *Line) CheckAdjustment() error {
	switch l.Kind {
	case Played, NotPlayed:
	case Artificial:
		return CheckPercentages(l.NSPercent, l.EWPercent)
	case Weighted:
		if err := CheckWeights("NS", l.NSWeights); err != nil {
			return fmt.Errorf("weighted score: %w", err)
		}
		if err := CheckWeights("EW", l.EWWeights); err != nil {
			return fmt.Errorf("weighted score: %w", err)
		}
	default:
		return fmt.Errorf("unknown kind of line %d", l.Kind)
	}
	return nil
}

// CheckPercentages refuses an artificial score whose percentages are not
// each from 0 to 100.
func CheckPercentages(ns, ew int) error {
	if ns < 0 || ns > 100 || ew < 0 || ew > 100 {
		return fmt.Errorf("adjusted score A%d-%d: percentages must be between 0 and 100", ns, ew)
	}
	return nil
}

// CheckWeights refuses one side's weighted score (side "NS" or "EW") whose
// weights are not each more than 0 or do not add up to 100%.
func CheckWeights(side string, ws []WeightedScore) error {
	if len(ws) == 0 {
		return fmt.Errorf("no %s components", side)
	}
	sum := new(big.Rat)
	for _, w := range ws {
		if w.Weight == nil || w.Weight.Sign() <= 0 {
			return fmt.Errorf("every %s weight must be more than 0", side)
		}
		sum.Add(sum, w.Weight)
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		return fmt.Errorf("the %s weights add up to %s%%: they must add up to 100%%", side, formatPercent(sum))
	}
	return nil
}
