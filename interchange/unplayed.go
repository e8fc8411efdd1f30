package interchange

import "bridgescore/scoring"

// A pair a file lists (or names only on lines not played) that plays no
// board has nothing to rank: the scoring leaves it out of the ranking. The
// file said the pair was there, so a note names it and the line, rather
// than the pair going without a word.

// playedBy records that the pairs at idx played a board.
func (b *sessionBuilder) playedBy(idx [2]int) {
	if len(b.played) < len(b.pairs) {
		b.played = append(b.played, make([]bool, len(b.pairs)-len(b.played))...)
	}
	b.played[idx[0]], b.played[idx[1]] = true, true
}

// noteUnplayed notes each pair that played no board, with the line that
// listed it (or first named it).
func (b *sessionBuilder) noteUnplayed() {
	for i, p := range b.pairs {
		if i < len(b.played) && b.played[i] {
			continue
		}
		line := 0
		if i < len(b.pairLine) {
			line = int(b.pairLine[i])
		}
		ref := scoring.PairRef{ID: p.ID, Direction: p.Direction}
		if b.listed {
			b.note(line, "PAIR", "pair %s is listed but played no board: it is not ranked", ref)
		} else {
			b.note(line, "", "pair %s played no board (every line it is on was not played): it is not ranked", ref)
		}
	}
}
