//go:build !cgo && !windows

package dds

import "bridgescore/scoring"

// A build without cgo (the commands' program, which then starts without
// the C library) has the solver program beside it analyse.
func analyse(deals []scoring.Deal) ([]Analysis, error) {
	path, err := solverBeside()
	if err != nil {
		return nil, err
	}
	return analyseWith(path, deals)
}
