package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/interchange"
)

// buildClub makes a database whose session 1 is a new 7-table Mitchell
// and whose other sessions are finished sessions of the same size, as
// imported from their results files.
func buildClub(path string, sessions int) error {
	var errb bytes.Buffer
	if code := commands["new"].Run([]string{"--db", path, "--name", "Tonight", "--movement", "mitchell", "--tables", "7"}, io.Discard, &errb); code != 0 {
		return fmt.Errorf("new: %s", errb.String())
	}
	file := filepath.Join(filepath.Dir(path), "history.csv")
	if err := os.WriteFile(file, []byte(simultaneousCSV(1, 7, 28)), 0o644); err != nil {
		return err
	}
	rf, err := interchange.ReadFile(file)
	if err != nil {
		return err
	}
	desk, err := club.Open(path)
	if err != nil {
		return err
	}
	defer desk.Close()
	for s := 1; s < sessions; s++ {
		rf.Date = fmt.Sprintf("%04d-%02d-%02d", 2006+s/52, s%12+1, s%28+1)
		if _, err := desk.ImportFile(rf, "", "", ""); err != nil {
			return err
		}
	}
	return nil
}

// BenchmarkEnter runs 'bridgescore enter' (open the database, read the
// session, store the line, close) on a club database of one session and
// on one of 1,000, one after the other, so that both meet the same load on
// a shared machine. Goal: the ratio of the second's time to the first's
// within 1.3 — a command costs the same whatever the size of the club's
// history.
func BenchmarkEnter(b *testing.B) {
	sizes := []int{1, 1000}
	paths := make([]string, len(sizes))
	for k, n := range sizes {
		paths[k] = filepath.Join(b.TempDir(), fmt.Sprintf("club-%d.db", n))
		if err := buildClub(paths[k], n); err != nil {
			b.Fatal(err)
		}
	}
	results := []string{"4SN+1", "3NTS=", "4HE-1"}
	spent := make([]time.Duration, len(sizes))
	for i := 0; b.Loop(); i++ {
		for k, path := range paths {
			start := time.Now()
			var errb bytes.Buffer
			args := []string{"--db", path, "--session", "1", "--board", "1", "--ns", "1NS", "--ew", "1EW", results[i%len(results)]}
			if code := commands["enter"].Run(args, io.Discard, &errb); code != 0 || strings.Contains(errb.String(), "warning") {
				b.Fatalf("enter: %d %s", code, errb.String())
			}
			spent[k] += time.Since(start)
		}
	}
	for k, n := range sizes {
		b.ReportMetric(float64(spent[k].Microseconds())/1000/float64(b.N), fmt.Sprintf("ms/enter-%d-sessions", n))
	}
	b.ReportMetric(float64(spent[1])/float64(spent[0]), "ratio")
}
