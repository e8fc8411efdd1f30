package tableserver

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The room's page under load: a program of its own whose clients ask for
// /live as fast as they are answered, each from an address of its own,
// as the attack did with eight.
const liveChildEnv = "BRIDGESCORE_TABLES_LIVE_CHILD"

// liveChild asks for the page at "URL CLIENTS" until told "stop" on
// standard input, and says how many answers of each status it had.
func liveChild(spec string) int {
	f := strings.Fields(spec)
	url := f[0]
	n, _ := strconv.Atoi(f[1])
	stop := make(chan struct{})
	var ok, limited, other atomic.Int64
	var wg sync.WaitGroup
	for i := range n {
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(fmt.Sprintf("127.0.2.%d", i+1))}}
		client := &http.Client{Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 1}}
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				resp, err := client.Get(url)
				if err != nil {
					other.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				switch resp.StatusCode {
				case http.StatusOK:
					ok.Add(1)
				case http.StatusTooManyRequests:
					limited.Add(1)
				default:
					other.Add(1)
				}
			}
		})
	}
	fmt.Println("ready")
	bufio.NewReader(os.Stdin).ReadString('\n')
	close(stop)
	wg.Wait()
	fmt.Printf("%d %d %d\n", ok.Load(), limited.Load(), other.Load())
	return 0
}

// liveLoad is the room's page's clients, asking.
type liveLoad struct {
	*child
	start time.Time
}

func startLiveLoad(b *testing.B, url string, clients int) *liveLoad {
	c, err := startChild(liveChildEnv, fmt.Sprintf("%s %d", url, clients))
	if err != nil {
		b.Fatal(err)
	}
	c.out.ReadString('\n') // ready
	return &liveLoad{c, time.Now()}
}

// stop ends the clients, and gives the answers a second of each status.
func (l *liveLoad) stop() (ok, limited, other float64) {
	fmt.Fprintln(l.in, "stop")
	line, _ := l.out.ReadString('\n')
	secs := time.Since(l.start).Seconds()
	l.cmd.Wait()
	var a, b, c int
	fmt.Sscanf(line, "%d %d %d", &a, &b, &c)
	return float64(a) / secs, float64(b) / secs, float64(c) / secs
}

// BenchmarkPostsBesideLive: twelve tables post a whole session while
// eight clients, each from an address of its own, ask for the room's page
// as fast as it is answered, and without them. Reported: the time to a
// stored result as a table's phone sees it (p50, p99), and the room's
// page's answers a second (served, refused for asking too often).
func BenchmarkPostsBesideLive(b *testing.B) {
	b.Run("alone", func(b *testing.B) { benchLive(b, 0) })
	b.Run("live", func(b *testing.B) { benchLive(b, 8) })
}

func benchLive(b *testing.B, clients int) {
	var lat []time.Duration
	var served, limited, failed float64
	for b.Loop() {
		b.StopTimer()
		path, id := session(b, 12)
		srv := serveBench(b, path, id)
		ph, err := startPhones(srv.work())
		if err != nil {
			b.Fatal(err)
		}
		var load *liveLoad
		if clients > 0 {
			load = startLiveLoad(b, "http://"+srv.addr+"/live", clients)
			time.Sleep(200 * time.Millisecond)
		}
		b.StartTimer()
		res, err := ph.run()
		b.StopTimer()
		if err != nil {
			b.Error(err)
		}
		for _, e := range res.Errors {
			b.Error(e)
		}
		lat = append(lat, res.Latencies...)
		if load != nil {
			o, l, f := load.stop()
			served, limited, failed = served+o, limited+l, failed+f
		}
		srv.close()
		b.StartTimer()
	}
	slices.Sort(lat)
	at := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))].Microseconds()) / 1000 }
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
	b.ReportMetric(served/float64(b.N), "live-served/s")
	b.ReportMetric(limited/float64(b.N), "live-refused/s")
	b.ReportMetric(failed/float64(b.N), "live-failed/s")
}
