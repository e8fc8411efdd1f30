package reports

import (
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"
	"sync"

	"bridgescore/scoring"
)

// WriteHTML writes the chosen reports of a session as one self-contained
// HTML page for a club website: no scripts, no external files, the pairs
// and boards linked between the ranking, recap, travellers and score cards.
// Guide cards and table cards are left out: they are for printing.
func WriteHTML(w io.Writer, r *Results, what []Report) error {
	var keep []Report
	for _, x := range what {
		if x == HandRecord || x == HandRecord2 {
			return fmt.Errorf("the hand record is printed as PDF: give --format pdf")
		}
		if x != GuideCards && x != TableCards {
			keep = append(keep, x)
		}
	}
	if err := r.check(keep); err != nil {
		return err
	}
	r = cleaned(r)
	v := newView(r)
	page := htmlPage{v: v, Title: r.titleLine(), Club: r.Club, Event: r.Event, Date: r.Date, Facts: v.headerFacts(), Provisional: provisionalLine(r.Provisional), Web: r.Web}
	if r.Provisional != "" {
		page.Title = "Provisional — " + page.Title
	}
	for _, x := range keep {
		page.Sections = append(page.Sections, string(x))
	}
	if len(page.Movements()) > 0 {
		page.Sections = append(page.Sections, "movement")
	}
	return pageTmpl().Execute(w, page)
}

type htmlPage struct {
	v                 *view
	Title             string
	Club, Event, Date string
	Facts             [][]string
	// Provisional says how far the results had come when the page was
	// made, "" for final results.
	Provisional string
	Sections    []string
	// Web places the page in a results website; nil for a page of its own.
	Web *Web
}

func (p htmlPage) Has(s string) bool {
	for _, x := range p.Sections {
		if x == s {
			return true
		}
	}
	return false
}

func (p htmlPage) IMPs() bool { return p.v.imps }

// ExtraHeads head the ranking's award columns; ExtraCells are a pair's.
func (p htmlPage) ExtraHeads() []string {
	var out []string
	for _, c := range p.v.extraCols() {
		out = append(out, c.head)
	}
	return out
}
func (p htmlPage) ExtraCells(f field, pr scoring.PairResult) []string {
	var out []string
	for _, c := range p.v.extraCells(f, pr) {
		out = append(out, c.String())
	}
	return out
}

// FieldExtras are the notes and tables after a field's ranking: how its
// awards were worked out, its strata, its handicapped ranking.
func (p htmlPage) FieldExtras(f field) struct {
	Notes  []string
	Tables []extraTable
} {
	n, t := p.v.fieldExtras(f)
	return struct {
		Notes  []string
		Tables []extraTable
	}{n, t}
}
func (p htmlPage) ExtrasNotes() []string { return p.v.extrasNotes() }
func (p htmlPage) Fields() []field       { return p.v.fields }

// RankingFields are the fields the ranking lists, the places overall
// after them.
func (p htmlPage) RankingFields() []field { return p.v.rankingFields() }
func (p htmlPage) Boards() []scoring.BoardResult {
	return p.v.boards
}
func (p htmlPage) CardPairs() []scoring.PairResult { return p.v.cardPairs() }

// TravellerBoards are the boards whose travellers are printed: all, or
// the one the selection names.
func (p htmlPage) TravellerBoards() []scoring.BoardResult {
	if p.v.r.Only.Board == 0 {
		return p.v.boards
	}
	var out []scoring.BoardResult
	for _, b := range p.v.boards {
		if b.Board == p.v.r.Only.Board {
			out = append(out, b)
		}
	}
	return out
}
func (p htmlPage) RecapPairs(f field) []scoring.PairResult {
	return recapPairs(f)
}
func (p htmlPage) Recap(pr scoring.PairResult, board int) string {
	return p.v.recapCell(key(pr.Pair), board)
}

// Anchor is a pair's place on the page: its score card.
func (p htmlPage) Anchor(pr scoring.PairResult) string { return pairAnchor(key(pr.Pair)) }

