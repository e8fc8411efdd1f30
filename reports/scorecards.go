package reports

import (
	"strconv"

	"bridgescore/scoring"
)

// cardCols are a personal score card's columns; contract to score are
// replaced by a note on adjusted lines.
var cardCols = []col{
	{"Round", 10, "C"},
	{"Table", 10, "C"},
	{"Board", 10, "C"},
	{"Dir", 8, "C"},
	{"Opponents", 52, "L"},
	{"Contract", 15, "C"},
	{"By", 7, "C"},
	{"Tricks", 10, "C"},
	{"Score", 13, "R"},
	{"Points", 13, "R"},
	{"%", 12, "R"},
}

const (
	cardNoteFrom, cardNoteTo = 5, 8
	cardLeadAt               = 7 // where the Lead column goes: after By
)

// cardCells lays out one board of a pair's score card. The score is from
// the pair's side: +420 when they scored it.
func (v *view) cardCells(c cardRow) (cells []text, note text) {
	t := lineCells(c.Line.Line)
	opp := c.Opponents
	if p, ok := v.pairs[c.OppKey]; ok {
		if n := names(p.Pair); n != "" {
			opp += "  " + n
		}
	}
	score := ""
	if c.Line.Kind == scoring.Played {
		s := c.Line.Score
		if c.Dir == "EW" {
			s = -s
		}
		score = signedScore(s)
	}
	pct := ""
	if c.Percent != nil {
		pct = percent(c.Percent)
	}
	round, table := "", ""
	if c.Round > 0 {
		round = strconv.Itoa(c.Round)
	}
	if c.Table > 0 {
		table = strconv.Itoa(c.Table)
	}
	cells = []text{plain(round), plain(table), plain(strconv.Itoa(c.Board)), plain(c.Dir), plain(opp),
		t.Contract, plain(t.By), plain(t.Tricks), plain(score), plain(v.pointsText(c.Points)), plain(pct)}
	return cells, t.Note
}

// cardPairs is every ranked pair, in pair-number order field by field.
func (v *view) cardPairs() []scoring.PairResult {
	var out []scoring.PairResult
	for _, fl := range v.fields {
		out = append(out, recapPairs(fl)...)
	}
	return out
}

// scoreCardsPDF prints each pair's personal score card, never split across
// pages.
func (d *pdfDoc) scoreCardsPDF(v *view) {
	d.page("Personal score cards", "P")
	d.mark("Personal score cards", 0)
	cols, drop := v.cardColumns()
	ws := d.widths(cols)
	const h = 3.75
	for _, p := range v.cardPairs() {
		rows := v.cards[key(p.Pair)]
		d.keep(9 + float64(len(rows)+1)*h + 5)
		d.startBlock("score card " + label(p.Pair))
		d.mark("Pair "+label(p.Pair), 1)
		d.cardHead(v, p)
		d.baseSize = 7.5
		d.headRow(cols, ws, h)
		for _, c := range rows {
			if d.keep(h) {
				d.continued("Pair " + label(p.Pair))
				d.headRow(cols, ws, h)
			}
			cells, note := v.cardCells(c)
			to := cardNoteTo
			if v.leads {
				cells = withLeadCell(cells, cardLeadAt, lineCells(c.Line.Line).Lead)
				to++
			}
			cells = cells[drop:]
			d.f.SetX(margin)
			for i := 0; i < len(cols); i++ {
				if note != nil && i == cardNoteFrom-drop {
					w := 0.0
					for j := cardNoteFrom - drop; j <= to-drop; j++ {
						w += ws[j]
					}
					d.cell(w, h, note, "C", "1", false)
					i = to - drop
					continue
				}
				d.cell(ws[i], h, cells[i], cols[i].align, "1", false)
			}
			d.f.Ln(h)
		}
		d.endBlock()
		d.f.Ln(5)
	}
}

// cardColumns is the score card's columns for this session: without the
// round and table when no traveller or movement gives them (drop is then
// 2, the number of leading columns left out), without a percentage for IMP
// scoring, and with the lead when the session records leads.
func (v *view) cardColumns() (cols []col, drop int) {
	cols = cardCols
	if v.imps {
		cols = cols[:len(cols)-1]
	}
	if v.leads {
		cols = withLead(cols, cardLeadAt)
	}
	if !v.knowRounds() {
		drop = 2
	}
	return cols[drop:], drop
}

// knowRounds says whether any line was placed in a round.
func (v *view) knowRounds() bool {
	for _, rows := range v.cards {
		for _, c := range rows {
			if c.Round > 0 {
				return true
			}
		}
	}
	return false
}

func (d *pdfDoc) cardHead(v *view, p scoring.PairResult) {
	f := d.f
	f.SetX(margin)
	d.font("B", 11)
	label := "Pair " + label(p.Pair)
	lw := f.GetStringWidth(label) + 4
	f.CellFormat(lw, 7, label, "", 0, "L", false, 0, "")
	summary := "Place " + p.Rank + "    "
	if v.imps {
		summary += "IMPs " + v.totalText(p)
	} else {
		summary += "Total " + v.totalText(p) + "    " + percent(p.Percent) + "%"
	}
	d.font("", 10)
	sw := f.GetStringWidth(summary) + 2
	d.baseSize = 10
	d.cell(d.width()-lw-sw, 7, plain(names(p.Pair)), "L", "", false)
	f.CellFormat(sw, 7, summary, "", 1, "R", false, 0, "")
	f.Ln(1)
}
