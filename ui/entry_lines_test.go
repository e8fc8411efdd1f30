package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/scoring"
)

// fromPhone enters a result for a row as its table's phone does, through
// a hold on the session of its own, as the table server has.
func fromPhone(t *testing.T, d *director, r club.Row, text string) {
	t.Helper()
	phones, err := d.w.desk.Open(d.w.entry.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	defer phones.Close()
	if err := phones.MoveTableOn("", r.Table, r.Round); err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprintf("phone-%d-%d-%s", r.Board, r.Table, text)
	if _, err := phones.EnterFromTable(club.TableEntry{Table: r.Table, Round: r.Round, ClientID: id}, r.Board, text, nil); err != nil {
		t.Fatal(err)
	}
	d.settle()
}

// The director's night: the phones filled a line of each board, and the
// director types the rest from the paper travellers, pressing Enter on an
// empty line where the paper has the phone's line blank. Every result
// lands on its own line: the cursor starts on the first line still to
// type, passes over the phones' lines, and Enter on an empty line stays.
func TestTravellersTypedAroundThePhonesLines(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	// Board 1 and 2: the phone at the second line's table sent its result.
	var phoneLine [3]club.Row
	for b := 1; b <= 2; b++ {
		rows, _ := e.sess.Rows(b)
		phoneLine[b] = rows[1]
		fromPhone(t, d, rows[1], "3NTS=")
	}
	e.showBoard(0)
	e.focusFirstEmpty()
	paper := map[int][]string{1: {"4SN=", "", "4SN-1", "PASS", "2SS+1"}, 2: {"4HE=", "", "3NTN+2", "+500", "4SN+1"}}
	for b := 1; b <= 2; b++ {
		if e.currentBoard() != b || d.focusedRow(e) != 0 {
			t.Fatalf("board %d should start on its first line, on board %d line %d", b, e.currentBoard(), d.focusedRow(e)+1)
		}
		for i, text := range paper[b] {
			if text == "" {
				// The phone's line: the cursor is already past it.
				if d.focusedRow(e) != 2 {
					t.Fatalf("board %d: after line 1 the cursor should pass over the phone's line to line 3, on line %d", b, d.focusedRow(e)+1)
				}
				continue
			}
			if i == 2 && b == 1 {
				// Enter pressed to step over the phone's line, out of
				// habit: the cursor stays on the line still to type.
				d.press(fyne.KeyReturn)
				if d.focusedRow(e) != 2 || !strings.Contains(e.status.Text, "nothing typed") {
					t.Fatalf("Enter on an empty line moved the cursor to line %d: %q", d.focusedRow(e)+1, e.status.Text)
				}
			}
			d.enterAll(text)
		}
	}
	d.press(fyne.KeyPageUp)
	d.shot("phone-lines")
	for b := 1; b <= 2; b++ {
		rows, _ := e.sess.Rows(b)
		for i, r := range rows {
			want := paper[b][i]
			if want == "" {
				want = "3NTS="
			}
			if r.Entered == nil || scoring.EntryText(*r.Entered) != scoring.EntryText(mustParse(t, b, want)) {
				t.Errorf("board %d line %d holds %v, the paper says %s", b, i+1, r.Entered, want)
			}
		}
	}
}

func mustParse(t *testing.T, board int, text string) scoring.Line {
	l, err := scoring.ParseEntry(board, text)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// A line a phone filled is marked, and a result typed over it is asked
// about, naming the table, before it replaces the phone's.
func TestAPhonesLineIsMarkedAndAskedAbout(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	rows, _ := e.sess.Rows(1)
	fromPhone(t, d, rows[0], "4SN=")
	rv := e.rows[0]
	if rv.tint.Hidden || !strings.HasPrefix(richString(rv.score), fromTableMark) {
		t.Fatalf("the phone's line should be tinted and marked %s: tint hidden %v, score %q", fromTableMark, rv.tint.Hidden, richString(rv.score))
	}
	if !e.rows[1].tint.Hidden || strings.HasPrefix(richString(e.rows[1].score), fromTableMark) {
		t.Errorf("an empty line is marked as the phone's")
	}
	e.focusRow(0)
	d.enterAll("4SN+1")
	if got := scoring.EntryText(*e.rows[0].row.Entered); got != "4SN=" {
		t.Fatalf("one Enter replaced the phone's result with %s", got)
	}
	if note := e.rows[0].note.Text; !strings.Contains(note, "table 1, round 1") || !strings.Contains(note, "Enter again") {
		t.Errorf("the question should name the table whose phone sent the result: %q", note)
	}
	d.shot("phone-line-question")
	d.press(fyne.KeyReturn)
	if got := scoring.EntryText(*e.rows[0].row.Entered); got != "4SN+1" || !e.rows[0].tint.Hidden {
		t.Errorf("confirmed, the line should hold the director's result unmarked: %s, tint hidden %v", got, e.rows[0].tint.Hidden)
	}
}

// The traveller's pair numbers typed with a result put it on the pairs'
// line; pairs that do not meet on the board are refused, saying whom each
// plays there.
func TestPairNumbersTypedWithTheResult(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	third := e.rows[2].row
	ns, ew := strings.TrimSuffix(third.NS, "NS"), strings.TrimSuffix(third.EW, "EW")
	d.enterAll(ns + " " + ew + " 4HE=")
	if e.rows[0].row.Entered != nil {
		t.Errorf("the result went on the line typed on, not the pairs'")
	}
	if r := e.rows[2].row; r.Entered == nil || scoring.EntryText(*r.Entered) != "4HE=" {
		t.Fatalf("%s v %s's line holds %v, want 4HE=", third.NS, third.EW, r.Entered)
	}
	if !strings.Contains(e.status.Text, "Typed on the line of") {
		t.Errorf("the status line should say the result went on another line: %q", e.status.Text)
	}
	e.focusRow(0)
	d.enterAll("1 2 PASS")
	if e.rows[0].row.Entered != nil {
		t.Fatalf("a result for pairs that do not meet was saved")
	}
	if note := e.rows[0].note.Text; !strings.Contains(note, "do not meet") || !strings.Contains(note, "plays") {
		t.Errorf("the refusal should say whom the pairs play: %q", note)
	}
}

// The entry screen names its session.
func TestEntryScreenNamesTheSession(t *testing.T) {
	_, e, _ := openMitchell(t, 1024)
	if !strings.Contains(e.title.Text, "entry") || !e.title.Visible() {
		t.Errorf("the entry screen's title is %q, want the session's name", e.title.Text)
	}
}

// Escape leaves no message about the typing it put back.
func TestEscapeClearsTheStatusLine(t *testing.T) {
	d, e, _ := openMitchell(t, 1024)
	d.enterAll("7NTS+3")
	if !strings.Contains(e.status.Text, "not accepted") {
		t.Fatalf("the refusal: %q", e.status.Text)
	}
	d.press(fyne.KeyEscape)
	if strings.Contains(e.status.Text, "not accepted") || !strings.Contains(e.status.Text, "nothing saved") {
		t.Errorf("after Escape the status line says %q", e.status.Text)
	}
}

// A change made by another program on the same club file (another
// window, the command line) replaces what the line showed within a
// second: the field never keeps the old result beside the new score.
func TestAnotherProgramsCorrectionShows(t *testing.T) {
	defer func(p time.Duration) { club.PollEvery = p }(club.PollEvery)
	club.PollEvery = 20 * time.Millisecond
	d, e, _ := openMitchell(t, 1200)
	d.enterAll("4HW+2")
	d.press(fyne.KeyUp)
	other, err := club.Open(filepath.Join(filepath.Dir(d.w.desk.Path()), filepath.Base(d.w.desk.Path())))
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	s, err := other.Open(e.sess.ID())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Enter(1, e.rows[0].row, "4HW="); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(time.Second)
	for time.Now().Before(deadline) && (e.rows[0].row.Entered == nil || scoring.EntryText(*e.rows[0].row.Entered) != "4HW=") {
		d.settle()
		time.Sleep(10 * time.Millisecond)
	}
	if got := e.rows[0].result.Text; got != "4HW=" {
		t.Errorf("the line's field shows %q beside %q, want the other program's 4HW=", got, richString(e.rows[0].score))
	}
}

// The status line shows the whole of a question that takes two lines at
// 1024 px: its second line ("or Escape to keep it") was cut off under the
// window's edge, the line keeping the height of its first text.
func TestTheStatusLineShowsAllItSays(t *testing.T) {
	d, e, _ := openMitchell(t, 1024)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	rows, _ := e.sess.Rows(1)
	fromPhone(t, d, rows[0], "4SN=")
	e.focusRow(0)
	d.enterAll("4SN+1")
	if !strings.Contains(e.status.Text, "Escape to keep it") {
		t.Fatalf("no question on the status line: %q", e.status.Text)
	}
	d.settle()
	fits := func(when string) {
		t.Helper()
		if has, needs := e.status.Size().Height, e.status.MinSize().Height; has < needs-0.5 {
			t.Errorf("%s the status line is %v high and needs %v for %q", when, has, needs, e.status.Text)
		}
		if bottom := e.status.Position().Y + e.status.Size().Height; bottom > d.canvas().Size().Height+0.5 {
			t.Errorf("%s the status line ends at %v, below the window's %v", when, bottom, d.canvas().Size().Height)
		}
	}
	fits("at 1024 px")
	// Said on one line in a wide window, then the window made narrower.
	d.w.win.Resize(fyne.NewSize(1400, 768))
	d.settle()
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.settle()
	fits("made narrower,")
}
