package tables

import (
	"crypto/subtle"
	"time"
)

// limiter counts wrong guesses per address over a sliding window.
type limiter struct {
	max    int
	window time.Duration
	seen   map[string][]time.Time
}

func newLimiter(max int, window time.Duration) *limiter {
	return &limiter{max: max, window: window, seen: map[string][]time.Time{}}
}

// recent drops an address's guesses older than the window.
func (l *limiter) recent(addr string, now time.Time) []time.Time {
	ts := l.seen[addr]
	i := 0
	for i < len(ts) && now.Sub(ts[i]) >= l.window {
		i++
	}
	ts = ts[i:]
	if len(ts) == 0 {
		delete(l.seen, addr)
		return nil
	}
	l.seen[addr] = ts
	return ts
}

// over says whether an address has used up its wrong guesses.
func (l *limiter) over(addr string, now time.Time) bool {
	return len(l.recent(addr, now)) >= l.max
}

// add counts a wrong guess.
func (l *limiter) add(addr string, now time.Time) {
	l.seen[addr] = append(l.recent(addr, now), now)
	// Forget addresses that have gone quiet, so the map stays small.
	if len(l.seen) > 1000 {
		for a := range l.seen {
			l.recent(a, now)
		}
	}
}

func equalConstantTime(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}
