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
	subs := sectionSessions(s, sections)
	for k, sec := range sections {
		st, err := scoreOne(subs[k])
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

// sectionSessions splits s, in one pass, into the part each section
// played.
func sectionSessions(s *Session, sections []string) []*Session {
	index := make(map[string]int, len(sections))
	subs := make([]*Session, len(sections))
	for k, sec := range sections {
		index[sec] = k
		subs[k] = &Session{Method: s.Method, Rules: s.Rules, Options: s.Options}
	}
	for _, p := range s.Pairs {
		sub := subs[index[p.Section]]
		sub.Pairs = append(sub.Pairs, p)
	}
	for _, l := range s.Lines {
		sub := subs[index[l.Section]]
		sub.Lines = append(sub.Lines, l)
	}
	return subs
}

// checkSameBoards refuses to score across the field sections that did not
// play the same boards: a result can only be compared with results on the
// same cards. A larger section's extra set (a Mitchell of more tables
// needs more sets) is allowed: its boards are compared within the sections
// that played them and factored, as every board with fewer results is.
// So at least three quarters of every section's boards must be boards
// every section played. The boards a section plays are its movement's
// when the session knows them, so that a session still being entered is
// scored across the field before every section has reached every board.
func checkSameBoards(s *Session, sections []string) error {
	boards := map[string]map[int]bool{}
	for _, sec := range sections {
		boards[sec] = map[int]bool{}
		for _, b := range s.SectionBoards[sec] {
			boards[sec][b] = true
		}
	}
	for _, l := range s.Lines {
		if s.SectionBoards[l.Section] == nil {
			boards[l.Section][l.Board] = true
		}
	}
	common := map[int]bool{}
	for b := range boards[sections[0]] {
		in := true
		for _, sec := range sections[1:] {
			in = in && boards[sec][b]
		}
		common[b] = in
	}
	shared := 0
	for _, in := range common {
		if in {
			shared++
		}
	}
	for _, sec := range sections {
		if 4*shared >= 3*len(boards[sec]) && shared > 0 {
			continue
		}
		other := sections[0]
		if other == sec {
			other = sections[1]
		}
		return fmt.Errorf("sections %s and %s did not play the same boards (%s: %s; %s: %s), so they cannot be scored across the field: score them by section",
			other, sec, other, boardList(boards[other]), sec, boardList(boards[sec]))
	}
	return nil
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
