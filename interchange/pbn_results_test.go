package interchange

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// A PBN file whose games carry a ScoreTable is a results file: its rows
// are traveller lines, its deals the hands.
func TestPBNScoreTableIsRead(t *testing.T) {
	const pbn = `% PBN 2.1
[Event "Club pairs"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[ScoreTable "Table\2R;Round\2R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\3L;Score_NS\6R;Score_EW\6R;MP_NS\4R;MP_EW\4R;Names_NS"]
 1  1  1  1 7NT  N 13 S7     "1520"      -  4.0  0.0 "Ann Able - Bob Baker"
 2  1  2  2 6NTX N 12 H8     "1230"      -  2.0  2.0 "Cy Cole - Di Dunn"
 3  1  3  3 Pass -  - -         "0"      -  0.0  4.0 "Ed Eng - Flo Fox"

[Event "Club pairs"]
[Board "2"]
[Dealer "E"]
[Vulnerable "NS"]
[ScoreTable "PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\6R;Score_EW\6R"]
 1  2 4S   E 10      -  "420"
 2  3 4S   E  9  "50"       -
 3  1 -    -  -      -      -
`
	path := filepath.Join(t.TempDir(), "club.pbn")
	if err := os.WriteFile(path, []byte(pbn), 0o644); err != nil {
		t.Fatal(err)
	}
	rf, err := ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(rf.Deals) != 1 || rf.Deals[0].Board != 1 {
		t.Errorf("deals %+v", rf.Deals)
	}
	want := map[[2]int]int{{1, 0}: 1520, {1, 1}: 1230, {1, 2}: 0, {2, 0}: -420, {2, 1}: 50}
	if len(rf.Session.Lines) != 6 {
		t.Fatalf("%d lines, want 6: %+v", len(rf.Session.Lines), rf.Session.Lines)
	}
	seen := map[int]int{}
	for _, l := range rf.Session.Lines {
		i := seen[l.Board]
		seen[l.Board]++
		if l.Board == 2 && i == 2 {
			if l.Kind != scoring.NotPlayed {
				t.Errorf("board 2 table 3: %+v, want not played", l)
			}
			continue
		}
		if w := want[[2]int{l.Board, i}]; l.Score != w {
			t.Errorf("board %d line %d: score %d, want %d", l.Board, i+1, l.Score, w)
		}
	}
	if rf.Session.Lines[0].Lead != "S7" || rf.Session.Lines[0].Round != 1 || rf.Session.Lines[1].Table != 2 {
		t.Errorf("line 1 %+v", rf.Session.Lines[0])
	}
	// What is read is written as CSV and read back to the same lines.
	var buf bytes.Buffer
	if err := WriteCSV(&buf, rf); err != nil {
		t.Fatal(err)
	}
	back, err := ReadCSV(&buf)
	if err != nil {
		t.Fatalf("written back: %v\n%s", err, buf.String())
	}
	if len(back.Session.Lines) != len(rf.Session.Lines) {
		t.Errorf("written back: %d lines", len(back.Session.Lines))
	}
	// A hand record without results stays a hand record.
	hands := strings.Split(pbn, "[ScoreTable")[0]
	os.WriteFile(path, []byte(hands), 0o644)
	if rf, err := ReadFile(path); err != nil || len(rf.Session.Lines) != 0 || len(rf.Deals) != 1 {
		t.Errorf("hand record: %v", err)
	}
}

// The method of a PBN results file is the one its [Scoring] tag names, as
// the programs that write it spell it; a method given by the director
// wins, and a tag that names no pairs method is scored as matchpoints
// with a note naming its line.
func TestPBNScoringTagNamesTheMethod(t *testing.T) {
	tests := []struct {
		scoring string
		given   scoring.Method
		want    scoring.Method
		note    bool
	}{
		{scoring: "IMP;Butler-2;Mean", want: scoring.Butler},    // Ruter i Norge
		{scoring: "Butler", want: scoring.Butler},               // PBN 2.1
		{scoring: "MatchPoints;MP1", want: scoring.Matchpoints}, // Magic Contest France
		{scoring: "MP", want: scoring.Matchpoints},
		{scoring: "Cross-IMP", want: scoring.CrossIMPs},
		{scoring: "cross1", want: scoring.CrossIMPs},
		{scoring: "", want: scoring.Matchpoints},
		{scoring: "IMP", want: scoring.Matchpoints, note: true},
		{scoring: "IMP;Butler-2;Mean", given: scoring.CrossIMPs, want: scoring.CrossIMPs},
	}
	for _, tc := range tests {
		pbn := "[Board \"1\"]\n[Scoring \"" + tc.scoring + "\"]\n" +
			`[ScoreTable "PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\6R;Score_EW\6R"]` + "\n" +
			" 1  2 4S   E 10      -  \"420\"\n 3  4 4S   E  9  \"50\"       -\n 5  6 3S   E  9      -  \"140\"\n"
		path := filepath.Join(t.TempDir(), "club.pbn")
		if err := os.WriteFile(path, []byte(pbn), 0o644); err != nil {
			t.Fatal(err)
		}
		rf, err := ReadFileWith(path, ReadOptions{Method: tc.given})
		if err != nil {
			t.Fatalf("%q: %v", tc.scoring, err)
		}
		if rf.Session.Method != tc.want {
			t.Errorf("%q (given %q): method %q, want %q", tc.scoring, tc.given, rf.Session.Method, tc.want)
		}
		noted := false
		for _, w := range rf.Warnings {
			if strings.Contains(w, "line 2") && strings.Contains(w, "Scoring") {
				noted = true
			}
		}
		if noted != tc.note {
			t.Errorf("%q: note %v, want %v: %q", tc.scoring, noted, tc.note, rf.Warnings)
		}
	}
}
