package ui

import (
	"bytes"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
	"bridgescore/store"
)

// uiBudget is the longest the window may keep its goroutine busy in one
// callback: beyond it a director sees the window freeze.
const uiBudget = 100 * time.Millisecond

// congress30 stores a 30-table Mitchell with every result in, and returns
// its id.
func congress30(t *testing.T, desk *club.Desk) int64 {
	t.Helper()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 30, Rounds: 9, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "Congress pairs", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, board := range s.Boards() {
		rows, _ := s.Rows(board)
		for i, r := range rows {
			if _, err := s.Enter(board, r, results[(board*3+i*5)%len(results)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	return id
}

// timedLoop plays Fyne's main loop while background work runs: it runs
// what the jobs hand back and, between them, the director's keys, timing
// each callback on the window's goroutine. It returns the longest.
func (d *director) timedLoop(keys func()) (longest time.Duration, callbacks int) {
	time1 := func(kind string, f func()) {
		start := time.Now()
		f()
		el := time.Since(start)
		if el > longest {
			longest = el
		}
		if el > uiBudget/2 {
			d.t.Logf("%s callback took %v", kind, el)
		}
		callbacks++
	}
	for d.w.jobs.busy() || len(d.queue) > 0 {
		select {
		case f := <-d.queue:
			time1("job", f)
		case <-time.After(10 * time.Millisecond):
			time1("key", keys)
		}
	}
	return longest, callbacks
}

// Printing a 30-table results pack and importing a 30-table results file
// run off the window's goroutine: no callback on it, the one that starts
// the work included, blocks for longer than uiBudget, and the director
// can go on moving through the traveller meanwhile. Before, both ran on
// Fyne's main goroutine and the window froze for the whole job.
//
// The machine running the tests may be busy with other work that takes
// the processor away for a moment; a genuinely blocking callback blocks
// every time, so the measurement is made up to three times and passes
// when one of them keeps within the budget throughout.
func TestWindowAnswersWhilePrintingAndImporting(t *testing.T) {
	db := openTestDB(t)
	desk := club.NewDesk(db)
	id := congress30(t, desk)
	d := newTestWindowOn(t, desk)

	// The same session as a results file, to import.
	rf, err := desk.ResultsFile(id)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := interchange.WriteUSEBIO(&buf, rf, nil); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "congress.xml")
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	for attempt := 1; attempt <= 3; attempt++ {
		printing, importing := d.printAndImport(id, filepath.Join(dir, fmt.Sprintf("congress-%d.pdf", attempt)), file)
		if printing <= uiBudget && importing <= uiBudget {
			return
		}
		t.Logf("attempt %d: the window's goroutine was held %v while printing, %v while importing (budget %v)", attempt, printing, importing, uiBudget)
	}
	t.Errorf("the window was blocked beyond %v in every attempt", uiBudget)
}

// printAndImport prints the pack of a session and imports a results file
// from the window, the director moving up and down the traveller
// meanwhile, and returns the longest the window's goroutine was held in
// each.
func (d *director) printAndImport(id int64, pdf, file string) (printing, importing time.Duration) {
	t, w := d.t, d.w
	w.openSession(id)
	e := w.entry
	if e == nil {
		t.Fatal("the session did not open")
	}
	down := true
	keys := func() {
		if down {
			d.press(fyne.KeyDown)
		} else {
			d.press(fyne.KeyUp)
		}
		down = !down
	}
	pack := []reports.Report{reports.Ranking, reports.Recap, reports.ScoreCards, reports.Travellers, reports.GuideCards}
	start := time.Now()
	e.writeReport(pack, pdf)
	started := time.Since(start)
	longest, n := d.timedLoop(keys)
	if w.shownError != nil {
		t.Fatalf("printing failed: %v", w.shownError)
	}
	if fi, err := os.Stat(pdf); err != nil || fi.Size() < 10000 {
		t.Fatalf("the pack was not printed: %v", err)
	}
	t.Logf("printing the 30-table pack: %v in all; starting it took %v on the window's goroutine, the longest of %d callbacks meanwhile %v", time.Since(start), started, n, longest)
	printing = max(started, longest)

	w.showStart()
	before := len(w.start.sessions)
	start = time.Now()
	w.importFile(file)
	started = time.Since(start)
	longest, n = d.timedLoop(keys)
	if w.shownError != nil {
		t.Fatalf("import failed: %v", w.shownError)
	}
	if len(w.start.sessions) != before+1 {
		t.Fatalf("%d sessions after the import, %d before", len(w.start.sessions), before)
	}
	t.Logf("importing the 30-table file: %v in all; starting it took %v, the longest of %d callbacks meanwhile %v", time.Since(start), started, n, longest)
	return printing, max(started, longest)
}

// Another program holding the club database locked: a result typed in the
// window is refused at once with the reason, and nothing is saved; the
// window does not freeze for the seconds a command would wait.
func TestLockedDatabaseSaysSoAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	db, err := store.OpenWaiting(path, club.WindowLockWait)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	desk := club.NewDesk(db)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "locked", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindowOn(t, desk)
	d.w.openSession(id)
	e := d.w.entry

	other, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	saved := e.enter(0, "4SN=")
	took := time.Since(start)
	if _, err := conn.ExecContext(t.Context(), "ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	if saved || !strings.Contains(e.status.Text+e.rows[0].note.Text, "in use by another program") {
		t.Errorf("a locked database: saved %v, status %q", saved, e.status.Text)
	}
	t.Logf("Enter against a locked database answered in %v", took)
	if took > time.Second {
		t.Errorf("Enter waited %v for the other program", took)
	}
	if !e.enter(0, "4SN=") {
		t.Errorf("once the lock is gone the result should save: %q", e.status.Text)
	}
}
