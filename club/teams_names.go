package club

import (
	"fmt"
	"strconv"
	"strings"

	"bridgescore/movements"
)

// ReadTeamNamesFile reads a teams session's players: lines TEAM,P1,P2,P3,P4;
// a first line whose TEAM reads "team" is a heading.
//
// Codes: as interchange.OpenRegular; Invalid.
func ReadTeamNamesFile(path string, tm *movements.TeamMovement) (map[int][]string, error) {
	out := map[int][]string{}
	err := readNames(path, "team", func(rec []string) error {
		n, err := strconv.Atoi(strings.TrimSpace(rec[0]))
		if err != nil || n < 1 || n > tm.Teams || n == tm.Phantom {
			return fmt.Errorf("there is no team %q in this movement (teams 1 to %d)", rec[0], tm.Teams)
		}
		if _, dup := out[n]; dup {
			return fmt.Errorf("team %d is named twice", n)
		}
		var names []string
		for _, p := range rec[1:] {
			names = append(names, strings.TrimSpace(p))
		}
		out[n] = names
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
