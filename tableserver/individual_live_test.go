package tableserver

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgescore/club"
	"bridgescore/movements"
)

// TestIndividualBoardsSoFar: at an individual the room's page ranks the
// players over the boards every table scheduled to play them has
// finished, as it ranks pairs: a board one table has played and another
// has still to play counts for nobody, and shows nowhere, while the
// other tables' results a table sees after its board name each side by
// its players' numbers.
func TestIndividualBoardsSoFar(t *testing.T) {
	path, id, ind := christmasIndividual(t)
	f := newFixture(t, path, id, Options{ShowOthers: true})
	cards := ind.TableCards()
	one, two := cards[0].Rounds[0], cards[1].Rounds[0]
	if one.Boards[0] != two.Boards[0] || one.Boards[1] != two.Boards[1] {
		t.Fatalf("the 2-table schedule's tables play different boards in round 1: %v, %v", one.Boards, two.Boards)
	}
	first, second := one.Boards[0], one.Boards[1]
	// Table 1 plays both boards, table 2 only the first: North-South
	// win it at table 1 (+420 against -50), East-West at table 2.
	for _, p := range []struct {
		table, board int
		result       string
	}{{1, first, "4SN="}, {1, second, "3NTS="}, {2, first, "4SN-1"}} {
		if code, body := f.post(p.table, result(fmt.Sprintf("t%db%d", p.table, p.board), 1, p.board, p.result)); code != 200 {
			t.Fatalf("table %d board %d: %d %s", p.table, p.board, code, body)
		}
	}
	code, page := f.do("GET", "/live", "192.168.1.40", "")
	if code != 200 {
		t.Fatalf("/live: %d %s", code, page)
	}
	if !strings.Contains(page, fmt.Sprintf("<b>Board %d</b>", first)) || strings.Contains(page, fmt.Sprintf("<b>Board %d</b>", second)) {
		t.Errorf("/live shows other boards than board %d, the only one both tables have played:\n%s", first, page)
	}
	if !strings.Contains(page, "1 of 12 so far") {
		t.Errorf("/live does not count 1 board of 12 in play:\n%s", page)
	}
	// Over board 1 alone a side's players score its side's 2 of 2, or 0.
	won := map[int]string{}
	for seat, p := range one.Players {
		won[p] = map[bool]string{true: "100.00", false: "0.00"}[seat%2 == 0] // N, S at table 1
	}
	for seat, p := range two.Players {
		won[p] = map[bool]string{true: "100.00", false: "0.00"}[seat%2 == 1] // E, W at table 2
	}
	for p, pct := range won {
		row := fmt.Sprintf("<td>%d<div class=\"names\">%s</div></td><td class=\"n\">%s</td>", p, christmasNames[p], pct)
		if !strings.Contains(page, row) {
			t.Errorf("/live does not give player %d %s%% over board %d: no %s", p, pct, first, row)
		}
	}
	code, body := f.do("GET", "/api/t/"+f.codes[2], "192.168.1.31", "")
	var st struct {
		Entered []struct {
			Board  int
			Others []string
		}
	}
	if err := json.Unmarshal([]byte(body), &st); code != 200 || err != nil || len(st.Entered) != 1 {
		t.Fatalf("table 2: %d %s", code, body)
	}
	want := fmt.Sprintf("%d & %d v %d & %d: 4SN=", one.Players[0], one.Players[2], one.Players[1], one.Players[3])
	if got := st.Entered[0].Others; len(got) != 1 || got[0] != want {
		t.Errorf("table 2 sees table 1's result of board %d as %q, want %q", first, got, want)
	}
}

// christmasNames are the players of christmasIndividual.
var christmasNames = map[int]string{1: "Ann Archer", 2: "Bob Baker", 3: "Cath Cole", 4: "Dan Dale", 5: "Eve Elms", 6: "Fay Ford", 7: "Gus Gray", 8: "Hal Hunt"}

// christmasIndividual stores an individual of 8 players at 2 tables, 3
// rounds of the published schedule, in a new club database.
func christmasIndividual(t *testing.T) (path string, id int64, ind *movements.Individual) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ind, err = movements.NewIndividual(movements.IndividualOptions{Tables: 2, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err = desk.CreateIndividual(club.NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 17, 0, 0, 0, 0, time.UTC), Movement: ind, Names: christmasNames})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	return path, id, ind
}

// TestBrowserIndividualSeesOthersOnceStored: at an individual shown the
// other tables' results, a phone that has just entered a board shows the
// board's other results as soon as its own is stored, by the players'
// numbers, with no wait for the page's next look at the server (its
// timers are stopped here, so only the answer to the result can bring
// them).
func TestBrowserIndividualSeesOthersOnceStored(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (scripts/install-deps.sh test, as make test runs it, installs it)")
	}
	path, id, ind := christmasIndividual(t)
	srv := &running{t: t, path: path, id: id, addr: "127.0.0.1:0", opt: Options{ShowOthers: true}}
	srv.start()
	defer srv.stop()
	codes, err := srv.s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	one := ind.TableCards()[0].Rounds[0]
	resp, err := http.Post("http://"+srv.addr+"/api/t/"+codes[0].Code+"/result", "application/json",
		strings.NewReader(result("t1", 1, one.Boards[0], "4SN=")))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("table 1's result: %v %v", resp, err)
	}
	resp.Body.Close()
	ctx := phone(t, chromium, URL(srv.addr, codes[1].Code))
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`for(let i=1;i<1000;i++)clearInterval(i)`)); err != nil {
		t.Fatal(err)
	}
	keyIn(t, ctx, 0, 4, "S", "N", -1)
	send(t, ctx)
	want := fmt.Sprintf("%d & %d v %d & %d: 4SN=", one.Players[0], one.Players[2], one.Players[1], one.Players[3])
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](fmt.Sprintf(`document.getElementById("boards").textContent.includes(%q)`, want), patiently)); err != nil {
		t.Fatalf("table 2 never shows table 1's %q: %v", want, err)
	}
	screenshot(t, ctx, "individual-others")
}
