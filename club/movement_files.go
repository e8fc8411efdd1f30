package club

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/movements"
)

// Files a new session is set up from: a movement of the director's own,
// and the players of its pairs.

// ReadMovementFile reads a movement file (movements.ReadCustom's format).
//
// Codes: as interchange.OpenRegular; Invalid (a file that cannot be read
// as a movement).
func ReadMovementFile(path string) (*movements.Movement, error) {
	fh, err := interchange.OpenRegular(path, "movement file")
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	m, err := movements.ReadCustom(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return m, nil
}

// ReadNamesFile reads the players of a new session from a CSV file of
// lines PAIR,PLAYER1,PLAYER2; a first line whose PAIR reads "pair" is a
// heading.
//
// Codes: as interchange.OpenRegular; Invalid (a line that cannot be read).
func ReadNamesFile(path string, m *movements.Movement) (_ map[movements.PairID][]string, err error) {
	defer func() { err = fault.As(fault.Invalid, err) }()
	f, err := interchange.OpenRegular(path, "names file")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(io.LimitReader(f, maxNamesFile+1))
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	out := map[movements.PairID][]string{}
	for line := 1; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		if r.InputOffset() > maxNamesFile {
			return nil, fmt.Errorf("%s: longer than %d KB; a names file holds a line a pair", path, maxNamesFile>>10)
		}
		if len(rec) == 0 || (line == 1 && strings.EqualFold(strings.TrimSpace(rec[0]), "pair")) {
			continue
		}
		p, err := m.FindPair(rec[0])
		if err != nil {
			return nil, fmt.Errorf("%s, line %d: %v", path, line, err)
		}
		if _, dup := out[p]; dup {
			return nil, fmt.Errorf("%s, line %d: pair %s is named twice", path, line, p)
		}
		var names []string
		for _, n := range rec[1:] {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
		if len(names) > 2 {
			return nil, fmt.Errorf("%s, line %d: pair %s has %d players; a pair has two", path, line, p, len(names))
		}
		out[p] = names
	}
}

// maxNamesFile bounds a names file: a large club's field is a few KB.
const maxNamesFile = 1 << 20
