package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// bridgeWebs stands in for BridgeWebs' upload interface: it keeps every
// form it is sent and answers as the guide says BridgeWebs does.
type bridgeWebs struct {
	mu    sync.Mutex
	forms []url.Values
	srv   *httptest.Server
}

func newBridgeWebs(t *testing.T) *bridgeWebs {
	b := &bridgeWebs{}
	b.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		form, err := url.ParseQuery(string(body))
		if r.Method != http.MethodPost || r.Header.Get("Content-Type") != "application/x-www-form-urlencoded" || err != nil {
			http.Error(w, "not a form", http.StatusBadRequest)
			return
		}
		b.mu.Lock()
		b.forms = append(b.forms, form)
		b.mu.Unlock()
		io.WriteString(w, "<html><body>message = Upload complete: "+form.Get("filename")+"</body></html>")
	}))
	t.Cleanup(b.srv.Close)
	return b
}

func (b *bridgeWebs) last() url.Values {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.forms) == 0 {
		return nil
	}
	return b.forms[len(b.forms)-1]
}

// TestPublishToBridgeWebs uploads a stored session with its hands to a
// local stand-in for BridgeWebs, which checks every field the guide
// documents; the password is kept once from standard input and never
// printed.
func TestPublishToBridgeWebs(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "import", "../testdata/dealing/test.pbn", "--session", "1", "--db", db)
	stdin = strings.NewReader("pa ss&word=1\n")
	t.Cleanup(func() { stdin = os.Stdin })
	mustRun(t, "publish", "--set-password", "--club", "Riverside", "--db", db)

	bw := newBridgeWebs(t)
	out, errs, code := runNamed(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "riverside", "--event-id", "7", "--address", bw.srv.URL, "--db", db)
	if code != 0 || out != "BridgeWebs answered: Upload complete: session-1.xml\n" {
		t.Fatalf("upload: exit %d %q %q", code, out, errs)
	}
	f := bw.last()
	for field, want := range map[string]string{"club": "riverside", "password": "pa ss&word=1", "type": "upload",
		"filename": "session-1.xml", "event_id": "7", "dealname": "session-1.pbn"} {
		if got := f.Get(field); got != want {
			t.Errorf("%s = %q, want %q", field, got, want)
		}
	}
	data, deals := f.Get("data"), f.Get("dealdata")
	if !strings.HasPrefix(data, "<?xml") || !strings.Contains(data, "<USEBIO") || !strings.Contains(data, "<PERCENTAGE>") {
		t.Errorf("data is not the session's USEBIO results: %.200s", data)
	}
	for _, tag := range []string{"[Board \"1\"]", "[Dealer ", "[Vulnerable ", "[Deal \"N:", "[OptimumResultTable ", "[OptimumScore "} {
		if !strings.Contains(deals, tag) {
			t.Errorf("dealdata lacks %s", tag)
		}
	}
	if len(f) != 8 {
		t.Errorf("%d fields sent, want the 8 documented: %v", len(f), keys(f))
	}

	// For one upload, the password from the environment; no event given,
	// none sent.
	t.Setenv("BRIDGESCORE_BRIDGEWEBS_PASSWORD", "from the environment")
	mustRun(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "riverside", "--address", bw.srv.URL, "--db", db)
	if f := bw.last(); f.Get("password") != "from the environment" || f.Has("event_id") {
		t.Errorf("with the environment's password: %v", keys(f))
	}
	os.Unsetenv("BRIDGESCORE_BRIDGEWEBS_PASSWORD")

	// BridgeWebs' own CSV file in place of USEBIO.
	mustRun(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "riverside", "--results", "csv", "--address", bw.srv.URL, "--db", db)
	if f := bw.last(); f.Get("filename") != "session-1.csv" || !strings.HasPrefix(f.Get("data"), "#Version;std1\n") || f.Get("dealname") != "session-1.pbn" {
		t.Errorf("with --results csv: %s %.40q", f.Get("filename"), f.Get("data"))
	}

	// No password kept for another club: nothing sent.
	before := len(bw.forms)
	if _, errs, code := runNamed(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "other", "--address", bw.srv.URL, "--db", db); code != 3 || !strings.Contains(errs, "publish --set-password --club other") {
		t.Errorf("no password: exit %d %q", code, errs)
	}
	// A service that cannot be reached is busy: try again.
	bw.srv.Close()
	if _, errs, code := runNamed(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "riverside", "--address", bw.srv.URL, "--db", db); code != 6 || strings.Contains(errs, "pa ss") {
		t.Errorf("unreachable: exit %d %q", code, errs)
	}
	if len(bw.forms) != before {
		t.Error("an upload was sent without a password")
	}
	for _, bad := range [][]string{
		{"--session", "1", "--to", "bridgewebs"},
		{"--session", "1", "--to", "ftp", "--club", "x"},
		{"--session", "1", "--to", "bridgewebs", "--club", "x", "secret"},
		{"--set-password"},
		{"--to", "bridgewebs", "--club", "x"},
		{"--session", "1", "--to", "bridgewebs", "--club", "x", "--results", "pbn"},
		{"--session", "1", "--to", "file", "--out", ".", "--results", "csv"},
	} {
		if _, _, code := runNamed(t, "publish", append(bad, "--db", db)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}

// TestPublishToFiles writes the files the services take into a folder.
func TestPublishToFiles(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "import", "../testdata/dealing/test.pbn", "--session", "1", "--db", db)
	dir := t.TempDir()
	out := mustRun(t, "publish", "--session", "1", "--to", "file", "--out", dir, "--db", db)
	for _, name := range []string{"session-1-usebio-1.2.xml", "session-1-usebio-1.3.xml", "session-1-bridgewebs.csv", "session-1.pbn"} {
		if !strings.Contains(out, filepath.Join(dir, name)) {
			t.Errorf("%s not listed: %q", name, out)
		}
	}
	v12, _ := os.ReadFile(filepath.Join(dir, "session-1-usebio-1.2.xml"))
	v13, _ := os.ReadFile(filepath.Join(dir, "session-1-usebio-1.3.xml"))
	pbn, _ := os.ReadFile(filepath.Join(dir, "session-1.pbn"))
	if !strings.Contains(string(v12), `USEBIO Version="1.2"`) || !strings.Contains(string(v13), `USEBIO Version="1.3"`) {
		t.Errorf("the USEBIO versions: %.120s / %.120s", v12, v13)
	}
	if !strings.Contains(string(pbn), "[OptimumResultTable ") || !strings.Contains(string(pbn), "[OptimumScore ") {
		t.Errorf("the hand record has no double-dummy tags: %.300s", pbn)
	}
	checkBridgeWebsCSV(t, db, "1", filepath.Join(dir, "session-1-bridgewebs.csv"))
	// A folder not yet made is made, with the folders above it.
	made := filepath.Join(dir, "week", "tuesday")
	out = mustRun(t, "publish", "--session", "1", "--to", "file", "--out", made, "--db", db)
	if _, err := os.Stat(filepath.Join(made, "session-1-bridgewebs.csv")); err != nil || !strings.Contains(out, made) {
		t.Errorf("a folder not yet made: %v, %q", err, out)
	}
	// A file is no folder; a session not there makes no folder.
	file := filepath.Join(dir, "session-1.pbn")
	if _, errs, code := runNamed(t, "publish", "--session", "1", "--to", "file", "--out", file, "--db", db); code != 1 || !strings.Contains(errs, "not a folder") {
		t.Errorf("a file for the folder: exit %d, %s", code, errs)
	}
	never := filepath.Join(dir, "never")
	if _, _, code := runNamed(t, "publish", "--session", "99", "--to", "file", "--out", never, "--db", db); code != 3 {
		t.Errorf("a session not there: exit %d", code)
	}
	if _, err := os.Stat(never); !os.IsNotExist(err) {
		t.Errorf("a refused publish made its folder: %v", err)
	}
}

