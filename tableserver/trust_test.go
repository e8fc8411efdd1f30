package tableserver

import (
	"bufio"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// roundOf is the round a table plays a board in.
func (f *fixture) roundOf(table, board int) int {
	f.t.Helper()
	m := f.s.Movement()
	for r := 1; r <= m.Rounds; r++ {
		for _, row := range f.s.RowsAt(club.Place{Round: r, Table: table}) {
			if row.Board == board {
				return r
			}
		}
	}
	f.t.Fatalf("table %d does not play board %d", table, board)
	return 0
}

// A table sees nothing of a board it has not played: a later round's
// board is refused (saying which round the table is on) with no hands,
// points or other results in the answer; another table's board is
// refused; and what another table entered is never shown before.
func TestTableSeesOnlyWhatItPlayed(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{ShowOthers: true})
	// Board 1 is played at table 1 in round 1; table 3 plays it later.
	if code, b := f.post(1, result("t1", 1, 1, "4SN=")); code != 200 {
		t.Fatal(code, b)
	}
	later := f.roundOf(3, 1)
	before := f.dbState()
	for _, res := range []string{"PASS", "4SN+1", "4SN+2"} {
		code, body := f.post(3, result("t3-"+res, later, 1, res))
		if code != http.StatusConflict || !strings.Contains(body, "table 3 is on round 1") {
			t.Errorf("table 3 posting round %d's board 1 as %s: %d %s", later, res, code, body)
		}
		for _, leak := range []string{"nsPoints", "deal", "4SN="} {
			if strings.Contains(body, leak) {
				t.Errorf("the refusal shows %s: %s", leak, body)
			}
		}
	}
	// A board of another table altogether.
	if code, body := f.post(2, result("t2", 1, 1, "4SN=")); code != http.StatusForbidden {
		t.Errorf("table 2 posting table 1's board: %d %s", code, body)
	}
	if after := f.dbState(); after != before {
		t.Errorf("refused posts changed the database: %s → %s", before, after)
	}
	_, st := f.do("GET", "/api/t/"+f.codes[3], "192.168.1.33", "")
	if strings.Contains(st, "4SN=") || strings.Contains(st, `"others"`) {
		t.Errorf("table 3's page shows board 1 before it played it: %s", st)
	}
	// The director types board 1's traveller whole, table 3's line too:
	// table 3, still on round 1, sees none of it until it gets there.
	rows, _ := f.s.Rows(1)
	for _, r := range rows[1:] {
		if _, err := f.s.Enter(1, r, "3NTS-2"); err != nil {
			t.Fatal(err)
		}
	}
	_, st = f.do("GET", "/api/t/"+f.codes[3], "192.168.1.33", "")
	var got stateJSON
	if err := json.Unmarshal([]byte(st), &got); err != nil {
		t.Fatal(err)
	}
	if got.Round != 1 || len(got.Entered) != 0 {
		t.Errorf("table 3 on round %d sees %+v: a board of round %d typed by the director", got.Round, got.Entered, later)
	}
}

// A table cannot rule: no artificial, weighted or not-played score and no
// bare score without its contract; and it cannot undo the director's
// ruling on its board.
func TestTableCannotRule(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	before := f.dbState()
	for _, c := range []struct {
		res    string
		status int
	}{
		{"A60-40", http.StatusForbidden},
		{"A50-50", http.StatusForbidden},
		{"NP", http.StatusForbidden},
		{"W 60% 4SN= 40% 3NTS-1", http.StatusForbidden},
		{"+2220", http.StatusUnprocessableEntity},
		{"-100", http.StatusUnprocessableEntity},
	} {
		code, body := f.post(1, result("r-"+c.res, 1, 1, c.res))
		if code != c.status {
			t.Errorf("a table giving %s: %d %s, want %d", c.res, code, body, c.status)
		}
	}
	if after := f.dbState(); after != before {
		t.Errorf("a table's ruling changed the database: %s → %s", before, after)
	}
	// The director adjusts board 2 of table 1's round; the table's result
	// for it is refused and the ruling stands.
	rows := f.s.RowsAt(club.Place{Round: 1, Table: 1})
	if _, err := f.s.Adjust(rows[1].Board, rows[1], "A40-60"); err != nil {
		t.Fatal(err)
	}
	ruled := f.dbState()
	code, body := f.post(1, result("over-ruling", 1, rows[1].Board, "4HS+1"))
	if code != http.StatusConflict || !strings.Contains(body, "the director has ruled on this board") {
		t.Errorf("a table over the director's ruling: %d %s", code, body)
	}
	if after := f.dbState(); after != ruled {
		t.Errorf("the table undid the ruling: %s → %s", ruled, after)
	}
	// Its own result it may correct until the round is locked.
	if code, b := f.post(1, result("own", 1, rows[0].Board, "3NTS=")); code != 200 {
		t.Fatal(code, b)
	}
	if code, b := f.post(1, result("own-again", 1, rows[0].Board, "3NTS+1")); code != 200 {
		t.Errorf("a table correcting its own result: %d %s", code, b)
	}
	if err := f.s.LockRound(1, true); err != nil {
		t.Fatal(err)
	}
	if code, b := f.post(1, result("own-locked", 1, rows[0].Board, "3NTS-1")); code != http.StatusForbidden {
		t.Errorf("a correction in a locked round: %d %s", code, b)
	}
}

