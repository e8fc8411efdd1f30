package club

import (
	"strconv"
	"strings"

	"bridgescore/fault"
	"bridgescore/movements"
)

// maxTypedTables bounds the size of field typed; the movements offered
// stop well short of it.
const maxTypedTables = 500

// ParseFieldSize reads the size of a pairs field as a director types it:
// a number of pairs ("14", "14 pairs"), or of tables when written with a
// "t" or a half ("7t" and "7 tables" are 14 pairs, "7.5", "7½" and "7 ½"
// are 15).
//
// Codes: Invalid (not a size, or fewer pairs than a movement is offered
// for).
func ParseFieldSize(text string) (int, error) {
	s := strings.ToLower(strings.TrimSpace(text))
	tables := false
	for _, suffix := range []string{"pairs", "pair"} {
		if strings.HasSuffix(s, suffix) {
			s = strings.TrimSpace(strings.TrimSuffix(s, suffix))
			break
		}
	}
	for _, suffix := range []string{"tables", "table", "t"} {
		if strings.HasSuffix(s, suffix) {
			s, tables = strings.TrimSpace(strings.TrimSuffix(s, suffix)), true
			break
		}
	}
	half := false
	for _, suffix := range []string{".5", "½"} {
		if strings.HasSuffix(s, suffix) {
			s, half, tables = strings.TrimSpace(strings.TrimSuffix(s, suffix)), true, true
			break
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > maxTypedTables {
		return 0, fault.Errorf(fault.Invalid, "pairs: %q is not a number of pairs; type the number of pairs, e.g. 14, or of tables, e.g. 7t or 7.5", text)
	}
	pairs := n
	if tables {
		pairs = 2 * n
		if half {
			pairs++
		}
	}
	if pairs < movements.MinSuggestPairs {
		return 0, fault.Errorf(fault.Invalid, "pairs: a session needs at least %d pairs, not %d", movements.MinSuggestPairs, pairs)
	}
	return pairs, nil
}

// The minutes a board may take, as a director types them.
const (
	minMinutesPerBoard = 3
	maxMinutesPerBoard = 20
)

// ParsePace reads the minutes a board is played in ("7.5", "7,5"), with
// the club's minute to move between rounds, for the movements' timings.
//
// Codes: Invalid (not a number of minutes from 3 to 20).
func ParsePace(text string) (movements.Timing, error) {
	t := movements.ClubTiming
	m, err := strconv.ParseFloat(strings.TrimSpace(strings.Replace(text, ",", ".", 1)), 64)
	if err != nil || !(m >= minMinutesPerBoard && m <= maxMinutesPerBoard) { // NaN too
		return t, fault.Errorf(fault.Invalid, "minutes a board: %q; type how many minutes a board takes to play, from %d to %d, e.g. 7.5",
			text, minMinutesPerBoard, maxMinutesPerBoard)
	}
	t.MinutesPerBoard = m
	return t, nil
}
