package reports

import (
	"strconv"
	"strings"
)

// titleBlock prints the club, event and date large at the top of a report,
// with the facts a player looks for under them. A compact block leaves the
// club and event to the running header, to keep room for a table.
func (d *pdfDoc) titleBlock(v *view, heading string, compact bool) {
	f := d.f
	r := v.r
	w := d.width()
	f.SetXY(margin, topEdge)
	if compact {
		d.font("B", 13)
		f.CellFormat(w, 7, heading, "", 1, "L", false, 0, "")
		d.font("", 9)
		d.color(grey)
		f.SetX(margin)
		f.MultiCell(w, 4.5, strings.Join(v.headerFacts(), "    "), "", "L", false)
		d.color(black)
		f.Ln(1)
		return
	}
	if r.Club != "" {
		d.font("B", 16)
		f.CellFormat(w, 8, d.fit(r.Club, w), "", 1, "L", false, 0, "")
	}
	event := r.Event
	if r.Date != "" {
		if event != "" {
			event += ", "
		}
		event += r.Date
	}
	if event != "" {
		d.font("", 12)
		f.SetX(margin)
		f.CellFormat(w, 6.5, d.fit(event, w), "", 1, "L", false, 0, "")
	}
	d.font("B", 13)
	f.SetX(margin)
	f.CellFormat(w, 8, heading, "", 1, "L", false, 0, "")
	d.font("", 9)
	d.color(grey)
	for _, line := range v.headerFacts() {
		f.SetX(margin)
		f.CellFormat(w, 4.5, d.fit(line, w), "", 1, "L", false, 0, "")
	}
	d.color(black)
	f.Ln(2)
}

// rankingPDF prints the ranking, field by field.
func (d *pdfDoc) rankingPDF(v *view) {
	d.page("Ranking", "P")
	d.mark("Ranking", 0)
	d.titleBlock(v, "Ranking", false)
	cols := []col{
		{"Place", 12, "C"},
		{"Pair", 11, "C"},
		{"Names", 90, "L"},
		{"Boards", 13, "R"},
		{"Matchpoints", 22, "R"},
		{"%", 16, "R"},
	}
	if v.imps {
		cols = cols[:4]
		cols = append(cols, col{"IMPs", 22, "R"})
	}
	ws := d.widths(cols)
	const h = 6.5
	for _, fl := range v.fields {
		if !d.room(8 + 2*h) {
			d.page("Ranking", "P")
		}
		if fl.Name != "" {
			d.font("B", 12)
			d.f.SetX(margin)
			d.f.CellFormat(d.width(), 8, fl.Name, "", 1, "L", false, 0, "")
		}
		d.baseSize = 10
		d.headRow(cols, ws, h)
		for _, p := range fl.Pairs {
			if d.keep(h) {
				d.headRow(cols, ws, h)
			}
			cells := []text{plain(p.Rank), plain(p.ID), plain(names(p.Pair)), plain(strconv.Itoa(p.Boards)), plain(v.totalText(p))}
			if !v.imps {
				cells = append(cells, plain(percent(p.Percent)))
			}
			d.row(cols, ws, h, cells)
		}
		d.f.Ln(4)
	}
}