// LineAnchor is the score card of the pair on one side of a line.
func (p htmlPage) LineAnchor(section, id, side string) string {
	return pairAnchor(p.v.sideKey(section, id, side))
}

// pairAnchor is "pair-1NS" for pair 1 NS (whether its id is "1NS" or "1"
// with direction NS) and "pair-1" in a single field.
func pairAnchor(k string) string {
	id, dir, _ := strings.Cut(k, " ")
	if !strings.HasSuffix(strings.ToUpper(id), dir) {
		id += dir
	}
	return anchor("pair-", id)
}
func (p htmlPage) Total(pr scoring.PairResult) string { return p.v.totalText(pr) }

// htmlLine is a traveller line ready for the page.
type htmlLine struct {
	// Section is the line's section; NSLabel and EWLabel name its pairs
	// with it ("A3NS").
	Section, NSLabel, EWLabel                                 string
	Group, NS, EW, By, Tricks, NSScore, EWScore, NSPts, EWPts string
	Contract, Lead, Note                                      template.HTML
}

func (p htmlPage) Lines(b scoring.BoardResult) []htmlLine {
	var out []htmlLine
	for _, l := range b.Lines {
		t := lineCells(l.Line)
		out = append(out, htmlLine{
			Section: l.Section, NSLabel: l.Section + l.NS, EWLabel: l.Section + l.EW, Group: strconv.Itoa(l.Group), NS: l.NS, EW: l.EW, By: t.By, Tricks: t.Tricks, NSScore: t.NSScore, EWScore: t.EWScore,
			NSPts: p.v.pointsText(l.NSPoints), EWPts: p.v.pointsText(l.EWPoints),
			Contract: htmlText(t.Contract), Lead: htmlText(t.Lead), Note: htmlText(t.Note),
		})
	}
	return out
}

// htmlCard is one board of a score card ready for the page.
type htmlCard struct {
	// Anchor is the board's traveller on the page.
	Anchor                                                   string
	Board, By, Tricks, Score, Points, Percent, Mark, ParIMPs string
	Contract, Lead, Note                                     template.HTML
}

// htmlRound is one round of a score card: its heading and boards.
type htmlRound struct {
	Heading, Opp, OppAnchor string
	Boards                  []htmlCard
}

// Leads says whether the session records opening leads: only then do
// travellers and score cards have a Lead column.
func (p htmlPage) Leads() bool { return p.v.leads }

// ParIMPs says whether the score cards measure each result against par.
func (p htmlPage) ParIMPs() bool { return p.v.parIMPs }

// Rounds is a pair's score card, round by round.
func (p htmlPage) Rounds(pr scoring.PairResult) []htmlRound {
	k := key(pr.Pair)
	showDir := p.v.changesDirection(k)
	var out []htmlRound
	for _, r := range p.v.cardRounds(k) {
		hr := htmlRound{Heading: p.v.roundHeading(r, showDir), Opp: r.Opponents, OppAnchor: pairAnchor(r.OppKey)}
		for _, c := range r.Rows {
			cells, note := p.v.cardCells(c)
			hr.Boards = append(hr.Boards, htmlCard{
				Anchor: boardAnchor(p.v.boardSection(c.Line.Section), c.Board), Board: cells[0].String(), Contract: htmlText(cells[1]), By: cells[2].String(), Tricks: cells[3].String(),
				Score: cells[4].String(), Points: cells[5].String(), Percent: cells[6].String(), Mark: cells[7].String(),
				Note: htmlText(note), Lead: htmlText(lineCells(c.Line.Line).Lead), ParIMPs: p.v.parIMPsCell(c),
			})
		}
		out = append(out, hr)
	}
	return out
}

// CardTotal is the line under a score card that makes it add up.
func (p htmlPage) CardTotal(pr scoring.PairResult) string { return p.v.cardTotalLine(pr) }

// RecapKey explains the recap's marks for a field.
func (p htmlPage) RecapKey(f field) string { return p.v.recapKey(f) }

// Factored lists the pairs of a field whose totals were scaled.
func (p htmlPage) Factored(f field) []string { return p.v.factoredNotes(f) }

