package ui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"

	"bridgescore/scoring"
)

// TestSwissPairsNight: a Swiss pairs set up on its screen (6 pairs, 3
// rounds of 2 boards) opens on round 1 drawn by number; the next round
// cannot be drawn until round 1's results are in; once typed, the
// standings show each pair's VPs as the service scores them and the draw
// button draws round 2, whose boards then appear for entry.
func TestSwissPairsNight(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showSwissWizard()
	z := d.w.swissWizard
	if z == nil {
		t.Fatal("no Swiss pairs wizard on screen")
	}
	test.Type(z.name, "Congress Swiss")
	test.Type(z.pairs, "6")
	test.Type(z.rounds, "3")
	test.Type(z.board, "2")
	if !strings.Contains(z.preview.Text, "6 pairs at 3 tables") || len(z.playersBox.Objects) != 6 {
		t.Fatalf("preview %q, %d pairs to name", z.preview.Text, len(z.playersBox.Objects))
	}
	test.Type(z.players[0][0], "Ann Able")
	test.Type(z.players[0][1], "Bob Baker")
	screenshot(t, d.w, "swiss-wizard-1024x768.png")
	z.create()
	d.settle()
	e := d.w.entry
	if e == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	p := e.standings
	if p.drawButton == nil || !p.drawButton.Disabled() {
		t.Fatalf("the draw button before round 1's results: %v", p.drawButton)
	}
	if len(e.boards) != 2 {
		t.Fatalf("boards to enter before round 2 is drawn: %v", e.boards)
	}
	for _, text := range []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "PASS"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.settle()
	now, err := e.sess.SwissPairs()
	if err != nil {
		t.Fatal(err)
	}
	if !now.Complete || p.drawButton.Disabled() {
		t.Fatalf("round 1 typed: complete %v, button disabled %v: %s", now.Complete, p.drawButton.Disabled(), now.Next)
	}
	final := now.Standings.Final()
	if len(p.rows) != len(final) || p.heading(3) != "VPs" {
		t.Fatalf("%d rows, want %d; heading %q", len(p.rows), len(final), p.heading(3))
	}
	for i, st := range final {
		if row := p.rows[i]; row[0] != st.Rank || row[1] != st.Pair || row[3] != scoring.FormatPoints(st.Score) {
			t.Errorf("row %d: %v, the service ranks pair %s %s with %s VPs", i, row, st.Pair, st.Rank, scoring.FormatPoints(st.Score))
		}
	}
	for _, rv := range e.rows {
		if rv.row.Entered != nil && rv.points.Text == "" {
			t.Errorf("board %d, %s v %s: no points shown", rv.row.Board, rv.row.NS, rv.row.EW)
		}
	}
	screenshot(t, d.w, "swiss-standings-1024x768.png")
	e.drawDialog()
	d.settle()
	if len(e.boards) != 4 || e.sess.Rounds() != 2 {
		t.Fatalf("after drawing round 2: boards %v, %d rounds", e.boards, e.sess.Rounds())
	}
	if !p.drawButton.Disabled() {
		t.Errorf("round 3 can be drawn before round 2 is played")
	}
	screenshot(t, d.w, "swiss-draw-1024x768.png")
	d.w.win.Resize(fyne.NewSize(1920, 1080))
	d.settle()
	screenshot(t, d.w, "swiss-draw-1920x1080.png")
}

