package tables

import (
	"bridgescore/club"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"time"
)

// DefaultPort is the port the server listens on when the director does
// not choose one.
const DefaultPort = 8080

// DefaultListen is where the server listens unless told otherwise: the
// machine's address on the local network (the club's Wi-Fi), so that the
// phones can reach it and the internet cannot; the loopback address when
// there is no local network.
func DefaultListen() string {
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		n, ok := a.(*net.IPNet)
		if ok && n.IP.To4() != nil && n.IP.IsPrivate() {
			return net.JoinHostPort(n.IP.String(), strconv.Itoa(DefaultPort))
		}
	}
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(DefaultPort))
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
// waits (up to grace) for those in flight to finish.
func Serve(ctx context.Context, ln net.Listener, h http.Handler, grace time.Duration) error {
	hs := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := hs.Shutdown(sctx)
	if serr := <-done; serr != nil && !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}
