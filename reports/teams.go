package reports

import (
	"fmt"
	"html/template"
	"io"
	"math/big"
	"strings"
	"sync"

	"bridgescore/awards"
	"bridgescore/scoring"
)

// TeamsResults is a teams session as its printed results show it: the
// ranking, the cross-table of matches and each match's score card.
type TeamsResults struct {
	Club, Title, Date string
	Standings         *scoring.TeamStandings
	// Notes are what the scorer decided and the reader should know (a
	// match length found from a file's own VPs).
	Notes []string
	// Web places the page in a website: its trail, search box and links
	// to the players' pages; nil for a page of its own.
	Web *Web
	// Provisional says, while results are still to come, how far they
	// have come ("provisional: 12 of 48 results"); "" for final results.
	Provisional string
	// Awards are the teams' master points; nil for none.
	Awards *RankingAwards
}

// RankingAwards are what a ranking of teams or of a Swiss's pairs earns on
// a scale: each competitor's award in the ranking's order, and how they
// were worked out, in words.
type RankingAwards struct {
	Scale   awards.Scale
	Awards  []awards.Award
	Explain string
}

// awardsNote is the explanation printed under the ranking; "" for none.
func (r *TeamsResults) awardsNote() string { return r.Awards.note() }

// note is the awards' explanation as printed under a ranking; "" for
// none.
func (a *RankingAwards) note() string {
	if a == nil {
		return ""
	}
	return "Awards: " + a.Explain
}

// column is the award column's heading and each competitor's figure, in
// the ranking's order; nothing for none.
func (a *RankingAwards) column() (head string, cells []string) {
	if a == nil {
		return "", nil
	}
	for _, x := range a.Awards {
		cells = append(cells, a.Scale.Format(x))
	}
	return a.Scale.Unit(), cells
}

// teamsHow says how the session was scored, for the heading.
func (r *TeamsResults) teamsHow() string {
	st := r.Standings
	switch st.Method {
	case scoring.TeamVPs:
		return fmt.Sprintf("IMPs converted to victory points (%s scale)", scaleName(st.Scale))
	case scoring.TeamIMPs:
		return "IMPs"
	case scoring.BoardAMatch:
		return "board-a-match"
	case scoring.PointABoard:
		return "point-a-board"
	case scoring.TeamAggregate:
		return "aggregate (total points)"
	}
	return string(st.Method)
}

func scaleName(s scoring.VPScale) string {
	switch s {
	case scoring.WBF2013:
		return "WBF 2013 continuous"
	case scoring.ACBL30:
		return "ACBL 30-point"
	case scoring.ACBL20:
		return "ACBL 20-point"
	}
	return string(s)
}

// fig writes an exact figure as printed: two decimals, or a whole
// number without them (board points, IMPs).
func fig(r *big.Rat) string {
	if r == nil {
		return ""
	}
	if r.IsInt() {
		return r.RatString()
	}
	return scoring.FormatRat(r, 2)
}

// vps writes a team's victory points, always with two decimals as the
// scale gives them; other figures as fig.
func (r *TeamsResults) vps(v *big.Rat) string {
	if v != nil && r.Standings.Method == scoring.TeamVPs {
		return scoring.FormatRat(v, 2)
	}
	return fig(v)
}

// rankingRows are the ranking's rows: place, team, name, players, matches,
// IMPs (VP and IMP methods), total.
func (r *TeamsResults) rankingRows() (heads []string, rows [][]string) {
	st := r.Standings
	imps := st.Method == scoring.TeamVPs
	heads = []string{"Place", "Team", "Name", "Players", "Matches"}
	if imps {
		heads = append(heads, "IMPs")
	}
	heads = append(heads, "Total")
	unit, awards := r.Awards.column()
	if unit != "" {
		heads = append(heads, unit)
	}
	for i, t := range st.Teams {
		row := []string{t.Rank, t.ID, t.Name, strings.Join(t.Players, ", "), fmt.Sprint(t.Matches)}
		if imps {
			row = append(row, signedWhole(t.IMPs))
		}
		row = append(row, r.vps(t.Total))
		if i < len(awards) {
			row = append(row, awards[i])
		}
		rows = append(rows, row)
	}
	return heads, rows
}

