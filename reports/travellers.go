package reports

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// suitOrder is the order of holdings in a PBN hand, with each suit's symbol.
var suitOrder = [4]string{"♠", "♥", "♦", "♣"}

// holdings splits a PBN hand into its four suits, writing the ten as 10 and
// a void as a dash. ok is false when the hand is not in PBN form.
func holdings(hand string) (out [4]string, ok bool) {
	parts := strings.Split(strings.TrimSpace(hand), ".")
	if len(parts) != 4 {
		return out, false
	}
	for i, p := range parts {
		p = strings.ToUpper(strings.TrimSpace(p))
		if p == "" {
			out[i] = "—"
			continue
		}
		out[i] = strings.ReplaceAll(p, "T", "10")
	}
	return out, true
}

// knownHands says whether a board has a hand diagram to print.
func (v *view) knownHands(board int) ([4]string, bool) {
	d, ok := v.r.Deals[board]
	h := d.Hands
	if !ok {
		return h, false
	}
	for _, x := range h {
		if _, ok := holdings(x); ok {
			return h, true
		}
	}
	return h, false
}

// travellerCols are a traveller's columns; contract to EW score are
// replaced by a note on adjusted lines.
var travellerCols = []col{
	{"NS", 12, "C"},
	{"EW", 12, "C"},
	{"Contract", 18, "C"},
	{"By", 8, "C"},
	{"Tricks", 11, "C"},
	{"NS +", 14, "R"},
	{"EW +", 14, "R"},
	{"NS pts", 15, "R"},
	{"EW pts", 15, "R"},
}

// leadCol is the traveller's and score card's Lead column, placed after
// the declarer as on a paper traveller.
var leadCol = col{"Lead", 9, "C"}

// impHeadings names the points columns IMPs, for a session scored in IMPs.
func impHeadings(cols []col) []col {
	out := append([]col(nil), cols...)
	for i, c := range out {
		switch c.head {
		case "NS pts":
			out[i].head = "NS IMPs"
		case "EW pts":
			out[i].head = "EW IMPs"
		case "Points":
			out[i].head = "IMPs"
		}
	}
	return out
}

// withLead gives cols with the Lead column inserted before column at.
func withLead(cols []col, at int) []col {
	out := append([]col(nil), cols[:at]...)
	out = append(out, leadCol)
	return append(out, cols[at:]...)
}

// withLeadCell gives cells with the lead inserted before cell at.
func withLeadCell(cells []text, at int, lead text) []text {
	out := append([]text(nil), cells[:at]...)
	out = append(out, lead)
	return append(out, cells[at:]...)
}

const (
	noteFrom, noteTo = 2, 6 // columns an adjusted line's note covers
	travLeadAt       = 4    // where the Lead column goes: after By
	diagramH         = 60.0
	travRowH         = 5.6
	travSize         = 10.0 // the type size of a traveller
)

// travellersPDF prints one traveller per board, never split across pages.
func (d *pdfDoc) travellersPDF(v *view) {
	d.page("Travellers", "P")
	d.mark("Travellers", 0)
	for _, b := range v.boards {
		if n := v.r.Only.Board; n != 0 && b.Board != n {
			continue
		}
		cols, shift := travellerCols, 0
		if v.imps {
			cols = impHeadings(cols)
		}
		if v.leads {
			cols = withLead(cols, travLeadAt)
		}
		if fouled(b) {
			// Each group of a fouled board is scored on its own: say which
			// group every line belongs to.
			cols, shift = append([]col{{"Group", 10, "C"}}, cols...), 1
		}
		d.setSize("", travSize)
		var all [][]text
		for _, l := range b.Lines {
			all = append(all, v.travellerCells(l, shift))
		}
		ws := d.fitWidths(cols, all, -1)
		hands, withHands := v.knownHands(b.Board)
		notes := v.travellerNotes(b)
		rowsH := travRowH
		for _, l := range b.Lines {
			rowsH += d.travellerRowH(v, ws, shift, l)
		}
		h := 9 + rowsH + 6 + 4.5*float64(len(notes))
		if withHands {
			h += diagramH
		}
		d.keep(h)
		title := travellerTitle(b)
		d.startBlock("traveller of " + title)
		d.mark(title, 1)
		d.travellerHead(b)
		if withHands {
			y0 := d.f.GetY()
			d.diagram(b.Board, hands)
			if a, ok := v.analysisOf(b.Board); ok {
				end := d.f.GetY()
				d.makeableGrid(gridX, y0, a, true)
				d.f.SetXY(margin, end)
			}
		}
		d.setSize("", travSize)
		d.headRow(cols, ws, travRowH)
		for _, l := range b.Lines {
			if d.keep(d.travellerRowH(v, ws, shift, l)) {
				d.continued(title)
				d.headRow(cols, ws, travRowH)
			}
			d.travellerRow(v, cols, ws, shift, l)
		}
		for _, n := range notes {
			d.note(n)
		}
		d.endBlock()
		d.f.Ln(6)
	}
}

