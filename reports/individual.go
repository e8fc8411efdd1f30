package reports

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"

	"bridgescore/scoring"
)

// IndividualResults is an individual as its printed results show it: the
// players' ranking (each credited with his side's points) and every
// board's traveller naming the four players of each line.
type IndividualResults struct {
	Club, Title, Date string
	// Movement says how it was played ("2 tables, 8 players … : 8
	// players, 3 rounds of 4 boards"); "" for a file that does not say.
	Movement  string
	Standings *scoring.IndividualStandings
	// Awards are each player's award, in the order of Standings.Players;
	// nil when none were asked for. Explain says how they were worked out.
	Awards  []string
	Explain []string
	// Web places the page in a website: its trail, search box and links
	// to the players' pages; nil for a page of its own.
	Web *Web
	// Provisional says, while results are still to come, how far they
	// have come ("provisional: 16 of 56 results"), as a pairs session's
	// results say it; "" for final results.
	Provisional string
}

// title is the heading every page carries.
func (r *IndividualResults) title() string {
	t := strings.TrimSpace(strings.Join([]string{r.Club, r.Title, r.Date}, " — "))
	return strings.Trim(t, " —")
}

// how says how the boards were scored, for the heading.
func (r *IndividualResults) how() string {
	boards := "1 board"
	if n := len(r.Standings.Boards); n != 1 {
		boards = fmt.Sprintf("%d boards", n)
	}
	s := fmt.Sprintf("Individual, %d players, %s, scored by %s; each player credited with his side's score on every board he played",
		len(r.Standings.Players), boards, methodWords(r.Standings.Method))
	if r.Standings.Fields == scoring.FieldsByDirection {
		s += "; North-South players ranked apart from East-West"
	}
	return s + "."
}

func methodWords(m scoring.Method) string {
	if m.InIMPs() {
		return "cross-IMPs"
	}
	return "matchpoints"
}

// rankingFields are the ranking's heads and rows field by field (one
// field, or North-South then East-West): place, player, name, boards,
// total, percentage, award.
func (r *IndividualResults) rankingFields() (heads []string, fields []string, rows [][][]string) {
	st := r.Standings
	heads = []string{"Place", "Player", "Name", "Boards", "Total"}
	imps := st.Method.InIMPs()
	if !imps {
		heads = append(heads, "%")
	}
	if r.Awards != nil {
		heads = append(heads, "Award")
	}
	field := "-"
	for i, p := range st.Players {
		if p.Field != field || len(rows) == 0 {
			field = p.Field
			fields = append(fields, scoring.FieldName(field))
			rows = append(rows, nil)
		}
		row := []string{p.Rank, p.ID, p.Name, fmt.Sprint(p.Boards), scoring.FormatRat(p.Total, 2)}
		if !imps {
			pct := ""
			if p.Percent != nil {
				pct = scoring.FormatRat(p.Percent, 2)
			}
			row = append(row, pct)
		}
		if r.Awards != nil && i < len(r.Awards) {
			row = append(row, r.Awards[i])
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], row)
	}
	return heads, fields, rows
}

// travellerHeads are the heads of an individual's traveller.
func travellerHeads() []string {
	return []string{"Round", "Table", "N", "E", "S", "W", "Result", "NS", "EW"}
}

// travellerRows are a board's lines: where it was played, its four
// players, the result and each side's points.
func travellerRows(b scoring.IndividualBoardResult) [][]string {
	var rows [][]string
	for _, l := range b.Lines {
		at := func(n int) string {
			if n == 0 {
				return ""
			}
			return fmt.Sprint(n)
		}
		rows = append(rows, []string{at(l.Round), at(l.Table), l.Players[0], l.Players[1], l.Players[2], l.Players[3],
			l.Line.Describe(), fig(l.NSPoints), fig(l.EWPoints)})
	}
	return rows
}

// boardHead names a board and its top.
func boardHead(b scoring.IndividualBoardResult) string {
	s := fmt.Sprintf("Board %d", b.Board)
	if b.Section != "" {
		s = fmt.Sprintf("Section %s, board %d", b.Section, b.Board)
	}
	if b.Top != nil {
		s += ", top " + fig(b.Top)
	}
	return s
}

