package reports

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"sync"

	"bridgescore/scoring"
)

// SwissPairsResults is a Swiss pairs as its printed results show it: the
// standings after the last round scored, then each round's matches and
// the victory points they earned.
type SwissPairsResults struct {
	Club, Title, Date string
	Standings         *scoring.SwissPairsStandings
	// Next says what comes next ("Round 3 can be drawn"); "" when
	// nothing does.
	Next string
	// Provisional is set while rounds are still to play.
	Provisional bool
	// Web places the page in a website (see IndividualResults.Web).
	Web *Web
	// Awards are the pairs' master points, in the order of the final
	// standings; nil for none.
	Awards *RankingAwards
}

func (r *SwissPairsResults) title() string {
	t := strings.TrimSpace(strings.Join([]string{r.Club, r.Title, dateText(r.Date)}, " — "))
	return strings.Trim(t, " —")
}

// how says how the rounds were scored.
func (r *SwissPairsResults) how() string {
	st := r.Standings
	rounds := "1 round"
	if n := len(st.Rounds); n != 1 {
		rounds = fmt.Sprintf("%d rounds", n)
	}
	s := fmt.Sprintf("Swiss pairs, %s scored: each round's boards %s across the field", rounds, methodWords(st.Method))
	if st.Scale != scoring.SwissNoVP {
		s += fmt.Sprintf(", each pair's result turned into victory points (%s)", swissScaleWords(st.Scale))
	}
	return s + "."
}

func swissScaleWords(s scoring.SwissScale) string {
	switch s {
	case scoring.SwissEBU7:
		return "the EBU's table"
	case scoring.SwissWBF:
		return "the WBF's continuous scale"
	}
	return string(s)
}

// standingsRows are the standings after the last round: place, pair,
// players, victory points, rounds.
func (r *SwissPairsResults) standingsRows() (heads []string, rows [][]string) {
	heads = []string{"Place", "Pair", "Names", "VPs", "Rounds"}
	unit, awards := r.Awards.column()
	if unit != "" {
		heads = append(heads, unit)
	}
	for i, p := range r.Standings.Final() {
		row := []string{p.Rank, p.Pair, strings.Join(p.Names, " & "), scoring.FormatPoints(p.Score), fmt.Sprint(p.Rounds)}
		if i < len(awards) {
			row = append(row, awards[i])
		}
		rows = append(rows, row)
	}
	return heads, rows
}

// roundRows are a round's matches: table, the two pairs with each one's
// result and victory points, and the bye.
func (r *SwissPairsResults) roundRows(round scoring.SwissRound) (heads []string, rows [][]string) {
	unit := "%"
	if r.Standings.Method.InIMPs() {
		unit = "IMPs"
	}
	heads = []string{"Table", "Pair", unit, "VPs", "v Pair", unit, "VPs"}
	for _, m := range round.Matches {
		rows = append(rows, []string{fmt.Sprint(m.Table), m.Pairs[0], scoring.FormatPoints(m.Results[0]), scoring.FormatPoints(m.VPs[0]),
			m.Pairs[1], scoring.FormatPoints(m.Results[1]), scoring.FormatPoints(m.VPs[1])})
	}
	if round.Bye != "" {
		rows = append(rows, []string{"bye", round.Bye, "", "", "", "", ""})
	}
	return heads, rows
}

// WriteSwissPairsPDF prints a Swiss pairs: the standings, then each
// round's matches.
func WriteSwissPairsPDF(w io.Writer, r *SwissPairsResults, paper Paper) error {
	d := newPDF(paper, r.title())
	d.page("Standings", "P")
	d.mark("Standings", 0)
	f := d.f
	d.font("B", 16)
	f.SetX(margin)
	f.MultiCell(d.width(), 8, or(r.Title, "Swiss pairs"), "", "L", false)
	d.font("", 10)
	for _, s := range []string{r.how(), r.Next} {
		if s != "" {
			f.SetX(margin)
			f.MultiCell(d.width(), 5, s, "", "L", false)
		}
	}
	f.Ln(3)
	heads, rows := r.standingsRows()
	d.table(heads, rows, 2, "Standings")
	if n := r.Awards.note(); n != "" {
		d.font("", 9)
		f.Ln(2)
		f.SetX(margin)
		f.MultiCell(d.width(), 4.5, n, "", "L", false)
	}
	for _, round := range r.Standings.Rounds {
		heads, rows := r.roundRows(round)
		if !d.room(14 + 6*float64(len(rows)+1)) {
			d.turnPage()
		}
		name := fmt.Sprintf("Round %d", round.Round)
		d.startBlock(name)
		d.mark(name, 0)
		f.Ln(4)
		d.font("B", 12)
		f.SetX(margin)
		f.MultiCell(d.width(), 6, name, "", "L", false)
		d.table(heads, rows, -1, name)
		d.endBlock()
	}
	return d.output(w)
}

// WriteSwissPairsHTML writes a Swiss pairs as a web page: the standings
// and each round's matches.
func WriteSwissPairsHTML(w io.Writer, r *SwissPairsResults) error {
	heads, rows := r.standingsRows()
	type round struct {
		Round int
		Heads []string
		Rows  [][]string
	}
	var rounds []round
	for _, rd := range r.Standings.Rounds {
		h, rs := r.roundRows(rd)
		rounds = append(rounds, round{rd.Round, h, rs})
	}
	names := func(n string) template.HTML { return webNames(r.Web, strings.Split(n, " & ")) }
	return swissPairsPage().Execute(w, map[string]any{"Head": pageHead{Title: or(r.Title, "Swiss pairs"), Club: r.Club, Date: dateText(r.Date), Web: r.Web}, "R": r, "How": r.how(), "Heads": heads, "Rows": rows, "Rounds": rounds, "Names": names, "Awards": r.Awards.note()})
}

var swissPairsPage = sync.OnceValue(func() *template.Template {
	return resultsPage("swisspairs", `{{template "head" .Head}}<p class="note">{{.How}}</p>{{if .R.Next}}<p class="note">{{.R.Next}}</p>{{end}}</header>
<h2>Standings</h2>
<div class="scroll"><table>
<thead><tr>{{range .Heads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr id="pair-{{index . 1}}">{{range $i, $c := .}}{{if eq $i 2}}<td>{{if $c}}{{call $.Names $c}}{{end}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{with .Awards}}<p class="note">{{.}}</p>{{end}}
{{range .Rounds}}<h2>Round {{.Round}}</h2>
<div class="scroll"><table>
<thead><tr>{{range .Heads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range .}}<td class="n">{{.}}</td>{{end}}</tr>
{{end}}</tbody></table></div>
{{end}}</body></html>
`)
})
