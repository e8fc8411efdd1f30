package scoring

// pairIndex finds the pairs of a number in a section: every line names
// two, and a session of one board of 200,000 results has 400,000 pairs,
// where a map keyed by the numbers' text costs a cache miss or two for
// each of 800,000 look-ups. Pairs numbered as clubs number them (a number,
// perhaps followed by a direction or letter, the numbers of each section
// close together) are found instead in a table by section and number,
// in the order the lines name them; any other numbering is kept in a map.
type pairIndex struct {
	pairs []Pair
	// byKey holds the pairs when the table does not fit them.
	byKey map[pairKey]pairSeats
	// The pairs of section s whose number starts with n are
	// members[start[c]:start[c+1]], c = s·width + n.
	sections map[string]int32
	width    int
	start    []int32
	members  []int32
	// lastSec is the section found last (lastSecNum is its number plus
	// one, 0 for none), as a file's lines name one section many times in
	// turn.
	lastSec    string
	lastSecNum int32
}

// Bounds of the table: more cells than this for each pair, or more pairs
// in one cell, and a map does better.
const (
	indexCellsPerPair = 4
	indexCellMost     = 16
)

// newPairIndex indexes pairs by section and number; ok is false when
// their numbers do not fit a table (see pairIndex).
func newPairIndex(pairs []Pair) (x *pairIndex, ok bool) {
	x = &pairIndex{pairs: pairs, sections: map[string]int32{}}
	cell := make([]int32, len(pairs))
	most := 0
	for i := range pairs {
		n, _ := LeadingNumber(pairs[i].ID)
		if n < 0 || n > indexCellsPerPair*len(pairs)+1024 {
			return nil, false
		}
		if _, ok := x.section(pairs[i].Section); !ok {
			x.sections[pairs[i].Section] = int32(len(x.sections))
		}
		cell[i] = int32(n)
		most = max(most, n)
	}
	x.width = most + 1
	cells := len(x.sections) * x.width
	if cells > indexCellsPerPair*len(pairs)+1024 {
		return nil, false
	}
	x.start = make([]int32, cells+1)
	for i := range pairs {
		s, _ := x.section(pairs[i].Section)
		cell[i] += s * int32(x.width)
		x.start[cell[i]+1]++
	}
	for c := range cells {
		if x.start[c+1] > indexCellMost {
			return nil, false
		}
		x.start[c+1] += x.start[c]
	}
	x.members = make([]int32, len(pairs))
	x.fill(cell)
	return x, true
}

// fill puts each pair in its cell's run of members, in the order given,
// so that the pairs listed before one come first.
func (x *pairIndex) fill(cell []int32) {
	next := make([]int32, len(x.start)-1)
	copy(next, x.start)
	for i, c := range cell {
		x.members[next[c]] = int32(i)
		next[c]++
	}
}

// section is the number of section sec in the table.
func (x *pairIndex) section(sec string) (int32, bool) {
	if x.lastSecNum > 0 && sec == x.lastSec {
		return x.lastSecNum - 1, true
	}
	s, ok := x.sections[sec]
	if ok {
		x.lastSec, x.lastSecNum = sec, s+1
	}
	return s, ok
}

// seats are the pairs of number id in section sec, by direction; with
// before ≥ 0, only those listed before pair before.
func (x *pairIndex) seats(sec, id string, before int) pairSeats {
	if x.byKey != nil {
		return x.byKey[pairKey{sec, id}]
	}
	var seats pairSeats
	n, _ := LeadingNumber(id)
	if n < 0 || n >= x.width {
		return seats
	}
	s, ok := x.section(sec)
	if !ok {
		return seats
	}
	c := int(s)*x.width + n
	for _, j := range x.members[x.start[c]:x.start[c+1]] {
		if before >= 0 && int(j) >= before {
			break
		}
		if p := &x.pairs[j]; p.ID == id && p.Section == sec {
			seats[directionIndex(p.Direction)] = j + 1
		}
	}
	return seats
}
