package ui

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"bridgescore/cli"
	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
	"bridgescore/tableserver"
)

// The results of table 1's first round, and a correction of board 2: the
// same scenario played through each front door.
var doorResults = []struct {
	board  int
	result string
}{{1, "4SN+1"}, {2, "3NTS="}, {3, "PASS"}, {2, "3NTS+1"}}

// doorSession sets up the same 5-table Mitchell in a fresh club database.
func doorSession(t *testing.T) (string, int64) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer desk.Close()
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 5, BoardsPerRound: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "doors", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		t.Fatal(err)
	}
	// The director has typed the later rounds' travellers already, so
	// that table 1's boards have results to be compared with.
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, p := range s.Places() {
		for i, row := range s.RowsAt(p) {
			if p.Round > 1 {
				if _, err := s.Enter(row.Board, row, []string{"3NTS=", "4SN=", "2HE+1"}[(p.Table+i)%3]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	return path, id
}

// doorOutcome is what a scenario leaves in the database: every line and
// the standings, as the command line prints them.
func doorOutcome(t *testing.T, path string, id int64) string {
	t.Helper()
	s, err := club.OpenOne(path, id)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, l := range s.ScoringSession().Lines {
		fmt.Fprintf(&b, "%s %d %s v %s: %s\n", l.Section, l.Board, l.NS, l.EW, scoring.EntryText(l))
	}
	s.Close()
	standings, _ := cli.Lookup("standings")
	var out, errb bytes.Buffer
	if code := standings.Run([]string{"--session", fmt.Sprint(id), "--db", path, "--format", "json"}, &out, &errb); code != 0 {
		t.Fatalf("standings: %d %s", code, errb.String())
	}
	return b.String() + out.String()
}

// One scenario played through the command line, through the tables' HTTP
// and through the window ends in the same database.
func TestThreeDoorsOneDatabase(t *testing.T) {
	byCommand := func() string {
		path, id := doorSession(t)
		enter, _ := cli.Lookup("enter")
		for _, r := range doorResults {
			var out, errb bytes.Buffer
			args := []string{"--session", fmt.Sprint(id), "--db", path, "--board", fmt.Sprint(r.board), "--ns", "1NS", "--ew", "1EW", r.result}
			if code := enter.Run(args, &out, &errb); code != 0 {
				t.Fatalf("enter %v: %d %s", args, code, errb.String())
			}
		}
		return doorOutcome(t, path, id)
	}
	byPhone := func() string {
		path, id := doorSession(t)
		s, err := club.OpenOne(path, id)
		if err != nil {
			t.Fatal(err)
		}
		ts := httptest.NewUnstartedServer(nil)
		srv, err := tableserver.New(s, ts.Listener.Addr().String(), tableserver.Options{})
		if err != nil {
			t.Fatal(err)
		}
		ts.Config.Handler = srv
		ts.Start()
		codes, _ := s.TableCodes()
		for i, r := range doorResults {
			body := fmt.Sprintf(`{"id": "p%d", "round": 1, "board": %d, "result": %q}`, i, r.board, r.result)
			resp, err := http.Post(ts.URL+"/api/t/"+codes[0].Code+"/result", "application/json", strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				t.Fatalf("board %d %s: %s", r.board, r.result, resp.Status)
			}
		}
		ts.Close()
		s.Close()
		return doorOutcome(t, path, id)
	}
	byWindow := func() string {
		path, id := doorSession(t)
		desk, err := club.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		d := newTestWindowOn(t, desk)
		d.w.openSession(id)
		d.shortcut(shortcutR) // table 1's round 1, a pick-up slip
		for _, r := range doorResults[:3] {
			d.enterAll(r.result)
		}
		// Enter on the slip's last line went on to the next table's: back
		// to table 1's, and board 2, to correct it, confirming the
		// replacement.
		d.press(fyne.KeyPageUp)
		d.w.entry.focusRow(1)
		d.enterAll(doorResults[3].result)
		d.press(fyne.KeyReturn)
		d.w.closeSession()
		desk.Close()
		return doorOutcome(t, path, id)
	}
	cmd, phone, window := byCommand(), byPhone(), byWindow()
	if cmd != phone {
		t.Errorf("the command line and the phone differ:\n%s\n---\n%s", cmd, phone)
	}
	if cmd != window {
		t.Errorf("the command line and the window differ:\n%s\n---\n%s", cmd, window)
	}
	if !strings.Contains(cmd, "2 1NS v 1EW: 3NTS+1") {
		t.Errorf("the correction is not in the database:\n%s", cmd)
	}
}
