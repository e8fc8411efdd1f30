package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// sweepPointer passes the pointer over the whole window, top to bottom,
// as a director's mouse crosses a list on its way to a button: every row
// of every list, table and radio group on screen or in a dialog is
// hovered over in turn.
func sweepPointer(c fyne.Canvas) {
	size := c.Size()
	for y := float32(1); y < size.Height; y += 4 {
		for _, x := range []float32{size.Width * 0.2, size.Width * 0.45, size.Width * 0.7} {
			test.MoveMouse(c, fyne.NewPos(x, y))
		}
	}
}

// clickRow clicks row i of a list, counted from the top of the list as
// drawn (each row as high as its template, a separator between rows).
// The list is given as drawn (o, the widget that embeds it) and as
// itself (l).
func clickRow(t *testing.T, c fyne.Canvas, o fyne.CanvasObject, l *widget.List, i int) {
	t.Helper()
	h := l.CreateItem().MinSize().Height + theme.SeparatorThicknessSize()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	y := at.Y + float32(i)*h + h/2 - l.GetScrollOffset()
	if y > at.Y+l.Size().Height {
		t.Fatalf("row %d is below the list's %v", i, l.Size())
	}
	test.TapCanvas(c, fyne.NewPos(at.X+20, y))
}

// The session list: the session clicked is the one Enter opens and
// Delete offers, however the pointer passes over the others after.
func TestHoverNeverChoosesASession(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	for _, name := range []string{"Monday pairs", "Tuesday pairs", "Wednesday pairs", "Thursday pairs"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := desk.Create(club.NewSession{Name: name, Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
			t.Fatal(err)
		}
	}
	d := newTestWindow(t, db)
	s := d.w.start
	clickRow(t, d.canvas(), s.list, &s.list.List, 2)
	want := s.sessions[2]
	sweepPointer(d.canvas())
	if got, _ := s.selected(); got.ID != want.ID {
		t.Fatalf("after the pointer passed over the list the session chosen is %q, clicked %q", got.Name, want.Name)
	}
	d.shot("session-list")
	// Delete asks about the session clicked.
	s.list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	if texts := overlayTexts(d.canvas()); !containsText(texts, want.Name) {
		t.Errorf("Delete asks %q, want the session clicked, %q", texts, want.Name)
	}
	d.w.dialog.Hide()
	d.canvas().Focus(s.list)
	sweepPointer(d.canvas())
	d.press(fyne.KeyReturn)
	if d.w.entry == nil || d.w.entry.sess.Info().ID != want.ID {
		t.Fatalf("Enter opened another session than the one clicked (%q)", want.Name)
	}
}

// The arrows still choose: Down from the session clicked chooses the next.
func TestArrowsChooseTheSessionShown(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	for _, name := range []string{"One", "Two", "Three"} {
		m, _ := movements.NewMitchell(movements.MitchellOptions{Tables: 3})
		if _, err := desk.Create(club.NewSession{Name: name, Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
			t.Fatal(err)
		}
	}
	d := newTestWindow(t, db)
	s := d.w.start
	clickRow(t, d.canvas(), s.list, &s.list.List, 0)
	d.press(fyne.KeyDown)
	if s.current != 1 {
		t.Fatalf("Down from the first session chose row %d, want 1", s.current)
	}
	d.press(fyne.KeyUp)
	if s.current != 0 {
		t.Fatalf("Up chose row %d, want 0", s.current)
	}
}

// overlayTexts are the labels' and rich texts' words of the dialog on top.
func overlayTexts(c fyne.Canvas) []string {
	var out []string
	if top := c.Overlays().Top(); top != nil {
		visit(top, func(o fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *widget.Label:
				out = append(out, x.Text)
			case *widget.RichText:
				out = append(out, x.String())
			}
			return true
		})
	}
	return out
}

func containsText(texts []string, sub string) bool {
	for _, t := range texts {
		if strings.Contains(t, sub) {
			return true
		}
	}
	return false
}

// The wizard: the movement clicked is the one created, whatever the
// pointer passes over on its way to Next; the scoring's radio groups
// keep what was chosen too.
func TestHoverNeverChoosesAMovement(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	d.shortcut(shortcutN)
	z := d.w.wizard
	d.typeText("Tuesday pairs")
	d.tab()
	d.tab()
	d.typeText("20")
	z.boards.SetText("26")
	z.forward()
	if z.step != 1 || len(z.choices) < 3 {
		t.Fatalf("the wizard offers %d movements for 20 pairs (step %d: %s)", len(z.choices), z.step, z.message.Text)
	}
	clickRow(t, d.canvas(), z.choiceList, &z.choiceList.List, 1)
	want := z.choices[1].Movement
	sweepPointer(d.canvas())
	if z.movement() != want {
		t.Fatalf("after the pointer passed over the list the movement is %s, clicked %s", z.movement().Name, want.Name)
	}
	z.forward()
	if z.step != 2 {
		t.Fatalf("Next did not reach the scoring step: %s", z.message.Text)
	}
	z.method.SetSelected(scoring.CrossIMPs.Name())
	z.rules.SetSelected(scoring.ACBL.Name())
	sweepPointer(d.canvas())
	if z.method.Selected != scoring.CrossIMPs.Name() || z.rules.Selected != scoring.ACBL.Name() {
		t.Errorf("the pointer changed the scoring chosen: %q, %q", z.method.Selected, z.rules.Selected)
	}
	z.forward()
	z.forward()
	e := d.w.entry
	if e == nil {
		t.Fatalf("the session was not created: %s", z.message.Text)
	}
	if got := e.sess.Movement().Name; got != want.Name {
		t.Errorf("the session was created with %s, the movement clicked was %s", got, want.Name)
	}
}

// Ctrl+J: the adjustment clicked is the one applied.
func TestHoverNeverChoosesAnAdjustment(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	e.adjustDialog()
	f := e.adjusting
	want := -1
	for i, a := range club.Adjustments {
		if a.Label != "" && strings.Contains(a.Label, "Average-plus") {
			want = i
		}
	}
	if want < 0 {
		t.Fatalf("no Average-plus among %v", club.Adjustments)
	}
	clickRow(t, d.canvas(), f.choice, &f.choice.List, want)
	sweepPointer(d.canvas())
	if f.chosen != want {
		t.Fatalf("after the pointer passed over the list the adjustment is %q, clicked %q", f.labels[f.chosen], f.labels[want])
	}
	f.dialog.Confirm()
	got := e.rows[0].row.Entered
	if got == nil || got.Kind != scoring.Artificial || scoring.EntryText(*got) != club.Adjustments[want].Text {
		t.Fatalf("the line holds %v, want %s", got, club.Adjustments[want].Text)
	}
}

// Late changes: the change clicked stays chosen.
func TestHoverNeverChoosesALateChange(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	e.lateDialog()
	var list *choiceList
	for _, o := range d.canvas().Overlays().List() {
		for _, c := range test.LaidOutObjects(o) {
			if l, ok := c.(*choiceList); ok {
				list = l
			}
		}
	}
	if list == nil {
		t.Fatal("no list of late changes on screen")
	}
	clickRow(t, d.canvas(), list, &list.List, 1)
	const leaving = "From the round given the pair's opponents sit out"
	if dialogLabel(d.canvas(), leaving) == nil {
		t.Fatal("a click on the second row did not choose a pair leaving")
	}
	sweepPointer(d.canvas())
	if dialogLabel(d.canvas(), leaving) == nil {
		t.Fatal("after the pointer passed over the list a pair leaving is no longer chosen")
	}
}

// Tables and the other lists choose only on a click: the standings, the
// events, the club's players and the folder picker.
func TestHoverChoosesNothingInTablesAndLists(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "4SN+1", "3NTS=")
	opened := 0
	onSel := e.standings.table.OnSelected
	e.standings.table.OnSelected = func(id widget.TableCellID) { opened++; onSel(id) }
	sweepPointer(d.canvas())
	if opened != 0 {
		t.Errorf("the pointer passing over the standings chose a pair %d times", opened)
	}
	d.w.showStart()
	d.w.playersDialog()
	p := d.w.players
	chosen := 0
	pl := p.list.OnSelected
	p.list.OnSelected = func(id widget.ListItemID) { chosen++; pl(id) }
	sweepPointer(d.canvas())
	if chosen != 0 {
		t.Errorf("the pointer passing over the club's players chose one %d times", chosen)
	}
}
