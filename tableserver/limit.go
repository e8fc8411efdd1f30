package tableserver

import (
	"crypto/subtle"
	"sync"
	"time"
)

// limiter counts events per key (an address, a table) over a sliding
// window. It is not safe for concurrent use: its owner locks.
type limiter struct {
	max    int
	window time.Duration
	seen   map[string][]time.Time
}

func newLimiter(max int, window time.Duration) *limiter {
	return &limiter{max: max, window: window, seen: map[string][]time.Time{}}
}

// recent drops a key's events older than the window.
func (l *limiter) recent(key string, now time.Time) []time.Time {
	ts := l.seen[key]
	i := 0
	for i < len(ts) && now.Sub(ts[i]) >= l.window {
		i++
	}
	ts = ts[i:]
	if len(ts) == 0 {
		delete(l.seen, key)
		return nil
	}
	l.seen[key] = ts
	return ts
}

// over says whether a key has used up its events.
func (l *limiter) over(key string, now time.Time) bool {
	return len(l.recent(key, now)) >= l.max
}

// add counts an event.
func (l *limiter) add(key string, now time.Time) {
	l.seen[key] = append(l.recent(key, now), now)
	// Forget keys that have gone quiet, so the map stays small.
	if len(l.seen) > 1000 {
		for a := range l.seen {
			l.recent(a, now)
		}
	}
}

func equalConstantTime(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

// rate is a limiter that many requests may use at once.
type rate struct {
	mu sync.Mutex
	l  *limiter
}

// allow counts an event for a key and says whether it is within the
// limit.
func (r *rate) allow(key string, now time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.l.over(key, now) {
		return false
	}
	r.l.add(key, now)
	return true
}
