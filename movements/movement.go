package movements

// Kind names the family of a movement.
type Kind string

// Movement families.
const (
	Mitchell   Kind = "mitchell"
	Howell     Kind = "howell"
	Hesitation Kind = "hesitation"
	Custom     Kind = "custom"
)

// PairID names a pair: a number plus a direction ("NS"/"EW") in a Mitchell,
// a plain number (Direction "") in a Howell.
type PairID struct {
	Number    int
	Direction string
}

// Slot is what one table does in one round.
type Slot struct {
	Round int
	Table int
	// NS and EW are the pairs holding the NS and EW cards this round (after
	// any arrow switch).
	NS, EW PairID
	// Set is the board set played, numbered from 1.
	Set           int
	ArrowSwitched bool
}

// Movement is a complete schedule for one section.
type Movement struct {
	Kind           Kind
	Name           string
	Tables         int
	Rounds         int
	BoardsPerRound int
	BoardSets      int
	Pairs          []PairID
	// Phantom is the missing pair of a half table: whoever meets it sits out.
	Phantom *PairID
	// Schedule holds one slot per round and table, round by round.
	Schedule []Slot
}

// Boards returns the board numbers of a set (sets are numbered from 1).
func (m *Movement) Boards(set int) []int {
	b := make([]int, m.BoardsPerRound)
	for i := range b {
		b[i] = (set-1)*m.BoardsPerRound + i + 1
	}
	return b
}