// A table that cannot play a board is moved on by the director: it then
// enters the next round, and the board left is the director's.
func TestDirectorMovesATableOn(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	next := f.s.RowsAt(club.Place{Round: 2, Table: 2})[0].Board
	if code, _ := f.post(2, result("early", 2, next, "PASS")); code != http.StatusConflict {
		t.Fatalf("round 2 before round 1: %d", code)
	}
	if err := f.s.MoveTableOn("", 2, 2); err != nil {
		t.Fatal(err)
	}
	if code, b := f.post(2, result("moved", 2, next, "PASS")); code != 200 {
		t.Errorf("after the director moved table 2 on: %d %s", code, b)
	}
	_, st := f.do("GET", "/api/t/"+f.codes[2], "192.168.1.32", "")
	var got stateJSON
	if json.Unmarshal([]byte(st), &got) != nil || got.Round != 2 {
		t.Errorf("table 2's page is on round %d: %s", got.Round, st)
	}
}

// One stalled phone holds no other table up: while a connection has sent
// its headers and one byte of its body, another table's result is stored
// and answered; the stalled one is cut off.
func TestStalledPhoneHoldsNobody(t *testing.T) {
	old := ReadBodyWithin
	ReadBodyWithin = 2 * time.Second
	defer func() { ReadBodyWithin = old }()
	path, id := session(t, 3)
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ts := httptest.NewUnstartedServer(nil)
	srv, err := New(s, ts.Listener.Addr().String(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ts.Config.Handler = srv
	ts.Start()
	defer ts.Close()
	codes, _ := s.TableCodes()
	stalled, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer stalled.Close()
	fmt.Fprintf(stalled, "POST /api/t/%s/result HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 80\r\n\r\n{", codes[0].Code, ts.Listener.Addr())
	cut := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stalled).ReadString('\n')
		cut <- line
	}()
	resp, err := http.Post(ts.URL+"/api/t/"+codes[1].Code+"/result", "application/json", strings.NewReader(result("free", 1, 9, "3NTS=")))
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("table 2 while table 1 stalls: %s", resp.Status)
	}
	select {
	case line := <-cut:
		t.Fatalf("the stalled connection was answered (%q) before table 2's result: it held table 2 up", line)
	default:
	}
	if line := <-cut; !strings.Contains(line, "408") && line != "" {
		t.Errorf("the stalled connection was answered %q", line)
	}
}