// BridgeWebs publishes on the web: a player who asked not to be shown by
// name on the club's website goes there under initials whether the
// results go as USEBIO or as BridgeWebs' CSV, while the USEBIO files for
// the national body (export, publish --to file) keep the full name.
func TestPublishHiddenPlayer(t *testing.T) {
	db := clubWithHowell(t)
	mustRun(t, "players", "--set", "HENRY JESSOP", "--hidden", "yes", "--db", db)
	t.Setenv("BRIDGESCORE_BRIDGEWEBS_PASSWORD", "secret")
	bw := newBridgeWebs(t)
	for _, results := range []string{"usebio", "csv"} {
		mustRun(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "riverside", "--results", results, "--address", bw.srv.URL, "--db", db)
		data := bw.last().Get("data")
		if strings.Contains(data, "JESSOP") || !strings.Contains(data, "H. J.") || !strings.Contains(data, "ALICE YARDLEY") {
			t.Errorf("--results %s: the hidden player is named, or another is not:\n%.600s", results, data)
		}
	}
	dir := t.TempDir()
	mustRun(t, "publish", "--session", "1", "--to", "file", "--out", dir, "--db", db)
	national := map[string]string{"export": mustRun(t, "export", "--session", "1", "--format", "usebio", "--db", db)}
	for _, name := range []string{"session-1-usebio-1.2.xml", "session-1-usebio-1.3.xml"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		national[name] = string(b)
	}
	for name, body := range national {
		if !strings.Contains(body, "<PLAYER_NAME>HENRY JESSOP</PLAYER_NAME>") || strings.Contains(body, "H. J.") {
			t.Errorf("%s: the national body's USEBIO does not name the player in full", name)
		}
	}
}

