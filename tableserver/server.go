package tableserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"reflect"
	"strings"
	"sync/atomic"
	"time"

	"bridgescore/club"
	"bridgescore/scoring"
)

// Session is what the table server asks of the club service: one open
// session, whose rules decide every answer. *club.OpenSession is one.
type Session interface {
	Table(section string, table int, others bool) (club.TableView, error)
	EnterFromTable(from club.TableEntry, board int, result string, lead *string) (club.Entered, error)
	TableLine(section string, board int, ns, ew string) (scoring.LineResult, error)
	TableCodes() ([]club.TableCode, error)
	DirectorPIN() (string, error)
	LockRound(round int, locked bool) error
	Progress() []club.Cell
	Live() (club.LiveView, error)
	Version() (uint64, error)
}

// Limits on what a request may carry and how fast.
const (
	// MaxBody is the largest request body read: a result is a few dozen
	// bytes.
	MaxBody = 4 << 10
	// WrongCodesPerMinute is how many wrong codes (or PINs) one address
	// may send in a minute before it is refused for the rest of it.
	WrongCodesPerMinute = 20
	// WrongCodesPerMinuteAll is how many wrong codes all addresses
	// together may send in a minute before every address that has sent
	// one is refused for the rest of it; an address that has sent none
	// is still answered (see guard).
	WrongCodesPerMinuteAll = 60
	// PostsPerMinute is how many results one table may send in a minute:
	// far more than a table plays, far fewer than a script.
	PostsPerMinute = 60
	// RetryAfter is what a busy answer tells the page to wait, in seconds.
	RetryAfter = 2
)

// ReadBodyWithin is how long a request's body may take to arrive: a phone
// that stalls mid-send is cut off, and holds nobody else up in any case.
var ReadBodyWithin = 5 * time.Second

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
	// Guessing, when set, is told when wrong codes or PINs are being
	// sent, at most once a minute, in words for the director.
	Guessing func(words string)
	// NotStored, when set, is told when the tables' results cannot be
	// stored (another program holds the database, the disk is full), at
	// most once a minute, in words for the director: the pages keep the
	// results and send them again meanwhile.
	NotStored func(words string)
	// NoLive leaves the room's page (/live: the standings so far and the
	// boards every table has played) down.
	NoLive bool
	// Now is the clock (time.Now when nil); tests turn it.
	Now func() time.Time
}

// Server serves one session's tables. It holds no lock of its own around
// the session: the club service orders the changes, and a request's body
// is read whole, within ReadBodyWithin, before the service is asked.
type Server struct {
	s     Session
	opt   Options
	codes map[string]club.TableCode // access code → section and table
	pin   string
	guard *guard
	posts *rate
	hosts hostCheck
	mux   *http.ServeMux
	// liveOff: the director has taken the room's page down.
	liveOff atomic.Bool
	// liveAsks counts each address's asks for the room's page.
	liveAsks  *rate
	liveCache liveCache
	// toldNotStored is when the director was last told that results
	// could not be stored (Unix nanoseconds).
	toldNotStored atomic.Int64
}

// New makes the server of a session, with its tables' access codes; addr
// is the address (ADDRESS:PORT) the phones reach it by, the only one a
// request may name as its Host.
func New(s Session, addr string, opt Options) (*Server, error) {
	list, err := s.TableCodes()
	if err != nil {
		return nil, err
	}
	pin, err := s.DirectorPIN()
	if err != nil {
		return nil, err
	}
	hosts, err := newHostCheck(addr)
	if err != nil {
		return nil, err
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Logf == nil {
		opt.Logf = func(string, ...any) {}
	}
	srv := &Server{s: s, opt: opt, codes: map[string]club.TableCode{}, pin: pin, hosts: hosts,
		guard: newGuard(opt.Guessing), posts: &rate{l: newLimiter(PostsPerMinute, time.Minute)},
		liveAsks: &rate{l: newLimiter(LivePerMinute, time.Minute)}}
	for _, c := range list {
		srv.codes[c.Code] = c
	}
	srv.liveOff.Store(opt.NoLive)
	mux := http.NewServeMux()
	mux.HandleFunc("GET /t/{code}", srv.page)
	mux.HandleFunc("GET /api/t/{code}", srv.state)
	mux.HandleFunc("POST /api/t/{code}/result", srv.result)
	mux.HandleFunc("POST /api/director/lock", srv.lock)
	mux.HandleFunc("GET /api/director/progress", srv.progress)
	mux.HandleFunc("GET /live", srv.live)
	srv.mux = mux
	return srv, nil
}

// ServeHTTP serves the tables' pages and API, to requests that name this
// server as their Host (a page of another site that has renamed itself to
// this machine's address — DNS rebinding — names its own).
func (srv *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	if !srv.hosts.ok(r.Host) {
		refuse(w, http.StatusMisdirectedRequest, "this server answers only at its own address")
		return
	}
	srv.mux.ServeHTTP(w, r)
}

// answer writes a JSON answer.
func answer(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"error":"the answer could not be written"}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(b)
	w.Write([]byte("\n"))
}