func signedWhole(r *big.Rat) string {
	if r == nil {
		return ""
	}
	s := fig(r)
	if r.Sign() > 0 {
		s = "+" + s
	}
	return s
}

// crossTable is each team's score against each other, in ranking order:
// a row a team, its id, what it took from its matches against each team
// (× against itself) and its total.
func (r *TeamsResults) crossTable() (ids []string, rows [][]string) {
	st := r.Standings
	pos := map[string]int{}
	for i, t := range st.Teams {
		ids = append(ids, t.ID)
		pos[t.ID] = i
	}
	rows = make([][]string, len(ids))
	for i, t := range st.Teams {
		rows[i] = make([]string, len(ids)+2)
		rows[i][0], rows[i][i+1], rows[i][len(ids)+1] = t.ID, "×", r.vps(t.Total)
	}
	add := func(i, j int, v *big.Rat) {
		if rows[i][j+1] != "" {
			rows[i][j+1] += " "
		}
		rows[i][j+1] += r.vps(v)
	}
	for _, m := range st.Matches {
		if m.Score[0] == nil {
			continue
		}
		h, a := pos[m.Home], pos[m.Away]
		add(h, a, m.Score[0])
		add(a, h, m.Score[1])
	}
	return ids, rows
}

// scorecardHeads are the heads of a match's score card: IMPs or points
// each way, as the session is scored.
func (r *TeamsResults) scorecardHeads(m scoring.MatchResult) []string {
	won := "IMPs"
	if r.Standings.Method != scoring.TeamVPs && r.Standings.Method != scoring.TeamIMPs {
		won = "points"
	}
	return []string{"Board", "Open room", "Closed room", "Net", m.Home + " " + won, m.Away + " " + won, "Note"}
}

// scorecardRows are a match's boards as its score card prints them.
func scorecardRows(m scoring.MatchResult) [][]string {
	var rows [][]string
	imps := m.IMPs[0] != nil || (len(m.Scorecard) > 0 && m.Scorecard[0].HomeIMPs != nil)
	for _, b := range m.Scorecard {
		room := func(l *scoring.Line) string {
			if l == nil {
				return "—"
			}
			return l.Describe()
		}
		row := []string{fmt.Sprint(b.Board), room(b.Open), room(b.Closed)}
		net := ""
		if b.Net != nil {
			net = fmt.Sprintf("%+d", *b.Net)
			if *b.Net == 0 {
				net = "0"
			}
		}
		row = append(row, net)
		h, a := b.HomePoints, b.AwayPoints
		if imps {
			h, a = b.HomeIMPs, b.AwayIMPs
		}
		hs, as := "", ""
		if b.Scored {
			if imps {
				hs, as = positive(h), positive(a)
			} else {
				hs, as = fig(h), fig(a)
			}
		}
		row = append(row, hs, as, b.Note)
		rows = append(rows, row)
	}
	return rows
}

// positive writes IMPs won: a side's IMPs when more than none.
func positive(r *big.Rat) string {
	if r == nil || r.Sign() <= 0 {
		return ""
	}
	return fig(r)
}

// matchLine sums a match up: "1 v 2: IMPs 22–5, 17.31–2.69 VPs".
func (r *TeamsResults) matchLine(m scoring.MatchResult) string {
	s := fmt.Sprintf("%s v %s", teamName(r.Standings, m.Home), teamName(r.Standings, m.Away))
	if m.Round > 0 {
		s = fmt.Sprintf("Round %d: %s", m.Round, s)
	}
	if m.Score[0] == nil {
		return s + ": not yet scored"
	}
	if m.IMPs[0] != nil {
		s += fmt.Sprintf(": IMPs %s–%s", fig(m.IMPs[0]), fig(m.IMPs[1]))
		if r.Standings.Method == scoring.TeamVPs {
			s += fmt.Sprintf(", %s–%s VPs", r.vps(m.Score[0]), r.vps(m.Score[1]))
		}
	} else {
		s += fmt.Sprintf(": %s–%s", r.vps(m.Score[0]), r.vps(m.Score[1]))
	}
	if !m.Complete {
		s += " (so far)"
	}
	return s
}

// teamName is "3 Smith" for a team with a name, "3" without.
func teamName(st *scoring.TeamStandings, id string) string {
	for _, t := range st.Teams {
		if t.ID == id && t.Name != "" {
			return id + " " + t.Name
		}
	}
	return id
}

