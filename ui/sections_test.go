package ui

import (
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// openSections opens a session of two 3-table Mitchells, sections A and B,
// on the same 6 boards.
func openSections(t *testing.T) (*director, int64) {
	t.Helper()
	db := openTestDB(t)
	desk := deskOn(t, db)
	var ms []*movements.Movement
	for _, letter := range []string{"A", "B"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		m.Section = letter
		ms = append(ms, m)
	}
	id, err := desk.CreateSections(club.NewSession{Name: "Two sections", Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.openSession(id)
	if d.w.entry == nil {
		t.Fatal("the session did not open")
	}
	return d, id
}

// A night of two sections is entered a section at a time: Ctrl+Shift+S
// goes from A to B, each section's rows are its own, the standings follow
// the section and show every section or the places overall, and the
// field is chosen from the menu and undone like any change.
func TestSectionsEnteredInTheWindow(t *testing.T) {
	d, _ := openSections(t)
	e := d.w.entry
	if e.sess.Section() != "A" || findSelect(e.content).Selected != "Section A" {
		t.Fatalf("opened in section %q", e.sess.Section())
	}
	// Board 1 in section A: three tables play it.
	if len(e.rows) != 3 {
		t.Fatalf("board 1 of section A has %d rows, want 3", len(e.rows))
	}
	d.enterAll("4SN=", "4SN+1", "3NTS=")
	best := scoring.PairRef{Section: "A", ID: e.rows[1].row.NS, Direction: "NS"}.String()
	d.shortcut(shortcutSection)
	e = d.w.entry
	if e.sess.Section() != "B" || findSelect(e.content).Selected != "Section B" {
		t.Fatalf("Ctrl+Shift+S went to section %q", e.sess.Section())
	}
	for _, rv := range e.rows {
		if rv.row.Entered != nil || rv.row.Section != "B" {
			t.Fatalf("section B shows a line of section %s already entered: %+v", rv.row.Section, rv.row)
		}
	}
	d.enterAll("4SN-1", "4SN=", "PASS")
	if e.sess.Entered() != 3 {
		t.Errorf("section B: %d lines entered", e.sess.Entered())
	}
	// The standings show section B's pairs, each section's, or overall.
	p := e.standings
	if p.view == nil || p.view.Selected != "Section B" {
		t.Fatalf("the standings do not show section B")
	}
	for _, r := range p.pairIdx {
		if r >= 0 && p.last.Pairs[r].Section != "B" {
			t.Errorf("section B's standings list pair %s", p.last.Pairs[r].Ref())
		}
	}
	p.view.SetSelected(allSectionsView)
	headings := 0
	for i, r := range p.pairIdx {
		if r < 0 {
			headings++
			if !strings.HasPrefix(p.rows[i][2], "Section ") {
				t.Errorf("heading %q does not name its section", p.rows[i][2])
			}
		}
	}
	if headings != 4 {
		t.Errorf("%d headings for two sections each way, want 4", headings)
	}
	// Across the field, board 1's six results are compared together: the
	// pair that made 4S+1 in A beat all five others.
	d.w.fieldItem.Action()
	if e.sess.Field() != scoring.AcrossField || !d.w.fieldItem.Checked {
		t.Fatalf("field %q after the menu", e.sess.Field())
	}
	p.view.SetSelected(overallView)
	// Each direction's places overall run 1, 2, 3… whatever the sections.
	dirOf := ""
	for i, r := range p.pairIdx {
		switch {
		case r < 0:
			dirOf = p.rows[i][1]
		case p.last.Pairs[r].Direction != dirOf:
			t.Errorf("overall, pair %s is listed under %s", p.last.Pairs[r].Ref(), dirOf)
		}
	}
	top := ""
	for i, r := range p.pairIdx {
		if r >= 0 && p.last.Pairs[r].Direction == "NS" && p.rows[i][0] == "1" {
			top = p.last.Pairs[r].Ref().String()
		}
		if r < 0 {
			continue
		}
		if sec := p.last.Pairs[r].Section; p.rows[i][2] != sec && !strings.HasPrefix(p.rows[i][2], sec+" · ") {
			t.Errorf("overall, pair %s's line does not name its section: %q", p.last.Pairs[r].Ref(), p.rows[i][2])
		}
	}
	if top != best {
		t.Errorf("overall first NS pair %q, want %s (+450 on board 1)", top, best)
	}
	d.shortcut(shortcutUndo)
	if e = d.w.entry; e.sess.Field() != scoring.BySection || d.w.fieldItem.Checked {
		t.Errorf("undo left the field %q", e.sess.Field())
	}
	// Undoing a line of section A goes back to section A, on that line.
	d.shortcut(shortcutUndo)
	d.shortcut(shortcutUndo)
	d.shortcut(shortcutUndo)
	d.shortcut(shortcutUndo)
	e = d.w.entry
	if e.sess.Section() != "A" || findSelect(e.content).Selected != "Section A" {
		t.Fatalf("undoing section A's last line left the window on section %q", e.sess.Section())
	}
	if e.current != 2 || e.rows[2].row.Entered != nil {
		t.Errorf("the cursor is on line %d after undoing line 3 of board 1", e.current+1)
	}
	d.press(fyne.KeyEscape)
}

// A session imported into a titled event is listed with the event's
// name before its own.
func TestSessionListNamesTheEvent(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	rf, err := interchange.ReadFile("../testdata/sessions/howell-4t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := desk.ImportIntoEvent(rf, "night 1", "Winter Pairs", "", ""); err != nil {
		t.Fatal(err)
	}
	list, err := desk.Sessions()
	if err != nil || len(list) != 1 {
		t.Fatalf("%v %v", list, err)
	}
	if got := sessionCells(list[0])[1]; got != "Winter Pairs — night 1" {
		t.Errorf("the list names the session %q", got)
	}
}

// Events… shows an event's combined ranking: the same night imported
// twice ranks each pair at its percentage of either night.
func TestEventsDialog(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	rf, err := interchange.ReadFile("../testdata/sessions/mitchell-7t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	for _, night := range []string{"night 1", "night 2"} {
		if _, err := desk.ImportIntoEvent(rf, night, "Winter Pairs", "", ""); err != nil {
			t.Fatal(err)
		}
	}
	st, err := desk.Standings(1)
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.eventsDialog()
	v := d.w.events
	if v == nil || v.choose.Selected != "Winter Pairs" {
		t.Fatal("the events dialog did not open on Winter Pairs")
	}
	if len(v.rows) != len(st.Pairs)+1 || v.rows[0][2] != "Session 1 %" || v.rows[0][3] != "Session 2 %" {
		t.Fatalf("ranking %d lines, headings %v", len(v.rows), v.rows[0])
	}
	for _, row := range v.rows[1:] {
		if row[2] != row[3] || row[2] != row[5] {
			t.Errorf("%s: %s%% and %s%% on two identical nights, %s%% in all", row[1], row[2], row[3], row[5])
		}
	}
	if got, want := v.rows[1][5], scoring.FormatRat(bestPercent(st.Standings), 2); got != want {
		t.Errorf("first place has %s%%, the best of the night is %s%%", got, want)
	}
	// An event of IMP sessions, every heading and figure whole ("Session
	// 3 IMPs" ran over the next).
	for _, night := range []string{"night 1", "night 2"} {
		if _, err := desk.ImportIntoEvent(rf, night, "Butler Cup", "", scoring.Butler); err != nil {
			t.Fatal(err)
		}
	}
	v.choose.SetOptions([]string{"Winter Pairs", "Butler Cup"})
	v.choose.SetSelected("Butler Cup")
	if v.rows[0][2] != "Session 3 IMPs" || v.rows[0][len(v.rows[0])-1] != "IMPs" {
		t.Errorf("headings of an IMP event %v", v.rows[0])
	}
	if cut := cutLabels(v.table); len(cut) > 0 {
		t.Errorf("cut in the events dialog: %s", strings.Join(cut, "; "))
	}
}

func bestPercent(st *scoring.Standings) *big.Rat {
	best := new(big.Rat)
	for _, p := range st.Pairs {
		if p.Percent != nil && p.Percent.Cmp(best) > 0 {
			best = p.Percent
		}
	}
	return best
}

// With the tables on, a table of section B enters its result from its
// phone: the window shows it in section B, and the tables stay on as the
// director moves between sections.
func TestTablesOnForTwoSections(t *testing.T) {
	d, _ := openSections(t)
	serveOnLoopback(t, d.w)
	d.shortcut(shortcutT)
	e := d.w.entry
	tb := e.tables
	if tb == nil {
		t.Fatalf("Ctrl+T did not turn the tables on: %s", e.status.Text)
	}
	if findLabel(tb.grid, "B · Table 1") == nil || findLabel(tb.grid, "A · Table 3") == nil {
		t.Error("the progress grid does not name each section's tables")
	}
	codes, err := tb.sess.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	code := ""
	for _, c := range codes {
		if c.Section == "B" && c.Table == 1 {
			code = c.Code
		}
	}
	resp, err := http.Post("http://"+tb.addr+"/api/t/"+code+"/result", "application/json",
		strings.NewReader(`{"id":"b1","round":1,"board":1,"result":"4SN+1"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("B1's result was answered %s", resp.Status)
	}
	select {
	case f := <-d.queue:
		f()
	case <-time.After(5 * time.Second):
		t.Fatal("the window was not told of the table's result")
	}
	d.w.dialog.Hide()
	d.shortcut(shortcutSection)
	e = d.w.entry
	if e.sess.Section() != "B" || e.tables != tb || tb.e != e {
		t.Fatalf("section %s; the tables followed the screen: %v", e.sess.Section(), e.tables == tb)
	}
	if e.rows[0].row.Entered == nil || e.rows[0].result.Text != "4SN+1" {
		t.Errorf("section B's board 1 does not show the table's result: %+v", e.rows[0].row)
	}
	d.shortcut(shortcutW)
}

// The wizard sets a session up as an evening of an event: the club's
// events are offered, and the session is stored in the one chosen.
func TestWizardPutsTheSessionInAnEvent(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	rf, err := interchange.ReadFile("../testdata/sessions/howell-4t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := desk.ImportIntoEvent(rf, "night 1", "Spring Cup", "", ""); err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	w := d.w
	d.shortcut(shortcutN)
	z := w.wizard
	if len(z.events) != 1 || z.events[0] != "Spring Cup" {
		t.Fatalf("events offered %v", z.events)
	}
	d.typeText("Night 2")
	d.tab()
	d.tab()
	d.typeText("14")
	z.event.SetText("Spring Cup")
	d.press(fyne.KeyReturn)
	for i := 0; i < 5 && w.wizard != nil; i++ {
		d.press(fyne.KeyReturn)
	}
	if w.wizard != nil || w.entry == nil {
		t.Fatalf("not created: %s", z.message.Text)
	}
	list, err := desk.Sessions()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range list {
		if s.EventTitle == "Spring Cup" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d sessions in Spring Cup, want 2", n)
	}
}

// The events dialog says when a session of the event is still coming in,
// and how far it has come.
func TestEventsDialogSaysProvisional(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "night 1", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF, Event: "Spring Pairs"})
	if err != nil {
		t.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := s.Rows(1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enter(1, rows[0], "3NTN="); err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.eventsDialog()
	v := d.w.events
	want := fmt.Sprintf("Provisional: session %d has 1 of 18 results.", id)
	if v == nil || !strings.Contains(v.note.Text, want) {
		t.Errorf("the events dialog's note %q does not say %q", v.note.Text, want)
	}
}
