package club

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// Board 1 of DDS's published list with its analysis: East-West take 8
// tricks in spades, North-South 7 in clubs.
const board1PBN = `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[OptimumScore "EW 110"]
[ParContract "EW 2S"]
[DoubleDummyTricks "65657656576867568675"]
`

// A result more than two tricks from double dummy in the contract played
// is saved with a warning; one within two tricks is not; the window shows
// the board's deal and analysis.
func TestDoubleDummyCheck(t *testing.T) {
	d, _ := newTestDesk(t)
	s := mitchell5(t, d)
	file := filepath.Join(t.TempDir(), "hands.pbn")
	if err := os.WriteFile(file, []byte(board1PBN), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AttachHands(file); err != nil {
		t.Fatal(err)
	}
	deal, ok := s.BoardDeal(1)
	if !ok || deal.DD == nil || deal.DD.Tricks(scoring.West, scoring.Spades) != 8 || deal.Par.Score != -110 {
		t.Fatalf("board 1's deal: %+v %v", deal, ok)
	}
	if _, ok := s.BoardDeal(2); ok {
		t.Errorf("board 2 has a deal, but none was attached")
	}
	rows, _ := s.Rows(1)
	for i, tc := range []struct {
		result string
		warn   bool
	}{
		{"2SW=", false},  // 8 tricks, double dummy 8
		{"2SW-2", false}, // 6 tricks: two off
		{"2SW-3", true},  // 5 tricks: three off
		{"3CS+3", true},  // 12 tricks, double dummy 7
	} {
		got, err := s.Enter(1, rows[i%len(rows)], tc.result)
		if err != nil {
			t.Fatal(err)
		}
		warned := strings.Contains(strings.Join(got.Warnings, ";"), "double dummy")
		if warned != tc.warn {
			t.Errorf("%s: warnings %q, want a double-dummy warning: %v", tc.result, got.Warnings, tc.warn)
		}
		if again := strings.Contains(strings.Join(s.Warnings(1, rows[i%len(rows)]), ";"), "double dummy"); again != tc.warn {
			t.Errorf("%s: the saved line's warnings disagree: %v", tc.result, again)
		}
	}
}
