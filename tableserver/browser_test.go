package tableserver

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"bridgescore/club"
	"bridgescore/scoring"
)

// running is a table server on a fixed loopback address, which can be
// stopped and started again as the director's laptop might be.
type running struct {
	t    *testing.T
	path string
	id   int64
	addr string
	// lockWait is how long a change waits for another program's lock.
	lockWait time.Duration
	s        *club.OpenSession
	cancel   context.CancelFunc
	done     chan error
	// wrap, when set, stands between the phones and the server.
	wrap func(http.Handler) http.Handler
	// opt are the server's options (the director's serve flags).
	opt Options
}

func (r *running) start() {
	r.t.Helper()
	wait := r.lockWait
	if wait == 0 {
		wait = club.TablesLockWait
	}
	s, err := club.OpenOneWaiting(r.path, r.id, wait)
	if err != nil {
		r.t.Fatal(err)
	}
	var ln net.Listener
	for range 50 { // the port may take a moment to be free again
		if ln, err = net.Listen("tcp", r.addr); err == nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if err != nil {
		r.t.Fatal(err)
	}
	r.addr = ln.Addr().String()
	srv, err := New(s, r.addr, r.opt)
	if err != nil {
		r.t.Fatal(err)
	}
	var h http.Handler = srv
	if r.wrap != nil {
		h = r.wrap(srv)
	}
	ctx, cancel := context.WithCancel(context.Background())
	r.s, r.cancel, r.done = s, cancel, make(chan error, 1)
	// The requests in flight are answered however long a loaded machine
	// takes: the bound only stops a hang.
	go func() { r.done <- Serve(ctx, ln, h, time.Minute) }()
}

func (r *running) stop() {
	r.cancel()
	if err := <-r.done; err != nil {
		r.t.Errorf("server stopped with %v", err)
	}
	r.s.Close()
}

func screenshot(t *testing.T, ctx context.Context, name string) {
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	dir := filepath.Join("..", "artifacts", "tables")
	os.MkdirAll(dir, 0o755)
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Error(err)
	}
}

