package interchange

import (
	"fmt"
	"sort"
	"strings"
)

// A pair sitting out (or meeting the phantom) has nothing to score, but
// many programs write a row for it on each board it missed: the other pair
// written "-", "0" or left empty, or the phantom's own number, and the
// score "Bye", "Sit out" or "Phantom" (Ruter writes `- 2 - - - - "Bye"
// "Bye"`). Every reader takes such a row as the sit-out it records, and
// one note per pair says so.

// sitOutWords are what programs write in the score or contract of a row
// that only records a pair sitting out.
var sitOutWords = map[string]bool{
	"BYE": true, "SIT OUT": true, "SITOUT": true, "SIT-OUT": true, "SAT OUT": true, "S/O": true,
	"PHANTOM": true, "SITTING OUT": true, "REST": true,
}

func sitOutWord(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' || s[0] == '-' || s[0] == '+' {
		return false // a score or a contract: no such word starts so
	}
	return sitOutWords[strings.Join(strings.Fields(strings.ToUpper(s)), " ")]
}

// noPair reports whether a pair field names nobody.
func noPair(id string) bool {
	switch strings.TrimSpace(id) {
	case "", "-", "--", "0", "\u2013", "\u2014":
		return true
	}
	return false
}

// emptyRow reports whether a row carries no result at all: no contract, no
// score, not even NP.
func emptyRow(r *rawLine) bool {
	for _, f := range [...]string{r.contr, r.score, r.nsScore, r.ewScore, r.decl, r.tricks} {
		if t := strings.TrimSpace(f); t != "" && t != "-" {
			return false
		}
	}
	return true
}

// sitOutRow reports whether a row records a pair sitting out rather than a
// board played: its score says so, or it has no result and no opponent,
// or it has no result against the phantom (phantom reports whether a pair
// id is the phantom's).
func sitOutRow(r *rawLine, phantom func(string) bool) bool {
	for _, f := range [...]string{r.score, r.nsScore, r.ewScore, r.contr} {
		if sitOutWord(f) {
			return true
		}
	}
	if !emptyRow(r) {
		return false
	}
	return noPair(r.ns) || noPair(r.ew) || phantom(strings.TrimSpace(r.ns)) || phantom(strings.TrimSpace(r.ew))
}

// phantomOf gives the test for the phantom's number in a file: a pair the
// file's list of pairs does not name, or, in a file without one (listed
// nil), a pair on no row with a result, in a file that has results. (A
// listed pair may be on empty rows alone: USEBIO has no word for a board
// not played, and writes it as a row without a result.)
func phantomOf(raw []rawLine, listed map[string]bool) func(string) bool {
	results := false
	for i := range raw {
		if !emptyRow(&raw[i]) {
			results = true
			break
		}
	}
	// The pairs with a result are found when first asked for: most files
	// have no row without one, and never ask.
	var played map[string]bool
	return func(id string) bool {
		if !results || noPair(id) {
			return false
		}
		if listed != nil {
			return !listed[id]
		}
		if played == nil {
			played = map[string]bool{}
			for i := range raw {
				if r := &raw[i]; !emptyRow(r) {
					played[strings.TrimSpace(r.ns)] = true
					played[strings.TrimSpace(r.ew)] = true
				}
			}
		}
		return !played[id]
	}
}

// dropSitOuts takes the sit-out rows out of raw, in place, with a note for
// each pair sitting out naming its boards and the first row's line.
func (b *sessionBuilder) dropSitOuts(raw []rawLine, listed map[string]bool) []rawLine {
	phantom := phantomOf(raw, listed)
	type sat struct {
		boards []string
		line   int
		why    string
	}
	out := map[string]*sat{}
	// Every row is judged before any is taken out: the phantom is found
	// from the rows as the file has them.
	var sitOut []int
	for i := range raw {
		if sitOutRow(&raw[i], phantom) {
			sitOut = append(sitOut, i)
		}
	}
	if len(sitOut) == 0 {
		return raw
	}
	for _, i := range sitOut {
		r := &raw[i]
		for _, id := range [2]string{strings.TrimSpace(r.ns), strings.TrimSpace(r.ew)} {
			if noPair(id) || phantom(id) {
				continue
			}
			s := out[id]
			if s == nil {
				s = &sat{line: r.line, why: sitOutWhy(r, phantom)}
				out[id] = s
			}
			s.boards = append(s.boards, strings.TrimSpace(r.board))
		}
	}
	kept := raw[:0]
	for i, r := range raw {
		if len(sitOut) > 0 && sitOut[0] == i {
			sitOut = sitOut[1:]
			continue
		}
		kept = append(kept, r)
	}
	ids := make([]string, 0, len(out))
	for id := range out {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return out[ids[i]].line < out[ids[j]].line })
	for _, id := range ids {
		s := out[id]
		what := "board " + s.boards[0]
		if len(s.boards) > 1 {
			what = "boards " + strings.Join(s.boards, ", ")
		}
		b.note(s.line, "", "pair %s sits out on %s (%s): read as sitting out, nothing to score", id, clip(what), s.why)
	}
	return kept
}

// sitOutWhy says what made a row a sit-out.
func sitOutWhy(r *rawLine, phantom func(string) bool) string {
	for _, f := range [...]string{r.score, r.nsScore, r.ewScore, r.contr} {
		if sitOutWord(f) {
			return fmt.Sprintf("the score says %s", quote(strings.TrimSpace(f)))
		}
	}
	for _, id := range [2]string{r.ns, r.ew} {
		if t := strings.TrimSpace(id); noPair(t) {
			if t == "" {
				return "no opponent, no result"
			}
			return fmt.Sprintf("opponent %s, no result", quote(t))
		} else if phantom(t) {
			return fmt.Sprintf("against %s, who plays no board, no result", t)
		}
	}
	return "no result"
}
