package tables

import (
	_ "embed"
	"fmt"
	"html/template"
	"math/big"
	"net/http"
	"strings"
	"sync"

	"bridgescore/club"
	"bridgescore/scoring"
)

// The room's page: the standings over the boards every table that plays
// them has played (the club service's rule: see club.LiveView),
// provisional until every result is in, and those boards' travellers. It
// needs no code, shows nothing a table still to play a board could use,
// and the director can turn it off.

//go:embed live.html
var liveText string

// liveTemplate is parsed when the page is first asked for: a command that
// serves no tables never pays for it.
var liveTemplate = sync.OnceValue(func() *template.Template { return template.Must(template.New("live").Parse(liveText)) })

// livePage is the room's page as its template takes it.
type livePage struct {
	Name, Date        string
	Provisional       bool
	Entered, Expected int
	// Counted and InPlay: the boards the standings count (those every
	// table has played) and all the boards in play.
	Counted, InPlay int
	Unit            string
	Fields          []liveField
	Boards          []liveBoard
}

type liveField struct {
	Title string
	Pairs []livePair
}

type livePair struct{ Rank, Pair, Names, Score string }

type liveBoard struct {
	Board   int
	Section string
	Lines   []liveLine
}

type liveLine struct{ NS, EW, Result, Score, NSPoints, EWPoints string }

// SetLive turns the room's page on or off.
func (srv *Server) SetLive(on bool) { srv.liveOff.Store(!on) }

func (srv *Server) live(w http.ResponseWriter, r *http.Request) {
	if srv.liveOff.Load() {
		refuse(w, http.StatusNotFound, "the director has not put the results up")
		return
	}
	v, err := srv.s.Live()
	if err != nil {
		refuseErr(w, err)
		return
	}
	page := livePageOf(v)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	liveTemplate().Execute(w, page)
}

// livePageOf lays the room's view out for its page.
func livePageOf(v club.LiveView) livePage {
	p := livePage{Name: v.Name, Date: v.Date, Provisional: v.Provisional(), Entered: v.Entered, Expected: v.Expected,
		Counted: len(v.Boards), InPlay: v.InPlay, Unit: "%"}
	st := v.Standings
	if st == nil {
		return p
	}
	if st.Method != scoring.Matchpoints {
		p.Unit = "IMPs"
	}
	byField := map[string]int{}
	for _, pr := range st.Pairs {
		title := fieldTitle(pr)
		i, ok := byField[title]
		if !ok {
			i = len(p.Fields)
			byField[title] = i
			p.Fields = append(p.Fields, liveField{Title: title})
		}
		score := scoring.FormatRat(pr.Total, 2)
		if pr.Percent != nil {
			score = scoring.FormatRat(pr.Percent, 2)
		}
		p.Fields[i].Pairs = append(p.Fields[i].Pairs, livePair{Rank: pr.Rank, Pair: pr.Ref().String(), Names: strings.Join(pr.Names, " & "), Score: score})
	}
	for _, b := range v.Boards {
		lb := liveBoard{Board: b.Board, Section: b.Section}
		for _, l := range b.Lines {
			lb.Lines = append(lb.Lines, liveLine{NS: l.NS, EW: l.EW, Result: scoring.EntryText(l.Line), Score: scoreText(l.Line),
				NSPoints: pointsText(l.NSPoints), EWPoints: pointsText(l.EWPoints)})
		}
		p.Boards = append(p.Boards, lb)
	}
	return p
}

// fieldTitle names the field a pair is ranked in.
func fieldTitle(pr scoring.PairResult) string {
	t := "Standings"
	if pr.Section != "" {
		t += " · section " + pr.Section
	}
	switch pr.Direction {
	case "NS":
		t += " · North-South"
	case "EW":
		t += " · East-West"
	}
	return t
}

func scoreText(l scoring.Line) string {
	if l.Kind != scoring.Played {
		return ""
	}
	return fmt.Sprintf("%+d", l.Score)
}

func pointsText(r *big.Rat) string {
	if r == nil {
		return ""
	}
	return scoring.FormatPoints(r)
}
