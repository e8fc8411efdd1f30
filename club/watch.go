package club

import (
	"time"

	"bridgescore/presence"
	"bridgescore/store"
)

// Watch tells f, within PollEvery, each time another program (another
// window, the command line, a table server of its own) has changed the
// club's file, so that a door showing the list of sessions follows it
// as an open session's feed does; f runs on a goroutine of the watch's
// own. stop ends the watch.
func (d *Desk) Watch(f func()) (stop func()) {
	quit, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		watchVersion(d.db, quit, f)
	}()
	var stopped bool
	return func() {
		if !stopped {
			stopped = true
			close(quit)
			<-done
		}
	}
}

// watchVersion calls changed, every PollEvery until quit is closed, when
// another program has changed the database: SQLite's data_version, one
// cheap read, moves for every other connection's change.
func watchVersion(db *store.DB, quit <-chan struct{}, changed func()) {
	last, err := db.DataVersion()
	t := time.NewTicker(PollEvery)
	defer t.Stop()
	for {
		select {
		case <-quit:
			return
		case <-t.C:
		}
		v, verr := db.DataVersion()
		if verr != nil || (err == nil && v == last) {
			continue
		}
		last, err = v, nil
		changed()
	}
}

// EnterWindow notes a window as holding the club's file open and gives,
// in words, the other windows that hold it now ("another window on this
// computer (since 19:32)"), with the function that removes the note
// when the window closes the file. A note that cannot be written is no
// refusal: the window opens all the same.
func (d *Desk) EnterWindow() (others []string, leave func()) {
	holders, leave, _ := presence.Enter(d.Path())
	return holderWords(holders), leave
}

// OtherWindows are, in words, the other windows holding the club's file
// open now.
func (d *Desk) OtherWindows() []string { return holderWords(presence.Others(d.Path())) }

func holderWords(hs []presence.Holder) []string {
	out := make([]string, len(hs))
	for i, h := range hs {
		out[i] = h.Words()
	}
	return out
}
