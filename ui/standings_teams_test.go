package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// TestTeamsStandings: a teams night opened in the window ranks the teams
// as the service scores them, each match on the boards whose two rooms
// are in, says how many matches are complete, and a team's row opens its
// matches.
func TestTeamsStandings(t *testing.T) {
	db := openTestDB(t)
	desk := club.NewDesk(db)
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamRoundRobin, Teams: 4, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateTeams(club.NewTeams{Name: "Teams night", Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Movement: tm,
		Players: map[int][]string{1: {"Ann Able", "Bob Baker", "Cy Cole", "Di Dent"}, 2: {"Ed Eyre", "Flo Fox", "Gus Gray", "Hal Hope"}}})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.openSession(id)
	e := d.w.entry
	if e.standings.teams != nil && len(e.standings.rows) > 0 {
		t.Fatalf("standings before any result: %v", e.standings.rows)
	}
	typed := 0
	for _, text := range []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "PASS", "6SN=", "3NTE-2"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
		typed++
	}
	d.settle()
	want, err := desk.TeamsScored(id)
	if err != nil {
		t.Fatal(err)
	}
	p := e.standings
	if p.teams == nil || len(p.rows) != 4 {
		t.Fatalf("the window shows %d rows: %v (hint %q)", len(p.rows), p.rows, p.hint.Text)
	}
	if h := p.heading(3); h != "VPs" {
		t.Errorf("column %q, want VPs", h)
	}
	for i, tr := range want.Standings.Teams {
		row := p.rows[i]
		if row[0] != tr.Rank || row[1] != tr.ID || row[3] != scoring.FormatRat(tr.Total, 2) {
			t.Errorf("row %d: %v, the service ranks team %s %s with %s", i, row, tr.ID, tr.Rank, scoring.FormatRat(tr.Total, 2))
		}
	}
	if !p.progress.Visible() {
		t.Errorf("no word that matches are to come")
	}
	// Back on board 4, each room's line says the IMPs it won each way.
	d.press(fyne.KeyPageUp)
	d.settle()
	if e.boards[e.boardIdx] != 4 || len(e.rows) != 2 {
		t.Fatalf("board %d, %d rows", e.boards[e.boardIdx], len(e.rows))
	}
	for _, rv := range e.rows {
		if got := rv.points.Text; got == "" || !strings.Contains(got, " : ") {
			t.Errorf("board 4, %s v %s: points %q", rv.row.NS, rv.row.EW, got)
		}
	}
	screenshot(t, d.w, "teams-standings-1024x768.png")
	d.w.win.Resize(fyne.NewSize(1920, 1080))
	d.settle()
	screenshot(t, d.w, "teams-standings-1920x1080.png")
	p.teamCard(0)
	screenshot(t, d.w, "teams-matches-1920x1080.png")
	if typed == 0 {
		t.Fatal("nothing typed")
	}
}
