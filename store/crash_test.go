package store

import (
	"bufio"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"bridgescore/scoring"
)

// The crash test runs this package's test binary as a child that enters
// traveller lines one by one and says "ack N" after each PutLine returns;
// the parent kills it with SIGKILL at random moments and checks the file.
const (
	crashChildEnv = "BRIDGESCORE_STORE_CRASH_CHILD"
	crashPairs    = 20
	crashMaxLines = 100 * crashPairs
)

func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		os.Exit(crashChild(path))
	}
	code := m.Run()
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

// crashLine is the i-th line the child enters: every kind of line, so that
// a half-written one of any kind would show.
func crashLine(i int) scoring.Line {
	board := i/crashPairs + 1
	n := i%crashPairs + 1
	l := scoring.Line{Board: board, NS: fmt.Sprintf("%dNS", n), EW: fmt.Sprintf("%dEW", (n+board)%crashPairs+1), Round: board, Table: n}
	switch i % 4 {
	case 0, 1:
		l.Kind = scoring.Played
		l.Result = &scoring.Result{Contract: scoring.Contract{Level: i%7 + 1, Strain: scoring.Strain(i % 5), Doubled: scoring.Doubling(i % 3)}, Declarer: scoring.Seat("NESW"[i%4]), Tricks: i % 14}
		l.Score = (i%200 - 100) * 10
	case 2:
		l.Kind = scoring.Artificial
		l.NSPercent, l.EWPercent = 40+i%30, 60-i%20
	case 3:
		l.Kind = scoring.Weighted
		l.NSWeights = []scoring.WeightedScore{{Weight: big.NewRat(int64(i%9+1), 10), Score: 420}, {Weight: big.NewRat(int64(9-i%9), 10), Score: -50 * (i%5 + 1)}}
		l.EWWeights = []scoring.WeightedScore{{Weight: big.NewRat(1, 1), Score: i * 10}}
		l.Group = i%3 + 1
	}
	if i%3 == 0 {
		l.Lead = string("SHDC"[i%4]) + string("AKQJT98765432"[i%13])
	}
	return l
}

