package cli

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// deskMitchell sets up a Mitchell of the given tables at the desk, as the
// window's wizard does, and returns the database and the session's id.
func deskMitchell(t *testing.T, tables int) (string, string) {
	t.Helper()
	db := filepath.Join(t.TempDir(), "club.db")
	d, err := club.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: tables, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := d.Create(club.NewSession{Name: "Tuesday", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	return db, strconv.FormatInt(id, 10)
}

// enter refuses two pairs the movement does not bring together on the
// board, in the window's words, and leaves the database as it was: before,
// 1NS v 3EW on board 1 of a 5-table Mitchell was stored, had no row in the
// window, and then blocked the real 1NS v 1EW line.
func TestEnterRefusesPairsThatDoNotMeet(t *testing.T) {
	db, id := deskMitchell(t, 5)
	before := stDump(t, db)
	for _, c := range []struct {
		ns, ew, want string
		status       int
	}{
		{"1", "3", "board 1: 1NS and 3EW do not meet on this board in the movement", exitInvalid},
		{"1NS", "3EW", "board 1: 1NS and 3EW do not meet on this board in the movement", exitInvalid},
		{"1EW", "1NS", "pair 1EW is an EW pair and cannot sit NS", exitInvalid},
		{"9", "1", "there is no pair 9 in this session", exitNotFound},
	} {
		code, _, errOut := stRun(t, "enter", "--session", id, "--db", db, "--board", "1", "--ns", c.ns, "--ew", c.ew, "4SN=")
		if code != c.status || !strings.Contains(errOut, c.want) {
			t.Errorf("enter %s v %s: exit %d, %q, want %q", c.ns, c.ew, code, errOut, c.want)
		}
	}
	if after := stDump(t, db); after != before {
		t.Errorf("a refused line changed the database")
	}
	out := stMust(t, "enter", "--session", id, "--db", db, "--board", "1", "--ns", "1", "--ew", "1", "4SN=")
	if !strings.Contains(out, "1NS v 1EW: 4SN= (NS +420) entered") {
		t.Errorf("1NS v 1EW on board 1: %q", out)
	}
}
