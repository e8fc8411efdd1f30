//go:build cgo && !windows

// Command bridgescore-dds analyses deals double dummy for the commands'
// program, which is built without cgo so that a command that does not
// analyse never pays for the C library's start-up: it reads the deals as
// JSON on its standard input and writes each one's tricks and par, in
// order, as JSON on its standard output (see dds.SolverProgram). Its
// refusals go to the standard error, with exit status 1, or
// dds.UnavailableStatus where libdds cannot be loaded.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"bridgescore/dds"
	"bridgescore/scoring"
)

// maxDeals bounds what is read: a deal is some 120 bytes of JSON.
const maxDeals = 16 << 20

func main() {
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bridgescore-dds:", err)
		if errors.Is(err, dds.ErrUnavailable) {
			os.Exit(dds.UnavailableStatus)
		}
		os.Exit(1)
	}
}

func run(in io.Reader, out io.Writer) error {
	body, err := io.ReadAll(io.LimitReader(in, maxDeals+1))
	if err != nil {
		return err
	}
	if len(body) > maxDeals {
		return fmt.Errorf("more than %d MB of deals in one analysis", maxDeals>>20)
	}
	var deals []scoring.Deal
	if err := json.Unmarshal(body, &deals); err != nil {
		return fmt.Errorf("the deals cannot be read: %v", err)
	}
	results, err := dds.Analyse(deals)
	if err != nil {
		return err
	}
	return json.NewEncoder(out).Encode(results)
}
