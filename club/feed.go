package club

import (
	"errors"
	"sync"
	"time"

	"bridgescore/fault"
	"bridgescore/store"
)

// Update is one change to an open session, as it is told to the front
// doors that listen: the window shows it, the table server answers from
// it.
type Update struct {
	Kind UpdateKind
	// Section, Board, NS and EW name the line a change of a line touched.
	Section string
	Board   int
	NS, EW  string
	// Source names the table a result came from; "" for the director.
	Source string
	// By is the door that made the change, so that it need not show its
	// own change twice; nil for a change another program made, read back
	// from the database.
	By *OpenSession
}

// UpdateKind says what changed.
type UpdateKind string

// The kinds of change.
const (
	LineChanged   UpdateKind = "line"     // a result entered, corrected, adjusted or deleted
	NamesChanged  UpdateKind = "names"    // players' names
	MovementMoved UpdateKind = "late"     // a late pair, a pair leaving, the phantom moved
	RoundLocked   UpdateKind = "lock"     // a round locked or unlocked against the tables
	TableMovedOn  UpdateKind = "table"    // a table moved on to a later round
	HandsAttached UpdateKind = "hands"    // a hand record attached
	FieldChanged  UpdateKind = "field"    // how the sections are compared
	Stepped       UpdateKind = "undo"     // a change undone or redone
	Reloaded      UpdateKind = "reloaded" // another program changed the database
	Deleted       UpdateKind = "deleted"  // the session was deleted, here or by another program
)

// PollEvery is how often an open session that a door listens to asks the
// database whether another program has changed it: SQLite's data_version,
// one cheap read.
var PollEvery = 500 * time.Millisecond

// feed keeps the doors listening to one open session and, while any
// listens, watches the database for other programs' changes.
type feed struct {
	mu   sync.Mutex
	next int
	subs map[int]func(Update)
	quit chan struct{} // closed to stop the watch
	done chan struct{} // closed when the watch has stopped
}

// Subscribe tells f of every change to the session from now on, made
// through any door of this process or, within PollEvery, by another
// program; f is called on a goroutine of the change's own and must not
// block. stop ends it.
func (s *OpenSession) Subscribe(f func(Update)) (stop func()) {
	l := s.l
	fd := &l.feed
	fd.mu.Lock()
	defer fd.mu.Unlock()
	if fd.subs == nil {
		fd.subs = map[int]func(Update){}
	}
	id := fd.next
	fd.next++
	fd.subs[id] = f
	if fd.quit == nil {
		fd.quit, fd.done = make(chan struct{}), make(chan struct{})
		go l.watch(fd.quit, fd.done)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			fd.mu.Lock()
			delete(fd.subs, id)
			fd.mu.Unlock()
		})
	}
}

// publish tells every listener of a change.
func (l *live) publish(u Update) {
	l.feed.mu.Lock()
	subs := make([]func(Update), 0, len(l.feed.subs))
	for _, f := range l.feed.subs {
		subs = append(subs, f)
	}
	l.feed.mu.Unlock()
	for _, f := range subs {
		f(u)
	}
}

// stop ends the watch on the database, once the last door has closed the
// session.
func (fd *feed) stop() {
	fd.mu.Lock()
	quit, done := fd.quit, fd.done
	fd.quit, fd.done, fd.subs = nil, nil, nil
	fd.mu.Unlock()
	if quit != nil {
		close(quit)
		<-done
	}
}

// watch reads the session again whenever another program has changed the
// database, and tells the listeners.
func (l *live) watch(quit, done chan struct{}) {
	defer close(done)
	watchVersion(l.desk.db, quit, l.readAgain)
}

// readAgain reads the session again after another program changed the
// database, and tells the listeners: of the change, or that the session
// has been deleted (and, undeleted, of its return).
func (l *live) readAgain() {
	switch err := l.reload(); {
	case err == nil:
		l.gone.Store(false)
		l.publish(Update{Kind: Reloaded})
	case errors.Is(err, store.ErrNoSession):
		l.deleted()
	}
}

// deleted marks the session deleted, and tells the listeners once.
func (l *live) deleted() {
	if !l.gone.Swap(true) {
		l.publish(Update{Kind: Deleted})
	}
}

// notDeleted refuses what a door asks of a session that has been
// deleted: its pages are gone at once, not when the server restarts.
func (l *live) notDeleted() error {
	if l.gone.Load() {
		return fault.Errorf(fault.NotFound, "session %d was deleted (the director can bring it back)", l.id)
	}
	return nil
}

// change makes one change to the session: f checks it against the state
// as it stands, writes it to the database, and gives the state after it
// (nil when the state in memory is unchanged). One change at a time.
func (l *live) change(f func(st *state) (*state, error)) error {
	l.changing.Lock()
	defer l.changing.Unlock()
	cur := l.state()
	next, err := f(cur)
	if err != nil {
		return err
	}
	if next != nil {
		next.owned = false // published: never changed again
		next.version = cur.version + 1
		l.cur.Store(next)
	}
	return nil
}

// Version is a number that changes with every change to the session as
// this process holds it (its own, and those read from another program's):
// a door that shows what it works out from the session (the room's page)
// works it out again only when it has changed.
//
// Codes: NotFound (a session deleted).
func (s *OpenSession) Version() (uint64, error) {
	if err := s.l.notDeleted(); err != nil {
		return 0, err
	}
	return s.state().version, nil
}

// reload reads the session again from the database.
func (l *live) reload() error {
	return l.change(func(*state) (*state, error) { return loadState(l.desk.db, l.id) })
}

// changed makes a change and, when it is made, tells the listeners.
func (s *OpenSession) changed(u Update, f func(st *state) (*state, error)) error {
	if err := s.l.change(f); err != nil {
		return err
	}
	u.By = s
	s.l.publish(u)
	return nil
}
