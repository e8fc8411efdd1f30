package movements

import (
	"fmt"
	"sort"
	"strings"
)

// A field too large for one room of tables, or for one movement, plays in
// sections: each a Mitchell of its own, all on the same boards at the same
// pace so that the field can be scored across the sections and the evening
// ends at one time. Sections are kept as equal as the number of pairs
// allows, because a pair's result is compared with its own section's.

// Section limits: a club section is at most MaxSectionTables tables (a
// larger one has too many rounds to finish in an evening, or plays too few
// of its pairs), and at least MinMitchellTables.
const (
	MaxSectionTables = 13
	MaxSections      = 26
	// MaxSectionPairs is the largest field sections are suggested for.
	MaxSectionPairs = MaxSections * 2 * MaxSectionTables
	// MinSectionPairs is the smallest field offered sections: two of
	// six tables. Below it one room and one movement serve better.
	MinSectionPairs = 2 * 2 * 6
)

// ValidSectionLetter reports whether s names a section: one capital
// letter A to Z.
func ValidSectionLetter(s string) bool {
	return len(s) == 1 && s[0] >= 'A' && s[0] <= 'Z'
}

// SectionLetter names the i-th section (from 0): A, B, C …
func SectionLetter(i int) string {
	if i < 0 || i >= MaxSections {
		return fmt.Sprint(i + 1)
	}
	return string(rune('A' + i))
}

// PlannedSection is one section of a SectionPlan: its letter, its pairs
// and its movement.
type PlannedSection struct {
	Letter string
	Pairs  int
	Suggestion
}

// SectionPlan seats a field in several sections playing the same boards
// per round for the same number of rounds.
type SectionPlan struct {
	Pairs          int
	Sections       []PlannedSection
	Rounds         int
	BoardsPerRound int
	// Boards lists the board numbers every section plays; Only lists, by
	// section letter, the boards played in that section and no other
	// (a larger section's extra set), empty when all play the same.
	Boards []int
	Only   map[string][]int
	// Fits is true when the length is within two boards under and four
	// over the target.
	Fits bool
}

// SectionSizes splits a field into n sections as equal as it allows: the
// first sections take the odd pairs over, so sizes differ by at most one
// pair.
func SectionSizes(pairs, n int) []int {
	if n < 1 {
		return nil
	}
	sizes := make([]int, n)
	for i := range sizes {
		sizes[i] = pairs / n
		if i < pairs%n {
			sizes[i]++
		}
	}
	return sizes
}

