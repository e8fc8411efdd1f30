package tables

import (
	"net/http"
	"strings"
	"testing"

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

// A board is finished, and its traveller shown, only when every table
// that plays it has played it.
func TestLiveViewShowsFinishedBoards(t *testing.T) {
	path, id := session(t, 3)
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rows, _ := s.Rows(2)
	for i, r := range rows {
		if len(s.Live().Boards) != 0 {
			t.Fatalf("board 2 shown with %d of %d results", i, len(rows))
		}
		if _, err := s.Enter(2, r, "3NTS="); err != nil {
			t.Fatal(err)
		}
	}
	v := s.Live()
	if len(v.Boards) != 1 || v.Boards[0].Board != 2 || !v.Provisional() || v.Entered != len(rows) {
		t.Errorf("live view after board 2: %+v", v)
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
