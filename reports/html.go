package reports

import (
	"html/template"
	"io"
	"strconv"
	"strings"

	"bridgescore/scoring"
)

// WriteHTML writes the chosen reports of a session as one self-contained
// HTML page for a club website: no scripts, no external files, the pairs
// and boards linked between the ranking, recap, travellers and score cards.
// Guide cards are left out: they are for printing.
func WriteHTML(w io.Writer, r *Results, what []Report) error {
	var keep []Report
	for _, x := range what {
		if x != GuideCards {
			keep = append(keep, x)
		}
	}
	if err := r.check(keep); err != nil {
		return err
	}
	r = cleaned(r)
	v := newView(r)
	page := htmlPage{v: v, Title: r.titleLine(), Club: r.Club, Event: r.Event, Date: r.Date, Facts: v.headerFacts()}
	for _, x := range keep {
		page.Sections = append(page.Sections, string(x))
	}
	return pageTmpl.Execute(w, page)
}

type htmlPage struct {
	v                 *view
	Title             string
	Club, Event, Date string
	Facts             []string
	Sections          []string
}

func (p htmlPage) Has(s string) bool {
	for _, x := range p.Sections {
		if x == s {
			return true
		}
	}
	return false
}

func (p htmlPage) IMPs() bool      { return p.v.imps }
func (p htmlPage) Fields() []field { return p.v.fields }
func (p htmlPage) Boards() []scoring.BoardResult {
	return p.v.boards
}
func (p htmlPage) CardPairs() []scoring.PairResult { return p.v.cardPairs() }
func (p htmlPage) RecapPairs(f field) []scoring.PairResult {
	return recapPairs(f)
}
func (p htmlPage) Recap(pr scoring.PairResult, board int) string {
	return p.v.recapCell(key(pr.Pair), board)
}

// Anchor is a pair's place on the page: its score card.
func (p htmlPage) Anchor(pr scoring.PairResult) string { return pairAnchor(key(pr.Pair)) }

// LineAnchor is the score card of the pair on one side of a line.
func (p htmlPage) LineAnchor(id, side string) string { return pairAnchor(p.v.sideKey(id, side)) }

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
	Group, NS, EW, By, Tricks, NSScore, EWScore, NSPts, EWPts string
	Contract, Lead, Note                                      template.HTML
}

func (p htmlPage) Lines(b scoring.BoardResult) []htmlLine {
	var out []htmlLine
	for _, l := range b.Lines {
		t := lineCells(l.Line)
		out = append(out, htmlLine{
			Group: strconv.Itoa(l.Group), NS: l.NS, EW: l.EW, By: t.By, Tricks: t.Tricks, NSScore: t.NSScore, EWScore: t.EWScore,
			NSPts: p.v.pointsText(l.NSPoints), EWPts: p.v.pointsText(l.EWPoints),
			Contract: htmlText(t.Contract), Lead: htmlText(t.Lead), Note: htmlText(t.Note),
		})
	}
	return out
}

// htmlCard is one board of a score card ready for the page.
type htmlCard struct {
	Round, Table, Board, Dir, Opp, OppNames, OppAnchor, By, Tricks, Score, Points, Percent string
	Contract, Lead, Note                                                                   template.HTML
}

func (p htmlPage) KnowRounds() bool { return p.v.knowRounds() }

// Leads says whether the session records opening leads: only then do
// travellers and score cards have a Lead column.
func (p htmlPage) Leads() bool { return p.v.leads }

func (p htmlPage) Card(pr scoring.PairResult) []htmlCard {
	var out []htmlCard
	for _, c := range p.v.cards[key(pr.Pair)] {
		cells, note := p.v.cardCells(c)
		h := htmlCard{
			Round: cells[0].String(), Table: cells[1].String(), Board: cells[2].String(), Dir: cells[3].String(),
			Opp: c.Opponents, Contract: htmlText(cells[5]), By: cells[6].String(), Tricks: cells[7].String(),
			Score: cells[8].String(), Points: cells[9].String(), Percent: cells[10].String(), Note: htmlText(note),
			Lead: htmlText(lineCells(c.Line.Line).Lead),
		}
		if op, ok := p.v.pairs[c.OppKey]; ok {
			h.OppNames = names(op.Pair)
		}
		h.OppAnchor = pairAnchor(c.OppKey)
		out = append(out, h)
	}
	return out
}

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

