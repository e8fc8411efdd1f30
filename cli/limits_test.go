package cli

import (
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
