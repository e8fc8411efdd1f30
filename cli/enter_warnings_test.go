package cli

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgescore/club"
)

// enter says on standard error what the window says under the line, in
// the service's words, and still saves the line and exits 0: the mirror
// slip (−600 where 3NT= by S stands) and a result far from double dummy.
func TestEnterWarnsAsTheWindowDoes(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := lastLine(stMust(t, "new", "--name", "Tuesday", "--movement", "mitchell", "--tables", "7", "--db", db))
	stMust(t, "hands", "--session", id, filepath.Join("..", "testdata", "dealing", "test.pbn"), "--db", db)
	enter := func(board, ns, ew, result string) (string, string) {
		t.Helper()
		code, out, errOut := stRun(t, "enter", "--session", id, "--board", board, "--ns", ns, "--ew", ew, "--db", db, "--", result)
		if code != 0 {
			t.Fatalf("enter %s %s v %s %s: exit %d, %s", board, ns, ew, result, code, errOut)
		}
		return out, errOut
	}
	if _, errOut := enter("3", "1", "1", "PASS"); errOut != "" {
		t.Errorf("a passed-out board warns of nothing: %q", errOut)
	}
	_, far := enter("2", "1", "1", "3NTS=")
	if !strings.Contains(far, "bridgescore enter: warning: 9 tricks by S in NT, double dummy") {
		t.Errorf("a result far from double dummy should be said: %q", far)
	}
	_, mirror := enter("2", "6", "4", "-600")
	if !strings.Contains(mirror, "bridgescore enter: warning: NS −600 is the mirror of NS +600 (3NT declared by S") {
		t.Errorf("the mirror slip should be said: %q", mirror)
	}
	// The words are the service's, as the window shows them under the
	// line.
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	s, err := club.OpenOne(db, n)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, c := range []struct{ ns, ew, said string }{{"1", "1", far}, {"6", "4", mirror}} {
		row, err := s.Line(2, c.ns, c.ew)
		if err != nil {
			t.Fatal(err)
		}
		want := s.Warnings(2, row)
		if len(want) == 0 {
			t.Fatalf("%s v %s: the service sees nothing to warn of", c.ns, c.ew)
		}
		for _, w := range want {
			if !strings.Contains(c.said, "warning: "+w+"\n") {
				t.Errorf("enter should say the service's %q: %q", w, c.said)
			}
		}
	}
}
