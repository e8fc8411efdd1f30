package reports

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"

	"bridgescore/scoring"
)

// EventResults is an event of several sessions as its combined ranking
// prints it: each pair's percentage in every session and over them all.
type EventResults struct {
	Club, Title string
	// Combine is how the sessions add up (percent or points, or the
	// IMPs of IMP sessions).
	Combine scoring.Combine
	// Sessions are the event's sessions in order; Link, when set, is the
	// address of a session's own results page, for the web page.
	Sessions []EventSession
	Pairs    []scoring.EventPair
	// Awards are each pair's master points over the sessions, as printed
	// ("1.44"), in the unit AwardUnit ("MP", "LP"); nil when none.
	Awards    []string
	AwardUnit string
	// Web, when set, places the page in the club's results website; nil
	// for a page of its own.
	Web *Web
}

// EventSession is one session of an event, as the ranking heads it.
type EventSession struct {
	ID         int64
	Name, Date string
	Link       string
	// Has says, while the session's results are still coming in, how far
	// they have come ("16 of 196 results", "no results yet"); "" once it
	// is complete.
	Has string
}

// provisional is what the ranking says under its heading of each session
// whose results are still coming in, by the label its columns give it:
// "Provisional: S3 (Tuesday Pairs, 6 Oct 2026) has 16 of 196 results —
// the places may change". None once every session is complete.
func (e *EventResults) provisional() []string {
	var out []string
	for i, s := range e.Sessions {
		if s.Has == "" {
			continue
		}
		about := s.Name
		if s.Date != "" {
			about += ", " + s.Date
		}
		out = append(out, fmt.Sprintf("Provisional: S%d (%s) has %s — the places may change", i+1, about, s.Has))
	}
	return out
}

// combineText says in words how the sessions were added up.
func (e *EventResults) combineText() string {
	switch e.Combine {
	case scoring.CombinePoints:
		return "Sessions combined by their matchpoints scaled to a common top."
	case scoring.CombineIMPs:
		return "Sessions combined by their IMPs added up."
	}
	return "Sessions combined by their percentages, each weighted by the boards played."
}

// eventRow is one pair's line: place, names, each session's percentage
// ("" where the pair did not play), boards and the combined figure.
func (e *EventResults) eventRow(i int) []string {
	ids := make([]int64, len(e.Sessions))
	for k, s := range e.Sessions {
		ids[k] = s.ID
	}
	row := EventRow(e.Pairs[i], ids, e.Combine)
	if e.Awards != nil {
		row = append(row, e.Awards[i])
	}
	return row
}

// EventRow is one pair's line of an event's ranking, as the printed
// ranking and the window show it: place, names (a pair without names by
// its number in its session; * for a player who changed partner), its
// percentage in each of the sessions given ("" where it did not play),
// boards and the combined percentage — or, combined by IMPs, its IMPs in
// each and in all.
func EventRow(p scoring.EventPair, sessions []int64, how scoring.Combine) []string {
	names := strings.Join(p.Names, " & ")
	if names == "" && len(p.Sessions) > 0 {
		names = fmt.Sprintf("pair %s of session %d", p.Sessions[0].Pair, p.Sessions[0].Session)
	}
	if p.PartnerChanged {
		names += " *"
	}
	row := []string{p.Rank, names}
	for _, id := range sessions {
		cell := ""
		for _, in := range p.Sessions {
			switch {
			case in.Session != id:
			case how == scoring.CombineIMPs:
				cell = scoring.FormatRat(in.Total, 2)
			default:
				cell = scoring.FormatRat(in.Percent, 2)
			}
		}
		row = append(row, cell)
	}
	if how == scoring.CombineIMPs {
		return append(row, fmt.Sprint(p.Boards), scoring.FormatRat(p.Points, 2))
	}
	return append(row, fmt.Sprint(p.Boards), scoring.FormatRat(p.Percent, 2))
}

// eventColumns heads the ranking: a column for each session.
func (e *EventResults) eventColumns() []col {
	cols := []col{{"Place", 12, "C"}, {"Names", 80, "L"}}
	unit, total := "%", "Total %"
	if e.Combine == scoring.CombineIMPs {
		unit, total = "IMPs", "IMPs"
	}
	for i := range e.Sessions {
		cols = append(cols, col{fmt.Sprintf("S%d %s", i+1, unit), 16, "R"})
	}
	cols = append(cols, col{"Boards", 14, "R"}, col{total, 18, "R"})
	if e.Awards != nil {
		cols = append(cols, col{e.AwardUnit, 16, "R"})
	}
	return cols
}

// partnerNote explains the mark on a pair whose player also played with
// another partner.
const partnerNote = "* A player of this pair also played the event with another partner; each partnership is ranked on its own."

