package reports

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"bridgescore/fault"
	"bridgescore/movements"
)

// errNoMovement refuses guide cards without the movement they print (a
// session imported from a results file keeps none).
var errNoMovement = fault.New(fault.Invalid, "guide cards need the session's movement, which is not known")

// WriteGuideCardsPDF prints a movement's table guide cards, one page per
// table, followed by the pair route cards.
func WriteGuideCardsPDF(w io.Writer, m *movements.Movement, title string, paper Paper) error {
	if m == nil {
		return errNoMovement
	}
	d := newPDF(paper, clean(title))
	d.guideCardsPDF(cleanMovement(m), 0, nil)
	return d.output(w)
}

// WriteSectionsGuideCardsPDF prints the guide cards of a session played
// in several sections, one section after another, each card and heading
// carrying its section's letter.
func WriteSectionsGuideCardsPDF(w io.Writer, sections []*movements.Movement, title string, paper Paper) error {
	if len(sections) == 0 {
		return errNoMovement
	}
	d := newPDF(paper, clean(title))
	for _, m := range sections {
		if m == nil {
			return errNoMovement
		}
		d.guideCardsPDF(cleanMovement(m), 0, nil)
	}
	return d.output(w)
}

// boardsText names boards as a range: "5–8", or "5" for a single board.
func boardsText(b []int) string {
	switch len(b) {
	case 0:
		return ""
	case 1:
		return strconv.Itoa(b[0])
	}
	return strconv.Itoa(b[0]) + "–" + strconv.Itoa(b[len(b)-1])
}

// sharedAllNight names the tables a table shares its boards with in every
// round it plays, "" when the sharing changes or there is none; the card
// then says it once instead of on every line.
func sharedAllNight(card movements.TableCard) string {
	common := ""
	for i, r := range card.Rounds {
		if r.SitOut {
			continue
		}
		var ts []string
		for _, t := range r.SharedWith {
			ts = append(ts, strconv.Itoa(t))
		}
		s := strings.Join(ts, " and ")
		if s == "" || (i > 0 && common != "" && s != common) {
			return ""
		}
		common = s
	}
	return common
}

// pairNumber names a pair in a column of pairs sitting dir: the number
// alone, or number and direction when the pair is not one of dir's (after
// an arrow switch, or as opponents on a route card).
func pairNumber(m *movements.Movement, p movements.PairID, dir string) string {
	if m.IsPhantom(p) {
		return "—"
	}
	if p.Direction != "" && p.Direction != dir {
		return p.String()
	}
	return strconv.Itoa(p.Number)
}

// guideCardsPDF prints a table card per page and then the pair route
// cards, large enough to read from a chair. With a round (not 0) each
// table's card holds that round only, for the tables to be set up or
// checked round by round, and the route cards are left out.
func (d *pdfDoc) guideCardsPDF(m *movements.Movement, round int, access map[TableRef]TableAccess) {
	cols := []col{
		{"Round", 12, "C"},
		{"NS", 10, "C"},
		{"EW", 10, "C"},
		{"Boards", 24, "C"},
		{"NS go to", 24, "C"},
		{"EW go to", 24, "C"},
		{"Boards to", 22, "C"},
	}
	arrows := false
	for i, card := range m.TableCards() {
		d.page(sectionTitle(m, "Table guide cards"), "P")
		if i == 0 {
			d.mark(sectionTitle(m, "Table guide cards"), 0)
		}
		d.mark(sectionPrefix(m)+"Table "+strconv.Itoa(card.Table), 1)
		shared := d.tableCardHeading(m, card, round)
		a, hasAccess := access[TableRef{Section: m.Section, Table: card.Table}]
		if !hasAccess {
			// A lettered movement stored as a session of its own has its
			// codes under no section.
			a, hasAccess = access[TableRef{Table: card.Table}]
		}
		f := d.f
		var rows [][]text
		for _, r := range card.Rounds {
			if round != 0 && r.Round != round {
				continue
			}
			cells, arrow := guideCells(m, r, shared)
			arrows = arrows || arrow
			rows = append(rows, cells)
		}
		size := guideCardSize{minRow: 7, maxRow: 20, maxType: 20, minType: 8, below: 20}
		if hasAccess {
			// The phones' code goes on the same page: a table's card is one
			// page, its number, rounds and code together.
			size.below += accessHeight
		}
		d.cardRows(cols, rows, size)
		d.font("", 11)
		f.Ln(3)
		f.SetX(margin)
		note := "“Go to” is where each pair and the boards go for the next round."
		if arrows {
			note += " ⇅ marks an arrow switch: the pair sitting NS plays the EW cards."
		}
		f.MultiCell(d.width(), 5.5, note, "", "L", false)
		if hasAccess {
			d.tableAccess(m, card.Table, a)
		}
	}
	if round == 0 {
		d.pairCardsPDF(m)
	}
}

