package publish

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// elsewhere is a server on 127.0.0.1 standing for another host: it notes
// every request that reaches it, and answers as BridgeWebs would.
type elsewhere struct {
	*httptest.Server
	mu   sync.Mutex
	seen []string
}

func newElsewhere(t *testing.T) *elsewhere {
	e := &elsewhere{}
	e.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		e.mu.Lock()
		e.seen = append(e.seen, r.Method+" "+r.URL.String()+" "+string(body))
		e.mu.Unlock()
		io.WriteString(w, "message = Results uploaded")
	}))
	t.Cleanup(e.Close)
	return e
}

func (e *elsewhere) requests() []string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]string(nil), e.seen...)
}

// redirecting is the upload's address answering every post with status
// and a redirect to location, and its own path /moved with BridgeWebs'
// answer.
func redirecting(t *testing.T, status int, location func(self string) string) (*httptest.Server, *[]string) {
	var mu sync.Mutex
	var moved []string
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.URL.Path == "/moved" {
			mu.Lock()
			moved = append(moved, r.Method+" "+string(body))
			mu.Unlock()
			io.WriteString(w, "message = Results uploaded")
			return
		}
		http.Redirect(w, r, location(srv.URL), status)
	}))
	t.Cleanup(srv.Close)
	return srv, &moved
}

var uploaded = Files{ResultsName: "session-3.xml", Results: []byte("<USEBIO/>")}

// An upload redirected to another host is not sent there: its password
// would go with it (a 307 or 308 sends the form again) or its data would
// be lost (a 301, 302 or 303 turns it into a GET that looks like a
// success). The answer is a failure that gives the status and where the
// redirect led.
func TestUploadFollowsNoRedirectElsewhere(t *testing.T) {
	for _, status := range []int{301, 302, 303, 307, 308} {
		other := newElsewhere(t)
		srv, _ := redirecting(t, status, func(string) string { return other.URL + "/cgi-bin/bwx/api.cgi" })
		b := BridgeWebs{Address: srv.URL + "/up", Club: "riverside", Password: "s3cret"}
		a, err := b.Send(context.Background(), nil, uploaded)
		if err == nil || !strings.Contains(err.Error(), http.StatusText(status)) || !strings.Contains(err.Error(), other.URL) {
			t.Errorf("%d to another host: %+v, %v; want a failure giving the status and where it led", status, a, err)
		}
		if got := other.requests(); len(got) != 0 {
			t.Errorf("%d to another host: the other host was sent %q", status, got)
		}
		if a.Status != status {
			t.Errorf("%d: the answer's status is %d", status, a.Status)
		}
	}
}

// A client given by the caller, which would follow redirects, follows
// none to another host either.
func TestUploadRedirectWithTheCallersClient(t *testing.T) {
	other := newElsewhere(t)
	srv, _ := redirecting(t, 307, func(string) string { return other.URL + "/x" })
	_, err := BridgeWebs{Address: srv.URL + "/up", Club: "c", Password: "p"}.Send(context.Background(), &http.Client{}, uploaded)
	if err == nil || len(other.requests()) != 0 {
		t.Errorf("with the caller's client: %v, the other host sent %q", err, other.requests())
	}
}

// A 307 or 308 to another path of the same address is followed with the
// form; a 301, 302 or 303 there, which would drop the form, is a failure.
func TestUploadRedirectOnTheSameHost(t *testing.T) {
	for _, c := range []struct {
		status int
		ok     bool
	}{{307, true}, {308, true}, {301, false}, {302, false}, {303, false}} {
		srv, moved := redirecting(t, c.status, func(self string) string { return self + "/moved" })
		a, err := BridgeWebs{Address: srv.URL + "/up", Club: "c", Password: "p"}.Send(context.Background(), nil, uploaded)
		switch {
		case c.ok && (err != nil || a.Message != "Results uploaded" || len(*moved) != 1 || !strings.Contains((*moved)[0], "password=p")):
			t.Errorf("%d on the same host: %+v %v, moved %q; want the form sent on", c.status, a, err, *moved)
		case !c.ok && (err == nil || !strings.Contains(err.Error(), http.StatusText(c.status)) || len(*moved) != 0):
			t.Errorf("%d on the same host: %+v %v, moved %q; want a failure, nothing sent on", c.status, a, err, *moved)
		}
	}
}

// Every answer but a success is a failure with its status.
func TestUploadFailsOnEveryStatusButSuccess(t *testing.T) {
	for _, status := range []int{204, 300, 304, 400, 401, 404, 500, 503} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(status)
			io.WriteString(w, "message = no")
		}))
		a, err := BridgeWebs{Address: srv.URL, Club: "c", Password: "p"}.Send(context.Background(), nil, uploaded)
		srv.Close()
		success := status >= 200 && status <= 299
		if success != (err == nil) {
			t.Errorf("status %d: %+v %v", status, a, err)
		}
	}
}

// An address without https sends the password unencrypted: the answer
// warns of it, whatever BridgeWebs answers; an https address does not.
func TestUploadWarnsOfPlainHTTP(t *testing.T) {
	srv := newElsewhere(t)
	a, err := BridgeWebs{Address: srv.URL + "/up", Club: "c", Password: "p"}.Send(context.Background(), nil, uploaded)
	if err != nil || len(a.Warnings) != 1 || !strings.Contains(a.Warnings[0], "http://") || !strings.Contains(a.Warnings[0], "password") {
		t.Errorf("an http:// address: %+v %v, want a warning", a, err)
	}
	tls := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "message = ok") }))
	defer tls.Close()
	a, err = BridgeWebs{Address: tls.URL + "/up", Club: "c", Password: "p"}.Send(context.Background(), tls.Client(), uploaded)
	if err != nil || len(a.Warnings) != 0 {
		t.Errorf("an https address: %+v %v, want no warning", a, err)
	}
	if w := (BridgeWebs{Club: "c"}).Warnings(); len(w) != 0 {
		t.Errorf("BridgeWebs' own address warns: %q", w)
	}
}
