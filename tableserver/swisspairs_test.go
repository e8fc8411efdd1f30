package tableserver

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/scoring"
)

// TestSwissPairsFromTables: at a Swiss pairs a table's page says, at the
// end of the last round drawn, that the next round is drawn from the
// standings; once the round is complete and drawn, the table's page shows
// its new pairs at once; the room's page counts every round's results,
// drawn or not, and ranks the pairs after the rounds every table has
// finished, saying the round under way and the rounds still to be drawn.
func TestSwissPairsFromTables(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateSwissPairs(club.NewSwissPairs{Name: "Congress Swiss", Date: time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC), Pairs: 4, Rounds: 3, BoardsPerRound: 1})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, path, id, Options{})
	liveSays(t, f, "Provisional: 0 of 6 results in", "No standings yet: they begin once every table has finished round 1.",
		"<p>Round 1: 0 of 2 results in.</p>", "<p>Rounds 2 and 3 are still to be drawn, each from the standings after the round before.</p>")
	type state struct {
		Rounds []struct {
			Round  int
			NS, EW string
			Next   string
		}
	}
	get := func(table int) state {
		var st state
		code, body := f.do("GET", "/api/t/"+f.codes[table], "192.168.1.31", "")
		if err := json.Unmarshal([]byte(body), &st); code != 200 || err != nil {
			t.Fatalf("table %d: %d %s", table, code, body)
		}
		return st
	}
	st := get(1)
	if len(st.Rounds) != 1 || st.Rounds[0].NS != "1" || st.Rounds[0].EW != "2" || !strings.Contains(st.Rounds[0].Next, "Round 2 is drawn from the standings") {
		t.Fatalf("table 1 before round 2 is drawn: %+v", st)
	}
	for table, res := range map[int]string{1: "4SN=", 2: "4SN-1"} {
		if code, body := f.post(table, result(fmt.Sprint(table), 1, 1, res)); code != 200 {
			t.Fatalf("table %d: %d %s", table, code, body)
		}
	}
	d, err := f.s.DrawNextRound()
	if err != nil {
		t.Fatal(err)
	}
	st = get(1)
	if len(st.Rounds) != 2 || st.Rounds[1].NS != d.Tables[0].Home || st.Rounds[1].EW != d.Tables[0].Away {
		t.Errorf("table 1 after round 2 was drawn (%+v): %+v", d.Tables, st)
	}
	// The room's page ranks the pairs on their VPs after round 1, as the
	// service does.
	now, err := f.s.SwissPairs()
	if err != nil {
		t.Fatal(err)
	}
	page := liveSays(t, f, `<th class="n">VPs</th>`, "Provisional: 2 of 6 results in", "<p>The standings are those after round 1 of 3:",
		"<p>Round 2: 0 of 2 results in.</p>", "<p>Round 3 is still to be drawn, from the standings after round 2.</p>")
	for _, p := range now.Standings.Final() {
		row := fmt.Sprintf("<td>%s</td><td>%s</td><td class=\"n\">%s</td>", p.Rank, p.Pair, scoring.FormatPoints(p.Score))
		if !strings.Contains(page, row) {
			t.Errorf("/live lacks pair %s's row %s", p.Pair, row)
		}
	}
}
