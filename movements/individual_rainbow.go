package movements

import "fmt"

// RainbowSource is where the Rainbow's rule is published.
const RainbowSource = "Baron Barclay, http://www.baronbarclay.com/rainbow.html (North stationary; boards down one; South up one; East up two; West down two); John Pain, 'Unusual (but useful) Movements for Clubs', EBU Club Focus, https://www.ebu.co.uk/newsletters/?id=11&page=10&print=1 (prime-number movements for 5, 7, 11 or 13 tables; North players take the table number)"

// Rainbow builds the prime-number individual movement ("Rainbow"):
// North stays put, the boards move down one table, South up one, East up
// two and West down two. Player numbers follow the lines: North players
// 1..T (the table number), East T+1..2T, South 2T+1..3T, West 3T+1..4T.
//
// The moves keep every player's meetings apart only when the number of
// tables shares no factor with 2 or 3 (5, 7, 11, 13, 17, 19, 23, 25 …):
// then in T rounds each North player partners each South player once,
// each East each West once, each player meets each player of the other
// line once as an opponent, and plays every set once.
func Rainbow(tables, boardsPerRound int) (_ *Individual, err error) {
	defer invalid(&err)
	T := tables
	if T < 5 || T%2 == 0 || T%3 == 0 {
		return nil, fmt.Errorf("rainbow: %d tables: the Rainbow works for 5, 7, 11, 13 … tables (a number with no factor 2 or 3); with %d tables players would meet again", T, T)
	}
	if T > MaxTables {
		return nil, fmt.Errorf("rainbow: %d tables: at most %d", T, MaxTables)
	}
	if boardsPerRound == 0 {
		boardsPerRound = defaultBoardsPerRound(T)
	}
	m := &Individual{
		ID:             fmt.Sprintf("rainbow-%dt", T),
		Name:           fmt.Sprintf("%d-table Rainbow, %d players, %d rounds", T, 4*T, T),
		Source:         RainbowSource,
		Tables:         T,
		Rounds:         T,
		FullRounds:     T,
		BoardsPerRound: boardsPerRound,
		BoardSets:      T,
		Players:        4 * T,
	}
	for r := 0; r < T; r++ {
		for t := 1; t <= T; t++ {
			m.Schedule = append(m.Schedule, Foursome{
				Round: r + 1, Table: t, Set: mod1(t+r, T),
				Players: [4]int{t, T + mod1(t-2*r, T), 2*T + mod1(t-r, T), 3*T + mod1(t+2*r, T)},
			})
		}
	}
	return m, m.checkSize()
}

// checkSize refuses a schedule beyond the limits a movement has.
func (m *Individual) checkSize() error {
	switch {
	case m.BoardsPerRound < 1 || m.BoardsPerRound > MaxBoardsPerRound:
		return fmt.Errorf("%d boards per round: want 1 to %d", m.BoardsPerRound, MaxBoardsPerRound)
	case m.BoardSets*m.BoardsPerRound > MaxBoards:
		return fmt.Errorf("%d boards: a session has at most %d", m.BoardSets*m.BoardsPerRound, MaxBoards)
	}
	return nil
}