// SuggestSections offers ways to seat pairs in two or more sections for a
// session of about the given number of boards: the fewest sections of at
// most MaxSectionTables tables, and one more. Each section is a Mitchell
// built and validated; all play the same boards per round and the same
// rounds.
func SuggestSections(pairs, boards int) (_ []SectionPlan, err error) {
	defer invalid(&err)
	if pairs < MinSectionPairs || pairs > MaxSectionPairs {
		return nil, fmt.Errorf("sections: %d pairs: sections are suggested for %d to %d pairs", pairs, MinSectionPairs, MaxSectionPairs)
	}
	if boards < 8 || boards > 60 {
		return nil, fmt.Errorf("sections: %d boards: want a session of 8 to 60 boards", boards)
	}
	perSection := 2 * MaxSectionTables
	first := max(2, (pairs+perSection-1)/perSection)
	var out []SectionPlan
	for n := first; n <= first+1 && n <= MaxSections; n++ {
		sizes := SectionSizes(pairs, n)
		if sizes[n-1] < 2*MinMitchellTables {
			break
		}
		if p, ok := planSections(sizes, boards); ok {
			out = append(out, p)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("sections: no movement of sections fits %d pairs", pairs)
	}
	return out, nil
}

// planSections finds the rounds and boards per round that suit every
// section: those that fit the target with the most rounds, else the
// nearest; every section must keep its pairs at 70% of its boards.
func planSections(sizes []int, boards int) (SectionPlan, bool) {
	fewest := 0
	for i, p := range sizes {
		full := (p + 1) / 2
		if i == 0 || full < fewest {
			fewest = full
		}
	}
	for _, c := range lengthsToTry(fewest, (7*fewest+9)/10, boards) {
		if p, ok := buildSections(sizes, c.r, c.b); ok {
			p.Fits = fitsTarget(c.r*c.b, boards)
			return p, true
		}
	}
	return SectionPlan{}, false
}

// buildSections builds each section's Mitchell at r rounds of b boards.
func buildSections(sizes []int, r, b int) (SectionPlan, bool) {
	p := SectionPlan{Rounds: r, BoardsPerRound: b, Only: map[string][]int{}}
	played := make([]map[int]bool, len(sizes))
	for i, pairs := range sizes {
		T, half := (pairs+1)/2, pairs%2 == 1
		full := T
		rounds := r
		if r == full {
			rounds = 0
		}
		m, err := NewMitchell(MitchellOptions{Tables: T, Half: half, Rounds: rounds, BoardsPerRound: b})
		if err != nil {
			return p, false
		}
		v := m.Validate()
		if !v.OK || float64(v.MinBoardsPlayed) < MinShareOfBoards*float64(v.BoardsInPlay) {
			return p, false
		}
		m.Section = SectionLetter(i)
		args := []string{"mitchell", "--section", m.Section, "--tables", fmt.Sprint(T)}
		if half {
			args = append(args, "--half")
		}
		if rounds > 0 {
			args = append(args, "--rounds", fmt.Sprint(rounds))
		}
		args = append(args, "--boards-per-round", fmt.Sprint(b))
		p.Pairs += pairs
		p.Sections = append(p.Sections, PlannedSection{Letter: SectionLetter(i), Pairs: pairs, Suggestion: Suggestion{
			Name: m.Name, Kind: Mitchell, Tables: T, Half: half, Rounds: m.Rounds, FullRounds: full,
			BoardsPerRound: b, BoardsInPlay: v.BoardsInPlay, MinBoardsPlayed: v.MinBoardsPlayed,
			MaxBoardsPlayed: v.MaxBoardsPlayed, Balance: m.Balance(), Args: args, Movement: m, Fits: true,
		}})
		played[i] = map[int]bool{}
		for _, n := range m.BoardsPlayed() {
			played[i][n] = true
		}
	}
	for n := range played[0] {
		all := true
		for _, set := range played[1:] {
			all = all && set[n]
		}
		if all {
			p.Boards = append(p.Boards, n)
		}
	}
	sort.Ints(p.Boards)
	for i, set := range played {
		for n := range set {
			if !hasBoard(p.Boards, n) {
				p.Only[p.Sections[i].Letter] = append(p.Only[p.Sections[i].Letter], n)
			}
		}
		sort.Ints(p.Only[p.Sections[i].Letter])
	}
	return p, true
}

func hasBoard(s []int, n int) bool {
	i := sort.SearchInts(s, n)
	return i < len(s) && s[i] == n
}

// Explain says in a director's words how the field is divided and why,
// which boards each section plays, and how long the evening is.
func (p SectionPlan) Explain(asked int, t Timing) []string {
	var sizes []string
	for _, s := range p.Sections {
		sizes = append(sizes, fmt.Sprintf("%s %d pairs at %s tables", s.Letter, s.Pairs, TablesText(s.Tables, s.Half)))
	}
	lines := []string{fmt.Sprintf("%d sections (%s): as equal as %d pairs allow, so that each pair is compared with a field of the same size.",
		len(p.Sections), strings.Join(sizes, "; "), p.Pairs)}
	n := p.Rounds * p.BoardsPerRound
	length := fmt.Sprintf("%d rounds of %d boards in every section: %d boards a pair", p.Rounds, p.BoardsPerRound, n)
	switch {
	case n == asked:
		length += ", as asked."
	case n > asked:
		length += fmt.Sprintf(", %d more than the %d asked, the nearest the sections allow together.", n-asked, asked)
	default:
		length += fmt.Sprintf(", %d fewer than the %d asked, the nearest the sections allow together.", asked-n, asked)
	}
	lines = append(lines, length, "Each section is a Mitchell: North-South and East-West pairs are ranked apart, two winners in each section.")
	if len(p.Only) == 0 || allEmpty(p.Only) {
		lines = append(lines, fmt.Sprintf("Every section plays the same boards %s: deal them once, duplicate a copy for each section, and score across the field.", rangeText(p.Boards)))
	} else {
		var extra []string
		for _, s := range p.Sections {
			if b := p.Only[s.Letter]; len(b) > 0 {
				extra = append(extra, fmt.Sprintf("boards %s in section %s only", rangeText(b), s.Letter))
			}
		}
		lines = append(lines, fmt.Sprintf("Every section plays boards %s; a larger section has one more set (%s), which across the field is compared within that section and factored.",
			rangeText(p.Boards), strings.Join(extra, ", ")))
	}
	for _, s := range p.Sections {
		if s.Rounds < s.FullRounds {
			lines = append(lines, fmt.Sprintf("Section %s plays %d of its %d rounds, to finish with the others.", s.Letter, s.Rounds, s.FullRounds))
		}
		if s.Movement != nil && len(s.Movement.Shares) > 0 {
			lines = append(lines, fmt.Sprintf("Section %s has an even number of tables: its last table shares boards with its table 1, and a relay stand holds the set no table plays.", s.Letter))
		}
	}
	return append(lines, Suggestion{Rounds: p.Rounds, BoardsPerRound: p.BoardsPerRound}.timeNote(t))
}

func allEmpty(m map[string][]int) bool {
	for _, v := range m {
		if len(v) > 0 {
			return false
		}
	}
	return true
}

// TablesText writes a number of tables as a director says it: "9", or
// "9½" when a half table makes it up to 10.
func TablesText(tables int, half bool) string {
	if half {
		return fmt.Sprintf("%d½", tables-1)
	}
	return fmt.Sprint(tables)
}

// rangeText writes board numbers as runs: "1–27, 29".
func rangeText(b []int) string {
	var parts []string
	for i := 0; i < len(b); {
		j := i
		for j+1 < len(b) && b[j+1] == b[j]+1 {
			j++
		}
		if i == j {
			parts = append(parts, fmt.Sprint(b[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d–%d", b[i], b[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
