package ui

import (
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
}
