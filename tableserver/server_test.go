package tableserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// session sets up a 3-table Mitchell (8 boards a round) in a fresh club
// database and opens it, as the window's wizard would.
func session(t testing.TB, tables int) (path string, id int64) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer desk.Close()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables})
	if err != nil {
		t.Fatal(err)
	}
	id, err = desk.Create(club.NewSession{Name: "Tuesday pairs", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	return path, id
}

// serverAddr is where the tests' server says it is reached.
const serverAddr = "192.168.1.10:8080"

type fixture struct {
	t     testing.TB
	s     *club.OpenSession
	srv   *Server
	codes map[int]string
	now   time.Time
}

func newFixture(t testing.TB, path string, id int64, opt Options) *fixture {
	t.Helper()
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	f := &fixture{t: t, s: s, codes: map[int]string{}, now: time.Date(2026, 11, 24, 19, 30, 0, 0, time.UTC)}
	opt.Now = func() time.Time { return f.now }
	f.srv, err = New(s, serverAddr, opt)
	if err != nil {
		t.Fatal(err)
	}
	codes, err := s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range codes {
		f.codes[c.Table] = c.Code
	}
	return f
}

// do sends a request from an address and gives the status and body.
func (f *fixture) do(method, target, from, body string, header ...string) (int, string) {
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	req.RemoteAddr = from + ":50000"
	req.Host = serverAddr
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	b, _ := io.ReadAll(rec.Result().Body)
	return rec.Code, string(b)
}

func (f *fixture) post(table int, body string, header ...string) (int, string) {
	return f.do("POST", "/api/t/"+f.codes[table]+"/result", "192.168.1.31", body, header...)
}

// dbState is what a refusal must leave alone: the lines and the audit log.
func (f *fixture) dbState() string {
	h, err := f.s.History()
	if err != nil {
		f.t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d lines;", f.s.Entered())
	for _, c := range h {
		b.WriteString(c.What + ";")
	}
	return b.String()
}

func result(id string, round, board int, res string) string {
	return fmt.Sprintf(`{"id": %q, "round": %d, "board": %d, "result": %q}`, id, round, board, res)
}

func TestHappyPathAndState(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	code, body := f.post(1, `{"id": "p1", "round": 1, "board": 1, "result": "4SN+1", "lead": "HK"}`)
	if code != http.StatusOK {
		t.Fatalf("POST: %d %s", code, body)
	}
	var got struct {
		Line map[string]any `json:"line"`
	}
	if err := json.Unmarshal([]byte(body), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"ns": "1NS", "ew": "1EW", "contract": "4S", "declarer": "N", "tricks": 11.0, "score": 450.0, "adjusted": nil, "lead": "HK"}
	for k, v := range want {
		if got.Line[k] != v {
			t.Errorf("line %s = %v, want %v", k, got.Line[k], v)
		}
	}
	for _, k := range []string{"nsPoints", "ewPoints"} {
		if _, ok := got.Line[k]; !ok {
			t.Errorf("line has no %s", k)
		}
	}
	// The entry is in the session, audited with its source.
	h, _ := f.s.History()
	last := h[len(h)-1]
	if last.Source != "table 1, round 1" || !strings.Contains(last.What, "from table 1, round 1") {
		t.Errorf("audit: %+v", last)
	}
	code, body = f.do("GET", "/api/t/"+f.codes[1], "192.168.1.31", "")
	if code != http.StatusOK {
		t.Fatalf("GET: %d %s", code, body)
	}
	var st struct {
		Table, Round int
		Rounds       []struct {
			Round  int
			NS, EW string
			Boards []int
		}
		Entered []struct {
			Board, Round int
			Result       string
		}
	}
	if err := json.Unmarshal([]byte(body), &st); err != nil {
		t.Fatal(err)
	}
	if st.Table != 1 || st.Round != 1 || len(st.Rounds) != 3 || st.Rounds[1].EW != "3EW" || len(st.Rounds[0].Boards) != 8 {
		t.Errorf("state: %+v", st)
	}
	if len(st.Entered) != 1 || st.Entered[0].Board != 1 || st.Entered[0].Result != "4SN+1" {
		t.Errorf("entered: %+v", st.Entered)
	}
}

func TestReplayedIDStoredOnce(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	_, first := f.post(2, result("same", 1, 9, "3NTS="))
	before := f.dbState()
	code, again := f.post(2, result("same", 1, 9, "3NTS="))
	if code != http.StatusOK || again != first {
		t.Errorf("replay: %d %s, want %s", code, again, first)
	}
	// A different result under the same id is refused: an id names one
	// entry.
	if code, b := f.post(2, result("same", 1, 9, "3NTS-1")); code != http.StatusConflict {
		t.Errorf("replay with another result: %d %s", code, b)
	}
	if f.dbState() != before {
		t.Errorf("replay changed the database: %s → %s", before, f.dbState())
	}
	// After a restart the answer is the same.
	f.s.Close()
	g := newFixture(t, path, id, Options{})
	if code, b := g.post(2, result("same", 1, 9, "3NTS=")); code != http.StatusOK || b != first {
		t.Errorf("after restart: %d %s", code, b)
	}
	if g.dbState() != before {
		t.Errorf("after restart: %s → %s", before, g.dbState())
	}
}

func TestRefusalsLeaveDatabase(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	if code, b := f.post(1, result("ok", 1, 1, "2HE-1")); code != 200 {
		t.Fatal(code, b)
	}
	huge := `{"id": "x", "round": 1, "board": 1, "result": "` + strings.Repeat("4", MaxBody) + `"}`
	cases := []struct {
		name   string
		table  int
		body   string
		header []string
		want   int
	}{
		{"another table's board", 1, result("a", 1, 9, "4SN="), nil, 403},
		{"a board of another round", 1, result("b", 2, 1, "4SN="), nil, 403},
		{"a round not played", 1, result("c", 7, 1, "4SN="), nil, 403},
		{"level 8", 1, result("d", 1, 2, "8SN="), nil, 422},
		{"more tricks than 13", 1, result("e", 1, 2, "4SN+4"), nil, 422},
		{"gibberish", 1, result("f", 1, 2, "banana"), nil, 422},
		{"a bad lead", 1, `{"id": "g", "round": 1, "board": 2, "result": "4SN=", "lead": "ZZ"}`, nil, 422},
		{"cross-origin post", 1, result("h", 1, 2, "4SN="), []string{"Origin", "http://evil.example"}, 403},
		{"cross-site fetch", 1, result("i", 1, 2, "4SN="), []string{"Sec-Fetch-Site", "cross-site"}, 403},
		{"oversized body", 1, huge, nil, 413},
		{"malformed body", 1, `{"id": "j", "round": 1,`, nil, 400},
		{"not an object", 1, `[1,2,3]`, nil, 400},
		{"unknown field", 1, `{"id": "k", "round": 1, "board": 2, "result": "4SN=", "ns": "3"}`, nil, 400},
		{"two objects", 1, result("l", 1, 2, "4SN=") + result("m", 1, 3, "4SN="), nil, 400},
		// Names are matched exactly: "BOARD" is not "board" (Go's decoder
		// would take it for it), and a name twice is not the last of them.
		{"a name in capitals", 1, `{"id": "n", "round": 1, "BOARD": 2, "result": "4SN="}`, nil, 400},
		{"a name in another case", 1, `{"id": "o", "Round": 1, "board": 2, "result": "4SN="}`, nil, 400},
		{"a name twice", 1, `{"id": "p", "round": 1, "board": 1, "board": 2, "result": "4SN="}`, nil, 400},
		{"no id", 1, result("", 1, 2, "4SN="), nil, 422},
		{"an id too long", 1, result(strings.Repeat("i", club.MaxClientID+1), 1, 2, "4SN="), nil, 422},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := f.dbState()
			code, body := f.post(c.table, c.body, c.header...)
			if code != c.want {
				t.Errorf("status %d (%s), want %d", code, body, c.want)
			}
			var e struct{ Error string }
			if json.Unmarshal([]byte(body), &e) != nil || e.Error == "" {
				t.Errorf("no error in words: %s", body)
			}
			if after := f.dbState(); after != before {
				t.Errorf("database changed: %s → %s", before, after)
			}
		})
	}
	// Same origin is let through.
	if code, b := f.post(1, result("same-origin", 1, 2, "4SN="), "Origin", "http://"+serverAddr, "Sec-Fetch-Site", "same-origin"); code != 200 {
		t.Errorf("same-origin post: %d %s", code, b)
	}
}

