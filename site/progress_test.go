package site

import (
	"context"
	"path/filepath"
	"testing"

	"bridgescore/club"
	"bridgescore/fault"
)

// A build says how far it has come, session by session, to the end; a
// build stopped writes no more and says so, and the next one finishes the
// site.
func TestBuildSaysHowFarItHasComeAndStops(t *testing.T) {
	path, _ := testClub(t)
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer desk.Close()
	dir := filepath.Join(t.TempDir(), "www")
	ctx, stop := context.WithCancel(context.Background())
	steps := 0
	_, err = Build(desk, Options{Dir: dir, Context: ctx, Progress: func(done, total int) {
		steps++
		if done == 2 {
			stop()
		}
	}})
	if !fault.Is(err, fault.Busy) || steps != 2 {
		t.Fatalf("a build stopped after its second step: %v, %d steps told", err, steps)
	}
	var last, total, calls int
	r, err := Build(desk, Options{Dir: dir, Progress: func(done, all int) { last, total, calls = done, all, calls+1 }})
	if err != nil {
		t.Fatal(err)
	}
	if calls == 0 || last != total || total != 2*r.Sessions {
		t.Errorf("the build told %d steps, the last %d of %d, for %d sessions", calls, last, total, r.Sessions)
	}
}
