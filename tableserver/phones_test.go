package tableserver

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// The load benchmarks' phones run in a process of their own, as phones are
// devices of their own: they take the machine's processors from the
// server as any other program does, but the server's goroutines are not
// queued behind theirs, a hundred phones' each, as they would be in one
// program, which no room of phones does to the director's computer.
const phonesChildEnv = "BRIDGESCORE_TABLES_PHONES_CHILD"

// phoneWork is what one table's phone posts, and where.
type phoneWork struct {
	URL   string
	Table int
	// From is the loopback address the phone sends from (127.0.0.1 when
	// empty): each phone an address of its own, as on the club's Wi-Fi.
	From  string
	Posts []post
}

// phoneAddress is the loopback address the i-th phone sends from.
func phoneAddress(i int) string { return fmt.Sprintf("127.1.%d.%d", i/250, i%250+1) }

// phonesDone is what the phones tell: each post's time to its answer, what
// went wrong, and the processor time they took.
type phonesDone struct {
	Latencies []time.Duration
	Errors    []string
	CPU       time.Duration
}

// phonesChild runs the phones of the work on standard input, once told
// "go", and writes what they saw to standard output.
func phonesChild() int {
	in := bufio.NewReader(os.Stdin)
	var work []phoneWork
	line, err := in.ReadString('\n')
	if err == nil {
		err = json.Unmarshal([]byte(line), &work)
	}
	if err != nil {
		fmt.Println("phones:", err)
		return 1
	}
	fmt.Println("ready")
	if _, err := in.ReadString('\n'); err != nil {
		return 1
	}
	used := cpuUsed()
	var done phonesDone
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, w := range work {
		wg.Go(func() {
			d, err := postAll(w.URL, w.From, w.Table, w.Posts)
			mu.Lock()
			defer mu.Unlock()
			done.Latencies = append(done.Latencies, d...)
			if err != nil {
				done.Errors = append(done.Errors, err.Error())
			}
		})
	}
	wg.Wait()
	done.CPU = cpuUsed() - used
	if err := json.NewEncoder(os.Stdout).Encode(done); err != nil {
		return 1
	}
	return 0
}

// child is this test binary run again as a program of its own, told
// what to do by an environment variable: the phones, a hog, the room's
// page's clients. It talks on its standard input and output.
type child struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// startChild starts a child with env set to spec.
func startChild(env, spec string) (*child, error) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env+"="+spec)
	cmd.Stderr = os.Stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &child{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// phones is the phones' process, ready to post.
type phones struct{ *child }

// startPhones starts the phones' process with their work; they post once
// told to go.
func startPhones(work []phoneWork) (*phones, error) {
	c, err := startChild(phonesChildEnv, "1")
	if err != nil {
		return nil, err
	}
	spec, _ := json.Marshal(work)
	fmt.Fprintf(c.in, "%s\n", spec)
	if line, _ := c.out.ReadString('\n'); line != "ready\n" {
		c.cmd.Process.Kill()
		c.cmd.Wait()
		return nil, fmt.Errorf("the phones did not start: %q", line)
	}
	return &phones{c}, nil
}

// run tells the phones to go and waits for what they saw.
func (p *phones) run() (phonesDone, error) {
	var done phonesDone
	fmt.Fprintln(p.in, "go")
	p.in.Close()
	err := json.NewDecoder(p.out).Decode(&done)
	if werr := p.cmd.Wait(); err == nil {
		err = werr
	}
	return done, err
}

// postAll posts a table's results one after another, as its phone does,
// and gives the time each took to be acknowledged. Each phone keeps its
// own connection open between posts, as a browser does (the server keeps
// an idle one two minutes), rather than sharing the two a Go program keeps
// by default and dialling again for most posts.
func postAll(url, from string, table int, work []post) ([]time.Duration, error) {
	phone := &http.Transport{MaxIdleConnsPerHost: 1}
	if from != "" {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
		phone.DialContext = d.DialContext
	}
	defer phone.CloseIdleConnections()
	client := &http.Client{Transport: phone}
	var out []time.Duration
	for i, p := range work {
		body := fmt.Sprintf(`{"id": "t%d-%d", "round": %d, "board": %d, "result": "%dNTS="}`, table, i, p.Round, p.Board, i%3+1)
		start := time.Now()
		resp, err := client.Post(url, "application/json", strings.NewReader(body))
		if err != nil {
			return out, err
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			return out, fmt.Errorf("table %d board %d: %d", table, p.Board, resp.StatusCode)
		}
		out = append(out, time.Since(start))
	}
	return out, nil
}