// The message a table sees for a result that cannot be read is the one
// the director sees typing it.
func TestSameMessagesAsTyped(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	_, typed := scoring.ParseEntry(3, "4SN+4")
	_, body := f.post(1, result("m", 1, 3, "4SN+4"))
	if typed == nil || !strings.Contains(body, jsonText(typed.Error())) {
		t.Errorf("table's message %s does not carry the typed one %q", body, typed)
	}
}

func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

func TestUnknownCodesRateLimited(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	before := f.dbState()
	for i := range WrongCodesPerMinute {
		code, _ := f.do("POST", fmt.Sprintf("/api/t/ZZZZ%02d/result", i), "10.0.0.66", result("x", 1, 1, "4SN="))
		if code != http.StatusNotFound {
			t.Fatalf("wrong code %d: %d, want 404", i, code)
		}
	}
	code, _ := f.do("GET", "/api/t/ZZZZZZ", "10.0.0.66", "")
	if code != http.StatusTooManyRequests {
		t.Errorf("after %d wrong codes: %d, want 429", WrongCodesPerMinute, code)
	}
	// Once limited, even a right code is refused: it must not tell.
	if code, _ := f.do("GET", "/api/t/"+f.codes[1], "10.0.0.66", ""); code != http.StatusTooManyRequests {
		t.Errorf("right code from a limited address: %d, want 429", code)
	}
	// Another phone is not held up.
	if code, _ := f.do("GET", "/api/t/"+f.codes[1], "10.0.0.67", ""); code != http.StatusOK {
		t.Errorf("another address: %d, want 200", code)
	}
	f.now = f.now.Add(time.Minute)
	if code, _ := f.do("GET", "/api/t/"+f.codes[1], "10.0.0.66", ""); code != http.StatusOK {
		t.Errorf("a minute later: %d, want 200", code)
	}
	if f.dbState() != before {
		t.Error("wrong codes changed the database")
	}
}

