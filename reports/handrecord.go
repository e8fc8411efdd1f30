package reports

import (
	"sort"
	"strconv"

	"bridgescore/scoring"
)

// The hand record: the sheet clubs hand out after the session, each board's
// diagram with the hands' points, the makeable contracts and par, four
// boards to a page (HandRecord) or two, larger (HandRecord2).
const (
	HandRecord  Report = "handrecord"
	HandRecord2 Report = "handrecord2"
)

// handRecordPDF prints every board whose hands are known, perPage to a
// page: two columns of two for four, one above the other for two.
func (d *pdfDoc) handRecordPDF(deals map[int]scoring.Deal, perPage int) {
	boards := make([]int, 0, len(deals))
	for b := range deals {
		boards = append(boards, b)
	}
	sort.Ints(boards)
	w, h := d.f.GetPageSize()
	cols, rows := 2, 2
	if perPage == 2 {
		cols, rows = 1, 2
	}
	cellW := (w - 2*margin) / float64(cols)
	cellH := (h - topEdge - margin - 8) / float64(rows)
	for i, b := range boards {
		if i%perPage == 0 {
			d.page("Hand record", "P")
			if i == 0 {
				d.mark("Hand record", 0)
			}
		}
		at := i % perPage
		x := margin + float64(at%cols)*cellW
		y := topEdge + float64(at/cols)*cellH
		d.f.SetXY(x, y)
		d.mark("Board "+strconv.Itoa(b), 1)
		d.handRecordBoard(x, y, cellW, b, deals[b], perPage == 2)
	}
}

// handRecordBoard prints one board in a cell of width w at x, y: the
// heading, the diagram with each hand's points in the compass, and the
// makeable contracts with par, beside the diagram when there is room.
func (d *pdfDoc) handRecordBoard(x, y, w float64, board int, deal scoring.Deal, large bool) {
	f := d.f
	h := deal.Hands
	size, colW, lineH := 9.0, 28.0, 3.9
	if large {
		size, colW, lineH = 11.0, 36.0, 4.8
	}
	d.font("B", size+2)
	f.SetXY(x, y)
	f.CellFormat(w, 6, "Board "+strconv.Itoa(board), "", 0, "L", false, 0, "")
	d.font("", size-1)
	f.SetXY(x, y+6)
	f.CellFormat(w, 4.5, "Dealer "+scoring.Dealer(board).String()+"   Vulnerable: "+scoring.Vul(board).String(), "", 0, "L", false, 0, "")
	y0 := y + 12
	handH := 4 * lineH
	pos := [4][2]float64{
		{x + colW, y0},
		{x + 2*colW, y0 + handH + 1},
		{x + colW, y0 + 2*handH + 2},
		{x, y0 + handH + 1},
	}
	for seat, hand := range h {
		hs, ok := holdings(hand)
		if !ok {
			continue
		}
		for i, suit := range hs {
			f.SetXY(pos[seat][0], pos[seat][1]+float64(i)*lineH)
			d.font("", size)
			d.cell(colW, lineH, text{{text: suitOrder[i], red: i == 1 || i == 2}, {text: " " + suit}}, "L", "", false)
		}
	}
	// The compass, each hand's points beside its seat.
	cx, cy, cw, ch := x+colW+2, y0+handH+1.5, colW-6, handH-1
	d.drawColor(rule)
	f.Rect(cx, cy, cw, ch, "D")
	d.font("", size-2)
	pts := func(i int) string {
		if h[i] == "" {
			return ""
		}
		return strconv.Itoa(hcp(h[i]))
	}
	for _, l := range []struct {
		s     string
		x, y  float64
		align string
	}{
		{"N " + pts(0), cx, cy + 0.5, "C"},
		{"S " + pts(2), cx, cy + ch - 4, "C"},
		{"W " + pts(3), cx + 0.5, cy + ch/2 - 1.8, "L"},
		{pts(1) + " E", cx, cy + ch/2 - 1.8, "R"},
	} {
		f.SetXY(l.x, l.y)
		f.CellFormat(cw, 3.5, l.s, "", 0, l.align, false, 0, "")
	}
	if !analysed(deal) {
		return
	}
	gx, gy := x+3*colW+3, y0
	if gx+gridW > x+w {
		gx, gy = x, y0+3*handH+5
	}
	d.makeableGrid(gx, gy, deal, false)
}
