package interchange

import (
	"fmt"
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
// made bridgescore's own (1-NS and NS1 become 1NS).
func (b *sessionBuilder) checkPairSpellings(lines []rawLine) error {
	type spelling struct {
		n     int
		first int // index of the first line using it
	}
	byKey := map[string]map[string]*spelling{}
	for i, l := range lines {
		for _, id := range [2]string{l.ns, l.ew} {
			k := pairKeyOf(id)
			if byKey[k] == nil {
				byKey[k] = map[string]*spelling{}
			}
			sp := byKey[k][id]
			if sp == nil {
				sp = &spelling{first: i}
				byKey[k][id] = sp
			}
			sp.n++
		}
	}
	// usual is the spelling of each key used most (first on a tie).
	usual := map[string]string{}
	for k, sps := range byKey {
		best := ""
		for id, sp := range sps {
			if b := sps[best]; best == "" || sp.n > b.n || (sp.n == b.n && sp.first < b.first) {
				best = id
			}
		}
		usual[k] = best
	}
	var errs Errors
	if !b.allowNewPairs {
		for _, l := range lines {
			for _, s := range [2][2]string{{l.ns, "NS"}, {l.ew, "EW"}} {
				id := s[0]
				want := usual[pairKeyOf(id)]
				if id == want {
					continue
				}
				errs = append(errs, b.errf(l.line, l.where, "board %s: %s pair %s differs from pair %s only in case, spaces, leading zeros or invisible characters: a slip for pair %s? (%s)",
					strings.TrimSpace(l.board), s[1], quote(id), quote(want), want, allowNewPairsHint).(*ParseError))
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
	for i := range lines {
		l := &lines[i]
		if len(byKey[pairKeyOf(l.ns)]) == 1 {
			l.ns = pairIDNotation(l.ns)
		}
		if len(byKey[pairKeyOf(l.ew)]) == 1 {
			l.ew = pairIDNotation(l.ew)
		}
	}
	return nil
}

// checkFewBoards refuses a pair that plays far fewer boards than the
// others — fewer than a third of what most pairs play — as a mistyped pair
// number (77NS for 7NS), naming its lines and the pair most likely meant:
// one of the same direction with no line on that board.
func (b *sessionBuilder) checkFewBoards(lines []rawLine) error {
	if b.allowNewPairs {
		return nil
	}
	played := map[pairKey]int{}
	onBoard := map[string]map[pairKey]bool{}
	for _, l := range lines {
		board := strings.TrimSpace(l.board)
		if onBoard[board] == nil {
			onBoard[board] = map[pairKey]bool{}
		}
		for _, k := range [2]pairKey{{l.ns, l.nsDir}, {l.ew, l.ewDir}} {
			played[k]++
			onBoard[board][k] = true
		}
	}
	counts := make([]int, 0, len(played))
	for _, n := range played {
		counts = append(counts, n)
	}
	sort.Ints(counts)
	usual := counts[len(counts)/2]
	if usual < 3 {
		return nil // too few boards to tell
	}
	few := func(k pairKey) bool { return played[k]*3 < usual }
	var errs Errors
	for _, l := range lines {
		board := strings.TrimSpace(l.board)
		for _, s := range [2]struct {
			k    pairKey
			side string
		}{{pairKey{l.ns, l.nsDir}, "NS"}, {pairKey{l.ew, l.ewDir}, "EW"}} {
			if !few(s.k) {
				continue
			}
			var missing []string
			for k := range played {
				if !few(k) && k.dir == s.k.dir && !onBoard[board][k] {
					missing = append(missing, k.id)
				}
			}
			errs = append(errs, b.errf(l.line, l.where, "board %s: %s pair %s plays only %d of the boards where most pairs play %d: a mistyped pair number?%s (%s)",
				board, s.side, quote(s.k.id), played[s.k], usual, likelyPair(s.k.id, missing, board), allowNewPairsHint).(*ParseError))
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
