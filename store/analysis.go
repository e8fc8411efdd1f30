package store

import (
	"fmt"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// The order of a board's dd column: declarers N, S, E, W, each in NT, S,
// H, D, C, one hexadecimal digit a number (PBN's DoubleDummyTricks).
var (
	ddSeats   = [4]scoring.Seat{scoring.North, scoring.South, scoring.East, scoring.West}
	ddStrains = [5]scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs}
)

func encodeDD(t *scoring.DDTable) string {
	if t == nil {
		return ""
	}
	var b strings.Builder
	for _, seat := range ddSeats {
		for _, s := range ddStrains {
			b.WriteString(strconv.FormatInt(int64(t.Tricks(seat, s)), 16))
		}
	}
	return b.String()
}

func decodeDD(s string) (*scoring.DDTable, error) {
	if s == "" {
		return nil, nil
	}
	if len(s) != 20 {
		return nil, fmt.Errorf("double-dummy table %q: expected 20 digits", s)
	}
	var t scoring.DDTable
	for i, c := range s {
		n, err := strconv.ParseUint(string(c), 16, 8)
		if err != nil || n > 13 {
			return nil, fmt.Errorf("double-dummy table %q: expected 20 digits from 0 to d", s)
		}
		t.Set(ddSeats[i/5], ddStrains[i%5], int(n))
	}
	return &t, nil
}

func encodePar(p *scoring.Par) string {
	if p == nil {
		return ""
	}
	return strings.Join(append([]string{strconv.Itoa(p.Score)}, p.Contracts...), " ")
}

func decodePar(s string) (*scoring.Par, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return nil, nil
	}
	n, err := strconv.Atoi(f[0])
	if err != nil {
		return nil, fmt.Errorf("par %q: expected the score first", s)
	}
	return &scoring.Par{Score: n, Contracts: f[1:]}, nil
}
