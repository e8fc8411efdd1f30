package tables

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// Session is what the table server needs from the club service: one open
// session. *club.OpenSession is one.
type Session interface {
	Movement() *movements.Movement
	// Sections and SelectSection: in a session of several sections each
	// request works in its table's section.
	Sections() []string
	SelectSection(name string) error
	Section() string
	Seated(id, seat string) scoring.Pair
	RowsAt(p club.Place) []club.Row
	Rows(board int) ([]club.Row, error)
	TableCodes() ([]club.TableCode, error)
	DirectorPIN() (string, error)
	EnterFromTable(board int, row club.Row, text string, lead *string, from club.TableEntry) (club.Entered, error)
	Answered(clientID string) (club.Row, bool, error)
	LockedRounds() (map[int]bool, error)
	LockRound(round int, locked bool) error
	LineResult(board int, ns, ew string) (scoring.LineResult, error)
	Refresh() error
	Deals() map[int]interchange.Deal
}

// Limits on what a request may carry.
const (
	// MaxBody is the largest request body read: a result is a few dozen
	// bytes.
	MaxBody = 4 << 10
	// MaxClientID is the longest client id kept.
	MaxClientID = 100
	// WrongCodesPerMinute is how many wrong codes (or PINs) one address
	// may send in a minute before it is refused for the rest of it.
	WrongCodesPerMinute = 20
)

// Options are the director's settings for the tables.
type Options struct {
	// AskLead asks the tables for the opening lead.
	AskLead bool
	// ConfirmEW asks East-West to confirm the result NS entered.
	ConfirmEW bool
	// ShowOthers shows a table, after it has entered a board, the board's
	// results at the tables that have played it.
	ShowOthers bool
	// Logf, when set, is told of each entry (never a code or a PIN).
	Logf func(format string, args ...any)
	// Entered, when set, is told of each result stored, for the window.
	Entered func(club.Entered)
	// Now is the clock (time.Now when nil); tests turn it.
	Now func() time.Time
}

// Server serves one session's tables.
type Server struct {
	mu    sync.Mutex // the session is used by one request at a time
	s     Session
	opt   Options
	codes map[string]club.TableCode // access code → section and table
	pin   string
	wrong *limiter
	mux   *http.ServeMux
	// deals are the session's hands, read once and again after Refresh
	// (a hand record attached in the window), not on every result.
	deals map[int]interchange.Deal
}

// New makes the server of a session, with its tables' access codes.
func New(s Session, opt Options) (*Server, error) {
	if s.Movement() == nil {
		return nil, club.ErrNoMovement
	}
	list, err := s.TableCodes()
	if err != nil {
		return nil, err
	}
	pin, err := s.DirectorPIN()
	if err != nil {
		return nil, err
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Logf == nil {
		opt.Logf = func(string, ...any) {}
	}
	srv := &Server{s: s, opt: opt, codes: map[string]club.TableCode{}, pin: pin, wrong: newLimiter(WrongCodesPerMinute, time.Minute)}
	for _, c := range list {
		srv.codes[c.Code] = c
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /t/{code}", srv.page)
	mux.HandleFunc("GET /api/t/{code}", srv.state)
	mux.HandleFunc("POST /api/t/{code}/result", srv.result)
	mux.HandleFunc("POST /api/director/lock", srv.lock)
	mux.HandleFunc("GET /api/director/progress", srv.progress)
	srv.mux = mux
	return srv, nil
}

// ServeHTTP serves the tables' pages and API.
func (srv *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	srv.mux.ServeHTTP(w, r)
}

// answer writes a JSON answer.
func answer(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":"the answer could not be written"}`)
	}
	writeJSON(w, status, b)
}

func writeJSON(w http.ResponseWriter, status int, b []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b)
	w.Write([]byte("\n"))
}

func refuse(w http.ResponseWriter, status int, format string, args ...any) {
	answer(w, status, map[string]string{"error": fmt.Sprintf(format, args...)})
}

// address is the request's remote address without its port.
func address(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// table finds the table of the request's access code, counting a wrong
// code against its address, and works from then on in its section; it has
// answered the request when ok is false.
func (srv *Server) table(w http.ResponseWriter, r *http.Request) (table int, ok bool) {
	now := srv.opt.Now()
	addr := address(r)
	if srv.wrong.over(addr, now) {
		refuse(w, http.StatusTooManyRequests, "too many wrong codes from this address; wait a minute")
		return 0, false
	}
	code := strings.ToUpper(strings.TrimSpace(r.PathValue("code")))
	t, found := srv.codes[code]
	if !found {
		srv.wrong.add(addr, now)
		refuse(w, http.StatusNotFound, "there is no table with that code; check the code on the table card")
		return 0, false
	}
	if t.Section != "" {
		if err := srv.s.SelectSection(t.Section); err != nil {
			refuse(w, http.StatusInternalServerError, "%v", err)
			return 0, false
		}
	}
	return t.Table, true
}

// sameOrigin refuses a post made from another site's page: a browser
// names the page's origin, which must be this server's.
func sameOrigin(w http.ResponseWriter, r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
		refuse(w, http.StatusForbidden, "a result can only be sent from the table's own page")
		return false
	}
	if o := r.Header.Get("Origin"); o != "" {
		u, err := url.Parse(o)
		if err != nil || u.Host != r.Host {
			refuse(w, http.StatusForbidden, "a result can only be sent from the table's own page")
			return false
		}
	}
	return true
}

