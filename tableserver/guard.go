package tableserver

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// guard limits wrong codes and PINs, per address and across all, every
// wrong one counted, whoever sends it. One address is refused after
// WrongCodesPerMinute in a minute. Once WrongCodesPerMinuteAll have come
// in a minute from all addresses together (a script on a block of
// addresses), an address that has sent a wrong one this minute is
// refused for the rest of it, while an address that has sent none is
// still answered: a table arriving with its right code plays on, and a
// guesser gets at most one guess an address a minute. An address of
// IPv6 is counted by its /64 network, which one device may fill with
// addresses of its own.
type guard struct {
	mu   sync.Mutex
	each *limiter
	all  *limiter
	tell func(string)
	told time.Time
}

func newGuard(tell func(string)) *guard {
	return &guard{each: newLimiter(WrongCodesPerMinute, time.Minute), all: newLimiter(WrongCodesPerMinuteAll, time.Minute), tell: tell}
}

// refused says why a request from an address is not even looked at; ""
// when it is.
func (g *guard) refused(addr string, now time.Time) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	key := guessKey(addr)
	if g.each.over(key, now) {
		return "too many wrong codes from this address; wait a minute"
	}
	if len(g.each.recent(key, now)) > 0 && g.all.over("", now) {
		return "too many wrong codes are being sent on this network; wait a minute, and tell the director"
	}
	return ""
}

// wrong counts a wrong code or PIN, and tells the director once a minute
// while they come.
func (g *guard) wrong(addr string, now time.Time) {
	g.mu.Lock()
	g.each.add(guessKey(addr), now)
	g.all.add("", now)
	n := len(g.all.recent("", now))
	tell := g.tell != nil && n >= WrongCodesPerMinute/2 && now.Sub(g.told) >= time.Minute
	if tell {
		g.told = now
	}
	g.mu.Unlock()
	if tell {
		g.tell(fmt.Sprintf("%d wrong table codes or PINs in the last minute: someone may be guessing (the server is slowing them down)", n))
	}
}

// guessKey is what an address's wrong codes are counted under: an IPv4
// address itself, an IPv6 address's /64 network.
func guessKey(addr string) string {
	ip := net.ParseIP(addr)
	if ip == nil || ip.To4() != nil {
		return addr
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}

// count is how many wrong codes came in the last minute, and from how
// many addresses.
func (g *guard) count(now time.Time) (wrong, addresses int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for a := range g.each.seen {
		if n := len(g.each.recent(a, now)); n > 0 {
			wrong += n
			addresses++
		}
	}
	return wrong, addresses
}

// address is the request's remote address without its port.
func address(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// hostCheck knows the Host a request may name: the server's address, or
// another address of this machine or "localhost" with the same port; a
// name (DNS rebinding) never.
type hostCheck struct {
	port string
	ips  map[string]bool
}

func newHostCheck(addr string) (hostCheck, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return hostCheck{}, fmt.Errorf("the tables' address %q: expected ADDRESS:PORT", addr)
	}
	h := hostCheck{port: port, ips: map[string]bool{"localhost": true}}
	if ip := net.ParseIP(host); ip != nil {
		h.ips[ip.String()] = true
	}
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok {
				h.ips[n.IP.String()] = true
			}
		}
	}
	return h, nil
}

func (h hostCheck) ok(host string) bool {
	name, port, err := net.SplitHostPort(host)
	if err != nil {
		name, port = host, "80"
	}
	name = strings.Trim(name, "[]")
	if ip := net.ParseIP(name); ip != nil {
		name = ip.String()
	}
	return port == h.port && h.ips[strings.ToLower(name)]
}

// sameHost tells whether an Origin header names the host a request was
// sent to.
func sameHost(origin, host string) bool {
	u, err := url.Parse(origin)
	return err == nil && u.Host == host
}
