package tableserver

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
)

// The room's page says how far the results have come, marked
// provisional, and shows standings and a board's traveller only once
// every table that plays the board has played it: until then nothing on
// it moves with the board's results.
func TestLivePage(t *testing.T) {
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	code, body := f.do("GET", "/live", "192.168.1.50", "")
	if code != 200 || !strings.Contains(body, "Provisional: 0 of") || !strings.Contains(body, "No standings yet") || !strings.Contains(body, "0 of 24 so far") {
		t.Fatalf("the room's page before any result: %d %s", code, body)
	}
	// Board 1 is played by every table in turn, a round each.
	for table := 1; table <= 3; table++ {
		round := f.roundOf(table, 1)
		for r := 1; r < round; r++ {
			f.enterRound(table, r, "PASS")
		}
		if code, b := f.post(table, result("b1-"+string(rune('0'+table)), round, 1, []string{"4SN=", "4SN+1", "3NTS="}[table-1])); code != 200 {
			t.Fatal(code, b)
		}
		// The page is worked out again at most every LiveEvery.
		f.now = f.now.Add(LiveEvery)
		_, body = f.do("GET", "/live", "192.168.1.50", "")
		finished := table == 3
		if standings := standingsPart(body); (standings != "") != finished || finished && !strings.Contains(standings, "<td>1") {
			t.Errorf("after table %d of 3 played board 1, the standings:\n%s", table, standings)
		}
		if shown := strings.Contains(body, "<b>Board 1</b>"); shown != finished {
			t.Errorf("after table %d of 3 played board 1: traveller shown %v", table, shown)
		}
		if !finished && (strings.Contains(body, "4SN+1") || strings.Contains(body, ">4SN=<")) {
			t.Errorf("board 1's results show before every table played it: %s", body)
		}
	}
	if !strings.Contains(body, "1 of 24 so far") {
		t.Errorf("the page does not count board 1 alone: %s", body)
	}
	if !strings.Contains(body, "Provisional:") || !strings.Contains(body, "North-South") {
		t.Errorf("the page lacks the provisional standings: %s", body)
	}
	f.srv.SetLive(false)
	if code, _ := f.do("GET", "/live", "192.168.1.50", ""); code != http.StatusNotFound {
		t.Errorf("the page the director took down: %d", code)
	}
	g := newFixture(t, path, id, Options{NoLive: true})
	if code, _ := g.do("GET", "/live", "192.168.1.50", ""); code != http.StatusNotFound {
		t.Errorf("a server started without the page: %d", code)
	}
}

// standingsPart is the room's page's standings: from the first field's
// heading to the finished boards (or the end of the page).
func standingsPart(page string) string {
	start := strings.Index(page, "<h2>Standings")
	if start < 0 {
		return ""
	}
	rest := page[start:]
	if end := strings.Index(rest, "<h2>Boards every table"); end >= 0 {
		return rest[:end]
	}
	return rest[:strings.Index(rest, "</main>")]
}

// A session deleted while its tables are served: its pages, the room's
// page and a table's result answer 404 (the service's not found).
func TestDeletedSessionAnswers404(t *testing.T) {
	old := club.PollEvery
	club.PollEvery = 20 * time.Millisecond
	defer func() { club.PollEvery = old }()
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	defer f.s.Subscribe(func(club.Update) {})()
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	err = desk.Delete(id)
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if code, _ := f.do("GET", "/live", "192.168.1.50", ""); code == http.StatusNotFound {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the room's page is still served")
		}
	}
	for _, target := range []string{"/t/" + f.codes[1], "/api/t/" + f.codes[1]} {
		if code, body := f.do("GET", target, "192.168.1.50", ""); code != http.StatusNotFound {
			t.Errorf("%s: %d %s", target, code, body)
		}
	}
	if code, body := f.post(1, result("gone", 1, 1, "4SN=")); code != http.StatusNotFound {
		t.Errorf("a result: %d %s", code, body)
	}
}

// countingLive counts how often the room's view is worked out.
type countingLive struct {
	*club.OpenSession
	n int
}

func (c *countingLive) Live() (club.LiveView, error) {
	c.n++
	return c.OpenSession.Live()
}

// The room's page is worked out once for each change to the session, at
// most once every LiveEvery, however often it is asked for; an address
// asking more often than LivePerMinute is answered 429, after a wait.
func TestLivePageWorkedOutOncePerChange(t *testing.T) {
	wait := liveWait
	liveWait = 10 * time.Millisecond
	defer func() { liveWait = wait }()
	path, id := session(t, 3)
	f := newFixture(t, path, id, Options{})
	counted := &countingLive{OpenSession: f.s}
	srv, err := New(counted, serverAddr, Options{Now: func() time.Time { return f.now }})
	if err != nil {
		t.Fatal(err)
	}
	f.srv = srv
	ask := func(from string) int {
		code, _ := f.do("GET", "/live", from, "")
		return code
	}
	for i := range 100 {
		if code := ask(fmt.Sprintf("192.168.7.%d", i+1)); code != 200 {
			t.Fatal(code)
		}
	}
	if counted.n != 1 {
		t.Errorf("worked out %d times for 100 asks of one state", counted.n)
	}
	if code, b := f.post(1, result("live1", 1, 1, "4SN=")); code != 200 {
		t.Fatal(code, b)
	}
	ask("192.168.7.1")
	if counted.n != 1 {
		t.Errorf("worked out again within %v of the last: %d times", LiveEvery, counted.n)
	}
	f.now = f.now.Add(LiveEvery)
	for range 10 {
		ask("192.168.7.2")
	}
	if counted.n != 2 {
		t.Errorf("worked out %d times, want twice: once more for the result", counted.n)
	}
	f.now = f.now.Add(time.Minute)
	for i := range LivePerMinute {
		if code := ask("192.168.7.3"); code != 200 {
			t.Fatalf("ask %d of one address within the limit: %d", i+1, code)
		}
	}
	start := time.Now()
	if code := ask("192.168.7.3"); code != http.StatusTooManyRequests || time.Since(start) < liveWait {
		t.Errorf("one address asking %d times in a minute: %d after %v", LivePerMinute+1, code, time.Since(start))
	}
	if code := ask("192.168.7.4"); code != 200 {
		t.Errorf("another address meanwhile: %d", code)
	}
}