// readBody decodes a JSON body of at most MaxBody bytes into v; it has
// answered the request when it returns false.
func readBody(w http.ResponseWriter, r *http.Request, v any) bool {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		refuse(w, http.StatusRequestEntityTooLarge, "the request is larger than %d bytes", MaxBody)
		return false
	}
	if err != nil {
		refuse(w, http.StatusBadRequest, "the request could not be read")
		return false
	}
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil || dec.More() {
		refuse(w, http.StatusBadRequest, "the request is not the JSON this server takes")
		return false
	}
	return true
}

// roundJSON is one round at a table.
type roundJSON struct {
	Round  int    `json:"round"`
	NS     string `json:"ns"`
	EW     string `json:"ew"`
	Boards []int  `json:"boards"`
	// NSNames and EWNames are the players, for the page.
	NSNames string `json:"nsNames,omitempty"`
	EWNames string `json:"ewNames,omitempty"`
	Locked  bool   `json:"locked,omitempty"`
	// Next says where the pairs and boards go after the round.
	Next string `json:"next,omitempty"`
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

// dealOf is a board's deal for the page; nil without its hands.
func dealOf(d interchange.Deal, ok bool) *dealJSON {
	if !ok || d.Hands[0] == "" {
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

type stateJSON struct {
	Table   int           `json:"table"`
	Round   int           `json:"round"`
	Rounds  []roundJSON   `json:"rounds"`
	Entered []enteredJSON `json:"entered"`
	// Settings for the page.
	AskLead    bool `json:"askLead"`
	ConfirmEW  bool `json:"confirmEW"`
	ShowOthers bool `json:"showOthers"`
}

func names(p scoring.Pair) string { return strings.Join(p.Names, " & ") }

// tableState is what a table sees of the session.
func (srv *Server) tableState(table int) (stateJSON, error) {
	m := srv.s.Movement()
	locked, err := srv.s.LockedRounds()
	if err != nil {
		return stateJSON{}, err
	}
	st := stateJSON{Table: table, Rounds: []roundJSON{}, Entered: []enteredJSON{}, AskLead: srv.opt.AskLead, ConfirmEW: srv.opt.ConfirmEW, ShowOthers: srv.opt.ShowOthers}
	for r := 1; r <= m.Rounds; r++ {
		rows := srv.s.RowsAt(club.Place{Round: r, Table: table})
		if len(rows) == 0 {
			continue
		}
		rj := roundJSON{Round: r, NS: rows[0].NS, EW: rows[0].EW, Locked: locked[r], Next: whereNext(m, r, table)}
		rj.NSNames, rj.EWNames = names(srv.s.Seated(rows[0].NS, "NS")), names(srv.s.Seated(rows[0].EW, "EW"))
		done := true
		for _, row := range rows {
			rj.Boards = append(rj.Boards, row.Board)
			if row.Entered == nil {
				done = false
				continue
			}
			e := enteredJSON{Board: row.Board, Round: r, Result: scoring.EntryText(*row.Entered), Lead: row.Entered.Lead, Words: Words(*row.Entered)}
			d, ok := srv.dealsOf()[row.Board]
			e.Deal = dealOf(d, ok)
			if srv.opt.ShowOthers {
				// Only a board this table has played and entered: never a
				// result before the table has played the board.
				e.Others = srv.others(row)
			}
			st.Entered = append(st.Entered, e)
		}
		st.Rounds = append(st.Rounds, rj)
		if st.Round == 0 && !done {
			st.Round = r
		}
	}
	if st.Round == 0 && len(st.Rounds) > 0 {
		st.Round = st.Rounds[len(st.Rounds)-1].Round
	}
	return st, nil
}

func (srv *Server) state(w http.ResponseWriter, r *http.Request) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	table, ok := srv.table(w, r)
	if !ok {
		return
	}
	st, err := srv.tableState(table)
	if err != nil {
		refuse(w, http.StatusInternalServerError, "%v", err)
		return
	}
	answer(w, http.StatusOK, st)
}

// resultJSON is a result a table sends.
type resultJSON struct {
	ID     string  `json:"id"`
	Round  int     `json:"round"`
	Board  int     `json:"board"`
	Result string  `json:"result"`
	Lead   *string `json:"lead"`
}

func (srv *Server) result(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(w, r) {
		return
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	table, ok := srv.table(w, r)
	if !ok {
		return
	}
	var in resultJSON
	if !readBody(w, r, &in) {
		return
	}
	in.ID = strings.TrimSpace(in.ID)
	if in.ID == "" || len(in.ID) > MaxClientID {
		refuse(w, http.StatusBadRequest, "a result needs an id of 1 to %d characters", MaxClientID)
		return
	}
	// An entry sent again is answered with its line as it stands.
	if row, found, err := srv.s.Answered(in.ID); err != nil {
		refuse(w, http.StatusInternalServerError, "%v", err)
		return
	} else if found {
		if row.Entered == nil {
			refuse(w, http.StatusConflict, "board %d: the result sent was deleted by the director", row.Board)
			return
		}
		srv.reply(w, club.Entered{Line: *row.Entered})
		return
	}
	row, found := srv.row(table, in.Round, in.Board)
	if !found {
		refuse(w, http.StatusForbidden, "board %d is not played at table %d in round %d", in.Board, table, in.Round)
		return
	}
	locked, err := srv.s.LockedRounds()
	if err != nil {
		refuse(w, http.StatusInternalServerError, "%v", err)
		return
	}
	if locked[in.Round] {
		refuse(w, http.StatusForbidden, "round %d is locked; ask the director to change a result", in.Round)
		return
	}
	if _, err := scoring.ParseEntry(in.Board, in.Result); err != nil {
		refuse(w, http.StatusUnprocessableEntity, "board %d: %v", in.Board, err)
		return
	}
	var lead *string
	if in.Lead != nil && strings.TrimSpace(*in.Lead) != "" {
		card, err := scoring.ParseLead(*in.Lead)
		if err != nil {
			refuse(w, http.StatusUnprocessableEntity, "board %d: %v", in.Board, err)
			return
		}
		lead = &card
	}
	from := club.TableEntry{Section: srv.s.Section(), Table: table, Round: in.Round, ClientID: in.ID}
	done, err := srv.s.EnterFromTable(in.Board, row, in.Result, lead, from)
	if err != nil {
		refuse(w, http.StatusUnprocessableEntity, "%v", err)
		return
	}
	srv.opt.Logf("%s, board %d: %s", from.Source(), in.Board, scoring.EntryText(done.Line))
	if srv.opt.Entered != nil {
		srv.opt.Entered(done)
	}
	srv.reply(w, done)
}

// reply answers an entry with its line and points as the traveller
// stands.
func (srv *Server) reply(w http.ResponseWriter, done club.Entered) {
	warnings := done.Warnings
	if warnings == nil {
		warnings = []string{}
	}
	d, ok := srv.dealsOf()[done.Line.Board]
	answer(w, http.StatusOK, map[string]any{"line": srv.lineOf(done), "warnings": warnings, "deal": dealOf(d, ok)})
}

// others are a board's results entered at the other tables.
func (srv *Server) others(at club.Row) []string {
	rows, _ := srv.s.Rows(at.Board)
	var out []string
	for _, r := range rows {
		if r.Entered != nil && (r.Round != at.Round || r.Table != at.Table) {
			out = append(out, fmt.Sprintf("%s v %s: %s", r.NS, r.EW, scoring.EntryText(*r.Entered)))
		}
	}
	return out
}

// row is the traveller row of a board at a table in a round.
func (srv *Server) row(table, round, board int) (club.Row, bool) {
	for _, row := range srv.s.RowsAt(club.Place{Round: round, Table: table}) {
		if row.Board == board {
			return row, true
		}
	}
	return club.Row{}, false
}

// lineOf is a stored line with its points as the traveller stands, in
// the fields of score's JSON lines.
func (srv *Server) lineOf(e club.Entered) lineJSON {
	lr, err := srv.s.LineResult(e.Line.Board, e.Line.NS, e.Line.EW)
	if err != nil {
		lr = scoring.LineResult{Line: e.Line}
	}
	return lineOfResult(lr)
}

// checkPIN refuses a director's action without the director's PIN,
// counting a wrong PIN as a wrong code.
func (srv *Server) checkPIN(w http.ResponseWriter, r *http.Request, pin string) bool {
	now := srv.opt.Now()
	addr := address(r)
	if srv.wrong.over(addr, now) {
		refuse(w, http.StatusTooManyRequests, "too many wrong codes from this address; wait a minute")
		return false
	}
	if pin == "" || !equalConstantTime(pin, srv.pin) {
		srv.wrong.add(addr, now)
		refuse(w, http.StatusForbidden, "the director's PIN is needed for this")
		return false
	}
	return true
}

type lockJSON struct {
	PIN    string `json:"pin"`
	Round  int    `json:"round"`
	Locked bool   `json:"locked"`
}

func (srv *Server) lock(w http.ResponseWriter, r *http.Request) {
	if !sameOrigin(w, r) {
		return
	}
	var in lockJSON
	if !readBody(w, r, &in) {
		return
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if !srv.checkPIN(w, r, in.PIN) {
		return
	}
	if err := srv.s.LockRound(in.Round, in.Locked); err != nil {
		refuse(w, http.StatusUnprocessableEntity, "%v", err)
		return
	}
	answer(w, http.StatusOK, map[string]any{"round": in.Round, "locked": in.Locked})
}

// Cell is one table in one round on the director's progress grid.
type Cell struct {
	Section      string // "" in a session of one section
	Table, Round int
	// Entered and Boards count the results entered and the boards played.
	Entered, Boards int
	// Late: the round is over (a later round has results) and this
	// table's is not whole.
	Late   bool
	Locked bool
}

// Refresh reads the session again from the club database, for a server
// whose session another copy (the director's window) has changed.
func (srv *Server) Refresh() error {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	srv.deals = nil
	return srv.s.Refresh()
}

// dealsOf is the session's hands, read when first needed.
func (srv *Server) dealsOf() map[int]interchange.Deal {
	if srv.deals == nil {
		srv.deals = srv.s.Deals()
		if srv.deals == nil {
			srv.deals = map[int]interchange.Deal{}
		}
	}
	return srv.deals
}

// LockRound locks a round, so that the tables can no longer correct it,
// or unlocks it, as the director's window asks.
func (srv *Server) LockRound(round int, locked bool) error {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	return srv.s.LockRound(round, locked)
}

// Progress is the grid of tables × rounds: what each table has entered.
func (srv *Server) Progress() ([]Cell, error) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	return srv.progressLocked()
}

func (srv *Server) progressLocked() ([]Cell, error) {
	locked, err := srv.s.LockedRounds()
	if err != nil {
		return nil, err
	}
	sections := srv.s.Sections()
	if sections == nil {
		sections = []string{""}
	}
	var out []Cell
	for _, sec := range sections {
		if sec != "" {
			if err := srv.s.SelectSection(sec); err != nil {
				return nil, err
			}
		}
		out = append(out, srv.sectionProgress(sec, locked)...)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Section != out[j].Section {
			return out[i].Section < out[j].Section
		}
		if out[i].Table != out[j].Table {
			return out[i].Table < out[j].Table
		}
		return out[i].Round < out[j].Round
	})
	return out, nil
}

// sectionProgress is the progress of the section being entered: a table's
// round is late once a later round of its section has a result.
func (srv *Server) sectionProgress(section string, locked map[int]bool) []Cell {
	m := srv.s.Movement()
	var out []Cell
	latest := 0 // the latest round with a result
	for r := 1; r <= m.Rounds; r++ {
		for t := 1; t <= m.Tables; t++ {
			rows := srv.s.RowsAt(club.Place{Round: r, Table: t})
			if len(rows) == 0 {
				continue
			}
			c := Cell{Section: section, Table: t, Round: r, Boards: len(rows), Locked: locked[r]}
			for _, row := range rows {
				if row.Entered != nil {
					c.Entered++
				}
			}
			if c.Entered > 0 {
				latest = r
			}
			out = append(out, c)
		}
	}
	for i := range out {
		out[i].Late = out[i].Round < latest && out[i].Entered < out[i].Boards
	}
	return out
}

func (srv *Server) progress(w http.ResponseWriter, r *http.Request) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if !srv.checkPIN(w, r, r.Header.Get("X-Director-PIN")) {
		return
	}
	grid, err := srv.progressLocked()
	if err != nil {
		refuse(w, http.StatusInternalServerError, "%v", err)
		return
	}
	type cellJSON struct {
		Section string `json:"section,omitempty"`
		Table   int    `json:"table"`
		Round   int    `json:"round"`
		Entered int    `json:"entered"`
		Boards  int    `json:"boards"`
		Late    bool   `json:"late"`
		Locked  bool   `json:"locked"`
	}
	out := make([]cellJSON, len(grid))
	for i, c := range grid {
		out[i] = cellJSON(c)
	}
	answer(w, http.StatusOK, out)
}

// Logger is a log.Logger's Printf, for Options.Logf.
func Logger(l *log.Logger) func(string, ...any) { return l.Printf }
