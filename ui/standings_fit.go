package ui

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// oneLine says whether a pair's players fit the names column on one line,
// in one of their forms (nameForms, longest first).
func (p *standingsPanel) oneLine(forms []string) bool {
	return textWidthIn(p.theme, forms[len(forms)-1], fyne.TextStyle{}) <= p.namesW
}

// fitRows makes a row as tall as two lines where its players do not fit
// the names column on one, and gives it back its one line when they do
// again (a wider window), so that no name is cut with "…". Every row's
// height is set, not left to the table, whose own height for a row
// follows its headings' theme.
func (p *standingsPanel) fitRows() {
	if p.tall == nil {
		p.tall = map[int]bool{}
	}
	var one, two float32
	for r, row := range p.rows {
		tall := p.pairIdx[r] >= 0 && !p.oneLine(nameForms(row[2]))
		if was, set := p.tall[r]; set && tall == was {
			continue
		}
		if one == 0 {
			one, two = p.lineHeights()
		}
		p.tall[r] = tall
		if tall {
			p.table.SetRowHeight(r, two)
		} else {
			p.table.SetRowHeight(r, one)
		}
	}
}

// lineHeights are how tall a row of the standings is with one line and
// with two: one is the table's own height for a row, measured as the
// table measures it (a cell made afresh), and two adds a line of the
// table's theme.
func (p *standingsPanel) lineHeights() (one, two float32) {
	cell := newFitLabel()
	cell.SetTexts("Ag")
	one = cell.MinSize().Height
	l := newFitLabel()
	container.NewThemeOverride(l, p.theme)
	l.SetTexts("Ag")
	single := l.MinSize().Height
	l.SetTexts("Ag\nAg")
	return one, one + l.MinSize().Height - single
}
