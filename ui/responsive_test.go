package ui

import (
	"bytes"
	"database/sql"
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

// Printing a 30-table results pack and importing a 30-table results file
// run off the window's goroutine, and the director goes on moving through
// the traveller meanwhile. Before, both ran on Fyne's main goroutine and
// the window froze for the whole job. Each job is held at its start until
// the test lets it go, so what is checked is where the work runs, not how
// quickly a busy machine gets through it.
func TestWindowAnswersWhilePrintingAndImporting(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
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

	w := d.w
	w.openSession(id)
	d.settle()
	e := w.entry
	if e == nil {
		t.Fatal("the session did not open")
	}
	permits := make(chan struct{})
	w.jobs.started = func() { <-permits }

	pdf := filepath.Join(dir, "congress.pdf")
	pack := []reports.Report{reports.Ranking, reports.Recap, reports.ScoreCards, reports.Travellers, reports.GuideCards}
	e.writeReport(pack, pdf)
	d.answersWhileHeld("printing")
	if _, err := os.Stat(pdf); err == nil {
		t.Fatal("the pack was written before its job was let go: printing ran on the window's goroutine")
	}
	permits <- struct{}{}
	d.settle()
	if w.shownError != nil {
		t.Fatalf("printing failed: %v", w.shownError)
	}
	if fi, err := os.Stat(pdf); err != nil || fi.Size() < 10000 {
		t.Fatalf("the pack was not printed: %v", err)
	}

	w.showStart()
	before := len(w.start.sessions)
	w.importFile(file)
	if len(w.start.sessions) != before {
		t.Fatal("the file was imported before its job was let go: importing ran on the window's goroutine")
	}
	// Meanwhile the director opens the session and moves about in it.
	w.openSession(id)
	d.answersWhileHeld("importing")
	permits <- struct{}{}
	d.settle()
	if w.shownError != nil {
		t.Fatalf("import failed: %v", w.shownError)
	}
	if len(w.start.sessions) != before+1 {
		t.Fatalf("%d sessions after the import, %d before", len(w.start.sessions), before)
	}
}

// answersWhileHeld checks, while a job is held at its start, that the
// window counts it as under way and that a key still moves the focus.
func (d *director) answersWhileHeld(doing string) {
	d.t.Helper()
	if !d.w.jobs.busy() {
		d.t.Fatalf("%s: no job under way: the work was done on the window's goroutine", doing)
	}
	before := d.canvas().Focused()
	if before == nil {
		d.t.Fatalf("%s: nothing has the focus", doing)
	}
	d.press(fyne.KeyDown)
	if d.canvas().Focused() == before {
		d.t.Errorf("%s: Down did not move the focus while the job was under way", doing)
	}
	d.press(fyne.KeyUp)
}

// Another program holding the club database locked: a result typed in the
// window is refused at once with the reason, and nothing is saved; the
// window does not freeze for the seconds a command would wait.
func TestLockedDatabaseSaysSoAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.OpenWaiting(path, club.WindowLockWait)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { desk.Close() })
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
	// A command waits store.LockWait for the other program; the window
	// must not (it waits club.WindowLockWait, a hundredth of that).
	if took >= store.LockWait {
		t.Errorf("Enter waited %v for the other program, as long as a command would", took)
	}
	if !e.enter(0, "4SN=") {
		t.Errorf("once the lock is gone the result should save: %q", e.status.Text)
	}
}
