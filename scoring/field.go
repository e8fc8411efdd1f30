package scoring

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Field says how the sections of a session that played the same boards
// are compared.
type Field string

// The two ways of scoring several sections.
const (
	// BySection scores each section as a field of its own: a result is
	// compared only with the results of its own section.
	BySection Field = "section"
	// AcrossField compares every result on a board with every result on
	// that board in every section, Neuberg-factored to the most results
	// any board has. Places are then taken within each section and across
	// all of them from the same totals.
	AcrossField Field = "across"
)

// Sections lists the sections of a session in the order its pairs (then
// its lines) first name them; one "" for a session without sections.
func (s *Session) Sections() []string {
	var out []string
	seen := map[string]bool{}
	add := func(sec string) {
		if !seen[sec] {
			seen[sec] = true
			out = append(out, sec)
		}
	}
	for _, p := range s.Pairs {
		add(p.Section)
	}
	for _, l := range s.Lines {
		add(l.Section)
	}
	return out
}

// scoreField scores a session of several sections as its Field says.
func scoreField(s *Session, sections []string) (*Standings, error) {
	switch s.Field {
	case AcrossField:
		if err := checkSameBoards(s, sections); err != nil {
			return nil, err
		}
		st, err := scoreOne(s)
		if err != nil {
			return nil, err
		}
		st.Field = AcrossField
		return st, nil
	case BySection, "":
	default:
		return nil, fmt.Errorf("unknown field %q: expected section or across", s.Field)
	}
	all := &Standings{Method: s.Method, Rules: s.Rules, Field: BySection, Sections: sections}
	for _, sec := range sections {
		sub := sectionSession(s, sec)
		st, err := scoreOne(sub)
		if err != nil {
			return nil, fmt.Errorf("section %s: %w", sec, err)
		}
		all.Method, all.Rules = st.Method, st.Rules
		all.Expected = max(all.Expected, st.Expected)
		for i := range st.Boards {
			st.Boards[i].Section = sec
		}
		all.Boards = append(all.Boards, st.Boards...)
		all.Pairs = append(all.Pairs, st.Pairs...)
	}
	return all, nil
}

// sectionSession is the part of s that section sec played.
func sectionSession(s *Session, sec string) *Session {
	sub := &Session{Method: s.Method, Rules: s.Rules, Options: s.Options}
	for _, p := range s.Pairs {
		if p.Section == sec {
			sub.Pairs = append(sub.Pairs, p)
		}
	}
	for _, l := range s.Lines {
		if l.Section == sec {
			sub.Lines = append(sub.Lines, l)
		}
	}
	return sub
}

// checkSameBoards refuses to score across the field sections that did not
// play the same boards: a result can only be compared with results on the
// same cards.
func checkSameBoards(s *Session, sections []string) error {
	boards := map[string]map[int]bool{}
	for _, sec := range sections {
		boards[sec] = map[int]bool{}
	}
	for _, l := range s.Lines {
		boards[l.Section][l.Board] = true
	}
	first := sections[0]
	for _, sec := range sections[1:] {
		if sameSet(boards[first], boards[sec]) {
			continue
		}
		return fmt.Errorf("sections %s and %s did not play the same boards (%s: %s; %s: %s), so they cannot be scored across the field: score them by section",
			first, sec, first, boardList(boards[first]), sec, boardList(boards[sec]))
	}
	return nil
}

func sameSet(a, b map[int]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

// boardList writes a set of boards as a director does: "1-24, 27".
func boardList(set map[int]bool) string {
	if len(set) == 0 {
		return "no boards"
	}
	nums := make([]int, 0, len(set))
	for n := range set {
		nums = append(nums, n)
	}
	sort.Ints(nums)
	var parts []string
	for i := 0; i < len(nums); {
		j := i
		for j+1 < len(nums) && nums[j+1] == nums[j]+1 {
			j++
		}
		if j == i {
			parts = append(parts, strconv.Itoa(nums[i]))
		} else {
			parts = append(parts, strconv.Itoa(nums[i])+"-"+strconv.Itoa(nums[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