// WriteTeamsPDF prints a teams session: the ranking, how each tie would
// split, the cross-table and every match's score card.
func WriteTeamsPDF(w io.Writer, r *TeamsResults, paper Paper) error {
	title := strings.TrimSpace(strings.Join([]string{r.Club, r.Title, dateText(r.Date)}, " — "))
	title = strings.Trim(title, " —")
	d := newPDF(paper, title)
	d.page("Ranking", "P")
	d.mark("Ranking", 0)
	f := d.f
	d.font("B", 16)
	f.SetX(margin)
	f.MultiCell(d.width(), 8, or(r.Title, "Teams"), "", "L", false)
	d.font("", 10)
	f.SetX(margin)
	f.MultiCell(d.width(), 5, "Scored by "+r.teamsHow(), "", "L", false)
	for _, n := range r.Notes {
		f.SetX(margin)
		f.MultiCell(d.width(), 5, n, "", "L", false)
	}
	f.Ln(3)
	heads, rows := r.rankingRows()
	d.table(heads, rows, 3, "Ranking")
	if n := r.awardsNote(); n != "" {
		f.Ln(2)
		d.note(n)
	}
	for _, tie := range r.Standings.Ties {
		d.font("", 9)
		f.Ln(1)
		f.SetX(margin)
		f.MultiCell(d.width(), 4.5, fmt.Sprintf("Tie for %s (%s): %s.", tie.Rank, strings.Join(tie.Teams, ", "), strings.Join(tie.Reasons, "; ")), "", "L", false)
	}
	r.crossTablePDF(d)
	r.scorecardsPDF(d)
	return d.output(w)
}

// table prints a table with its headings, repeated on a new page.
func (d *pdfDoc) table(heads []string, rows [][]string, flex int, what string) {
	cols := make([]col, len(heads))
	for i, h := range heads {
		cols[i] = col{head: h, w: 1, align: "R"}
		if i == flex || h == "Name" || h == "Players" || h == "Open room" || h == "Closed room" || h == "Note" {
			cols[i].align = "L"
		}
	}
	var cells [][]text
	for _, row := range rows {
		var c []text
		for _, s := range row {
			c = append(c, suits(s))
		}
		cells = append(cells, c)
	}
	d.setSize("", 9)
	ws := d.fitWidths(cols, cells, flex)
	const h = 6.0
	d.headRow(cols, ws, h)
	for _, c := range cells {
		if d.keep(h) {
			d.continued(what)
			d.headRow(cols, ws, h)
		}
		d.row(cols, ws, h, c)
	}
}

// crossTablePDF prints the cross-table on a page of its own.
func (r *TeamsResults) crossTablePDF(d *pdfDoc) {
	ids, rows := r.crossTable()
	if len(ids) < 2 {
		return
	}
	orient := "P"
	if len(ids) > 10 {
		orient = "L"
	}
	d.page("Cross-table", orient)
	d.mark("Cross-table", 0)
	d.font("B", 13)
	d.f.SetX(margin)
	d.f.MultiCell(d.width(), 7, "Cross-table: what each team (row) took from each opponent (column)", "", "L", false)
	d.f.Ln(2)
	heads := append([]string{"Team"}, ids...)
	heads = append(heads, "Total")
	d.table(heads, rows, -1, "Cross-table")
}

// scorecardsPDF prints each match's score card, none split over pages.
func (r *TeamsResults) scorecardsPDF(d *pdfDoc) {
	matches := r.Standings.Matches
	if len(matches) == 0 {
		return
	}
	d.page("Match score cards", "L")
	d.mark("Match score cards", 0)
	for _, m := range matches {
		if len(m.Scorecard) == 0 {
			continue
		}
		need := 12 + 6*float64(len(m.Scorecard)+1)
		if !d.room(need) {
			d.turnPage()
		}
		d.startBlock(fmt.Sprintf("%s v %s", m.Home, m.Away))
		d.mark(fmt.Sprintf("%s v %s", m.Home, m.Away), 1)
		d.font("B", 11)
		d.f.SetX(margin)
		d.f.MultiCell(d.width(), 6, r.matchLine(m), "", "L", false)
		d.font("", 8)
		d.f.SetX(margin)
		d.f.MultiCell(d.width(), 4, fmt.Sprintf("Open room: %s North-South; closed room: %s North-South. Net is the home team's.", m.Home, m.Away), "", "L", false)
		d.f.Ln(1)
		d.table(r.scorecardHeads(m), scorecardRows(m), 6, "Match score cards")
		d.endBlock()
		d.f.Ln(4)
	}
}

