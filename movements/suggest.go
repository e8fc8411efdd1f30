package movements

import (
	"fmt"
	"sort"
	"strconv"
)

// Suggestion is one movement that fits the room.
type Suggestion struct {
	Name   string
	Kind   Kind
	Tables int
	Half   bool
	Rounds int
	// FullRounds is how many rounds the complete movement has; Rounds is
	// fewer when it is cut to the session's length.
	FullRounds     int
	BoardsPerRound int
	// BoardsInPlay is how many boards the director deals.
	BoardsInPlay int
	// MinBoardsPlayed and MaxBoardsPlayed are what each pair plays (a
	// sit-out costs a round).
	MinBoardsPlayed, MaxBoardsPlayed int
	Balance                          Balance
	// Args are the "bridgescore movement" arguments that build it.
	Args     []string
	Movement *Movement
	// Fits is true when the session is within two boards under and four
	// over the target; when nothing fits, the nearest are offered instead.
	Fits bool
	// Order says why the suggestion stands where it does in the list:
	// the list is ranked as directors choose (see rank).
	Order string
}

// Session size limits for suggestions. MinSuggestPairs is the fewest
// pairs a session is set up for (two full tables: the smallest Howell
// with a movement worth playing); the wizard and the command line refuse
// fewer in its words.
const (
	MinSuggestPairs = 4
	MaxSuggestPairs = 60
)

// Suggest lists the movements that fit a number of pairs and a session of
// about the given number of boards (counted as rounds × boards per round,
// accepted from two under to four over), best first as directors choose
// (see rank). Every suggestion has been built and validated.
func Suggest(pairs, boards int) (_ []Suggestion, err error) {
	defer invalid(&err)
	if pairs < MinSuggestPairs || pairs > MaxSuggestPairs {
		return nil, fmt.Errorf("suggest: %d pairs: suggestions cover %d to %d pairs", pairs, MinSuggestPairs, MaxSuggestPairs)
	}
	if boards < 8 || boards > 60 {
		return nil, fmt.Errorf("suggest: %d boards: want a session of 8 to 60 boards", boards)
	}
	g := &suggester{tables: (pairs + 1) / 2, half: pairs%2 == 1, boards: boards}
	if g.tables >= MinHowellTables && g.tables <= MaxHowellTables {
		g.suggestHowell()
	}
	if g.tables >= MinMitchellTables && g.tables <= MaxMitchellTables {
		g.suggestMitchells()
	}
	out := g.fitting()
	rank(out, boards)
	return out, nil
}

// suggester gathers the suggestions for one room and session length.
type suggester struct {
	tables int
	half   bool
	boards int // the session length asked for
	out    []Suggestion
}

// add offers a built movement if it is valid and every pair plays at least
// 70% of the boards in play; it says whether it did.
func (g *suggester) add(kind Kind, full int, m *Movement, err error, args []string) bool {
	if err != nil {
		return false
	}
	v := m.Validate()
	if !v.OK || float64(v.MinBoardsPlayed) < MinShareOfBoards*float64(v.BoardsInPlay) {
		return false
	}
	g.out = append(g.out, Suggestion{
		Name: m.Name, Kind: kind, Tables: m.Tables, Half: g.half, Rounds: m.Rounds, FullRounds: full,
		BoardsPerRound: m.BoardsPerRound, BoardsInPlay: v.BoardsInPlay,
		MinBoardsPlayed: v.MinBoardsPlayed, MaxBoardsPlayed: v.MaxBoardsPlayed,
		Balance: m.Balance(), Args: args, Movement: m,
		Fits: fitsTarget(m.Rounds*m.BoardsPerRound, g.boards),
	})
	return true
}

// args are the "bridgescore movement" arguments common to every kind;
// rounds 0 is the full movement.
func (g *suggester) args(kind string, rounds, b int) []string {
	a := []string{kind, "--tables", strconv.Itoa(g.tables)}
	if g.half {
		a = append(a, "--half")
	}
	if rounds > 0 {
		a = append(a, "--rounds", strconv.Itoa(rounds))
	}
	return append(a, "--boards-per-round", strconv.Itoa(b))
}

