package tables

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"bridgescore/club"
)

// BenchmarkSession30Tables: thirty tables post a whole session's results
// at once, each a board at a time, round after round, over HTTP to a
// server on loopback. Reported: the time to a durable acknowledgement
// (p50, p99), the table page's weight and the server's heap under load.
func BenchmarkSession30Tables(b *testing.B) {
	const tables = 30
	var lat []time.Duration
	var peak uint64
	var pageBytes int
	for b.Loop() {
		b.StopTimer()
		path, id := session(b, tables)
		s, err := club.OpenOne(path, id)
		if err != nil {
			b.Fatal(err)
		}
		ts := httptest.NewUnstartedServer(nil)
		srv, err := New(s, ts.Listener.Addr().String(), Options{})
		if err != nil {
			b.Fatal(err)
		}
		ts.Config.Handler = srv
		ts.Start()
		codes, _ := s.TableCodes()
		m := s.Movement()
		type post struct{ round, board int }
		work := make([][]post, tables+1)
		for r := 1; r <= m.Rounds; r++ {
			for t := 1; t <= tables; t++ {
				for _, row := range s.RowsAt(club.Place{Round: r, Table: t}) {
					work[t] = append(work[t], post{r, row.Board})
				}
			}
		}
		resp, err := http.Get(ts.URL + "/t/" + codes[0].Code)
		if err != nil {
			b.Fatal(err)
		}
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		pageBytes = len(page)
		stop := make(chan struct{})
		var sampler sync.WaitGroup
		sampler.Go(func() {
			var ms runtime.MemStats
			for {
				runtime.ReadMemStats(&ms)
				peak = max(peak, ms.HeapInuse)
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond):
				}
			}
		})
		var mu sync.Mutex
		var wg sync.WaitGroup
		b.StartTimer()
		for t := 1; t <= tables; t++ {
			wg.Go(func() {
				client := &http.Client{}
				for i, p := range work[t] {
					body := fmt.Sprintf(`{"id": "t%d-%d", "round": %d, "board": %d, "result": "%dNTS="}`, t, i, p.round, p.board, i%3+1)
					start := time.Now()
					resp, err := client.Post(ts.URL+"/api/t/"+codes[t-1].Code+"/result", "application/json", strings.NewReader(body))
					if err != nil {
						b.Error(err)
						return
					}
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					d := time.Since(start)
					if resp.StatusCode != 200 {
						b.Errorf("table %d board %d: %d", t, p.board, resp.StatusCode)
						return
					}
					mu.Lock()
					lat = append(lat, d)
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		b.StopTimer()
		close(stop)
		sampler.Wait()
		if got, want := s.Entered(), s.Expected(); got != want {
			b.Errorf("%d lines stored, want %d", got, want)
		}
		ts.Close()
		s.Close()
		b.StartTimer()
	}
	slices.Sort(lat)
	at := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))].Microseconds()) / 1000 }
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
	b.ReportMetric(float64(len(lat))/float64(b.N), "posts/op")
	b.ReportMetric(float64(pageBytes), "page-bytes")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}
