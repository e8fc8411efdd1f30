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
	// words say how far a watched job has come ("" until it says), and
	// frac the part of it done, -1 when its end is not known; stop stops
	// it, nil for a job that cannot be stopped.
	words string
	frac  float64
	stop  func()
}

// background runs work on its own goroutine. work returns what to do with
// its result, which runs on the main goroutine. When work takes longer
// than a moment, the foot of the window says what is being done, with a
// moving bar, and the director goes on working meanwhile.
func (w *Window) background(doing string, work func() func()) {
	w.run(&job{doing: doing, frac: -1}, work)
}

// run runs a job's work, as background says.
func (w *Window) run(j *job, work func() func()) {
	doing := j.doing
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

// workingBar is the foot of the window that says what is being done in
// the background: what, how far it has come (a bar that moves, or fills
// when the end is known), and a button that stops work that can stop.
type workingBar struct {
	*fyne.Container
	label    *widget.Label
	moving   *widget.ProgressBarInfinite
	filling  *widget.ProgressBar
	stop     *widget.Button
	stopping func()
}

func newWorkingBar() *workingBar {
	b := &workingBar{label: widget.NewLabel(""), moving: widget.NewProgressBarInfinite(), filling: widget.NewProgressBar()}
	b.stop = widget.NewButton("Stop", func() {
		if b.stopping != nil {
			b.stopping()
		}
	})
	b.filling.Hide()
	b.stop.Hide()
	bars := container.NewGridWrap(fyne.NewSize(200, 20), container.NewStack(b.moving, b.filling))
	b.Container = container.NewBorder(nil, nil, nil, container.NewHBox(bars, b.stop), b.label)
	b.Hide()
	return b
}

// showWorking shows the jobs under way at the foot of the window, or
// hides the bar when there are none: the first job that says how far it
// has come is the one the bar and Stop are for.
func (w *Window) showWorking() {
	b := w.foot
	if len(w.working) == 0 {
		b.Hide()
		b.moving.Stop()
		return
	}
	var doing []string
	var watched *job
	for _, j := range w.working {
		text := j.doing + "…"
		if j.words != "" {
			text = j.words
		}
		doing = append(doing, text)
		if watched == nil && (j.stop != nil || j.frac >= 0) {
			watched = j
		}
	}
	b.label.SetText(strings.Join(doing, "  "))
	if watched != nil && watched.frac >= 0 {
		b.moving.Stop()
		b.moving.Hide()
		b.filling.SetValue(watched.frac)
		b.filling.Show()
	} else {
		b.filling.Hide()
		b.moving.Show()
		b.moving.Start()
	}
	if watched != nil && watched.stop != nil {
		b.stopping = watched.stop
		b.stop.Show()
	} else {
		b.stopping = nil
		b.stop.Hide()
	}
	b.Show()
}
