package reports

import (
	"sort"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// recapCell is what the recap sheet shows for a pair on a board.
func (v *view) recapCell(k string, board int) string {
	for _, c := range v.cards[k] {
		if c.Board != board {
			continue
		}
		if c.Line.Kind == scoring.NotPlayed || c.Points == nil {
			return "–"
		}
		return v.pointsText(c.Points)
	}
	return ""
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

// recapPDF prints the recap sheet: every pair's points on every board, in
// landscape, with the boards split into blocks if there are too many to
// read in one row.
func (d *pdfDoc) recapPDF(v *view) {
	d.page("Recap sheet", "L")
	d.mark("Recap sheet", 0)
	d.titleBlock(v, "Recap sheet", true)
	boards := make([]int, len(v.boards))
	for i, b := range v.boards {
		boards[i] = b.Board
	}
	const pairW, totalW, pctW, minBoardW = 13.0, 17.0, 15.0, 7.4
	fixed := pairW + totalW
	if !v.imps {
		fixed += pctW
	}
	perBlock := int((d.width() - fixed) / minBoardW)
	if perBlock < 1 {
		perBlock = 1
	}
	blocks := (len(boards) + perBlock - 1) / perBlock
	if blocks == 0 {
		blocks = 1
	}
	// Spread the boards evenly over the blocks.
	perBlock = (len(boards) + blocks - 1) / blocks

	const h = 4.6
	for _, fl := range v.fields {
		pairs := recapPairs(fl)
		for start := 0; start < len(boards) || start == 0; start += perBlock {
			end := min(start+perBlock, len(boards))
			last := end == len(boards)
			cols := []col{{"Pair", pairW, "C"}}
			for _, b := range boards[start:end] {
				cols = append(cols, col{strconv.Itoa(b), minBoardW, "R"})
			}
			if last {
				if v.imps {
					cols = append(cols, col{"IMPs", totalW, "R"})
				} else {
					cols = append(cols, col{"Total", totalW, "R"}, col{"%", pctW, "R"})
				}
			}
			ws := make([]float64, len(cols))
			used := 0.0
			for i, c := range cols {
				ws[i] = c.w
				used += c.w
			}
			// Widen the board columns to fill the line.
			if n := end - start; n > 0 {
				extra := (d.width() - used) / float64(n)
				if !last {
					extra = min(extra, 4)
				}
				for i := 1; i <= n; i++ {
					ws[i] += extra
				}
			}
			// Keep a field's block on one page when it can fit on one.
			_, ph := d.f.GetPageSize()
			need := 8 + float64(len(pairs)+1)*h
			if need > ph-topEdge-margin-2 {
				need = 8 + 3*h
			}
			d.keep(need)
			title := fl.Name
			if blocks > 1 {
				if title != "" {
					title += ", "
				}
				title += "boards " + strconv.Itoa(boards[start]) + "–" + strconv.Itoa(boards[end-1])
			}
			if title != "" {
				d.font("B", 11)
				d.f.SetX(margin)
				d.f.CellFormat(d.width(), 7, title, "", 1, "L", false, 0, "")
			}
			d.baseSize = 7.5
			d.headRow(cols, ws, h)
			for _, p := range pairs {
				if d.keep(h) {
					d.headRow(cols, ws, h)
				}
				cells := []text{plain(p.ID)}
				for _, b := range boards[start:end] {
					cells = append(cells, plain(v.recapCell(key(p.Pair), b)))
				}
				if last {
					cells = append(cells, plain(v.totalText(p)))
					if !v.imps {
						cells = append(cells, plain(percent(p.Percent)))
					}
				}
				d.row(cols, ws, h, cells)
			}
			d.f.Ln(4)
			if end >= len(boards) {
				break
			}
		}
	}
}