// tryRounds offers, of all round counts from the full movement down to
// min, the most complete one whose session fits the target; failing
// that, the nearest. Each must keep every pair at 70% of the boards.
func (g *suggester) tryRounds(full, min int, build func(rounds, b int) (*Movement, error), kind Kind, name string, extra ...string) {
	for _, c := range lengthsToTry(full, min, g.boards) {
		m, err := build(c.r, c.b)
		arg := c.r
		if c.r == full {
			arg = 0
		}
		if g.add(kind, full, m, err, append(g.args(name, arg, c.b), extra...)) {
			return
		}
	}
}

// minRounds is the fewest rounds of a movement of full rounds that keeps
// 70% of it.
func minRounds(full int) int { return (7*full + 9) / 10 }

func (g *suggester) suggestHowell() {
	T, half := g.tables, g.half
	full := 2*T - 1
	g.tryRounds(full, minRounds(full), func(r, b int) (*Movement, error) {
		return NewHowell(HowellOptions{Tables: T, Half: half, Rounds: r, BoardsPerRound: b})
	}, Howell, "howell")
	// The complete Howell, in which every pair meets every other, is
	// offered at two boards a round even when that is longer than
	// asked: many clubs prefer it to a cut one.
	if last := g.out[len(g.out)-1:]; len(last) == 1 && last[0].Kind == Howell && last[0].Rounds < full {
		m, err := NewHowell(HowellOptions{Tables: T, Half: half, BoardsPerRound: 2})
		g.add(Howell, full, m, err, g.args("howell", 0, 2))
	}
}

// suggestMitchells offers the Mitchell of each even-table layout that fits
// and, for an odd number of tables, the hesitation Mitchell.
func (g *suggester) suggestMitchells() {
	T, half := g.tables, g.half
	methods := []EvenMethod{""}
	if T%2 == 0 {
		methods = []EvenMethod{Relay}
		if !half {
			// With a half table the skip Mitchell makes one pair sit
			// out twice as the field wraps; it is offered only full.
			methods = append(methods, Skip)
		}
	}
	for _, e := range methods {
		full := T
		if e == Skip {
			full = T - 1
		}
		var extra []string
		if e != "" {
			extra = []string{"--even", string(e)}
		}
		g.tryRounds(full, minRounds(T), func(r, b int) (*Movement, error) {
			return NewMitchell(MitchellOptions{Tables: T, Half: half, Even: e, Rounds: r, BoardsPerRound: b})
		}, Mitchell, "mitchell", extra...)
	}
	if T%2 == 1 {
		g.tryRounds(T+1, T+1, func(_, b int) (*Movement, error) {
			return NewHesitation(HesitationOptions{Tables: T, Half: half, BoardsPerRound: b})
		}, Hesitation, "hesitation")
	}
}

// fitting keeps the suggestions that fit the session length (and the
// complete two-board Howell when it is not far longer). Only when nothing
// fits are the nearest offered.
func (g *suggester) fitting() []Suggestion {
	var fitting []Suggestion
	for _, x := range g.out {
		if x.Fits || x.Kind == Howell && x.Rounds == x.FullRounds && x.BoardsPerRound == 2 && x.Rounds*2 <= g.boards*3/2 {
			fitting = append(fitting, x)
		}
	}
	if len(fitting) > 0 {
		return fitting
	}
	return g.out
}

// length is a session's rounds and boards per round.
type length struct{ r, b int }

// fitsTarget says whether a session of n boards is near enough the target:
// from two under to four over.
func fitsTarget(n, target int) bool { return n >= target-2 && n <= target+4 }

// lengthsToTry lists the rounds (from full down to min) and boards per
// round (1 to 8) a movement could play, best first: those whose session
// fits the target, the most rounds first; then the rest, nearest first.
func lengthsToTry(full, min, target int) []length {
	var out []length
	for r := full; r >= min && r >= 1; r-- {
		for b := 1; b <= 8; b++ {
			out = append(out, length{r, b})
		}
	}
	dist := func(n int) int { return max(n-target, target-n) }
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		fa, fb := fitsTarget(a.r*a.b, target), fitsTarget(b.r*b.b, target)
		switch {
		case fa != fb:
			return fa
		case fa && a.r != b.r:
			return a.r > b.r
		}
		return dist(a.r*a.b) < dist(b.r*b.b)
	})
	return out
}
