package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// Escape leaves the wizard from any step; once names are typed it asks
// first.
func TestWizardEscapeCancels(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	d.shortcut(shortcutN)
	d.typeText("Friday")
	d.press(fyne.KeyEscape)
	if w.wizard != nil || w.start == nil || d.canvas().Focused() != w.start.list {
		t.Fatalf("Escape in the name should return to the session list")
	}
	// On the movement step.
	d.shortcut(shortcutN)
	d.typeText("Friday")
	d.tab()
	d.tab()
	d.typeText("14")
	d.press(fyne.KeyReturn)
	if w.wizard.step != 1 {
		t.Fatalf("at step %d", w.wizard.step)
	}
	d.press(fyne.KeyEscape)
	if w.wizard != nil {
		t.Fatalf("Escape on the movements should cancel")
	}
	// On the players step with a name typed: asked, No stays.
	d.shortcut(shortcutN)
	d.typeText("Friday")
	d.tab()
	d.tab()
	d.typeText("6")
	for range 3 {
		d.press(fyne.KeyReturn)
	}
	if w.wizard.step != 3 {
		t.Fatalf("at step %d", w.wizard.step)
	}
	d.typeText("Ann Smith")
	d.press(fyne.KeyEscape)
	c, ok := w.dialog.(*dialog.ConfirmDialog)
	if !ok || w.wizard == nil {
		t.Fatalf("Escape with names typed should ask before leaving")
	}
	c.Hide() // No
	if w.wizard == nil {
		t.Fatalf("answering no should stay in the wizard")
	}
	w.wizard.cancel()
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Yes
	if w.wizard != nil || w.start == nil {
		t.Fatalf("confirming should return to the session list")
	}
}

// The movement the arrows move to is the one selected, so the one shown as
// chosen is the one Enter takes; each says in words who wins.
func TestWizardMovementChoiceFollowsTheArrows(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	d.shortcut(shortcutN)
	d.typeText("Friday")
	d.tab()
	d.tab()
	d.typeText("14")
	d.press(fyne.KeyReturn)
	z := w.wizard
	if len(z.choices) < 2 {
		t.Fatalf("%d movements offered for 14 pairs", len(z.choices))
	}
	selected := -1
	onSelected := z.choiceList.OnSelected
	z.choiceList.OnSelected = func(i widget.ListItemID) { selected = i; onSelected(i) }
	d.press(fyne.KeyDown)
	if selected != 1 || z.chosen != 1 {
		t.Fatalf("Down should select the second movement: selected %d, chosen %d", selected, z.chosen)
	}
	for _, c := range z.choices {
		if !strings.Contains(c.Detail, "winner") {
			t.Errorf("%s: %q does not say who wins", c.Title, c.Detail)
		}
	}
	want := z.choices[1].Movement.Name
	d.press(fyne.KeyReturn)
	if z.step != 2 || z.movement().Name != want {
		t.Errorf("Enter should take %s, took %s", want, z.movement().Name)
	}
}

// The schedule preview shows every table, each column as wide as its
// longest cell.
func TestScheduleTextShowsEveryTable(t *testing.T) {
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 7})
	if err != nil {
		t.Fatal(err)
	}
	text := scheduleText(m, 1<<10)
	lines := strings.Split(strings.TrimSpace(text), "\n")
	head := lines[3]
	if !strings.Contains(head, "Table 7") {
		t.Fatalf("no table 7 in %q", head)
	}
	if len(lines) != 4+m.Rounds {
		t.Errorf("%d lines, want a heading and %d rounds:\n%s", len(lines), m.Rounds, text)
	}
	for _, l := range lines[4:] {
		if len([]rune(l)) != len([]rune(head)) {
			t.Errorf("round line %q is not as wide as the heading %q", l, head)
		}
	}
	if len([]rune(head)) > 5+7*len(" | 1NS v 1EW  13-16") {
		t.Errorf("columns wider than their cells: %q", head)
	}
}

// A round and table not given by an imported file show as a dash.
func TestWhereText(t *testing.T) {
	for _, c := range []struct {
		round, table int
		want         string
	}{{3, 5, "R3  T5"}, {0, 0, "–"}, {0, 4, "R–  T4"}} {
		if got := whereText(club.Row{Round: c.round, Table: c.table}); got != c.want {
			t.Errorf("round %d table %d: %q, want %q", c.round, c.table, got, c.want)
		}
	}
}

// A pair's score card gives each result from the pair's own side.
func TestScoreCardFromThePairsSide(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4SN=", "3NTS=", "PASS")
	first := e.rows[0].row
	for _, c := range []struct {
		id, want string
	}{{first.NS, "4♠ by N, 10 tricks, +420"}, {first.EW, "4♠ by N, 10 tricks, −420"}} {
		var pr *scoring.PairResult
		for i := range e.standings.last.Pairs {
			if e.standings.last.Pairs[i].ID == c.id {
				pr = &e.standings.last.Pairs[i]
			}
		}
		if pr == nil {
			t.Fatalf("pair %s not in the standings", c.id)
		}
		lines := e.standings.cardLines(*pr)
		if len(lines) != 1 || lines[0].board != 1 || lines[0].result != c.want {
			t.Errorf("pair %s's card: %+v, want board 1 %q", c.id, lines, c.want)
		}
	}
}

