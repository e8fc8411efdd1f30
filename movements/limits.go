package movements

import "fmt"

// Limits on the size of a movement, one section. Each is generous for any
// real event — a national simultaneous pairs runs sections of at most a
// few dozen tables and 36 boards a session — and stops a slip of the
// keyboard (--boards-per-round 1000000000) from asking for gigabytes.
const (
	MaxBoardsPerRound = 36
	MaxTables         = 100
	MaxRounds         = 100
	MaxBoards         = 999 // boards in play in one session (sets × boards per round)
)

// CheckSize refuses a movement beyond the limits, saying which and why.
func (m *Movement) CheckSize() (err error) {
	defer invalid(&err)
	switch {
	case m.BoardsPerRound < 1 || m.BoardsPerRound > MaxBoardsPerRound:
		return fmt.Errorf("%d boards per round: want 1 to %d", m.BoardsPerRound, MaxBoardsPerRound)
	case m.Tables > MaxTables:
		return fmt.Errorf("%d tables: a section has at most %d (split the field into sections)", m.Tables, MaxTables)
	case m.Rounds > MaxRounds:
		return fmt.Errorf("%d rounds: a session has at most %d", m.Rounds, MaxRounds)
	case m.BoardSets > MaxBoards || m.BoardSets*m.BoardsPerRound > MaxBoards:
		return fmt.Errorf("%d boards (%d sets of %d): a session has at most %d", m.BoardSets*m.BoardsPerRound, m.BoardSets, m.BoardsPerRound, MaxBoards)
	}
	return nil
}
