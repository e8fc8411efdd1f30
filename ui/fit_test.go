package ui

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// namedMitchell opens a 7-table Mitchell whose players have names of
// ordinary length, with every line of board 1 entered, and board 2's
// first two: the +450 on board 1 is its top, so that the NS pair who
// played only that board so far has 100.00%.
func namedMitchell(t *testing.T, width float32) (*director, *entryScreen) {
	t.Helper()
	first := []string{"Alice", "Bob", "Carol", "David", "Eve", "Frank", "Grace", "Henry", "Iris", "Jack", "Kate", "Leo", "Mary", "Nick"}
	last := []string{"Archer", "Baker", "Carter", "Dawson", "Evans", "Fisher", "Graham", "Hughes", "Irwin", "Jarvis", "Knight", "Lawson", "Morgan", "Norris"}
	return mitchellNamed(t, width, first, last)
}

// longNames are first names and surnames as long as an English club's
// get: two of them side by side do not fit the names column beside the
// traveller in a 1024-pixel window, even by surname.
var longNames = [2][]string{
	{"Elizabeth", "Christopher", "Margaret", "Bartholomew", "Josephine", "Frederick", "Gwendolyn", "Alexander", "Catherine", "Nathaniel", "Rosemary", "Sebastian", "Penelope", "Theodore"},
	{"Ellsworth", "Montgomery", "Cunningham", "Oglethorpe", "Greenwood", "Jefferson", "Fitzgerald", "Hollingsworth", "Llewellyn", "Pemberton", "Kensington", "Delacroix", "Bartholomew", "Northcote"},
}

