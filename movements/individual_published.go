package movements

import (
	"fmt"
	"sort"
)

// Individual schedules built in: published ones, transcribed and cited,
// and cyclic whist schedules (each two players partner once and meet
// twice as opponents) found by a search where no published one for the
// size was found. The tests hold each to what its author states through
// CheckIndividual.

// individualTable is one table of a schedule as printed: the players in
// the seats N, E, S, W and the board set.
type individualTable struct {
	N, E, S, W, Set int
}

// publishedIndividual is a schedule as printed: every round listed, or a
// first round that the others follow cyclically.
type publishedIndividual struct {
	ID, Name, Source string
	// Claim is what the author says the schedule achieves, in his words
	// or as near as the source allows; "" when he says nothing.
	Claim   string
	Tables  int
	Players int
	// Rounds lists every round when the schedule is printed in full.
	Rounds [][]individualTable
	// First is the first round of a cyclic schedule: each round every
	// player but Stationary takes the next number (Modulus wraps to 1)
	// and every set the next set.
	First      []individualTable
	Modulus    int
	Stationary int
	// Barometer: every table plays the same set each round (a copy of
	// the boards for each table).
	Barometer bool
	// BoardsPerRound as published, where it says.
	BoardsPerRound int
}

// whistSource says how the cyclic whist schedules were made.
const whistSource = "cyclic whist schedule found by a search for this program: a first round whose partner and opponent differences (mod 4n−1) cover every difference once and twice, the last player stationary (a Z-cyclic whist tournament, as Ruter's individuals are); not published"