// WriteTeamsHTML writes a teams session as a web page: the ranking, the
// cross-table and every match's score card.
func WriteTeamsHTML(w io.Writer, r *TeamsResults) error {
	heads, rows := r.rankingRows()
	ids, cross := r.crossTable()
	type card struct {
		Line  string
		Heads []string
		Rows  [][]string
	}
	var cards []card
	for _, m := range r.Standings.Matches {
		// A match not yet begun has nothing to show on a web page.
		if len(m.Scorecard) == 0 || m.Score[0] == nil {
			continue
		}
		cards = append(cards, card{Line: r.matchLine(m), Heads: r.scorecardHeads(m), Rows: scorecardRows(m)})
	}
	var ties []string
	for _, tie := range r.Standings.Ties {
		ties = append(ties, fmt.Sprintf("Tie for %s (%s): %s.", tie.Rank, strings.Join(tie.Teams, ", "), strings.Join(tie.Reasons, "; ")))
	}
	links := make([]template.HTML, len(r.Standings.Teams))
	for i, t := range r.Standings.Teams {
		links[i] = webList(r.Web, t.Players, ", ")
	}
	title := r.Title
	if r.Provisional != "" {
		title = "Provisional — " + title
	}
	return teamsPage().Execute(w, map[string]any{"Head": pageHead{Title: title, Club: r.Club, Date: dateText(r.Date), Web: r.Web},
		"R": r, "How": r.teamsHow(), "Awards": r.awardsNote(), "Provisional": provisionalLine(r.Provisional), "Heads": heads, "Rows": rows, "Players": links,
		"Ties": ties, "IDs": ids, "Cross": cross, "Cards": cards,
	})
}

var teamsPage = sync.OnceValue(func() *template.Template {
	return resultsPage("teams", `{{template "head" .Head}}<p class="note">Scored by {{.How}}</p>{{range .R.Notes}}<p class="note">{{.}}</p>{{end}}
{{with .Provisional}}<p class="provisional">{{.}}</p>{{end}}</header>
<h2>Ranking</h2>
<div class="scroll"><table>
<thead><tr>{{range $i, $h := .Heads}}<th scope="col"{{if or (eq $i 3) (eq $i 4)}} class="wide"{{end}}>{{$h}}</th>{{end}}</tr></thead>
<tbody>{{range $r, $row := .Rows}}<tr id="pair-{{index $row 1}}">{{range $i, $c := $row}}{{if eq $i 2}}<td>{{$c}}</td>{{else if eq $i 3}}<td class="wide">{{index $.Players $r}}</td>{{else if eq $i 4}}<td class="n wide">{{$c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{with .Awards}}<p class="note">{{.}}</p>
{{end}}{{range .Ties}}<p class="note">{{.}}</p>
{{end}}{{if gt (len .IDs) 1}}<h2>Cross-table</h2>
<p class="note">What each team (row) took from each opponent (column).</p>
<div class="scroll"><table>
<thead><tr><th scope="col">Team</th>{{range .IDs}}<th scope="col">{{.}}</th>{{end}}<th scope="col">Total</th></tr></thead>
<tbody>{{range .Cross}}<tr>{{range $i, $c := .}}{{if eq $i 0}}<th scope="row">{{$c}}</th>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>{{end}}
{{if .Cards}}<h2>Match score cards</h2>
{{range .Cards}}<h3>{{.Line}}</h3>
<div class="scroll"><table>
<thead><tr>{{range .Heads}}<th scope="col">{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range $i, $c := .}}{{if or (eq $i 1) (eq $i 2) (eq $i 6)}}<td>{{$c}}</td>{{else}}<td class="n">{{$c}}</td>{{end}}{{end}}</tr>
{{end}}</tbody></table></div>
{{end}}{{end}}</body></html>
`)
})
