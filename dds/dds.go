// Package dds analyses deals double dummy with DDS, Bo Haglund and Soren
// Hein's solver (Debian's libdds), which the club programs players know use
// too: for each deal the tricks every declarer takes in every strain, and
// the par score and contracts for the board's dealer and vulnerability.
//
// The solver is a C library reached through cgo. A build without cgo, or
// for Windows, has the same API and returns ErrUnavailable.
package dds

import (
	"errors"
	"fmt"
	"strings"

	"bridgescore/scoring"
)

// ErrUnavailable is returned where this build has no solver.
var ErrUnavailable = errors.New("double-dummy analysis is not available on this computer")

// Board is one deal to analyse.
type Board struct {
	Number int
	Dealer scoring.Seat
	Vul    scoring.Vulnerability
	// Hands are North, East, South and West in PBN notation
	// ("AKQ.JT9.876.5432"); all four are needed.
	Hands [4]string
}

// Result is a board's analysis.
type Result struct {
	Tricks scoring.DDTable
	Par    scoring.Par
}

// batch is how many deals the solver takes in one call (MAXNOOFTABLES).
const batch = 40

// Analyse solves every board, in as few calls to the solver as it allows,
// so that it spreads the work over all its threads; the results are in the
// order of boards.
func Analyse(boards []Board) ([]Result, error) {
	for _, b := range boards {
		if err := checkBoard(b); err != nil {
			return nil, err
		}
	}
	return analyse(boards)
}

// checkBoard refuses a deal the solver cannot take: it needs all 52
// cards, 13 in each hand, and would stop on anything else.
func checkBoard(b Board) error {
	seen := map[string]bool{}
	seats := "NESW"
	for i, h := range b.Hands {
		suits := strings.Split(h, ".")
		if len(suits) != 4 {
			return fmt.Errorf("board %d: %c hand %q: expected four suits separated by dots", b.Number, seats[i], h)
		}
		n := 0
		for s, cards := range suits {
			for _, c := range cards {
				if !strings.ContainsRune("AKQJT98765432", c) {
					return fmt.Errorf("board %d: %c hand %q: %q is not a card", b.Number, seats[i], h, c)
				}
				card := string("SHDC"[s]) + string(c)
				if seen[card] {
					return fmt.Errorf("board %d: the %s is dealt twice", b.Number, card)
				}
				seen[card] = true
				n++
			}
		}
		if n != 13 {
			return fmt.Errorf("board %d: %c has %d cards: expected 13", b.Number, seats[i], n)
		}
	}
	return nil
}

// pbnDeal gives the board as the solver reads it.
func pbnDeal(b Board) string {
	return "N:" + strings.Join(b.Hands[:], " ")
}

// parContract writes one par contract as a director enters a result:
// level, strain, X when doubled, declarer, then +N or -N for tricks over
// or under ("4SN", "3NTS+1", "5DXE-2").
func parContract(level int, strain scoring.Strain, declarer scoring.Seat, over, under int) string {
	s := fmt.Sprintf("%d%s", level, strain)
	if under > 0 {
		s += "X"
	}
	s += declarer.String()
	switch {
	case under > 0:
		s += fmt.Sprintf("-%d", under)
	case over > 0:
		s += fmt.Sprintf("+%d", over)
	}
	return s
}
