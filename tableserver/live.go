package tableserver

import (
	"bytes"
	_ "embed"
	"fmt"
	"html/template"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

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
	// Who heads the ranking's competitor column: Pair, or Player in an
	// individual.
	Who string
	// Swiss says, in a Swiss, after which round the standings are and
	// what is to come, in place of the finished boards' words; Waiting
	// says when its standings begin.
	Swiss   []string
	Waiting string
	Fields  []liveField
	Boards  []liveBoard
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

// The room's page is asked for by anyone in the room, every 30 seconds
// by itself, and must never slow the tables' results: it is worked out
// once for each change to the session, at most once every LiveEvery, and
// served from then on as it was written; and one address asking more
// often than LivePerMinute is answered 429 after a wait of liveWait, so
// that a program asking as fast as it is answered asks once a second a
// connection (and the connections of an address are limited).
var (
	// LiveEvery is the most often the room's page is worked out again
	// while the results come in.
	LiveEvery = time.Second
	// liveWait holds back the answer to an address asking too often.
	liveWait = time.Second
)

// LivePerMinute is how many times one address may ask for the room's
// page in a minute: the page asks twice.
const LivePerMinute = 60

// builtPage is the room's page as worked out for one state of the
// session.
type builtPage struct {
	version uint64
	at      time.Time
	body    []byte
}

// liveCache keeps the room's page last worked out.
type liveCache struct {
	// building is held while the page is worked out again.
	building sync.Mutex
	page     atomic.Pointer[builtPage]
}

func (srv *Server) live(w http.ResponseWriter, r *http.Request) {
	if srv.liveOff.Load() {
		refuse(w, http.StatusNotFound, "the director has not put the results up")
		return
	}
	if !srv.liveAsks.allow(guessKey(address(r)), srv.opt.Now()) {
		select {
		case <-time.After(liveWait):
		case <-r.Context().Done():
			return
		}
		w.Header().Set("Retry-After", "30")
		refuse(w, http.StatusTooManyRequests, "the room's page is asked for too often from this address; it updates itself every 30 seconds")
		return
	}
	version, err := srv.s.Version()
	if err != nil {
		refuseErr(w, err)
		return
	}
	page, err := srv.livePage(version)
	if err != nil {
		refuseErr(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	w.Write(page.body)
}

// livePage is the room's page for a state of the session: the page last
// worked out when it is of that state, or younger than LiveEvery, or
// being worked out again meanwhile; else worked out again.
func (srv *Server) livePage(version uint64) (*builtPage, error) {
	c := &srv.liveCache
	fresh := func(p *builtPage) bool {
		return p != nil && (p.version == version || srv.opt.Now().Sub(p.at) < LiveEvery)
	}
	if p := c.page.Load(); fresh(p) {
		return p, nil
	}
	if !c.building.TryLock() {
		if p := c.page.Load(); p != nil {
			return p, nil
		}
		c.building.Lock()
	}
	defer c.building.Unlock()
	if p := c.page.Load(); fresh(p) {
		return p, nil
	}
	v, err := srv.s.Live()
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := liveTemplate().Execute(&b, livePageOf(v)); err != nil {
		return nil, err
	}
	p := &builtPage{version: version, at: srv.opt.Now(), body: b.Bytes()}
	c.page.Store(p)
	return p, nil
}

// livePageOf lays the room's view out for its page.
func livePageOf(v club.LiveView) livePage {
	p := livePage{Name: v.Name, Date: v.Date, Provisional: v.Provisional(), Entered: v.Entered, Expected: v.Expected,
		Counted: v.Finished, InPlay: v.InPlay, Unit: "%", Who: "Pair"}
	p.Boards = liveBoards(v)
	p.Swiss, p.Waiting = swissWords(v.Rounds)
	if v.Players != nil {
		p.Who, p.Fields = "Player", livePlayers(v.Players)
		if v.Players.Method.InIMPs() {
			p.Unit = "IMPs"
		}
		return p
	}
	if v.Teams != nil {
		p.Who, p.Unit, p.Fields = "Team", teamsUnit(v.Teams.Method), []liveField{{Title: "Standings"}}
		for _, t := range v.Teams.Teams {
			score := scoring.FormatPoints(t.Total)
			if v.Teams.Method == scoring.TeamVPs {
				score = scoring.FormatRat(t.Total, 2) // as the scale gives them
			}
			p.Fields[0].Pairs = append(p.Fields[0].Pairs, livePair{Rank: t.Rank, Pair: t.ID, Names: t.Name, Score: score})
		}
		return p
	}
	if v.Swiss != nil {
		p.Unit, p.Fields = "VPs", []liveField{{Title: "Standings"}}
		for _, sw := range v.Swiss {
			p.Fields[0].Pairs = append(p.Fields[0].Pairs, livePair{Rank: sw.Rank, Pair: sw.Pair, Names: strings.Join(sw.Names, " & "), Score: scoring.FormatPoints(sw.Score)})
		}
		return p
	}
	st := v.Standings
	if st == nil {
		return p
	}
	if st.Method.InIMPs() {
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
	return p
}

// swissWords say how far a Swiss's standings have come: after the rounds
// every table has finished, the round under way, and the rounds still to
// be drawn, each from the standings after the round before; and, until
// the first round is finished, when they begin. None for any other
// session.
func swissWords(r *club.LiveRounds) (words []string, waiting string) {
	if r == nil {
		return nil, ""
	}
	if r.After > 0 {
		words = append(words, fmt.Sprintf("The standings are those after round %d of %d: a round counts once every table has finished it, so that nothing here tells a table how a board it has still to play went.", r.After, r.Rounds))
	}
	if r.Drawn > r.After {
		words = append(words, r.Next)
	}
	switch left := r.Rounds - r.Drawn; {
	case left == 1:
		words = append(words, fmt.Sprintf("Round %d is still to be drawn, from the standings after round %d.", r.Rounds, r.Drawn))
	case left == 2:
		words = append(words, fmt.Sprintf("Rounds %d and %d are still to be drawn, each from the standings after the round before.", r.Drawn+1, r.Rounds))
	case left > 2:
		words = append(words, fmt.Sprintf("Rounds %d to %d are still to be drawn, each from the standings after the round before.", r.Drawn+1, r.Rounds))
	}
	return words, "No standings yet: they begin once every table has finished round 1."
}

// teamsUnit heads a teams ranking's scores: what the method ranks by.
func teamsUnit(m scoring.TeamMethod) string {
	switch m {
	case scoring.TeamVPs:
		return "VPs"
	case scoring.TeamIMPs:
		return "IMPs"
	}
	return "Points"
}

// livePlayers are an individual's players' ranking, field by field.
func livePlayers(st *scoring.IndividualStandings) []liveField {
	var fields []liveField
	field := "-"
	for _, pr := range st.Players {
		if pr.Field != field || len(fields) == 0 {
			field = pr.Field
			title := "Standings"
			if name := scoring.FieldName(field); name != "" {
				title += " · " + name
			}
			fields = append(fields, liveField{Title: title})
		}
		score := scoring.FormatRat(pr.Total, 2)
		if pr.Percent != nil {
			score = scoring.FormatRat(pr.Percent, 2)
		}
		f := &fields[len(fields)-1]
		f.Pairs = append(f.Pairs, livePair{Rank: pr.Rank, Pair: pr.ID, Names: pr.Name, Score: score})
	}
	return fields
}

// liveBoards are the finished boards' travellers, each side named as the
// room knows it: a pair by its number, an individual's by its players'.
func liveBoards(v club.LiveView) []liveBoard {
	var out []liveBoard
	side := func(id string) string {
		if w, ok := v.Sides[id]; ok {
			return w
		}
		return id
	}
	for _, b := range v.Boards {
		lb := liveBoard{Board: b.Board, Section: b.Section}
		for _, l := range b.Lines {
			lb.Lines = append(lb.Lines, liveLine{NS: side(l.NS), EW: side(l.EW), Result: scoring.EntryText(l.Line), Score: scoreText(l.Line),
				NSPoints: pointsText(l.NSPoints), EWPoints: pointsText(l.EWPoints)})
		}
		out = append(out, lb)
	}
	return out
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
