package scoring

import (
	"fmt"
	"strings"
)

// Dealer returns the dealer of a board (Law 2): North deals boards 1, 5, 9,
// 13, East 2, 6, 10, 14, and so on round the table. Board numbers start at 1;
// the cycle is simply continued for any other number.
func Dealer(board int) Seat {
	return [4]Seat{North, East, South, West}[cyclePos(board-1, 4)]
}

// Vul returns the vulnerability of a board (Law 2). The 16-board pattern
// repeats for boards 17-32 and every later group of 16. Each group of four
// boards shifts the None/NS/EW/All rotation by one, which is what
// (i + i/4) mod 4 expresses.
func Vul(board int) Vulnerability {
	i := cyclePos(board-1, 16)
	return Vulnerability((i + i/4) % 4)
}

func cyclePos(a, n int) int {
	m := a % n
	if m < 0 {
		m += n
	}
	return m
}

// String gives the vulnerability as travellers print it: "None", "NS", "EW"
// or "All".
func (v Vulnerability) String() string {
	switch v {
	case VulNone:
		return "None"
	case VulNS:
		return "NS"
	case VulEW:
		return "EW"
	case VulAll:
		return "All"
	}
	return fmt.Sprintf("Vulnerability(%d)", int(v))
}

// IsVulnerable reports whether the declaring side is vulnerable.
func (v Vulnerability) IsVulnerable(declarer Seat) bool {
	switch v {
	case VulAll:
		return true
	case VulNS:
		return declarer == North || declarer == South
	case VulEW:
		return declarer == East || declarer == West
	}
	return false
}

// ParseVulnerability reads a vulnerability as results files and directors
// write it: None (also Love, "-"), NS, EW, All (also Both), in any case.
func ParseVulnerability(s string) (_ Vulnerability, err error) {
	defer invalid(&err)
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "NONE", "LOVE", "-", "O", "NEITHER", "NIL":
		return VulNone, nil
	case "NS", "N-S", "N/S":
		return VulNS, nil
	case "EW", "E-W", "E/W":
		return VulEW, nil
	case "ALL", "BOTH", "B":
		return VulAll, nil
	}
	return 0, fmt.Errorf("vulnerability %q: expected None, NS, EW or All", s)
}

// String gives the seat's initial: "N", "E", "S" or "W".
func (s Seat) String() string {
	if s.Valid() {
		return string(rune(s))
	}
	return fmt.Sprintf("Seat(%d)", byte(s))
}

// Valid reports whether s is one of the four seats.
func (s Seat) Valid() bool {
	return s == North || s == East || s == South || s == West
}

// Side gives the partnership the seat belongs to: "NS" or "EW" ("" for an
// invalid seat).
func (s Seat) Side() string {
	switch s {
	case North, South:
		return "NS"
	case East, West:
		return "EW"
	}
	return ""
}

// Seats lists the four seats in the order they are printed: North, East,
// South, West (clockwise, so each seat's left is the next).
var Seats = [4]Seat{North, East, South, West}

// seatIndex is the seat's place in Seats.
func (s Seat) seatIndex() int {
	switch s {
	case East:
		return 1
	case South:
		return 2
	case West:
		return 3
	}
	return 0
}

// Partner is the seat opposite.
func (s Seat) Partner() Seat { return Seats[(s.seatIndex()+2)%4] }

// Left is the seat on this one's left: where its left-hand opponent sits
// (East for North).
func (s Seat) Left() Seat { return Seats[(s.seatIndex()+1)%4] }

// Right is the seat on this one's right (West for North).
func (s Seat) Right() Seat { return Seats[(s.seatIndex()+3)%4] }

// Name is the seat as a director says it: "North".
func (s Seat) Name() string {
	switch s {
	case North:
		return "North"
	case East:
		return "East"
	case South:
		return "South"
	case West:
		return "West"
	}
	return s.String()
}

// IsNS reports whether the seat sits North or South.
func (s Seat) IsNS() bool { return s == North || s == South }

// ParseSeat reads a seat: N, E, S, W or North, East, South, West, in any case.
func ParseSeat(s string) (_ Seat, err error) {
	defer invalid(&err)
	switch strings.ToUpper(strings.TrimSpace(s)) {
	case "N", "NORTH":
		return North, nil
	case "E", "EAST":
		return East, nil
	case "S", "SOUTH":
		return South, nil
	case "W", "WEST":
		return West, nil
	}
	return 0, fmt.Errorf("seat %q: expected N, E, S or W", s)
}