var publishedIndividuals = []publishedIndividual{
	{
		ID:    "individual-2t-7r-acbl",
		Name:  "2 tables, 8 players, 7 rounds, both tables sharing each round's boards (ACBL club note)",
		Claim: "every player partners every other once and meets every other twice as an opponent; it does not meet criterion 3 (Pain)",
		Source: "ACBL club note on 2-table individual movements, https://paperzz.com/doc/8210044/1-%23-tables-comments-2-it-is-important-to-note-that-only-t... (start T1 N,E,S,W = 8,1,6,2; T2 = 5,7,3,4; player 8 stationary; the others cycle 1S→2S→1E→2N→2W→2E→1W→1S; 7 rounds of 4 boards, shared boards shuffled each round); " +
			"John Pain, EBU Club Focus, https://www.ebu.co.uk/newsletters/?id=11&page=10&print=1 (\"even the simplest Individual movement of all (that of 8 players at two tables) does not satisfy criterion 3\")",
		Tables: 2, Players: 8, BoardsPerRound: 4, Barometer: true,
		Rounds: [][]individualTable{
			{{8, 1, 6, 2, 1}, {5, 7, 3, 4, 1}},
			{{8, 3, 2, 7, 2}, {1, 4, 6, 5, 2}},
			{{8, 6, 7, 4, 3}, {3, 5, 2, 1, 3}},
			{{8, 2, 4, 5, 4}, {6, 1, 7, 3, 4}},
			{{8, 7, 5, 1, 5}, {2, 3, 4, 6, 5}},
			{{8, 4, 1, 3, 6}, {7, 6, 5, 2, 6}},
			{{8, 5, 3, 6, 7}, {4, 2, 1, 7, 7}},
		},
	},
	{
		ID:     "individual-2t-7r-bridgescorer",
		Name:   "2 tables, 8 players, 7 rounds of 3 boards, both tables sharing each round's boards (bridgescorer)",
		Source: "github.com/thebridsk/bridgescorer (MIT), server/src/main/resources/com/github/thebridsk/bridge/server/backend/IndividualMovement.Individual2Tables.yaml at commit 820dcb23c2cce80159be02d83900be9f2467ab34 (\"2 tables individual movement\", 21 boards)",
		Tables: 2, Players: 8, BoardsPerRound: 3, Barometer: true,
		Rounds: [][]individualTable{
			{{8, 5, 1, 7, 1}, {2, 4, 6, 3, 1}},
			{{8, 6, 2, 1, 2}, {3, 5, 7, 4, 2}},
			{{8, 7, 3, 2, 3}, {4, 6, 1, 5, 3}},
			{{8, 1, 4, 3, 4}, {5, 7, 2, 6, 4}},
			{{8, 2, 5, 4, 5}, {6, 1, 3, 7, 5}},
			{{8, 3, 6, 5, 6}, {7, 2, 4, 1, 6}},
			{{8, 4, 7, 6, 7}, {1, 3, 5, 2, 7}},
		},
	},
	{
		ID:     "individual-3t-11r-admatis",
		Name:   "3 tables, 12 players, 11 rounds of 2 boards, one set of boards circulating",
		Claim:  "12 players, 11 rounds, 22 boards",
		Source: "https://www.admatis.com/bridzs/Letoltheto%20anyagok/12players-11rounds-22boards.pdf, as transcribed in github.com/thebridsk/bridgescorer (MIT), server/src/main/resources/com/github/thebridsk/bridge/server/backend/IndividualMovement.Individual3Tables.yaml at commit 3de6bc2c109fa8fc7711b642f624a99377a44bce (player 12 stationary at table 1 North, every other player one number up each round, boards 1–2 at table 1, 11–12 at table 2, 13–14 at table 3 in round 1)",
		Tables: 3, Players: 12, BoardsPerRound: 2, Modulus: 11, Stationary: 12,
		First: []individualTable{{12, 5, 1, 10, 1}, {7, 8, 11, 9, 6}, {2, 3, 4, 6, 7}},
	},
	{
		ID:     "individual-5t-19r-ruter",
		Name:   "5 tables, 20 players, 19 rounds, every table playing the same boards each round (Ruter)",
		Claim:  "",
		Source: "the schedule Ruter i Norge 4.14.2 wrote into its results file of Nesodden BK's \"Høstsingel2022\" (github.com/gerhardsletten/jrbridge-pbn-api, api/_src/__tests__/sample/individuals.pbn at commit 79bcc82bdd5956c0fb5a2fbd123859d8d050cc51): round 1 as here, player 20 stationary at table 1 North, every other player one number up each round (mod 19), every table on the same boards; 9 of its 19 rounds were played",
		Tables: 5, Players: 20, BoardsPerRound: 3, Modulus: 19, Stationary: 20, Barometer: true,
		First: []individualTable{{20, 3, 1, 4, 1}, {12, 2, 14, 18, 1}, {5, 10, 9, 15, 1}, {6, 11, 13, 17, 1}, {7, 8, 16, 19, 1}},
	},
	{
		ID:     "individual-12t-47r-ruter",
		Name:   "12 tables, 48 players, 47 rounds, every table playing the same boards each round (Ruter)",
		Claim:  "",
		Source: "the schedule Ruter 4.1.4 wrote into its results file of the Swedish federation's \"Stormästarträffen 2010\" (github.com/rkcb/pbnparser, src/main/resources/indi.pbn at commit 51d80861b03e974fc0bd448e22a29a3335861f7f): round 1 as here, player 48 stationary at table 1 North, every other player one number up each round (mod 47), every table on the same boards; 31 of its 47 rounds were played",
		Tables: 12, Players: 48, BoardsPerRound: 2, Modulus: 47, Stationary: 48, Barometer: true,
		First: []individualTable{
			{48, 15, 1, 43, 1}, {8, 35, 32, 13, 1}, {7, 44, 27, 11, 1}, {3, 40, 21, 10, 1}, {34, 47, 2, 31, 1}, {12, 19, 25, 23, 1},
			{17, 39, 16, 46, 1}, {6, 30, 9, 41, 1}, {37, 38, 42, 29, 1}, {18, 45, 24, 33, 1}, {28, 22, 36, 20, 1}, {4, 26, 14, 5, 1},
		},
	},
	whist("whist-3t", 3, [][4]int{{-1, 6, 4, 1}, {7, 0, 3, 2}, {9, 5, 10, 8}}),
	whist("whist-4t", 4, [][4]int{{-1, 6, 13, 0}, {14, 8, 2, 3}, {9, 7, 10, 5}, {11, 12, 4, 1}}),
	whist("whist-6t", 6, [][4]int{{-1, 8, 14, 22}, {9, 15, 17, 12}, {5, 18, 3, 19}, {21, 0, 4, 16}, {6, 13, 1, 2}, {7, 10, 11, 20}}),
	whist("whist-7t", 7, [][4]int{{-1, 13, 22, 17}, {11, 25, 9, 26}, {24, 1, 0, 21}, {19, 6, 10, 18}, {4, 20, 12, 14}, {5, 3, 15, 8}, {7, 16, 23, 2}}),
	whist("whist-8t", 8, [][4]int{{-1, 25, 22, 14}, {30, 29, 20, 11}, {27, 7, 12, 16}, {4, 17, 18, 23}, {24, 8, 0, 10}, {13, 15, 1, 19}, {3, 9, 2, 6}, {5, 26, 28, 21}}),
}

