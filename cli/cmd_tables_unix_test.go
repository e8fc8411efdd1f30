//go:build unix

package cli

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// serve runs until SIGTERM, finishes what is in flight, and exits 0 with
// every acknowledged result stored.
func TestServeUntilSignal(t *testing.T) {
	db, id := newTablesSession(t)
	var codes []tableCode
	json.Unmarshal([]byte(stMust(t, "table-codes", "--session", id, "--format", "json", "--db", db)), &codes)
	cmd, _ := Lookup("serve")
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	var errOut strings.Builder
	go func() {
		done <- cmd.Run([]string{"--session", id, "--db", db, "--listen", "127.0.0.1:0"}, pw, &errOut)
		pw.Close()
	}()
	rd := bufio.NewReader(pr)
	first, err := rd.ReadString('\n')
	if err != nil {
		t.Fatalf("serve said nothing: %v %s", err, errOut.String())
	}
	go io.Copy(io.Discard, rd)
	addr := regexp.MustCompile(`http://([0-9.:]+)/`).FindStringSubmatch(first)
	if addr == nil {
		t.Fatalf("no address in %q", first)
	}
	base := "http://" + addr[1]
	resp, err := http.Post(base+"/api/t/"+codes[0].Code+"/result", "application/json",
		strings.NewReader(`{"id": "c1", "round": 1, "board": 3, "result": "3NTS="}`))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("post: %v %v", resp, err)
	}
	resp.Body.Close()
	syscall.Kill(syscall.Getpid(), syscall.SIGTERM)
	select {
	case code := <-done:
		if code != 0 {
			t.Errorf("serve exit %d: %s", code, errOut.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not stop on SIGTERM")
	}
	if strings.Contains(errOut.String(), codes[0].Code) {
		t.Errorf("a table code was logged: %s", errOut.String())
	}
	if !strings.Contains(errOut.String(), "table 1, round 1, board 3") {
		t.Errorf("the entry was not logged: %s", errOut.String())
	}
	out := stMust(t, "history", "--session", id, "--db", db)
	if strings.Count(out, "from table 1, round 1") != 1 {
		t.Errorf("history:\n%s", out)
	}
}
