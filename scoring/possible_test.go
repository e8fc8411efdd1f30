package scoring

import (
	"fmt"
	"testing"
)

// Scores from Law 77's table: each is possible on the vulnerability given
// and the impossible ones on none.
func TestPossibleScore(t *testing.T) {
	for _, c := range []struct {
		score int
		v     Vulnerability
		want  bool
	}{
		{0, VulNone, true},    // passed out
		{420, VulNone, true},  // 4♠= not vulnerable
		{620, VulNone, false}, // 4♠= needs NS vulnerable
		{620, VulNS, true},    // 4♠= vulnerable
		{-620, VulEW, true},   // 4♠= by EW, vulnerable
		{-620, VulNS, false},  // EW not vulnerable
		{50, VulNone, true},   // EW down one
		{50, VulEW, false},    // EW vulnerable: 100 a trick
		{7600, VulAll, true},  // 7NTXX down 13 vulnerable, by EW
		{-7600, VulAll, true}, // ... by NS
		{2220, VulNS, true},   // 7NT= vulnerable
		{1440, VulNS, true},   // 6NT= vulnerable
		{10, VulNone, false},
		{20, VulAll, false},
		{30, VulNS, false},
		{40, VulEW, false},
		{60, VulNone, false},
		{7590, VulAll, false},
		{-10, VulAll, false},
	} {
		if got := PossibleScore(c.score, c.v); got != c.want {
			t.Errorf("PossibleScore(%d, %s) = %v, want %v", c.score, c.v, got, c.want)
		}
	}
}

// Every score a result gives is in the set, and the set holds nothing
// else: it is exactly the scores of some result.
func TestPossibleScoresAreExactlyTheResults(t *testing.T) {
	for v := VulNone; v <= VulAll; v++ {
		seen := map[int]bool{0: true}
		for _, decl := range []Seat{North, South, East, West} {
			for level := 1; level <= 7; level++ {
				for strain := Clubs; strain <= NoTrump; strain++ {
					for dbl := Undoubled; dbl <= Redoubled; dbl++ {
						for tricks := 0; tricks <= 13; tricks++ {
							r, err := NewResult(Contract{Level: level, Strain: strain, Doubled: dbl}, decl, tricks)
							if err != nil {
								t.Fatal(err)
							}
							seen[r.Score(v)] = true
						}
					}
				}
			}
		}
		list := PossibleScores(v)
		if len(list) != len(seen) {
			t.Errorf("%s: %d scores listed, %d produced", v, len(list), len(seen))
		}
		for i, s := range list {
			if !seen[s] {
				t.Errorf("%s: %d listed but no result gives it", v, s)
			}
			if i > 0 && list[i-1] >= s {
				t.Errorf("%s: not in order at %d", v, s)
			}
		}
	}
}

func TestParseEntryRefusesImpossibleScores(t *testing.T) {
	for _, text := range []string{"+10", "20", "-30", "+7590", "W 50% +10 50% 4SN="} {
		if _, err := ParseEntry(1, text); err == nil {
			t.Errorf("%q accepted", text)
		}
	}
	for _, text := range []string{"+620", "-100", "0", "W 50% -110 50% +50"} {
		if _, err := ParseEntry(1, text); err != nil {
			t.Errorf("%q refused: %v", text, err)
		}
	}
}

func ExamplePossibleScore() {
	// 4♠ made, not vulnerable and vulnerable; a typing slip.
	fmt.Println(PossibleScore(420, VulNone), PossibleScore(620, VulNone), PossibleScore(620, VulNS), PossibleScore(60, VulAll))
	// Output: true false true false
}
