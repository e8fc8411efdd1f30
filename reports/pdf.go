package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/jung-kurt/gofpdf"

	"bridgescore/assets"
)

const (
	fontName = "dejavu"
	margin   = 12.0 // left, right and bottom margin, mm
	topEdge  = 15.0 // where the body starts below the running header, mm
	rowH     = 5.0  // a table row, mm
)

// Colours: text, the red of hearts and diamonds, rules and shaded rows.
var (
	black = [3]int{0, 0, 0}
	red   = [3]int{200, 0, 30}
	grey  = [3]int{110, 110, 110}
	rule  = [3]int{150, 150, 150}
	shade = [3]int{236, 236, 236}
)

// pdfDoc is a PDF under construction with the running header and footer
// every page carries.
type pdfDoc struct {
	f       *gofpdf.Fpdf
	size    gofpdf.SizeType
	title   string // club, event, date
	section string // the report the page belongs to
	// baseSize is the font size of the table being printed: headings and
	// rows are set in it.
	baseSize float64
	// blocks records the first and last page of every traveller and score
	// card, so tests can prove none is split across pages.
	blocks []block
	// provisional: the results are still coming in, which every page of
	// them says.
	provisional bool
	// watch is told of each page, and stops the printing.
	watch Watch
}

// resultsPages are the reports that print results, as their pages are
// headed: those a provisional mark goes on.
var resultsPages = map[string]bool{"Ranking": true, "Recap sheet": true, "Personal score cards": true, "Travellers": true, "Event ranking": true}

// block is a unit of print that must stay on one page.
type block struct {
	name        string
	first, last int
}

func (d *pdfDoc) startBlock(name string) { d.blocks = append(d.blocks, block{name, d.f.PageNo(), 0}) }
func (d *pdfDoc) endBlock()              { d.blocks[len(d.blocks)-1].last = d.f.PageNo() }

func newPDF(paper Paper, title string) *pdfDoc {
	sizeName := "A4"
	if paper == Letter {
		sizeName = "Letter"
	}
	f := gofpdf.New("P", "mm", sizeName, "")
	// The page-count alias must be set before the fonts are added so that
	// the font subset keeps the digits it is replaced with.
	f.AliasNbPages("{nb}")
	f.AddUTF8FontFromBytes(fontName, "", assets.FontRegular)
	f.AddUTF8FontFromBytes(fontName, "B", assets.FontBold)
	f.SetMargins(margin, topEdge, margin)
	f.SetAutoPageBreak(false, margin)
	f.SetTitle(title, true)
	f.SetCreator("bridgescore", true)
	f.SetCellMargin(1.3)
	d := &pdfDoc{f: f, size: f.GetPageSizeStr(sizeName), title: title}
	f.SetHeaderFuncMode(d.header, true)
	f.SetFooterFunc(d.footer)
	return d
}

func (d *pdfDoc) header() {
	f := d.f
	if ctx := d.watch.Context; ctx != nil && ctx.Err() != nil {
		// Every later call does nothing, and the output is refused.
		f.SetError(ErrStopped)
		return
	}
	d.watch.Progress.Step(f.PageNo(), 0)
	w, _ := f.GetPageSize()
	d.font("", 8)
	d.color(grey)
	f.SetXY(margin, 6)
	right := d.section
	if d.provisional && resultsPages[d.section] {
		// Every page of results printed mid-evening says so, even
		// one handed round on its own.
		right = "PROVISIONAL — " + right
	}
	rw := f.GetStringWidth(right) + 2
	f.CellFormat(w-2*margin-rw, 5, d.fit(d.title, w-2*margin-rw), "", 0, "L", false, 0, "")
	f.CellFormat(rw, 5, right, "", 0, "R", false, 0, "")
	d.drawColor(rule)
	f.SetLineWidth(0.2)
	f.Line(margin, 11.5, w-margin, 11.5)
	d.color(black)
	f.SetXY(margin, topEdge)
}

func (d *pdfDoc) footer() {
	f := d.f
	w, h := f.GetPageSize()
	d.font("", 8)
	d.color(grey)
	f.SetXY(margin, h-9)
	pg := fmt.Sprintf("Page %d of {nb}", f.PageNo())
	f.CellFormat(w-2*margin-30, 5, d.fit(d.title, w-2*margin-30), "", 0, "L", false, 0, "")
	f.CellFormat(30, 5, pg, "", 0, "R", false, 0, "")
	d.color(black)
}

// page starts a new page of the named report, "P"ortrait or "L"andscape.
func (d *pdfDoc) page(section, orientation string) {
	d.section = section
	d.f.AddPageFormat(orientation, d.size)
}

// mark adds an entry to the PDF's outline (the bookmarks a reader shows
// beside the pages) at the current position: level 0 for a report, 1 for
// a board, pair or table within it.
func (d *pdfDoc) mark(title string, level int) {
	d.font("", 10)
	d.f.Bookmark(title, level, -1)
}

// room says whether h more millimetres fit on the page.
func (d *pdfDoc) room(h float64) bool {
	_, ph := d.f.GetPageSize()
	return d.f.GetY()+h <= ph-margin-2
}