// guideCardSize bounds a guide card's rows: their height (mm) and their
// type (points), and the room kept below them for the note.
type guideCardSize struct {
	minRow, maxRow, maxType, minType, below float64
}

// cardRows prints a guide card's rows as tall as the page allows, within
// the size's bounds, with type to match, so the card reads from a chair;
// the one size made smaller only as far as the widest line needs.
func (d *pdfDoc) cardRows(cols []col, rows [][]text, size guideCardSize) {
	_, ph := d.f.GetPageSize()
	h := (ph - d.f.GetY() - margin - size.below) / float64(len(rows)+1)
	h = max(size.minRow, min(size.maxRow, h))
	d.baseSize = min(h*1.35, size.maxType)
	for d.baseSize > size.minType && d.tableWidth(cols, rows) > d.width() {
		d.baseSize -= 0.5
	}
	ws := d.fitWidths(cols, rows, -1)
	d.headRow(cols, ws, h)
	for _, cells := range rows {
		d.keep(h)
		d.row(cols, ws, h, cells)
	}
}

// tableCardHeading prints the top of a table's guide card: its section,
// table, movement, round (when the card holds one), the pair that stays
// there, and the table it shares boards with, which it returns ("" when
// none).
func (d *pdfDoc) tableCardHeading(m *movements.Movement, card movements.TableCard, round int) (shared string) {
	f := d.f
	if m.Section != "" {
		d.font("B", 28)
		f.SetX(margin)
		f.CellFormat(d.width(), 13, "Section "+m.Section, "", 1, "C", false, 0, "")
	}
	d.font("B", 40)
	f.SetX(margin)
	f.CellFormat(d.width(), 20, "Table "+strconv.Itoa(card.Table), "", 1, "C", false, 0, "")
	d.font("", 13)
	f.SetX(margin)
	f.MultiCell(d.width(), 6, movementTitle(m.Name), "", "C", false)
	if round != 0 {
		d.font("B", 16)
		f.SetX(margin)
		f.CellFormat(d.width(), 9, fmt.Sprintf("Round %d", round), "", 1, "C", false, 0, "")
		d.font("", 13)
	}
	if card.Stationary != nil {
		f.SetX(margin)
		f.CellFormat(d.width(), 7, fmt.Sprintf("Pair %s stays at this table", card.Stationary), "", 1, "C", false, 0, "")
	}
	shared = sharedAllNight(card)
	if from, ok := m.Shares[card.Table]; ok && shared == "" {
		shared = strconv.Itoa(from)
	}
	if shared != "" {
		f.SetX(margin)
		f.CellFormat(d.width(), 7, "Shares boards with table "+shared, "", 1, "C", false, 0, "")
	}
	f.Ln(4)
	return shared
}

// sectionPrefix names the section a card belongs to, "Section A · ",
// or nothing when the session has one section.
func sectionPrefix(m *movements.Movement) string {
	if m.Section == "" {
		return ""
	}
	return "Section " + m.Section + " · "
}

