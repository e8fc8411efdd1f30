package cli

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/movements"
)

// TestReportFromImportedSession prints a session imported into the club
// database, as the director would after the night.
func TestReportFromImportedSession(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	rf, err := interchange.ReadFile(filepath.Join(reportSessions, "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	ids, err := desk.ImportFile(rf, "", "acbl", "")
	if err != nil {
		t.Fatal(err)
	}
	id := ids[0]
	desk.Close()

	out := filepath.Join(t.TempDir(), "r.pdf")
	code, _, errs := runReportArgs("--session", strconv.FormatInt(id, 10), "--db", dbPath, "--what", "ranking,recap", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	text := reportPDFText(t, out)
	for _, want := range []string{"Riverside Bridge Club", "ACBL scale", "Movement: mitchell, 7 tables", "Yusuf Dupont & Grace Kim", "Recap sheet"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q", want)
		}
	}
	// An imported session does not know its movement.
	code, _, errs = runReportArgs("--session", strconv.FormatInt(id, 10), "--db", dbPath, "--what", "guidecards", "--out", out)
	if code != 1 || !strings.Contains(errs, "movement") {
		t.Errorf("guide cards for an imported session: exit %d, %q", code, errs)
	}
	code, _, errs = runReportArgs("--session", "999", "--db", dbPath, "--out", out)
	if code != 3 || !strings.Contains(errs, "999") {
		t.Errorf("missing session: exit %d, %q; want 3 (not found)", code, errs)
	}
}

// TestReportFromDeskSession prints a session set up at the desk with its
// movement: score cards in round order and the table guide cards.
func TestReportFromDeskSession(t *testing.T) {
	dbPath := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	m, err := movements.NewHowell(movements.HowellOptions{Tables: 3, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.Create(club.NewSession{Name: "Tuesday pairs", Date: time.Date(2026, 3, 3, 0, 0, 0, 0, time.UTC), Movement: m,
		Method: "mp", Rules: "wbf", Names: map[movements.PairID][]string{{Number: 1}: {"Anne Ødegård", "Bill Ng"}}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	results := []string{"4SN=", "4SN+1", "3NTS-1"}
	for _, b := range s.Boards() {
		rows, err := s.Rows(b)
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rows {
			if _, err := s.Enter(b, r, results[i%len(results)]); err != nil {
				t.Fatalf("board %d: %v", b, err)
			}
		}
	}
	desk.Close()

	out := filepath.Join(t.TempDir(), "r.pdf")
	code, _, errs := runReportArgs("--session", strconv.FormatInt(id, 10), "--db", dbPath, "--what", "scorecards,guidecards", "--paper", "letter", "--out", out)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	text := reportPDFText(t, out)
	for _, want := range []string{"Tuesday pairs", "Anne Ødegård & Bill Ng", "Round", "Table 3", "4♠", "NS go to"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q", want)
		}
	}
}
