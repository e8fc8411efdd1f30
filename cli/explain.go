package cli

import (
	"fmt"
	"io"

	"bridgescore/fault"
	"bridgescore/scoring"
)

// explainBoard prints the engine's account of every line of one board, in
// traveller order.
func explainBoard(w io.Writer, path string, s *scoring.Session, st *scoring.Standings, board int) error {
	found := false
	for _, l := range s.Lines {
		if l.Board != board {
			continue
		}
		text, err := scoring.Explain(s, st, board, l.NS, l.EW)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if found {
			fmt.Fprintln(w)
		}
		found = true
		fmt.Fprintln(w, text)
	}
	if !found {
		return fault.Errorf(fault.NotFound, "%s: board %d has no results in this file", path, board)
	}
	return nil
}