// travellerTitle heads a board's traveller, in the outline too: "Board
// 1", or, scored section by section, where each section has its own
// traveller of the board, "Board 1 · Section A", as the web page heads it.
func travellerTitle(b scoring.BoardResult) string {
	if b.Section != "" {
		return "Board " + strconv.Itoa(b.Board) + " · Section " + b.Section
	}
	return "Board " + strconv.Itoa(b.Board)
}

func (d *pdfDoc) travellerHead(b scoring.BoardResult) {
	f := d.f
	f.SetX(margin)
	d.font("B", 12)
	title := travellerTitle(b)
	f.CellFormat(max(30, f.GetStringWidth(title)+4), 8, title, "", 0, "L", false, 0, "")
	d.font("", 10)
	facts := "Dealer " + scoring.Dealer(b.Board).String() + "    Vulnerable: " + scoring.Vul(b.Board).String()
	if b.Top != nil {
		facts += "    Top " + points(b.Top)
	}
	if b.Datum != nil {
		facts += "    Datum " + signedScore(*b.Datum)
	}
	if fouled(b) {
		facts += "    Fouled board, scored in groups"
		if len(b.GroupDatums) > 0 {
			groups := make([]int, 0, len(b.GroupDatums))
			for g := range b.GroupDatums {
				groups = append(groups, g)
			}
			sort.Ints(groups)
			var ds []string
			for _, g := range groups {
				ds = append(ds, strconv.Itoa(g)+": "+signedScore(b.GroupDatums[g]))
			}
			facts += "; datums " + strings.Join(ds, ", ")
		}
	}
	d.baseSize = 10
	d.cell(d.width()-30, 8, plain(facts), "L", "", false)
	f.Ln(8)
	f.Ln(1)
}

// travellerNotes explain the figures of a traveller that do not follow
// from its lines alone: a matchpoint board with fewer results than the
// other boards is Neuberg-factored, so its points do not add up to the
// usual top.
func (v *view) travellerNotes(b scoring.BoardResult) []string {
	st := v.r.Standings
	if v.imps || fouled(b) || st == nil {
		return nil
	}
	real := 0
	for _, l := range b.Lines {
		if l.Kind == scoring.Played || l.Kind == scoring.Weighted {
			real++
		}
	}
	if real == 0 || real >= st.Expected {
		return nil
	}
	results := "results"
	if real == 1 {
		results = "result"
	}
	return []string{fmt.Sprintf("Neuberg: %d %s compared where %d were expected, so the matchpoints are factored (Neuberg's formula) to the full top of %s.",
		real, results, st.Expected, points(b.Top))}
}

// fouled says whether a board's lines were scored in groups.
func fouled(b scoring.BoardResult) bool {
	for _, l := range b.Lines {
		if l.Group != 0 {
			return true
		}
	}
	return false
}

