package tableserver

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"runtime/metrics"
	"slices"
	"sync"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// BenchmarkSession30Tables: thirty tables post a whole session's results
// at once, each a board at a time, round after round, over HTTP to a
// server on loopback, while one phone after another stalls mid-send. The
// phones are a process of their own (see phonesChildEnv), on the same
// processors. Reported: the time to a durable acknowledgement as a phone
// sees it (p50, p99), the processor time a post costs (server and phones,
// and the server alone), the results lost
// (acknowledged but not stored: must be 0), the table page's weight and
// the server's heap under load.
func BenchmarkSession30Tables(b *testing.B) { benchTables(b, 1, 30) }

// BenchmarkSession100Tables: a hundred tables, four sections of 25, post
// a whole session at once: every post is stored.
func BenchmarkSession100Tables(b *testing.B) { benchTables(b, 4, 25) }

// post is one result a table sends.
type post struct{ Round, Board int }

func benchTables(b *testing.B, sections, tables int) {
	var lat []time.Duration
	var peak uint64
	var pageBytes, lost int
	var serverCPU, phonesCPU time.Duration
	for b.Loop() {
		b.StopTimer()
		path, id := sectionsSession(b, sections, tables)
		srv := serveBench(b, path, id)
		s, addr, codes := srv.s, srv.addr, srv.codes
		pageBytes = pageSize(b, "http://"+addr+"/t/"+codes[0].Code)
		stop := make(chan struct{})
		var bg sync.WaitGroup
		bg.Go(func() { peak = max(peak, sampleHeap(stop)) })
		bg.Go(func() { stallPhones(addr, codes[0].Code, stop) })
		ph, err := startPhones(srv.work())
		if err != nil {
			b.Fatal(err)
		}
		used := cpuUsed()
		b.StartTimer()
		done, err := ph.run()
		b.StopTimer()
		serverCPU += cpuUsed() - used
		phonesCPU += done.CPU
		if err != nil {
			b.Error(err)
		}
		for _, e := range done.Errors {
			b.Error(e)
		}
		lat = append(lat, done.Latencies...)
		close(stop)
		bg.Wait()
		lost += s.Expected()*sections - entered(b, path, id)
		srv.close()
		b.StartTimer()
	}
	slices.Sort(lat)
	at := func(q float64) float64 { return float64(lat[int(q*float64(len(lat)-1))].Microseconds()) / 1000 }
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
	b.ReportMetric(float64(len(lat))/float64(b.N), "posts/op")
	perPost := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 / float64(max(len(lat), 1)) }
	b.ReportMetric(perPost(serverCPU+phonesCPU), "cpu-ms/post")
	b.ReportMetric(perPost(serverCPU), "server-cpu-ms/post")
	b.ReportMetric(float64(lost), "lost")
	b.ReportMetric(float64(pageBytes), "page-bytes")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
}

// benchServer is a session's tables served on loopback as the serve
// command serves them.
type benchServer struct {
	b      *testing.B
	s      *club.OpenSession
	addr   string
	codes  []club.TableCode
	stop   context.CancelFunc
	served chan error
}

func serveBench(b *testing.B, path string, id int64) *benchServer {
	s, err := club.OpenOneWaiting(path, id, club.TablesLockWait)
	if err != nil {
		b.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	srv, err := New(s, ln.Addr().String(), Options{})
	if err != nil {
		b.Fatal(err)
	}
	bs := &benchServer{b: b, s: s, addr: ln.Addr().String(), served: make(chan error, 1)}
	bs.codes, _ = s.TableCodes()
	ctx, stop := context.WithCancel(context.Background())
	bs.stop = stop
	go func() { bs.served <- Serve(ctx, ln, srv, time.Second) }()
	return bs
}

// work is what every table's phone posts: its boards, round after round,
// each phone from an address of its own.
func (bs *benchServer) work() []phoneWork {
	var work []phoneWork
	for i, c := range bs.codes {
		work = append(work, phoneWork{URL: "http://" + bs.addr + "/api/t/" + c.Code + "/result", Table: c.Table, From: phoneAddress(i), Posts: tableWork(bs.s, c)})
	}
	return work
}

// close stops the server and closes the session.
func (bs *benchServer) close() {
	bs.stop()
	if err := <-bs.served; err != nil {
		bs.b.Error(err)
	}
	bs.s.Close()
}

// sectionsSession sets up a session of Mitchells of the given size, one
// section or several.
func sectionsSession(b *testing.B, sections, tables int) (string, int64) {
	if sections == 1 {
		return session(b, tables)
	}
	path := filepath.Join(b.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer desk.Close()
	var ms []*movements.Movement
	for i := range sections {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables})
		if err != nil {
			b.Fatal(err)
		}
		m.Section = movements.SectionLetter(i)
		ms = append(ms, m)
	}
	id, err := desk.CreateSections(club.NewSession{Name: "Simultaneous", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil)
	if err != nil {
		b.Fatal(err)
	}
	return path, id
}

// tableWork is what a table posts: its boards, round after round.
func tableWork(s *club.OpenSession, c club.TableCode) []post {
	v, _ := s.Table(c.Section, c.Table, false)
	var out []post
	for _, r := range v.Rounds {
		for _, board := range r.Boards {
			out = append(out, post{r.Round, board})
		}
	}
	return out
}

// stallPhones keeps a phone stalled mid-send until stop: a connection
// that has sent its headers and one byte of its body, opened again each
// time the server cuts one off.
func stallPhones(addr, code string, stop chan struct{}) {
	for {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		fmt.Fprintf(c, "POST /api/t/%s/result HTTP/1.1\r\nHost: %s\r\nContent-Length: 80\r\n\r\n{", code, addr)
		cut := make(chan struct{})
		go func() { io.Copy(io.Discard, c); close(cut) }()
		select {
		case <-stop:
			c.Close()
			return
		case <-cut:
			c.Close()
		}
	}
}

// sampleHeap is the most heap in use until stop: the heap's spans in use,
// read without stopping the program (runtime.ReadMemStats stops every
// goroutine, phones and server, fifty times a second).
func sampleHeap(stop chan struct{}) uint64 {
	var peak uint64
	inUse := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/memory/classes/heap/unused:bytes"}}
	for {
		metrics.Read(inUse)
		peak = max(peak, inUse[0].Value.Uint64()+inUse[1].Value.Uint64())
		select {
		case <-stop:
			return peak
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// pageSize is the table page's weight.
func pageSize(b *testing.B, url string) int {
	resp, err := http.Get(url)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	page, _ := io.ReadAll(resp.Body)
	return len(page)
}

// entered counts the lines stored, read back by another program.
func entered(b *testing.B, path string, id int64) int {
	desk, err := club.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer desk.Close()
	s, err := desk.Open(id)
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	return len(s.ScoringSession().Lines)
}