// TestBrowserEntersARound drives Debian's chromium at phone size through
// a round of eight boards on the keypad, with the server stopped in the
// middle of the round and started again: every result ends up stored
// once.
func TestBrowserEntersARound(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (scripts/install-deps.sh test, as make test runs it, installs it)")
	}
	path, id := session(t, 3)
	srv := &running{t: t, path: path, id: id, addr: "127.0.0.1:0"}
	srv.start()
	codes, err := srv.s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	url := URL(srv.addr, codes[0].Code)

	ctx := phone(t, chromium, url)
	screenshot(t, ctx, "1-round")
	rows := srv.s.RowsAt(club.Place{Round: 1, Table: 1})
	want := map[int]string{}
	strains := []string{"C", "D", "H", "S", "N"}
	seats := []string{"N", "E", "S", "W"}
	enter := func(i int) {
		t.Helper()
		b := rows[i].Board
		level, strain, decl, tricks := i%4+1, strains[i%5], seats[i%4], i%3-1
		if level == 4 && tricks == 1 {
			tricks = 0
		}
		text := fmt.Sprintf("%d%s%s%s", level, map[string]string{"N": "NT"}[strain]+strings.Trim(strain, "N"), decl, map[int]string{-1: "-1", 0: "=", 1: "+1"}[tricks])
		want[b] = text
		keyIn(t, ctx, i, level, strain, decl, tricks)
		if i == 0 {
			screenshot(t, ctx, "2-keypad")
		}
		send(t, ctx)
	}
	for i := range 4 {
		enter(i)
	}
	waitStored(t, srv, 4)
	srv.stop()
	for i := 4; i < 6; i++ {
		enter(i)
	}
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("net").textContent.includes("offline")`, patiently)); err != nil {
		t.Errorf("the page did not say it is offline: %v", err)
	}
	screenshot(t, ctx, "3-offline")
	srv.start()
	waitStored(t, srv, 6)
	for i := 6; i < len(rows)-1; i++ {
		enter(i)
	}
	waitStored(t, srv, len(rows)-1)

	// A second device at the table changes board one: the last result
	// sent stands, and this page is told when it next hears the server.
	first := rows[0].Board
	want[first] = "1NTS="
	resp, err := http.Post("http://"+srv.addr+"/api/t/"+codes[0].Code+"/result", "application/json",
		strings.NewReader(fmt.Sprintf(`{"id":"second-device","round":1,"board":%d,"result":"1NTS="}`, first)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var told string
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.dispatchEvent(new Event("online"))`),
		chromedp.Poll[chromedp.Void](`document.getElementById("msg").textContent.includes("changed on another device")`, patiently)); err != nil {
		t.Errorf("the page was not told of the other device's change: %v", err)
	}
	if told, err = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("msg").textContent`)); err == nil && !strings.Contains(told, "1NTS=") {
		t.Errorf("the page says %q, not the result now standing", told)
	}
	screenshot(t, ctx, "4-told")
	enter(len(rows) - 1)
	waitStored(t, srv, len(rows))
	if err := chromedp.Do(ctx, chromedp.WaitVisible(`#next .next`)); err != nil {
		t.Errorf("no word of the next round: %v", err)
	}

	// The round's words stay, whatever the page hears from the server,
	// until the players go on to the next; once the server has the table
	// on round 2, whose pairs have still to play round 1's boards, the
	// page shows those boards entered, without their results or hands.
	if err := chromedp.Do(ctx, chromedp.Evaluate[chromedp.Void](`window.dispatchEvent(new Event("online"))`),
		chromedp.Poll[chromedp.Void](`document.getElementById("boards").textContent.includes("entered ✓")`, patiently)); err != nil {
		t.Errorf("the page does not show round 1's boards as entered once the table is on round 2: %v", err)
	}
	if round, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("round").textContent`)); err != nil || round != "Round 1" {
		t.Errorf("once the server says the table is on round 2, the page shows %q (%v), not round 1's words", round, err)
	}
	if boards, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("boards").textContent`)); err != nil || strings.Contains(boards, "1NT") || strings.Contains(boards, "♠") {
		t.Errorf("round 1's boards on the page of a table on round 2: %q (%v)", boards, err)
	}
	if err := chromedp.Do(ctx, chromedp.WaitVisible(`#next .next`)); err != nil {
		t.Errorf("no word of the next round: %v", err)
	}
	screenshot(t, ctx, "5-round-done")
	// The same page on a tablet held upright.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(768, 1024)); err != nil {
		t.Fatal(err)
	}
	screenshot(t, ctx, "6-tablet")
	if err := chromedp.Do(ctx, chromedp.Click(`#next button`),
		chromedp.Poll[chromedp.Void](`document.getElementById("round").textContent === "Round 2"`, patiently)); err != nil {
		t.Errorf("the players cannot go on to round 2: %v", err)
	}
	srv.stop()

	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, r := range s.RowsAt(club.Place{Round: 1, Table: 1}) {
		if r.Entered == nil {
			t.Errorf("board %d: not stored", r.Board)
			continue
		}
		l, _ := scoring.ParseEntry(r.Board, want[r.Board])
		if got := scoring.EntryText(*r.Entered); got != scoring.EntryText(l) {
			t.Errorf("board %d: stored %s, entered %s", r.Board, got, want[r.Board])
		}
	}
	h, _ := s.History()
	entered, changed := 0, 0
	for _, c := range h {
		if strings.HasPrefix(c.Title, "entered") {
			entered++
		} else if strings.HasPrefix(c.Title, "changed") {
			changed++
		}
	}
	if changed != 1 {
		t.Errorf("%d changes, want the second device's one: a result was stored twice", changed)
	}
	if entered != len(rows) || s.Entered() != len(rows) {
		t.Errorf("%d entries, %d lines, want %d of each", entered, s.Entered(), len(rows))
	}
}

// keyIn taps the i-th board of the round and keys a result in: level,
// strain, declarer and tricks against the contract.
func keyIn(t *testing.T, ctx context.Context, i, level int, strain, decl string, tricks int) {
	t.Helper()
	// The list is drawn again when an answer comes, so the board's
	// button is found and tapped in one step.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`document.querySelectorAll("#boards button")[%d].click(); true`, i))); err != nil {
		t.Fatalf("board %d: %v", i, err)
	}
	acts := []chromedp.Action[chromedp.Void]{
		chromedp.WaitVisible(`#entry`),
		chromedp.Click(fmt.Sprintf(`#level button[data-v="%d"]`, level)),
		chromedp.Click(fmt.Sprintf(`#strain button[data-v="%s"]`, strain)),
		chromedp.Click(fmt.Sprintf(`#decl button[data-v="%s"]`, decl)),
		chromedp.Click(fmt.Sprintf(`#tricks button[data-v="%d"]`, tricks)),
	}
	if err := chromedp.Do(ctx, acts...); err != nil {
		t.Fatalf("board %d: %v", i, err)
	}
}

// send sends the result keyed in and waits for the round's list.
func send(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Click(`#send`), chromedp.WaitVisible(`#list`)); err != nil {
		t.Fatal(err)
	}
}

