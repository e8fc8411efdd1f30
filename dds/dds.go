// Package dds analyses deals double dummy with DDS, Bo Haglund and Soren
// Hein's solver (Debian's libdds), which the club programs players know use
// too: for each deal the tricks every declarer takes in every strain, and
// the par score and contracts for the board's dealer and vulnerability.
//
// The solver is a C library, loaded when analysis is first asked for and
// not when the program starts (its own start-up costs more than most
// commands, which never analyse): libdds through cgo on Linux (the
// window's program), dds.dll beside the program on Windows. The commands'
// program is built without cgo, which would cost every command the C
// library's start-up, and has the solver program, bridgescore-dds
// (dds/solver), analyse for it (SolverProgram). Where none of these can
// be had, the same API returns ErrUnavailable.
package dds

import (
	"fmt"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// ErrUnavailable is returned where this build has no solver: what
// the director asked for is not on this computer.
var ErrUnavailable = fault.New(fault.NotFound, "double-dummy analysis is not available on this computer")

// Analysis is a board's double-dummy analysis: the tricks each declarer
// takes in each strain, and the par.
type Analysis struct {
	Tricks scoring.DDTable
	Par    scoring.Par
}

// Analyse solves every deal, in as few calls to the solver as it allows,
// so that it spreads the work over all its threads; the results are in the
// order of deals. Every deal needs all four hands.
func Analyse(deals []scoring.Deal) ([]Analysis, error) {
	for _, d := range deals {
		if err := checkDeal(d); err != nil {
			return nil, err
		}
	}
	return analyse(deals)
}

// checkDeal refuses a deal the solver cannot take: it needs all 52
// cards, 13 in each hand, and would stop on anything else.
func checkDeal(d scoring.Deal) error {
	if seat, missing := d.Missing(); missing {
		return fault.Errorf(fault.Invalid, "board %d: the %s hand is not known", d.Board, seat)
	}
	if err := d.Check(); err != nil {
		return fault.Errorf(fault.Invalid, "board %d: %v", d.Board, err)
	}
	return nil
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
