package reports

import (
	"cmp"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
	"sync"

	"bridgescore/movements"
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
	// AwardUnit heads the awards' column: "LP", "GP" or "MP".
	AwardUnit string
	// Web places the page in a website: its trail, search box and links
	// to the players' pages; nil for a page of its own.
	Web *Web
	// Provisional says, while results are still to come, how far they
	// have come ("provisional: 16 of 56 results"), as a pairs session's
	// results say it; "" for final results.
	Provisional string
	// What are the reports to print (ranking, scorecards, travellers,
	// guidecards, handrecord, handrecord2), the results pack when none;
	// Schedule is the individual's schedule, for its guide cards, and
	// Deals its hands, for the hand record.
	What     []Report
	Schedule *movements.Individual
	Deals    []scoring.Deal
}

// title is the heading every page carries.
func (r *IndividualResults) title() string {
	t := strings.TrimSpace(strings.Join([]string{r.Club, r.Title, dateText(r.Date)}, " — "))
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
		heads = append(heads, cmp.Or(r.AwardUnit, "Award"))
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

// individualResults is an individual's results pack when no report is
// named: the players' ranking, their score cards and the travellers.
var individualResults = []Report{Ranking, ScoreCards, Travellers}

// reports are the reports asked for, the results pack when none is, each
// checked against what the individual has: its schedule for guide cards,
// its hands for the hand record.
func (r *IndividualResults) reports() ([]Report, error) {
	var what []Report
	for _, x := range r.What {
		// The results pack ("all") names the pairs' recap sheet, which an
		// individual has not: its players' score cards stand for it.
		if x != Recap {
			what = append(what, x)
		}
	}
	switch {
	case len(r.What) == 0:
		what = individualResults
	case len(what) == 0:
		return nil, fmt.Errorf("an individual has no recap sheet: each player's score card gives his boards (scorecards)")
	}
	for _, x := range what {
		switch x {
		case TableCards:
			return nil, fmt.Errorf("an individual's tables find their codes on the guide cards' tables: print guidecards, or 'bridgescore table-codes'")
		case GuideCards:
			if r.Schedule == nil {
				return nil, errNoMovement
			}
		case HandRecord, HandRecord2:
			if len(r.Deals) == 0 {
				return nil, fmt.Errorf("the hand record needs the hands: attach a PBN hand record or give --hands")
			}
		}
	}
	return what, nil
}

// WriteIndividualPDF prints an individual's reports (IndividualResults'
// What, the results pack when none): the players' ranking, their score
// cards, every board's traveller, the tables' and players' guide cards,
// the hand record.
func WriteIndividualPDF(w io.Writer, r *IndividualResults, paper Paper) error {
	what, err := r.reports()
	if err != nil {
		return err
	}
	d := newPDF(paper, r.title())
	d.provisional = r.Provisional != ""
	for _, x := range what {
		switch x {
		case Ranking:
			r.rankingPDF(d)
		case ScoreCards:
			r.scoreCardsPDF(d)
		case Travellers:
			r.travellersPDF(d)
		case GuideCards:
			d.individualTableCards(r.Schedule)
			d.playerCards(r.Schedule)
		case HandRecord:
			d.handRecordPDF(dealsByBoard(r.Deals), 4)
		case HandRecord2:
			d.handRecordPDF(dealsByBoard(r.Deals), 2)
		}
	}
	return d.output(w)
}

// dealsByBoard keys deals by their boards.
func dealsByBoard(deals []scoring.Deal) map[int]scoring.Deal {
	out := make(map[int]scoring.Deal, len(deals))
	for _, d := range deals {
		out[d.Board] = d
	}
	return out
}

// rankingPDF prints the players' ranking, under how the individual was
// played and scored, with how the awards were worked out.
func (r *IndividualResults) rankingPDF(d *pdfDoc) {
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
	what, err := r.reports()
	if err != nil {
		return err
	}
	for _, x := range what {
		if x == GuideCards || x == HandRecord || x == HandRecord2 {
			return fmt.Errorf("the %s is printed as PDF: give --format pdf", map[Report]string{GuideCards: "guide cards", HandRecord: "hand record", HandRecord2: "hand record"}[x])
		}
	}
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
		if slices.Contains(what, Travellers) {
			travs = append(travs, trav{boardHead(b), travellerRows(b)})
		}
	}
	if !slices.Contains(what, Ranking) {
		ranks = nil
	}
	var cards []map[string]any
	if slices.Contains(what, ScoreCards) {
		cards = scoringCardsHTML(r)
	}
	name := func(n string) template.HTML { return webNames(r.Web, []string{n}) }
	title := or(r.Title, "Individual")
	if r.Provisional != "" {
		title = "Provisional — " + title
	}
	return individualPage().Execute(w, map[string]any{"Head": pageHead{Title: title, Club: r.Club, Date: dateText(r.Date), Web: r.Web}, "R": r, "How": r.how(),
		"Provisional": provisionalLine(r.Provisional), "Heads": heads, "Rankings": ranks,
		"TravHeads": travellerHeads(), "Travellers": travs, "Name": name, "CardHeads": cardHeads(), "Cards": cards})
}

var individualPage = sync.OnceValue(func() *template.Template {
	return resultsPage("individual", `{{template "head" .Head}}{{if .R.Movement}}<p class="note">{{.R.Movement}}</p>{{end}}<p class="note">{{.How}}</p>{{with .Provisional}}<p class="provisional">{{.}}</p>{{end}}</header>
{{if .Rankings}}<h2>Ranking</h2>{{end}}
{{range .Rankings}}{{if .Field}}<h3>{{.Field}}</h3>{{end}}
<div class="scroll"><table>
<thead><tr>{{range $.Heads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr id="pair-{{index . 1}}">{{range $i, $c := .}}{{if eq $i 2}}<td>{{call $.Name $c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{end}}{{if .Rankings}}{{range .R.Explain}}<p class="note">Awards: {{.}}</p>
{{end}}{{end}}{{if .Cards}}<h2>Score cards</h2>
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
