package site

import (
	"bytes"
	"fmt"
	"html/template"
	"strconv"
	"strings"
	"sync"

	"bridgescore/scoring"
)

// The site's own pages: the home page, the list of players and each
// player's page. A session's results and an event's ranking are laid out
// by package reports.

// frame is what every page of the site's own has around its content.
type frame struct {
	Club, Title string
	// Up is the way from the page to the site's top folder ("" or "../").
	Up    string
	Trail []crumb
}

type crumb struct{ Text, Href string }

// homeSession is one line of the home page's list of sessions.
type homeSession struct {
	Href, Title, Event, EventHref string
	// Entry counts the session's competitors in words: "14 pairs",
	// "4 teams", "8 players".
	Entry       string
	Provisional bool
}

type homeYear struct {
	Year     string
	Sessions []homeSession
}

type homeEvent struct {
	Title, Href string
	Sessions    int
	From, To    string
	// Provisional marks an event whose ranking is provisional.
	Provisional bool
}

// home writes the home page: the club's events, then its sessions newest
// first, year by year.
func (b *builder) home() error {
	data := struct {
		frame
		Events   []homeEvent
		Years    []homeYear
		Sessions int
		Number   string
	}{frame: frame{Club: b.club, Title: b.club + " — results"}, Sessions: len(b.sessions), Number: b.number}
	counts := map[string]*homeEvent{}
	for _, s := range b.sessions {
		year := "Undated"
		if len(s.Date) >= 4 && s.Date[4:5] == "-" {
			year = s.Date[:4]
		}
		if n := len(data.Years); n == 0 || data.Years[n-1].Year != year {
			data.Years = append(data.Years, homeYear{Year: year})
		}
		y := &data.Years[len(data.Years)-1]
		line := homeSession{Href: sessionPath(s.ID), Title: sessionTitle(s), Entry: entryWords(s), Provisional: s.Provisional}
		if e := b.events[s.Event]; e != nil {
			line.Event, line.EventHref = s.Event, b.eventHref(s.Event)
			he := counts[s.Event]
			if he == nil {
				he = &homeEvent{Title: s.Event, Href: line.EventHref, To: dayText(s.Date), Provisional: e.Ranked && e.Provisional}
				counts[s.Event] = he
			}
			he.Sessions++
			he.From = dayText(s.Date)
		}
		y.Sessions = append(y.Sessions, line)
	}
	// Events in the order of their latest session, newest first.
	seen := map[string]bool{}
	for _, s := range b.sessions {
		if he := counts[s.Event]; he != nil && !seen[s.Event] {
			seen[s.Event] = true
			data.Events = append(data.Events, *he)
		}
	}
	return b.render("index.html", homePage(), data)
}

// playerList writes the list of every player with a page, by surname.
func (b *builder) playerPages() error {
	type entry struct {
		Name, Href string
		Sessions   int
	}
	list := struct {
		frame
		Players []entry
	}{frame: frame{Club: b.club, Title: "Players — " + b.club,
		Trail: []crumb{{b.club, "index.html"}, {"Players", ""}}}}
	for _, p := range b.players.list {
		list.Players = append(list.Players, entry{Name: p.Name, Href: p.Path, Sessions: len(p.Rows)})
		if err := b.playerPage(p); err != nil {
			return err
		}
	}
	return b.render("players.html", playersPage(), list)
}

// playerLine is one session on a player's page.
type playerLine struct {
	Day, Session, Href, Pair, Boards, Figure, Rank, Award string
	Partners                                              template.HTML
}

