package ui

import (
	"context"
	"sync"
	"time"

	"bridgescore/progress"
)

// watched runs long work that says how far it has come and can be
// stopped — a large import, a long report, the club's website — as
// background runs other work: the foot of the window says how far it has
// come ("Importing results.xml: 4.2 of 29.0 MB"), with a bar that fills,
// and its Stop button stops it; the window answers meanwhile. unit names
// the steps the work counts (progress.Bytes for a file's bytes).
func (w *Window) watched(doing, unit string, work func(ctx context.Context, m progress.Meter) func()) {
	ctx, cancel := context.WithCancel(context.Background())
	j := &job{doing: doing, frac: -1, stop: cancel}
	var mu sync.Mutex
	var last time.Time
	meter := func(done, total int) {
		mu.Lock()
		now := time.Now()
		if now.Sub(last) < 100*time.Millisecond && (total == 0 || done < total) {
			mu.Unlock()
			return
		}
		last = now
		mu.Unlock()
		words := progress.Words(doing, unit, done, total)
		frac := -1.0
		if total > 0 {
			frac = float64(done) / float64(total)
		}
		w.jobs.deliver(func() {
			j.words, j.frac = words, frac
			if j.shown {
				w.showWorking()
			}
		})
	}
	w.run(j, func() func() {
		defer cancel()
		return work(ctx, meter)
	})
}

// say puts a message where the director is looking: the status line of
// the screen on show.
func (w *Window) say(msg string) {
	switch {
	case w.entry != nil:
		w.entry.status.SetText(msg)
	case w.wizard != nil:
		w.wizard.message.SetText(msg)
	case w.start != nil:
		w.start.status.SetText(msg)
	}
}
