package scoring

import (
	"fmt"
	"slices"
	"sync"
)

// possible()[v] holds every NS score some contract and result can give on
// a board of vulnerability v (Law 77): NS declaring and making or going
// down, EW declaring, or the board passed out. A few hundred scores each,
// worked out when first asked for.
var possible = sync.OnceValue(func() [4]map[int]bool {
	var sets [4]map[int]bool
	for v := VulNone; v <= VulAll; v++ {
		set := map[int]bool{0: true}
		for _, decl := range []Seat{North, East} {
			for level := 1; level <= 7; level++ {
				for strain := Clubs; strain <= NoTrump; strain++ {
					for dbl := Undoubled; dbl <= Redoubled; dbl++ {
						c := Contract{Level: level, Strain: strain, Doubled: dbl}
						for tricks := 0; tricks <= 13; tricks++ {
							set[Result{Contract: c, Declarer: decl, Tricks: tricks}.Score(v)] = true
						}
					}
				}
			}
		}
		sets[v] = set
	}
	return sets
})

// PossibleScore tells whether some contract and result can give NS the
// score on a board of vulnerability v. A bare score typed or read from a
// file that none can give (+10, +60, +7590) is a slip, not a result.
func PossibleScore(score int, v Vulnerability) bool {
	if v < VulNone || v > VulAll {
		return false
	}
	return possible()[v][score]
}

// PossibleScores lists the NS scores of PossibleScore, lowest first.
func PossibleScores(v Vulnerability) []int {
	if v < VulNone || v > VulAll {
		return nil
	}
	out := make([]int, 0, len(possible()[v]))
	for s := range possible()[v] {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// PossibleOnSomeBoard tells whether some contract and result can give NS
// the score at any vulnerability.
func PossibleOnSomeBoard(score int) bool {
	for v := VulNone; v <= VulAll; v++ {
		if possible()[v][score] {
			return true
		}
	}
	return false
}

// checkPossible refuses a bare NS score that no contract can give. The
// board's vulnerability is not asked here: a results file may come from an
// event whose boards do not follow Law 2, and does not always say; a
// session that knows its boards checks with PossibleScore.
func checkPossible(score int) error {
	if !PossibleOnSomeBoard(score) {
		return fmt.Errorf("no contract can score %+d for NS: check the score", score)
	}
	return nil
}
