package interchange_test

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"fmt"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// exportTable is a table of an Access database as mdbtools' mdb-export
// gives it: each row by column name. Where mdbtools is not installed the
// test is skipped, saying so.
func exportTable(t *testing.T, path, table string) []map[string]string {
	t.Helper()
	tool, err := exec.LookPath("mdb-export")
	if err != nil {
		t.Skip("mdb-export (Debian package mdbtools) is not installed: the Bridgemate files' results are not checked against it")
	}
	out, err := exec.Command(tool, "-D", "%Y-%m-%d %H:%M:%S", "-T", "%Y-%m-%d %H:%M:%S", path, table).Output()
	if err != nil {
		t.Fatalf("mdb-export %s %s: %v", path, table, err)
	}
	recs, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, rec := range recs[1:] {
		row := map[string]string{}
		for i, c := range recs[0] {
			row[c] = strings.TrimSpace(rec[i])
		}
		rows = append(rows, row)
	}
	return rows
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// liveRows are the results a Bridgemate file holds, from mdb-export's rows
// of ReceivedData: for each section, table, round and board, its latest
// row (by ID), none where that is an erasure; rows against no pair are
// left out.
func liveRows(rows []map[string]string) []map[string]string {
	slices.SortStableFunc(rows, func(a, b map[string]string) int { return cmp.Compare(atoi(a["ID"]), atoi(b["ID"])) })
	latest := map[string]map[string]string{}
	var keys []string
	for _, r := range rows {
		k := r["Section"] + "/" + r["Table"] + "/" + r["Round"] + "/" + r["Board"]
		if _, ok := latest[k]; !ok {
			keys = append(keys, k)
		}
		latest[k] = r
		if r["Erased"] == "1" {
			latest[k] = nil
		}
	}
	var out []map[string]string
	for _, k := range keys {
		if r := latest[k]; r != nil && r["PairNS"] != "0" && r["PairEW"] != "0" {
			out = append(out, r)
		}
	}
	return out
}

// bwsLines are a results file's lines by section letter, board, round and
// table.
func bwsLines(rf *interchange.ResultsFile) map[string]scoring.Line {
	out := map[string]scoring.Line{}
	parts := rf.Sections
	if parts == nil {
		parts = []*interchange.ResultsFile{rf}
	}
	for _, p := range parts {
		for _, l := range p.Session.Lines {
			out[fmt.Sprintf("%s/%d/%d/%d", p.Section, l.Board, l.Round, l.Table)] = l
		}
	}
	return out
}

// TestBWSAgreesWithMDBTools reads each real Bridgemate file and checks
// every result it scores against the rows mdb-export gives: one line for
// each live result and no other, its pairs, contract, declarer, tricks,
// score and lead those of the row; and each pair's players those keyed in
// at its table.
func TestBWSAgreesWithMDBTools(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(realDir, "*.bws"))
	if len(files) < 2 {
		t.Fatalf("the corpus's Bridgemate files are missing: %v", files)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			rf, err := interchange.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			letters := map[string]string{}
			sections := exportTable(t, path, "Section")
			for _, s := range sections {
				if len(sections) > 1 {
					letters[s["ID"]] = strings.ToUpper(s["Letter"])
				}
			}
			want := liveRows(exportTable(t, path, "ReceivedData"))
			lines := bwsLines(rf)
			if len(lines) != len(want) {
				t.Errorf("%d lines, mdb-export %d live results", len(lines), len(want))
			}
			for _, r := range want {
				board := atoi(r["Board"])
				key := fmt.Sprintf("%s/%d/%s/%s", letters[r["Section"]], board, r["Round"], r["Table"])
				l, ok := lines[key]
				if !ok {
					t.Errorf("result %s (%v) not read", r["ID"], r)
					continue
				}
				checkBWSLine(t, r, l, board)
			}
			checkBWSNames(t, path, rf)
		})
	}
}

// checkBWSLine checks a line against its ReceivedData row.
func checkBWSLine(t *testing.T, r map[string]string, l scoring.Line, board int) {
	t.Helper()
	ns, ew := r["PairNS"], r["PairEW"]
	if r["Remarks"] == "Wrong direction" {
		ns, ew = ew, ns
	}
	if l.NS != ns || l.EW != ew {
		t.Errorf("result %s: pairs %s v %s, row %s v %s", r["ID"], l.NS, l.EW, ns, ew)
	}
	contract := r["Contract"]
	switch {
	case contract == "" && strings.Contains(r["Remarks"], "%"):
		pcts := strings.FieldsFunc(r["Remarks"], func(c rune) bool { return c == '%' || c == '-' })
		if l.Kind != scoring.Artificial || strconv.Itoa(l.NSPercent) != pcts[0] || strconv.Itoa(l.EWPercent) != pcts[1] {
			t.Errorf("result %s: %+v, row's remark %q", r["ID"], l, r["Remarks"])
		}
		return
	case contract == "":
		if l.Kind != scoring.NotPlayed {
			t.Errorf("result %s: %+v, row not played (%q)", r["ID"], l, r["Remarks"])
		}
		return
	}
	text := contract + " " + r["NS/EW"] + " " + r["Result"]
	if strings.EqualFold(contract, "PASS") {
		text = "PASS"
	}
	res, err := scoring.ParseResult(text)
	if err != nil {
		t.Errorf("result %s: %q: %v", r["ID"], text, err)
		return
	}
	if l.Kind != scoring.Played || l.Result == nil || *l.Result != res || l.Score != res.Score(scoring.Vul(board)) {
		t.Errorf("result %s: %+v (%v), row %q scores %d", r["ID"], l, l.Result, text, res.Score(scoring.Vul(board)))
	}
	if lead, _ := scoring.ParseLead(r["LeadCard"]); l.Lead != lead {
		t.Errorf("result %s: lead %q, row %q", r["ID"], l.Lead, r["LeadCard"])
	}
}

// checkBWSNames checks that each player keyed in at a table (with a name)
// is a player of the pair the movement seats there, and that the file's
// numbers are the players'.
func checkBWSNames(t *testing.T, path string, rf *interchange.ResultsFile) {
	t.Helper()
	seated := map[string][2]string{}
	for _, s := range exportTable(t, path, "RoundData") {
		seated[s["Section"]+"/"+s["Table"]+"/"+s["Round"]] = [2]string{s["NSPair"], s["EWPair"]}
	}
	pairs := map[string][]string{}
	for _, p := range rf.Session.Pairs {
		pairs[p.ID+p.Direction] = p.Names
	}
	named := 0
	for _, p := range exportTable(t, path, "PlayerNumbers") {
		if p["Name"] == "" {
			continue
		}
		named++
		round := max(atoi(p["Round"]), 1)
		at := seated[fmt.Sprintf("%s/%s/%d", p["Section"], p["Table"], round)]
		id, dir := at[0], "NS"
		if p["Direction"] == "E" || p["Direction"] == "W" {
			id, dir = at[1], "EW"
		}
		names, ok := pairs[id+dir]
		if !ok {
			names = pairs[id]
		}
		if !slices.Contains(names, p["Name"]) {
			t.Errorf("%s (%s) sat %s at table %s: pair %s%s is %q", p["Name"], p["Number"], p["Direction"], p["Table"], id, dir, names)
		}
		if p["Number"] != "" && rf.Numbers[p["Name"]] != p["Number"] {
			t.Errorf("%s: number %q, the table keyed in %q", p["Name"], rf.Numbers[p["Name"]], p["Number"])
		}
	}
	t.Logf("%d lines, %d pairs, %d players named", len(rf.Session.Lines), len(rf.Session.Pairs), named)
}
