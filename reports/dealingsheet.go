package reports

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// WriteDealingSheetPDF prints the sheet a person deals boards from by
// hand: for each board, every card of the pack in order, spades ace down
// to clubs two, with the seat it goes to. Sort the pack by suit and rank,
// then put each card in the pocket the sheet names.
func WriteDealingSheetPDF(w io.Writer, deals []scoring.Deal, title string, paper Paper) error {
	if len(deals) == 0 {
		return fmt.Errorf("no deals to print a dealing sheet for")
	}
	deals = slices.Clone(deals)
	slices.SortStableFunc(deals, func(a, b scoring.Deal) int { return a.Board - b.Board })
	d := newPDF(paper, clean(title))
	d.page("Dealing sheet", "P")
	d.mark("Dealing sheet", 0)
	for _, deal := range deals {
		d.dealingBlock(deal.Board, deal.Hands)
	}
	return d.output(w)
}

// dealingRanks are the ranks as the sheet prints them, ace first.
var dealingRanks = []string{"A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"}

// dealingBlock prints one board: a row per suit, a column per rank, the
// seat (N, E, S, W) each card goes to.
func (d *pdfDoc) dealingBlock(board int, h [4]string) {
	const labelW, cellW, rowH = 10.0, 13.0, 7.0
	d.keep(8 + 5 + 4*rowH + 5)
	f := d.f
	d.mark("Board "+strconv.Itoa(board), 1)
	f.SetX(margin)
	d.font("B", 11)
	f.CellFormat(30, 7, "Board "+strconv.Itoa(board), "", 0, "L", false, 0, "")
	d.font("", 9)
	f.CellFormat(100, 7, "Dealer "+scoring.Dealer(board).String()+"   Vulnerable: "+scoring.Vul(board).String(), "", 1, "L", false, 0, "")
	owner := map[string]string{} // "♠A" → "N"
	for seat, hand := range h {
		suits := strings.Split(hand, ".")
		if len(suits) != 4 {
			continue
		}
		for s, cards := range suits {
			for _, c := range cards {
				r := string(c)
				if r == "T" {
					r = "10"
				}
				owner[suitOrder[s]+r] = scoring.DDSeat(seat).String()
			}
		}
	}
	d.drawColor(rule)
	d.font("", 7.5)
	d.color(grey)
	f.SetX(margin + labelW)
	for _, r := range dealingRanks {
		f.CellFormat(cellW, 4.5, r, "", 0, "C", false, 0, "")
	}
	f.Ln(4.5)
	d.color(black)
	for s, sym := range suitOrder {
		f.SetX(margin)
		d.font("", 11)
		d.cell(labelW, rowH, text{{text: sym, red: s == 1 || s == 2}}, "C", "1", false)
		d.font("B", 12)
		for _, r := range dealingRanks {
			f.CellFormat(cellW, rowH, owner[sym+r], "1", 0, "C", false, 0, "")
		}
		f.Ln(rowH)
	}
	f.Ln(5)
}