// playerPage writes one player's page.
func (b *builder) playerPage(p *player) error {
	link := b.players.href("../")
	data := struct {
		frame
		Name     string
		F        playerFigures
		BestHref string
		Partners []partnerLine
		Lines    []playerLine
		// Awards: some session gave the player master points.
		Awards bool
	}{frame: frame{Club: b.club, Title: p.Name + " — " + b.club, Up: "../",
		Trail: []crumb{{b.club, "../index.html"}, {"Players", "../players.html"}, {p.Name, ""}}},
		Name: p.Name, F: figuresOf(p), Partners: partnersOf(p)}
	data.F.First, data.F.Last = shortDay(data.F.First), shortDay(data.F.Last)
	for i, o := range data.Partners {
		if !o.Hidden {
			data.Partners[i].Href = link(o.Name)
		}
	}
	if r := data.F.BestRow; r != nil {
		data.BestHref = "../" + sessionPath(r.Session.ID)
	}
	for _, row := range p.Rows {
		l := playerLine{Day: dayText(row.Session.Date), Session: row.Session.Name, Href: "../" + sessionPath(row.Session.ID) + "#" + row.Pair.Anchor,
			Pair: row.Pair.Pair, Boards: strconv.Itoa(row.Pair.Boards), Figure: row.Pair.Figure, Rank: row.Pair.Rank, Award: row.Pair.Award}
		var names []string
		for _, o := range row.Partners {
			h := template.HTMLEscapeString(o.Name)
			if href := link(o.Name); href != "" && !o.Hidden {
				h = `<a href="` + template.HTMLEscapeString(href) + `">` + h + `</a>`
			}
			names = append(names, h)
		}
		l.Partners = template.HTML(strings.Join(names, " &amp; "))
		data.Lines = append(data.Lines, l)
		data.Awards = data.Awards || l.Award != ""
	}
	return b.render(p.Path, playerPageTmpl(), data)
}

// render executes a page's template and writes the page.
func (b *builder) render(path string, t *template.Template, data any) error {
	var buf bytes.Buffer
	if err := t.Execute(&buf, data); err != nil {
		return err
	}
	return b.w.page(path, buf.Bytes())
}

const pageHead = `{{define "head"}}<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgescore">
<title>{{.Title}}</title>
<style>
body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:1.5em auto;max-width:60em;padding:0 1em;color:#111;line-height:1.4}
h1{margin:.2em 0;font-size:1.6em}h2{margin:1.4em 0 .4em;border-bottom:2px solid #ccc;font-size:1.25em}
a{color:#0645ad;text-decoration:none}a:hover{text-decoration:underline}
nav.site{font-size:.95em;margin-bottom:.8em;padding-bottom:.4em;border-bottom:1px solid #ddd}
form.search{margin:.6em 0}form.search input{font:inherit;padding:.2em .3em;max-width:60%}ul.hits{margin:.3em 0;padding-left:1.2em}
ul.sessions{list-style:none;padding:0;margin:0}ul.sessions li{padding:.25em 0;border-bottom:1px solid #eee}
.meta{color:#444;font-size:.9em}.provisional{color:#b00020;font-weight:bold}
.scroll{overflow-x:auto;max-width:100%;margin:.3em 0 1em}
table{border-collapse:collapse;font-size:.95em}caption{text-align:left;font-weight:bold;padding:.3em 0}
th,td{border:1px solid #bbb;padding:.2em .5em}thead th{background:#eee}tbody th{font-weight:normal;text-align:left}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}td.c{text-align:center}
ul.columns{columns:16em;padding-left:1.2em}
@media (max-width:40em){body{margin:.6em auto;padding:0 .5em}table{font-size:.85em}th,td{padding:.15em .3em}.wide{display:none}}
@media print{nav,form.search{display:none}body{max-width:none;margin:0}.scroll{overflow:visible}a{color:inherit}table{break-inside:avoid}h2{break-after:avoid}}
</style>
</head>
<body>
{{end}}
{{define "trail"}}<nav class="site" aria-label="Site">{{range $i, $c := .Trail}}{{if $i}} › {{end}}{{if $c.Href}}<a href="{{$c.Href}}">{{$c.Text}}</a>{{else}}<span aria-current="page">{{$c.Text}}</span>{{end}}{{end}}
{{template "search" .}}</nav>
{{end}}
{{define "search"}}<form class="search" role="search" action="{{.Up}}players.html"><label for="q">Find a player or session</label> <input id="q" name="q" type="search" autocomplete="off"> <button>Find</button><ul class="hits" id="hits" hidden></ul></form>
<script src="{{.Up}}search.js"></script>
{{end}}`