// phone opens a page in Debian's chromium, headless, at a phone's size,
// and waits until it shows the round's boards.
func phone(t *testing.T, chromium, url string) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true), chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(360, 740),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(cancelTab)
	// A bound on the whole test, far beyond what it needs on a loaded
	// machine: every step waits on what the page shows or the server
	// stores, never on a fixed time.
	ctx, cancelTime := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(cancelTime)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 740), chromedp.Navigate(url),
		chromedp.WaitVisible(`#boards button`)); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// waitStored waits until the server has stored n results (it keeps a
// result in its session once it is on disk), told of each as it is.
func waitStored(t *testing.T, r *running, n int) {
	t.Helper()
	stored := make(chan struct{}, 1)
	stop := r.s.Subscribe(func(club.Update) {
		select {
		case stored <- struct{}{}:
		default:
		}
	})
	defer stop()
	// A bound far beyond what the test needs, so that a page that never
	// sends fails rather than hangs.
	bound := time.NewTimer(3 * time.Minute)
	defer bound.Stop()
	for r.s.Entered() < n {
		select {
		case <-stored:
		case <-bound.C:
			t.Fatalf("%d results stored after 3 minutes, want %d", r.s.Entered(), n)
		}
	}
}

// patiently polls the page until it shows what is awaited: the test's own
// bound (phone) is the only limit.
var patiently = chromedp.WithPollingTimeout(0)

// A result sent while another program holds the club database is kept by
// the page, which says it is waiting and sends it again by itself until
// it is stored; so is one the server cut off as arriving too slowly (408).
// The round's end shows where each pair goes next, in the guide cards'
// words.
func TestBrowserKeepsAResultWhileBusy(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (scripts/install-deps.sh test, as make test runs it, installs it)")
	}
	path, id := session(t, 3)
	var cut atomic.Int32
	srv := &running{t: t, path: path, id: id, addr: "127.0.0.1:0", lockWait: 100 * time.Millisecond,
		wrap: func(h http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				// The phone's connection stalled mid-send: the server
				// answers as readBody does after ReadBodyWithin.
				if r.Method == "POST" && cut.Add(-1) >= 0 {
					refuse(w, http.StatusRequestTimeout, "the request did not arrive whole; send it again")
					return
				}
				h.ServeHTTP(w, r)
			})
		}}
	srv.start()
	defer srv.stop()
	codes, err := srv.s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	ctx := phone(t, chromium, URL(srv.addr, codes[0].Code))
	release := holdLock(t, path)
	keyIn(t, ctx, 0, 3, "N", "S", 0)
	send(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("net").textContent.includes("waiting")`, patiently)); err != nil {
		t.Fatalf("the page did not say it is waiting: %v", err)
	}
	screenshot(t, ctx, "7-waiting")
	queued, err := chromedp.Run(ctx, chromedp.Evaluate[int](`queue().length`))
	if err != nil || queued != 1 {
		t.Fatalf("the page keeps %d results (%v), want 1", queued, err)
	}
	if n := srv.s.Entered(); n != 0 {
		t.Fatalf("%d results stored while the database was held", n)
	}
	release()
	waitStored(t, srv, 1)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`queue().length === 0`, patiently)); err != nil {
		t.Errorf("the page still keeps the result once stored: %v", err)
	}
	// A result cut off on its way, time and again, is kept and sent again
	// too. (A browser sends a request again by itself once when a
	// connection it reused answers 408; the page sees the next.)
	cut.Store(3)
	keyIn(t, ctx, 1, 2, "S", "N", 0)
	send(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](`queue().length === 0`, patiently)); err != nil {
		t.Fatalf("the page still keeps the result: %v", err)
	}
	if n := srv.s.Entered(); n != 2 || cut.Load() >= 0 {
		t.Fatalf("the page let go of a result cut off on its way: %d results stored, want 2", n)
	}
	// The rest of the round, and the words for the next.
	m := srv.s.Movement()
	for i := 2; i < m.BoardsPerRound; i++ {
		keyIn(t, ctx, i, 2, "S", "N", 0)
		send(t, ctx)
	}
	waitStored(t, srv, m.BoardsPerRound)
	n, _ := m.NextRound(1, 1)
	if err := chromedp.Do(ctx, chromedp.Poll[chromedp.Void](fmt.Sprintf(`(document.querySelector("#next .next")||{}).textContent?.includes(%q)`, n.Words()), patiently)); err != nil {
		t.Errorf("the round's end does not say %q: %v", n.Words(), err)
	}
	screenshot(t, ctx, "8-next-round")
}
