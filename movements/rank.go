package movements

import (
	"fmt"
	"sort"
)

// MitchellFrom is the number of tables from which clubs choose a Mitchell
// over a Howell. A complete Howell, in which every pair meets every other
// for one winner, takes 2T−1 rounds for T tables: up to seven tables (13
// rounds of two boards, 26 boards) it fits an evening; from eight (15
// rounds and more) it does not, and a Mitchell plays in T rounds.
const MitchellFrom = 8

// ChosenKind is the kind of movement clubs choose for a room of tables.
func ChosenKind(tables int) Kind {
	if tables >= MitchellFrom {
		return Mitchell
	}
	return Howell
}

// family is a kind of movement as the director chooses between them: a
// hesitation Mitchell is a Mitchell.
func family(k Kind) Kind {
	if k == Hesitation {
		return Mitchell
	}
	return k
}

// rank orders suggestions as directors choose between them, best first,
// and says why each stands where it does (Suggestion.Order): first the
// kind clubs play for the room's size (ChosenKind); then the length
// nearest the boards asked; then the fewer rounds, each a move and a
// set of boards to carry; then the fewer boards a pair sits out; then
// the plain movement before a variant of it.
func rank(ss []Suggestion, asked int) {
	if len(ss) == 0 {
		return
	}
	chosen := ChosenKind(ss[0].Tables)
	// better says whether a goes before b and, when it does, why, in
	// words that follow "which".
	better := func(a, b *Suggestion) (bool, string) {
		fa, fb := family(a.Kind) == chosen, family(b.Kind) == chosen
		if fa != fb {
			return fa, fmt.Sprintf("is what clubs play for %d tables (%s)", a.Tables, kindReason(chosen, a.Tables))
		}
		if a.Fits != b.Fits {
			return a.Fits, fmt.Sprintf("plays nearer the %d boards asked (%d)", asked, a.Rounds*a.BoardsPerRound)
		}
		da, db := distance(a, asked), distance(b, asked)
		if da != db {
			return da < db, fmt.Sprintf("plays nearer the %d boards asked (%d)", asked, a.Rounds*a.BoardsPerRound)
		}
		if a.Rounds != b.Rounds {
			return a.Rounds < b.Rounds, fmt.Sprintf("has fewer rounds (%d), each a move and boards to carry", a.Rounds)
		}
		if a.MinBoardsPlayed != b.MinBoardsPlayed {
			return a.MinBoardsPlayed > b.MinBoardsPlayed, "leaves fewer boards sat out"
		}
		if a.Kind != b.Kind {
			return a.Kind != Hesitation, "is the plain movement, with nothing to explain at the tables"
		}
		return false, ""
	}
	sort.SliceStable(ss, func(i, j int) bool {
		b, _ := better(&ss[i], &ss[j])
		return b
	})
	for i := range ss {
		if i == 0 {
			ss[i].Order = "Offered first: " + firstReason(&ss[0], chosen, asked) + "."
			continue
		}
		_, why := better(&ss[i-1], &ss[i])
		if why == "" {
			why = "is as good, and listed first"
		}
		ss[i].Order = fmt.Sprintf("Listed below the %s, which %s.", ss[i-1].Name, why)
	}
}

// distance is how far a suggestion's boards are from the boards asked,
// a board short counted as one over: a session that ends early is less
// of a loss than one that runs late, but both count.
func distance(s *Suggestion, asked int) int {
	n := s.Rounds * s.BoardsPerRound
	return max(n-asked, asked-n)
}

// kindReason says why clubs choose a kind of movement for a room.
func kindReason(k Kind, tables int) string {
	if k == Mitchell {
		return fmt.Sprintf("a Howell of %d tables takes %d rounds when complete", tables, 2*tables-1)
	}
	return fmt.Sprintf("one winner, every pair meeting every other in %d rounds when complete", 2*tables-1)
}

// kindName is a kind as a director writes it.
func kindName(k Kind) string {
	switch k {
	case Mitchell:
		return "Mitchell"
	case Howell:
		return "Howell"
	}
	return string(k)
}

// firstReason says why the first suggestion is first.
func firstReason(s *Suggestion, chosen Kind, asked int) string {
	why := fmt.Sprintf("for %d tables clubs play a %s (%s)", s.Tables, kindName(chosen), kindReason(chosen, s.Tables))
	if family(s.Kind) != chosen {
		why = fmt.Sprintf("no %s fits %d tables and about %d boards", kindName(chosen), s.Tables, asked)
	}
	n := s.Rounds * s.BoardsPerRound
	switch {
	case n == asked:
		return why + fmt.Sprintf(", and this one plays the %d boards asked", asked)
	case s.Fits:
		return why + fmt.Sprintf(", and this one's %d boards are the nearest the %d asked", n, asked)
	}
	return why + fmt.Sprintf("; none plays near the %d boards asked, and this one's %d are the nearest", asked, n)
}

// RankWords say how a list of suggestions for a number of pairs and about
// asked boards is ordered, for the director reading it.
func RankWords(pairs, asked int) string {
	tables := (pairs + 1) / 2
	return fmt.Sprintf("Best first, as clubs choose: a %s for %d tables, then the length nearest the %d boards asked, then the fewest rounds. Each movement says below why it stands where it does.",
		kindName(ChosenKind(tables)), tables, asked)
}
