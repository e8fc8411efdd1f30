package reports

import (
	"fmt"
	"html/template"
	"io"
	"sync"

	"bridgescore/movements"
)

// drawRows are a Swiss draw's tables as the sheet prints them.
func drawRows(d *movements.Draw) [][]string {
	var rows [][]string
	for _, t := range d.Tables {
		note := ""
		if t.Rematch {
			note = "rematch"
		}
		rows = append(rows, []string{fmt.Sprint(t.Table), t.Home, t.Away, note})
	}
	if d.Bye != "" {
		rows = append(rows, []string{"bye", d.Bye, "", ""})
	}
	return rows
}

// WriteDrawPDF prints a Swiss round's draw sheet, to pin up: each table's
// home and away, the bye, and why each meets its opponent.
func WriteDrawPDF(w io.Writer, d *movements.Draw, title string, paper Paper) error {
	doc := newPDF(paper, title)
	section := fmt.Sprintf("Draw for round %d", d.Round)
	doc.page(section, "P")
	doc.mark(section, 0)
	f := doc.f
	doc.font("B", 18)
	f.SetX(margin)
	f.MultiCell(doc.width(), 9, or(title, "Swiss")+" — "+section, "", "L", false)
	f.Ln(2)
	// Large, to be read from across the room.
	cols := []col{{head: "Table", w: 1, align: "C"}, {head: "Home", w: 2, align: "C"}, {head: "Away", w: 2, align: "C"}, {head: "", w: 1.2, align: "C"}}
	doc.setSize("", 16)
	ws := doc.widths(cols)
	const h = 10.0
	doc.headRow(cols, ws, h)
	for _, row := range drawRows(d) {
		if doc.keep(h) {
			doc.continued(section)
			doc.headRow(cols, ws, h)
		}
		doc.row(cols, ws, h, []text{plain(row[0]), plain(row[1]), plain(row[2]), plain(row[3])})
	}
	doc.font("", 9)
	f.SetX(margin)
	f.MultiCell(doc.width(), 5, "The home team sits North-South in the open room, the away team in the closed room.", "", "L", false)
	f.Ln(4)
	doc.font("B", 11)
	f.SetX(margin)
	f.MultiCell(doc.width(), 6, "How the draw was made", "", "L", false)
	doc.font("", 9)
	for _, e := range d.Explain {
		if doc.keep(5) {
			doc.continued(section)
		}
		f.SetX(margin)
		f.MultiCell(doc.width(), 4.5, e, "", "L", false)
	}
	return doc.output(w)
}

// WriteDrawHTML writes a Swiss round's draw as a web page, for the phones
// and the website.
func WriteDrawHTML(w io.Writer, d *movements.Draw, title string) error {
	return drawPage().Execute(w, map[string]any{"Title": title, "D": d, "Rows": drawRows(d)})
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
h1{font-size:1.5em}table{border-collapse:collapse;font-size:1.2em}th,td{border:1px solid #bbb;padding:.3em .7em}thead th{background:#eee}
td.n{text-align:right}ol.why{color:#333;font-size:.9em}
@media (max-width:40em){body{margin:.6em auto;padding:0 .5em}table{font-size:1em}}
</style>
</head>
<body>
<h1>{{.Title}} — draw for round {{.D.Round}}</h1>
<table>
<thead><tr><th scope="col">Table</th><th scope="col">Home</th><th scope="col">Away</th><th scope="col"></th></tr></thead>
<tbody>{{range .Rows}}<tr>{{range $i, $c := .}}{{if eq $i 0}}<th scope="row">{{$c}}</th>{{else}}<td>{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table>
<h2>How the draw was made</h2>
<ol class="why">{{range .D.Explain}}<li>{{.}}</li>{{end}}</ol>
</body></html>
`))
})
