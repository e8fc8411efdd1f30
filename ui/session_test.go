package ui

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
	"bridgescore/store"
)

// director drives the window from the keyboard, as a director would.
type director struct {
	t    *testing.T
	w    *Window
	keys int // keystrokes typed, for the keystrokes-per-board figure
	// queue holds what background jobs hand back to the main goroutine.
	queue chan func()
}

func (d *director) canvas() fyne.Canvas { return d.w.win.Canvas() }

func (d *director) typeText(s string) {
	d.t.Helper()
	f := d.canvas().Focused()
	if f == nil {
		d.t.Fatalf("typing %q with nothing focused", s)
	}
	for _, r := range s {
		f.TypedRune(r)
	}
	d.keys += len([]rune(s))
}

func (d *director) press(k fyne.KeyName) {
	d.t.Helper()
	f := d.canvas().Focused()
	if f == nil {
		d.t.Fatalf("pressing %s with nothing focused", k)
	}
	f.TypedKey(&fyne.KeyEvent{Name: k})
	d.keys++
}

func (d *director) tab() {
	d.canvas().FocusNext()
	d.keys++
}

func (d *director) shortcut(sc fyne.Shortcut) {
	d.t.Helper()
	if !d.w.runShortcut(sc) {
		d.t.Fatalf("no menu entry for %s", sc.ShortcutName())
	}
	d.keys++
}