// keep starts a new page of the same orientation unless h millimetres fit,
// so that a block such as a traveller is never split. A block taller than
// a whole page cannot help running on: it starts on a new page only if
// less than a quarter of one is left.
func (d *pdfDoc) keep(h float64) bool {
	_, ph := d.f.GetPageSize()
	if body := ph - margin - 2 - topEdge; h > body {
		h = body / 4
	}
	if d.room(h) {
		return false
	}
	if d.f.GetY()-topEdge < 30 {
		// Near the top of a page already: a new page would gain little
		// and leave a heading alone on this one. Run on instead.
		return false
	}
	d.turnPage()
	return true
}

// turnPage starts a new page of the same orientation.
func (d *pdfDoc) turnPage() {
	w, ph := d.f.GetPageSize()
	o := "P"
	if w > ph {
		o = "L"
	}
	d.f.AddPageFormat(o, d.size)
}

// continued heads the rest of a block that runs onto a new page.
func (d *pdfDoc) continued(what string) {
	d.font("B", 11)
	d.f.SetX(margin)
	d.f.CellFormat(d.width(), 7, what+" (continued)", "", 1, "L", false, 0, "")
}

// width is the width between the margins.
func (d *pdfDoc) width() float64 {
	w, _ := d.f.GetPageSize()
	return w - 2*margin
}

func (d *pdfDoc) font(style string, size float64) { d.f.SetFont(fontName, style, size) }
func (d *pdfDoc) color(c [3]int)                  { d.f.SetTextColor(c[0], c[1], c[2]) }
func (d *pdfDoc) drawColor(c [3]int)              { d.f.SetDrawColor(c[0], c[1], c[2]) }

// fit shortens s with an ellipsis until it fits w at the current font.
func (d *pdfDoc) fit(s string, w float64) string {
	avail := w - 2*d.f.GetCellMargin()
	if d.f.GetStringWidth(s) <= avail {
		return s
	}
	// The longest prefix that fits with the ellipsis, found by halving so
	// that a pasted page of text costs no more than a name.
	r := []rune(s)
	lo, hi := 0, len(r)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if d.f.GetStringWidth(string(r[:mid])+"…") <= avail {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimSpace(string(r[:lo])) + "…"
}

// text is a cell's content: runs of black and red text.
type text []span

func plain(s string) text {
	if s == "" {
		return nil
	}
	return text{{text: s}}
}

// suits is text whose hearts and diamonds are printed red.
func suits(s string) text { return suitSpans(s) }

// wrapped splits a cell's text into the lines it takes in width w, broken
// at spaces: an adjusted score's words (a weighted score's parts, a split
// average) print whole on as many lines as they need. A single word wider
// than the cell is shortened as a last resort.
func (d *pdfDoc) wrapped(t text, w float64) []text {
	avail := w - 2*d.f.GetCellMargin()
	var lines []text
	line := ""
	for _, word := range strings.Fields(t.String()) {
		if try := line + " " + word; line != "" && d.f.GetStringWidth(try) <= avail {
			line = try
			continue
		}
		if line != "" {
			lines = append(lines, suits(line))
		}
		line = word
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, suits(line))
	}
	return lines
}

// noteLineH is the height of a line of a wrapped note at the type size
// set, in millimetres.
func (d *pdfDoc) noteLineH() float64 {
	pt, _ := d.f.GetFontSize()
	return pt * 0.3528 * 1.2
}

// rowHeight is the height of a table row of height h whose note takes
// lines lines: h for a note of one line.
func (d *pdfDoc) rowHeight(h float64, lines int) float64 {
	if lines <= 1 {
		return h
	}
	return max(h, float64(lines)*d.noteLineH()+1.5)
}

// noteCell prints a note over several of a row's columns, its lines
// centred in a box of width w and height h.
func (d *pdfDoc) noteCell(w, h float64, lines []text) {
	x, y := d.f.GetX(), d.f.GetY()
	d.f.Rect(x, y, w, h, "D")
	lh := d.noteLineH()
	top := y + (h-lh*float64(len(lines)))/2
	if len(lines) == 1 {
		lh, top = h, y
	}
	for i, l := range lines {
		d.f.SetXY(x, top+float64(i)*lh)
		d.cell(w, lh, l, "C", "", false)
	}
	d.f.SetXY(x+w, y)
}

func (t text) String() string {
	var b strings.Builder
	for _, s := range t {
		b.WriteString(s.text)
	}
	return b.String()
}

