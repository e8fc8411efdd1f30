package tableserver

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"bridgescore/club"
)

// dialFrom opens a connection to addr from a loopback address of its own
// (127.0.0.2, 127.0.0.3 …): every request still goes to 127.0.0.1, and
// the server tells the senders apart as it would phones.
func dialFrom(t testing.TB, from, addr string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 5 * time.Second}
	c, err := d.Dial("tcp", addr)
	if err != nil {
		t.Skipf("cannot send from %s on this machine: %v", from, err)
	}
	return c
}

// ask sends a request on a connection kept alive and reads its answer;
// the status, or 0 when the connection was closed.
func ask(c net.Conn, rd *bufio.Reader, addr, method, target, body string) int {
	c.SetDeadline(time.Now().Add(10 * time.Second))
	fmt.Fprintf(c, "%s %s HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", method, target, addr, len(body), body)
	resp, err := http.ReadResponse(rd, nil)
	if err != nil {
		return 0
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// stillOpen says whether the server has kept a connection open.
func stillOpen(c net.Conn) bool {
	c.SetReadDeadline(time.Now().Add(50 * time.Millisecond))
	_, err := c.Read(make([]byte, 1))
	var ne net.Error
	return errors.As(err, &ne) && ne.Timeout()
}

// One address holding many connections open cannot take the server's
// files from the tables: past MaxConnsPerAddress its idle connections
// are closed, oldest first, and past MaxConns in all the idle ones of
// the address holding most; a table's request is answered all the while,
// and a connection in the middle of a request is never cut.
func TestConnectionHog(t *testing.T) {
	perAddress, all := MaxConnsPerAddress, MaxConns
	MaxConnsPerAddress, MaxConns = 8, 20
	defer func() { MaxConnsPerAddress, MaxConns = perAddress, all }()
	path, id := session(t, 3)
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	srv, err := Start(s, "127.0.0.1:0", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	addr := srv.Addr()
	codes, _ := s.TableCodes()
	hold := func(from string, n int) []net.Conn {
		var cs []net.Conn
		for range n {
			c := dialFrom(t, from, addr)
			t.Cleanup(func() { c.Close() })
			if code := ask(c, bufio.NewReader(c), addr, "GET", "/favicon.ico", ""); code != http.StatusNotFound {
				t.Fatalf("the hog's request from %s: %d", from, code)
			}
			cs = append(cs, c)
		}
		return cs
	}
	open := func(cs []net.Conn) (n int) {
		for _, c := range cs {
			if stillOpen(c) {
				n++
			}
		}
		return n
	}
	table := func(from string, n int) {
		t.Helper()
		c := dialFrom(t, from, addr)
		defer c.Close()
		rd := bufio.NewReader(c)
		if code := ask(c, rd, addr, "GET", "/api/t/"+codes[0].Code, ""); code != 200 {
			t.Errorf("a table from %s during the hog: %d", from, code)
		}
		if code := ask(c, rd, addr, "POST", "/api/t/"+codes[0].Code+"/result", result(fmt.Sprint("hog", n), 1, n, "4SN=")); code != 200 {
			t.Errorf("a table's result from %s during the hog: %d", from, code)
		}
	}
	hog := hold("127.0.0.2", 100)
	if n := open(hog); n > MaxConnsPerAddress {
		t.Errorf("one address holds %d connections open, want at most %d", n, MaxConnsPerAddress)
	}
	if open(hog[len(hog)-MaxConnsPerAddress+1:]) != MaxConnsPerAddress-1 {
		t.Errorf("the hog's newest connections were closed, not its oldest")
	}
	table("127.0.0.3", 1)
	// Three addresses fill the server: the one holding most gives way.
	others := append(hold("127.0.0.4", 6), hold("127.0.0.5", 6)...)
	table("127.0.0.6", 2)
	if n, m := open(hog), open(others); n+m > MaxConns {
		t.Errorf("%d connections open in all, want at most %d", n+m, MaxConns)
	}
	// Connections whose requests are being answered (the body still on
	// its way) are not idle: none is cut, and a newcomer from their
	// address is turned away meanwhile.
	var busy []net.Conn
	for i := range MaxConnsPerAddress {
		c := dialFrom(t, "127.0.0.7", addr)
		defer c.Close()
		body := result(fmt.Sprint("busy", i), 1, 1, "4SN=")
		fmt.Fprintf(c, "POST /api/t/%s/result HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", codes[1].Code, addr, len(body), body[:1])
		busy = append(busy, c)
	}
	time.Sleep(200 * time.Millisecond)
	late := dialFrom(t, "127.0.0.7", addr)
	defer late.Close()
	if code := ask(late, bufio.NewReader(late), addr, "GET", "/live", ""); code != 0 {
		t.Errorf("a newcomer from an address whose connections are all busy: %d", code)
	}
	for i, c := range busy {
		body := result(fmt.Sprint("busy", i), 1, 1, "4SN=")
		c.Write([]byte(body[1:]))
		if resp, err := http.ReadResponse(bufio.NewReader(c), nil); err != nil {
			t.Errorf("busy connection %d cut: %v", i, err)
		} else {
			resp.Body.Close()
		}
	}
}
