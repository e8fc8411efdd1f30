package reports

import (
	"fmt"
	"io"
	"strconv"
)

// PointsSummary is the club secretary's list of the master points each
// player earned over a period: the totals, then every award.
type PointsSummary struct {
	Club     string
	From, To string
	Players  []PointsPlayer
}

// PointsPlayer is one player's total on one body's scales, with the
// awards it adds up.
type PointsPlayer struct {
	Name, Number string
	Unit, Total  string
	Awards       []PointsAward
}

// PointsAward is one award: when, in which session, with which pair and
// place ("2 B": second in stratum B), and how much.
type PointsAward struct {
	Date, Session, Pair, Place, Points string
}

// WritePointsPDF prints a points summary: a table of each player's total,
// then each player's awards.
func WritePointsPDF(w io.Writer, s *PointsSummary, paper Paper) error {
	title := fmt.Sprintf("Master points %s to %s", s.From, s.To)
	if s.Club != "" {
		title = clean(s.Club) + " — " + title
	}
	d := newPDF(paper, title)
	d.page("Master points", "P")
	d.mark("Master points", 0)
	d.font("B", 16)
	d.f.SetX(margin)
	d.f.MultiCell(d.width(), 8, title, "", "L", false)
	d.f.Ln(2)
	if len(s.Players) == 0 {
		d.note("No master points were awarded in these sessions.")
		return d.output(w)
	}
	totals := [][]text{}
	details := [][]text{}
	for _, p := range s.Players {
		totals = append(totals, []text{plain(clean(p.Name)), plain(clean(p.Number)), plain(p.Total + " " + p.Unit), plain(strconv.Itoa(len(p.Awards)))})
		for i, a := range p.Awards {
			who := ""
			if i == 0 {
				who = clean(p.Name)
			}
			details = append(details, []text{plain(who), plain(a.Date), plain(clean(a.Session)), plain(clean(a.Pair)), plain(a.Place), plain(a.Points + " " + p.Unit)})
		}
	}
	d.pointsTable("Totals", []col{{"Player", 70, "L"}, {"Number", 25, "L"}, {"Points", 25, "R"}, {"Awards", 18, "R"}}, totals)
	d.pointsTable("Awards", []col{{"Player", 50, "L"}, {"Date", 22, "L"}, {"Session", 60, "L"}, {"Pair", 14, "C"}, {"Place", 14, "C"}, {"Points", 20, "R"}}, details)
	return d.output(w)
}

// pointsTable prints one table of the summary under its heading.
func (d *pdfDoc) pointsTable(heading string, cols []col, rows [][]text) {
	const h = 6.5
	if !d.room(10 + 3*h) {
		d.page("Master points", "P")
	}
	d.font("B", 12)
	d.f.SetX(margin)
	d.f.CellFormat(d.width(), 8, heading, "", 1, "L", false, 0, "")
	d.setSize("", 10)
	ws := d.fitWidths(cols, rows, 0)
	d.headRow(cols, ws, h)
	for _, cells := range rows {
		if d.keep(h) {
			d.continued(heading)
			d.setSize("", 10)
			d.headRow(cols, ws, h)
		}
		d.row(cols, ws, h, cells)
	}
	d.f.Ln(4)
}