// cell prints t in a w×h box at the current position and moves right.
// Every cell of a table is set at the table's one size: text too long for
// its box is shortened with an ellipsis, never printed smaller, so the
// tables are laid out with columns wide enough for their figures.
func (d *pdfDoc) cell(w, h float64, t text, align, border string, fill bool) {
	f := d.f
	x, y := f.GetX(), f.GetY()
	if border != "" || fill {
		style := ""
		if fill {
			style = "F"
		}
		if border != "" {
			style += "D"
		}
		f.Rect(x, y, w, h, style)
	}
	cm := f.GetCellMargin()
	avail := w - 2*cm
	tw := d.textWidth(t)
	if tw > avail && len(t) == 1 {
		t = text{{text: d.fit(t[0].text, w), red: t[0].red}}
		tw = d.textWidth(t)
	}
	tx := x + cm
	switch align {
	case "C":
		tx = x + (w-tw)/2
	case "R":
		tx = x + w - cm - tw
	}
	for _, s := range t {
		if s.red {
			d.color(red)
		}
		sw := f.GetStringWidth(s.text)
		// CellFormat pads its text by the cell margin: start that much
		// to the left so the run lands exactly at tx.
		f.SetXY(tx-cm, y)
		f.CellFormat(sw+2*cm, h, s.text, "", 0, "L", false, 0, "")
		tx += sw
		if s.red {
			d.color(black)
		}
	}
	f.SetXY(x+w, y)
}

// note prints a line of explanation under a table, wrapped to the width.
func (d *pdfDoc) note(s string) {
	if s == "" {
		return
	}
	d.font("", 9)
	d.f.SetX(margin)
	d.f.MultiCell(d.width(), 4.5, s, "", "L", false)
}

func (d *pdfDoc) textWidth(t text) float64 {
	w := 0.0
	for _, s := range t {
		w += d.f.GetStringWidth(s.text)
	}
	return w
}

// col is a table column: heading, relative width and alignment.
type col struct {
	head  string
	w     float64
	align string
}

// widths scales column weights to fill the width between the margins.
func (d *pdfDoc) widths(cols []col) []float64 {
	total := 0.0
	for _, c := range cols {
		total += c.w
	}
	out := make([]float64, len(cols))
	for i, c := range cols {
		out[i] = c.w / total * d.width()
	}
	return out
}

// fitWidths sizes a table's columns at the current base size: every
// column as wide as its heading (bold) and its widest cell, and the flex
// column (a names column; -1 for none) taking what is left of the width,
// so no heading or figure is cut. Columns that still do not fit share the
// width in proportion to their needs.
func (d *pdfDoc) fitWidths(cols []col, rows [][]text, flex int) []float64 {
	ws := d.naturalWidths(cols, rows, flex)
	used := 0.0
	for i := range ws {
		if i != flex {
			used += ws[i]
		}
	}
	if flex >= 0 && flex < len(ws) {
		ws[flex] = max(ws[flex], d.width()-used)
		used += ws[flex]
	} else if used < d.width() {
		// Spread the spare width so the table spans the page.
		extra := (d.width() - used) / float64(len(ws))
		for i := range ws {
			ws[i] += extra
		}
		used = d.width()
	}
	if used > d.width() {
		for i := range ws {
			ws[i] *= d.width() / used
		}
	}
	return ws
}

// naturalWidths is how wide each column must be at the base size to hold
// its heading and cells whole (the flex column only its heading).
func (d *pdfDoc) naturalWidths(cols []col, rows [][]text, flex int) []float64 {
	size := d.baseSize
	cm := d.f.GetCellMargin()
	ws := make([]float64, len(cols))
	d.font("B", size)
	for i, c := range cols {
		ws[i] = d.f.GetStringWidth(c.head)
	}
	d.font("", size)
	for _, r := range rows {
		for i, t := range r {
			if i < len(ws) && i != flex {
				ws[i] = max(ws[i], d.textWidth(t))
			}
		}
	}
	for i := range ws {
		ws[i] += 2*cm + 1
	}
	return ws
}

// tableWidth is the sum of a table's natural column widths.
func (d *pdfDoc) tableWidth(cols []col, rows [][]text) float64 {
	w := 0.0
	for _, x := range d.naturalWidths(cols, rows, -1) {
		w += x
	}
	return w
}

// headRow prints column headings on a shaded band.
func (d *pdfDoc) headRow(cols []col, ws []float64, h float64) {
	d.setSize("B", d.baseSize)
	d.f.SetFillColor(shade[0], shade[1], shade[2])
	d.tableLines()
	d.f.SetX(margin)
	for i, c := range cols {
		d.cell(ws[i], h, plain(c.head), c.align, "1", true)
	}
	d.f.Ln(h)
	d.setSize("", d.baseSize)
}

// tableLines sets the thin grey rules tables are drawn with.
func (d *pdfDoc) tableLines() {
	d.drawColor(rule)
	d.f.SetLineWidth(0.2)
}

// row prints one table row.
func (d *pdfDoc) row(cols []col, ws []float64, h float64, cells []text) {
	d.tableLines()
	d.f.SetX(margin)
	for i, c := range cols {
		var t text
		if i < len(cells) {
			t = cells[i]
		}
		d.cell(ws[i], h, t, c.align, "1", false)
	}
	d.f.Ln(h)
}

// setSize sets the style and the base size cells return to.
func (d *pdfDoc) setSize(style string, size float64) {
	d.baseSize = size
	d.font(style, size)
}

func (d *pdfDoc) output(w io.Writer) error {
	if err := d.f.Error(); err != nil {
		return err
	}
	return d.f.Output(w)
}