// WriteEventPDF prints an event's combined ranking.
func WriteEventPDF(w io.Writer, e *EventResults, paper Paper) error {
	title := e.Title
	if e.Club != "" {
		title = e.Club + " — " + e.Title
	}
	d := newPDF(paper, title)
	provisional := e.provisional()
	d.provisional = len(provisional) > 0
	d.page("Event ranking", "P")
	d.mark("Event ranking", 0)
	f := d.f
	d.font("B", 16)
	f.SetX(margin)
	f.MultiCell(d.width(), 8, e.Title, "", "L", false)
	for _, line := range provisional {
		d.font("B", 10)
		d.color(red)
		f.SetX(margin)
		f.MultiCell(d.width(), 5, line, "", "L", false)
		d.color(black)
	}
	d.font("", 10)
	for i, s := range e.Sessions {
		f.SetX(margin)
		f.MultiCell(d.width(), 5, fmt.Sprintf("S%d: %s %s", i+1, s.Name, s.Date), "", "L", false)
	}
	f.SetX(margin)
	f.MultiCell(d.width(), 5, e.combineText(), "", "L", false)
	f.Ln(3)
	cols := e.eventColumns()
	var rows [][]text
	changed := false
	for i, p := range e.Pairs {
		var cells []text
		for _, c := range e.eventRow(i) {
			cells = append(cells, plain(c))
		}
		rows = append(rows, cells)
		changed = changed || p.PartnerChanged
	}
	d.setSize("", rankingSize)
	ws := d.fitWidths(cols, rows, 1)
	const h = 7.5
	d.headRow(cols, ws, h)
	for _, cells := range rows {
		if d.keep(h) {
			d.continued("Event ranking")
			d.headRow(cols, ws, h)
		}
		d.row(cols, ws, h, cells)
	}
	if changed {
		d.font("", 9)
		f.Ln(2)
		f.SetX(margin)
		f.MultiCell(d.width(), 5, partnerNote, "", "L", false)
	}
	return d.output(w)
}

// WriteEventHTML writes an event's combined ranking as a web page that
// links each session's own results page.
func WriteEventHTML(w io.Writer, e *EventResults) error {
	type row struct {
		Cells []string
		// Names are the pair's names, linked to the players' pages in a
		// website.
		Names template.HTML
	}
	var rows []row
	changed := false
	for i, p := range e.Pairs {
		r := row{Cells: e.eventRow(i)}
		r.Names = template.HTML(template.HTMLEscapeString(r.Cells[1]))
		if len(p.Names) > 0 {
			r.Names = webNames(e.Web, p.Names)
			if p.PartnerChanged {
				r.Names += " *"
			}
		}
		rows = append(rows, r)
		changed = changed || p.PartnerChanged
	}
	var heads []string
	cols := e.eventColumns()
	for _, c := range cols[2 : 2+len(e.Sessions)] {
		heads = append(heads, c.head)
	}
	provisional := e.provisional()
	title := e.Title
	if len(provisional) > 0 {
		title = "Provisional — " + title
	}
	return eventPage().Execute(w, map[string]any{
		"E": e, "Title": title, "Provisional": provisional, "Rows": rows, "Heads": heads, "Total": cols[3+len(e.Sessions)].head, "How": e.combineText(), "Note": partnerNote, "Changed": changed,
	})
}

var eventPage = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("event").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgescore">
<title>{{.Title}}</title>
<style>
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:1.5em auto;max-width:60em;padding:0 1em;color:#111;line-height:1.35}
h1{margin:0 0 .2em;font-size:1.6em}.note{color:#444;font-size:.9em}.provisional{color:#b00020;font-weight:bold;margin:.4em 0}
.scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse}
th,td{border:1px solid #bbb;padding:.2em .5em}thead th{background:#eee}tbody th{font-weight:normal}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
a{color:#0645ad;text-decoration:none}a:hover{text-decoration:underline}nav.site{margin-bottom:.8em;padding-bottom:.4em;border-bottom:1px solid #ddd}
form.search{margin:.5em 0}form.search input{font:inherit;padding:.2em .3em;max-width:60%}ul.hits{margin:.3em 0;padding-left:1.2em}
@media (max-width:40em){body{margin:.6em auto;padding:0 .5em}table{font-size:.85em}th,td{padding:.15em .3em}}
@media print{.scroll{overflow:visible}table{break-inside:avoid}nav,form.search{display:none}a{color:inherit}}
</style>
</head>
<body>
{{with .E.Web}}{{template "trail" .}}{{end}}<header>{{if .E.Club}}<p>{{.E.Club}}</p>{{end}}<h1>{{.E.Title}}</h1>
{{range .Provisional}}<p class="provisional">{{.}}</p>
{{end}}<ol>{{range .E.Sessions}}<li>{{if .Link}}<a href="{{.Link}}">{{.Name}}</a>{{else}}{{.Name}}{{end}} {{.Date}}</li>{{end}}</ol>
<p class="note">{{.How}}</p></header>
<div class="scroll"><table>
<caption>Combined ranking</caption>
<thead><tr><th scope="col">Place</th><th scope="col">Names</th>{{range .Heads}}<th scope="col">{{.}}</th>{{end}}<th scope="col">Boards</th><th scope="col">{{.Total}}</th>{{if .E.Awards}}<th scope="col">{{.E.AwardUnit}}</th>{{end}}</tr></thead>
<tbody>{{range $r := .Rows}}<tr>{{range $i, $c := .Cells}}{{if eq $i 1}}<th scope="row" style="text-align:left">{{$r.Names}}</th>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{if .Changed}}<p class="note">{{.Note}}</p>{{end}}
</body></html>
` + trailTemplate))
})
