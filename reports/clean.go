package reports

import (
	"strings"
	"unicode"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// clean makes text safe to print: invalid UTF-8 (a name imported from a
// file in another encoding) and characters outside the font's plane
// become U+FFFD, and control characters become spaces, so that a bad name
// prints as a visible mark instead of breaking the PDF.
func clean(s string) string {
	ok := true
	for _, r := range s {
		if r == unicode.ReplacementChar || r > 0xFFFF || unicode.IsControl(r) {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		switch {
		case r > 0xFFFF:
			r = unicode.ReplacementChar
		case unicode.IsControl(r):
			r = ' '
		}
		b.WriteRune(r)
	}
	return b.String()
}

func cleanAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = clean(s)
	}
	return out
}

func cleanPair(p scoring.Pair) scoring.Pair {
	p.ID, p.Direction, p.Names = clean(p.ID), clean(p.Direction), cleanAll(p.Names)
	return p
}

// cleaned is a copy of r with every piece of text cleaned; the numbers are
// shared, not copied.
func cleaned(r *Results) *Results {
	c := *r
	c.Club, c.Event, c.Date, c.MovementName = clean(r.Club), clean(r.Event), dateText(clean(r.Date)), clean(r.MovementName)
	if st := r.Standings; st != nil {
		s := *st
		s.Pairs = make([]scoring.PairResult, len(st.Pairs))
		for i, p := range st.Pairs {
			p.Pair = cleanPair(p.Pair)
			p.Rank = clean(p.Rank)
			s.Pairs[i] = p
		}
		s.Boards = make([]scoring.BoardResult, len(st.Boards))
		for i, b := range st.Boards {
			lines := make([]scoring.LineResult, len(b.Lines))
			for j, l := range b.Lines {
				l.NS, l.EW = clean(l.NS), clean(l.EW)
				lines[j] = l
			}
			b.Lines = lines
			s.Boards[i] = b
		}
		c.Standings = &s
	}
	if r.Deals != nil {
		c.Deals = make(map[int]scoring.Deal, len(r.Deals))
		for b, d := range r.Deals {
			for i := range d.Hands {
				d.Hands[i] = clean(d.Hands[i])
			}
			c.Deals[b] = d
		}
	}
	if r.Movement != nil {
		c.Movement = cleanMovement(r.Movement)
	}
	c.Sections = nil
	for _, m := range r.Sections {
		c.Sections = append(c.Sections, cleanMovement(m))
	}
	return &c
}

func cleanMovement(m *movements.Movement) *movements.Movement {
	c := *m
	c.Name = clean(m.Name)
	return &c
}
