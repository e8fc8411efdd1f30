package reports

import (
	"io"
	"strconv"
	"strings"

	"bridgescore/movements"
)

// WriteIndividualGuideCardsPDF prints an individual movement's guide
// cards: a page per table (who sits where each round, the boards, and
// where each player and the boards go next), then a card per player
// (his table, seat, partner and opponents each round).
func WriteIndividualGuideCardsPDF(w io.Writer, m *movements.Individual, title string, paper Paper) error {
	if m == nil {
		return errNoMovement
	}
	d := newPDF(paper, clean(title))
	d.individualTableCards(m)
	d.playerCards(m)
	return d.output(w)
}

// individualTableCards prints each table's card, landscape, for the four
// seats and their moves.
func (d *pdfDoc) individualTableCards(m *movements.Individual) {
	cols := []col{
		{"Round", 12, "C"}, {"N", 10, "C"}, {"E", 10, "C"}, {"S", 10, "C"}, {"W", 10, "C"}, {"Boards", 18, "C"},
		{"N goes to", 28, "C"}, {"E goes to", 28, "C"}, {"S goes to", 28, "C"}, {"W goes to", 28, "C"}, {"Boards to", 26, "C"},
	}
	for i, card := range m.TableCards() {
		d.page(clean(m.Name)+": table guide cards", "L")
		if i == 0 {
			d.mark("Table guide cards", 0)
		}
		d.mark("Table "+strconv.Itoa(card.Table), 1)
		f := d.f
		d.font("B", 22)
		f.SetX(margin)
		f.CellFormat(d.width(), 11, "Table "+strconv.Itoa(card.Table), "", 1, "L", false, 0, "")
		d.font("", 11)
		f.SetX(margin)
		f.CellFormat(d.width(), 6, clean(m.Name), "", 1, "L", false, 0, "")
		var rows [][]text
		for _, r := range card.Rounds {
			cells := []text{plain(strconv.Itoa(r.Round))}
			for _, p := range r.Players {
				if m.IsMissing(p) {
					cells = append(cells, plain("–"))
				} else {
					cells = append(cells, plain(strconv.Itoa(p)))
				}
			}
			boards := boardsText(r.Boards)
			if r.SitOut {
				boards = "sit out"
			}
			cells = append(cells, plain(boards))
			for _, n := range r.Next {
				cells = append(cells, plain(strings.TrimSpace(n)))
			}
			rows = append(rows, append(cells, plain(r.BoardsNext)))
		}
		d.cardRows(cols, rows, guideCardSize{minRow: 6, maxRow: 14, maxType: 16, minType: 7, below: 14})
		d.font("", 10)
		f.Ln(2)
		f.SetX(margin)
		f.MultiCell(d.width(), 5, "“Goes to” is where the player in each seat, and the boards, go for the next round.", "", "L", false)
	}
}

// playerCards prints each player's route: table, seat, partner and
// opponents each round.
func (d *pdfDoc) playerCards(m *movements.Individual) {
	cols := []col{{"Round", 14, "C"}, {"Table", 14, "C"}, {"Seat", 16, "C"}, {"Partner", 18, "C"}, {"Against", 24, "C"}, {"Boards", 20, "C"}}
	d.page(clean(m.Name)+": player cards", "P")
	d.mark("Player cards", 0)
	ws := d.widths(cols)
	const h = 6.5
	for _, route := range m.PlayerRoutes() {
		d.keep(12 + float64(len(route.Steps)+1)*h + 6)
		name := "Player " + strconv.Itoa(route.Player)
		d.mark(name, 1)
		f := d.f
		f.SetX(margin)
		d.font("B", 15)
		f.CellFormat(d.width(), 9, name, "", 1, "L", false, 0, "")
		d.baseSize = 11
		d.headRow(cols, ws, h)
		for _, s := range route.Steps {
			cells := []text{plain(strconv.Itoa(s.Round)), plain(strconv.Itoa(s.Table))}
			if s.SitsOut {
				cells = append(cells, plain("sit out"))
			} else {
				cells = append(cells, plain(s.Seat.Name()), plain(strconv.Itoa(s.Partner)),
					plain(strconv.Itoa(s.Left)+" & "+strconv.Itoa(s.Right)), plain(boardsText(s.Boards)))
			}
			d.row(cols, ws, h, cells)
		}
		f.Ln(6)
	}
}
