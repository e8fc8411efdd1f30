package reports

import (
	"sort"
	"strconv"
)

// A session of several sections scored section by section has a
// traveller of each board in each section; across the field, one.

// boardAnchor is a board's traveller on the page: "board-7", or
// "board-A7" for section A's traveller of a session scored by section.
func boardAnchor(section string, board int) string {
	return anchor("board-", section+strconv.Itoa(board))
}

// boardSection is the section whose traveller holds a line of the given
// section: the line's own when the sections are scored apart, none
// across the field.
func (v *view) boardSection(section string) string {
	for _, b := range v.boards {
		if b.Section != "" {
			return section
		}
	}
	return ""
}

// recapBoard is one column of a field's recap: a board of its section.
type recapBoard struct {
	Section string
	Board   int
}

// recapBoards are the boards of a field's section, in order, each once.
func (v *view) recapBoards(f field) []recapBoard {
	section := ""
	if len(f.Pairs) > 0 {
		section = v.boardSection(f.Pairs[0].Section)
	}
	seen := map[int]bool{}
	var out []recapBoard
	for _, b := range v.boards {
		if (b.Section == "" || b.Section == section) && !seen[b.Board] {
			seen[b.Board] = true
			out = append(out, recapBoard{Section: section, Board: b.Board})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Board < out[j].Board })
	return out
}

// recapBoardNumbers are a field's recap columns as board numbers.
func (v *view) recapBoardNumbers(f field) []int {
	var out []int
	for _, b := range v.recapBoards(f) {
		out = append(out, b.Board)
	}
	return out
}

// RecapBoards are the columns of a field's recap sheet.
func (p htmlPage) RecapBoards(f field) []recapBoard { return p.v.recapBoards(f) }
