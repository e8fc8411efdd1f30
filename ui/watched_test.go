package ui

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"bridgescore/interchange"
	"bridgescore/progress"
	"bridgescore/reports"
)

// deliverFor runs what the window's jobs hand back for a while, without
// waiting for them to finish.
func (d *director) deliverFor(dur time.Duration) {
	end := time.Now().Add(dur)
	for time.Now().Before(end) {
		select {
		case f := <-d.queue:
			f()
		case <-time.After(5 * time.Millisecond):
		}
	}
}

// Long work says at the foot of the window how far it has come, with a
// bar that fills, while the window answers.
func TestLongWorkSaysHowFarItHasCome(t *testing.T) {
	d, _, _ := openMitchell(t, 1200)
	step, stepped := make(chan int), make(chan struct{})
	d.w.watched("Analysing the hand record", "deals", func(ctx context.Context, m progress.Meter) func() {
		for i := range step {
			m(i, 36)
			stepped <- struct{}{}
		}
		return nil
	})
	d.deliverFor(progressAfter + 100*time.Millisecond)
	step <- 18
	<-stepped
	d.deliverFor(150 * time.Millisecond)
	foot := d.w.foot
	if !foot.Visible() || !strings.Contains(foot.label.Text, "Analysing the hand record: 18 of 36 deals") {
		t.Errorf("the foot of the window says %q (shown %v)", foot.label.Text, foot.Visible())
	}
	drawn := false
	visit(d.canvas().Content(), func(o fyne.CanvasObject) bool {
		drawn = drawn || o == foot.label
		return true
	})
	if !drawn {
		t.Error("the foot of the window is not among what the window draws")
	}
	if !foot.filling.Visible() || foot.filling.Value != 0.5 || !foot.stop.Visible() {
		t.Errorf("the bar: shown %v at %v, Stop shown %v", foot.filling.Visible(), foot.filling.Value, foot.stop.Visible())
	}
	d.shot("progress-bar")
	d.answersWhileHeld("analysing")
	close(step)
	d.settle()
	if foot.Visible() {
		t.Errorf("the foot still shows %q once the work is done", foot.label.Text)
	}
}

// Stop stops a long report (nothing written) and a large import (nothing
// imported), and says so.
func TestStopStopsLongWork(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	id := congress30(t, desk)
	d := newTestWindowOn(t, desk)
	w := d.w
	w.openSession(id)
	d.settle()
	e := w.entry
	permits := make(chan struct{})
	w.jobs.started = func() { <-permits }
	pdf := filepath.Join(t.TempDir(), "congress.pdf")
	e.writeReport([]reports.Report{reports.ScoreCards, reports.Travellers}, pdf)
	d.deliverFor(progressAfter + 100*time.Millisecond)
	if !w.foot.stop.Visible() {
		t.Fatal("no Stop for the printing")
	}
	test.Tap(w.foot.stop)
	permits <- struct{}{}
	d.settle()
	if _, err := os.Stat(pdf); err == nil {
		t.Error("the report stopped was written")
	}
	if !strings.Contains(e.status.Text, "was stopped") {
		t.Errorf("the status line says %q", e.status.Text)
	}

	rf, err := desk.ResultsFile(id)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := interchange.WriteUSEBIO(&buf, rf, nil); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "congress.xml")
	os.WriteFile(file, buf.Bytes(), 0o644)
	w.showStart()
	before := len(w.start.sessions)
	w.importFile(file)
	d.deliverFor(progressAfter + 100*time.Millisecond)
	test.Tap(w.foot.stop)
	permits <- struct{}{}
	d.settle()
	if w.start == nil || len(w.start.sessions) != before || !strings.Contains(w.start.status.Text, "stopped") {
		t.Errorf("the import stopped: %d sessions from %d, %q", len(w.start.sessions), before, w.start.status.Text)
	}
}
