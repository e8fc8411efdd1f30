package cli

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// earlyNight is a 7-table Mitchell with its first n results entered.
func earlyNight(t *testing.T, n int) (db, id string) {
	t.Helper()
	db = filepath.Join(t.TempDir(), "club.db")
	id = lastLine(stMust(t, "new", "--name", "Tuesday", "--movement", "mitchell", "--tables", "7", "--db", db))
	if got := enterMissing(t, db, id, n); got != n {
		t.Fatalf("entered %d results, want %d", got, n)
	}
	return db, id
}

// enterMissing enters a result for the first n lines of each section that
// 'complete' lists as missing, board by board as the movement lays them
// out, and says how many it entered in all.
func enterMissing(t *testing.T, db, id string, n int) int {
	t.Helper()
	_, out, _ := stRun(t, "complete", "--session", id, "--db", db)
	results := []string{"4SN=", "3NTS+1", "4SN-1", "2HE=", "PASS", "4HE+1", "3NTN=", "1NTS+2"}
	entered, inSection, section := 0, 0, ""
	for _, l := range strings.Split(out, "\n") {
		if _, sec, ok := strings.Cut(l, ", section "); ok && strings.HasPrefix(l, "session ") {
			section, _, _ = strings.Cut(sec, ":")
			inSection = 0
			continue
		}
		// "  board 2, round 2, table 7: 7NS v 6EW"
		var board, round, table int
		var ns, ew string
		_, err := fmt.Sscanf(strings.TrimSpace(l), "board %d, round %d, table %d: %s v %s", &board, &round, &table, &ns, &ew)
		if err != nil || inSection == n {
			continue
		}
		args := []string{"enter", "--session", id, "--board", strconv.Itoa(board), "--ns", ns, "--ew", ew, results[entered%len(results)], "--db", db}
		if section != "" {
			args = append(args, "--section", section)
		}
		stMust(t, args...)
		entered++
		inSection++
	}
	return entered
}

// Standings come from the first result, provisional and saying so until
// the session is complete, in text and JSON; a pair that has played fewer
// boards than another is not factored up to boards it has not reached;
// export and the printed report work as early.
func TestStandingsFromTheFirstResult(t *testing.T) {
	db, id := earlyNight(t, 1)
	text := stMust(t, "standings", "--session", id, "--db", db)
	if !strings.Contains(text, "Provisional: 1 of 196 results — the places may change") {
		t.Errorf("standings after the first result:\n%s", text)
	}
	var js struct {
		Provisional *struct{ Results, Expected int } `json:"provisional"`
		Pairs       []struct {
			Pair    string
			Boards  int
			Total   float64
			Percent float64
		}
		Boards []struct{ Top float64 }
	}
	if err := json.Unmarshal([]byte(stMust(t, "standings", "--session", id, "--format", "json", "--db", db)), &js); err != nil {
		t.Fatal(err)
	}
	if js.Provisional == nil || js.Provisional.Results != 1 || js.Provisional.Expected != 196 {
		t.Errorf("JSON provisional: %+v", js.Provisional)
	}
	for _, p := range js.Pairs {
		if p.Boards == 1 && p.Percent != 50 {
			t.Errorf("pair %s: %v%% on its one board, the first result stands at the average", p.Pair, p.Percent)
		}
	}
	stMust(t, "export", "--session", id, "--format", "usebio", "--db", db)
	pdf := filepath.Join(t.TempDir(), "early.pdf")
	stMust(t, "report", "--session", id, "--what", "ranking", "--out", pdf, "--db", db)
	if text, err := exec.Command("pdftotext", pdf, "-").Output(); err != nil || !strings.Contains(string(text), "Provisional: 1 of 196 results") {
		t.Errorf("the printed ranking should say it is provisional (%v):\n%s", err, text)
	}

	db, id = earlyNight(t, 16)
	if err := json.Unmarshal([]byte(stMust(t, "standings", "--session", id, "--format", "json", "--db", db)), &js); err != nil {
		t.Fatal(err)
	}
	top := js.Boards[0].Top
	most, least := 0, 1000
	for _, p := range js.Pairs {
		most, least = max(most, p.Boards), min(least, p.Boards)
		if p.Total > float64(p.Boards)*top {
			t.Errorf("pair %s: %v matchpoints on %d boards with a top of %v: factored up to boards not yet played", p.Pair, p.Total, p.Boards, top)
		}
	}
	if most == least {
		t.Fatalf("every pair has played %d boards: the test shows nothing", most)
	}
}
