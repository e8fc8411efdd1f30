package tableserver

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: 2, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	names := map[int]string{1: "Ann Archer", 2: "Bob Baker", 3: "Cath Cole", 4: "Dan Dale", 5: "Eve Elms", 6: "Fay Ford", 7: "Gus Gray", 8: "Hal Hunt"}
	id, err := desk.CreateIndividual(club.NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 17, 0, 0, 0, 0, time.UTC), Movement: ind, Names: names})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
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
		row := fmt.Sprintf("<td>%d<div class=\"names\">%s</div></td><td class=\"n\">%s</td>", p, names[p], pct)
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