var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"label":       label,
	"signed":      func(s *int) string { return signedScore(*s) },
	"boardAnchor": func(b int) string { return anchor("board-", strconv.Itoa(b)) },
	// Score cards hold board numbers as text.
	"boardAnchor2": func(b string) string { return anchor("board-", b) },
	"names":        names,
	"percent":      percent,
	"points":       points,
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgescore">
<title>{{.Title}}</title>
<style>
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:1.5em auto;max-width:60em;padding:0 1em;color:#111}
h1{margin:0 0 .2em;font-size:1.6em}h2{margin:1.6em 0 .4em;border-bottom:2px solid #ccc}h3{margin:1.2em 0 .3em}
.facts{color:#555;font-size:.9em;margin:.2em 0}
nav a{margin-right:1em}
table{border-collapse:collapse;margin:.3em 0 1em;font-size:.9em}
th,td{border:1px solid #bbb;padding:.15em .45em}th{background:#eee}
td.n{text-align:right}td.c{text-align:center}
.recap{font-size:.8em}
.red{color:#c8001e}
.deal td{border:none;padding:0 .6em;vertical-align:top;white-space:nowrap}
a{color:#0645ad;text-decoration:none}a:hover{text-decoration:underline}
@media print{nav{display:none}}
</style>
</head>
<body>
<header>
{{if .Club}}<h1>{{.Club}}</h1>{{end}}
<p>{{.Event}}{{if and .Event .Date}}, {{end}}{{.Date}}</p>
{{range .Facts}}<p class="facts">{{.}}</p>
{{end}}</header>
<nav>{{if .Has "ranking"}}<a href="#ranking">Ranking</a>{{end}}{{if .Has "recap"}}<a href="#recap">Recap sheet</a>{{end}}{{if .Has "travellers"}}<a href="#travellers">Travellers</a>{{end}}{{if .Has "scorecards"}}<a href="#scorecards">Score cards</a>{{end}}</nav>
{{- $p := .}}
{{if .Has "ranking"}}
<section id="ranking">
<h2>Ranking</h2>
{{range .Fields}}{{if .Name}}<h3>{{.Name}}</h3>{{end}}
<table>
<tr><th>Place</th><th>Pair</th><th>Names</th><th>Boards</th>{{if $p.IMPs}}<th>IMPs</th>{{else}}<th>Matchpoints</th><th>%</th>{{end}}</tr>
{{range .Pairs}}<tr><td class="c">{{.Rank}}</td><td class="c"><a href="#{{$p.Anchor .}}">{{.ID}}</a></td><td>{{names .Pair}}</td><td class="n">{{.Boards}}</td><td class="n">{{$p.Total .}}</td>{{if not $p.IMPs}}<td class="n">{{percent .Percent}}</td>{{end}}</tr>
{{end}}</table>
{{end}}</section>
{{end}}
{{if .Has "recap"}}
<section id="recap">
<h2>Recap sheet</h2>
{{range $f := .Fields}}{{if .Name}}<h3>{{.Name}}</h3>{{end}}
<table class="recap">
<tr><th>Pair</th>{{range $p.Boards}}<th><a href="#{{boardAnchor .Board}}">{{.Board}}</a></th>{{end}}{{if $p.IMPs}}<th>IMPs</th>{{else}}<th>Total</th><th>%</th>{{end}}</tr>
{{range $pr := $p.RecapPairs $f}}<tr><td class="c"><a href="#{{$p.Anchor $pr}}">{{.ID}}</a></td>{{range $p.Boards}}<td class="n">{{$p.Recap $pr .Board}}</td>{{end}}<td class="n">{{$p.Total $pr}}</td>{{if not $p.IMPs}}<td class="n">{{percent $pr.Percent}}</td>{{end}}</tr>
{{end}}</table>
{{end}}</section>
{{end}}
{{if .Has "travellers"}}
<section id="travellers">
<h2>Travellers</h2>
{{range .Boards}}<article id="{{boardAnchor .Board}}">
<h3>Board {{.Board}}</h3>
<p class="facts">Dealer {{$p.Dealer .Board}}, vulnerable: {{$p.Vul .Board}}{{if .Top}}, top {{points .Top}}{{end}}{{with .Datum}}, datum {{signed .}}{{end}}{{if $p.Fouled .}}, fouled board scored in groups{{end}}</p>
{{with $p.Hands .Board}}<table class="deal">
<tr><td></td><td>{{range index . 0}}{{.}}<br>{{end}}</td><td></td></tr>
<tr><td>{{range index . 3}}{{.}}<br>{{end}}</td><td></td><td>{{range index . 1}}{{.}}<br>{{end}}</td></tr>
<tr><td></td><td>{{range index . 2}}{{.}}<br>{{end}}</td><td></td></tr>
</table>{{end}}
<table>
<tr>{{if $p.Fouled .}}<th>Group</th>{{end}}<th>NS</th><th>EW</th><th>Contract</th><th>By</th>{{if $p.Leads}}<th>Lead</th>{{end}}<th>Tricks</th><th>NS +</th><th>EW +</th><th>NS pts</th><th>EW pts</th></tr>
{{$fouled := $p.Fouled .}}{{range $p.Lines .}}<tr>{{if $fouled}}<td class="c">{{.Group}}</td>{{end}}<td class="c"><a href="#{{$p.LineAnchor .NS "NS"}}">{{.NS}}</a></td><td class="c"><a href="#{{$p.LineAnchor .EW "EW"}}">{{.EW}}</a></td>{{if .Note}}<td colspan="{{if $p.Leads}}6{{else}}5{{end}}" class="c">{{.Note}}</td>{{else}}<td class="c">{{.Contract}}</td><td class="c">{{.By}}</td>{{if $p.Leads}}<td class="c">{{.Lead}}</td>{{end}}<td class="c">{{.Tricks}}</td><td class="n">{{.NSScore}}</td><td class="n">{{.EWScore}}</td>{{end}}<td class="n">{{.NSPts}}</td><td class="n">{{.EWPts}}</td></tr>
{{end}}</table>
</article>
{{end}}</section>
{{end}}
{{if .Has "scorecards"}}
<section id="scorecards">
<h2>Personal score cards</h2>
{{range .CardPairs}}<article id="{{$p.Anchor .}}">
<h3>Pair {{label .Pair}}: {{names .Pair}}</h3>
<p class="facts">Place {{.Rank}}, {{if $p.IMPs}}IMPs {{$p.Total .}}{{else}}total {{$p.Total .}}, {{percent .Percent}}%{{end}}</p>
<table>
<tr>{{if $p.KnowRounds}}<th>Round</th><th>Table</th>{{end}}<th>Board</th><th>Dir</th><th>Opponents</th><th>Contract</th><th>By</th>{{if $p.Leads}}<th>Lead</th>{{end}}<th>Tricks</th><th>Score</th><th>Points</th>{{if not $p.IMPs}}<th>%</th>{{end}}</tr>
{{range $p.Card .}}<tr>{{if $p.KnowRounds}}<td class="c">{{.Round}}</td><td class="c">{{.Table}}</td>{{end}}<td class="c"><a href="#{{boardAnchor2 .Board}}">{{.Board}}</a></td><td class="c">{{.Dir}}</td><td><a href="#{{.OppAnchor}}">{{.Opp}}</a> {{.OppNames}}</td>{{if .Note}}<td colspan="{{if $p.Leads}}5{{else}}4{{end}}" class="c">{{.Note}}</td>{{else}}<td class="c">{{.Contract}}</td><td class="c">{{.By}}</td>{{if $p.Leads}}<td class="c">{{.Lead}}</td>{{end}}<td class="c">{{.Tricks}}</td><td class="n">{{.Score}}</td>{{end}}<td class="n">{{.Points}}</td>{{if not $p.IMPs}}<td class="n">{{.Percent}}</td>{{end}}</tr>
{{end}}</table>
</article>
{{end}}</section>
{{end}}
</body>
</html>
`))