// mitchellNamed is namedMitchell with the players' first names and
// surnames given: pair k's players are first[k] last[k] and
// first[k+5] last[k+9] (modulo 14).
func mitchellNamed(t *testing.T, width float32, first, last []string) (*director, *entryScreen) {
	t.Helper()
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 7, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	names := map[movements.PairID][]string{}
	k := 0
	for n := 1; n <= 7; n++ {
		for _, dir := range []string{"NS", "EW"} {
			names[movements.PairID{Number: n, Direction: dir}] = []string{first[k] + " " + last[k], first[(k+5)%14] + " " + last[(k+9)%14]}
			k++
		}
	}
	id, err := desk.Create(club.NewSession{Name: "Tuesday", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(width, 768))
	d.w.openSession(id)
	e := d.w.entry
	d.enterAll("4SN=", "4SN+1", "3NTS=", "4SN-1", "5DXE-2", "4HE=", "PASS")
	if e.currentBoard() != 2 {
		t.Fatalf("the last line of board 1 should go on to board 2, on board %d", e.currentBoard())
	}
	d.enterAll("4SN+1", "4SN=")
	return d, e
}

// cutLabels lists the labels under o whose text does not fit them whole:
// cut short, or running over the next.
func cutLabels(o fyne.CanvasObject) []string {
	var cut []string
	visit(o, func(o fyne.CanvasObject) bool {
		l, ok := o.(*widget.Label)
		if f, isFit := o.(*fitLabel); isFit {
			l, ok = &f.Label, true
		}
		// A label not laid out yet (width 0) is not judged. One of
		// several lines is cut at the foot when the label is not as tall
		// as they are.
		if ok && l.Visible() && l.Text != "" && l.Size().Width > 0 && l.Wrapping == fyne.TextWrapOff &&
			(textWidthIn(l.Theme(), l.Text, l.TextStyle) > l.Size().Width+0.5 || l.MinSize().Height > l.Size().Height+0.5) {
			cut = append(cut, fmt.Sprintf("%q in %.0f×%.0f", l.Text, l.Size().Width, l.Size().Height))
		}
		return !ok
	})
	return cut
}

// At 1024 px and wider nothing in the traveller or the standings is cut:
// 100.00 (it showed "100…."), the pairs' numbers and players ("1NS …",
// "Alice A…"), the field's heading ("North-…"). Where the players do not
// fit in full they are written by initial or surname, whole.
func TestNothingCutBesideTheTraveller(t *testing.T) {
	for _, width := range []float32{1024, 1280, 1366, 1920} {
		d, e := namedMitchell(t, width)
		p := e.standings
		hundred := false
		for _, r := range p.rows {
			hundred = hundred || r[4] == "100.00"
		}
		if !hundred {
			t.Fatalf("no pair has 100.00%%: %v", p.rows)
		}
		d.w.win.Resize(fyne.NewSize(width, 768))
		// Every row of the standings on screen: the table draws only
		// those it shows.
		d.w.win.Resize(fyne.NewSize(width, 768+30*float32(len(p.rows))))
		if cut := cutLabels(e.content); len(cut) > 0 {
			t.Errorf("%v wide, cut: %s", width, strings.Join(cut, "; "))
		}
		shown := map[string]bool{}
		visit(p.table, func(o fyne.CanvasObject) bool {
			if l, ok := o.(*fitLabel); ok && l.Visible() {
				shown[l.Text] = true
			}
			return true
		})
		if !shown["Alice Archer & Frank Jarvis"] && !shown["A. Archer & F. Jarvis"] && !shown["Archer & Jarvis"] {
			t.Errorf("%v wide: 1NS's players are not shown whole: %v", width, shown)
		}
		if width >= 1366 && !shown["Alice Archer & Frank Jarvis"] {
			t.Errorf("%v wide: the players should show in full", width)
		}
		for _, rv := range e.rows {
			if rv.ns.Text != rv.row.NS && !strings.HasPrefix(rv.ns.Text, rv.row.NS+" ") {
				t.Errorf("%v wide: the NS cell reads %q for pair %s", width, rv.ns.Text, rv.row.NS)
			}
		}
	}
}

// Beside the traveller the standings name every pair's players whole,
// however long their surnames: "Ellsworth & Greenwo…" was cut at 1024
// px. Where even the surnames do not fit on one line, the players go on
// two and the row is as tall as they are; the figures stay whole.
func TestLongNamesWholeBesideTheTraveller(t *testing.T) {
	for _, width := range []float32{1024, 1280} {
		d, e := mitchellNamed(t, width, longNames[0], longNames[1])
		p := e.standings
		// Every row of the standings on screen: the table draws only
		// those it shows.
		d.w.win.Resize(fyne.NewSize(width, 768+60*float32(len(p.rows))))
		if cut := cutLabels(e.content); len(cut) > 0 {
			t.Errorf("%v wide, cut: %s", width, strings.Join(cut, "; "))
		}
		shown := map[string]bool{}
		visit(p.table, func(o fyne.CanvasObject) bool {
			if l, ok := o.(*fitLabel); ok && l.Visible() {
				shown[strings.Join(strings.Fields(l.Text), " ")] = true
			}
			return true
		})
		if len(p.last.Pairs) == 0 {
			t.Fatal("no pairs in the standings")
		}
		for _, pr := range p.last.Pairs {
			whole := false
			for f := range shown {
				whole = whole || namesIn(f, pr.Names)
			}
			if !whole {
				t.Errorf("%v wide: %s's players %v are not shown whole: %q", width, pr.ID, pr.Names, slices.Sorted(maps.Keys(shown)))
			}
		}
		// A window made wide enough gives every pair its one line back,
		// and the row its height.
		d.w.win.Resize(fyne.NewSize(1920, 768+60*float32(len(p.rows))))
		heights := map[float32]int{}
		visit(p.table, func(o fyne.CanvasObject) bool {
			l, ok := o.(*fitLabel)
			if !ok || !l.Visible() {
				return true
			}
			heights[l.Size().Height]++
			if strings.Contains(l.Text, "\n") {
				t.Errorf("from %v to 1920 wide: %q still on two lines", width, l.Text)
			}
			if cut := cutLabels(l); len(cut) > 0 {
				t.Errorf("from %v to 1920 wide, cut: %s", width, strings.Join(cut, "; "))
			}
			return false
		})
		if len(heights) != 1 {
			t.Errorf("from %v to 1920 wide: the rows are not all one line tall: cells by height %v", width, heights)
		}
		// Headings the table makes as the window widens keep the
		// standings' theme ("Boards" was cut here).
		if cut := cutLabels(e.content); len(cut) > 0 {
			t.Errorf("from %v to 1920 wide, cut on the screen: %s", width, strings.Join(cut, "; "))
		}
	}
}

// namesIn says whether shown names every player by surname at least, in
// order: "Ellsworth & Greenwood", "E. Ellsworth & G. Greenwood" or the
// names in full.
func namesIn(shown string, players []string) bool {
	parts := strings.Split(shown, " & ")
	if len(parts) != len(players) {
		return false
	}
	for i, pl := range players {
		words := strings.Fields(pl)
		if !strings.HasSuffix(parts[i], words[len(words)-1]) || strings.Contains(parts[i], "…") {
			return false
		}
	}
	return true
}

// A pair's score card in the window names every opponent whole, in full
// or shorter ("A6EW  Leopold Bartholom…" was cut).
func TestScoreCardDialogCutsNothing(t *testing.T) {
	d, e := namedMitchell(t, 1024)
	p := e.standings
	p.scoreCard(p.last.Pairs[0])
	top := d.w.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no score card shown")
	}
	if cut := cutLabels(top); len(cut) > 0 {
		t.Errorf("cut on the score card: %s", strings.Join(cut, "; "))
	}
	found := false
	visit(top, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*fitLabel); ok && strings.Contains(l.Text, " & ") {
			found = true
		}
		return true
	})
	if !found {
		t.Error("the score card names no opponents' players")
	}
}

