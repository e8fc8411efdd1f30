package publish

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// bridgeWebsStandIn is a local server standing in for BridgeWebs: it
// checks every field the guide documents for an upload and answers as the
// guide says BridgeWebs does, with "message = …".
func bridgeWebsStandIn(t *testing.T, want url.Values, answer string, status int) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			t.Errorf("method %s, want POST", r.Method)
		}
		if r.URL.Path != "/cgi-bin/bwx/api.cgi" || r.URL.Query().Get("club") != want.Get("club") {
			t.Errorf("posted to %s, want /cgi-bin/bwx/api.cgi?club=%s", r.URL, want.Get("club"))
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/x-www-form-urlencoded" {
			t.Errorf("content type %q", ct)
		}
		body, _ := io.ReadAll(r.Body)
		got, err := url.ParseQuery(string(body))
		if err != nil {
			t.Fatalf("the form cannot be read: %v", err)
		}
		for k := range want {
			if got.Get(k) != want.Get(k) {
				t.Errorf("field %s = %q, want %q", k, got.Get(k), want.Get(k))
			}
		}
		for k := range got {
			if _, ok := want[k]; !ok {
				t.Errorf("field %s sent, not asked for", k)
			}
		}
		w.WriteHeader(status)
		io.WriteString(w, answer)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestBridgeWebsUpload(t *testing.T) {
	files := Files{ResultsName: "session-3.xml", Results: []byte("<?xml version=\"1.0\"?>\n<USEBIO/>\n"),
		DealName: "session-3.pbn", Deals: []byte("% PBN 2.1\n[Board \"1\"]\n")}
	want := url.Values{"club": {"riverside"}, "password": {"s3cret&=?"}, "type": {"upload"}, "filename": {"session-3.xml"},
		"data": {string(files.Results)}, "event_id": {"42"}, "dealname": {"session-3.pbn"}, "dealdata": {string(files.Deals)}}
	srv := bridgeWebsStandIn(t, want, "<html><body>\nmessage = Results uploaded for 06/10/2026<br>\n</body></html>", 200)
	b := BridgeWebs{Address: srv.URL + "/cgi-bin/bwx/api.cgi", Club: "riverside", Password: "s3cret&=?", EventID: "42"}
	a, err := b.Send(context.Background(), srv.Client(), files)
	if err != nil || a.Message != "Results uploaded for 06/10/2026" || a.Status != 200 {
		t.Errorf("answer %+v, %v", a, err)
	}

	// Without hands or an event: neither is sent.
	files.Deals = nil
	want = url.Values{"club": {"riverside"}, "password": {"pw"}, "type": {"upload"}, "filename": {"session-3.xml"}, "data": {string(files.Results)}}
	srv = bridgeWebsStandIn(t, want, "message = Password incorrect", 200)
	a, err = BridgeWebs{Address: srv.URL + "/cgi-bin/bwx/api.cgi", Club: "riverside", Password: "pw"}.Send(context.Background(), srv.Client(), files)
	if err != nil || a.Message != "Password incorrect" {
		t.Errorf("answer %+v, %v", a, err)
	}

	// A refusal by status says so, with the page's words.
	srv = bridgeWebsStandIn(t, want, "<h1>Service unavailable</h1>", 503)
	_, err = BridgeWebs{Address: srv.URL + "/cgi-bin/bwx/api.cgi", Club: "riverside", Password: "pw"}.Send(context.Background(), srv.Client(), files)
	if err == nil || !strings.Contains(err.Error(), "503") || !strings.Contains(err.Error(), "Service unavailable") {
		t.Errorf("a 503: %v", err)
	}
	// An address nobody answers at.
	srv.Close()
	if _, err := (BridgeWebs{Address: srv.URL + "/cgi-bin/bwx/api.cgi", Club: "x", Password: "y"}).Send(context.Background(), nil, files); err == nil || !strings.Contains(err.Error(), "could not be reached") {
		t.Errorf("nobody there: %v", err)
	}
}

func TestMessage(t *testing.T) {
	for body, want := range map[string]string{
		"message = Upload OK":                     "Upload OK",
		"<p>MESSAGE=File saved &amp; listed</p>":  "File saved & listed",
		"status: fine\nmessage =  spaced  \nmore": "spaced",
		"<html>no word of it</html>":              "",
	} {
		got, ok := Message(body)
		if got != want || ok != (want != "") {
			t.Errorf("Message(%q) = %q, %v; want %q", body, got, ok, want)
		}
	}
}

// The upload goes where the programs that upload to BridgeWebs post it,
// the club's code in the address; an address given keeps its own code.
func TestBridgeWebsAddress(t *testing.T) {
	for _, c := range []struct{ b BridgeWebs }{
		{BridgeWebs{Club: "riverside"}},
		{BridgeWebs{Club: "riverside", Address: "http://127.0.0.1:8080/up?club=other"}},
	} {
		got, err := c.b.address()
		want := "https://www.bridgewebs.com/cgi-bin/bwx/api.cgi?club=riverside"
		if c.b.Address != "" {
			want = c.b.Address
		}
		if err != nil || got != want {
			t.Errorf("%+v: %q %v, want %q", c.b, got, err, want)
		}
	}
}
