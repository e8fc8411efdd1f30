package dealer

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxBoard is the highest board number dealt: no club set goes near it.
const MaxBoard = 999

// ParseBoards reads the boards to deal as a director writes them: "1-28",
// "1-16,33-48", "7". Each board appears once, in the order given.
func ParseBoards(s string) (_ []int, err error) {
	defer invalid(&err)
	var out []int
	seen := map[int]bool{}
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := boardNumber(lo, s)
		if err != nil {
			return nil, err
		}
		b := a
		if isRange {
			if b, err = boardNumber(hi, s); err != nil {
				return nil, err
			}
			if b < a {
				return nil, fmt.Errorf("boards %q: %d-%d runs backwards", s, a, b)
			}
		}
		for n := a; n <= b; n++ {
			if seen[n] {
				return nil, fmt.Errorf("boards %q: board %d is asked for twice", s, n)
			}
			seen[n] = true
			out = append(out, n)
		}
	}
	return out, nil
}

func boardNumber(t, whole string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(t))
	if err != nil || n < 1 || n > MaxBoard {
		return 0, fmt.Errorf("boards %q: %q is not a board number from 1 to %d (write e.g. 1-28 or 1-16,33-48)", whole, t, MaxBoard)
	}
	return n, nil
}