// A field of ten tables at 1024 px: pair 10EW shows whole on the
// traveller (it was cut to "10…"), and the standings write every pair's
// players one way, rather than some in full, some by initial and some by
// surname.
func TestTenTablesAt1024(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 10, BoardsPerRound: 3, Even: movements.Skip})
	if err != nil {
		t.Fatal(err)
	}
	first := []string{"Alice", "Bob", "Carol", "David", "Eve", "Frank", "Grace", "Henry", "Iris", "Jack", "Kate", "Leo", "Mary", "Nick"}
	last := []string{"Archer", "Baker", "Carter", "Dawson", "Evans", "Fisher", "Graham", "Hughes", "Irwin", "Jarvis", "Knight", "Lawson", "Morgan", "Norris"}
	names := map[movements.PairID][]string{}
	k := 0
	for n := 1; n <= 10; n++ {
		for _, dir := range []string{"NS", "EW"} {
			names[movements.PairID{Number: n, Direction: dir}] = []string{first[k%14] + " " + last[(k*3)%14], first[(k+5)%14] + " " + last[(k+9)%14]}
			k++
		}
	}
	id, err := desk.Create(club.NewSession{Name: "Tuesday", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	for _, width := range []float32{1024, 1280, 1920} {
		d.w.win.Resize(fyne.NewSize(width, 768))
		d.w.openSession(id)
		e := d.w.entry
		if len(e.sess.ScoringSession().Lines) == 0 {
			d.enterAll("4SN=", "4SN+1", "3NTS=", "4SN-1", "5DXE-2", "4HE=", "PASS", "2SS+1", "+500")
			d.enterAll("4SN=", "4SN+1", "3NTS=", "4SN-1", "5DXE-2", "4HE=", "PASS", "2SS+1", "+500")
		}
		e.showBoard(2)
		d.settle()
		for _, rv := range e.rows {
			for _, c := range []struct {
				l  *fitLabel
				id string
			}{{rv.ns, rv.row.NS}, {rv.ew, rv.row.EW}} {
				if shown := c.l.Text; shown != c.id && !strings.HasPrefix(shown, c.id+" ") {
					t.Errorf("%v wide: the traveller shows pair %s as %q", width, c.id, shown)
				}
				// Drawn whole, not cut to "10…" by the column's width.
				if need, has := textWidth(c.l.Text, c.l.TextStyle), c.l.Size().Width; need > has {
					t.Errorf("%v wide: pair %s needs %v and its column is %v wide: it is cut", width, c.id, need, has)
				}
			}
		}
		if width == 1024 {
			d.shot("ten-tables")
			d.w.win.Resize(fyne.NewSize(width, 768))
		}
		d.w.win.Resize(fyne.NewSize(width, 768+30*float32(len(e.standings.rows))))
		forms := map[int]bool{}
		visit(e.standings.table, func(o fyne.CanvasObject) bool {
			l, ok := o.(*fitLabel)
			if !ok || !l.Visible() || !strings.Contains(l.Text, "&") {
				return true
			}
			all := nameForms(l.Full())
			for i, f := range all {
				if strings.ReplaceAll(l.Text, "\n", " ") == strings.ReplaceAll(f, "\n", " ") {
					forms[i] = true
				}
			}
			return true
		})
		if len(forms) != 1 {
			t.Errorf("%v wide: the standings write the players %d ways", width, len(forms))
		}
		d.w.closeSession()
	}
}

// TestStartButtonsFitAt1024: every button of the list of sessions shows
// whole in a window 1024 pixels wide, the smallest the window is made
// for.
func TestStartButtonsFitAt1024(t *testing.T) {
	d := newTestWindow(t, openTestDB(t))
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.showStart()
	d.settle()
	width := d.w.win.Canvas().Size().Width
	for i, row := range d.w.start.buttons.Objects {
		if w := row.MinSize().Width; w > width {
			t.Errorf("row %d of the buttons needs %.0f pixels of the window's %.0f", i, w, width)
		}
	}
}
