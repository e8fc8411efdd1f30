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

// recapKey explains the marks of a field's recap in one line.
func (v *view) recapKey(fl field) string {
	k := "A: adjusted score"
	if adj := v.adjustedKey(fl); len(adj) > 0 {
		k += " (" + strings.Join(adj, "; ") + ")"
	}
	return k + ".  NP: not played.  –: no result for the pair (sit-out)."
}

// recapPairs is a field's pairs in pair-number order, as the director reads
// down the recap sheet.
func recapPairs(fl field) []scoring.PairResult {
	ps := append([]scoring.PairResult(nil), fl.Pairs...)
	sort.SliceStable(ps, func(i, j int) bool { return lessPairID(ps[i].ID, ps[j].ID) })
	return ps
}

// lessPairID orders pair ids by their number, then by what follows it
// ("2NS" before "10NS").
func lessPairID(a, b string) bool {
	na, ra := splitNumber(a)
	nb, rb := splitNumber(b)
	if na != nb {
		return na < nb
	}
	return ra < rb
}

func splitNumber(s string) (int, string) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(s[:i])
	if err != nil {
		return 1 << 30, s
	}
	return n, strings.TrimSpace(s[i:])
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
	// The widest field's boards set the columns' widths and blocks.
	var boards []int
	for _, fl := range v.fields {
		if fb := v.recapBoardNumbers(fl); len(fb) > len(boards) {
			boards = fb
		}
	}
	d.setSize("", recapSize)
	cm := d.f.GetCellMargin()
	// Every column as wide as its widest figure, at the one size.
	widest := func(w float64, s string) float64 { return max(w, d.f.GetStringWidth(s)+2*cm+1) }
	boardW, pairW, totalW, pctW := 0.0, 0.0, widest(0, "Total"), widest(0, "100.00")
	if v.imps {
		totalW = widest(0, "IMPs")
	}
	for _, fl := range v.fields {
		for _, p := range fl.Pairs {
			pairW = widest(widest(pairW, "Pair"), p.ID)
			totalW = widest(totalW, v.totalText(p))
			for _, b := range boards {
				boardW = widest(widest(boardW, strconv.Itoa(b)), v.recapCell(key(p.Pair), b))
			}
		}
	}
	fixedW := pairW + totalW
	if !v.imps {
		fixedW += pctW
	}
	perBlock := max(1, int((d.width()-fixedW)/boardW))
	blocks := max(1, (len(boards)+perBlock-1)/perBlock)
	// Spread the boards evenly over the blocks.
	perBlock = max(1, (len(boards)+blocks-1)/blocks)

	const h = 5.0
	for _, fl := range v.fields {
		pairs := recapPairs(fl)
		boards := v.recapBoardNumbers(fl)
		for start := 0; start < len(boards) || start == 0; start += perBlock {
			end := min(start+perBlock, len(boards))
			cols := []col{{"Pair", pairW, "C"}}
			for _, b := range boards[start:end] {
				cols = append(cols, col{strconv.Itoa(b), boardW, "R"})
			}
			if v.imps {
				cols = append(cols, col{"IMPs", totalW, "R"})
			} else {
				cols = append(cols, col{"Total", totalW, "R"}, col{"%", pctW, "R"})
			}
			ws := make([]float64, len(cols))
			used := 0.0
			for i, c := range cols {
				ws[i] = c.w
				used += c.w
			}
			// Widen the board columns to fill the line.
			if n := end - start; n > 0 && used < d.width() {
				extra := (d.width() - used) / float64(n)
				for i := 1; i <= n; i++ {
					ws[i] += extra
				}
			}
			title := fl.Name
			if blocks > 1 {
				if title != "" {
					title += ", "
				}
				title += "boards " + strconv.Itoa(boards[start]) + "–" + strconv.Itoa(boards[end-1])
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
				for _, b := range boards[start:end] {
					cells = append(cells, plain(v.recapCell(key(p.Pair), b)))
				}
				cells = append(cells, plain(v.totalText(p)))
				if !v.imps {
					cells = append(cells, plain(percent(p.Percent)))
				}
				d.row(cols, ws, h, cells)
			}
			d.f.Ln(2)
			if end >= len(boards) {
				break
			}
		}
		d.note(v.recapKey(fl))
		if fn := v.factoredNotes(fl); len(fn) > 0 {
			d.note(strings.Join(fn, "; "))
		}
		d.f.Ln(3)
	}
}
