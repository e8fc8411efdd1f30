package publish

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"time"
)

// BridgeWebsAddress is where the upload is posted unless told otherwise,
// with ?club=CODE after it: the address three programs that upload to
// BridgeWebs post to (Knave Bridge Scorer's Bridgewebs.pm, 2011; the
// BridgeWebsUpload client of 2019; a web scorer's client). The guide's
// text read for this package does not give it, so it can be changed.
const BridgeWebsAddress = "https://www.bridgewebs.com/cgi-bin/bwx/api.cgi"

// Files are what an upload sends: the results file and, when the hands
// are known, the hand record, each with the name it is kept under.
type Files struct {
	ResultsName string
	Results     []byte
	// DealName and Deals are the hand record (PBN); Deals is nil when the
	// session has no hands.
	DealName string
	Deals    []byte
}

// BridgeWebs is one club's upload to BridgeWebs.
type BridgeWebs struct {
	// Address is the upload's address; "" for BridgeWebsAddress.
	Address string
	// Club is the club's BridgeWebs code ("myclub" in the guide) and
	// Password its BridgeWebs password.
	Club, Password string
	// EventID is the club's calendar event the results belong to, "" when
	// not known (BridgeWebs then files them by their date).
	EventID string
}

// Form is the upload as the fields of an HTML form, as the guide lists
// them.
func (b BridgeWebs) Form(f Files) url.Values {
	v := url.Values{}
	v.Set("club", b.Club)
	v.Set("password", b.Password)
	v.Set("type", "upload")
	v.Set("filename", f.ResultsName)
	v.Set("data", string(f.Results))
	if b.EventID != "" {
		v.Set("event_id", b.EventID)
	}
	if f.Deals != nil {
		v.Set("dealname", f.DealName)
		v.Set("dealdata", string(f.Deals))
	}
	return v
}

// address is the upload's address with the club's code as the programs
// that upload send it, ?club=CODE, unless the address gives one.
func (b BridgeWebs) address() (string, error) {
	addr := b.Address
	if addr == "" {
		addr = BridgeWebsAddress
	}
	u, err := url.Parse(addr)
	if err != nil {
		return "", fmt.Errorf("BridgeWebs upload address %q: %v", addr, err)
	}
	q := u.Query()
	if q.Get("club") == "" {
		q.Set("club", b.Club)
		u.RawQuery = q.Encode()
	}
	return u.String(), nil
}

// Answer is what BridgeWebs said to an upload.
type Answer struct {
	// Message is the answer's "message = …", "" when it has none.
	Message string
	// Status is the HTTP status.
	Status int
	// Text is the start of the answer's text with its markup removed,
	// for an answer without a message.
	Text string
}

// maxAnswer bounds what is read of the answer: a page, not a download.
const maxAnswer = 1 << 20

// Send posts the upload and reads the answer. An answer whose status is
// not a success is an error that says it, with the message when there is
// one; an address that cannot be reached is an error too.
func (b BridgeWebs) Send(ctx context.Context, client *http.Client, f Files) (Answer, error) {
	addr, err := b.address()
	if err != nil {
		return Answer{}, err
	}
	if client == nil {
		client = &http.Client{Timeout: 2 * time.Minute}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, addr, strings.NewReader(b.Form(f).Encode()))
	if err != nil {
		return Answer{}, fmt.Errorf("BridgeWebs upload address %q: %v", addr, err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", "bridgescore")
	resp, err := client.Do(req)
	if err != nil {
		return Answer{}, fmt.Errorf("BridgeWebs could not be reached at %s: %v", addr, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return Answer{}, fmt.Errorf("BridgeWebs' answer could not be read: %v", err)
	}
	a := Answer{Status: resp.StatusCode}
	a.Message, _ = Message(string(body))
	a.Text = plainText(string(body), 300)
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		what := a.Message
		if what == "" {
			what = a.Text
		}
		return a, fmt.Errorf("BridgeWebs answered %s: %s", resp.Status, what)
	}
	return a, nil
}

var messageLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)message\s*=\s*([^\r\n<]*)`) })

// Message finds the "message = …" an answer says what happened with.
func Message(body string) (string, bool) {
	m := messageLine().FindStringSubmatch(body)
	if m == nil {
		return "", false
	}
	return strings.TrimSpace(html.UnescapeString(m[1])), true
}

var tags = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<[^>]*>`) })

// plainText is a page's text without its markup, its spaces run
// together, cut at n characters.
func plainText(page string, n int) string {
	s := strings.Join(strings.Fields(html.UnescapeString(tags().ReplaceAllString(page, " "))), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:n]) + "…"
	}
	return s
}
