package interchange

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// A file without a list of its pairs (the CSV format) says who the pairs
// are only through its traveller lines, so one mistyped pair number would
// make a new pair with one board and take that board from the real pair.
// These checks find such slips before anything is scored. A director whose
// file really does hold such a pair (a late pair who played two boards)
// says so with --allow-new-pairs.

// allowNewPairsHint ends every message about a pair that looks mistyped.
const allowNewPairsHint = "correct the line, or give --allow-new-pairs if it really is a pair of its own"

// checkPairSpellings refuses the lines that write a pair's id differently
// from the rest of the file (7ns, 07NS, 7 NS, 7N S, a zero-width space
// beside 7NS): ids that differ only in case, spaces, leading zeros or
// invisible characters are one pair, and the spelling used less is the
// slip. Where each pair is written one way throughout, the notation is
// made bridgescore's own (1-NS and NS1 become 1NS). It numbers the lines'
// ids (numberPairs) for the checks that follow.
func (b *sessionBuilder) checkPairSpellings(lines []rawLine) error {
	ids := numberPairs(lines)
	n := len(ids)
	b.numbered = n
	if !slices.ContainsFunc(ids, func(id string) bool { return !plainPairID(id) }) {
		return nil // every id is its own key and notation: none can be another's slip
	}
	// Each id's lines, and the first of them.
	count, first := make([]int32, n), make([]int32, n)
	for i := range lines {
		for _, id := range [2]int32{lines[i].nsNum - 1, lines[i].ewNum - 1} {
			if count[id] == 0 {
				first[id] = int32(i)
			}
			count[id]++
		}
	}
	// The ids of one pair written in several ways share a key; the usual
	// spelling of a key is the one used most (first on a tie).
	group, keys := make([]int32, n), make(map[string]int32, n)
	var usual, spellings []int32
	for id := range n {
		k := pairKeyOf(ids[id])
		g, ok := keys[k]
		if !ok {
			g = int32(len(usual))
			keys[k] = g
			usual, spellings = append(usual, int32(id)), append(spellings, 0)
		}
		group[id] = g
		spellings[g]++
		if best := usual[g]; count[id] > count[best] || count[id] == count[best] && first[id] < first[best] {
			usual[g] = int32(id)
		}
	}
	var errs Errors
	if !b.allowNewPairs {
		for _, l := range lines {
			for _, s := range [2]struct {
				num  int32
				side string
			}{{l.nsNum - 1, "NS"}, {l.ewNum - 1, "EW"}} {
				want := usual[group[s.num]]
				if s.num == want {
					continue
				}
				id, wanted := ids[s.num], ids[want]
				errs = append(errs, b.errf(l.line, l.where, "board %s: %s pair %s differs from pair %s only in case, spaces, leading zeros or invisible characters: a slip for pair %s? (%s)",
					strings.TrimSpace(l.board), s.side, quote(id), quote(wanted), wanted, allowNewPairsHint).(*ParseError))
				if len(errs) == maxReported {
					return errs
				}
			}
		}
	}
	if len(errs) == 1 {
		return errs[0]
	}
	if len(errs) > 0 {
		return errs
	}
	for id := range n {
		if spellings[group[id]] == 1 {
			ids[id] = pairIDNotation(ids[id])
		}
	}
	for i := range lines {
		l := &lines[i]
		l.ns, l.ew = ids[l.nsNum-1], ids[l.ewNum-1]
	}
	return nil
}

