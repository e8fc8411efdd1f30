package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A board, round or table beyond the session is refused and the database
// is unchanged: board 500 of a 28-board session, board 10⁹, table
// 99999999999, round 100000.
func TestEnterRefusesPlacesBeyondTheSession(t *testing.T) {
	_, db, _, _ := outSetup(t)
	base := []string{"enter", "--session", "1", "--db", db, "--ns", "1NS", "--ew", "1EW"}
	for _, c := range []struct {
		extra []string
		want  string
	}{
		{[]string{"--board", "500", "4SN="}, "board 500 is not in this session"},
		{[]string{"--board", "1000000000", "4SN="}, "not in this session"},
		{[]string{"--board", "1", "--table", "99999999999", "4SN="}, "table 99999999999"},
		{[]string{"--board", "1", "--round", "100000", "4SN="}, "round 100000"},
		{[]string{"--board", "2", "--ns", "3NS", "--ew", "4EW", "--round", "100000", "4SN="}, "round 100000"},
	} {
		before := stDump(t, db)
		code, _, errOut := stRun(t, append(append([]string{}, base...), c.extra...)...)
		if code == 0 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want a refusal saying %q", c.extra, code, errOut, c.want)
		}
		if after := stDump(t, db); after != before {
			t.Errorf("%v: the database changed: %s", c.extra, firstDiff(after, before))
		}
	}
	// The session can still be exported and read back.
	stMust(t, "export", "--session", "1", "--format", "usebio", "--db", db)
}

// A movement beyond the limits is refused in words, at once.
func TestMovementSizeLimits(t *testing.T) {
	for _, args := range [][]string{
		{"movement", "mitchell", "--tables", "7", "--boards-per-round", "1000000000"},
		{"movement", "howell", "--tables", "4", "--boards-per-round", "1000000000"},
		{"movement", "hesitation", "--tables", "7", "--boards-per-round", "1000000000"},
	} {
		code, _, errOut := stRun(t, args...)
		if code == 0 || !strings.Contains(errOut, "boards per round") {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
	mv := writeTemp(t, "m.txt", "round,table,ns,ew,set\n1,1,1,2,1\n2,1,1,2,2\n")
	code, _, errOut := stRun(t, "movement", "file", mv, "--boards-per-round", "100000000", "--format", "json")
	if code == 0 || !strings.Contains(errOut, "boards per round") {
		t.Errorf("movement file --boards-per-round 100000000: exit %d, %q", code, errOut)
	}
}

// A results file whose club or player name is beyond the limits is refused
// by score and report --from as import refuses it, before anything is
// printed: a 1 MB name would otherwise pad every ranking row and a 10 MB
// club name fill a 20 MB PDF.
func TestLongNamesInAFileAreRefused(t *testing.T) {
	src, err := os.ReadFile("../testdata/sessions/mitchell-7t/session.xml")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name, from, to, says string
	}{
		{"club", "Riverside Bridge Club", strings.Repeat("R", 1<<20), "the club's name is 1048576 characters long"},
		{"player", "<PLAYER_NAME>", "<PLAYER_NAME>" + strings.Repeat("é", 1<<20), "a player's name of pair"},
	} {
		if !bytes.Contains(src, []byte(c.from)) {
			t.Fatalf("the sample has no %q", c.from)
		}
		path := filepath.Join(dir, c.name+".xml")
		if err := os.WriteFile(path, bytes.Replace(src, []byte(c.from), []byte(c.to), 1), 0o644); err != nil {
			t.Fatal(err)
		}
		out := filepath.Join(dir, c.name+".pdf")
		for _, args := range [][]string{{"score", path}, {"report", "--from", path, "--out", out}} {
			code, stdout, stderr := stRun(t, args...)
			if code == 0 || !strings.Contains(stderr, c.says) || stdout != "" {
				t.Errorf("%v: exit %d, stdout %d bytes, stderr %.200q; want a refusal saying %q", args[:1], code, len(stdout), stderr, c.says)
			}
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: a report was written", c.name)
		}
	}
}