// sectionTitle is a page heading with its section: "Pair route cards,
// section B".
func sectionTitle(m *movements.Movement, heading string) string {
	if m.Section == "" {
		return heading
	}
	return heading + ", section " + m.Section
}

// movementTitle is a movement's name as players read it, without the
// source it was taken from: "4-table Howell, 8 pairs, 7 rounds".
func movementTitle(name string) string {
	if i := strings.Index(name, " ("); i > 0 && strings.HasSuffix(name, ")") {
		return name[:i]
	}
	return name
}

// guideCells is one round of a table guide card; arrow is true when the
// round is played with an arrow switch.
func guideCells(m *movements.Movement, r movements.GuideRound, shared string) (cells []text, arrow bool) {
	cells = []text{plain(strconv.Itoa(r.Round)), plain(pairNumber(m, r.NS, "NS")), plain(pairNumber(m, r.EW, "EW"))}
	if r.SitOut {
		cells = append(cells, plain(sitOutText(m, r)))
	} else {
		boards := boardsText(r.Boards)
		if r.ArrowSwitched {
			boards += " ⇅"
			arrow = true
		}
		if len(r.SharedWith) > 0 && shared == "" {
			var ts []string
			for _, t := range r.SharedWith {
				ts = append(ts, strconv.Itoa(t))
			}
			boards += " with T" + strings.Join(ts, "+")
		}
		cells = append(cells, plain(boards))
	}
	// Where the pairs and boards go, in the words the table's page uses;
	// the phantom goes nowhere: its cell is left empty.
	ns, ew, boards := r.Next.CardWords()
	for _, w := range []string{ns, ew, boards} {
		var c text
		if w != "" {
			c = plain(w)
		}
		cells = append(cells, c)
	}
	return cells, arrow
}

// sitOutText names the pair that sits out a round at a table: the one
// facing the phantom.
func sitOutText(m *movements.Movement, r movements.GuideRound) string {
	p := r.NS
	if m.IsPhantom(p) {
		p = r.EW
	}
	if m.IsPhantom(p) {
		return "sit out"
	}
	return "Pair " + p.String() + " sits out"
}

// pairCardsPDF prints a route card for every pair: where it sits, whom it
// meets and which boards it plays in each round.
func (d *pdfDoc) pairCardsPDF(m *movements.Movement) {
	cols := []col{
		{"Round", 14, "C"},
		{"Table", 14, "C"},
		{"Sit", 12, "C"},
		{"Against", 18, "C"},
		{"Boards", 20, "C"},
	}
	d.page(sectionTitle(m, "Pair route cards"), "P")
	d.mark(sectionTitle(m, "Pair route cards"), 0)
	ws := d.widths(cols)
	const h = 7.0
	for _, route := range m.PairRoutes() {
		if m.IsPhantom(route.Pair) {
			continue
		}
		d.keep(12 + float64(len(route.Steps)+1)*h + 8)
		d.mark(sectionPrefix(m)+"Pair "+route.Pair.String(), 1)
		f := d.f
		f.SetX(margin)
		d.font("B", 16)
		f.CellFormat(d.width(), 10, sectionPrefix(m)+"Pair "+route.Pair.String(), "", 1, "L", false, 0, "")
		d.baseSize = 12
		d.headRow(cols, ws, h)
		for _, s := range route.Steps {
			cells := []text{plain(strconv.Itoa(s.Round)), plain(strconv.Itoa(s.Table))}
			if s.SitsOut {
				cells = append(cells, plain("sit out"))
			} else {
				boards := boardsText(s.Boards)
				cells = append(cells, plain(s.Direction), plain(pairNumber(m, s.Opponents, "")), plain(boards))
			}
			d.row(cols, ws, h, cells)
		}
		f.Ln(8)
	}
}