// A long session name is cut short in the session list rather than
// written over the movement.
func TestSessionListCutsLongNames(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewHowell(movements.HowellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimSpace(strings.Repeat("Thursday afternoon seniors' championship ", 3))
	if _, err := desk.Create(club.NewSession{Name: name, Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF}); err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	s := d.w.start
	if len(s.sessions) != 1 || !strings.HasPrefix(s.status.Text, "1 session.") {
		t.Fatalf("status %q", s.status.Text)
	}
	row := s.list.CreateItem()
	s.list.UpdateItem(0, row)
	row.Resize(fyne.NewSize(1000, row.MinSize().Height))
	cells := row.(*fyne.Container).Objects
	nameCell := cells[1].(*widget.Label)
	if nameCell.Text != name {
		t.Fatalf("name cell %q", nameCell.Text)
	}
	if right := nameCell.Position().X + nameCell.MinSize().Width; right > cells[2].Position().X {
		t.Errorf("the name needs %v px and runs over the movement column at %v", right, cells[2].Position().X)
	}
}

// In a wide window the pairs' columns widen so that names show, leaving
// the score the room it needs; in a narrow one they keep their width.
func TestRowColumnsGiveNamesTheRoomToSpare(t *testing.T) {
	for _, c := range []struct {
		width, ns float32
	}{{600, 56}, {288 + 260 + pointsWidth + 100, 106}, {3000, 256}} {
		w := rowColumns.widths(c.width)
		if w[1] != c.ns || w[2] != c.ns || w[0] != 80 || w[3] != 96 {
			t.Errorf("width %v: columns %v, want NS and EW %v", c.width, w, c.ns)
		}
	}
}

// The list of shortcuts names every one and fits a small window.
func TestHelpListFitsASmallWindow(t *testing.T) {
	a := test.NewTempApp(t)
	a.Settings().SetTheme(newTheme())
	list := helpList(a.Settings())
	if h := list.MinSize().Height; h > 560 {
		t.Errorf("the shortcuts need %v px of height; a 760 px window has little more", h)
	}
	if w := list.MinSize().Width; w < 700 {
		t.Errorf("the list asks only %v px of width: the descriptions would be cut off", w)
	}
	rows := list.(*fyne.Container).Objects
	if len(rows) != len(shortcuts) {
		t.Fatalf("%d rows for %d shortcuts", len(rows), len(shortcuts))
	}
	for i, r := range rows {
		cells := r.(*fyne.Container).Objects
		if cells[0].(*canvas.Text).Text != shortcuts[i][0] || cells[1].(*canvas.Text).Text != shortcuts[i][1] {
			t.Errorf("row %d does not show %v", i, shortcuts[i])
		}
	}
}

// At 1024×768 the movement step explains the chosen movement in words
// (its length against the boards asked, who sits out, how the pairs are
// compared, the playing time at the minutes a board typed) and its
// schedule fits across the window.
func TestWizardExplainsAndFitsASmallLaptop(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 740))
	d.shortcut(shortcutN)
	d.typeText("Friday")
	d.tab()
	d.tab()
	d.typeText("14")
	d.tab()
	d.tab()
	z := d.w.wizard
	z.pace.SetText("fast")
	d.press(fyne.KeyReturn)
	if z.step != 0 || !strings.Contains(z.message.Text, "minutes a board") {
		t.Fatalf("a pace of %q: step %d, %q", z.pace.Text, z.step, z.message.Text)
	}
	z.pace.SetText("7")
	d.press(fyne.KeyReturn)
	if z.step != 1 {
		t.Fatalf("at step %d: %s", z.step, z.message.Text)
	}
	for i := range z.choices {
		z.choose(i)
		for _, want := range []string{"rounds of", "boards", "winner", "minutes a board"} {
			if !strings.Contains(z.explain.Text, want) {
				t.Errorf("%s: the explanation %q lacks %q", z.choices[i].Title, z.explain.Text, want)
			}
		}
		if !strings.Contains(z.explain.Text, "at 7 minutes a board") {
			t.Errorf("%s: the time is not at the 7 minutes typed: %q", z.choices[i].Title, z.explain.Text)
		}
		if w := z.preview.MinSize().Width; w > 1024 {
			t.Errorf("%s: the schedule needs %v px across a 1024 window", z.choices[i].Title, w)
		}
	}
}

