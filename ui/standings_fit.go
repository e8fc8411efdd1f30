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
var standingsLeast = [standingsCols]float32{40, 40, 0, 48, 48, 48, 40}

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
	for c := range p.cols() {
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
	for c, cw := range p.widths[:p.cols()] {
		if c != 2 {
			w += cw
		}
	}
	return w + p.gaps() + 2
}

// gaps is the room the table keeps between its columns.
func (p *standingsPanel) gaps() float32 {
	return float32(p.cols()-1) * p.theme.Size(theme.SizeNamePadding)
}

// width is how wide the panel is in a window of the given width: every
// column whole and the names as much as the traveller beside can spare
// (its columns and a result whole: travellerNeeds), at least two fifths
// of the window, at most enough for names in full.
func (p *standingsPanel) width(window float32) float32 {
	least, most := p.fixed()+minNamesWidth, p.fixed()+namesRoom
	cols := rowColumns
	if p.e != nil && p.e.columns != nil {
		cols = p.e.columns
	}
	w := max(window*2/5, window-travellerNeeds(cols))
	return min(max(w, least), max(most, least))
}

// travellerNeeds is the width the traveller beside the standings needs:
// its columns, and room in the Score column for a result whole with the
// points it earned.
func travellerNeeds(cols *growColumns) float32 {
	var w float32
	for _, c := range cols.columns[:len(cols.columns)-1] {
		w += c
	}
	// The traveller's padding on either side.
	return w + textWidth(fullResultText, fyne.TextStyle{}) + pointsWidth + 2*theme.Padding()
}

// fullResultText is as long as the Score column's text of a result gets.
const fullResultText = "+430  3NT by N, 10 tricks"

// fits says whether a text fits the names column.
func (p *standingsPanel) fits(text string) bool {
	return textWidthIn(p.theme, text, fyne.TextStyle{}) <= p.namesW
}

// formAt is a pair's players written in one of nameForms' forms, or the
// shortest they have.
func formAt(forms []string, i int) string { return forms[min(i, len(forms)-1)] }

// chooseNamesForm writes every pair's players one way, the longest that
// fits the column: on one line for every pair if any form does; else
// the form that leaves fewest pairs on two lines (the longer at a tie).
// It says whether the form changed.
func (p *standingsPanel) chooseNamesForm() bool {
	const forms = 3 // in full, by initial, by surname
	best, fewest := forms-1, -1
	for f := 0; f < forms; f++ {
		tall := 0
		for r, row := range p.rows {
			if p.pairIdx[r] >= 0 && !p.fits(formAt(nameForms(row[2]), f)) {
				tall++
			}
		}
		if fewest < 0 || tall < fewest {
			best, fewest = f, tall
		}
		if tall == 0 {
			break
		}
	}
	changed := best != p.namesForm
	p.namesForm = best
	return changed
}

// namesTexts are what a pair's players cell may show, best first: the
// column's form, on one line or on two; then shorter forms, should the
// column narrow before the form is chosen again.
func (p *standingsPanel) namesTexts(text string) []string {
	forms := nameForms(text)
	at := formAt(forms, p.namesForm)
	out := []string{at}
	if !p.fits(at) {
		out = append(out, onTwoLines([]string{at})...)
	}
	for _, f := range forms {
		if len(f) < len(at) {
			out = append(out, f)
		}
	}
	return append(out, onTwoLines(forms[len(forms)-1:])...)
}

// tallRow says whether a pair's players take two lines in the column's
// form.
func (p *standingsPanel) tallRow(text string) bool {
	return !p.fits(formAt(nameForms(text), p.namesForm))
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
	if p.chooseNamesForm() {
		// Every cell of the column is written the new way.
		defer p.table.Refresh()
	}
	var one, two float32
	for r, row := range p.rows {
		tall := p.pairIdx[r] >= 0 && p.tallRow(row[2])
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