func TestCodesSurviveRestart(t *testing.T) {
	path, id := session(t, 4)
	f := newFixture(t, path, id, Options{})
	if len(f.codes) != 4 {
		t.Fatalf("%d codes for 4 tables", len(f.codes))
	}
	seen := map[string]bool{}
	for _, c := range f.codes {
		if len(c) != club.CodeLength || seen[c] {
			t.Errorf("code %q: wrong length or repeated", c)
		}
		seen[c] = true
	}
	f.s.Close()
	g := newFixture(t, path, id, Options{})
	for table, c := range f.codes {
		if g.codes[table] != c {
			t.Errorf("table %d: code %s after restart, was %s", table, g.codes[table], c)
		}
		// A code typed in lower case from the table card works.
		if code, _ := g.do("GET", "/api/t/"+strings.ToLower(c), "192.168.1.5", ""); code != 200 {
			t.Errorf("table %d lower-case code: %d", table, code)
		}
	}
}

func TestLockNeedsPIN(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	pin, _ := f.s.DirectorPIN()
	if code, b := f.post(1, result("r1", 1, 1, "1NTN=")); code != 200 {
		t.Fatal(code, b)
	}
	if code, _ := f.do("POST", "/api/director/lock", "192.168.1.2", `{"pin": "000000x", "round": 1, "locked": true}`); code != 403 {
		t.Errorf("lock with a wrong PIN: %d", code)
	}
	if code, _ := f.do("GET", "/api/director/progress", "192.168.1.2", ""); code != 403 {
		t.Errorf("progress without the PIN: %d", code)
	}
	if code, b := f.do("POST", "/api/director/lock", "192.168.1.2", fmt.Sprintf(`{"pin": %q, "round": 1, "locked": true}`, pin)); code != 200 {
		t.Fatalf("lock: %d %s", code, b)
	}
	before := f.dbState()
	if code, b := f.post(1, result("r2", 1, 1, "1NTN+1")); code != 403 || !strings.Contains(b, "locked") {
		t.Errorf("correction in a locked round: %d %s", code, b)
	}
	if f.dbState() != before {
		t.Error("a locked round was changed")
	}
	f.do("POST", "/api/director/lock", "192.168.1.2", fmt.Sprintf(`{"pin": %q, "round": 1, "locked": false}`, pin))
	if code, b := f.post(1, result("r3", 1, 1, "1NTN+1")); code != 200 {
		t.Errorf("correction after unlock: %d %s", code, b)
	}
	code, b := f.do("GET", "/api/director/progress", "192.168.1.2", "", "X-Director-PIN", pin)
	if code != 200 {
		t.Fatalf("progress: %d %s", code, b)
	}
	var grid []struct{ Table, Round, Entered, Boards int }
	json.Unmarshal([]byte(b), &grid)
	if len(grid) != 9 || grid[0].Table != 1 || grid[0].Round != 1 || grid[0].Entered != 1 || grid[0].Boards != 8 {
		t.Errorf("grid: %+v", grid)
	}
}