// A field of 37 pairs is offered two sections; taking them, the names
// step asks for each section's pairs by letter, and creating stores one
// session for each section with its lettered movement and its names.
func TestWizardMakesTwoSections(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.win.Resize(fyne.NewSize(1024, 740))
	d.shortcut(shortcutN)
	d.typeText("Congress")
	d.tab()
	d.tab()
	d.typeText("37")
	d.press(fyne.KeyReturn)
	z := w.wizard
	if z.step != 1 {
		t.Fatalf("at step %d: %s", z.step, z.message.Text)
	}
	two := -1
	for i, c := range z.choices {
		if len(c.Sections) == 2 {
			two = i
			break
		}
	}
	if two < 0 {
		t.Fatalf("no two sections offered for 37 pairs")
	}
	for range two {
		d.press(fyne.KeyDown)
	}
	if z.chosen != two {
		t.Fatalf("chose %d, want %d", z.chosen, two)
	}
	for _, want := range []string{"2 sections", "Section A", "Section B", "minutes a board"} {
		if !strings.Contains(z.explain.Text+z.preview.Text, want) {
			t.Errorf("the two sections are shown without %q", want)
		}
	}
	if w := z.preview.MinSize().Width; w > 1024 {
		t.Errorf("the sections' schedule needs %v px across", w)
	}
	d.press(fyne.KeyReturn)
	d.press(fyne.KeyReturn)
	if z.step != 3 {
		t.Fatalf("at step %d", z.step)
	}
	seats := z.seats()
	if len(seats) != 37 || seats[0].label() != "A · Pair 1 NS" || seats[len(seats)-1].section != "B" {
		t.Fatalf("%d seats, first %q", len(seats), seats[0].label())
	}
	d.typeText("Ann Smith")
	z.names[seats[len(seats)-1]][0].SetText("Bob Jones")
	d.press(fyne.KeyReturn)
	if w.wizard != nil || w.entry == nil {
		t.Fatalf("not created: %s", z.message.Text)
	}
	// Section A opens for entry, saying so, and the other is a choice away.
	sel := findSelect(w.entry.content)
	if sel == nil || sel.Selected != "Section A" || len(sel.Options) != 2 {
		t.Fatalf("the entry screen does not say which section it is: %+v", sel)
	}
	infos, err := w.desk.Sessions()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || infos[0].Name != "Congress" {
		t.Fatalf("sessions %+v, want one session Congress of two sections", infos)
	}
	s := w.entry.sess
	for letter, want := range map[string]struct {
		pairs int
		name  string
	}{"A": {19, "Ann Smith"}, "B": {18, "Bob Jones"}} {
		if err := s.SelectSection(letter); err != nil {
			t.Fatal(err)
		}
		if s.Movement().Section != letter {
			t.Errorf("section %s: movement lettered %q", letter, s.Movement().Section)
		}
		pairs, named := 0, false
		for _, p := range s.Pairs() {
			if p.Section == letter {
				pairs++
				named = named || strings.Contains(strings.Join(p.Names, " "), want.name)
			}
		}
		if pairs != want.pairs {
			t.Errorf("section %s: %d pairs, want %d", letter, pairs, want.pairs)
		}
		if !named {
			t.Errorf("section %s: %s is not among its players", letter, want.name)
		}
	}
}

// findSelect is the first choice box under o.
func findSelect(o fyne.CanvasObject) *widget.Select {
	switch x := o.(type) {
	case *widget.Select:
		return x
	case *fyne.Container:
		for _, c := range x.Objects {
			if s := findSelect(c); s != nil {
				return s
			}
		}
	}
	return nil
}

// No line of a schedule is wider than the characters it is given, the
// movement's long name included, so that it needs no sideways scrolling.
func TestScheduleTextKeepsToItsWidth(t *testing.T) {
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 10, Half: true, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	m.Section = "B"
	for _, chars := range []int{90, 110, 160} {
		text := scheduleText(m, chars)
		if !strings.HasPrefix(text, "Section B\n") {
			t.Errorf("the section is not named first: %q", text[:20])
		}
		for _, l := range strings.Split(text, "\n") {
			if n := len([]rune(l)); n > chars {
				t.Errorf("%d characters: a line of %d: %q", chars, n, l)
			}
		}
	}
}

// In a 1024 window the session list shows a section's session name whole,
// its letter at the end included, and the scoring beside it.
func TestSessionListShowsSectionNames(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	plans, err := movements.SuggestSections(37, 26)
	if err != nil {
		t.Fatal(err)
	}
	var ms []*movements.Movement
	for _, s := range plans[0].Sections {
		ms = append(ms, s.Movement)
	}
	if _, err := desk.CreateSections(club.NewSession{Name: "Thursday pairs", Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil); err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	s := d.w.start
	row := s.list.CreateItem()
	s.list.UpdateItem(0, row)
	row.Resize(fyne.NewSize(1000, row.MinSize().Height))
	cells := row.(*fyne.Container).Objects
	for _, i := range []int{0, 1, 3, 4} {
		c := cells[i].(*widget.Label)
		full := fyne.MeasureText(c.Text, theme.TextSize(), c.TextStyle).Width + 2*theme.InnerPadding()
		if full > c.Size().Width {
			t.Errorf("%q needs %v px in a cell of %v", c.Text, full, c.Size().Width)
		}
	}
}