var homePage = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("home").Parse(pageHead + `{{template "head" .}}<header>
<h1>{{.Club}}</h1>
<p class="meta">{{if .Number}}Club number {{.Number}}. {{end}}Results of {{.Sessions}} sessions. <a href="players.html">All players</a></p>
{{template "search" .}}</header>
<main>
{{if .Events}}<section>
<h2>Events</h2>
<ul class="sessions">{{range .Events}}<li>{{if .Href}}<a href="{{.Href}}">{{.Title}}</a>{{else}}{{.Title}}{{end}} <span class="meta">{{.Sessions}} session{{if ne .Sessions 1}}s{{end}}{{if ne .From .To}}, {{.From}} to {{.To}}{{else}}, {{.To}}{{end}}</span>{{if .Provisional}} <span class="provisional">provisional</span>{{end}}</li>
{{end}}</ul>
</section>
{{end}}{{range .Years}}<section>
<h2>Sessions of {{.Year}}</h2>
<ul class="sessions">{{range .Sessions}}<li><a href="{{.Href}}">{{.Title}}</a> <span class="meta">{{.Entry}}{{if .Event}} · {{if .EventHref}}<a href="{{.EventHref}}">{{.Event}}</a>{{else}}{{.Event}}{{end}}{{end}}</span>{{if .Provisional}} <span class="provisional">provisional</span>{{end}}</li>
{{end}}</ul>
</section>
{{else}}<p>No results yet.</p>
{{end}}</main>
</body>
</html>
`))
})

var playersPage = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("players").Parse(pageHead + `{{template "head" .}}{{template "trail" .}}<main>
<h1>Players</h1>
<p class="meta">Everyone who has played at {{.Club}}, by surname, with the number of sessions.</p>
<ul class="columns">{{range .Players}}<li><a href="{{.Href}}">{{.Name}}</a> <span class="meta">{{.Sessions}}</span></li>
{{end}}</ul>
</main>
</body>
</html>
`))
})

var playerPageTmpl = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("player").Parse(pageHead + `{{template "head" .}}{{template "trail" .}}<main>
<h1>{{.Name}}</h1>
<p>{{.F.Sessions}} session{{if ne .F.Sessions 1}}s{{end}}{{if .F.First}}, {{if ne .F.First .F.Last}}from {{.F.First}} to {{.F.Last}}{{else}}on {{.F.Last}}{{end}}{{end}}.
{{if .F.Mean}}Mean percentage {{.F.Mean}}% over {{.F.Scored}} matchpoint session{{if ne .F.Scored 1}}s{{end}}; best <a href="{{.BestHref}}">{{.F.Best}}%</a>.{{end}}
{{if .F.Podiums}}Won {{.F.Wins}} session{{if ne .F.Wins 1}}s{{end}}; in the first three in {{.F.Podiums}}.{{end}}
{{with .F.Awards}}Master points: {{range $i, $a := .}}{{if $i}}, {{end}}{{$a}}{{end}}.{{end}}</p>
<section>
<h2>Partners</h2>
<div class="scroll"><table>
<caption>Partners, most sessions first</caption>
<thead><tr><th scope="col">Partner</th><th scope="col">Sessions</th><th scope="col">Mean %</th></tr></thead>
<tbody>{{range .Partners}}<tr><th scope="row">{{if .Href}}<a href="{{.Href}}">{{.Name}}</a>{{else}}{{.Name}}{{end}}</th><td class="n">{{.Sessions}}</td><td class="n">{{.Mean}}</td></tr>
{{end}}</tbody></table></div>
</section>
<section>
<h2>Sessions</h2>
<div class="scroll"><table>
<caption>Sessions, newest first</caption>
<thead><tr><th scope="col">Session</th><th scope="col">Partner</th><th scope="col">Result</th><th scope="col">Place</th>{{if .Awards}}<th scope="col">Award</th>{{end}}<th scope="col" class="wide">Pair</th><th scope="col" class="wide">Boards</th></tr></thead>
<tbody>{{range .Lines}}<tr><th scope="row"><a href="{{.Href}}">{{.Session}}</a><br><span class="meta">{{.Day}}</span></th><td>{{.Partners}}</td><td class="n">{{.Figure}}</td><td class="c">{{.Rank}}</td>{{if $.Awards}}<td class="n">{{.Award}}</td>{{end}}<td class="c wide">{{.Pair}}</td><td class="n wide">{{.Boards}}</td></tr>
{{end}}</tbody></table></div>
</section>
</main>
</body>
</html>
`))
})

// entryWords count a session's competitors as its kind names them: "14
// pairs", "4 teams", "1 player".
func entryWords(e *sessionEntry) string {
	one := scoring.Kind(e.Kind).Competitor()
	if len(e.Pairs) == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %ss", len(e.Pairs), one)
}