// TestSwissPairsSwapIntoRematch: a Swiss pairs set up with round 1 drawn
// at random shows its seed; in round 2 a swap that would make two pairs
// of round 1 meet again is asked about first, not made; confirmed, it is.
func TestSwissPairsSwapIntoRematch(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showSwissWizard()
	z := d.w.swissWizard
	test.Type(z.name, "Swiss")
	test.Type(z.pairs, "4")
	test.Type(z.rounds, "3")
	test.Type(z.board, "1")
	z.first.SetSelectedIndex(1)
	z.create()
	d.settle()
	e := d.w.entry
	if e == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	first, _ := e.sess.SwissDraw(1)
	if !strings.Contains(first.Explain[0], "at random with seed") {
		t.Fatalf("round 1: %q", first.Explain)
	}
	for range first.Tables {
		d.typeText("4SN=")
		d.press(fyne.KeyReturn)
	}
	d.settle()
	e.drawDialog()
	d.settle()
	second, _ := e.sess.SwissDraw(2)
	a, b := first.Tables[0].Home, first.Tables[0].Away
	var opp string
	for _, tb := range second.Tables {
		if tb.Home == a {
			opp = tb.Away
		} else if tb.Away == a {
			opp = tb.Home
		}
	}
	v := e.showDraw(second)
	test.Type(v.swap, opp+","+b)
	v.do()
	d.settle()
	ask, ok := d.w.dialog.(*dialog.ConfirmDialog)
	if got, _ := e.sess.SwissDraw(2); !ok || got.Rematches != 0 {
		t.Fatalf("a swap into a rematch: asked %v, rematches %d, said %q", ok, got.Rematches, v.said.Text)
	}
	screenshot(t, d.w, "swiss-swap-rematch-1024x768.png")
	ask.Confirm()
	d.settle()
	if got, _ := e.sess.SwissDraw(2); got.Rematches == 0 || !strings.Contains(v.said.Text, "swapped") {
		t.Errorf("confirmed: rematches %d, said %q", got.Rematches, v.said.Text)
	}
	printDrawSheet(t, d, v, "Swiss — Draw for round 2", "Table North-South East-West", "rematch")
}

// TestSwissTeamsNight: a Swiss teams set up on its screen (5 teams, 3
// rounds of 2 boards) opens on round 1 drawn by number, each match at
// two tables and a bye; the next round cannot be drawn until both rooms
// of round 1's matches are in; once typed, the standings rank the teams
// in VPs as the service does (the bye's team with 12) and say the round's
// matches and bye; the draw button draws round 2, whose boards then
// appear for entry, and its dialog says each match's rooms and lets two
// teams be swapped.
func TestSwissTeamsNight(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showSwissTeamsWizard()
	z := d.w.swissWizard
	if z == nil || !z.teams {
		t.Fatal("no Swiss teams wizard on screen")
	}
	test.Type(z.name, "Congress teams")
	test.Type(z.pairs, "5")
	test.Type(z.rounds, "3")
	test.Type(z.board, "2")
	if !strings.Contains(z.preview.Text, "5 teams at 4 tables (each match in two rooms), one team a round with the bye") || len(z.playersBox.Objects) != 5 || len(z.players[0]) != 4 {
		t.Fatalf("preview %q, %d teams to name", z.preview.Text, len(z.playersBox.Objects))
	}
	for i, name := range []string{"Ann Able", "Bob Baker", "Cy Cole", "Di Dean"} {
		test.Type(z.players[0][i], name)
	}
	screenshot(t, d.w, "swiss-teams-wizard-1024x768.png")
	z.create()
	d.settle()
	e := d.w.entry
	if e == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	if !e.sess.IsSwissTeams() || !e.sess.IsTeams() {
		t.Fatalf("a Swiss teams: %v %v", e.sess.IsSwissTeams(), e.sess.IsTeams())
	}
	p := e.standings
	if p.drawButton == nil || !p.drawButton.Disabled() {
		t.Fatalf("the draw button before round 1's results: %v", p.drawButton)
	}
	if len(e.boards) != 2 {
		t.Fatalf("boards to enter before round 2 is drawn: %v", e.boards)
	}
	// Two matches, two rooms each, two boards: eight lines.
	for _, text := range []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "PASS", "1NTN=", "3DW-2"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.settle()
	res, err := e.sess.TeamsStandings()
	if err != nil {
		t.Fatal(err)
	}
	if !res.Swiss.Complete || p.drawButton.Disabled() {
		t.Fatalf("round 1 typed: complete %v, button disabled %v: %s", res.Swiss.Complete, p.drawButton.Disabled(), res.Swiss.Next)
	}
	if len(p.rows) != 5 || !strings.Contains(p.hint.Text, "Team 5 has the bye") || !strings.Contains(p.hint.Text, "round 2 can be drawn") {
		t.Fatalf("%d rows; hint %q", len(p.rows), p.hint.Text)
	}
	for i, tm := range res.Standings.Teams {
		if row := p.rows[i]; row[0] != tm.Rank || row[1] != tm.ID {
			t.Errorf("row %d: %v, the service ranks team %s %s", i, row, tm.ID, tm.Rank)
		}
		if tm.ID == "5" && tm.Total.RatString() != "12" {
			t.Errorf("team 5's bye: %s VPs", tm.Total.RatString())
		}
	}
	screenshot(t, d.w, "swiss-teams-standings-1024x768.png")
	e.drawDialog()
	d.settle()
	if len(e.boards) != 4 || e.sess.Rounds() != 2 {
		t.Fatalf("after drawing round 2: boards %v, %d rounds", e.boards, e.sess.Rounds())
	}
	if !p.drawButton.Disabled() {
		t.Errorf("round 3 can be drawn before round 2 is played")
	}
	second, _ := e.sess.SwissDraw(2)
	v := e.showDraw(second)
	if !strings.Contains(v.text.Text, "open room: table 1") || !strings.Contains(v.swap.PlaceHolder, "two teams") {
		t.Errorf("round 2's dialog: %q, %q", v.text.Text, v.swap.PlaceHolder)
	}
	a, b := second.Tables[0].Home, second.Tables[1].Home
	test.Type(v.swap, a+","+b)
	v.do()
	d.settle()
	if got, _ := e.sess.SwissDraw(2); got.Tables[0].Home == a && got.Tables[1].Home == b || !strings.Contains(v.said.Text, "swapped") {
		t.Errorf("swap %s,%s: %+v, said %q", a, b, got.Tables, v.said.Text)
	}
	screenshot(t, d.w, "swiss-teams-draw-1024x768.png")
	printDrawSheet(t, d, v, "Congress teams — Draw for round 2", "Ann Able", "Open room Closed room")
	// The dialog closed, the standings print the round last drawn too.
	before := d.w.dialog
	if p.printDrawButton.Text != "Print round 2's draw…" {
		t.Errorf("the standings' print button says %q", p.printDrawButton.Text)
	}
	test.Tap(p.printDrawButton)
	if _, ok := d.w.dialog.(*dialog.FormDialog); !ok || d.w.dialog == before {
		t.Errorf("Print the draw… under the standings asked nothing: %T", d.w.dialog)
	}
	d.w.win.Resize(fyne.NewSize(1920, 1080))
	d.settle()
	screenshot(t, d.w, "swiss-teams-draw-1920x1080.png")
}