func refuse(w http.ResponseWriter, status int, format string, args ...any) {
	answer(w, status, map[string]string{"error": fmt.Sprintf(format, args...)})
}

// table finds the table of the request's access code, counting a wrong
// code against its address and against all; it has answered the request
// when ok is false.
func (srv *Server) table(w http.ResponseWriter, r *http.Request) (club.TableCode, bool) {
	addr := address(r)
	now := srv.opt.Now()
	if why := srv.guard.refused(addr, now); why != "" {
		refuse(w, http.StatusTooManyRequests, "%s", why)
		return club.TableCode{}, false
	}
	code := strings.ToUpper(strings.TrimSpace(r.PathValue("code")))
	t, found := srv.codes[code]
	if !found {
		srv.guard.wrong(addr, now)
		refuse(w, http.StatusNotFound, "there is no table with that code; check the code on the table card")
		return club.TableCode{}, false
	}
	return t, true
}

// sameOrigin refuses a post made from another site's page: a browser
// names the page's origin, which must be this server's.
func sameOrigin(w http.ResponseWriter, r *http.Request) bool {
	if site := r.Header.Get("Sec-Fetch-Site"); site != "" && site != "same-origin" && site != "none" {
		refuse(w, http.StatusForbidden, "a result can only be sent from the table's own page")
		return false
	}
	if o := r.Header.Get("Origin"); o != "" && !sameHost(o, r.Host) {
		refuse(w, http.StatusForbidden, "a result can only be sent from the table's own page")
		return false
	}
	return true
}

// readBody decodes a JSON body of at most MaxBody bytes into v, taking at
// most ReadBodyWithin; it has answered the request when it returns false.
func readBody(w http.ResponseWriter, r *http.Request, v any) bool {
	// A server without deadlines (a test's) has none to set.
	_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(ReadBodyWithin))
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		refuse(w, http.StatusRequestEntityTooLarge, "the request is larger than %d bytes", MaxBody)
		return false
	}
	if err != nil {
		refuse(w, http.StatusRequestTimeout, "the request did not arrive whole; send it again")
		return false
	}
	if err := exactKeys(body, v); err != nil {
		refuse(w, http.StatusBadRequest, "the request is not the JSON this server takes: %v", err)
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil || dec.More() {
		refuse(w, http.StatusBadRequest, "the request is not the JSON this server takes")
		return false
	}
	return true
}

// exactKeys refuses a JSON object with a name that is not exactly one of
// v's fields' names, or with a name twice. Go's decoder matches names
// whatever their case and takes the last of two: {"board": 1, "BOARD": 2}
// would be read as board 2, and "BOARD" as "board", though the page never
// sends either; a name not spelt as the contract spells it is a field
// this server does not have, refused as any other unknown field is.
func exactKeys(body []byte, v any) error {
	names := map[string]bool{}
	t := reflect.TypeOf(v).Elem()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		names[name] = true
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return errors.New("not a JSON object")
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		switch {
		case !names[key]:
			return fmt.Errorf("unknown field %q (names are matched exactly)", key)
		case seen[key]:
			return fmt.Errorf("field %q given twice", key)
		}
		seen[key] = true
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return err
		}
	}
	return nil
}

// Logger is a log.Logger's Printf, for Options.Logf.
func Logger(l *log.Logger) func(string, ...any) { return l.Printf }