func keys(v url.Values) []string {
	var out []string
	for k := range v {
		out = append(out, k)
	}
	return out
}

// checkBridgeWebsCSV holds the BridgeWebs CSV file publish wrote to the
// session's standings as standings --format json gives them: every pair
// ranked, in its place, with its names and percentage.
func checkBridgeWebsCSV(t *testing.T, db, id, path string) {
	t.Helper()
	csv, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Pairs []struct {
			Pair    string   `json:"pair"`
			Names   []string `json:"names"`
			Rank    string   `json:"rank"`
			Percent *float64 `json:"percent"`
		} `json:"pairs"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, "standings", "--session", id, "--format", "json", "--db", db)), &st); err != nil {
		t.Fatal(err)
	}
	rows := map[string][]string{}
	for _, l := range strings.Split(string(csv), "\n") {
		f := strings.Split(l, ";")
		if len(f) > 7 && !strings.HasPrefix(l, "#") && f[0] != "Position" && f[0] != "NS" && len(f) != 10 {
			rows[f[1]] = f
		}
	}
	if !strings.HasPrefix(string(csv), "#Version;std1\n") || len(rows) != len(st.Pairs) {
		t.Fatalf("the BridgeWebs file ranks %d pairs, the standings %d:\n%s", len(rows), len(st.Pairs), csv)
	}
	for _, p := range st.Pairs {
		r := rows[p.Pair]
		if r == nil || r[0] != p.Rank || r[2] != p.Names[0] || r[3] != p.Names[1] || r[6] != fmt.Sprintf("%.2f", *p.Percent) {
			t.Errorf("pair %s placed %s %v %.2f%%: the file has %v", p.Pair, p.Rank, p.Names, *p.Percent, r)
		}
	}
}

// An upload address that redirects to another host: the password is not
// sent there, the upload fails with the status (exit 6), and the plain
// http:// address is warned of.
func TestPublishRedirectedElsewhere(t *testing.T) {
	db := clubWithHowell(t)
	t.Setenv("BRIDGESCORE_BRIDGEWEBS_PASSWORD", "s3cret")
	other := newBridgeWebs(t)
	redirect := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, other.srv.URL+"/cgi-bin/bwx/api.cgi", http.StatusTemporaryRedirect)
	}))
	defer redirect.Close()
	out, errs, code := runNamed(t, "publish", "--session", "1", "--to", "bridgewebs", "--club", "riverside", "--address", redirect.URL, "--db", db)
	if code != exitBusy || !strings.Contains(errs, "307") || !strings.Contains(errs, "does not follow") || out != "" {
		t.Errorf("a redirect elsewhere: exit %d %q %q, want %d and the status", code, out, errs, exitBusy)
	}
	if !strings.Contains(errs, "warning: the upload address http://") {
		t.Errorf("no warning of http:// in %q", errs)
	}
	if f := other.last(); f != nil {
		t.Errorf("the other host was sent the upload, password %q", f.Get("password"))
	}
}
