package tableserver

import (
	"context"
	"net"
	"net/http"
	"os"
	"runtime/debug"
	"testing"
	"time"
)

// While the tables are served the collector runs at servingGC's pace, and
// the program's own pace is given back once the last of two overlapping
// servers stops, whichever stops first; a GOGC the user set is left alone.
func TestServingPaceGivenBack(t *testing.T) {
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set: the pace is the user's")
	}
	before := debug.SetGCPercent(123)
	defer debug.SetGCPercent(before)
	pace := func() int {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p
	}
	serve := func() (stop func()) {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() { done <- Serve(ctx, ln, http.NotFoundHandler(), time.Second) }()
		// Serving once it answers.
		for {
			resp, err := http.Get("http://" + ln.Addr().String() + "/")
			if err == nil {
				resp.Body.Close()
				break
			}
		}
		return func() {
			cancel()
			if err := <-done; err != nil {
				t.Error(err)
			}
		}
	}
	stopA := serve()
	if p := pace(); p != servingGC {
		t.Errorf("serving: the collector's pace is %d, want %d", p, servingGC)
	}
	stopB := serve()
	stopA()
	if p := pace(); p != servingGC {
		t.Errorf("one of two servers stopped: the pace is %d, want %d", p, servingGC)
	}
	stopB()
	if p := pace(); p != 123 {
		t.Errorf("both stopped: the pace is %d, want the program's 123", p)
	}
}
