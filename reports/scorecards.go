package reports

import (
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// cardSize is the type size of a personal score card: large enough for a
// club's members to read at the table.
const cardSize = 10.0

// cardCols are a personal score card's columns under each round's heading;
// contract to score are replaced by a note on adjusted and not-played
// lines.
var cardCols = []col{
	{"Board", 12, "C"},
	{"Contract", 18, "C"},
	{"By", 8, "C"},
	{"Tricks", 12, "C"},
	{"Score", 16, "R"},
	{"Points", 16, "R"},
	{"%", 15, "R"},
	{"", 13, "C"},
}

const (
	cardNoteFrom, cardNoteTo = 1, 4
	cardLeadAt               = 3 // where the Lead column goes: after By
)

// Marks for a board where the pair scored every matchpoint or none.
const (
	markTop    = "Top"
	markBottom = "Bottom"
)

// cardRound is one round of a pair's score card: where it sat and whom it
// met, said once above that round's boards.
type cardRound struct {
	Round, Table int
	Dir          string
	Opponents    string
	OppKey       string
	Rows         []cardRow
}

// cardRounds groups a pair's boards by the round (or, when rounds are not
// known, the run of boards against the same opponents) they were played in.
func (v *view) cardRounds(k string) []cardRound {
	var out []cardRound
	for _, c := range v.cards[k] {
		if n := len(out); n > 0 {
			r := &out[n-1]
			if r.Round == c.Round && r.Table == c.Table && r.OppKey == c.OppKey && r.Dir == c.Dir {
				r.Rows = append(r.Rows, c)
				continue
			}
		}
		out = append(out, cardRound{Round: c.Round, Table: c.Table, Dir: c.Dir, Opponents: c.Opponents, OppKey: c.OppKey, Rows: []cardRow{c}})
	}
	return out
}

// changesDirection says whether a pair held both the NS and the EW cards
// during the session (a Howell, or an arrow switch): only then does its
// card say which way it sat.
func (v *view) changesDirection(k string) bool {
	rows := v.cards[k]
	for _, c := range rows {
		if c.Dir != rows[0].Dir {
			return true
		}
	}
	return false
}

// roundHeading says where a round was played and against whom, naming the
// opponents once: "Round 3 · Table 5 · NS v 5EW Ann Smith & Bob Jones".
func (v *view) roundHeading(r cardRound, showDir bool) string {
	var parts []string
	if r.Round > 0 {
		parts = append(parts, "Round "+strconv.Itoa(r.Round))
	}
	if r.Table > 0 {
		parts = append(parts, "Table "+strconv.Itoa(r.Table))
	}
	against := "v " + r.Opponents
	if showDir {
		against = r.Dir + " " + against
	}
	if p, ok := v.pairs[r.OppKey]; ok {
		if n := names(p.Pair); n != "" {
			against += "  " + n
		}
	}
	parts = append(parts, against)
	return strings.Join(parts, "  ·  ")
}

// cardMark is "Top" or "Bottom" for a board where a pair scored all of the
// matchpoints or none.
func (v *view) cardMark(c cardRow, top string) string {
	if v.imps || c.Points == nil || c.Line.Kind != scoring.Played {
		return ""
	}
	switch {
	case c.Points.Sign() == 0:
		return markBottom
	case top != "" && v.pointsText(c.Points) == top:
		return markTop
	}
	return ""
}

// cardCells lays out one board of a pair's score card. The score is from
// the pair's side: +420 when they scored it.
func (v *view) cardCells(c cardRow) (cells []text, note text) {
	t := lineCells(c.Line.Line)
	score := ""
	if c.Line.Kind == scoring.Played {
		s := c.Line.Score
		if c.Dir == "EW" {
			s = -s
		}
		score = signedScore(s)
	}
	top := ""
	for _, b := range v.boards {
		if b.Board == c.Board && b.Top != nil {
			top = v.pointsText(b.Top)
		}
	}
	cells = []text{plain(strconv.Itoa(c.Board)), t.Contract, plain(t.By), plain(t.Tricks), plain(score),
		plain(v.pointsText(c.Points)), plain(percent(c.Percent)), plain(v.cardMark(c, top))}
	return cells, t.Note
}

// cardPairs is every ranked pair, in pair-number order field by field;
// only the pair asked for when the selection names one.
func (v *view) cardPairs() []scoring.PairResult {
	var out []scoring.PairResult
	for _, fl := range v.fields {
		for _, p := range recapPairs(fl) {
			if v.r.Only.Pair == "" || pairNamed(p.Pair, v.r.Only.Pair) {
				out = append(out, p)
			}
		}
	}
	return out
}

// cardColumns is the score card's columns for this session: without the
// percentage and the top/bottom mark for IMP scoring, and with the lead
// when the session records leads.
func (v *view) cardColumns() []col {
	cols := cardCols
	if v.imps {
		cols = impHeadings(cols[:len(cols)-2])
	}
	if v.leads {
		cols = withLead(cols, cardLeadAt)
	}
	if v.parIMPs {
		cols = append(cols[:len(cols):len(cols)], col{"Par IMPs", 16, "R"})
	}
	return cols
}

// parIMPsCell is a score card line's result against the board's par, in IMPs
// from the pair's side; "" when the board has no par or the line no score.
func (v *view) parIMPsCell(c cardRow) string {
	a, ok := v.analysisOf(c.Board)
	if !v.parIMPs || !ok || c.Line.Kind != scoring.Played {
		return ""
	}
	n := scoring.ParIMPs(c.Line.Score, *a.Par)
	if c.Dir == "EW" {
		n = -n
	}
	return signedIMPs(n)
}

// parIMPsTotal says a pair's par IMPs over the boards that have a par.
func (v *view) parIMPsTotal(p scoring.PairResult) string {
	pars := make(map[int]scoring.Par, len(v.r.Deals))
	for b, d := range v.r.Deals {
		if analysed(d) {
			pars[b] = *d.Par
		}
	}
	total, boards := scoring.PairParIMPs(v.r.Standings, p.Pair, pars)
	if boards == 0 {
		return ""
	}
	on := strconv.Itoa(boards) + " boards"
	if boards == 1 {
		on = "1 board"
	}
	return "against par " + signedIMPs(total) + " IMPs on " + on
}

// signedIMPs writes IMPs with their sign, as a score is written, and 0
// bare.
func signedIMPs(n int) string {
	if n == 0 {
		return "0"
	}
	return signedScore(n)
}

// cardTotalLine is the line under a score card that makes its figures add
// up: the sum of the points and, when the total was factored, why and by
// how much.
func (v *view) cardTotalLine(p scoring.PairResult) string {
	sum := total(v.sum(p), v.imps)
	line := "Total " + sum
	if f := v.factored(p); f != "" {
		line = "Sum of points " + sum + "; " + f + " = " + v.totalText(p)
	}
	if v.parIMPs {
		if par := v.parIMPsTotal(p); par != "" {
			line += "; " + par
		}
	}
	return line
}

// scoreCardsPDF prints each pair's personal score card, never split across
// pages when it fits on one.
func (d *pdfDoc) scoreCardsPDF(v *view) {
	d.page("Personal score cards", "P")
	d.mark("Personal score cards", 0)
	cols := v.cardColumns()
	d.setSize("", cardSize)
	var all [][]text
	for _, rows := range v.cards {
		for _, c := range rows {
			all = append(all, v.cardLine(c))
		}
	}
	ws := d.fitWidths(cols, all, -1)
	const h = 5.6
	for _, p := range v.cardPairs() {
		k := key(p.Pair)
		rounds := v.cardRounds(k)
		showDir := v.changesDirection(k)
		rowsH := 0.0
		for _, c := range v.cards[k] {
			rowsH += d.cardRowH(v, ws, h, c)
		}
		d.keep(9 + rowsH + float64(len(rounds)+2)*h + 5)
		d.startBlock("score card " + label(p.Pair))
		d.mark("Pair "+label(p.Pair), 1)
		d.cardHead(v, p)
		d.setSize("B", cardSize)
		d.headRow(cols, ws, h)
		for _, r := range rounds {
			if d.keep(h * float64(min(len(r.Rows), 4)+1)) {
				d.continued("Pair " + label(p.Pair))
				d.headRow(cols, ws, h)
			}
			d.setSize("B", cardSize)
			d.f.SetFillColor(shade[0], shade[1], shade[2])
			d.f.SetX(margin)
			d.cell(d.width(), h, plain(v.roundHeading(r, showDir)), "L", "1", true)
			d.f.Ln(h)
			d.setSize("", cardSize)
			for _, c := range r.Rows {
				if d.keep(d.cardRowH(v, ws, h, c)) {
					d.continued("Pair " + label(p.Pair))
					d.headRow(cols, ws, h)
				}
				d.cardRow(v, cols, ws, h, c)
			}
		}
		d.setSize("", cardSize)
		d.f.SetX(margin)
		d.cell(d.width(), h+1, plain(v.cardTotalLine(p)), "R", "", false)
		d.f.Ln(h + 1)
		d.endBlock()
		d.f.Ln(5)
	}
}

// cardNote is the note of an adjusted board in the lines it takes across
// the columns it covers, and their width; nil for a board played.
func (d *pdfDoc) cardNote(v *view, ws []float64, c cardRow) ([]text, float64) {
	_, note := v.cardCells(c)
	if note == nil {
		return nil, 0
	}
	to := cardNoteTo
	if v.leads {
		to++
	}
	w := 0.0
	for j := cardNoteFrom; j <= to; j++ {
		w += ws[j]
	}
	return d.wrapped(note, w), w
}

// cardRowH is the height of a board of a score card: more than one row's
// for an adjusted score whose words take more than one line.
func (d *pdfDoc) cardRowH(v *view, ws []float64, h float64, c cardRow) float64 {
	lines, _ := d.cardNote(v, ws, c)
	return d.rowHeight(h, len(lines))
}

// cardRow prints one board of a score card.
func (d *pdfDoc) cardRow(v *view, cols []col, ws []float64, h float64, c cardRow) {
	cells := v.cardLine(c)
	note, noteW := d.cardNote(v, ws, c)
	rowH := d.rowHeight(h, len(note))
	to := cardNoteTo
	if v.leads {
		to++
	}
	d.tableLines()
	d.f.SetX(margin)
	for i := 0; i < len(cols); i++ {
		if note != nil && i == cardNoteFrom {
			d.noteCell(noteW, rowH, note)
			i = to
			continue
		}
		d.cell(ws[i], rowH, cells[i], cols[i].align, "1", false)
	}
	d.f.Ln(rowH)
}

// cardLine is one board's cells as the score card's columns hold them,
// the lead included when the session records leads.
func (v *view) cardLine(c cardRow) []text {
	cells, _ := v.cardCells(c)
	if v.leads {
		cells = withLeadCell(cells, cardLeadAt, lineCells(c.Line.Line).Lead)
	}
	if v.imps {
		cells = cells[:len(cells)-2]
	}
	if v.parIMPs {
		cells = append(cells, plain(v.parIMPsCell(c)))
	}
	return cells
}

func (d *pdfDoc) cardHead(v *view, p scoring.PairResult) {
	f := d.f
	f.SetX(margin)
	d.font("B", 13)
	label := "Pair " + label(p.Pair)
	lw := f.GetStringWidth(label) + 4
	f.CellFormat(lw, 8, label, "", 0, "L", false, 0, "")
	summary := "Place " + p.Rank + "    "
	if v.imps {
		summary += "IMPs " + v.totalText(p)
	} else {
		summary += "Total " + v.totalText(p) + "    " + percent(p.Percent) + "%"
	}
	d.font("", 11)
	sw := f.GetStringWidth(summary) + 3
	// The players' names whole: smaller when they are long, down to 8
	// points, before any is cut.
	nw := d.width() - lw - sw
	for size := 11.0; size > 8 && f.GetStringWidth(names(p.Pair)) > nw-2*f.GetCellMargin(); {
		size -= 0.5
		d.font("", size)
	}
	d.cell(nw, 8, plain(names(p.Pair)), "L", "", false)
	d.font("", 11)
	f.CellFormat(sw, 8, summary, "", 1, "R", false, 0, "")
	f.Ln(1)
}
