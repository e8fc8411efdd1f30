package reports

import (
	"html/template"
	"strconv"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// Web places a results page in a club's results website: the trail of
// links from the home page to it, a link from each player's name to the
// player's own page, and a search box. Every address is relative to the
// page. A page with Web also shows the session's movement and names its
// session in its main heading.
type Web struct {
	// Trail leads from the home page to this page; the last step is the
	// page itself and is not a link.
	Trail []Link
	// Player is the address of a player's page, "" for a player without
	// one (a player shown by initials only); nil for no links.
	Player func(name string) string
	// Search is the address of the site's search index script and Players
	// the page listing every player (where the search box goes when no
	// script runs); "" for no search box.
	Search, Players string
}

// Link is one link of a page's trail.
type Link struct {
	Text, Href string
}

// webNames are a pair's names for a web page: each linked to the
// player's page when the page is in a website that has one.
func webNames(w *Web, names []string) template.HTML { return webList(w, names, " & ") }

// webList is names joined by sep, each linked to its player's page in a
// website.
func webList(w *Web, names []string, sep string) template.HTML {
	if w == nil || w.Player == nil {
		return template.HTML(template.HTMLEscapeString(strings.Join(names, sep)))
	}
	var b strings.Builder
	for i, n := range names {
		if i > 0 {
			b.WriteString(template.HTMLEscapeString(sep))
		}
		if href := w.Player(n); href != "" {
			b.WriteString(`<a href="` + template.HTMLEscapeString(href) + `">` + template.HTMLEscapeString(n) + `</a>`)
		} else {
			b.WriteString(template.HTMLEscapeString(n))
		}
	}
	return template.HTML(b.String())
}

// Names are a pair's names on the page, linked to the players' pages in
// a website.
func (p htmlPage) Names(pr scoring.Pair) template.HTML { return webNames(p.Web, pr.Names) }

// PairAnchor is the place of a pair's score card on its session's page
// ("pair-3NS"), for links from other pages.
func PairAnchor(p scoring.PairRef) string { return pairAnchor(pairKey(p.Section, p.ID, p.Direction)) }

// movementTable is one section's movement as a web page shows it: what
// each table plays in each round.
type movementTable struct {
	Caption string
	Tables  []int
	Rounds  []movementRound
	Note    string
}

type movementRound struct {
	Round int
	Cells []string
}

// Movements are the session's movements, section by section, for a page
// in a website; nil when the movement is not known (a results file's).
func (p htmlPage) Movements() []movementTable {
	if p.Web == nil {
		return nil
	}
	ms := p.v.r.Sections
	if len(ms) == 0 && p.v.r.Movement != nil {
		ms = []*movements.Movement{p.v.r.Movement}
	}
	var out []movementTable
	for _, m := range ms {
		if m == nil {
			continue
		}
		out = append(out, movementTableOf(m))
	}
	return out
}

// movementTableOf lays a movement out as rounds down and tables across,
// each cell the pairs at the table (North-South first) and the boards.
func movementTableOf(m *movements.Movement) movementTable {
	t := movementTable{Caption: sectionTitle(m, "Movement") + ": " + m.Name}
	cards := m.TableCards()
	at := map[[2]int]string{}
	arrows := false
	for _, c := range cards {
		t.Tables = append(t.Tables, c.Table)
		for _, r := range c.Rounds {
			cell := pairNumber(m, r.NS, "NS") + " v " + pairNumber(m, r.EW, "EW") + ", boards " + boardsText(r.Boards)
			if r.SitOut {
				cell = sitOutText(m, r)
			} else if r.ArrowSwitched {
				cell += " ⇅"
				arrows = true
			}
			at[[2]int{r.Round, c.Table}] = cell
		}
	}
	for round := 1; round <= m.Rounds; round++ {
		mr := movementRound{Round: round}
		for _, table := range t.Tables {
			mr.Cells = append(mr.Cells, at[[2]int{round, table}])
		}
		t.Rounds = append(t.Rounds, mr)
	}
	t.Note = "Each cell: the North-South pair v the East-West pair, and the boards played."
	if arrows {
		t.Note += " ⇅ marks an arrow switch: the pair sitting North-South plays the East-West cards."
	}
	return t
}

// tableHead heads a movement's column.
func tableHead(table int) string { return "Table " + strconv.Itoa(table) }

// trailTemplate is the top of a page in a website: the trail from the
// home page and the search box, which works without a script by going to
// the list of players.
const trailTemplate = `{{define "trail"}}<nav class="site" aria-label="Site">{{range $i, $l := .Trail}}{{if $i}} › {{end}}{{if $l.Href}}<a href="{{$l.Href}}">{{$l.Text}}</a>{{else}}<span aria-current="page">{{$l.Text}}</span>{{end}}{{end}}
{{if .Players}}<form class="search" role="search" action="{{.Players}}"><label for="q">Find a player or session</label> <input id="q" name="q" type="search" autocomplete="off"> <button>Find</button><ul class="hits" id="hits" hidden></ul></form>
{{if .Search}}<script src="{{.Search}}"></script>{{end}}{{end}}</nav>
{{end}}`
