package tableserver

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/scoring"
)

// statusOf is the HTTP status of a refusal's code: the one place the
// server turns the service's codes into HTTP.
func statusOf(code fault.Code) int {
	switch code {
	case fault.NotFound:
		return http.StatusNotFound
	case fault.Invalid:
		return http.StatusUnprocessableEntity
	case fault.Conflict:
		return http.StatusConflict
	case fault.Forbidden:
		return http.StatusForbidden
	case fault.Busy:
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

// refuseErr answers a refusal of the service with its code's status and
// its words; a busy one tells the page when to send again.
func refuseErr(w http.ResponseWriter, err error) {
	code := fault.CodeOf(err)
	status := statusOf(code)
	if status == http.StatusServiceUnavailable {
		w.Header().Set("Retry-After", strconv.Itoa(RetryAfter))
	}
	answer(w, status, map[string]string{"error": phoneWords(code, err), "code": string(code)})
}

// phoneWords is what a table is told of a refusal. A refusal of what the
// table sent is told in the service's words; one that is the director's
// computer's own trouble (the database held, the disk full, a fault) is
// told plainly, without the file names and details in the service's
// words, which the director sees on the computer.
func phoneWords(code fault.Code, err error) string {
	switch code {
	case fault.Busy:
		return "the director's computer cannot store results just now; the result is kept and sent again"
	case fault.Internal:
		return "the director's computer could not take the result; please tell the director"
	}
	return err.Error()
}

// roundJSON is one round at a table.
type roundJSON struct {
	Round  int    `json:"round"`
	NS     string `json:"ns"`
	EW     string `json:"ew"`
	Boards []int  `json:"boards"`
	// Done are the boards whose result is in: the page shows them done
	// even when their results are no longer for the pairs now at the
	// table.
	Done []int `json:"done"`
	// NSNames and EWNames are the players, for the page.
	NSNames string `json:"nsNames,omitempty"`
	EWNames string `json:"ewNames,omitempty"`
	Locked  bool   `json:"locked,omitempty"`
	// Next says where the pairs and boards go after the round.
	Next string `json:"next,omitempty"`
	// Players are an individual's four players, N E S W ("N 8 Hal
	// Hunt"), whom ns and ew stand for; none in a pairs or teams session.
	Players []string `json:"players,omitempty"`
	// Match says, in a teams session, the match whose room the table is
	// and where its other room is.
	Match string `json:"match,omitempty"`
}

// enteredJSON is one result entered at a table.
type enteredJSON struct {
	Board  int    `json:"board"`
	Round  int    `json:"round"`
	Result string `json:"result"`
	Lead   string `json:"lead,omitempty"`
	Words  string `json:"words,omitempty"`
	// Others are the board's results at the other tables that have played
	// it, when the director shows them.
	Others []string `json:"others,omitempty"`
	// Deal is the board's hands, once the table has entered it, when a
	// hand record is attached.
	Deal *dealJSON `json:"deal,omitempty"`
}

// dealJSON is a board's hands as the page shows them after entry: each
// hand in PBN order (spades, hearts, diamonds, clubs) and the par.
type dealJSON struct {
	N, E, S, W string
	Par        string `json:"par,omitempty"`
}

type stateJSON struct {
	Table   int           `json:"table"`
	Round   int           `json:"round"`
	Rounds  []roundJSON   `json:"rounds"`
	Entered []enteredJSON `json:"entered"`
	// Settings for the page.
	AskLead    bool `json:"askLead"`
	ConfirmEW  bool `json:"confirmEW"`
	ShowOthers bool `json:"showOthers"`
	// Teams: a line's points are its IMPs (or points) with the match's
	// other room, said once both rooms are in.
	Teams bool `json:"teams,omitempty"`
}

func names(p scoring.Pair) string { return strings.Join(p.Names, " & ") }

// stateOf is a table's view as its page takes it.
func (srv *Server) stateOf(v club.TableView) stateJSON {
	st := stateJSON{Table: v.Table, Round: v.Round, Rounds: []roundJSON{}, Entered: []enteredJSON{},
		AskLead: srv.opt.AskLead, ConfirmEW: srv.opt.ConfirmEW, ShowOthers: srv.opt.ShowOthers, Teams: v.Teams}
	for _, r := range v.Rounds {
		done := r.Done
		if done == nil {
			done = []int{}
		}
		rj := roundJSON{Round: r.Round, NS: r.NS.ID, EW: r.EW.ID, Boards: r.Boards, Done: done,
			NSNames: names(r.NS), EWNames: names(r.EW), Locked: r.Locked, Next: r.Next, Match: r.Match}
		if r.Players[0].Player != 0 {
			for _, p := range r.Players {
				rj.Players = append(rj.Players, p.String())
			}
		}
		st.Rounds = append(st.Rounds, rj)
	}
	for _, res := range v.Results {
		l := res.Line
		e := enteredJSON{Board: l.Board, Round: res.Round, Result: scoring.EntryText(l), Lead: l.Lead, Words: l.Words(), Deal: dealOf(res)}
		for i, o := range res.Others {
			ns, ew := o.NS, o.EW
			if i < len(res.OtherSides) {
				ns, ew = res.OtherSides[i][0], res.OtherSides[i][1]
			}
			e.Others = append(e.Others, fmt.Sprintf("%s v %s: %s", ns, ew, scoring.EntryText(o)))
		}
		st.Entered = append(st.Entered, e)
	}
	return st
}

// dealOf is an entered board's deal for the page; nil without its hands.
func dealOf(res club.TableResult) *dealJSON {
	d := res.Deal
	if d == nil {
		return nil
	}
	dj := &dealJSON{N: d.Hands[0], E: d.Hands[1], S: d.Hands[2], W: d.Hands[3]}
	if d.Par != nil {
		dj.Par = fmt.Sprintf("Par %+d", d.Par.Score)
		if len(d.Par.Contracts) > 0 {
			dj.Par += ": " + strings.Join(d.Par.Contracts, ", ")
		}
	}
	return dj
}

func (srv *Server) state(w http.ResponseWriter, r *http.Request) {
	t, ok := srv.table(w, r)
	if !ok {
		return
	}
	v, err := srv.s.Table(t.Section, t.Table, srv.opt.ShowOthers)
	if err != nil {
		refuseErr(w, err)
		return
	}
	answer(w, http.StatusOK, srv.stateOf(v))
}

// resultJSON is a result a table sends.
type resultJSON struct {
	ID     string  `json:"id"`
	Round  int     `json:"round"`
	Board  int     `json:"board"`
	Result string  `json:"result"`
	Lead   *string `json:"lead"`
}

// result stores a table's result. The body is read first, before anything
// else is asked; a 200 means the result is stored.
func (srv *Server) result(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(w, r) {
		return
	}
	var in resultJSON
	if !readBody(w, r, &in) {
		return
	}
	t, ok := srv.table(w, r)
	if !ok {
		return
	}
	if !srv.posts.allow(t.Section+"/"+strconv.Itoa(t.Table), srv.opt.Now()) {
		w.Header().Set("Retry-After", "60")
		refuse(w, http.StatusTooManyRequests, "this table has sent %d results in a minute; wait a moment", PostsPerMinute)
		return
	}
	from := club.TableEntry{Section: t.Section, Table: t.Table, Round: in.Round, ClientID: in.ID, Device: device(r.UserAgent())}
	done, err := srv.s.EnterFromTable(from, in.Board, in.Result, in.Lead)
	if err != nil {
		if statusOf(fault.CodeOf(err)) >= 500 {
			srv.notStored(err)
		}
		refuseErr(w, err)
		return
	}
	srv.opt.Logf("%s, board %d: %s", from.Source(), in.Board, scoring.EntryText(done.Line))
	srv.reply(w, t.Section, done)
}

// notStored tells the director, at most once a minute, that the tables'
// results are not being stored, and why.
func (srv *Server) notStored(err error) {
	now := srv.opt.Now()
	last := srv.toldNotStored.Load()
	if now.UnixNano()-last < int64(time.Minute) || !srv.toldNotStored.CompareAndSwap(last, now.UnixNano()) {
		return
	}
	words := fmt.Sprintf("results from the tables are not being stored: %v; the tables' pages keep them and send them again", err)
	srv.opt.Logf("warning: %s", words)
	if srv.opt.NotStored != nil {
		srv.opt.NotStored(words)
	}
}

// reply answers an entry with its own line and points as the traveller
// stands, and the board's hands; with the line alone to pairs who have
// still to play the board, and with the line now standing in its place
// when another has taken it (replacedBy: another phone of the table sent
// at the same moment).
func (srv *Server) reply(w http.ResponseWriter, section string, done club.Entered) {
	warnings := done.Warnings
	if warnings == nil {
		warnings = []string{}
	}
	l := done.Line
	lr := scoring.LineResult{Line: l}
	if !done.StillToPlay && done.ReplacedBy == nil {
		// The points of the line as it stands, when it still does.
		if scored, err := srv.s.TableLine(section, l.Board, l.NS, l.EW); err == nil && scoring.EntryText(scored.Line) == scoring.EntryText(l) {
			lr = scored
		}
	}
	deal := dealOf(club.TableResult{Deal: done.Deal})
	reply := map[string]any{"line": lineOfResult(lr), "warnings": warnings, "deal": deal}
	if by := done.ReplacedBy; by != nil {
		reply["replacedBy"] = lineOfResult(scoring.LineResult{Line: *by})
	}
	answer(w, http.StatusOK, reply)
}

// device says in a few words what sent a request, for the history.
func device(agent string) string {
	for _, d := range []struct{ key, words string }{
		{"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Android", "Android"},
		{"Windows", "Windows"}, {"Macintosh", "Mac"}, {"CrOS", "Chromebook"}, {"Linux", "Linux"},
	} {
		if strings.Contains(agent, d.key) {
			return d.words
		}
	}
	return ""
}