// printDrawSheet prints the round shown by the draw dialog's Print the
// draw…, a PDF then a web page, and holds each to the round as it stands
// (each table's home and away in order, after any swap) and the PDF to
// the words wanted.
func printDrawSheet(t *testing.T, d *director, v *drawView, want ...string) {
	t.Helper()
	e := d.w.entry
	dir := t.TempDir()
	round, _ := e.sess.SwissDraw(e.sess.Rounds())
	for _, name := range []string{"draw.pdf", "draw.html"} {
		ask := v.print()
		ask.dir = dir
		ask.name.SetText(name)
		ask.form.Submit()
		d.settle()
		path := filepath.Join(dir, name)
		text, err := os.ReadFile(path)
		if name == "draw.pdf" {
			text, err = exec.Command("pdftotext", "-layout", path, "-").Output()
		}
		if err != nil {
			t.Fatalf("%s: %v (%s)", name, err, e.status.Text)
		}
		words := strings.Join(strings.Fields(string(text)), " ")
		wanted := want
		if name == "draw.html" {
			wanted = nil
		}
		for _, tb := range round.Tables {
			if name == "draw.html" {
				wanted = append(wanted, fmt.Sprintf(`<th scope="row">%d</th><td>%s<`, tb.Table, tb.Home))
			} else {
				wanted = append(wanted, fmt.Sprintf("%d %s %s", tb.Table, tb.Home, tb.Away))
			}
		}
		for _, w := range wanted {
			if !strings.Contains(words, w) {
				t.Errorf("%s lacks %q: %s", name, w, words)
			}
		}
		if !strings.HasPrefix(e.status.Text, "Saved "+path) {
			t.Errorf("status after printing %s: %q", name, e.status.Text)
		}
	}
}
