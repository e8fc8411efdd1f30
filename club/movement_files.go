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
func ReadNamesFile(path string, m *movements.Movement) (map[movements.PairID][]string, error) {
	out := map[movements.PairID][]string{}
	err := readNames(path, "pair", func(rec []string) error {
		p, err := m.FindPair(rec[0])
		if err != nil {
			return err
		}
		if _, dup := out[p]; dup {
			return fmt.Errorf("pair %s is named twice", p)
		}
		var names []string
		for _, n := range rec[1:] {
			if n = strings.TrimSpace(n); n != "" {
				names = append(names, n)
			}
		}
		if len(names) > 2 {
			return fmt.Errorf("pair %s has %d players; a pair has two", p, len(names))
		}
		out[p] = names
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readNames reads a names file, a line a competitor (who: "pair",
// "team"): each line's cells are given to line, whose refusal is said
// with the file and the line's number; a first line whose first cell is
// who is a heading.
//
// Codes: as interchange.OpenRegular; Invalid (a line that cannot be read).
func readNames(path, who string, line func(rec []string) error) (err error) {
	defer func() { err = fault.As(fault.Invalid, err) }()
	f, err := interchange.OpenRegular(path, "names file")
	if err != nil {
		return err
	}
	defer f.Close()
	r := csv.NewReader(io.LimitReader(f, maxNamesFile+1))
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	for n := 1; ; n++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		if r.InputOffset() > maxNamesFile {
			return fmt.Errorf("%s: longer than %d KB; a names file holds a line a %s", path, maxNamesFile>>10, who)
		}
		if len(rec) == 0 || (n == 1 && strings.EqualFold(strings.TrimSpace(rec[0]), who)) {
			continue
		}
		if err := line(rec); err != nil {
			return fmt.Errorf("%s, line %d: %v", path, n, err)
		}
	}
}

// maxNamesFile bounds a names file: a large club's field is a few KB.
const maxNamesFile = 1 << 20
