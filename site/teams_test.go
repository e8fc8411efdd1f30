package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// A teams night on the website: its page ranks the teams as the service
// does, each team's players linked to their pages, and a player's page
// lists the session with his team's VPs, place and green points; a
// night still being played says it is provisional.
func TestTeamsOnTheWebsite(t *testing.T) {
	for _, finished := range []bool{true, false} {
		t.Run(fmt.Sprint("finished ", finished), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "club.db")
			d, err := club.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			mv, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamRoundRobin, Teams: 4, BoardsPerRound: 3})
			if err != nil {
				t.Fatal(err)
			}
			players := map[int][]string{}
			for team := 1; team <= 4; team++ {
				for k := range 4 {
					players[team] = append(players[team], person(4*team+k))
				}
			}
			id, err := d.CreateTeams(club.NewTeams{Name: "Monday Teams", Date: time.Date(2027, 2, 1, 0, 0, 0, 0, time.UTC), Movement: mv, Players: players,
				Awards: club.Awards{Scale: "ebu-green:5,0.5,8,0.32"}})
			if err != nil {
				t.Fatal(err)
			}
			s, err := d.Open(id)
			if err != nil {
				t.Fatal(err)
			}
			var skip func(board, line int) bool
			if !finished {
				skip = func(board, line int) bool { return board > 3 }
			}
			enterAll(t, s, skip)
			s.Close()
			res, err := d.TeamsScored(id)
			if err != nil {
				t.Fatal(err)
			}
			d.Close()
			dir := t.TempDir()
			build(t, path, dir)
			page, err := os.ReadFile(filepath.Join(dir, "s", fmt.Sprint(id)+".html"))
			if err != nil {
				t.Fatal(err)
			}
			text := string(page)
			if strings.Contains(text, "Provisional: ") == finished {
				t.Errorf("finished %v, the page says provisional %v", finished, !finished)
			}
			for _, team := range res.Standings.Teams {
				row := fmt.Sprintf(`<tr id="pair-%s"><td class="n">%s</td><td class="n">%s</td>`, team.ID, team.Rank, team.ID)
				i := strings.Index(text, row)
				if i < 0 || !strings.Contains(text[i:], fmt.Sprintf(`<td class="n">%s</td></tr>`, scoring.FormatRat(team.Total, 2))) {
					t.Errorf("the page lacks team %s's row at %s with %s VPs", team.ID, team.Rank, scoring.FormatRat(team.Total, 2))
				}
			}
			home, err := os.ReadFile(filepath.Join(dir, "index.html"))
			if err != nil || !strings.Contains(string(home), `<span class="meta">4 teams</span>`) {
				t.Errorf("the home page does not count the night's 4 teams (%v):\n%s", err, home)
			}
			top := res.Standings.Teams[0]
			link := fmt.Sprintf(`<a href="../p/%s.html">%s</a>`, strings.ToLower(strings.ReplaceAll(top.Players[2], " ", "-")), top.Players[2])
			if !strings.Contains(text, link) {
				t.Errorf("the page does not link %s to his page (%s)", top.Players[2], link)
			}
			b, err := os.ReadFile(filepath.Join(dir, "p", strings.ToLower(strings.ReplaceAll(top.Players[2], " ", "-"))+".html"))
			if err != nil {
				t.Fatal(err)
			}
			if want := scoring.FormatRat(top.Total, 2) + " VPs"; !strings.Contains(string(b), want) {
				t.Errorf("%s's page lacks the team's %s", top.Players[2], want)
			}
			// The night's green points: a column, the rule under the
			// ranking, and each player's award on his page.
			a := res.Awards
			if !strings.Contains(text, `<th scope="col">GP</th>`) || !strings.Contains(text, "Awards: "+a.Explain[:40]) ||
				!strings.Contains(text, fmt.Sprintf(`<td class="n">%s</td></tr>`, a.Scale.Format(a.Awards[len(a.Awards)-1]))) {
				t.Errorf("the page lacks the teams' green points")
			}
			if want := a.Scale.Format(a.Awards[0]) + " GP"; !strings.Contains(string(b), want) {
				t.Errorf("%s's page lacks his award %s", top.Players[2], want)
			}
		})
	}
}
