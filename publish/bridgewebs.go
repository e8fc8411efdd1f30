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
	// Warnings say what the director should know of the upload whatever
	// its answer: an address without https, over which the password went
	// unencrypted.
	Warnings []string
}

// Warnings are what the upload's address says the director should know
// before it is sent: an address without https carries the club's password
// unencrypted.
func (b BridgeWebs) Warnings() []string {
	addr, err := b.address()
	if err != nil {
		return nil
	}
	if u, err := url.Parse(addr); err == nil && strings.EqualFold(u.Scheme, "http") {
		return []string{fmt.Sprintf("the upload address %s is http://, not https://: the club's BridgeWebs password goes over the network unencrypted", u.Redacted())}
	}
	return nil
}

// maxRedirects bounds the redirects an upload follows on its own address.
const maxRedirects = 3

// followOnlyHome lets the upload follow a redirect only where the form
// goes on whole to the same address: a 307 or 308 (which send the form
// again) to the same scheme, host and port. A redirect to another host
// would carry the club's password there; a 301, 302 or 303 turns the
// post into a GET without the form, whose answer would look like a
// success. Any other redirect is not followed: its answer is the
// upload's, and a failure.
func followOnlyHome(req *http.Request, via []*http.Request) error {
	first := via[0].URL
	code := req.Response.StatusCode
	if len(via) > maxRedirects || (code != http.StatusTemporaryRedirect && code != http.StatusPermanentRedirect) ||
		req.URL.Scheme != first.Scheme || req.URL.Host != first.Host {
		return http.ErrUseLastResponse
	}
	return nil
}

// maxAnswer bounds what is read of the answer: a page, not a download.
const maxAnswer = 1 << 20

// Send posts the upload and reads the answer. An answer whose status is
// not a success is an error that says it, with the message when there is
// one; an address that cannot be reached is an error too. A redirect is
// followed only where the form goes on whole to the same address (see
// followOnlyHome), whatever client is given; any other is a failure
// giving its status and where it led. The answer's Warnings are there
// whether the upload succeeded or not.
func (b BridgeWebs) Send(ctx context.Context, client *http.Client, f Files) (Answer, error) {
	addr, err := b.address()
	if err != nil {
		return Answer{}, err
	}
	warned := Answer{Warnings: b.Warnings()}
	var c http.Client
	if client != nil {
		c = *client
	} else {
		c.Timeout = 2 * time.Minute
	}
	c.CheckRedirect = followOnlyHome
	client = &c
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, addr, strings.NewReader(b.Form(f).Encode()))
	if err != nil {
		return warned, fmt.Errorf("BridgeWebs upload address %q: %v", addr, err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("User-Agent", "bridgescore")
	resp, err := client.Do(req)
	if err != nil {
		return warned, fmt.Errorf("BridgeWebs could not be reached at %s: %v", addr, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return warned, fmt.Errorf("BridgeWebs' answer could not be read: %v", err)
	}
	a := Answer{Status: resp.StatusCode, Warnings: warned.Warnings}
	a.Message, _ = Message(string(body))
	a.Text = plainText(string(body), 300)
	if resp.StatusCode >= 300 && resp.StatusCode <= 399 {
		where := resp.Header.Get("Location")
		if u, err := resp.Request.URL.Parse(where); err == nil {
			where = u.Redacted()
		}
		return a, fmt.Errorf("BridgeWebs answered %s, a redirect to %s, which the upload does not follow (only a 307 or 308 to the same address, which sends the form on whole): nothing was uploaded; check the upload address", resp.Status, where)
	}
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
