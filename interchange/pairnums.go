package interchange

import (
	"cmp"
	"slices"
	"strings"

	"bridgescore/scoring"
)

// A file that does not list its pairs (CSV, PBN results) names them only
// on its lines, and a large one names hundreds of thousands: its ids are
// numbered once (numberPairs) and what follows keeps its answers by those
// numbers rather than looking each id up again.

// lookupNum is lookup for an id numbered num (numberPairs; 0 for none),
// each id's answer kept: a file repeats each id on every board.
func (b *sessionBuilder) lookupNum(num int32, id, side, given string) (int, bool) {
	if num == 0 {
		return b.lookup(id, side, given)
	}
	if b.pairAt != nil {
		// As lookup: the pair of the direction given, else of the side
		// sat, else of no direction.
		if given != "" {
			p := b.pairAt[slot(num, given)]
			return int(p - 1), p > 0
		}
		if p := b.pairAt[slot(num, side)]; p > 0 {
			return int(p - 1), true
		}
		p := b.pairAt[slot(num, "")]
		return int(p - 1), p > 0
	}
	k := (3*int(num-1)+directionCode(given))*2 + directionCode(side) - 1
	if k >= len(b.found) {
		b.found = slices.Grow(b.found, max(6*b.numbered, k+1)-len(b.found))
		b.found = b.found[:cap(b.found)]
	}
	if f := b.found[k]; f != 0 {
		return int(f - 1), f > 0
	}
	j, ok := b.lookup(id, side, given)
	b.found[k] = -1
	if ok {
		b.found[k] = int32(j + 1)
	}
	return j, ok
}

// seatBook remembers where each pair has played each board, to find a
// pair on a board twice. Where the lines of each board come together, as
// files write them, a pair's last board says it; otherwise a map does.
type seatBook struct {
	grouped bool
	last    []int32 // pair → board last played, when grouped
	at      []filePos
	byBoard map[uint64]filePos // board<<32 | pair → where, otherwise
}

func newSeatBook(raw []rawLine, pairs int) *seatBook {
	runs, prev := map[int]bool{}, 0
	for _, r := range raw {
		board, _ := parseBoard(r.board) // 0 for none: such a line is refused
		if board != prev {
			if runs[board] {
				return &seatBook{byBoard: make(map[uint64]filePos, 2*len(raw))}
			}
			runs[board], prev = true, board
		}
	}
	return &seatBook{grouped: true, last: make([]int32, pairs), at: make([]filePos, pairs)}
}

// seen says where pair has played board already, if it has.
func (s *seatBook) seen(board, pair int) (filePos, bool) {
	if s.grouped {
		return s.at[pair], s.last[pair] == int32(board)
	}
	p, ok := s.byBoard[uint64(board)<<32|uint64(pair)]
	return p, ok
}

// note records that pair plays board at a place in the file.
func (s *seatBook) note(board, pair int, at filePos) {
	if s.grouped {
		s.last[pair], s.at[pair] = int32(board), at
		return
	}
	s.byBoard[uint64(board)<<32|uint64(pair)] = at
}

// mixedDirections tells whether an id is given both with a direction
// and without one (have holds each id's directions, a bit each).
func mixedDirections(have []uint8) bool {
	for _, h := range have {
		if h&1 != 0 && h&6 != 0 {
			return true
		}
	}
	return false
}

// addNumbered adds the pairs of a file without a list, each id with one
// direction or none, none of them twice, as addPair would: each pair's
// place is kept by its id's number and direction (pairAt) for lookupNum,
// and the index by id is made only if asked for (pairIndex).
func (b *sessionBuilder) addNumbered(seen []fieldPair) {
	b.pairAt = make([]int32, 3*b.numbered)
	b.pairs = slices.Grow(b.pairs, len(seen))
	b.pairLine = slices.Grow(b.pairLine, len(seen))
	for _, f := range seen {
		b.pairAt[slot(f.num, f.key.dir)] = int32(len(b.pairs) + 1)
		b.pairs = append(b.pairs, scoring.Pair{ID: f.key.id, Direction: f.key.dir})
		b.pairLine = append(b.pairLine, int32(f.line))
	}
}

// pairIndex is the index of the pairs by id and direction, made from the
// pairs where addNumbered left it to be made.
func (b *sessionBuilder) pairIndex() map[pairKey]int {
	if b.index == nil && b.pairAt != nil {
		b.index = make(map[pairKey]int, len(b.pairs))
		for i, p := range b.pairs {
			b.index[pairKey{p.ID, p.Direction}] = i
		}
	}
	return b.index
}

// directionCode numbers a direction for a bit of a set: none, NS, EW.
func directionCode(dir string) int {
	switch dir {
	case "NS":
		return 1
	case "EW":
		return 2
	}
	return 0
}