// checkFewBoards refuses a pair that plays far fewer boards than the
// others — fewer than a third of what most pairs play — as a mistyped pair
// number (77NS for 7NS), naming its lines and the pair most likely meant:
// one of the same direction with no line on that board.
func (b *sessionBuilder) checkFewBoards(lines []rawLine) error {
	if b.allowNewPairs || len(lines) == 0 {
		return nil
	}
	if lines[0].nsNum == 0 {
		b.numbered = len(numberPairs(lines))
	}
	// The boards each pair plays, by slot: its id's number and its
	// direction (see slot).
	played := make([]int32, 3*b.numbered)
	for _, l := range lines {
		played[slot(l.nsNum, l.nsDir)]++
		played[slot(l.ewNum, l.ewDir)]++
	}
	usual := medianPlayed(played)
	if usual < 3 {
		return nil // too few boards to tell
	}
	few := func(k int) bool { return played[k] > 0 && int(played[k])*3 < usual }
	if !slices.ContainsFunc(played, func(n int32) bool { return n > 0 && int(n)*3 < usual }) {
		return nil
	}
	// Each slot's id and direction, for the messages.
	keys := make([]pairKey, 3*b.numbered)
	for _, l := range lines {
		keys[slot(l.nsNum, l.nsDir)] = pairKey{l.ns, l.nsDir}
		keys[slot(l.ewNum, l.ewDir)] = pairKey{l.ew, l.ewDir}
	}
	var errs Errors
	for _, l := range lines {
		board := strings.TrimSpace(l.board)
		for _, s := range [2]struct {
			k    int
			side string
		}{{slot(l.nsNum, l.nsDir), "NS"}, {slot(l.ewNum, l.ewDir), "EW"}} {
			if !few(s.k) {
				continue
			}
			k := keys[s.k]
			errs = append(errs, b.errf(l.line, l.where, "board %s: %s pair %s plays only %d of the boards where most pairs play %d: a mistyped pair number?%s (%s)",
				board, s.side, quote(k.id), played[s.k], usual, likelyPair(k.id, missingOn(lines, board, k.dir, keys, few), board), allowNewPairsHint).(*ParseError))
			if len(errs) == maxReported {
				return errs
			}
		}
	}
	if len(errs) == 1 {
		return errs[0]
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// medianPlayed is the number of boards the pair in the middle plays, of
// the pairs that play any (played is by slot).
func medianPlayed(played []int32) int {
	counts := make([]int32, 0, len(played)/3+1)
	for _, n := range played {
		if n > 0 {
			counts = append(counts, n)
		}
	}
	slices.Sort(counts)
	return int(counts[len(counts)/2])
}

// slot is where a numbered id in a direction is counted: three slots an
// id, for no direction, NS and EW.
func slot(num int32, dir string) int { return 3*int(num-1) + directionCode(dir) }

// missingOn lists the ids of the pairs of direction dir that play the
// usual number of boards but have no line on board: the pairs a mistyped
// id on that board may have meant.
func missingOn(lines []rawLine, board, dir string, keys []pairKey, few func(int) bool) []string {
	on := map[int]bool{}
	for _, l := range lines {
		if strings.TrimSpace(l.board) == board {
			on[slot(l.nsNum, l.nsDir)], on[slot(l.ewNum, l.ewDir)] = true, true
		}
	}
	var missing []string
	for k, key := range keys {
		if key.id != "" && !few(k) && key.dir == dir && !on[k] {
			missing = append(missing, key.id)
		}
	}
	return missing
}

// likelyPair names, among the pairs with no line on the board, the one a
// mistyped id most likely meant: the one whose id shares the most
// characters with it, in order.
func likelyPair(typo string, missing []string, board string) string {
	if len(missing) == 0 {
		return ""
	}
	sort.Slice(missing, func(i, j int) bool {
		a, c := commonRunes(typo, missing[i]), commonRunes(typo, missing[j])
		if a != c {
			return a > c
		}
		return missing[i] < missing[j]
	})
	return fmt.Sprintf(" likely pair %s, which has no line on board %s", missing[0], board)
}

// commonRunes is the length of the longest common subsequence of a and b
// (ids are a few characters long).
func commonRunes(a, b string) int {
	x, y := []rune(strings.ToUpper(a)), []rune(strings.ToUpper(b))
	prev := make([]int, len(y)+1)
	cur := make([]int, len(y)+1)
	for i := range x {
		for j := range y {
			switch {
			case x[i] == y[j]:
				cur[j+1] = prev[j] + 1
			default:
				cur[j+1] = max(cur[j], prev[j+1])
			}
		}
		prev, cur = cur, prev
	}
	return prev[len(y)]
}

// inferMitchell reports whether a file of bare pair numbers, with no
// direction anywhere, is a two-winner Mitchell: on most boards (at least
// half of those played more than once) some number sits North-South on one
// line and East-West on another, which two pairs of one field never do (a
// pair plays a board once) — one such board is a slip in a Howell, every
// board is the shape of a Mitchell. The lines are then given the
// direction of the side each pair sits.
func inferMitchell(lines []rawLine) bool {
	seen := map[string]map[string]byte{} // board → id → sides seen (1 NS, 2 EW)
	count := map[string]int{}
	for _, l := range lines {
		if l.nsDir != "" || l.ewDir != "" || dirSuffix(l.ns) != "" || dirSuffix(l.ew) != "" {
			return false
		}
		board := strings.TrimSpace(l.board)
		if seen[board] == nil {
			seen[board] = map[string]byte{}
		}
		seen[board][l.ns] |= 1
		seen[board][l.ew] |= 2
		count[board]++
	}
	shared, boards := 0, 0
	for board, ids := range seen {
		if count[board] < 2 {
			continue
		}
		boards++
		for _, sides := range ids {
			if sides == 3 {
				shared++
				break
			}
		}
	}
	if shared == 0 || shared*2 < boards {
		return false
	}
	for i := range lines {
		lines[i].nsDir, lines[i].ewDir = "NS", "EW"
	}
	return true
}

// mitchellNote tells the director a file of bare numbers was read as a
// two-winner Mitchell.
const mitchellNote = "the same pair numbers sit North-South and East-West on one board: read as a two-winner Mitchell (NS and EW pairs numbered apart)"

// listedLike names, for a traveller id that is not in a file's list of
// pairs, the listed pair it differs from only in case, spaces, leading
// zeros or invisible characters ("07" for pair 7), as the slip it likely
// is; "" when there is none.
func (b *sessionBuilder) listedLike(id string) string {
	k := pairKeyOf(id)
	for _, p := range b.pairs {
		if pairKeyOf(p.ID) == k {
			return fmt.Sprintf(" (a slip for pair %s?)", p.ID)
		}
	}
	return ""
}