// WriteIndividualPDF prints an individual: the players' ranking, then
// every board's traveller.
func WriteIndividualPDF(w io.Writer, r *IndividualResults, paper Paper) error {
	d := newPDF(paper, r.title())
	d.provisional = r.Provisional != ""
	d.page("Ranking", "P")
	d.mark("Ranking", 0)
	f := d.f
	d.font("B", 16)
	f.SetX(margin)
	f.MultiCell(d.width(), 8, or(r.Title, "Individual"), "", "L", false)
	d.font("", 10)
	for _, s := range []string{r.Movement, r.how()} {
		if s != "" {
			f.SetX(margin)
			f.MultiCell(d.width(), 5, s, "", "L", false)
		}
	}
	d.provisionalLine(r.Provisional)
	heads, fields, rows := r.rankingFields()
	for i := range rows {
		f.Ln(3)
		if fields[i] != "" {
			d.font("B", 12)
			f.SetX(margin)
			f.MultiCell(d.width(), 6, fields[i], "", "L", false)
		}
		d.table(heads, rows[i], 2, "Ranking")
	}
	for _, e := range r.Explain {
		d.font("", 9)
		f.Ln(2)
		f.SetX(margin)
		f.MultiCell(d.width(), 4.5, "Awards: "+e, "", "L", false)
	}
	r.scoreCardsPDF(d)
	r.travellersPDF(d)
	return d.output(w)
}

// travellersPDF prints every board's traveller, none split over pages.
func (r *IndividualResults) travellersPDF(d *pdfDoc) {
	if len(r.Standings.Boards) == 0 {
		return
	}
	d.page("Travellers", "P")
	d.mark("Travellers", 0)
	for _, b := range r.Standings.Boards {
		rows := travellerRows(b)
		if !d.room(8 + 6*float64(len(rows)+1)) {
			d.turnPage()
		}
		d.startBlock(boardHead(b))
		d.mark(boardHead(b), 1)
		d.font("B", 11)
		d.f.SetX(margin)
		d.f.MultiCell(d.width(), 6, boardHead(b), "", "L", false)
		d.table(travellerHeads(), rows, 6, "Travellers")
		d.endBlock()
		d.f.Ln(3)
	}
}

// WriteIndividualHTML writes an individual as a web page: the players'
// ranking and every board's traveller.
func WriteIndividualHTML(w io.Writer, r *IndividualResults) error {
	heads, fields, rows := r.rankingFields()
	type ranking struct {
		Field string
		Rows  [][]string
	}
	var ranks []ranking
	for i := range rows {
		ranks = append(ranks, ranking{fields[i], rows[i]})
	}
	type trav struct {
		Head string
		Rows [][]string
	}
	var travs []trav
	for _, b := range r.Standings.Boards {
		travs = append(travs, trav{boardHead(b), travellerRows(b)})
	}
	name := func(n string) template.HTML { return webNames(r.Web, []string{n}) }
	title := or(r.Title, "Individual")
	if r.Provisional != "" {
		title = "Provisional — " + title
	}
	return individualPage().Execute(w, map[string]any{"Head": pageHead{Title: title, Club: r.Club, Date: r.Date, Web: r.Web}, "R": r, "How": r.how(),
		"Provisional": provisionalLine(r.Provisional), "Heads": heads, "Rankings": ranks,
		"TravHeads": travellerHeads(), "Travellers": travs, "Name": name, "CardHeads": cardHeads(), "Cards": scoringCardsHTML(r)})
}

var individualPage = sync.OnceValue(func() *template.Template {
	return resultsPage("individual", `{{template "head" .Head}}{{if .R.Movement}}<p class="note">{{.R.Movement}}</p>{{end}}<p class="note">{{.How}}</p>{{with .Provisional}}<p class="provisional">{{.}}</p>{{end}}</header>
<h2>Ranking</h2>
{{range .Rankings}}{{if .Field}}<h3>{{.Field}}</h3>{{end}}
<div class="scroll"><table>
<thead><tr>{{range $.Heads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr id="pair-{{index . 1}}">{{range $i, $c := .}}{{if eq $i 2}}<td>{{call $.Name $c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{end}}{{range .R.Explain}}<p class="note">Awards: {{.}}</p>
{{end}}{{if .Cards}}<h2>Score cards</h2>
{{range .Cards}}<h3 id="card-{{.Player}}">{{.Title}}</h3>
<div class="scroll"><table>
<thead><tr>{{range $.CardHeads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range $i, $c := .}}{{if eq $i 5}}<td>{{$c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{end}}{{end}}{{if .Travellers}}<h2>Travellers</h2>
{{range .Travellers}}<h3>{{.Head}}</h3>
<div class="scroll"><table>
<thead><tr>{{range $.TravHeads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range $i, $c := .}}{{if eq $i 6}}<td>{{$c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{end}}{{end}}</body></html>
`)
})
