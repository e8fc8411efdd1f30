package dds

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"bridgescore/scoring"
)

// SolverProgram is the solver as a program of its own (dds/solver), which
// the commands' program runs for an analysis when it is built without cgo:
// a program with cgo pays for the C library's start-up (its loader, its
// threads) at every start, about a millisecond, though most commands never
// analyse. It reads the deals as JSON on its standard input and writes
// their results, in the same order, as JSON on its standard output.
const SolverProgram = "bridgescore-dds"

// UnavailableStatus is the solver program's exit status when it cannot
// load the solver's library (ErrUnavailable); any other refusal is 1.
const UnavailableStatus = 3

// maxAnswer bounds what is read back from the solver program: a result
// is some 200 bytes, and an event's hand records are a few hundred boards.
const maxAnswer = 64 << 20

// solverBeside finds the solver program beside the running one, following
// the link a package manager's bin folder may hold.
func solverBeside() (string, error) {
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	path := filepath.Join(filepath.Dir(exe), SolverProgram)
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return "", fmt.Errorf("%w: the solver is the program %s, which is not beside this one in %s (make build makes it)",
			ErrUnavailable, SolverProgram, filepath.Dir(exe))
	}
	return path, nil
}

// analyseWith has the solver program at path analyse the deals.
func analyseWith(path string, deals []scoring.Deal) ([]Analysis, error) {
	in, err := json.Marshal(deals)
	if err != nil {
		return nil, err
	}
	var out, stderr bytes.Buffer
	answer := &limitedWriter{w: &out, left: maxAnswer}
	cmd := exec.Command(path)
	cmd.Stdin = bytes.NewReader(in)
	cmd.Stdout = answer
	cmd.Stderr = &limitedWriter{w: &stderr, left: 4 << 10}
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		switch {
		case answer.full:
			return nil, errTooMuch
		case errors.As(err, &exit) && exit.ExitCode() == UnavailableStatus:
			return nil, ErrUnavailable
		}
		if said := strings.TrimSpace(stderr.String()); said != "" {
			return nil, errors.New(strings.TrimPrefix(said, SolverProgram+": "))
		}
		return nil, fmt.Errorf("the solver program %s: %v", path, err)
	}
	var results []Analysis
	if err := json.Unmarshal(out.Bytes(), &results); err != nil {
		return nil, fmt.Errorf("the solver program %s answered what cannot be read: %v", path, err)
	}
	if len(results) != len(deals) {
		return nil, fmt.Errorf("the solver program %s answered %d results for %d deals", path, len(results), len(deals))
	}
	return results, nil
}

var errTooMuch = errors.New("the solver program said more than any analysis holds")

// limitedWriter keeps at most left bytes and refuses the rest, which stops
// a program that says more than it should.
type limitedWriter struct {
	w    *bytes.Buffer
	left int
	full bool
}

func (l *limitedWriter) Write(p []byte) (int, error) {
	if len(p) > l.left {
		l.full = true
		return 0, errTooMuch
	}
	l.left -= len(p)
	return l.w.Write(p)
}
