package reports

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// Recap cell marks: an adjusted score, a board not played, and a board the
// pair did not play at all (a sit-out, or a board outside its rounds).
const (
	markAdjusted  = "A"
	markNotPlayed = "NP"
	markSitOut    = "–"
)

// recapCell is what the recap sheet shows for a pair on a board: its
// points, "A" before the points of an adjusted score, "NP" for a board not
// played and "–" for a board the pair had no line on.
func (v *view) recapCell(k string, board int) string {
	for _, c := range v.cards[k] {
		if c.Board != board {
			continue
		}
		switch {
		case c.Line.Kind == scoring.NotPlayed:
			return markNotPlayed
		case c.Points == nil:
			return markSitOut
		case c.Line.Kind != scoring.Played:
			return markAdjusted + " " + v.pointsText(c.Points)
		}
		return v.pointsText(c.Points)
	}
	return markSitOut
}

// adjustedKey lists a field's adjusted scores for the key under the recap:
// "board 10: 4 Average-plus (60%), 6 Average-minus (40%)".
func (v *view) adjustedKey(fl field) []string {
	in := map[string]bool{}
	for _, p := range fl.Pairs {
		in[key(p.Pair)] = true
	}
	var out []string
	for _, b := range v.boards {
		for _, l := range b.Lines {
			if l.Kind != scoring.Artificial && l.Kind != scoring.Weighted {
				continue
			}
			var parts []string
			for _, side := range []struct {
				id, dir string
				pct     int
				w       []scoring.WeightedScore
			}{{l.NS, "NS", l.NSPercent, l.NSWeights}, {l.EW, "EW", l.EWPercent, l.EWWeights}} {
				if !in[v.sideKey(l.Section, side.id, side.dir)] {
					continue
				}
				if l.Kind == scoring.Artificial {
					parts = append(parts, fmt.Sprintf("%s %d%%", side.id, side.pct))
				} else {
					parts = append(parts, side.id+" weighted score")
				}
			}
			if len(parts) > 0 {
				out = append(out, fmt.Sprintf("board %d: %s", b.Board, strings.Join(parts, ", ")))
			}
		}
	}
	return out
}

// recapKey explains, in one line, the marks the field's recap shows, and
// only those: a legend naming a sit-out in a movement without one says
// what did not happen.
func (v *view) recapKey(fl field) string {
	used := map[string]bool{}
	for _, p := range fl.Pairs {
		for _, b := range v.recapBoardNumbers(fl) {
			c := v.recapCell(key(p.Pair), b)
			if c == markNotPlayed || c == markSitOut {
				used[c] = true
			} else if strings.HasPrefix(c, markAdjusted+" ") {
				used[markAdjusted] = true
			}
		}
	}
	var k []string
	if used[markAdjusted] {
		a := "A: adjusted score"
		if adj := v.adjustedKey(fl); len(adj) > 0 {
			a += " (" + strings.Join(adj, "; ") + ")"
		}
		k = append(k, a+".")
	}
	if used[markNotPlayed] {
		k = append(k, "NP: not played.")
	}
	if used[markSitOut] {
		k = append(k, "–: a board the pair did not play.")
	}
	return strings.Join(k, "  ")
}

// recapPairs is a field's pairs in pair-number order, as the director reads
// down the recap sheet.
func recapPairs(fl field) []scoring.PairResult {
	ps := append([]scoring.PairResult(nil), fl.Pairs...)
	sort.SliceStable(ps, func(i, j int) bool { return scoring.LessPairID(ps[i].ID, ps[j].ID) })
	return ps
}

// recapSize is the one type size of the recap sheet: every cell, heading
// and total is set in it, and the boards are split into blocks when the
// width needs it, rather than any cell being printed smaller.
const recapSize = 9.0

