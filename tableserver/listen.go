package tableserver

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"bridgescore/club"
)

// DefaultPort is the port the server listens on when the director does
// not choose one.
const DefaultPort = 8080

// Addresses lists this machine's addresses on its networks that phones
// could reach, best first: private IPv4 (the club's Wi-Fi) before other
// IPv4, then IPv6; loopback is never listed. Empty when the machine is on
// no network.
func Addresses() []string {
	addrs, _ := net.InterfaceAddrs()
	var private, other, v6 []string
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if !ok || n.IP.IsLoopback() || n.IP.IsUnspecified() || n.IP.IsMulticast() {
			continue
		}
		switch {
		case n.IP.To4() != nil && n.IP.IsPrivate():
			private = append(private, n.IP.String())
		case n.IP.To4() != nil && !n.IP.IsLinkLocalUnicast():
			other = append(other, n.IP.String())
		case n.IP.To4() == nil && !n.IP.IsLinkLocalUnicast():
			v6 = append(v6, n.IP.String())
		}
	}
	return append(append(private, other...), v6...)
}

// DefaultListen is where the server listens unless told otherwise: the
// machine's first address on the local network (the club's Wi-Fi), so
// that the phones can reach it; ok is false, and the address loopback,
// when the machine is on no network, so that the caller says so.
func DefaultListen() (addr string, ok bool) {
	if list := Addresses(); len(list) > 0 {
		return net.JoinHostPort(list[0], strconv.Itoa(DefaultPort)), true
	}
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(DefaultPort)), false
}

// NoNetwork says what to do when the machine has no address the phones
// can reach.
const NoNetwork = "this computer is on no network, so no phone can reach the tables' pages: join the club's Wi-Fi (or start the computer's or a phone's hotspot) and start the tables again"

// IsLoopback tells whether an address (ADDRESS:PORT) can be reached from
// this machine only.
func IsLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = addr
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// CheckListen refuses an address that would open the tables to the
// internet (a public address, or every address) unless public is set: the
// director must ask for that.
func CheckListen(addr string, public bool) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("listen address %q: expected ADDRESS:PORT, e.g. 192.168.1.20:8080", addr)
	}
	if p, err := strconv.Atoi(port); err != nil || p < 0 || p > 65535 {
		return fmt.Errorf("listen address %q: the port is a number from 1 to 65535 (0: any free port)", addr)
	}
	if host == "localhost" {
		return nil
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return fmt.Errorf("listen address %q: give the machine's IP address, not a name", addr)
	}
	if public {
		return nil
	}
	if ip.IsUnspecified() {
		return fmt.Errorf("listen address %q listens on every network, the internet too; give the local network's address, or add --public to mean it", addr)
	}
	if !ip.IsLoopback() && !ip.IsPrivate() && !ip.IsLinkLocalUnicast() {
		return fmt.Errorf("listen address %q is a public address; give the local network's address, or add --public to mean it", addr)
	}
	return nil
}

// URL is the address of a table's page for a server listening at addr.
func URL(addr, code string) string { return club.TableURL(addr, code) }

// Serve serves h on ln until ctx is done, then stops taking requests and
// waits (up to grace) for those in flight to finish. Connections that
// have sent nothing yet (a browser opens them ahead, in case) are closed
// at once: nothing sent, nothing lost. It holds at most
// MaxConnsPerAddress connections from an address and MaxConns in all,
// closing idle ones to make room (see conns).
//
// While it serves, the program's garbage is collected a quarter as often
// as Go's default (servingGC), unless GOGC says otherwise: every result
// makes a few dozen kilobytes of it (the session as it stands after each
// batch, the board scored for the answer), and collected at the default
// pace, with a heap of a few megabytes, the collector took a fifth of the
// server's processor time. The heap may then grow to five times what is
// live: some forty megabytes at a hundred tables, where it kept below
// twenty.
func Serve(ctx context.Context, ln net.Listener, h http.Handler, grace time.Duration) error {
	defer servingPace()()
	open := newConns()
	hs := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
		ConnState:         open.track,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(limitedListener{ln, open}) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	stopped := make(chan error, 1)
	go func() { stopped <- hs.Shutdown(sctx) }()
	open.closeFresh()
	err := <-stopped
	if serr := <-done; serr != nil && !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// servingGC is the collector's pace while the tables are served (GOGC):
// the heap grows to five times what is live before it is collected.
const servingGC = 400

// serving counts the servers serving, so that the pace the program had
// is given back when the last one stops, however they overlap.
var serving struct {
	sync.Mutex
	n      int
	before int
}

// servingPace sets the collector's pace for serving, unless GOGC says
// otherwise, and gives the function that sets it back.
func servingPace() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	serving.Lock()
	defer serving.Unlock()
	if serving.n == 0 {
		serving.before = debug.SetGCPercent(servingGC)
	}
	serving.n++
	return func() {
		serving.Lock()
		defer serving.Unlock()
		if serving.n--; serving.n == 0 {
			debug.SetGCPercent(serving.before)
		}
	}
}

// Running is a table server serving on its own goroutine.
type Running struct {
	addr string
	srv  *Server
	stop context.CancelFunc
	done chan error
}

// Start serves a session's tables at addr (ADDRESS:PORT; port 0 for any
// free one) until Stop.
func Start(s Session, addr string, opt Options) (*Running, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	srv, err := New(s, ln.Addr().String(), opt)
	if err != nil {
		ln.Close()
		return nil, err
	}
	ctx, stop := context.WithCancel(context.Background())
	r := &Running{addr: ln.Addr().String(), srv: srv, stop: stop, done: make(chan error, 1)}
	go func() { r.done <- Serve(ctx, ln, srv, 10*time.Second) }()
	return r, nil
}

// Addr is where the server listens (ADDRESS:PORT).
func (r *Running) Addr() string { return r.addr }

// Guesses says how many wrong codes and PINs came in the last minute, and
// from how many addresses.
func (r *Running) Guesses() (wrong, addresses int) { return r.srv.Guesses() }

// SetLive puts the room's page (/live) up or takes it down.
func (r *Running) SetLive(on bool) { r.srv.SetLive(on) }

// Stop stops the server once the requests in flight are answered; every
// result acknowledged is already stored.
func (r *Running) Stop() error {
	r.stop()
	return <-r.done
}
