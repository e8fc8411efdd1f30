package tableserver

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/scoring"
)

// The crash test runs this package's test binary as a child that serves a
// session's tables; the parent's tables post their results to it as their
// pages do, and the parent kills it with SIGKILL at random moments, starts
// it again and checks that every result acknowledged is stored.
const crashChildEnv = "BRIDGESCORE_TABLES_CRASH_CHILD"

func TestMain(m *testing.M) {
	if spec := os.Getenv(crashChildEnv); spec != "" {
		os.Exit(crashChild(spec))
	}
	if os.Getenv(phonesChildEnv) != "" {
		os.Exit(phonesChild())
	}
	if spec := os.Getenv(hogChildEnv); spec != "" {
		os.Exit(hogChild(spec))
	}
	if spec := os.Getenv(liveChildEnv); spec != "" {
		os.Exit(liveChild(spec))
	}
	os.Exit(m.Run())
}

// crashChild serves the session "PATH ID ADDR" until it is killed, having
// said "up" once it listens.
func crashChild(spec string) int {
	f := strings.Fields(spec)
	id, _ := strconv.ParseInt(f[1], 10, 64)
	s, err := club.OpenOneWaiting(f[0], id, club.TablesLockWait)
	if err != nil {
		fmt.Println("child:", err)
		return 1
	}
	var ln net.Listener
	for range 100 { // the killed server's port is let go of by the kernel
		if ln, err = net.Listen("tcp", f[2]); err == nil {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil {
		fmt.Println("child:", err)
		return 1
	}
	srv, err := New(s, f[2], Options{})
	if err != nil {
		fmt.Println("child:", err)
		return 1
	}
	fmt.Println("up")
	Serve(context.Background(), ln, srv, time.Second)
	return 0
}

// crashServer is the child serving the tables, started again after each
// kill.
type crashServer struct {
	t    *testing.T
	spec string
	mu   sync.Mutex
	cmd  *exec.Cmd
	up   chan struct{} // closed once the current child listens
}

func (c *crashServer) start() {
	c.t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+c.spec)
	out, err := cmd.StdoutPipe()
	if err != nil {
		c.t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		c.t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "up\n" {
		cmd.Process.Kill()
		cmd.Wait()
		c.t.Fatalf("the server did not start: %q", line)
	}
	go io.Copy(io.Discard, out)
	c.mu.Lock()
	c.cmd = cmd
	close(c.up)
	c.mu.Unlock()
}

// kill stops the child at once, as a power cut or the task manager would.
func (c *crashServer) kill() {
	c.mu.Lock()
	cmd := c.cmd
	c.up = make(chan struct{})
	c.mu.Unlock()
	cmd.Process.Signal(syscall.SIGKILL)
	cmd.Wait()
}

// running is closed once a child listens.
func (c *crashServer) running() chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.up
}

// Every result a table's page is told is stored survives the server being
// killed (SIGKILL) five times while twelve tables post a whole session at
// once: each is on disk before its answer, and a result whose answer was
// lost with the server is sent again under its id and stored once.
func TestKilledServerLosesNoResult(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a server five times")
	}
	path, id := session(t, 12)
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	codes, err := s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	var works [][]post
	for _, c := range codes {
		works = append(works, tableWork(s, c))
	}
	expected := s.Expected()
	s.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	srv := &crashServer{t: t, spec: fmt.Sprintf("%s %d %s", path, id, addr), up: make(chan struct{})}
	srv.start()

	type ack struct {
		table, board int
		result       string
	}
	acks := make(chan ack, expected)
	var wg sync.WaitGroup
	for i, c := range codes {
		work := works[i]
		wg.Go(func() {
			client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
			for j, p := range work {
				res := fmt.Sprintf("%dNTS=", j%3+1)
				body := fmt.Sprintf(`{"id": "t%d-%d", "round": %d, "board": %d, "result": %q}`, c.Table, j, p.Round, p.Board, res)
				// Sent until the server answers it, as the page does.
				for {
					<-srv.running()
					resp, err := client.Post("http://"+addr+"/api/t/"+c.Code+"/result", "application/json", strings.NewReader(body))
					if err != nil {
						continue // the server was killed: send it again once it is back
					}
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode == http.StatusServiceUnavailable {
						continue
					}
					if resp.StatusCode != 200 {
						t.Errorf("table %d board %d: %s", c.Table, p.Board, resp.Status)
						return
					}
					acks <- ack{c.Table, p.Board, res}
					break
				}
			}
		})
	}
	// Kill the server five times, each after a random number of answers.
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 22))
	acked := map[[2]int]string{}
	for kill := range 5 {
		for range 20 + rng.IntN(expected/6-20) {
			a := <-acks
			acked[[2]int{a.table, a.board}] = a.result
		}
		srv.kill()
		// Everything acknowledged so far must be on disk now, with the
		// server dead.
		checkStored(t, path, id, acked, fmt.Sprintf("after kill %d", kill+1))
		srv.start()
	}
	go func() { wg.Wait(); close(acks) }()
	for a := range acks {
		acked[[2]int{a.table, a.board}] = a.result
	}
	srv.kill()
	if len(acked) != expected {
		t.Errorf("%d results acknowledged, want %d", len(acked), expected)
	}
	checkStored(t, path, id, acked, "at the end")
	// A result sent again after a kill is stored once.
	s, err = club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	h, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	entered := 0
	for _, c := range h {
		if strings.HasPrefix(c.Title, "entered") {
			entered++
		} else if strings.HasPrefix(c.Title, "changed") {
			t.Errorf("a result was stored twice: %s", c.What)
		}
	}
	if entered != expected {
		t.Errorf("%d entries in the history, want %d", entered, expected)
	}
}

// checkStored reads the club database as another program and checks that
// every result acknowledged is there as it was sent.
func checkStored(t *testing.T, path string, id int64, acked map[[2]int]string, when string) {
	t.Helper()
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	stored := map[[2]int]string{}
	for _, l := range s.ScoringSession().Lines {
		stored[[2]int{l.Table, l.Board}] = scoring.EntryText(l)
	}
	lost := 0
	for k, res := range acked {
		l, _ := scoring.ParseEntry(k[1], res)
		if stored[k] != scoring.EntryText(l) {
			lost++
			if lost <= 3 {
				t.Errorf("%s: table %d board %d was acknowledged as %s, stored %q", when, k[0], k[1], res, stored[k])
			}
		}
	}
	if lost > 0 {
		t.Errorf("%s: %d of %d acknowledged results lost", when, lost, len(acked))
		return
	}
	t.Logf("%s: %d acknowledged, %d stored, none lost", when, len(acked), len(stored))
}