// recapPDF prints the recap sheet: every pair's points on every board, in
// landscape, in blocks of boards that fit the width at one type size.
// Each block carries the totals, so a pair's total is always on the same
// page as its boards.
func (d *pdfDoc) recapPDF(v *view) {
	d.page("Recap sheet", "L")
	d.mark("Recap sheet", 0)
	d.titleBlock(v, "Recap sheet", true)
	l := d.recapLayout(v)
	for _, fl := range v.fields {
		pairs := recapPairs(fl)
		boards := v.recapBoardNumbers(fl)
		for start := 0; start < len(boards) || start == 0; start += l.perBlock {
			end := min(start+l.perBlock, len(boards))
			title := fl.Name
			if l.blocks > 1 {
				if title != "" {
					title += ", "
				}
				title += "boards " + strconv.Itoa(boards[start]) + "–" + strconv.Itoa(boards[end-1])
			}
			d.recapBlock(v, l, title, pairs, boards[start:end])
			if end >= len(boards) {
				break
			}
		}
		if k := v.recapKey(fl); k != "" {
			d.note(k)
		}
		if fn := v.factoredNotes(fl); len(fn) > 0 {
			d.note(strings.Join(fn, "; "))
		}
		d.f.Ln(3)
	}
}

// recapLayout is the recap sheet's columns and blocks of boards: every
// column as wide as its widest figure, at the one size, the widest
// field's boards setting the widths and blocks.
type recapLayout struct {
	boardW, pairW, totalW, pctW float64
	perBlock, blocks            int
}

func (d *pdfDoc) recapLayout(v *view) recapLayout {
	var boards []int
	for _, fl := range v.fields {
		if fb := v.recapBoardNumbers(fl); len(fb) > len(boards) {
			boards = fb
		}
	}
	d.setSize("", recapSize)
	cm := d.f.GetCellMargin()
	widest := func(w float64, s string) float64 { return max(w, d.f.GetStringWidth(s)+2*cm+1) }
	l := recapLayout{totalW: widest(0, "Total"), pctW: widest(0, "100.00")}
	if v.imps {
		l.totalW = widest(0, "IMPs")
	}
	for _, fl := range v.fields {
		for _, p := range fl.Pairs {
			l.pairW = widest(widest(l.pairW, "Pair"), p.ID)
			l.totalW = widest(l.totalW, v.totalText(p))
			for _, b := range boards {
				l.boardW = widest(widest(l.boardW, strconv.Itoa(b)), v.recapCell(key(p.Pair), b))
			}
		}
	}
	fixedW := l.pairW + l.totalW
	if !v.imps {
		fixedW += l.pctW
	}
	l.perBlock = max(1, int((d.width()-fixedW)/l.boardW))
	l.blocks = max(1, (len(boards)+l.perBlock-1)/l.perBlock)
	// Spread the boards evenly over the blocks.
	l.perBlock = max(1, (len(boards)+l.blocks-1)/l.blocks)
	return l
}

// recapBlock prints one block of a field's recap: its pairs' scores on
// the boards given, with their totals.
func (d *pdfDoc) recapBlock(v *view, l recapLayout, title string, pairs []scoring.PairResult, boards []int) {
	const h = 5.0
	cols := []col{{"Pair", l.pairW, "C"}}
	for _, b := range boards {
		cols = append(cols, col{strconv.Itoa(b), l.boardW, "R"})
	}
	if v.imps {
		cols = append(cols, col{"IMPs", l.totalW, "R"})
	} else {
		cols = append(cols, col{"Total", l.totalW, "R"}, col{"%", l.pctW, "R"})
	}
	ws := make([]float64, len(cols))
	used := 0.0
	for i, c := range cols {
		ws[i] = c.w
		used += c.w
	}
	// Widen the board columns to fill the line.
	if n := len(boards); n > 0 && used < d.width() {
		extra := (d.width() - used) / float64(n)
		for i := 1; i <= n; i++ {
			ws[i] += extra
		}
	}
	// Keep a block on one page when it can fit on one.
	d.keep(8 + float64(len(pairs)+1)*h + 6)
	if title != "" {
		d.font("B", 11)
		d.f.SetX(margin)
		d.f.CellFormat(d.width(), 7, title, "", 1, "L", false, 0, "")
	}
	d.headRow(cols, ws, h)
	for _, p := range pairs {
		if d.keep(h) {
			if title != "" {
				d.continued(title)
			}
			d.headRow(cols, ws, h)
		}
		cells := []text{plain(p.ID)}
		for _, b := range boards {
			cells = append(cells, plain(v.recapCell(key(p.Pair), b)))
		}
		cells = append(cells, plain(v.totalText(p)))
		if !v.imps {
			cells = append(cells, plain(percent(p.Percent)))
		}
		d.row(cols, ws, h, cells)
	}
	d.f.Ln(2)
}