// holdLock takes the club database's write lock from another program and
// gives it back when told.
func holdLock(t *testing.T, path string) (release func()) {
	t.Helper()
	other, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	if err != nil {
		t.Fatal(err)
	}
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(t.Context(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	return func() {
		conn.ExecContext(t.Context(), "ROLLBACK")
		conn.Close()
		other.Close()
	}
}

// A database another program holds answers a table 503 with Retry-After,
// stores nothing, tells the director, and takes the same result once it is
// free: the page keeps it and sends it again.
func TestBusyDatabaseAnswers503(t *testing.T) {
	path, id := session(t, 3)
	s, err := club.OpenOneWaiting(path, id, 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	f := &fixture{t: t, s: s, codes: map[int]string{}, now: time.Now()}
	var told []string
	if f.srv, err = New(s, serverAddr, Options{NotStored: func(w string) { told = append(told, w) }}); err != nil {
		t.Fatal(err)
	}
	cs, _ := s.TableCodes()
	for _, c := range cs {
		f.codes[c.Table] = c.Code
	}
	release := holdLock(t, path)
	for _, table := range []int{1, 2} {
		req := httptest.NewRequest("POST", "/api/t/"+f.codes[table]+"/result", strings.NewReader(result("busy", 1, table*8-7, "4SN=")))
		req.RemoteAddr, req.Host = "192.168.1.31:5000", serverAddr
		rec := httptest.NewRecorder()
		f.srv.ServeHTTP(rec, req)
		if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "kept and sent again") {
			t.Errorf("a busy database: %d, Retry-After %q, %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
		// The phone is not told where the club's database lives.
		if strings.Contains(rec.Body.String(), filepath.Base(path)) {
			t.Errorf("a busy database's answer names the database: %s", rec.Body)
		}
	}
	// The director is told, once for the two.
	if len(told) != 1 || !strings.Contains(told[0], "not being stored") || !strings.Contains(told[0], "in use") {
		t.Errorf("the director was told %q", told)
	}
	if s.Entered() != 0 {
		t.Errorf("%d lines stored while the database was held", s.Entered())
	}
	release()
	if code, b := f.post(1, result("busy", 1, 1, "4SN=")); code != 200 {
		t.Errorf("the same result once the database is free: %d %s", code, b)
	}
	if s.Entered() != 1 {
		t.Errorf("%d lines stored, want 1", s.Entered())
	}
}

// A table server in a program of its own sees a correction the director
// makes elsewhere (the command line, the window) within a moment, and
// scores from it.
func TestServerSeesOtherProgramsChanges(t *testing.T) {
	old := club.PollEvery
	club.PollEvery = 20 * time.Millisecond
	defer func() { club.PollEvery = old }()
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	defer f.s.Subscribe(func(club.Update) {})()
	if code, b := f.post(1, result("first", 1, 1, "4SN=")); code != 200 {
		t.Fatal(code, b)
	}
	// Another program: a database connection of its own.
	director, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := director.Rows(1)
	if _, err := director.Enter(1, rows[0], "4SN-1"); err != nil {
		t.Fatal(err)
	}
	director.Close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		_, st := f.do("GET", "/api/t/"+f.codes[1], "192.168.1.31", "")
		if strings.Contains(st, `"4SN-1"`) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the table still sees the old result: %s", st)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// The correction was the director's: the table's own result no
	// longer replaces it.
	if code, _ := f.post(1, result("again", 1, 1, "4SN=")); code != http.StatusConflict {
		t.Errorf("a table over the director's correction: %d", code)
	}
}

// Every round's words say where each pair really goes: an East-West pair
// is never told it stays and moves.
func TestNextRoundWordsOnThePage(t *testing.T) {
	path, id := session(t, 5)
	f := newFixture(t, path, id, Options{})
	m := f.s.Movement()
	for table := 1; table <= m.Tables; table++ {
		_, body := f.do("GET", "/api/t/"+f.codes[table], "192.168.1.31", "")
		var st stateJSON
		if err := json.Unmarshal([]byte(body), &st); err != nil {
			t.Fatal(err)
		}
		for _, r := range st.Rounds {
			if r.Round == m.Rounds {
				continue
			}
			now, _ := m.Slot(r.Round, table)
			next, _ := m.Slot(r.Round+1, table)
			for _, p := range []movements.PairID{now.NS, now.EW} {
				name := fmt.Sprintf("pair %d %s", p.Number, p.Direction)
				stays := strings.Contains(r.Next, name+" stays")
				moves := strings.Contains(r.Next, name+" to table")
				if stays == moves {
					t.Errorf("table %d round %d: %s stays %v and moves %v: %q", table, r.Round, name, stays, moves, r.Next)
				}
				if stays != (next.NS == p || next.EW == p) {
					t.Errorf("table %d round %d: %s stays %v, but round %d has %s v %s there: %q", table, r.Round, name, stays, r.Round+1, next.NS, next.EW, r.Next)
				}
			}
		}
	}
}

// Wrong codes from many addresses are limited across them all; a table
// already playing goes on; a request naming another host is refused.
func TestGuessingAcrossAddresses(t *testing.T) {
	path, id := session(t, 3)
	var told []string
	f := newFixture(t, path, id, Options{Guessing: func(w string) { told = append(told, w) }})
	if code, _ := f.do("GET", "/api/t/"+f.codes[1], "192.168.1.31", ""); code != 200 {
		t.Fatal(code)
	}
	refused := 0
	for i := range 200 {
		from := fmt.Sprintf("192.168.2.%d", i%10+1)
		if code, _ := f.do("GET", "/api/t/WRONG"+fmt.Sprint(i), from, ""); code == http.StatusTooManyRequests {
			refused++
		}
	}
	if refused < 200-WrongCodesPerMinuteAll {
		t.Errorf("%d of 200 wrong codes from 10 addresses refused, want at least %d", refused, 200-WrongCodesPerMinuteAll)
	}
	if code, _ := f.do("GET", "/api/t/"+f.codes[1], "192.168.1.31", ""); code != 200 {
		t.Errorf("the table already playing is refused: %d", code)
	}
	if code, _ := f.do("GET", "/api/t/"+f.codes[2], "192.168.3.9", ""); code != http.StatusOK {
		t.Errorf("a new address with a right code during the guessing: %d", code)
	}
	if len(told) == 0 || !strings.Contains(told[0], "guessing") {
		t.Errorf("the director was not told: %v", told)
	}
	if wrong, addrs := f.srv.Guesses(); wrong < WrongCodesPerMinuteAll || addrs != 10 {
		t.Errorf("Guesses() = %d from %d addresses", wrong, addrs)
	}
	f.now = f.now.Add(2 * time.Minute)
	if code, _ := f.do("GET", "/api/t/"+f.codes[2], "192.168.3.9", ""); code != 200 {
		t.Errorf("a new address a minute later: %d", code)
	}
	req := httptest.NewRequest("GET", "/api/t/"+f.codes[1], nil)
	req.RemoteAddr, req.Host = "192.168.1.31:5000", "rebound.example.com:8080"
	rec := httptest.NewRecorder()
	f.srv.ServeHTTP(rec, req)
	if rec.Code != http.StatusMisdirectedRequest {
		t.Errorf("a request for another host: %d", rec.Code)
	}
	// The director's PIN is 8 digits: 10⁸ PINs at 60 wrong ones a minute
	// is three years of guessing.
	if pin, _ := f.s.DirectorPIN(); len(pin) < 8 || strings.Trim(pin, "0123456789") != "" {
		t.Errorf("the director's PIN %q is not 8 digits", pin)
	}
}

// The guess limit counts every wrong code, whoever sends it, and never
// shuts out a table arriving with its right code. The attacks: ten
// addresses that had each shown a right code sent 260 wrong ones, all
// looked at (before, an address that had shown a right code was exempt
// from the limit of all); three addresses sent 60 wrong codes, after
// which a fourth holding its right code was refused.
func TestGuessLimitHasNoExemption(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	for i := range 10 {
		if code, _ := f.do("GET", "/api/t/"+f.codes[1], fmt.Sprintf("192.168.4.%d", i+1), ""); code != 200 {
			t.Fatal(code)
		}
	}
	looked := 0
	for i := range 260 {
		if code, _ := f.do("GET", fmt.Sprintf("/api/t/GUESS%d", i), fmt.Sprintf("192.168.4.%d", i%10+1), ""); code == http.StatusNotFound {
			looked++
		}
	}
	t.Logf("10 addresses that had shown a right code: %d of 260 wrong codes looked at", looked)
	if looked > WrongCodesPerMinuteAll {
		t.Errorf("%d of 260 wrong codes looked at, want at most %d a minute", looked, WrongCodesPerMinuteAll)
	}
	f.now = f.now.Add(time.Minute)
	for i := range WrongCodesPerMinuteAll {
		f.do("GET", fmt.Sprintf("/api/t/AGAIN%d", i), fmt.Sprintf("192.168.5.%d", i%3+1), "")
	}
	if code, body := f.do("GET", "/api/t/"+f.codes[3], "192.168.5.4", ""); code != http.StatusOK {
		t.Errorf("a fourth address with its right code after 60 wrong ones from three: %d %s", code, body)
	}
	// A fresh address's guess is looked at once, then refused.
	if code, _ := f.do("GET", "/api/t/FRESH1", "192.168.5.5", ""); code != http.StatusNotFound {
		t.Errorf("a fresh address's first wrong code: %d", code)
	}
	for _, code := range []string{"FRESH2", f.codes[1]} {
		if got, _ := f.do("GET", "/api/t/"+code, "192.168.5.5", ""); got != http.StatusTooManyRequests {
			t.Errorf("an address that has guessed while all are over the limit: %d", got)
		}
	}
	// The addresses of one IPv6 network are one.
	refused := 0
	for i := range WrongCodesPerMinute + 5 {
		if code, _ := f.do("GET", fmt.Sprintf("/api/t/V6%d", i), fmt.Sprintf("[2001:db8:1:2::%x]", i+1), ""); code == http.StatusTooManyRequests {
			refused++
		}
	}
	if refused < 5 {
		t.Errorf("one /64 network's addresses: %d of %d wrong codes refused", refused, WrongCodesPerMinute+5)
	}
}

// One table cannot flood the database: past PostsPerMinute in a minute
// its posts are refused until the minute is over.
func TestPostsLimitedPerTable(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	limited := 0
	for i := range PostsPerMinute + 10 {
		if code, _ := f.post(1, result(fmt.Sprint("flood", i), 1, 1, "4SN=")); code == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited != 10 {
		t.Errorf("%d posts refused, want 10", limited)
	}
	if code, _ := f.post(2, result("other", 1, 9, "4SN=")); code != 200 {
		t.Errorf("another table during the flood: %d", code)
	}
	f.now = f.now.Add(time.Minute)
	if code, _ := f.post(1, result("after", 1, 2, "4SN=")); code != 200 {
		t.Errorf("table 1 a minute later: %d", code)
	}
}

func TestAddressesNeverLoopback(t *testing.T) {
	for _, a := range Addresses() {
		if IsLoopback(net.JoinHostPort(a, "8080")) {
			t.Errorf("Addresses lists loopback %s", a)
		}
	}
	if addr, ok := DefaultListen(); ok == IsLoopback(addr) {
		t.Errorf("DefaultListen = %s, on a network %v", addr, ok)
	}
	for addr, want := range map[string]bool{"127.0.0.1:8080": true, "[::1]:80": true, "localhost:1": true, "192.168.1.5:8080": false} {
		if IsLoopback(addr) != want {
			t.Errorf("IsLoopback(%s) = %v", addr, !want)
		}
	}
}

// Five phones of one table post five results for one board at once:
// each reply is the phone's own result, and one no longer standing names
// the result that took its place; the last stored stands, and its phone
// is told nothing took its place. (The attack: most phones were shown
// the result stored, not their own.)
func TestPhonesOfOneTablePostAtOnce(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	texts := []string{"4SN=", "4SN+1", "3NTS=", "4SN-1", "2HE="}
	type reply struct {
		Line struct {
			Result string `json:"result"`
		} `json:"line"`
		ReplacedBy *struct {
			Result string `json:"result"`
		} `json:"replacedBy"`
	}
	replies := make([]reply, len(texts))
	var wg sync.WaitGroup
	for i, text := range texts {
		wg.Go(func() {
			code, body := f.post(1, result(fmt.Sprint("phone", i), 1, 1, text))
			if code != 200 || json.Unmarshal([]byte(body), &replies[i]) != nil {
				t.Errorf("phone %d: %d %s", i, code, body)
			}
		})
	}
	wg.Wait()
	rows, _ := f.s.Rows(1)
	standing := scoring.EntryText(*rows[0].Entered)
	own := 0
	for i, r := range replies {
		if r.Line.Result == texts[i] {
			own++
		}
		if r.ReplacedBy != nil && (r.ReplacedBy.Result == texts[i] || !slices.Contains(texts, r.ReplacedBy.Result)) {
			t.Errorf("phone %d (%s) told %s took its place", i, texts[i], r.ReplacedBy.Result)
		}
		if texts[i] == standing && r.ReplacedBy != nil {
			t.Errorf("phone %d's %s stands, yet it is told %s took its place", i, texts[i], r.ReplacedBy.Result)
		}
	}
	t.Logf("%d of %d phones shown their own result (%s stands)", own, len(texts), standing)
	if own != len(texts) {
		t.Errorf("%d of %d phones shown their own result", own, len(texts))
	}
}
