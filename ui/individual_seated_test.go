package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestIndividualSeatedAtTheLine: entering an individual, the screen names
// the four players of the line under the cursor by seat, as the schedule
// seats them, and follows the cursor from line to line. The 2-table
// schedule's first round is the one its source publishes: table 1 N, E, S,
// W = 8, 1, 6, 2; table 2 = 5, 7, 3, 4.
func TestIndividualSeatedAtTheLine(t *testing.T) {
	db := openTestDB(t)
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
	names := []string{"Ann Archer", "Bob Baker", "Cath Cole", "Dan Dale", "Eve Elms", "Fay Ford", "Gus Gray", "Hal Hunt"}
	for i, n := range names {
		test.Type(z.names[i+1], n)
	}
	z.create()
	d.settle()
	e := d.w.entry
	if e == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	if e.seated == nil {
		t.Fatal("an individual's entry names no players at the table")
	}
	// Before the first result the standings are a players' ranking to
	// come, not a pairs' one with the engine's complaint.
	p := e.standings
	if h := p.heading(1); h != "Player" {
		t.Errorf("before any result the standings head %q, want Player", h)
	}
	if want := "The standings appear with the first result."; p.hint.Text != want {
		t.Errorf("before any result the standings say %q, want %q", p.hint.Text, want)
	}
	seat := func(s string, p int) string { return fmt.Sprintf("%s %d %s", s, p, names[p-1]) }
	published := [][4]int{{8, 1, 6, 2}, {5, 7, 3, 4}}
	for i, f := range published {
		e.focusRow(i)
		want := fmt.Sprintf("Round 1, table %d: %s, %s v %s, %s", i+1, seat("N", f[0]), seat("S", f[2]), seat("E", f[1]), seat("W", f[3]))
		if got := e.seated.Text; got != want {
			t.Errorf("line %d: %q, want %q", i, got, want)
		}
	}
	// Entering the first line moves the cursor, and the players with it.
	e.focusRow(0)
	d.typeText("4SN=")
	d.press(fyne.KeyReturn)
	d.settle()
	if want := "Round 1, table 2: " + seat("N", 5); len(e.seated.Text) < len(want) || e.seated.Text[:len(want)] != want {
		t.Errorf("after entering table 1: %q, want it to begin %q", e.seated.Text, want)
	}
	if h := p.heading(2); h != "Name" {
		t.Errorf("with one result the standings head %q, want Name", h)
	}
	screenshot(t, d.w, "individual-seated-1024x768.png")
}

// TestIndividualNamesLineUp: the players' name fields of a 7-table
// Rainbow (28 players) start at one place in each column, player 9's as
// player 10's, however wide the player's number.
func TestIndividualNamesLineUp(t *testing.T) {
	d := newTestWindow(t, openTestDB(t))
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showIndividualWizard()
	z := d.w.individualWizard
	test.Type(z.tables, "7")
	d.settle()
	if len(z.names) != 28 {
		t.Fatalf("%d players to name, want 28", len(z.names))
	}
	for n := 3; n <= 28; n++ {
		if got, want := z.names[n].Position().X, z.names[n-2].Position().X; got != want {
			t.Errorf("player %d's name field starts at %v, player %d's at %v", n, got, n-2, want)
		}
	}
}

// TestIndividualPlayerCard: clicking a player in an individual's
// standings shows his card as the schedule seated him: on board 1 of
// the 2-table schedule player 4 sits West at table 2 (N, E, S, W = 5, 7,
// 3, 4), partnered by 7 against 5 and 3, and wins the board's top when
// table 1's North-South make 4♠ and table 2's go one off.
func TestIndividualPlayerCard(t *testing.T) {
	d := newTestWindow(t, openTestDB(t))
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showIndividualWizard()
	z := d.w.individualWizard
	test.Type(z.name, "Christmas individual")
	test.Type(z.tables, "2")
	test.Type(z.rounds, "3")
	test.Type(z.names[4], "Dan Dale")
	z.create()
	d.settle()
	e := d.w.entry
	if e == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	for _, text := range []string{"4SN=", "4SN-1"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.settle()
	p := e.standings
	row := -1
	for i, r := range p.rows {
		if r[1] == "4" {
			row = i
		}
	}
	if row < 0 {
		t.Fatalf("player 4 not ranked: %v", p.rows)
	}
	p.table.OnSelected(widget.TableCellID{Row: row, Col: 2})
	// Each label's words once (not again as its inner text's), and each
	// result's.
	var texts []string
	visit(d.w.win.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		switch x := o.(type) {
		case *widget.Label:
			texts = append(texts, x.Text)
			return false
		case *widget.RichText:
			texts = append(texts, x.String())
		}
		return true
	})
	all := "|" + strings.Join(texts, "|") + "|"
	for _, want := range []string{"|Player 4 Dan Dale|", "|1|1|W|7|5 & 3|", "by N, 9 tricks, −50|2|", "|Total 2.00, 100.00%, place 1=, 1 board|"} {
		if !strings.Contains(all, want) {
			t.Errorf("the card lacks %q: %s", want, all)
		}
	}
	screenshot(t, d.w, "individual-player-card-1024x768.png")
}