func openTestDB(t testing.TB) *store.DB {
	t.Helper()
	db, err := store.Open(filepath.Join(t.TempDir(), "club.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func newTestWindow(t *testing.T, db *store.DB) *director {
	return newTestWindowOn(t, deskOn(t, db))
}

// queuedWindow builds the window with its background jobs' results held
// in a queue until the test runs them.
func queuedWindow(tb testing.TB, desk *club.Desk) (*Window, chan func()) {
	a := test.NewTempApp(tb)
	queue := make(chan func(), 256)
	w := newWindow(a, func(f func()) {
		select {
		case queue <- f:
		default: // a test that has finished with its window
		}
	})
	w.setDesk(desk)
	tb.Cleanup(w.unfollowDesk)
	return w, queue
}

func newTestWindowOn(t *testing.T, desk *club.Desk) *director {
	w, queue := queuedWindow(t, desk)
	d := &director{t: t, w: w, queue: queue}
	w.win.Resize(fyne.NewSize(1200, 800))
	w.win.Show()
	d.settle()
	return d
}

// settle waits for the window's background work and runs what each job
// hands back, on the test's goroutine, as Fyne's main loop would.
func (d *director) settle() {
	for {
		select {
		case f := <-d.queue:
			f()
			continue
		default:
		}
		if !d.w.jobs.busy() {
			select {
			case f := <-d.queue:
				f()
				continue
			default:
				return
			}
		}
		select {
		case f := <-d.queue:
			f()
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// results is what the tables scored: a spread of ordinary results,
// chosen by board and table so that every board has a real field.
var results = []string{"4SN=", "4SN+1", "3NTS=", "4SN-1", "5DXE-2", "4HE=", "3NTN+2", "PASS", "2SS+1", "+500", "4S N 11", "3NTX-2E"}

func resultFor(board, row int) string {
	return results[(board*3+row*5)%len(results)]
}

// TestDirectorSession sets up a 7-table Mitchell through the wizard, types
// every result from the keyboard (with an invalid entry, an adjustment and
// an undo on the way) and checks that the standings on screen are the
// scoring engine's on what the database holds.
func TestDirectorSession(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w

	if w.start == nil || len(w.start.sessions) != 0 {
		t.Fatalf("a fresh database should show an empty session list")
	}

	// The wizard, from the keyboard.
	d.shortcut(shortcutN)
	z := w.wizard
	if z == nil || d.canvas().Focused() != z.name {
		t.Fatalf("Ctrl+N should open the wizard with the cursor in the name field")
	}
	d.typeText("Monday pairs")
	d.tab()
	if d.canvas().Focused() != z.date {
		t.Fatalf("Tab from the name should reach the date")
	}
	d.tab()
	d.typeText("14")
	d.press(fyne.KeyReturn)
	if z.step != 1 || len(z.choices) == 0 {
		t.Fatalf("after the size, the wizard should offer movements (step %d, message %q)", z.step, z.message.Text)
	}
	if !strings.Contains(z.preview.Text, "Table 7") {
		t.Errorf("the schedule preview should show table 7:\n%s", z.preview.Text)
	}
	// Arrow down to the plain 7-table Mitchell and take it.
	for tries := 0; z.movement().Kind != "mitchell"; tries++ {
		if tries == len(z.choices) {
			t.Fatalf("no 7-table Mitchell offered for 14 pairs")
		}
		d.press(fyne.KeyDown)
	}
	mv := z.movement()
	if mv.Tables != 7 || !strings.Contains(z.preview.Text, mv.Name) {
		t.Fatalf("chose %s; the preview should show it:\n%s", mv.Name, z.preview.Text)
	}
	d.press(fyne.KeyReturn)
	if z.step != 2 {
		t.Fatalf("Enter on a movement should go to the scoring step, at step %d (%s)", z.step, z.message.Text)
	}
	d.press(fyne.KeyReturn) // Next: matchpoints, WBF rules
	if z.step != 3 {
		t.Fatalf("Enter on Next should go to the players step, at step %d", z.step)
	}
	if _, ok := d.canvas().Focused().(*playerEntry); !ok {
		t.Fatalf("the players step should start in the first name, focus on %T", d.canvas().Focused())
	}
	d.typeText("Ann Smith")
	d.tab()
	d.typeText("Bob Jones")
	d.press(fyne.KeyReturn) // create
	e := w.entry
	if e == nil {
		t.Fatalf("creating the session should open traveller entry (%s)", z.message.Text)
	}

	sessions, err := db.ListSessions()
	if err != nil || len(sessions) != 1 {
		t.Fatalf("sessions after the wizard: %v %v", sessions, err)
	}
	id := sessions[0].ID
	if sessions[0].Name != "Monday pairs" {
		t.Errorf("session name %q", sessions[0].Name)
	}
	boards := e.boards
	if len(boards) != mv.BoardSets*mv.BoardsPerRound {
		t.Fatalf("%d boards on screen, movement has %d", len(boards), mv.BoardSets*mv.BoardsPerRound)
	}

	lines := 0
	perBoard := map[int]int{}
	for bi, b := range boards {
		if e.currentBoard() != b {
			t.Fatalf("expected to be on board %d, on %d", b, e.currentBoard())
		}
		if len(e.rows) != 7 {
			t.Fatalf("board %d: %d rows, a 7-table Mitchell plays each board 7 times", b, len(e.rows))
		}
		start := d.keys
		for i := range e.rows {
			if d.canvas().Focused() != e.rows[i].result {
				t.Fatalf("board %d row %d: the cursor should be in this row's result (status %q)", b, i, e.status.Text)
			}
			switch {
			case bi == 0 && i == 2:
				// A slip: an impossible contract stays in the field with the
				// reason beside it, and nothing is saved.
				before := e.standings.rows
				d.typeText("8SN=")
				d.press(fyne.KeyReturn)
				if d.canvas().Focused() != e.rows[i].result || e.rows[i].result.Text != "8SN=" {
					t.Fatalf("an invalid entry should stay in its field")
				}
				if e.rows[i].note.Text == "" || e.rows[i].row.Entered != nil {
					t.Fatalf("an invalid entry should show its reason and save nothing (note %q)", e.rows[i].note.Text)
				}
				if fmt.Sprint(before) != fmt.Sprint(e.standings.rows) {
					t.Fatalf("an invalid entry changed the standings")
				}
				for range "8SN=" {
					d.press(fyne.KeyBackspace)
				}
			case bi == 1 && i == 3:
				// An adjustment through the dialog: Average-plus NS,
				// Average-minus EW.
				d.shortcut(shortcutJ)
				if e.adjusting == nil {
					t.Fatal("Ctrl+J should open the adjustments dialog")
				}
				row := e.rows[i]
				d.press(fyne.KeyDown) // Average-plus NS, Average-minus EW
				d.press(fyne.KeyReturn)
				if row.row.Entered == nil || row.row.Entered.Kind != scoring.Artificial {
					t.Fatalf("the adjustment was not accepted: %s", e.status.Text)
				}
				if !strings.Contains(e.status.Text, "Average-plus / Average-minus") {
					t.Errorf("the adjustment should be shown in words, status %q", e.status.Text)
				}
				// The row gives the names; its Result field the percentages.
				if got := row.score.String(); got != "Average-plus / Average-minus" || row.result.Text != "A60-40" {
					t.Errorf("the adjusted row shows %q and %q", got, row.result.Text)
				}
				lines++
				continue
			}
			d.typeText(resultFor(b, i))
			d.press(fyne.KeyReturn)
			lines++
			if bi == 2 && i == 0 {
				// Undo takes the line off again; redo puts it back.
				d.shortcut(shortcutUndo)
				if e.rows[0].row.Entered != nil {
					t.Fatalf("undo should remove the line just entered")
				}
				if e.rows[0].result.Text != "" {
					t.Fatalf("after undo the row should be empty, shows %q", e.rows[0].result.Text)
				}
				d.shortcut(shortcutRedo)
				if e.rows[0].row.Entered == nil {
					t.Fatalf("redo should bring the line back")
				}
				e.focusRow(1)
			}
		}
		perBoard[b] = d.keys - start
	}
	t.Logf("keystrokes per board of 7 lines: board 4 took %d", perBoard[boards[3]])

	// What the database holds, scored by the engine, is what the screen
	// shows.
	_, stored, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(stored.Lines) != lines {
		t.Fatalf("database holds %d lines, %d were entered", len(stored.Lines), lines)
	}
	var adjusted int
	for _, l := range stored.Lines {
		if l.Kind == scoring.Artificial && l.NSPercent == 60 && l.EWPercent == 40 {
			adjusted++
		}
	}
	if adjusted != 1 {
		t.Errorf("expected one Average-plus/minus line in the database, found %d", adjusted)
	}
	want, err := scoring.Score(stored)
	if err != nil {
		t.Fatal(err)
	}
	var wantRows [][standingsCols]string
	for _, p := range want.Pairs {
		if len(wantRows) == 0 || p.Direction != want.Pairs[len(wantRows)-countHeadings(wantRows)-1].Direction {
			wantRows = append(wantRows, [standingsCols]string{"", p.Direction, scoring.FieldName(p.Direction)})
		}
		wantRows = append(wantRows, [standingsCols]string{p.Rank, p.ID, strings.Join(p.Names, " & "), scoring.FormatRat(p.Total, 2), scoring.FormatRat(p.Percent, 2), fmt.Sprint(p.Boards)})
	}
	got := e.standings.rows
	if len(got) != len(wantRows) {
		t.Fatalf("standings on screen have %d rows, want %d:\n%v", len(got), len(wantRows), got)
	}
	for i := range got {
		if got[i] != wantRows[i] {
			t.Errorf("standings row %d: screen %q, engine %q", i, got[i], wantRows[i])
		}
	}
	if !sessionComplete(t, db, id) {
		t.Errorf("the session should be marked complete once every line is in")
	}

	// A result typed on the wrong line is deleted with Ctrl+Delete and
	// brought back with Ctrl+Z.
	e.focusRow(0)
	d.shortcut(shortcutD)
	if e.rows[0].row.Entered != nil || sessionComplete(t, db, id) {
		t.Fatalf("Ctrl+Delete should remove the line and the session is no longer complete: %s", e.status.Text)
	}
	if _, s, _ := db.Session(id); len(s.Lines) != lines-1 {
		t.Fatalf("database holds %d lines after the delete, want %d", len(s.Lines), lines-1)
	}
	d.shortcut(shortcutUndo)
	if e.rows[0].row.Entered == nil || !sessionComplete(t, db, id) {
		t.Fatalf("Ctrl+Z should bring the deleted line back, and the session is complete again")
	}

	// Click a line's score for its explanation; Escape closes it.
	test.Tap(e.rows[1].score)
	if w.dialog == nil || e.current != 1 {
		t.Fatalf("clicking a score should explain that line (%s)", e.status.Text)
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	// Explain the current line from the keyboard, then close with Escape.
	d.shortcut(shortcutE)
	if w.dialog == nil {
		t.Fatalf("Ctrl+E should explain the line (%s)", e.status.Text)
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if w.dialog != nil || d.canvas().Focused() != e.rows[e.current].result {
		t.Errorf("Escape should close the explanation and return to the line")
	}
	// A pair's score card from the standings.
	e.standings.table.OnSelected(widget.TableCellID{Row: 1, Col: 1})
	if w.dialog == nil {
		t.Errorf("clicking a pair should show its score card")
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	// Reports: Ctrl+P, Enter takes the results pack and asks where to save.
	d.shortcut(shortcutP)
	if _, ok := w.dialog.(*dialog.ConfirmDialog); !ok {
		t.Fatalf("Ctrl+P should ask which reports")
	}
	w.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	dir := t.TempDir()
	for _, name := range []string{"monday.pdf", "monday.html"} {
		path := filepath.Join(dir, name)
		e.writeReport([]reports.Report{reports.Ranking, reports.Recap, reports.ScoreCards, reports.Travellers}, path)
		d.settle()
		if w.shownError != nil {
			t.Fatalf("%s not written: %v", name, w.shownError)
		}
		b, err := os.ReadFile(path)
		if err != nil || len(b) < 1000 {
			t.Fatalf("%s: %d bytes, %v", name, len(b), err)
		}
		if strings.HasSuffix(name, ".pdf") && !strings.HasPrefix(string(b), "%PDF") {
			t.Errorf("%s is not a PDF", name)
		}
		if strings.HasSuffix(name, ".html") && !strings.Contains(string(b), "Ann Smith") {
			t.Errorf("%s does not name the players", name)
		}
	}
	if got := w.app.Preferences().String(prefReportDir); got != dir {
		t.Errorf("the report folder should be remembered: %q", got)
	}
}

// isHeading tells a field's heading row (the direction, no place and
// no total) from a pair's.
func isHeading(r [standingsCols]string) bool { return r[0] == "" && r[3] == "" }

func countHeadings(rows [][standingsCols]string) int {
	n := 0
	for _, r := range rows {
		if isHeading(r) {
			n++
		}
	}
	return n
}

func sessionComplete(t *testing.T, db *store.DB, id int64) bool {
	m, err := db.Meta(id)
	if err != nil {
		t.Fatal(err)
	}
	return m.Complete
}

// An imported session opens in the window, its travellers laid out from
// the file, and the standings shown are those published for it.
func TestImportedSessionShowsPublishedStandings(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.importFile("../testdata/sessions/mitchell-7t/session.xml")
	d.settle()
	if w.shownError != nil {
		t.Fatalf("import failed: %v", w.shownError)
	}
	if len(w.start.sessions) != 1 {
		t.Fatalf("%d sessions after import", len(w.start.sessions))
	}
	d.press(fyne.KeyReturn)
	e := w.entry
	if e == nil {
		t.Fatalf("the imported session did not open")
	}
	var want struct {
		Pairs []struct {
			Pair    string
			Percent float64
			Rank    string
		}
	}
	b, err := os.ReadFile("../testdata/sessions/mitchell-7t/expected_wbf_mp.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	shown := map[string][standingsCols]string{}
	for _, r := range e.standings.rows {
		if !isHeading(r) {
			shown[r[1]] = r
		}
	}
	if len(shown) != len(want.Pairs) {
		t.Fatalf("%d pairs shown, %d published", len(shown), len(want.Pairs))
	}
	for _, p := range want.Pairs {
		r, ok := shown[p.Pair]
		if !ok {
			t.Errorf("pair %s not shown", p.Pair)
			continue
		}
		if r[0] != p.Rank || r[4] != fmt.Sprintf("%.2f", p.Percent) {
			t.Errorf("pair %s: shown place %s, %s%%; published %s, %.4f%%", p.Pair, r[0], r[4], p.Rank, p.Percent)
		}
	}
	// Correct a line of the imported session: saved and rescored.
	before := fmt.Sprint(e.standings.rows)
	e.focusRow(0)
	saved := scoring.EntryText(*e.rows[0].row.Entered)
	d.typeText("7NTN=")
	d.press(fyne.KeyReturn)
	// A different result over a saved one waits for a second Enter.
	if scoring.EntryText(*e.rows[0].row.Entered) != saved || e.current != 0 || !strings.Contains(e.rows[0].note.Text, "Enter again") {
		t.Fatalf("the first Enter over a saved result should ask before replacing it: note %q, status %q", e.rows[0].note.Text, e.status.Text)
	}
	d.press(fyne.KeyReturn)
	if e.rows[0].row.Entered == nil || e.rows[0].row.Entered.Score == 0 || fmt.Sprint(e.standings.rows) == before {
		t.Errorf("correcting an imported line should rescore: %s", e.status.Text)
	}
	// Delete from the list, then Ctrl+Z brings it back.
	d.shortcut(shortcutO)
	w.start.delete(w.start.sessions[0].ID)
	if len(w.start.sessions) != 0 {
		t.Fatalf("session not deleted")
	}
	d.shortcut(shortcutUndo)
	if len(w.start.sessions) != 1 {
		t.Fatalf("Ctrl+Z on the list should bring the deleted session back: %s", w.start.status.Text)
	}
	// A file that is not a results file is refused in words.
	w.importFile("session_test.go")
	d.settle()
	if w.shownError == nil || len(w.start.sessions) != 1 {
		t.Errorf("a Go file was imported as results")
	}
}

// The players step offers names the club already knows: → takes the
// suggestion.
func TestWizardOffersClubPlayers(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewHowell(movements.HowellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := desk.Create(club.NewSession{Name: "last week", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF,
		Names: map[movements.PairID][]string{m.Pairs[0]: {"Zoë Ångström", "Ann Smith"}}}); err != nil {
		t.Fatal(err)
	}
	d := newTestWindowOn(t, desk)
	w := d.w
	d.shortcut(shortcutN)
	d.typeText("Tuesday")
	d.canvas().FocusNext()
	d.canvas().FocusNext()
	d.typeText("6")
	d.press(fyne.KeyReturn)
	d.press(fyne.KeyReturn)
	d.press(fyne.KeyReturn)
	if w.wizard.step != 3 {
		t.Fatalf("at step %d: %s", w.wizard.step, w.wizard.message.Text)
	}
	d.typeText("zo")
	field := d.canvas().Focused().(*playerEntry)
	if hint := field.c.hint; !strings.Contains(hint.Text, "Zoë Ångström") {
		t.Errorf("typing zo should offer Zoë Ångström under the field, hint %q", hint.Text)
	}
	if hx, fx := fyne.CurrentApp().Driver().AbsolutePositionForObject(field.c.hint).Y, fyne.CurrentApp().Driver().AbsolutePositionForObject(field).Y; hx < fx || hx > fx+2*field.Size().Height {
		t.Errorf("the hint is at y %v, far from its field at y %v", hx, fx)
	}
	d.press(fyne.KeyRight)
	if got := field.Text; got != "Zoë Ångström" {
		t.Errorf("→ should take the suggestion, field holds %q", got)
	}
	d.canvas().FocusNext()
	d.typeText("Bob")
	d.press(fyne.KeyRight)
	if got := d.canvas().Focused().(*playerEntry).Text; got != "Bob" {
		t.Errorf("an unknown name stays as typed, field holds %q", got)
	}
}

// Pick-up slips: in the by-round view a table's round is typed board by
// board, and Enter on the last board goes on to the next table.
func TestEntryByRound(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "slips", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	w := d.w
	w.openSession(id)
	e := w.entry
	d.shortcut(shortcutR)
	if !e.byRound || len(e.rows) != 3 {
		t.Fatalf("by round: %v with %d rows, want 3 boards of round 1 table 1", e.byRound, len(e.rows))
	}
	first := e.rows[0].row
	if first.Round != 1 || first.Table != 1 {
		t.Fatalf("first slip is round %d table %d", first.Round, first.Table)
	}
	for _, text := range []string{"4SN=", "3NTS+1", "PASS"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	if p := e.places[e.placeIdx]; p.Round != 1 || p.Table != 2 {
		t.Errorf("after the last board of the slip, expected round 1 table 2, at %+v", p)
	}
	_, sess, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(sess.Lines) != 3 {
		t.Fatalf("%d lines saved", len(sess.Lines))
	}
	for _, l := range sess.Lines {
		if l.Round != 1 || l.Table != 1 || l.NS != first.NS || l.EW != first.EW {
			t.Errorf("line saved for the wrong place: %+v", l)
		}
	}
	// Go to round 2, table 3 by typing it.
	d.shortcut(shortcutG)
	d.w.win.Canvas().Focused().(*boardEntry).SetText("2 3")
	d.press(fyne.KeyReturn)
	if p := e.places[e.placeIdx]; p.Round != 2 || p.Table != 3 {
		t.Errorf("typed 2 3, at %+v", p)
	}
	// Back to travellers, on the board the cursor was on.
	b := e.rows[e.current].row.Board
	d.shortcut(shortcutR)
	if e.byRound || e.currentBoard() != b {
		t.Errorf("back to board view: byRound %v, board %d, want %d", e.byRound, e.currentBoard(), b)
	}
}

// A substitute's name is changed after play has started, in the rows and
// the standings at once, and Ctrl+Z puts the old name back.
func TestChangePlayersNames(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "names", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF,
		Names: map[movements.PairID][]string{m.Pairs[0]: {"Ann Smith", "Bob Jones"}}})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.openSession(id)
	e := d.w.entry
	first := e.sess.Pairs()[0].Ref()
	d.shortcut(shortcutL)
	f, ok := d.canvas().Focused().(*playerEntry)
	if !ok || f.Text != "Ann Smith" {
		t.Fatalf("Ctrl+L should open the names with the cursor on the first player")
	}
	if f.c.hint.Text != "" {
		t.Errorf("a name already there is offered %q as if typed", f.c.hint.Text)
	}
	f.SetText("")
	d.typeText("bo")
	if !strings.Contains(f.c.hint.Text, "Bob Jones") {
		t.Errorf("typing bo in the names dialog should offer Bob Jones, hint %q", f.c.hint.Text)
	}
	f.SetText("")
	d.typeText("Carol King")
	d.press(fyne.KeyReturn)
	if got := pairNames(e.sess, first); len(got) != 2 || got[0] != "Carol King" {
		t.Fatalf("names after the change: %v", got)
	}
	if !strings.Contains(e.rows[0].ns.Full(), "Carol King") {
		t.Errorf("the row should show the new name: %q", e.rows[0].ns.Full())
	}
	_, stored, _ := db.Session(id)
	if stored.Pairs[0].Names[0] != "Carol King" {
		t.Errorf("the new name is not saved: %v", stored.Pairs[0].Names)
	}
	d.shortcut(shortcutUndo)
	if got := pairNames(e.sess, first); got[0] != "Ann Smith" {
		t.Errorf("undo should put Ann Smith back, names %v", got)
	}
	// Escape in a name leaves the dialog without saving, as Cancel does.
	d.shortcut(shortcutL)
	d.typeText("xyz")
	d.press(fyne.KeyEscape)
	if d.w.dialog != nil {
		t.Fatalf("Escape should close the names dialog")
	}
	if got := pairNames(e.sess, first); got[0] != "Ann Smith" {
		t.Errorf("Escape saved the names: %v", got)
	}
}

// The keys that move around the traveller: Page Down / Page Up between
// boards, Up / Down between lines, Escape puts back what was saved, and
// Ctrl+G goes to a board by number (refusing one not in play).
func TestEntryKeys(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "keys", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.openSession(id)
	e := d.w.entry
	d.press(fyne.KeyPageDown)
	if e.currentBoard() != 2 {
		t.Errorf("Page Down: board %d, want 2", e.currentBoard())
	}
	d.press(fyne.KeyPageUp)
	d.press(fyne.KeyPageUp)
	if e.currentBoard() != 1 {
		t.Errorf("Page Up stops at board 1, on %d", e.currentBoard())
	}
	d.typeText("3NTS=")
	d.press(fyne.KeyReturn)
	d.press(fyne.KeyUp)
	if e.current != 0 || d.canvas().Focused() != e.rows[0].result {
		t.Fatalf("Up should go back to the first line")
	}
	d.typeText("7NTS=") // replaces the selected text, not yet accepted
	d.press(fyne.KeyEscape)
	if e.rows[0].result.Text != "3NTS=" {
		t.Errorf("Escape should put back the saved entry, field holds %q", e.rows[0].result.Text)
	}
	d.press(fyne.KeyDown)
	if e.current != 1 {
		t.Errorf("Down: line %d, want 1", e.current)
	}
	d.shortcut(shortcutG)
	d.canvas().Focused().(*boardEntry).SetText("99")
	d.press(fyne.KeyReturn)
	if e.currentBoard() != 1 || !strings.Contains(e.status.Text, "no board") {
		t.Errorf("board 99 should be refused in words: board %d, status %q", e.currentBoard(), e.status.Text)
	}
	d.canvas().Focused().(*boardEntry).SetText("12")
	d.press(fyne.KeyReturn)
	if e.currentBoard() != 12 || d.canvas().Focused() != e.rows[0].result {
		t.Errorf("Ctrl+G 12: board %d", e.currentBoard())
	}
}

// A fouled board: two tables played a different deal. Marking their lines
// (Ctrl+F, the version number, Enter) saves the group, and the board is
// scored version by version.
func TestFouledBoard(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "fouled", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.openSession(id)
	e := d.w.entry
	for _, text := range []string{"4SN=", "4SN+1", "3NTS=", "6SN=", "6SN-1"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.press(fyne.KeyPageUp) // back to board 1
	for _, i := range []int{3, 4} {
		e.focusRow(i)
		d.shortcut(shortcutF)
		d.typeText("2")
		d.press(fyne.KeyReturn)
	}
	_, stored, err := db.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	groups := 0
	for _, l := range stored.Lines {
		if l.Group == 2 {
			groups++
		}
	}
	if groups != 2 {
		t.Fatalf("%d lines saved as version 2, want 2", groups)
	}
	if !strings.Contains(e.rows[3].score.String(), "fouled: version 2") {
		t.Errorf("the row should say the board was fouled: %q", e.rows[3].score.String())
	}
	fouled, err := scoring.Score(stored)
	if err != nil {
		t.Fatal(err)
	}
	for i := range stored.Lines {
		stored.Lines[i].Group = 0
	}
	plain, _ := scoring.Score(stored)
	if fmt.Sprint(ratsOf(fouled)) == fmt.Sprint(ratsOf(plain)) {
		t.Errorf("scoring by version should change the points of board 1")
	}
	if fmt.Sprint(ratsOf(fouled)) != fmt.Sprint(ratsOf(e.standings.last)) {
		t.Errorf("the screen's standings are not the engine's on the fouled board")
	}
}

func ratsOf(st *scoring.Standings) []string {
	var out []string
	for _, b := range st.Boards {
		for _, l := range b.Lines {
			out = append(out, l.NSPoints.RatString(), l.EWPoints.RatString())
		}
	}
	return out
}

// Cross-IMPs and Butler sessions rank by IMPs: the column says so and
// shows the engine's totals.
func TestIMPStandings(t *testing.T) {
	for _, method := range []scoring.Method{scoring.CrossIMPs, scoring.Butler} {
		db := openTestDB(t)
		desk := deskOn(t, db)
		m, err := movements.NewHowell(movements.HowellOptions{Tables: 3})
		if err != nil {
			t.Fatal(err)
		}
		id, err := desk.Create(club.NewSession{Name: "imps", Movement: m, Method: method, Rules: scoring.WBF})
		if err != nil {
			t.Fatal(err)
		}
		d := newTestWindow(t, db)
		d.w.openSession(id)
		e := d.w.entry
		for _, text := range []string{"4SN=", "4SN-1", "3NTS+1"} {
			d.typeText(text)
			d.press(fyne.KeyReturn)
		}
		if h := e.standings.heading(3); h != "IMPs" {
			t.Errorf("%s: standings column %q, want IMPs", method, h)
		}
		_, stored, _ := db.Session(id)
		want, err := scoring.Score(stored)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range want.Pairs {
			if got := e.standings.rows[i][3]; got != scoring.FormatRat(p.Total, 2) {
				t.Errorf("%s: pair %s shows %s IMPs, engine %s", method, p.ID, got, scoring.FormatRat(p.Total, 2))
			}
		}
	}
}

// pairNames are the players of a pair as the open session holds them.
func pairNames(s *club.OpenSession, r scoring.PairRef) []string {
	p, _ := s.ScoringSession().Pair(r)
	return p.Names
}

// The club's players are listed and searched by name or number.
func TestPlayersDialogSearches(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	m, err := movements.NewHowell(movements.HowellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := desk.Create(club.NewSession{Name: "last week", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF,
		Names: map[movements.PairID][]string{m.Pairs[0]: {"Zoë Ångström", "Ann Smith"}, m.Pairs[1]: {"Bob Smithers", "Carol King"}}}); err != nil {
		t.Fatal(err)
	}
	d := newTestWindowOn(t, desk)
	d.w.playersDialog()
	v := d.w.players
	if n := len(v.shown()); n != 4 {
		t.Fatalf("%d players listed, want 4", n)
	}
	d.typeText("smith")
	if got := v.shown(); len(got) != 2 || got[0].Name != "Ann Smith" || got[1].Name != "Bob Smithers" {
		t.Errorf("searching smith lists %v", got)
	}
	v.list.Select(0)
	if !strings.Contains(v.history.Text, "Ann Smith has no scored session yet") {
		t.Errorf("choosing Ann Smith shows %q", v.history.Text)
	}
}

// deskOn is the service on a test's database, opened as a door opens it;
// the test keeps its own handle to look at what was stored.
func deskOn(t testing.TB, db *store.DB) *club.Desk {
	t.Helper()
	d, err := club.Open(db.Path())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}
