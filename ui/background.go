package ui

import (
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// progressAfter is how long a job runs before the window shows that it is
// working: quicker jobs show nothing.
const progressAfter = 300 * time.Millisecond

// jobs runs the window's slow work — opening and checking the club
// database, imports, hand records, printing — off Fyne's main goroutine,
// so that the window keeps answering the keyboard, and hands each job's
// result back to the main goroutine.
type jobs struct {
	// deliver runs a function on the main goroutine: fyne.Do in the
	// program; tests deliver when they choose, as the main loop would.
	deliver func(func())

	// started, when set, is called on each job's own goroutine before its
	// work begins: tests hold the work there, to see that the window
	// answers meanwhile.
	started func()

	mu      sync.Mutex
	running int // jobs whose work has not finished
}

// busy says whether any job's work is still running.
func (j *jobs) busy() bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.running > 0
}

func (j *jobs) add(n int) {
	j.mu.Lock()
	j.running += n
	j.mu.Unlock()
}

// job is one piece of work under way.
type job struct {
	doing    string
	finished bool
	shown    bool
}

// background runs work on its own goroutine. work returns what to do with
// its result, which runs on the main goroutine. When work takes longer
// than a moment, the foot of the window says what is being done, with a
// moving bar, and the director goes on working meanwhile.
func (w *Window) background(doing string, work func() func()) {
	j := &job{doing: doing}
	w.jobs.add(1)
	timer := time.AfterFunc(progressAfter, func() {
		w.jobs.deliver(func() {
			if !j.finished && doing != "" {
				j.shown = true
				w.working = append(w.working, j)
				w.showWorking()
			}
		})
	})
	go func() {
		if w.jobs.started != nil {
			w.jobs.started()
		}
		done := work()
		timer.Stop()
		// The result is on its way before the job stops counting as busy.
		defer w.jobs.add(-1)
		w.jobs.deliver(func() {
			j.finished = true
			if j.shown {
				for i, o := range w.working {
					if o == j {
						w.working = append(w.working[:i], w.working[i+1:]...)
						break
					}
				}
				w.showWorking()
			}
			if done != nil {
				done()
			}
		})
	}()
}

// newWorkingBar is the foot of the window that says what is being done
// in the background.
func newWorkingBar() (*fyne.Container, *widget.Label) {
	label := widget.NewLabel("")
	bar := container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(200, 20), widget.NewProgressBarInfinite()), label)
	bar.Hide()
	return bar, label
}

// showWorking shows the jobs under way at the foot of the window, or
// hides the bar when there are none.
func (w *Window) showWorking() {
	if len(w.working) == 0 {
		w.workingBar.Hide()
		return
	}
	var doing []string
	for _, j := range w.working {
		doing = append(doing, j.doing+"…")
	}
	w.workingLabel.SetText(strings.Join(doing, "  "))
	w.workingBar.Show()
}
