package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// openTeamsNight sets up a round robin of four teams, two of them named,
// and opens it in a window of 1024×768.
func openTeamsNight(t *testing.T, name string) (*club.Desk, *director, int64) {
	t.Helper()
	db := openTestDB(t)
	desk := deskOn(t, db)
	tm, err := movements.NewTeamMovement(movements.TeamMovementOptions{Kind: movements.TeamRoundRobin, Teams: 4, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateTeams(club.NewTeams{Name: name, Date: time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC), Movement: tm,
		Players: map[int][]string{1: {"Ann Able", "Bob Baker", "Cy Cole", "Di Dent"}, 2: {"Ed Eyre", "Flo Fox", "Gus Gray", "Hal Hope"}}})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.openSession(id)
	return desk, d, id
}

// TestTeamsStandings: a teams night opened in the window ranks the teams
// as the service scores them, each match on the boards whose two rooms
// are in, says how many matches are complete, and a team's row opens its
// matches.
func TestTeamsStandings(t *testing.T) {
	desk, d, id := openTeamsNight(t, "Teams night")
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
	if h := e.pointsHead.Text; h != "IMPs" {
		t.Errorf("the traveller's points are headed %q, want IMPs", h)
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

// TestTeamsWizard: the teams night set up on its screen as a director
// would — name, teams, a round robin, IMPs, two teams' players, EBU club
// points — is created with that movement, scoring, players and awards,
// and opens for entry on its first board.
func TestTeamsWizard(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showTeamsWizard()
	tw := d.w.teamsWizard
	if tw == nil {
		t.Fatal("no teams wizard on screen")
	}
	test.Type(tw.name, "Thursday teams")
	test.Type(tw.teams, "6")
	tw.movement.SetSelectedIndex(1) // round robin
	tw.scoring.SetSelectedIndex(3)  // IMPs
	if !strings.Contains(tw.preview.Text, "6 teams") || len(tw.playersBox.Objects) != 6 {
		t.Fatalf("preview %q, %d rows of players", tw.preview.Text, len(tw.playersBox.Objects))
	}
	for i, name := range []string{"Ann Able", "Bob Baker", "Cy Cole", "Di Dent"} {
		test.Type(tw.players[0][i], name)
	}
	test.Type(tw.players[1][0], "Ed Eyre")
	tw.awards.scale.SetSelected("EBU club")
	screenshot(t, d.w, "teams-wizard-1024x768.png")
	d.w.win.Resize(fyne.NewSize(1920, 1080))
	screenshot(t, d.w, "teams-wizard-1920x1080.png")
	tw.create()
	d.settle()
	if d.w.entry == nil {
		t.Fatalf("not created: %q", tw.message.Text)
	}
	res, err := desk.TeamsScored(d.w.entry.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	if a, err := desk.SessionAwards(d.w.entry.sess.ID()); err != nil || a.Scale != "ebu-club" {
		t.Errorf("the night awards %+v %v, want the EBU club scale", a, err)
	}
	st := res.Standings
	if st.Method != scoring.TeamIMPs || len(st.Teams) != 6 || len(st.Matches) != 15 {
		t.Errorf("method %s, %d teams, %d matches", st.Method, len(st.Teams), len(st.Matches))
	}
	for _, tr := range st.Teams {
		switch tr.ID {
		case "1":
			if strings.Join(tr.Players, ",") != "Ann Able,Bob Baker,Cy Cole,Di Dent" {
				t.Errorf("team 1: %v", tr.Players)
			}
		case "2":
			if strings.Join(tr.Players, ",") != "Ed Eyre" {
				t.Errorf("team 2: %v", tr.Players)
			}
		}
	}
}
