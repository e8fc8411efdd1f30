package movements

import (
	"fmt"
	"strings"
	"testing"
)

func TestSectionSizes(t *testing.T) {
	for _, c := range []struct {
		pairs, n int
		want     string
	}{
		{37, 2, "[19 18]"}, {39, 2, "[20 19]"}, {52, 2, "[26 26]"}, {60, 3, "[20 20 20]"}, {61, 3, "[21 20 20]"}, {7, 3, "[3 2 2]"},
	} {
		if got := fmt.Sprint(SectionSizes(c.pairs, c.n)); got != c.want {
			t.Errorf("SectionSizes(%d, %d) = %s, want %s", c.pairs, c.n, got, c.want)
		}
	}
}

// Every plan for a field seats every pair once, in sections differing by
// at most one pair, each of at most MaxSectionTables tables, all playing
// the same rounds of the same boards per round, with the boards they all
// play a real majority of each section's.
func TestSuggestSections(t *testing.T) {
	for _, c := range []struct{ pairs, boards, sections int }{
		{37, 26, 2}, {39, 24, 2}, {52, 26, 2}, {60, 24, 3}, {24, 24, 2}, {100, 24, 4}, {27, 27, 2}, {25, 20, 2}, {200, 26, 8},
	} {
		plans, err := SuggestSections(c.pairs, c.boards)
		if err != nil {
			t.Fatalf("%d pairs: %v", c.pairs, err)
		}
		if len(plans[0].Sections) != c.sections {
			t.Errorf("%d pairs: first plan has %d sections, want %d", c.pairs, len(plans[0].Sections), c.sections)
		}
		for _, p := range plans {
			seated, lo, hi := 0, p.Sections[0].Pairs, p.Sections[0].Pairs
			for i, s := range p.Sections {
				seated += s.Pairs
				lo, hi = min(lo, s.Pairs), max(hi, s.Pairs)
				if s.Letter != string(rune('A'+i)) {
					t.Errorf("%d pairs: section %d lettered %q", c.pairs, i, s.Letter)
				}
				if s.Tables > MaxSectionTables || s.Movement.Tables != (s.Pairs+1)/2 {
					t.Errorf("%d pairs: section %s has %d tables for %d pairs", c.pairs, s.Letter, s.Tables, s.Pairs)
				}
				if s.Movement.Rounds != p.Rounds || s.Movement.BoardsPerRound != p.BoardsPerRound {
					t.Errorf("%d pairs: section %s plays %dx%d, plan %dx%d", c.pairs, s.Letter, s.Movement.Rounds, s.Movement.BoardsPerRound, p.Rounds, p.BoardsPerRound)
				}
				if !s.Movement.Validate().OK {
					t.Errorf("%d pairs: section %s does not validate", c.pairs, s.Letter)
				}
				if len(p.Boards)+len(p.Only[s.Letter]) != s.BoardsInPlay {
					t.Errorf("%d pairs: section %s: %d common + %d own boards, %d in play", c.pairs, s.Letter, len(p.Boards), len(p.Only[s.Letter]), s.BoardsInPlay)
				}
			}
			if seated != c.pairs || hi-lo > 1 {
				t.Errorf("%d pairs: seated %d, sizes %d to %d", c.pairs, seated, lo, hi)
			}
			if len(p.Boards) < p.Rounds*p.BoardsPerRound {
				t.Errorf("%d pairs: only %d boards common to all sections, each pair plays %d", c.pairs, len(p.Boards), p.Rounds*p.BoardsPerRound)
			}
			text := strings.Join(p.Explain(c.boards, ClubTiming), "\n")
			if !strings.Contains(text, fmt.Sprintf("%d sections", len(p.Sections))) || !strings.Contains(text, "of play") {
				t.Errorf("%d pairs: explanation %q", c.pairs, text)
			}
		}
	}
}

func TestSuggestSectionsRefuses(t *testing.T) {
	for _, c := range []struct{ pairs, boards int }{{11, 24}, {MinSectionPairs - 1, 24}, {MaxSectionPairs + 1, 24}, {40, 7}, {40, 61}, {-3, 24}} {
		if _, err := SuggestSections(c.pairs, c.boards); err == nil {
			t.Errorf("SuggestSections(%d, %d): no error", c.pairs, c.boards)
		}
	}
}

func ExampleSuggestSections() {
	plans, _ := SuggestSections(37, 26)
	for _, line := range plans[0].Explain(26, ClubTiming) {
		fmt.Println(line)
	}
	// Output:
	// 2 sections (A 19 pairs at 9½ tables; B 18 pairs at 9 tables): as equal as 37 pairs allow, so that each pair is compared with a field of the same size.
	// 9 rounds of 3 boards in every section: 27 boards a pair, 1 more than the 26 asked, the nearest the sections allow together.
	// Each section is a Mitchell: North-South and East-West pairs are ranked apart, two winners in each section.
	// Every section plays boards 1–27; a larger section has one more set (boards 28–30 in section A only), which across the field is compared within that section and factored.
	// Section A plays 9 of its 10 rounds, to finish with the others.
	// About 3 h 30 min of play at 7.5 minutes a board and 1 minute to move between rounds.
}

func ExampleMovement_BoardsPlayed() {
	// 4½ tables: five tables of three boards, the phantom's opponents
	// sit out, and every set is still played at another table.
	m, _ := NewMitchell(MitchellOptions{Tables: 5, Half: true, BoardsPerRound: 3})
	fmt.Println(m.TotalBoards(), len(m.BoardsPlayed()), m.BoardsPlayed()[:4])
	// Output:
	// 15 15 [1 2 3 4]
}
