package reports

import "html/template"

// resultsPageStyle is the style of the web pages of a teams night, an
// individual and a Swiss pairs: the same fonts, tables and narrow-screen
// rules, and the site's trail when the page is in one.
const resultsPageStyle = `body{font-family:"DejaVu Sans",Verdana,Arial,sans-serif;margin:1.5em auto;max-width:64em;padding:0 1em;color:#111;line-height:1.35}
h1{margin:0 0 .2em;font-size:1.6em}h2{font-size:1.2em;margin:1.4em 0 .4em}h3{font-size:1em;margin:1.2em 0 .3em}.note{color:#444;font-size:.9em}.provisional{color:#b00020;font-weight:bold;margin:.4em 0}
.scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse}caption{text-align:left;font-weight:bold;padding:.3em 0}
th,td{border:1px solid #bbb;padding:.2em .5em}thead th{background:#eee}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
@media (max-width:40em){body{margin:.6em auto;padding:0 .5em}table{font-size:.85em}th,td{padding:.15em .3em}.wide{display:none}}
@media print{.scroll{overflow:visible}table{break-inside:avoid}}
nav.site{margin-bottom:1em}.hits{list-style:none;padding:0}
`

// pageHead is what the results pages of a teams night's kin (an
// individual, a Swiss pairs) open with: the document's head in their
// style, the site's trail when the page is in one, and the heading's
// club, title and date; the page adds its notes and closes the header.
type pageHead struct {
	Title, Club, Date string
	Web               *Web
}

// resultsPage parses a results page whose template opens with
// {{template "head" .Head}}, a pageHead.
func resultsPage(name, body string) *template.Template {
	t := template.Must(template.New(name).Parse(trailTemplate))
	t = template.Must(t.Parse(`{{define "head"}}<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgescore">
<title>{{.Title}}</title>
<style>
` + resultsPageStyle + `</style>
</head>
<body>
{{with .Web}}{{template "trail" .}}{{end}}<header>{{if .Club}}<p>{{.Club}}</p>{{end}}<h1>{{.Title}}</h1>{{if .Date}}<p>{{.Date}}</p>{{end}}
{{end}}`))
	return template.Must(t.Parse(body))
}