// travellerNote is the note of an adjusted line in the lines it takes
// across the columns it covers, and their width; nil for a played line.
func (d *pdfDoc) travellerNote(v *view, ws []float64, shift int, l scoring.LineResult) ([]text, float64) {
	t := lineCells(l.Line)
	if t.Note == nil {
		return nil, 0
	}
	to := noteTo
	if v.leads {
		to++
	}
	w := 0.0
	for j := noteFrom + shift; j <= to+shift; j++ {
		w += ws[j]
	}
	return d.wrapped(t.Note, w), w
}

// travellerRowH is the height of a line of the traveller: more than one
// row's for an adjusted score whose words take more than one line.
func (d *pdfDoc) travellerRowH(v *view, ws []float64, shift int, l scoring.LineResult) float64 {
	lines, _ := d.travellerNote(v, ws, shift, l)
	return d.rowHeight(travRowH, len(lines))
}

// travellerRow prints one line; shift is 1 when a group column leads.
func (d *pdfDoc) travellerRow(v *view, cols []col, ws []float64, shift int, l scoring.LineResult) {
	cells := v.travellerCells(l, shift)
	note, noteW := d.travellerNote(v, ws, shift, l)
	h := d.rowHeight(travRowH, len(note))
	to := noteTo
	if v.leads {
		to++
	}
	f := d.f
	f.SetX(margin)
	for i := 0; i < len(cols); i++ {
		if note != nil && i == noteFrom+shift {
			d.noteCell(noteW, h, note)
			i = to + shift
			continue
		}
		d.cell(ws[i], h, cells[i], cols[i].align, "1", false)
	}
	f.Ln(h)
}

// travellerCells is one line of a traveller in its columns.
func (v *view) travellerCells(l scoring.LineResult, shift int) []text {
	t := lineCells(l.Line)
	cells := []text{plain(l.Section + l.NS), plain(l.Section + l.EW), t.Contract, plain(t.By), plain(t.Tricks),
		plain(minus(t.NSScore)), plain(minus(t.EWScore)), plain(v.pointsText(l.NSPoints)), plain(v.pointsText(l.EWPoints))}
	if v.leads {
		cells = withLeadCell(cells, travLeadAt, t.Lead)
	}
	if shift == 1 {
		cells = append([]text{plain(strconv.Itoa(l.Group))}, cells...)
	}
	return cells
}

// diagram prints the four hands in compass layout with the board's number,
// dealer and vulnerability in the middle.
func (d *pdfDoc) diagram(board int, hands [4]string) {
	f := d.f
	x0, y0 := margin+4, f.GetY()
	const colW, lineH = 42.0, 4.1
	handH := 4 * lineH
	pos := [4][2]float64{
		{x0 + colW, y0},               // North
		{x0 + 2*colW, y0 + handH + 1}, // East
		{x0 + colW, y0 + 2*handH + 2}, // South
		{x0, y0 + handH + 1},          // West
	}
	for seat, hand := range hands {
		hs, ok := holdings(hand)
		if !ok {
			continue
		}
		for i, suit := range hs {
			f.SetXY(pos[seat][0], pos[seat][1]+float64(i)*lineH)
			d.font("", 9.5)
			d.cell(colW, lineH, text{{text: suitOrder[i], red: i == 1 || i == 2}, {text: " " + suit}}, "L", "", false)
		}
	}
	// The compass in the middle.
	cx, cy := x0+colW+4, y0+handH+1.5
	d.drawColor(rule)
	f.Rect(cx, cy, colW-14, handH-1, "D")
	d.font("", 8)
	labels := []struct {
		s    string
		x, y float64
	}{
		{"N", cx + (colW-14)/2 - 1.5, cy + 0.5},
		{"S", cx + (colW-14)/2 - 1.5, cy + handH - 5},
		{"W", cx + 0.5, cy + handH/2 - 2.5},
		{"E", cx + colW - 14 - 4, cy + handH/2 - 2.5},
	}
	for _, l := range labels {
		f.SetXY(l.x, l.y)
		f.CellFormat(3, 3.5, l.s, "", 0, "C", false, 0, "")
	}
	f.SetXY(margin, y0+3*handH+5)
}