// sortFieldPairs puts pairs in the order a director lists them: NS, then
// EW, then pairs of no direction, each by number as scoring.LessPairID
// orders them. Each id's number is read once, not at each comparison; a
// direction's pairs already in order (as a file that numbers its tables
// in turn gives them) are not sorted again, and the pairs are moved into
// their places where they are, not copied.
func sortFieldPairs(pairs []fieldPair) {
	nums := make([]int32, len(pairs))
	var count [3]int // NS, EW, none
	for i, p := range pairs {
		num, _ := scoring.LeadingNumber(p.key.id)
		nums[i] = int32(num)
		count[fieldOrder(p.key.dir)]++
	}
	// No two pairs have the same id and direction: no two keys tie.
	less := func(a, b int32) int {
		if c := cmp.Compare(nums[a], nums[b]); c != 0 {
			return c
		}
		_, ra := scoring.LeadingNumber(pairs[a].key.id)
		_, rb := scoring.LeadingNumber(pairs[b].key.id)
		return cmp.Or(strings.Compare(ra, rb), strings.Compare(pairs[a].key.id, pairs[b].key.id), cmp.Compare(a, b))
	}
	// order[k] is the pair that goes in place k.
	order := make([]int32, len(pairs))
	start := [3]int{0, count[0], count[0] + count[1]}
	next := start
	for i, p := range pairs {
		d := fieldOrder(p.key.dir)
		order[next[d]] = int32(i)
		next[d]++
	}
	for d := range 3 {
		keys := order[start[d]:next[d]]
		if !slices.IsSortedFunc(keys, less) {
			slices.SortFunc(keys, less)
		}
	}
	permute(pairs, order)
}

// fieldOrder numbers a direction in the order sortFieldPairs lists the
// fields: NS, EW, none.
func fieldOrder(dir string) int { return (directionCode(dir) + 2) % 3 }

// permute moves pairs[order[k]] into place k for every k, one cycle of
// the permutation at a time; order is used up.
func permute(pairs []fieldPair, order []int32) {
	for k := range order {
		if order[k] < 0 || int(order[k]) == k {
			continue
		}
		held := pairs[k]
		at := k
		for {
			from := int(order[at])
			order[at] = -1
			if from == k {
				pairs[at] = held
				break
			}
			pairs[at] = pairs[from]
			at = from
		}
	}
}

// numberPairs numbers the distinct pair ids the lines write, in the order
// they first come, and gives each line its ids' numbers (nsNum and ewNum,
// from 1): the checks of a file that does not list its pairs then count
// and compare small integers, where each would otherwise look every id up
// in a map of its own (a file of 200,000 lines writes 400,000 of them).
// It returns the ids, by number less one.
func numberPairs(lines []rawLine) []string {
	ids := make([]string, 0, 2*len(lines))
	if chains, ok := newIDChains(lines); ok {
		for i := range lines {
			l := &lines[i]
			if l.nsNum, ok = chains.number(&ids, l.ns); ok {
				l.ewNum, ok = chains.number(&ids, l.ew)
			}
			if !ok {
				ids = ids[:0]
				break
			}
		}
		if ok {
			return ids
		}
	}
	num := make(map[string]int32, 2*len(lines))
	number := func(id string) int32 {
		n, ok := num[id]
		if !ok {
			ids = append(ids, id)
			n = int32(len(ids))
			num[id] = n
		}
		return n
	}
	for i := range lines {
		lines[i].nsNum, lines[i].ewNum = number(lines[i].ns), number(lines[i].ew)
	}
	return ids
}

// idChains finds an id among those numbered so far by the number it
// starts with, as clubs number pairs (7, 7NS, 7EW): the ids starting with
// n are a chain from first[n] through next. It spares a map of every id
// a cache miss or two for each of a large file's ids.
type idChains struct {
	first []int32 // by leading number: the latest such id's number, 0 for none
	next  []int32 // by id's number less one: the one before it in its chain
}

// idChainMost bounds a chain: past it, a map does better.
const idChainMost = 16

// newIDChains readies the chains for the lines' ids; ok is false when an
// id does not start with a number or the numbers are too far apart.
func newIDChains(lines []rawLine) (c idChains, ok bool) {
	most := 0
	for i := range lines {
		for _, id := range [2]string{lines[i].ns, lines[i].ew} {
			n, _ := scoring.LeadingNumber(id)
			if n < 0 || n > 4*len(lines)+1024 {
				return c, false
			}
			most = max(most, n)
		}
	}
	return idChains{first: make([]int32, most+1), next: make([]int32, 0, 2*len(lines))}, true
}

// number is id's number, id added to ids if new; ok is false when its
// chain has grown too long.
func (c *idChains) number(ids *[]string, id string) (int32, bool) {
	n, _ := scoring.LeadingNumber(id)
	steps := 0
	for k := c.first[n]; k != 0; k = c.next[k-1] {
		if (*ids)[k-1] == id {
			return k, true
		}
		if steps++; steps > idChainMost {
			return 0, false
		}
	}
	*ids = append(*ids, id)
	k := int32(len(*ids))
	c.next = append(c.next, c.first[n])
	c.first[n] = k
	return k, true
}
