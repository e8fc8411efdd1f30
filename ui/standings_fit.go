package ui

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// standingsLeast are the least widths of the standings' columns; each is
// widened to what its heading and its cells show (fitColumns), and the
// names column (2) takes what the panel has beyond the others.
var standingsLeast = [6]float32{40, 40, 0, 48, 48, 48}

// minNamesWidth is the least the names column is given.
const minNamesWidth = 80

// namesRoom is the most the names column is given beyond the others,
// enough for two players' names in full.
const namesRoom = 320

// fitColumns makes every column but the names as wide as its heading and
// its widest cell need, so that a place, a total or a percentage (100.00)
// is never cut, whatever the scoring and the theme's text. It says whether
// a width changed.
func (p *standingsPanel) fitColumns() bool {
	changed := false
	for c := range p.widths {
		if c == 2 {
			continue
		}
		w := max(standingsLeast[c], textWidthIn(p.theme, p.heading(c), fyne.TextStyle{Bold: true}))
		for _, r := range p.rows {
			w = max(w, textWidthIn(p.theme, r[c], fyne.TextStyle{}))
		}
		w = float32(math.Ceil(float64(w)))
		if w != p.widths[c] {
			p.widths[c] = w
			p.table.SetColumnWidth(c, w)
			changed = true
		}
	}
	return changed
}

// fixed is the width of every column but the names, with the room the
// table keeps between its columns and a little to spare.
func (p *standingsPanel) fixed() float32 {
	var w float32
	for c, cw := range p.widths {
		if c != 2 {
			w += cw
		}
	}
	return w + p.gaps() + 2
}

// gaps is the room the table keeps between its columns.
func (p *standingsPanel) gaps() float32 {
	return float32(len(p.widths)-1) * p.theme.Size(theme.SizeNamePadding)
}

// width is how wide the panel is in a window of the given width: every
// column whole and the names as much as the traveller beside can spare
// (its columns and a result whole: travellerNeeds), at least two fifths
// of the window, at most enough for names in full.
func (p *standingsPanel) width(window float32) float32 {
	least, most := p.fixed()+minNamesWidth, p.fixed()+namesRoom
	w := max(window*2/5, window-travellerNeeds())
	return min(max(w, least), max(most, least))
}

// travellerNeeds is the width the traveller beside the standings needs:
// its columns, and room in the Score column for a result whole with the
// points it earned.
func travellerNeeds() float32 {
	var w float32
	for _, c := range rowColumns.columns[:len(rowColumns.columns)-1] {
		w += c
	}
	// The traveller's padding on either side.
	return w + textWidth(fullResultText, fyne.TextStyle{}) + pointsWidth + 2*theme.Padding()
}

// fullResultText is as long as the Score column's text of a result gets.
const fullResultText = "+430  3NT by N, 10 tricks"
