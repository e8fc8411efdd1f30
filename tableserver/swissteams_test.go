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

// TestSwissTeamsFromTables: at a Swiss teams each table's page says the
// match whose room it is and where the other room is, and at the end of
// the last round drawn that the next round is drawn from the standings;
// once every room of the round is in and the round drawn, the tables'
// pages show their new teams at once; the room's page has no standings
// until every table has finished round 1, then ranks the teams in VPs
// after it (the bye's team with its 12) and says the round under way and
// the rounds still to be drawn.
func TestSwissTeamsFromTables(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateSwissTeams(club.NewSwissTeams{Name: "Congress teams", Date: time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC), Teams: 5, Rounds: 3, BoardsPerRound: 1})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, path, id, Options{})
	liveSays(t, f, "Provisional: 0 of 12 results in", "No standings yet: they begin once every table has finished round 1.",
		"<p>Round 1: 0 of 4 results in. Team 5 has the bye.</p>", "<p>Rounds 2 and 3 are still to be drawn")
	type state struct {
		Rounds []struct {
			Round       int
			NS, EW      string
			Next, Match string
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
	for table, want := range map[int]string{
		1: "Open room of 1 v 2: team 1 sits North-South here; the closed room is table 2.",
		2: "Closed room of 1 v 2: team 2 sits North-South here; the open room is table 1.",
		4: "Closed room of 3 v 4: team 4 sits North-South here; the open room is table 3.",
	} {
		st := get(table)
		if len(st.Rounds) != 1 || st.Rounds[0].Match != want || !strings.Contains(st.Rounds[0].Next, "Round 2 is drawn from the standings") {
			t.Errorf("table %d before round 2 is drawn: %+v", table, st)
		}
	}
	for table, res := range []string{1: "4SN=", 2: "4SN-1", 3: "3NTN=", 4: "3NTS-1"} {
		if table == 0 {
			continue
		}
		if code, body := f.post(table, result(fmt.Sprint(table), 1, 1, res)); code != 200 {
			t.Fatalf("table %d: %d %s", table, code, body)
		}
		if table == 2 {
			// Match 1 is played, match 2 and so round 1 not yet: no
			// standings, not even the bye's.
			liveSays(t, f, "No standings yet: they begin once every table has finished round 1.", "<p>Round 1: 2 of 4 results in. Team 5 has the bye.</p>")
		}
	}
	d, err := f.s.DrawNextRound()
	if err != nil {
		t.Fatal(err)
	}
	for k, tb := range d.Tables {
		open, closed := 2*k+1, 2*k+2
		if st := get(open); len(st.Rounds) != 2 || st.Rounds[1].NS != tb.Home+"NS" || st.Rounds[1].EW != tb.Away+"EW" ||
			st.Rounds[1].Match != fmt.Sprintf("Open room of %s v %s: team %s sits North-South here; the closed room is table %d.", tb.Home, tb.Away, tb.Home, closed) {
			t.Errorf("table %d after round 2 was drawn (%+v): %+v", open, tb, st)
		}
		if st := get(closed); len(st.Rounds) != 2 || st.Rounds[1].NS != tb.Away+"NS" || st.Rounds[1].EW != tb.Home+"EW" {
			t.Errorf("table %d after round 2 was drawn (%+v): %+v", closed, tb, st)
		}
	}
	// The room's page ranks the teams after round 1, on the VPs round 2
	// was drawn from (round 2's bye counts once round 2 is played).
	page := liveSays(t, f, `<th class="n">VPs</th>`, "Provisional: 4 of 12 results in", "<p>The standings are those after round 1 of 3:",
		"<p>Round 2: 0 of 4 results in. Team "+d.Bye+" has the bye.</p>", "<p>Round 3 is still to be drawn, from the standings after round 2.</p>")
	for _, team := range f.s.Movement().Swiss.From[2] {
		row := fmt.Sprintf(`<td>%s<div class="names">Team %s</div></td><td class="n">%s</td>`, team.ID, team.ID, scoring.FormatRat(team.Score, 2))
		if !strings.Contains(page, row) {
			t.Errorf("/live lacks team %s's row %s:\n%s", team.ID, row, page)
		}
		if team.ID == "5" && scoring.FormatRat(team.Score, 2) != "12.00" {
			t.Errorf("team 5's bye: %s VPs", scoring.FormatRat(team.Score, 2))
		}
	}
}
