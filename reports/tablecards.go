package reports

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"

	"bridgescore/movements"
)

// TableCards are the cards that stand on each table while its phones
// enter the results: one card a table, one page each, its number large
// enough to find from across the room, the QR code of its page, the
// address and the code, and where its first round starts.
const TableCards Report = "tablecards"

// BeforePlay says whether every report asked for is printed before play
// (guide cards, table cards), needing the movement and no results.
func BeforePlay(what []Report) bool {
	for _, w := range what {
		if w != GuideCards && w != TableCards {
			return false
		}
	}
	return len(what) > 0
}

// errNoTableCodes refuses table cards without the tables' codes.
var errNoTableCodes = errors.New("table cards carry each table's code and address: turn the tables on first (Ctrl+T in the window; report --tables-address on the command line)")

// tableCardsPDF prints a section's table cards.
func (d *pdfDoc) tableCardsPDF(m *movements.Movement, access map[TableRef]TableAccess) {
	for i, card := range m.TableCards() {
		a, ok := access[TableRef{Section: m.Section, Table: card.Table}]
		if !ok {
			a, ok = access[TableRef{Table: card.Table}]
		}
		if !ok {
			continue
		}
		d.page(sectionTitle(m, "Table cards"), "P")
		if i == 0 {
			d.mark(sectionTitle(m, "Table cards"), 0)
		}
		d.mark(sectionPrefix(m)+"Table "+strconv.Itoa(card.Table), 1)
		d.tableCard(m, card, a)
	}
}

// tableCard prints one table's card on its page.
func (d *pdfDoc) tableCard(m *movements.Movement, card movements.TableCard, a TableAccess) {
	f := d.f
	w := d.width()
	center := func(style string, size, h float64, s string) {
		d.font(style, size)
		f.SetX(margin)
		f.MultiCell(w, h, s, "", "C", false)
	}
	f.Ln(6)
	if m.Section != "" {
		center("B", 40, 18, "Section "+m.Section)
	}
	center("B", 44, 18, "Table")
	center("B", 180, 66, strconv.Itoa(card.Table))
	center("", 14, 7, movementTitle(m.Name))
	if first := firstRound(m, card); first != "" {
		center("", 14, 7, first)
	}
	f.Ln(8)
	const side = 80.0 // mm: a phone reads it from a chair
	if img, err := qrPNG(a.URL); err == nil {
		name := "qr-card-" + m.Section + strconv.Itoa(card.Table)
		f.RegisterImageOptionsReader(name, gofpdfPNG, bytes.NewReader(img))
		f.ImageOptions(name, margin+(w-side)/2, f.GetY(), side, side, false, gofpdfPNG, 0, "")
		f.SetY(f.GetY() + side + 6)
	}
	center("B", 20, 10, "Enter your results on a phone")
	center("", 14, 7, "Scan the code, or open "+a.URL)
	center("B", 20, 10, "Table code "+a.Code)
}

// firstRound says who starts at a table and with which boards.
func firstRound(m *movements.Movement, card movements.TableCard) string {
	for _, r := range card.Rounds {
		if r.SitOut {
			continue
		}
		return fmt.Sprintf("Round %d: %s pair %s v %s pair %s, boards %s",
			r.Round, "NS", pairNumber(m, r.NS, "NS"), "EW", pairNumber(m, r.EW, "EW"), boardsText(r.Boards))
	}
	return ""
}
