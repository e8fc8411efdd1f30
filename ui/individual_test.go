package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"bridgescore/scoring"
)

// TestIndividualNight: an individual set up on its screen as a director
// would (2 tables, 3 rounds, the players' names) opens for entry with
// each line naming the two players of each side where the schedule seats
// them, and once results are typed the standings rank the players as the
// service does, each with his number, name, percentage and place.
func TestIndividualNight(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showIndividualWizard()
	z := d.w.individualWizard
	if z == nil {
		t.Fatal("no individual wizard on screen")
	}
	test.Type(z.name, "Christmas individual")
	test.Type(z.tables, "2")
	test.Type(z.rounds, "3")
	if !strings.Contains(z.preview.Text, "3 of its 7 rounds") || len(z.names) != 8 {
		t.Fatalf("preview %q, %d players to name", z.preview.Text, len(z.names))
	}
	names := []string{"Ann Archer", "Bob Baker", "Cath Cole", "Dan Dale", "Eve Elms", "Fay Ford", "Gus Gray", "Hal Hunt"}
	for i, n := range names {
		test.Type(z.names[i+1], n)
	}
	screenshot(t, d.w, "individual-wizard-1024x768.png")
	z.create()
	d.settle()
	e := d.w.entry
	if e == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	id := e.sess.ID()
	// Each line names its side's players by number and name.
	for _, rv := range e.rows {
		players, ok := e.sess.SidePlayers(rv.row.NS)
		if !ok {
			t.Fatalf("%s: no players", rv.row.NS)
		}
		want := fmt.Sprintf("%d %s & %d %s", players[0].Player, names[players[0].Player-1], players[1].Player, names[players[1].Player-1])
		if got := rv.ns.texts[0]; got != want {
			t.Errorf("board %d, round %d table %d: North-South shown as %q, want %q", rv.row.Board, rv.row.Round, rv.row.Table, got, want)
		}
	}
	for _, text := range []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "PASS"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.settle()
	want, err := desk.IndividualScored(id, "")
	if err != nil {
		t.Fatal(err)
	}
	p := e.standings
	if p.players == nil || len(p.rows) != 8 {
		t.Fatalf("the window shows %d rows: %v (hint %q)", len(p.rows), p.rows, p.hint.Text)
	}
	if h := p.heading(1); h != "Player" {
		t.Errorf("column %q, want Player", h)
	}
	for i, pr := range want.Standings.Players {
		row := p.rows[i]
		if row[0] != pr.Rank || row[1] != pr.ID || row[2] != pr.Name || row[4] != scoring.FormatRat(pr.Percent, 2) {
			t.Errorf("row %d: %v, the service ranks player %s %s %s with %s%%", i, row, pr.ID, pr.Name, pr.Rank, scoring.FormatRat(pr.Percent, 2))
		}
	}
	for _, rv := range e.rows {
		if rv.row.Entered != nil && rv.points.Text == "" {
			t.Errorf("board %d, %s v %s: no points shown", rv.row.Board, rv.row.NS, rv.row.EW)
		}
	}
	screenshot(t, d.w, "individual-standings-1024x768.png")
	d.w.win.Resize(fyne.NewSize(1920, 1080))
	d.settle()
	screenshot(t, d.w, "individual-standings-1920x1080.png")
}
