package tableserver

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// TestTeamsLive: at a teams night the room's page ranks the teams over
// the boards both rooms of every match playing them have finished, in
// VPs as the service ranks them, and shows no board half played.
func TestTeamsLive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	mv, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamRoundRobin, Teams: 4, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateTeams(club.NewTeams{Name: "Monday Teams", Date: time.Date(2027, 2, 1, 0, 0, 0, 0, time.UTC), Movement: mv})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, path, id, Options{})
	live := func() string {
		f.now = f.now.Add(LiveEvery)
		code, body := f.do("GET", "/live", "192.168.1.50", "")
		if code != 200 {
			t.Fatalf("/live: %d %s", code, body)
		}
		return body
	}
	if body := live(); !strings.Contains(body, "No standings yet") {
		t.Fatalf("before any result: %s", body)
	}
	results := []string{"4SN=", "4SN-1", "3NTN+1", "2HE=", "PASS", "1NTS-2"}
	n := 0
	for _, b := range f.s.Boards() {
		rows, err := f.s.Rows(b)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rows {
			if _, err := f.s.Enter(b, r, results[n%len(results)]); err != nil {
				t.Fatal(err)
			}
			n++
			half := i < len(rows)-1
			body := live()
			if half && strings.Contains(body, fmt.Sprintf("Board %d", b)) {
				t.Errorf("board %d shows while a room has still to play it", b)
			}
			if b == 1 && half && !strings.Contains(body, "No standings yet") {
				t.Errorf("the teams are ranked on board 1 while a room has still to play it:\n%s", body)
			}
		}
	}
	now, err := f.s.TeamsStandings()
	if err != nil {
		t.Fatal(err)
	}
	body := live()
	if !strings.Contains(body, "<th>Team</th>") || !strings.Contains(body, `<th class="n">VPs</th>`) {
		t.Errorf("the teams ranking's headings: %s", body)
	}
	for _, team := range now.Standings.Teams {
		row := fmt.Sprintf(`<td>%s</td><td>%s<div class="names">%s</div></td>`, team.Rank, team.ID, team.Name)
		i := strings.Index(body, row)
		if i < 0 || !strings.HasPrefix(body[i+len(row):], fmt.Sprintf(`<td class="n">%s</td>`, scoring.FormatRat(team.Total, 2))) {
			t.Errorf("/live lacks team %s at %s with %s VPs:\n%s", team.ID, team.Rank, scoring.FormatRat(team.Total, 2), body)
		}
	}
}
