package tableserver

import (
	"maps"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// Limits on the connections the server holds open: a room of phones
// needs a few each (a browser opens up to six to a server), and a program
// holding thousands open — idle ones cost the server a file and some
// memory each — must not use up the files the tables' connections need.
var (
	// MaxConnsPerAddress is how many connections one address (an IPv6
	// address's /64 network) may hold open at once.
	MaxConnsPerAddress = 64
	// MaxConns is how many connections all addresses together may hold
	// open at once.
	MaxConns = 1024
)

// conns keeps the server's open connections by address, and which of
// them are idle (between requests, or opened a second ago and nothing
// sent yet): when
// a new connection would pass a limit, an idle connection of the address
// holding the most is closed to make room — a hog's own first — and when
// none is idle, the new one is closed at once. A connection busy with a
// request is never cut short.
type conns struct {
	mu     sync.Mutex
	byAddr map[string]map[net.Conn]*connState
	total  int
}

type connState struct {
	state http.ConnState
	since time.Time
}

func newConns() *conns { return &conns{byAddr: map[string]map[net.Conn]*connState{}} }

// admit makes room for a new connection, or says it has none.
func (cs *conns) admit(c net.Conn) bool {
	key := connKey(c)
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if len(cs.byAddr[key]) >= MaxConnsPerAddress && !cs.closeIdle(key) {
		return false
	}
	if cs.total >= MaxConns && !cs.closeIdleOfBiggest() {
		return false
	}
	if cs.byAddr[key] == nil {
		cs.byAddr[key] = map[net.Conn]*connState{}
	}
	cs.byAddr[key][c] = &connState{state: http.StateNew, since: time.Now()}
	cs.total++
	return true
}

// closeIdleOfBiggest closes the connection idle longest of the address
// holding the most connections that has one idle; false when none is.
// The owner locks.
func (cs *conns) closeIdleOfBiggest() bool {
	keys := slices.Collect(maps.Keys(cs.byAddr))
	slices.SortFunc(keys, func(a, b string) int { return len(cs.byAddr[b]) - len(cs.byAddr[a]) })
	for _, k := range keys {
		if cs.closeIdle(k) {
			return true
		}
	}
	return false
}

// quietFor is how long a new connection may send nothing before it
// counts as idle: the request of one just opened is on its way.
const quietFor = time.Second

// closeIdle closes an address's connection idle longest; false when it
// has none idle. The owner locks.
func (cs *conns) closeIdle(key string) bool {
	var oldest net.Conn
	var at time.Time
	now := time.Now()
	for c, s := range cs.byAddr[key] {
		idle := s.state == http.StateIdle || s.state == http.StateNew && now.Sub(s.since) >= quietFor
		if idle && (oldest == nil || s.since.Before(at)) {
			oldest, at = c, s.since
		}
	}
	if oldest == nil {
		return false
	}
	cs.forget(key, oldest)
	oldest.Close()
	return true
}

// forget stops counting a connection. The owner locks.
func (cs *conns) forget(key string, c net.Conn) {
	if m := cs.byAddr[key]; m != nil && m[c] != nil {
		delete(m, c)
		cs.total--
		if len(m) == 0 {
			delete(cs.byAddr, key)
		}
	}
}

// track follows a connection's state, as http.Server tells it.
func (cs *conns) track(c net.Conn, state http.ConnState) {
	key := connKey(c)
	cs.mu.Lock()
	defer cs.mu.Unlock()
	switch state {
	case http.StateClosed, http.StateHijacked:
		cs.forget(key, c)
		return
	}
	if s := cs.byAddr[key][c]; s != nil {
		s.state, s.since = state, time.Now()
	}
}

// closeFresh closes the connections that have sent nothing yet: nothing
// sent, nothing lost, when the server stops.
func (cs *conns) closeFresh() {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	for _, m := range cs.byAddr {
		for c, s := range m {
			if s.state == http.StateNew {
				c.Close()
			}
		}
	}
}

// connKey is what a connection is counted under: its address, as wrong
// codes are.
func connKey(c net.Conn) string {
	host, _, err := net.SplitHostPort(c.RemoteAddr().String())
	if err != nil {
		return c.RemoteAddr().String()
	}
	return guessKey(host)
}

// limitedListener accepts connections within the limits, closing at once
// those there is no room for.
type limitedListener struct {
	net.Listener
	conns *conns
}

func (l limitedListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if l.conns.admit(c) {
			return c, nil
		}
		c.Close()
	}
}