// Notes are a traveller's explanations, such as a Neuberg note.
func (p htmlPage) Notes(b scoring.BoardResult) []string { return p.v.travellerNotes(b) }

// Fouled says whether a board was scored in groups.
func (p htmlPage) Fouled(b scoring.BoardResult) bool { return fouled(b) }

// Dealer and Vul describe a board for its traveller heading.
func (p htmlPage) Dealer(b int) string { return scoring.Dealer(b).String() }
func (p htmlPage) Vul(b int) string    { return scoring.Vul(b).String() }

// Hands gives a board's diagram as holdings per seat (N, E, S, W), or nil.
func (p htmlPage) Hands(b int) [][4]template.HTML {
	h, ok := p.v.knownHands(b)
	if !ok {
		return nil
	}
	out := make([][4]template.HTML, 4)
	for seat, hand := range h {
		hs, ok := holdings(hand)
		if !ok {
			continue
		}
		for i, x := range hs {
			sym := suitOrder[i]
			out[seat][i] = htmlText(text{{text: sym, red: i == 1 || i == 2}, {text: " " + x}})
		}
	}
	return out
}

// htmlText escapes t, wrapping red suit symbols in a span.
func htmlText(t text) template.HTML {
	var b strings.Builder
	for _, s := range t {
		if s.red {
			b.WriteString(`<span class="red">`)
			b.WriteString(template.HTMLEscapeString(s.text))
			b.WriteString(`</span>`)
			continue
		}
		b.WriteString(template.HTMLEscapeString(s.text))
	}
	return template.HTML(b.String())
}

// anchor makes a fragment id from a pair id or board number.
func anchor(prefix, id string) string {
	var b strings.Builder
	b.WriteString(prefix)
	for _, r := range id {
		if (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteString("_" + strconv.Itoa(int(r)) + "_")
		}
	}
	return b.String()
}

var pageTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Funcs(template.FuncMap{
		"label":       label,
		"signed":      func(s *int) string { return signedScore(*s) },
		"boardAnchor": boardAnchor,
		"names":       names,
		"percent":     percent,
		"points":      points,
		"sectionName": sectionName,
		"tableHead":   tableHead,
	}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgescore">
<title>{{.Title}}</title>
<style>
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:1.5em auto;max-width:80em;padding:0 1em;color:#111;line-height:1.35}
h1{margin:0 0 .2em;font-size:1.6em}h2{margin:1.6em 0 .4em;border-bottom:2px solid #ccc}h3{margin:1.2em 0 .3em}
.facts,.note{color:#444;font-size:.9em;margin:.2em 0}
.provisional{color:#b00020;font-weight:bold;margin:.4em 0}
nav a{margin-right:1em;display:inline-block}
.scroll{overflow-x:auto;max-width:100%;margin:.3em 0 1em}
table{border-collapse:collapse;font-size:.95em}
caption{text-align:left;font-weight:bold;padding:.3em 0}
th,td{border:1px solid #bbb;padding:.2em .5em}thead th{background:#eee}
tbody th{font-weight:normal;text-align:center}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}td.c{text-align:center}
.recap{font-size:.85em}.recap th,.recap td{padding:.15em .3em}
.recap tbody th{position:sticky;left:0;background:#fff}
tr.round th{text-align:left;background:#f3f3f3;font-weight:bold}
.red{color:#c8001e}
table.deal td{border:none;padding:0 .6em;vertical-align:top;white-space:nowrap}
table.makeable{width:auto;margin:.4em 0;font-size:.9em}table.makeable caption{text-align:left;color:#555;font-size:.85em}table.makeable td,table.makeable th{text-align:center;padding:.1em .5em}
table.deal td.compass{border:1px solid #bbb;text-align:center;vertical-align:middle;color:#444;padding:.2em .8em}
a{color:#0645ad;text-decoration:none}a:hover{text-decoration:underline}
nav.site{font-size:.95em;margin-bottom:.8em;padding-bottom:.4em;border-bottom:1px solid #ddd}nav.site a{margin-right:0}
.club{margin:0;color:#444}form.search{margin:.5em 0}form.search input{font:inherit;padding:.2em .3em;max-width:60%}
ul.hits{margin:.3em 0;padding-left:1.2em}table.movement td{font-size:.9em;white-space:nowrap}
@media (max-width:40em){body{margin:.6em auto;padding:0 .4em}table{font-size:.85em}th,td{padding:.15em .3em}.wide{display:none}#scorecards th,#scorecards td{padding:.15em .2em}}
@media print{nav,form.search{display:none}body{max-width:none;margin:0}.scroll{overflow:visible}
article,table,.scroll{break-inside:avoid;page-break-inside:avoid}thead{display:table-header-group}h2,h3{break-after:avoid;page-break-after:avoid}a{color:inherit}}
</style>
</head>
<body>
{{with .Web}}{{template "trail" .}}{{end}}<header>
{{if .Web}}{{if .Club}}<p class="club">{{.Club}}</p>{{end}}
<h1>{{.Event}}</h1>
<p>{{.Date}}</p>
{{else}}{{if .Club}}<h1>{{.Club}}</h1>{{end}}
<p>{{.Event}}{{if and .Event .Date}}, {{end}}{{.Date}}</p>
{{end}}{{range .Facts}}<p class="facts">{{range $i, $f := .}}{{if $i}} · {{end}}<span>{{$f}}</span>{{end}}</p>
{{end}}{{with .Provisional}}<p class="provisional">{{.}}</p>
{{end}}</header>
<nav aria-label="Contents">{{range .Sections}}<a href="#{{.}}">{{sectionName .}}</a>{{end}}</nav>
{{- $p := .}}
{{range .Sections}}{{if eq . "ranking"}}{{template "ranking" $p}}{{else if eq . "recap"}}{{template "recap" $p}}{{else if eq . "travellers"}}{{template "travellers" $p}}{{else if eq . "scorecards"}}{{template "scorecards" $p}}{{else if eq . "movement"}}{{template "movement" $p}}{{end}}{{end}}
</body>
</html>
{{define "ranking"}}{{$p := .}}
<section id="ranking">
<h2>Ranking</h2>
{{range .RankingFields}}{{$f := .}}<div class="scroll">
<table>
<caption>{{if .Name}}{{.Name}}{{else}}All pairs{{end}}</caption>
<thead><tr><th scope="col">Place</th><th scope="col">Pair</th><th scope="col">Names</th><th scope="col" class="wide">Boards</th>{{if $p.IMPs}}<th scope="col">IMPs</th>{{else}}<th scope="col">Matchpoints</th><th scope="col">%</th>{{end}}{{range $p.ExtraHeads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>
{{range .Pairs}}<tr><td class="c">{{if $f.Overall}}{{.OverallRank}}{{else}}{{.Rank}}{{end}}</td><th scope="row"><a href="#{{$p.Anchor .}}">{{if $f.Overall}}{{.Section}}{{end}}{{.ID}}</a></th><td>{{$p.Names .Pair}}</td><td class="n wide">{{.Boards}}</td><td class="n">{{$p.Total .}}</td>{{if not $p.IMPs}}<td class="n">{{percent .Percent}}</td>{{end}}{{range $p.ExtraCells $f .}}<td class="c">{{.}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
</div>
{{with $p.Factored .}}<p class="note">Totals factored: {{range $i, $e := .}}{{if $i}}; {{end}}{{$e}}{{end}}.</p>{{end}}
{{$x := $p.FieldExtras .}}{{range $x.Notes}}<p class="note">{{.}}</p>
{{end}}{{range $x.Tables}}<div class="scroll">
<table>
<caption>{{.Caption}}</caption>
<thead><tr>{{range .Heads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>
{{range .Rows}}<tr>{{range $i, $c := .}}{{if eq $i 2}}<td>{{$c}}</td>{{else if lt $i 2}}<td class="c">{{$c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody>
</table>
</div>
{{with .Note}}<p class="note">{{.}}</p>{{end}}
{{end}}{{end}}{{range $p.ExtrasNotes}}<p class="note">{{.}}</p>
{{end}}</section>
{{end}}
{{define "recap"}}{{$p := .}}
<section id="recap">
<h2>Recap sheet</h2>
{{range $f := .Fields}}<div class="scroll">
<table class="recap">
<caption>{{if .Name}}{{.Name}}{{else}}All pairs{{end}}</caption>
<thead><tr><th scope="col">Pair</th>{{range $p.RecapBoards $f}}<th scope="col"><a href="#{{boardAnchor .Section .Board}}">{{.Board}}</a></th>{{end}}{{if $p.IMPs}}<th scope="col">IMPs</th>{{else}}<th scope="col">Total</th><th scope="col">%</th>{{end}}</tr></thead>
<tbody>
{{range $pr := $p.RecapPairs $f}}<tr><th scope="row"><a href="#{{$p.Anchor $pr}}">{{.ID}}</a></th>{{range $p.RecapBoards $f}}<td class="n">{{$p.Recap $pr .Board}}</td>{{end}}<td class="n">{{$p.Total $pr}}</td>{{if not $p.IMPs}}<td class="n">{{percent $pr.Percent}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
</div>
{{with $p.RecapKey $f}}<p class="note">{{.}}</p>{{end}}
{{with $p.Factored $f}}<p class="note">Totals factored: {{range $i, $e := .}}{{if $i}}; {{end}}{{$e}}{{end}}.</p>{{end}}
{{end}}</section>
{{end}}
{{define "travellers"}}{{$p := .}}
<section id="travellers">
<h2>Travellers</h2>
{{range .TravellerBoards}}<article id="{{boardAnchor .Section .Board}}">
<h3>Board {{.Board}}{{with .Section}} · Section {{.}}{{end}}</h3>
<p class="facts">Dealer {{$p.Dealer .Board}}, vulnerable: {{$p.Vul .Board}}{{if .Top}}, top {{points .Top}}{{end}}{{with .Datum}}, datum {{signed .}}{{end}}{{if $p.Fouled .}}, fouled board scored in groups{{end}}</p>
{{with $p.Hands .Board}}<table class="deal" aria-label="The hands">
<tr><td></td><td>{{range index . 0}}{{.}}<br>{{end}}</td><td></td></tr>
<tr><td>{{range index . 3}}{{.}}<br>{{end}}</td><td class="compass">N<br>W&#8195;&#8195;E<br>S</td><td>{{range index . 1}}{{.}}<br>{{end}}</td></tr>
<tr><td></td><td>{{range index . 2}}{{.}}<br>{{end}}</td><td></td></tr>
</table>{{end}}
{{with $p.Analysis .Board}}<table class="makeable">
<caption>Makeable contracts</caption>
<thead><tr><td></td>{{range .Strains}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr><th scope="row">{{.Seat}}</th>{{range .Levels}}<td>{{.}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
<p class="par">{{.Par}}{{with .HCP}}<br>{{.}}{{end}}</p>{{end}}
<div class="scroll">
<table>
<caption>Board {{.Board}}{{with .Section}} of section {{.}}{{end}}: results by North-South score</caption>
<thead><tr>{{if $p.Fouled .}}<th scope="col">Group</th>{{end}}<th scope="col">NS</th><th scope="col">EW</th><th scope="col">Contract</th><th scope="col">By</th>{{if $p.Leads}}<th scope="col">Lead</th>{{end}}<th scope="col">Tricks</th><th scope="col">NS +</th><th scope="col">EW +</th><th scope="col">NS {{if $p.IMPs}}IMPs{{else}}pts{{end}}</th><th scope="col">EW {{if $p.IMPs}}IMPs{{else}}pts{{end}}</th></tr></thead>
<tbody>
{{$fouled := $p.Fouled .}}{{range $p.Lines .}}<tr>{{if $fouled}}<td class="c">{{.Group}}</td>{{end}}<td class="c"><a href="#{{$p.LineAnchor .Section .NS "NS"}}">{{.NSLabel}}</a></td><td class="c"><a href="#{{$p.LineAnchor .Section .EW "EW"}}">{{.EWLabel}}</a></td>{{if .Note}}<td colspan="{{if $p.Leads}}6{{else}}5{{end}}" class="c">{{.Note}}</td>{{else}}<td class="c">{{.Contract}}</td><td class="c">{{.By}}</td>{{if $p.Leads}}<td class="c">{{.Lead}}</td>{{end}}<td class="c">{{.Tricks}}</td><td class="n">{{.NSScore}}</td><td class="n">{{.EWScore}}</td>{{end}}<td class="n">{{.NSPts}}</td><td class="n">{{.EWPts}}</td></tr>
{{end}}</tbody>
</table>
</div>
{{range $p.Notes .}}<p class="note">{{.}}</p>{{end}}
</article>
{{end}}</section>
{{end}}
{{define "movement"}}{{$p := .}}
<section id="movement">
<h2>Movement</h2>
{{range .Movements}}<div class="scroll">
<table class="movement">
<caption>{{.Caption}}</caption>
<thead><tr><th scope="col">Round</th>{{range .Tables}}<th scope="col">{{tableHead .}}</th>{{end}}</tr></thead>
<tbody>
{{range .Rounds}}<tr><th scope="row">{{.Round}}</th>{{range .Cells}}<td>{{.}}</td>{{end}}</tr>
{{end}}</tbody>
</table>
</div>
<p class="note">{{.Note}}</p>
{{end}}</section>
{{end}}
{{define "scorecards"}}{{$p := .}}
<section id="scorecards">
<h2>Personal score cards</h2>
{{range .CardPairs}}<article id="{{$p.Anchor .}}">
<h3>Pair {{label .Pair}}{{with $p.Names .Pair}}: {{.}}{{end}}</h3>
<p class="facts">Place {{.Rank}}, {{if $p.IMPs}}IMPs {{$p.Total .}}{{else}}total {{$p.Total .}}, {{percent .Percent}}%{{end}}</p>
<div class="scroll">
<table>
<caption>Pair {{label .Pair}}, board by board</caption>
<thead><tr><th scope="col">Board</th><th scope="col">Contract</th><th scope="col">By</th>{{if $p.Leads}}<th scope="col">Lead</th>{{end}}<th scope="col">Tricks</th><th scope="col">Score</th><th scope="col">{{if $p.IMPs}}IMPs{{else}}Points{{end}}</th>{{if not $p.IMPs}}<th scope="col">%</th><th scope="col" class="wide"><span hidden>Top or bottom</span></th>{{end}}{{if $p.ParIMPs}}<th scope="col">Par IMPs</th>{{end}}</tr></thead>
{{range $p.Rounds .}}<tbody>
<tr class="round"><th scope="rowgroup" colspan="{{$p.CardWidth}}">{{.Heading}}</th></tr>
{{range .Boards}}<tr><td class="c"><a href="#{{.Anchor}}">{{.Board}}</a></td>{{if .Note}}<td colspan="{{if $p.Leads}}5{{else}}4{{end}}" class="c">{{.Note}}</td>{{else}}<td class="c">{{.Contract}}</td><td class="c">{{.By}}</td>{{if $p.Leads}}<td class="c">{{.Lead}}</td>{{end}}<td class="c">{{.Tricks}}</td><td class="n">{{.Score}}</td>{{end}}<td class="n">{{.Points}}</td>{{if not $p.IMPs}}<td class="n">{{.Percent}}</td><td class="c wide">{{.Mark}}</td>{{end}}{{if $p.ParIMPs}}<td class="n">{{.ParIMPs}}</td>{{end}}</tr>
{{end}}</tbody>
{{end}}</table>
</div>
<p class="note">{{$p.CardTotal .}}</p>
</article>
{{end}}</section>
{{end}}
` + trailTemplate))
})

// sectionName is a report's heading in the page's table of contents.
func sectionName(s string) string {
	switch Report(s) {
	case Ranking:
		return "Ranking"
	case Recap:
		return "Recap sheet"
	case Travellers:
		return "Travellers"
	case ScoreCards:
		return "Score cards"
	case "movement":
		return "Movement"
	}
	return s
}

// CardWidth is the number of columns of a score card, for its round
// headings.
func (p htmlPage) CardWidth() int {
	n := len(p.v.cardColumns())
	return n
}
