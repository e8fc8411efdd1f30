package ui

// The window follows the club's file: the list of sessions shows what
// another window, the table server or the command line has changed
// within a second (an open session's own feed shows its changes), and a
// window that is not the only one open on the file says so.

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// othersEvery is how often the window looks again for other windows on
// its file: opening a file changes nothing in it, so the file's own
// changes do not tell.
var othersEvery = 2 * time.Second

// followDesk starts following a club's file the window has just put
// behind it, and says which other windows hold it open.
func (w *Window) followDesk(d *club.Desk) {
	w.unfollowDesk()
	others, leave := d.EnterWindow()
	stopWatch := d.Watch(func() { w.jobs.deliver(func() { w.deskChanged(d) }) })
	quit := make(chan struct{})
	go func() {
		t := time.NewTicker(othersEvery)
		defer t.Stop()
		last := others
		for {
			select {
			case <-quit:
				return
			case <-t.C:
			}
			if now := d.OtherWindows(); !slices.Equal(now, last) {
				last = now
				w.jobs.deliver(func() {
					if w.desk == d {
						w.showOthers(now)
					}
				})
			}
		}
	}()
	w.unfollow = func() {
		close(quit)
		stopWatch()
		leave()
	}
	w.showOthers(others)
}

// unfollowDesk stops following the club's file, as the window closes it.
func (w *Window) unfollowDesk() {
	if w.unfollow != nil {
		w.unfollow()
		w.unfollow = nil
	}
}

// deskChanged shows what another program has changed in the club's file:
// the list of sessions, when it is on screen, is read again.
func (w *Window) deskChanged(d *club.Desk) {
	if w.desk != d {
		return // another file has been opened since
	}
	w.showOthers(d.OtherWindows())
	if w.start != nil && w.entry == nil && w.wizard == nil {
		w.start.follow()
	}
}

// showOthers says, at the top of the window, which other windows hold the
// club's file open; nothing when none does.
func (w *Window) showOthers(others []string) {
	if len(others) == 0 {
		w.others.Hide()
		return
	}
	w.others.SetText(fmt.Sprintf("⚠ This club's file is also open in %s. Results saved in either window go into the same file, and each window shows the other's changes within a second.", strings.Join(others, " and in ")))
	w.others.Show()
}

// newOthersLabel is the notice of other windows, hidden until there are.
func newOthersLabel() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	l.Hide()
	return l
}

// follow reads the list of sessions again after another program changed
// the club's file, keeping the session chosen chosen.
func (s *startScreen) follow() {
	list, err := s.w.desk.Sessions()
	if err != nil {
		return
	}
	chosen, ok := s.selected()
	before := len(s.sessions)
	s.sessions = list
	s.current = min(s.current, len(list)-1)
	if ok {
		for i, si := range list {
			if si.ID == chosen.ID {
				s.current = i
			}
		}
	}
	if s.current < 0 && len(list) > 0 {
		s.current = 0
	}
	s.list.Refresh()
	if s.current >= 0 {
		s.list.choose(s.current)
	}
	if len(list) != before {
		s.status.SetText(fmt.Sprintf("%d %s, changed from elsewhere (another window or the command line). Arrows to choose, Enter to open.", len(list), plural(len(list), "session", "sessions")))
	}
}
