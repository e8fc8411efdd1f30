package cli

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"bridgescore/access"
	"bridgescore/interchange"
)

// bwsFiles are the real Bridgemate files of the corpus.
func bwsFiles(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob("../testdata/real/*.bws")
	if len(files) < 2 {
		t.Fatalf("the corpus's Bridgemate files are missing: %v", files)
	}
	return files
}

// liveResults are a Bridgemate file's results as its database holds them,
// read here with the Access reader alone: for each section, table, round
// and board the latest row of ReceivedData unless it erases, between two
// pairs; each as "board ns-ew contract declarer result".
func liveResults(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	db, err := access.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := db.Table("ReceivedData")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := tb.Rows("ID", "Section", "Table", "Round", "Board", "PairNS", "PairEW", "Contract", "NS/EW", "Result", "Erased")
	if err != nil {
		t.Fatal(err)
	}
	slices.SortStableFunc(rows, func(a, b []any) int { return cmp.Compare(a[0].(int64), b[0].(int64)) })
	latest := map[string][]any{}
	for _, r := range rows {
		k := fmt.Sprint(r[1:5]...)
		latest[k] = r
		if r[10] == true {
			latest[k] = nil
		}
	}
	var out []string
	for _, r := range latest {
		if r == nil || r[5] == int64(0) || r[6] == int64(0) {
			continue
		}
		contract, _ := r[7].(string)
		decl, result := fmt.Sprint(r[8]), fmt.Sprint(r[9])
		switch contract = strings.ToUpper(strings.ReplaceAll(contract, " ", "")); contract {
		case "":
			contract, decl, result = "<nil>", "", ""
		case "PASS":
			decl, result = "", ""
		}
		out = append(out, fmt.Sprintf("%d %d-%d %s %s %s", r[4], r[5], r[6], contract, decl, result))
	}
	slices.Sort(out)
	return out
}

// TestScoreBWSJSON: score FILE.bws --format json gives a line for every
// live result of the database, and the same JSON as the same results in
// any other results file (written here as CSV, which holds no names).
func TestScoreBWSJSON(t *testing.T) {
	for _, path := range bwsFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			out, errs, code := runNamed(t, "score", path, "--format", "json")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			var got scoreOutput
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatal(err)
			}
			var lines []string
			for _, b := range got.Boards {
				for _, l := range b.Lines {
					contract, decl, result := "<nil>", "", ""
					switch {
					case l.Contract != nil && *l.Contract == "PASS":
						contract = "PASS"
					case l.Contract != nil:
						contract, decl = *l.Contract, *l.Declarer
						level := int((*l.Contract)[0] - '0')
						switch over := *l.Tricks - 6 - level; {
						case over == 0:
							result = "="
						case over > 0:
							result = fmt.Sprintf("+%d", over)
						default:
							result = fmt.Sprint(over)
						}
					}
					lines = append(lines, fmt.Sprintf("%d %s-%s %s %s %s", b.Board, l.NS, l.EW, contract, decl, result))
				}
			}
			slices.Sort(lines)
			want := liveResults(t, path)
			if !reflect.DeepEqual(lines, want) {
				t.Errorf("%d lines, the database %d live results:\n%s", len(lines), len(want), diffLines(lines, want))
			}
			rf, err := interchange.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var csv bytes.Buffer
			if err := interchange.WriteCSV(&csv, rf); err != nil {
				t.Fatal(err)
			}
			other := filepath.Join(t.TempDir(), "same.csv")
			if err := os.WriteFile(other, csv.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			same, errs, code := runNamed(t, "score", other, "--format", "json")
			if code != 0 {
				t.Fatalf("the same results as CSV: exit %d: %s", code, errs)
			}
			if a, b := withoutNames(t, out), withoutNames(t, same); !reflect.DeepEqual(a, b) {
				t.Errorf("the JSON differs from the same results read from CSV:\n%s\n%s", a, b)
			}
		})
	}
}

// diffLines lists what one sorted list has that the other has not.
func diffLines(got, want []string) string {
	var b strings.Builder
	for _, s := range got {
		if !slices.Contains(want, s) {
			fmt.Fprintf(&b, "  only scored: %s\n", s)
		}
	}
	for _, s := range want {
		if !slices.Contains(got, s) {
			fmt.Fprintf(&b, "  only in the database: %s\n", s)
		}
	}
	return b.String()
}

// withoutNames is a score's JSON without the players' names, which a CSV
// file does not carry.
func withoutNames(t *testing.T, s string) any {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		t.Fatal(err)
	}
	pairs, _ := v["pairs"].([]any)
	for _, p := range pairs {
		delete(p.(map[string]any), "names")
	}
	return v
}

// TestImportBWS: a Bridgemate file imported is the session score gave.
func TestImportBWS(t *testing.T) {
	for _, path := range bwsFiles(t) {
		db := filepath.Join(t.TempDir(), "club.db")
		if _, errs, code := runNamed(t, "import", path, "--db", db); code != 0 {
			t.Fatalf("%s: import: exit %d: %s", path, code, errs)
		}
		stored := mustRun(t, "standings", "--session", "1", "--db", db, "--format", "json")
		scored := mustRun(t, "score", path, "--format", "json")
		var a, b map[string]any
		if err := json.Unmarshal([]byte(stored), &a); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal([]byte(scored), &b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(a["pairs"], b["pairs"]) || !reflect.DeepEqual(a["boards"], b["boards"]) {
			t.Errorf("%s: the session imported does not score as the file", path)
		}
	}
}
