package reports

import (
	"strconv"
	"strings"

	"bridgescore/scoring"
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
		d.provisionalLine(r.Provisional)
		d.font("", 9)
		d.color(grey)
		f.SetX(margin)
		var lines []string
		for _, facts := range v.headerFacts() {
			lines = append(lines, factsOnPaper(facts))
		}
		f.MultiCell(w, 4.5, strings.Join(lines, "    "), "", "L", false)
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
	d.provisionalLine(r.Provisional)
	d.font("", 9)
	d.color(grey)
	for _, facts := range v.headerFacts() {
		// Wrapped, never cut: a movement of several sections is named
		// section by section.
		f.SetX(margin)
		f.MultiCell(w, 4.5, factsOnPaper(facts), "", "L", false)
	}
	d.color(black)
	f.Ln(2)
}

// provisionalLine says, under a report's heading, that the results are
// still coming in: a page printed mid-evening never looks final.
func (d *pdfDoc) provisionalLine(words string) {
	line := provisionalLine(words)
	if line == "" {
		return
	}
	d.font("B", 10)
	d.color(red)
	d.f.SetX(margin)
	d.f.CellFormat(d.width(), 5.5, d.fit(line, d.width()), "", 1, "L", false, 0, "")
	d.color(black)
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
	cols = append(cols, v.extraCols()...)
	var all [][]text
	for _, fl := range v.rankingFields() {
		for _, p := range fl.Pairs {
			all = append(all, v.rankingCells(fl, p))
		}
	}
	// One size for the whole table: the largest at which every name is
	// printed whole, down to minRankingSize.
	size := rankingSize
	for d.setSize("", size); size > minRankingSize && d.tableWidth(cols, all) > d.width(); d.setSize("", size) {
		size -= 0.5
	}
	ws := d.fitWidths(cols, all, 2)
	const h = 8.0
	for _, fl := range v.rankingFields() {
		heading := fl.Name
		if heading == "" && len(v.fields) > 1 {
			heading = "All pairs"
		}
		if !d.room(8+3*h) || d.splits(9+h*float64(1+len(fl.Pairs))) {
			d.page("Ranking", "P")
		}
		if heading != "" {
			d.font("B", 13)
			d.f.SetX(margin)
			d.f.CellFormat(d.width(), 9, heading, "", 1, "L", false, 0, "")
		}
		d.setSize("", size)
		d.headRow(cols, ws, h)
		for i, p := range fl.Pairs {
			// The last rows of a field never go over alone: when they do
			// not all fit, the page turns before the last widowRows.
			left := len(fl.Pairs) - i
			widow := left == widowRows && i > 0 && !d.room(float64(left)*h) && d.breakable()
			if widow {
				d.turnPage()
			}
			if widow || d.keep(h) {
				d.continued(or(heading, "Ranking"))
				d.setSize("", size)
				d.headRow(cols, ws, h)
			}
			d.row(cols, ws, h, v.rankingCells(fl, p))
		}
		d.f.Ln(2)
		if fn := v.factoredNotes(fl); len(fn) > 0 {
			d.note("Totals factored: " + strings.Join(fn, "; ") + ".")
		}
		notes, tables := v.fieldExtras(fl)
		for _, n := range notes {
			d.note(n)
		}
		d.f.Ln(4)
		for _, t := range tables {
			d.extraTablePDF(t, size)
		}
	}
	for _, n := range v.extrasNotes() {
		d.note(n)
	}
}

// widowRows is the fewest rows of a field a page of the ranking carries
// over from the last.
const widowRows = 3

// splits tells whether a block of height h would run over the foot of
// this page when it fits whole on a page of its own: a field of the
// ranking is then begun on a new page, not split.
func (d *pdfDoc) splits(h float64) bool {
	_, ph := d.f.GetPageSize()
	return !d.room(h) && h <= ph-margin-2-topEdge-10 && d.breakable()
}

// breakable tells whether a new page would gain room: not when this one
// has barely begun.
func (d *pdfDoc) breakable() bool { return d.f.GetY()-topEdge >= 30 }

// rankingSize is the ranking's type size: the page players look at first,
// read from arm's length on the club's notice board.
const rankingSize = 12.0

// or is s, or else when s is empty.
func or(s, els string) string {
	if s == "" {
		return els
	}
	return s
}

// rankingCells is a pair's line of the ranking.
func (v *view) rankingCells(fl field, p scoring.PairResult) []text {
	place, pair := p.Rank, p.ID
	if fl.Overall {
		place, pair = p.OverallRank, p.Section+p.ID
	}
	cells := []text{plain(place), plain(pair), plain(names(p.Pair)), plain(strconv.Itoa(p.Boards)), plain(v.totalText(p))}
	if !v.imps {
		cells = append(cells, plain(percent(p.Percent)))
	}
	return append(cells, v.extraCells(fl, p)...)
}

// minRankingSize is the smallest the ranking is set, to keep long names
// whole; names longer still are shortened with an ellipsis.
const minRankingSize = 9.0
