package movements

import (
	"strings"
	"testing"
)

// A slip of the keyboard is refused in words instead of asking for
// gigabytes; every size a real event uses is allowed.
func TestSizeLimits(t *testing.T) {
	for _, c := range []struct {
		name string
		make func() (*Movement, error)
		want string
	}{
		{"mitchell 1e9 boards a round", func() (*Movement, error) {
			return NewMitchell(MitchellOptions{Tables: 7, BoardsPerRound: 1_000_000_000})
		}, "boards per round"},
		{"howell 1e9 boards a round", func() (*Movement, error) {
			return NewHowell(HowellOptions{Tables: 4, BoardsPerRound: 1_000_000_000})
		}, "boards per round"},
		{"hesitation 37 boards a round", func() (*Movement, error) {
			return NewHesitation(HesitationOptions{Tables: 7, BoardsPerRound: 37})
		}, "boards per round"},
		{"custom 999 sets of 36", func() (*Movement, error) {
			return ParseCustom("boards-per-round: 36\nsets: 999\nround,table,ns,ew,set\n1,1,1,2,999\n")
		}, "at most 999"},
		{"custom 999 boards a round", func() (*Movement, error) {
			return ParseCustom("boards-per-round: 999\nround,table,ns,ew,set\n1,1,1,2,1\n")
		}, "boards per round"},
	} {
		m, err := c.make()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, %v; want a refusal naming %q", c.name, m != nil, err, c.want)
		}
	}
	for _, ok := range []func() (*Movement, error){
		func() (*Movement, error) {
			return NewMitchell(MitchellOptions{Tables: MaxMitchellTables, BoardsPerRound: 4})
		},
		func() (*Movement, error) { return NewHowell(HowellOptions{Tables: 2, BoardsPerRound: 12}) },
		func() (*Movement, error) {
			return NewMitchell(MitchellOptions{Tables: 3, BoardsPerRound: MaxBoardsPerRound})
		},
	} {
		if _, err := ok(); err != nil {
			t.Errorf("a real size refused: %v", err)
		}
	}
}