// enterRound sends every board of a table's round from its phone.
func (f *fixture) enterRound(table, round int, result string) {
	f.t.Helper()
	for _, row := range f.s.RowsAt(club.Place{Round: round, Table: table}) {
		body := fmt.Sprintf(`{"id": "t%d-r%d-b%d", "round": %d, "board": %d, "result": %q}`, table, round, row.Board, round, row.Board, result)
		if code, b := f.post(table, body); code != 200 {
			f.t.Fatalf("table %d, round %d, board %d: %d %s", table, round, row.Board, code, b)
		}
	}
}

// A round is late at a table once most tables have moved past it; the
// director typing travellers board by board makes nothing late.
func TestLateRounds(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	// The director types boards 1 and 2 from their travellers first.
	for _, b := range []int{1, 2} {
		rows, _ := f.s.Rows(b)
		for _, r := range rows {
			if _, err := f.s.Enter(b, r, "3NTS="); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range f.s.Progress() {
		if c.Late {
			t.Errorf("after typed travellers, table %d round %d is late (%d/%d)", c.Table, c.Round, c.Entered, c.Boards)
		}
	}
	// Tables 1 and 2 finish round 1 (the same result as the traveller on
	// the boards typed, which is no ruling); table 3 has not.
	f.enterRound(1, 1, "3NTS=")
	f.enterRound(2, 1, "3NTS=")
	for _, c := range f.s.Progress() {
		if want := c.Round == 1 && c.Table == 3; c.Late != want {
			t.Errorf("table %d round %d: late %v, want %v", c.Table, c.Round, c.Late, want)
		}
		if want := (c.Table == 3 && c.Round == 1) || (c.Table != 3 && c.Round == 2); c.On != want {
			t.Errorf("table %d round %d: on %v, want %v", c.Table, c.Round, c.On, want)
		}
	}
}

func TestPageWeightAndSettings(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{AskLead: true})
	code, body := f.do("GET", "/t/"+f.codes[3], "192.168.1.9", "")
	if code != 200 || !strings.Contains(body, "Table 3") {
		t.Fatalf("page: %d", code)
	}
	if len(body) > 100<<10 {
		t.Errorf("page is %d bytes", len(body))
	}
	_, st := f.do("GET", "/api/t/"+f.codes[3], "192.168.1.9", "")
	if !strings.Contains(st, `"askLead":true`) || !strings.Contains(st, `"showOthers":false`) {
		t.Errorf("settings: %s", st)
	}
}

func TestCheckListen(t *testing.T) {
	for _, c := range []struct {
		addr   string
		public bool
		ok     bool
	}{
		{"192.168.1.20:8080", false, true},
		{"10.1.2.3:80", false, true},
		{"127.0.0.1:8080", false, true},
		{"localhost:8080", false, true},
		{"[::1]:8080", false, true},
		{"8.8.8.8:8080", false, false},
		{"8.8.8.8:8080", true, true},
		{"0.0.0.0:8080", false, false},
		{":8080", false, false},
		{"192.168.1.20", false, false},
		{"192.168.1.20:99999", false, false},
		{"club.example:8080", false, false},
	} {
		err := CheckListen(c.addr, c.public)
		if (err == nil) != c.ok {
			t.Errorf("CheckListen(%q, %v) = %v", c.addr, c.public, err)
		}
	}
}

func FuzzResultBody(f *testing.F) {
	path, id := session(f, 3)
	fx := newFixture(f, path, id, Options{})
	f.Add([]byte(result("a", 1, 1, "4SN+1")))
	f.Add([]byte(`{"id":"b","round":1,"board":2,"result":"3NTX-2 E","lead":"♠A"}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest("POST", "/api/t/"+fx.codes[1]+"/result", bytes.NewReader(body))
		req.RemoteAddr = "192.168.1.40:1"
		req.Host = serverAddr
		rec := httptest.NewRecorder()
		fx.srv.ServeHTTP(rec, req)
		switch rec.Code {
		case 200, 400, 403, 409, 413, 422:
		default:
			t.Errorf("status %d for %q: %s", rec.Code, body, rec.Body)
		}
	})
}

// A table sees a board's other results only after entering it, and only
// when the director shows them.
func TestOthersOnlyAfterPlaying(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{ShowOthers: true})
	// Board 1 is played at table 1 in round 1 and at table 3 in round 2.
	if code, b := f.post(1, result("o1", 1, 1, "4SN=")); code != 200 {
		t.Fatal(code, b)
	}
	_, st := f.do("GET", "/api/t/"+f.codes[3], "192.168.1.9", "")
	if strings.Contains(st, "4SN=") {
		t.Errorf("table 3 sees board 1 before playing it: %s", st)
	}
	var round int
	for _, r := range f.s.Movement().Schedule {
		if r.Table == 3 {
			for _, row := range f.s.RowsAt(club.Place{Round: r.Round, Table: 3}) {
				if row.Board == 1 {
					round = r.Round
				}
			}
		}
	}
	for r := 1; r < round; r++ {
		f.enterRound(3, r, "PASS")
	}
	if code, b := f.post(3, result("o2", round, 1, "3NTS+1")); code != 200 {
		t.Fatal(code, b)
	}
	_, st = f.do("GET", "/api/t/"+f.codes[3], "192.168.1.9", "")
	if !strings.Contains(st, `"others":["1NS v 1EW: 4SN="]`) {
		t.Errorf("table 3 after playing board 1: %s", st)
	}
	g := newFixture(t, path, id, Options{})
	if _, st := g.do("GET", "/api/t/"+g.codes[3], "192.168.1.9", ""); strings.Contains(st, "others") {
		t.Errorf("others shown with the setting off: %s", st)
	}
}

// Once a table has entered a board, its answer and its page carry the
// board's hands and par when a hand record is attached; a board not yet
// entered shows no hands.
func TestDealAfterEntry(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	var dd scoring.DDTable
	deals := []scoring.Deal{}
	for b := 1; b <= 2; b++ {
		deals = append(deals, scoring.Deal{Board: b, Dealer: scoring.North, Vul: scoring.Vul(b), DD: &dd,
			Hands: [4]string{"AKQ2.T98.765.432", "JT9.AKQJ.432.T98", "876.765.AKQJ.AKQ", "543.432.T98.J765"},
			Par:   &scoring.Par{Score: 420, Contracts: []string{"4SN"}}})
	}
	if _, err := f.s.AttachDeals("hands.pbn", &interchange.ResultsFile{Deals: deals}); err != nil {
		t.Fatal(err)
	}
	code, body := f.post(1, result("a1", 1, 1, "4SN="))
	if code != 200 || !strings.Contains(body, `"deal":{"N":"AKQ2.T98.765.432"`) || !strings.Contains(body, `"par":"Par +420: 4SN"`) {
		t.Fatalf("the answer to board 1 lacks its deal: %d %s", code, body)
	}
	_, state := f.do("GET", "/api/t/"+f.codes[1], "192.168.1.31", "")
	var st stateJSON
	if err := json.Unmarshal([]byte(state), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.Entered) != 1 || st.Entered[0].Deal == nil || st.Entered[0].Deal.W != "543.432.T98.J765" {
		t.Errorf("the page's state lacks board 1's deal: %s", state)
	}
	if strings.Contains(state, "JT9.AKQJ.432.T98\",\"S\"") && strings.Count(state, `"deal"`) > 1 {
		t.Errorf("a board not entered shows its hands: %s", state)
	}
}

// TestTeamsNightFromTables: in a teams night each table enters its own
// room's result; the page is told the session is a teams night, and the
// answer to the room entered second carries the IMPs each way (4♠ made
// in the open room, one down in the closed room, nobody vulnerable: 470,
// 10 IMPs to the home team), the answer to the first none.
func TestTeamsNightFromTables(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamRoundRobin, Teams: 4, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateTeams(club.NewTeams{Name: "Teams night", Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Movement: tm})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	m := tm.Matches[0]
	if m.Open.Round != 1 || m.Closed.Round != 1 || m.Boards[0] != 1 {
		t.Fatalf("the first match: %+v", m)
	}
	f := newFixture(t, path, id, Options{})
	code, body := f.do("GET", "/api/t/"+f.codes[m.Open.Table], "192.168.1.31", "")
	if code != 200 || !strings.Contains(body, `"teams":true`) {
		t.Fatalf("the open room's state: %d %s", code, body)
	}
	var reply struct {
		Line struct {
			NS, EW             string
			NSPoints, EWPoints *float64
		}
	}
	code, body = f.post(m.Open.Table, result("open", 1, 1, "4SN="))
	if err := json.Unmarshal([]byte(body), &reply); code != 200 || err != nil || reply.Line.NSPoints != nil {
		t.Fatalf("the open room, first in: %d %s", code, body)
	}
	code, body = f.post(m.Closed.Table, result("closed", 1, 1, "4SN-1"))
	if err := json.Unmarshal([]byte(body), &reply); code != 200 || err != nil {
		t.Fatalf("the closed room: %d %s", code, body)
	}
	away := fmt.Sprint(m.Away)
	if reply.Line.NS != away+"NS" || reply.Line.NSPoints == nil || *reply.Line.NSPoints != -10 || *reply.Line.EWPoints != 10 {
		t.Errorf("the closed room's answer: %s", body)
	}
}
