package scoring

import "fmt"

// DDTable is a double-dummy table: the tricks each declarer takes in each
// strain when all four hands are seen, indexed by seat (North, East, South,
// West) and by Strain (clubs … no trumps).
type DDTable [4][5]int

// ddSeats are the seats in the order a DDTable holds them.
var ddSeats = [4]Seat{North, East, South, West}

// DDSeat gives the seat of a DDTable's row i.
func DDSeat(i int) Seat { return ddSeats[i] }

// Tricks gives the tricks declarer takes double dummy in strain.
func (t *DDTable) Tricks(declarer Seat, s Strain) int {
	for i, seat := range ddSeats {
		if seat == declarer {
			return t[i][s]
		}
	}
	return 0
}

// Set records the tricks declarer takes in strain.
func (t *DDTable) Set(declarer Seat, s Strain, tricks int) {
	for i, seat := range ddSeats {
		if seat == declarer {
			t[i][s] = tricks
		}
	}
}

// Check reports tricks outside 0-13. (Partners may take different
// tricks in the same strain: the opening lead comes from the other side.)
func (t *DDTable) Check() (err error) {
	defer invalid(&err)
	for i, row := range t {
		for s, n := range row {
			if n < 0 || n > 13 {
				return fmt.Errorf("%s in %s takes %d tricks: expected 0 to 13", ddSeats[i], Strain(s), n)
			}
		}
	}
	return nil
}

// Par is a board's par: the score, signed for North-South, when both sides
// bid to their best double-dummy result, and the contracts that give it
// ("4SN", "3NTS+1", "5DXE-2": level, strain, doubled, declarer and the
// tricks over or under; empty when the board is passed out).
type Par struct {
	Score     int
	Contracts []string
}
