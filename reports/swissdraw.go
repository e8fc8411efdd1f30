package reports

import (
	"fmt"
	"html/template"
	"io"
	"sync"

	"bridgescore/movements"
)

// DrawSheet is a Swiss round's draw as its sheet prints it: to pin up,
// or to put on the tables' phones.
type DrawSheet struct {
	// Title is the event's name ("Swiss" when empty).
	Title string
	Draw  *movements.Draw
	// One is what a competitor is: "pair" (each table seats its home pair
	// North-South), "team" (each match played in two rooms, at the
	// tables movements.SwissTeamsRooms gives), or "" for a standings
	// file's competitors, known only by their ids.
	One string
	// Names are a pair's players or a team's name, by id, where known.
	Names map[string]string
}

// drawCell is one cell of a draw sheet: its figure, and the names under
// it (a competitor's).
type drawCell struct{ Main, Sub string }

// drawColumn is a column of the draw sheet: its head and share of the
// width.
type drawColumn struct {
	Head string
	w    float64
}

// columns are the sheet's columns for its kind of competitor.
func (s DrawSheet) columns() []drawColumn {
	switch s.One {
	case "pair":
		return []drawColumn{{"Table", 1}, {"North-South", 3.4}, {"East-West", 3.4}, {"", 0.9}}
	case "team":
		return []drawColumn{{"Match", 1.2}, {"Home", 2}, {"Away", 2}, {"Open room", 2.2}, {"Closed room", 2.4}, {"", 1}}
	}
	return []drawColumn{{"Table", 1}, {"Home", 2}, {"Away", 2}, {"", 1.2}}
}

// rows are the sheet's tables (a Swiss teams' matches) and its bye.
func (s DrawSheet) rows() [][]drawCell {
	who := func(id string) drawCell { return drawCell{id, s.Names[id]} }
	var rows [][]drawCell
	for _, t := range s.Draw.Tables {
		note := drawCell{}
		if t.Rematch {
			note.Main = "rematch"
		}
		row := []drawCell{{Main: fmt.Sprint(t.Table)}, who(t.Home), who(t.Away)}
		if s.One == "team" {
			open, closed := movements.SwissTeamsRooms(t.Table)
			row = append(row, drawCell{fmt.Sprintf("table %d", open), ""}, drawCell{fmt.Sprintf("table %d", closed), ""})
		}
		rows = append(rows, append(row, note))
	}
	if s.Draw.Bye != "" {
		row := make([]drawCell, len(s.columns()))
		row[0], row[1] = drawCell{Main: "bye"}, who(s.Draw.Bye)
		rows = append(rows, row)
	}
	return rows
}

// seating says who sits where, under the tables.
func (s DrawSheet) seating() string {
	switch s.One {
	case "pair":
		return "Each pair sits at its table in the direction its column heads."
	case "team":
		return "The home team's pair sits North-South in the open room, the away team's pair North-South in the closed room; both rooms play the round's boards."
	}
	return "The home team sits North-South in the open room, the away team in the closed room."
}

func (s DrawSheet) title() string { return or(s.Title, "Swiss") }

func (s DrawSheet) named() bool {
	for _, n := range s.Names {
		if n != "" {
			return true
		}
	}
	return false
}

// WriteDrawPDF prints a Swiss round's draw sheet, to pin up: each table
// (a Swiss teams' match, with its two rooms' tables) with its
// competitors and their names, the bye, and why each meets its opponent.
func WriteDrawPDF(w io.Writer, s DrawSheet, paper Paper) error {
	doc := newPDF(paper, s.Title)
	section := fmt.Sprintf("Draw for round %d", s.Draw.Round)
	doc.page(section, "P")
	doc.mark(section, 0)
	f := doc.f
	doc.font("B", 18)
	f.SetX(margin)
	f.MultiCell(doc.width(), 9, s.title()+" — "+section, "", "L", false)
	f.Ln(2)
	// Large, to be read from across the room; the names under the numbers.
	var cols []col
	for _, c := range s.columns() {
		cols = append(cols, col{head: c.Head, w: c.w, align: "C"})
	}
	doc.setSize("", 13)
	ws := doc.widths(cols)
	h := 10.0
	if s.named() {
		h = 14
	}
	doc.headRow(cols, ws, 10)
	for _, row := range s.rows() {
		if doc.keep(h) {
			doc.continued(section)
			doc.headRow(cols, ws, 10)
		}
		doc.drawRow(ws, h, row)
	}
	doc.font("", 9)
	f.Ln(1)
	f.SetX(margin)
	f.MultiCell(doc.width(), 5, s.seating(), "", "L", false)
	f.Ln(4)
	doc.font("B", 11)
	f.SetX(margin)
	f.MultiCell(doc.width(), 6, "How the draw was made", "", "L", false)
	doc.font("", 9)
	for _, e := range s.Draw.Explain {
		if doc.keep(5) {
			doc.continued(section)
		}
		f.SetX(margin)
		f.MultiCell(doc.width(), 4.5, e, "", "L", false)
	}
	return doc.output(w)
}

// drawRow prints a row of the draw sheet: each cell's figure large, and
// the names under it small, shortened to the cell.
func (d *pdfDoc) drawRow(ws []float64, h float64, cells []drawCell) {
	d.tableLines()
	f := d.f
	x, y := margin, f.GetY()
	main := h // a row without names: its figures in the middle
	if h > 10 {
		main = 8.5 // the figures on one line, the names on the next
	}
	for i, c := range cells {
		f.Rect(x, y, ws[i], h, "D")
		f.SetXY(x, y)
		d.cell(ws[i], main, plain(c.Main), "C", "", false)
		if c.Sub != "" {
			d.font("", 9)
			f.SetXY(x, y+main-0.5)
			d.cell(ws[i], 5, plain(c.Sub), "C", "", false)
			d.font("", d.baseSize)
		}
		x += ws[i]
	}
	f.SetXY(margin, y+h)
}

// WriteDrawHTML writes a Swiss round's draw sheet as a web page, for the
// phones and the website.
func WriteDrawHTML(w io.Writer, s DrawSheet) error {
	return drawPage().Execute(w, map[string]any{"Title": s.title(), "D": s.Draw, "Cols": s.columns(), "Rows": s.rows(), "Seating": s.seating()})
}

var drawPage = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("draw").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgescore">
<title>{{.Title}} — draw for round {{.D.Round}}</title>
<style>
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:1.5em auto;max-width:50em;padding:0 1em;color:#111;line-height:1.35}
h1{font-size:1.5em}table{border-collapse:collapse;font-size:1.2em}th,td{border:1px solid #bbb;padding:.3em .7em;text-align:center}thead th{background:#eee}
small{display:block;font-size:.7em;color:#333}p.seat{font-size:.9em}ol.why{color:#333;font-size:.9em}
@media (max-width:40em){body{margin:.6em auto;padding:0 .5em}table{font-size:1em}th,td{padding:.25em .35em}}
</style>
</head>
<body>
<h1>{{.Title}} — draw for round {{.D.Round}}</h1>
<table>
<thead><tr>{{range .Cols}}<th scope="col">{{.Head}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range $i, $c := .}}{{if eq $i 0}}<th scope="row">{{$c.Main}}</th>{{else}}<td>{{$c.Main}}{{with $c.Sub}}<small>{{.}}</small>{{end}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table>
<p class="seat">{{.Seating}}</p>
<h2>How the draw was made</h2>
<ol class="why">{{range .D.Explain}}<li>{{.}}</li>{{end}}</ol>
</body></html>
`))
})
