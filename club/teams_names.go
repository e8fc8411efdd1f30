package club

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgescore/fault"
	"bridgescore/interchange"
	"bridgescore/movements"
)

// ReadTeamNamesFile reads a teams session's players: lines TEAM,P1,P2,P3,P4;
// a first line whose TEAM reads "team" is a heading.
//
// Codes: as interchange.OpenRegular; Invalid.
func ReadTeamNamesFile(path string, tm *movements.TeamMovement) (_ map[int][]string, err error) {
	defer func() { err = fault.As(fault.Invalid, err) }()
	f, err := interchange.OpenRegular(path, "names file")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(io.LimitReader(f, maxNamesFile+1))
	r.FieldsPerRecord = -1
	r.TrimLeadingSpace = true
	out := map[int][]string{}
	for line := 1; ; line++ {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		if r.InputOffset() > maxNamesFile {
			return nil, fmt.Errorf("%s: longer than %d KB; a names file holds a line a team", path, maxNamesFile>>10)
		}
		if len(rec) == 0 || (line == 1 && strings.EqualFold(strings.TrimSpace(rec[0]), "team")) {
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(rec[0]))
		if err != nil || n < 1 || n > tm.Teams || n == tm.Phantom {
			return nil, fmt.Errorf("%s, line %d: there is no team %q in this movement (teams 1 to %d)", path, line, rec[0], tm.Teams)
		}
		if _, dup := out[n]; dup {
			return nil, fmt.Errorf("%s, line %d: team %d is named twice", path, line, n)
		}
		var names []string
		for _, p := range rec[1:] {
			names = append(names, strings.TrimSpace(p))
		}
		out[n] = names
	}
}