// whist makes a cyclic whist schedule from its first round found by the
// search: residues 0..m−1 are players 1..m, −1 the stationary player 4n.
func whist(id string, n int, first [][4]int) publishedIndividual {
	m := 4*n - 1
	num := func(x int) int {
		if x < 0 {
			return 4 * n
		}
		return x + 1
	}
	p := publishedIndividual{
		ID:     id,
		Name:   fmt.Sprintf("%d tables, %d players, %d rounds, every table playing the same boards each round (cyclic whist)", n, 4*n, m),
		Claim:  "every player partners every other once and meets every other twice as an opponent",
		Source: whistSource,
		Tables: n, Players: 4 * n, Modulus: m, Stationary: 4 * n, Barometer: true,
	}
	for _, t := range first {
		p.First = append(p.First, individualTable{num(t[0]), num(t[1]), num(t[2]), num(t[3]), 1})
	}
	return p
}

// rounds expands a cyclic schedule into all its rounds.
func (p *publishedIndividual) rounds() [][]individualTable {
	if p.Rounds != nil {
		return p.Rounds
	}
	next := func(x int) int {
		if x == p.Stationary {
			return x
		}
		return mod1(x+1, p.Modulus)
	}
	out := [][]individualTable{p.First}
	for r := 1; r < p.Modulus; r++ {
		prev := out[r-1]
		cur := make([]individualTable, len(prev))
		for i, t := range prev {
			cur[i] = individualTable{next(t.N), next(t.E), next(t.S), next(t.W), mod1(t.Set+1, p.Modulus)}
		}
		out = append(out, cur)
	}
	return out
}

// individual turns the printed schedule into an Individual, with the
// boards per round given (0: as published).
func (p *publishedIndividual) individual(boardsPerRound int) *Individual {
	rounds := p.rounds()
	if boardsPerRound == 0 {
		boardsPerRound = p.BoardsPerRound
	}
	if boardsPerRound == 0 {
		boardsPerRound = defaultBoardsPerRound(len(rounds))
	}
	m := &Individual{
		ID: p.ID, Name: p.Name, Source: p.Source, Tables: p.Tables, Players: p.Players,
		Rounds: len(rounds), FullRounds: len(rounds), BoardsPerRound: boardsPerRound,
	}
	for r, tables := range rounds {
		for t, x := range tables {
			m.Schedule = append(m.Schedule, Foursome{Round: r + 1, Table: t + 1, Set: x.Set, Players: [4]int{x.N, x.E, x.S, x.W}})
			m.BoardSets = max(m.BoardSets, x.Set)
		}
	}
	return m
}

// PublishedIndividual describes one of the individual schedules built in.
type PublishedIndividual struct {
	ID, Name, Source, Claim string
	Tables, Players         int
	// Published is false for the schedules this program found itself.
	Published bool
}

// PublishedIndividuals lists the individual schedules built in (the
// Rainbow, built by rule for any fitting size, is not listed).
func PublishedIndividuals() []PublishedIndividual {
	var out []PublishedIndividual
	for _, p := range publishedIndividuals {
		out = append(out, PublishedIndividual{p.ID, p.Name, p.Source, p.Claim, p.Tables, p.Players, p.Source != whistSource})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Tables < out[j].Tables })
	return out
}
