package club

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"bridgescore/movements"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// keptPrint is a printer that keeps what it is sent.
type keptPrint struct{ pdf []byte }

func (k *keptPrint) Print(pdf []byte, _ string) error { k.pdf = pdf; return nil }

// An individual printed from an open session (the window's Print and
// Send to the printer) ranks its players as the service scores them,
// each by number, name and percentage, and its travellers seat four
// players; it never ranks its tables' sides as pairs ("1NS").
func TestIndividualPrintedRanksPlayers(t *testing.T) {
	d, _ := newTestDesk(t)
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: 2, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	names := map[int]string{1: "Ann Able", 2: "Bob Baker", 3: "Cath Cole", 4: "Dan Dyer", 5: "Eve Ellis", 6: "Fred Fox", 7: "Gina Gray", 8: "Hal Hunt"}
	id, err := d.CreateIndividual(NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 18, 0, 0, 0, 0, time.UTC), Movement: ind, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	results := []string{"4SN=", "4SN-1", "3NTS+1", "4HE=", "2SN+2", "5CW-2", "1NTN=", "4HE+1"}
	n := 0
	for _, f := range ind.Schedule {
		if f.Round != 1 {
			continue
		}
		for _, r := range s.RowsAt(Place{f.Round, f.Table}) {
			if _, err := s.Enter(r.Board, r, results[n%len(results)]); err != nil {
				t.Fatalf("board %d: %v", r.Board, err)
			}
			n++
		}
	}
	want, err := d.IndividualScored(id, "")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	saved := filepath.Join(dir, "results.pdf")
	if err := s.Print([]reports.Report{reports.Ranking, reports.Travellers}, saved, "a4"); err != nil {
		t.Fatal(err)
	}
	var printer keptPrint
	if err := s.SendToPrinterLater([]reports.Report{reports.Ranking, reports.Travellers}, reports.A4, reports.Selection{}, &printer)(); err != nil {
		t.Fatal(err)
	}
	sent := filepath.Join(dir, "sent.pdf")
	if err := os.WriteFile(sent, printer.pdf, 0o644); err != nil {
		t.Fatal(err)
	}
	side := regexp.MustCompile(`\b[0-9]+(NS|EW)\b`)
	for _, path := range []string{saved, sent} {
		out, err := exec.Command("pdftotext", "-layout", path, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext: %v", err)
		}
		text := string(out)
		for _, p := range want.Standings.Players {
			row := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(p.Rank) + `\s+` + p.ID + `\s+` + regexp.QuoteMeta(p.Name) + `\s.*\s` + regexp.QuoteMeta(scoring.FormatRat(p.Percent, 2)) + `\s*$`)
			if !row.MatchString(text) {
				t.Errorf("%s: no ranking line for player %s %s, %s%%, place %s", filepath.Base(path), p.ID, p.Name, scoring.FormatRat(p.Percent, 2), p.Rank)
			}
		}
		if m := side.FindString(text); m != "" {
			t.Errorf("%s ranks the tables' sides (%q):\n%s", filepath.Base(path), m, text)
		}
		if !strings.Contains(text, "Travellers") {
			t.Errorf("%s has no travellers", filepath.Base(path))
		}
	}
}
