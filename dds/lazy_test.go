//go:build cgo && linux

package dds

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"testing"

	"bridgescore/scoring"
)

// The solver's library is loaded when the first analysis is asked for, not
// when the program starts. The check runs in a process of its own, so that
// no other test has loaded it first.
func TestSolverLoadedAtFirstUse(t *testing.T) {
	if os.Getenv("DDS_FIRST_USE") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSolverLoadedAtFirstUse$", "-test.v")
		cmd.Env = append(os.Environ(), "DDS_FIRST_USE=1")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		if bytes.Contains(out, []byte("SKIP")) {
			t.Skipf("%s", out)
		}
		return
	}
	if libddsMapped(t) {
		t.Fatal("libdds is loaded before any analysis was asked for")
	}
	b := scoring.Deal{Board: 1, Dealer: scoring.North, Vul: scoring.VulNone,
		Hands: [4]string{"AKQJT98765432...", ".AKQJT98765432..", "..AKQJT98765432.", "...AKQJT98765432"}}
	if _, err := Analyse([]scoring.Deal{b}); errors.Is(err, ErrUnavailable) {
		t.Skip(err)
	} else if err != nil {
		t.Fatal(err)
	}
	if !libddsMapped(t) {
		t.Fatal("an analysis was made, but libdds is not loaded")
	}
}

// libddsMapped tells whether the solver's library is in this process's
// memory.
func libddsMapped(t *testing.T) bool {
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	return bytes.Contains(maps, []byte("libdds"))
}