func crashChild(path string) int {
	start, _ := strconv.Atoi(os.Getenv(crashChildEnv + "_START"))
	end, err := strconv.Atoi(os.Getenv(crashChildEnv + "_END"))
	if err != nil {
		end = crashMaxLines
	}
	db, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer db.Close()
	for i := start; i < end; i++ {
		if err := db.PutLine(1, crashLine(i)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		// Unbuffered: the parent sees the acknowledgement at once.
		fmt.Fprintf(os.Stdout, "ack %d\n", i)
	}
	return 0
}

func TestCrashKeepsAcknowledgedLines(t *testing.T) {
	if testing.Short() {
		t.Skip("crash test skipped in -short mode")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "club.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ns := sampleSession()
	ns.Session.Pairs = mitchell(crashPairs)
	ns.Session.Lines = nil
	if id, err := db.CreateSession(ns); err != nil || id != 1 {
		t.Fatalf("session %d: %v", id, err)
	}
	db.Close()

	seed := time.Now().UnixNano()
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewSource(seed))
	acked := -1 // highest index acknowledged so far
	const kills = 30
	for k := 0; k < kills; k++ {
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path, crashChildEnv+"_START="+strconv.Itoa(acked+1))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		acks := make(chan int, crashMaxLines)
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
				if n, err := strconv.Atoi(strings.TrimPrefix(sc.Text(), "ack ")); err == nil {
					acks <- n
				}
			}
			close(acks)
		}()
		// Every other run is killed anywhere from during Open onwards; the
		// rest in the middle of entering, after the first acknowledgement.
		var first []int
		if k%2 == 1 {
			select {
			case n, ok := <-acks:
				if ok {
					first = append(first, n)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("child acknowledged nothing for 10 s")
			}
			time.Sleep(time.Duration(rng.Intn(30)) * time.Millisecond)
		} else {
			time.Sleep(time.Duration(rng.Intn(120)) * time.Millisecond)
		}
		cmd.Process.Signal(syscall.SIGKILL)
		for n := range acks {
			first = append(first, n)
		}
		for _, n := range first {
			if n != acked+1 {
				t.Fatalf("child acknowledged %d after %d", n, acked)
			}
			acked = n
		}
		err = cmd.Wait()
		// On a quick machine the child may enter every line before the
		// kill comes: that is checked like a kill, and ends the runs.
		finished := err == nil && acked == crashMaxLines-1
		if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !finished && (!ok || !ws.Signaled()) {
			t.Fatalf("child ended before it was killed: %v\n%s", err, stderr.String())
		}

		db, err := Open(path)
		if err != nil {
			t.Fatalf("kill %d: reopening: %v", k, err)
		}
		if err := db.Check(); err != nil {
			t.Fatalf("kill %d: %v", k, err)
		}
		if ok, err := db.IntegrityCheck(); ok != "ok" || err != nil {
			t.Fatalf("kill %d: integrity check %q %v", k, ok, err)
		}
		_, s, err := db.Session(1)
		if err != nil {
			t.Fatalf("kill %d: %v", k, err)
		}
		// Every acknowledged line is there, whole; at most one more (the
		// commit that was durable just before the acknowledgement).
		if len(s.Lines) < acked+1 || len(s.Lines) > acked+2 {
			t.Fatalf("kill %d: %d lines stored, %d acknowledged", k, len(s.Lines), acked+1)
		}
		for i, l := range s.Lines {
			if got, want := lineString(l), lineString(crashLine(i)); got != want {
				t.Fatalf("kill %d: line %d\n got %s\nwant %s", k, i, got, want)
			}
		}
		h, err := db.History(1)
		if err != nil {
			t.Fatal(err)
		}
		// The session's creation, then one entry per line.
		if len(h) != len(s.Lines)+1 {
			t.Fatalf("kill %d: %d audit entries for %d lines", k, len(h), len(s.Lines))
		}
		// A line committed but not acknowledged counts as entered.
		acked = len(s.Lines) - 1
		db.Close()
		if finished {
			break
		}
	}
	if acked < kills {
		t.Errorf("only %d lines entered over %d runs: the kills came too early to test much", acked+1, kills)
	}
	t.Logf("%d kills, %d lines entered", kills, acked+1)
	// Every backup left beside the database is whole.
	db, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	db.Warnings()
	backups, _ := db.Backups()
	db.Close()
	for _, b := range backups {
		bdb, err := Open(b)
		if err != nil {
			t.Errorf("backup %s: %v", b, err)
			continue
		}
		if ok, err := bdb.IntegrityCheck(); ok != "ok" || err != nil {
			t.Errorf("backup %s: integrity check %q %v", b, ok, err)
		}
		bdb.Close()
	}
}

// Two programs entering results into the same file at once: SQLite's
// locking and the busy timeout let both finish, and every line of both is
// stored whole.
func TestTwoProcessesShareTheFile(t *testing.T) {
	if testing.Short() {
		t.Skip("runs child processes")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "club.db")
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ns := sampleSession()
	ns.Session.Pairs = mitchell(crashPairs)
	ns.Session.Lines = nil
	if _, err := db.CreateSession(ns); err != nil {
		t.Fatal(err)
	}
	db.Close()
	const each = 60
	var cmds []*exec.Cmd
	var outs []*strings.Builder
	for p := 0; p < 2; p++ {
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path,
			crashChildEnv+"_START="+strconv.Itoa(p*each), crashChildEnv+"_END="+strconv.Itoa((p+1)*each))
		var out strings.Builder
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("program %d: %v\n%s", i+1, err, outs[i])
		}
	}
	db, err = Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, s, err := db.Session(1)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Lines) != 2*each {
		t.Fatalf("%d lines stored, want %d", len(s.Lines), 2*each)
	}
	got := map[string]bool{}
	for _, l := range s.Lines {
		got[lineString(l)] = true
	}
	for i := 0; i < 2*each; i++ {
		if !got[lineString(crashLine(i))] {
			t.Errorf("line %d missing or altered", i)
		}
	}
	if ok, err := db.IntegrityCheck(); ok != "ok" || err != nil {
		t.Errorf("integrity check %q %v", ok, err)
	}
}
