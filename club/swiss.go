package club

import (
	"bytes"
	"fmt"
	"io"

	"bridgescore/interchange"
	"bridgescore/movements"
)

// A Swiss event's standings and draws, as files the director keeps
// between rounds (JSON), read for the next round's draw.

// SwissStandings are a Swiss event's standings after a round, each id as
// the file wrote it.
type SwissStandings = interchange.SwissStandings

// TeamsCSVFormat documents the teams CSV file, for the doors' help.
const TeamsCSVFormat = interchange.TeamsCSVFormat

// maxSwissFile bounds a standings or draw file read: a few hundred
// competitors are a few tens of KB.
const maxSwissFile = 8 << 20

// ReadSwissStandings reads the standings a Swiss round is drawn from.
//
// Codes: as interchange.OpenRegular; Invalid (a file that cannot be read
// as standings).
func ReadSwissStandings(path string) (*SwissStandings, error) {
	data, err := readSwissFile(path)
	if err != nil {
		return nil, err
	}
	return interchange.ReadSwissStandings(data, path)
}

// ReadSwissDraw reads a round's draw as it was published (the JSON the
// draw command writes).
//
// Codes: as ReadSwissStandings.
func ReadSwissDraw(path string) (*movements.Draw, error) {
	data, err := readSwissFile(path)
	if err != nil {
		return nil, err
	}
	return interchange.ReadSwissDraw(data, path)
}

// readSwissFile reads a standings or draw file the director named, up to
// one byte more than any such file holds.
func readSwissFile(path string) ([]byte, error) {
	f, err := interchange.OpenRegular(path, "standings file (JSON)")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(io.LimitReader(f, maxSwissFile+1)); err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, err)
	}
	return buf.Bytes(), nil
}
