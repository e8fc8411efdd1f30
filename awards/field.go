package awards

import (
	"fmt"
	"math/big"
	"strconv"
)

// Award is an amount of points in hundredths: EBU local points are whole
// (multiples of 100), ACBL masterpoints have two decimals.
type Award int64

// String writes the award as a plain decimal without trailing zeros ("24",
// "0.56", "0.5"), which is also a JSON number.
func (a Award) String() string {
	if a%100 == 0 {
		return strconv.FormatInt(int64(a/100), 10)
	}
	s := fmt.Sprintf("%d.%02d", a/100, a%100)
	if s[len(s)-1] == '0' {
		s = s[:len(s)-1]
	}
	return s
}

// Rat is the award as an exact number of points.
func (a Award) Rat() *big.Rat { return big.NewRat(int64(a), 100) }

// Field is one ranking that earns awards: the whole of a Howell, one line
// of a two-winner Mitchell, one section, or every section of a session
// scored across the field.
type Field struct {
	// Places are the competitors' places, best first, a tie sharing its
	// first place's number: 1, 2, 2, 4 (a "2=" ranking).
	Places []int
	// Pairs is how many pairs (players, in an individual) took part in the
	// movement this field belongs to: both lines of a two-winner Mitchell,
	// every pair of a Howell. The rules count tables from it. 0 means the
	// field's own competitors (both lines' worth when TwoWinner).
	Pairs int
	// Sections holds, for a field whose results were compared across
	// several sections, the pairs (players) of each section, whose sum is
	// the movement's: tables are counted section by section (a half table
	// in each of two sections is two half tables, not a whole one). Nil
	// for a field of one section, counted from Pairs.
	Sections []int
	// TwoWinner is set when the field is one line of a two-winner movement.
	TwoWinner bool
	// Individual is set for an individual event.
	Individual bool
	// Teams is set for a teams event: the competitors are teams, and the
	// field's own competitors are its entry.
	Teams bool
	// Boards is the number of boards a competitor played.
	Boards int
	// Won and Drawn hold, in a teams event or a Swiss, the matches each
	// competitor won and drew, in the order of Places (nil elsewhere);
	// MatchBoards is a match's boards. The EBU's green points pay for
	// each match won or drawn.
	Won, Drawn  []int
	MatchBoards int
}

// Result is what a field earns.
type Result struct {
	// Awards holds each competitor's award, in the order of Field.Places.
	Awards []Award
	// Count is the number of places awarded (the depth of the awards).
	Count int
	// Ladder holds the award for each place, first to last awarded.
	Ladder []Award
	// Explain says how the awards were worked out, or why there are none.
	Explain string
}

// pairs is the movement's entry the rules count from.
func (f Field) pairs() int {
	switch {
	case f.Sections != nil:
		n := 0
		for _, k := range f.Sections {
			n += k
		}
		return n
	case f.Pairs > 0:
		return f.Pairs
	case f.TwoWinner:
		return 2 * len(f.Places)
	}
	return len(f.Places)
}

// arity is how many competitors a table seats: 4 players in an
// individual, 2 pairs otherwise (a teams match is two teams at two tables).
func (f Field) arity() int {
	if f.Individual {
		return 4
	}
	return 2
}

// sections is each section's entry, the movement's one section when the
// field does not say.
func (f Field) sections() []int {
	if f.Sections != nil {
		return f.Sections
	}
	return []int{f.pairs()}
}

// completeTables are the tables every seat of which was filled, half
// tables left out, section by section.
func (f Field) completeTables() int {
	n := 0
	for _, k := range f.sections() {
		n += k / f.arity()
	}
	return n
}

// tablesInPlay are the tables in play, a half table counted whole,
// section by section.
func (f Field) tablesInPlay() int {
	n := 0
	for _, k := range f.sections() {
		n += (k + f.arity() - 1) / f.arity()
	}
	return n
}

// Award works out what each competitor of the field earns on the scale.
func (s Scale) Award(f Field) Result {
	switch {
	case s.green.places > 0:
		return s.green.award(s, f)
	case s.body == EBU:
		return s.ebu(f)
	case s.body == ABF:
		return s.abf(f)
	case s.body == ACBL:
		if s.Overall() {
			return s.acblOverall(group{places: f.Places, size: f.pairs(), of: f.competitors()}, f.tablesInPlay())
		}
		size := f.pairs()
		if f.TwoWinner {
			size = (size + 1) / 2 // a half table counts as a full one
		}
		return s.acbl(group{places: f.Places, size: size, of: f.competitors()})
	}
	return Result{Awards: make([]Award, len(f.Places)), Explain: "no award scale"}
}

// group is a ranking as the rules count it: its places and the number of
// competitors the award is worked out on.
type group struct {
	places []int
	size   int
	// of names the competitors when they are not pairs: "teams",
	// "players"; "" for pairs.
	of string
}

// competitors names what a field ranks when it is not pairs: "teams" or
// "players"; "" for pairs.
func (f Field) competitors() string {
	switch {
	case f.Teams:
		return "teams"
	case f.Individual:
		return "players"
	}
	return ""
}

// share gives each run of tied competitors (or a competitor alone) the
// awards of the places they fill: ladder holds each place's award (none
// beyond it); split works out one share of a run's total.
func share(places []int, ladder []Award, split func(total Award, n int) Award) []Award {
	out := make([]Award, len(places))
	for i := 0; i < len(places); {
		j := i + 1
		for j < len(places) && places[j] == places[i] {
			j++
		}
		var total Award
		for k := i; k < j && k < len(ladder); k++ {
			total += ladder[k]
		}
		a := split(total, j-i)
		for k := i; k < j; k++ {
			out[k] = a
		}
		i = j
	}
	return out
}

// ladderText lists the ladder's awards for an explanation: "24, 18, 12, 6".
func ladderText(s Scale, ladder []Award) string {
	var b []byte
	for i, a := range ladder {
		if i > 0 {
			b = append(b, ", "...)
		}
		if i == 8 && len(ladder) > 10 {
			b = append(b, fmt.Sprintf("… (%d in all)", len(ladder))...)
			break
		}
		b = append(b, s.Format(a)...)
	}
	return string(b)
}
