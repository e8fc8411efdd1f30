package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"bridgescore/dds"
	"bridgescore/scoring"
)

type analysedBoard struct {
	Board int                       `json:"board"`
	Deal  string                    `json:"deal"`
	DD    map[string]map[string]int `json:"dd"`
	Par   struct {
		Score     int      `json:"score"`
		Contracts []string `json:"contracts"`
	} `json:"par"`
}

func skipWithoutSolver(t *testing.T) {
	t.Helper()
	if _, err := dds.Analyse(nil); errors.Is(err, dds.ErrUnavailable) {
		t.Skip(err)
	}
}

// Each par contract DDS names must, played by its declarer for the tricks
// the table gives him, score the par score by our own scoring: two
// independent programs agreeing on every board.
func TestAnalyseCommandJSON(t *testing.T) {
	skipWithoutSolver(t)
	file := filepath.Join(t.TempDir(), "set.pbn")
	if _, e, code := runNamed(t, "deal", "--boards", "1-4", "--seed", "14", "--out", file); code != 0 {
		t.Fatal(e)
	}
	out, e, code := runNamed(t, "analyse", file, "--format", "json")
	if code != 0 {
		t.Fatal(e)
	}
	var boards []analysedBoard
	if err := json.Unmarshal([]byte(out), &boards); err != nil {
		t.Fatal(err)
	}
	if len(boards) != 4 {
		t.Fatalf("%d boards", len(boards))
	}
	for i, b := range boards {
		if b.Board != i+1 || !strings.HasPrefix(b.Deal, "N:") || len(b.DD) != 4 {
			t.Fatalf("board %d: %+v", i+1, b)
		}
		for _, seat := range []string{"N", "E", "S", "W"} {
			if len(b.DD[seat]) != 5 {
				t.Errorf("board %d: %s has %v", b.Board, seat, b.DD[seat])
			}
		}
		if len(b.Par.Contracts) == 0 && b.Par.Score != 0 {
			t.Errorf("board %d: par %d with no contract", b.Board, b.Par.Score)
		}
		for _, c := range b.Par.Contracts {
			entry := c // "4SN" is made exactly: the entry form says "4SN="
			if !strings.ContainsAny(c, "+-") {
				entry += "="
			}
			r, err := scoring.ParseResult(entry)
			if err != nil {
				t.Fatalf("board %d: par contract %q: %v", b.Board, c, err)
			}
			if got := r.Score(scoring.Vul(b.Board)); got != b.Par.Score {
				t.Errorf("board %d: %s scores %d, par says %d", b.Board, c, got, b.Par.Score)
			}
			if dd := b.DD[r.Declarer.String()][r.Contract.Strain.String()]; dd != r.Tricks {
				t.Errorf("board %d: %s takes %d tricks, the table says %d", b.Board, c, r.Tricks, dd)
			}
		}
	}
}

func TestAnalyseCommandRefuses(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, "no PBN file given"},
		{[]string{"a.pbn", "b.pbn"}, "one file at a time"},
		{[]string{filepath.Join(dir, "none.pbn")}, "cannot open"},
		{[]string{"x.pbn", "--format", "xml"}, "--format"},
	} {
		_, e, code := runNamed(t, "analyse", tc.args...)
		if code == 0 || !strings.Contains(e, tc.want) {
			t.Errorf("%v: exit %d %q, want %q", tc.args, code, e, tc.want)
		}
	}
}

// A file that carries its analysis is shown as it is, unless --again; then
// DDS's own numbers replace it. Board 1 of DDS's published list, with one
// number of its table changed so that the two can be told apart.
func TestAnalyseKeepsTheFilesAnalysis(t *testing.T) {
	skipWithoutSolver(t)
	dir := t.TempDir()
	in := filepath.Join(dir, "hands.pbn")
	text := `[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[OptimumScore "EW 110"]
[ParContract "EW 2S"]
[DoubleDummyTricks "65657656576867568679"]
`
	if err := os.WriteFile(in, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	westClubs := func(args ...string) int {
		out, e, code := runNamed(t, "analyse", append([]string{in, "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatal(e)
		}
		var boards []analysedBoard
		if err := json.Unmarshal([]byte(out), &boards); err != nil {
			t.Fatal(err)
		}
		if boards[0].Par.Score != -110 {
			t.Errorf("par %d, want -110", boards[0].Par.Score)
		}
		return boards[0].DD["W"]["C"]
	}
	if n := westClubs(); n != 9 {
		t.Errorf("the file's analysis says W takes 9 in clubs; shown %d", n)
	}
	if n := westClubs("--again"); n != 5 {
		t.Errorf("analysed again, W takes 5 in clubs; shown %d", n)
	}
	out := filepath.Join(dir, "analysed.pbn")
	if _, e, code := runNamed(t, "analyse", in, "--again", "--out", out); code != 0 {
		t.Fatal(e)
	}
	data, _ := os.ReadFile(out)
	for _, want := range []string{`[OptimumScore "NS -110"]`, `[ParContract "EW 2S"]`, "W  C  5\n"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("%s lacks %q:\n%s", out, want, data)
		}
	}
	if _, e, code := runNamed(t, "analyse", in, "--out", in); code == 0 || !strings.Contains(e, "a file this command reads") {
		t.Errorf("--out over the input: %d %s", code, e)
	}
}

// score --hands adds each board's analysis to the JSON, the same as
// analyse prints, for the boards the hand record has.
func TestScoreWithHands(t *testing.T) {
	skipWithoutSolver(t)
	hands := filepath.Join(t.TempDir(), "hands.pbn")
	if _, e, code := runNamed(t, "deal", "--boards", "1-3", "--seed", "9", "--out", hands); code != 0 {
		t.Fatal(e)
	}
	out, e, code := runNamed(t, "analyse", hands, "--format", "json")
	if code != 0 {
		t.Fatal(e)
	}
	var analysed []analysedBoard
	if err := json.Unmarshal([]byte(out), &analysed); err != nil {
		t.Fatal(err)
	}
	out, e, code = runNamed(t, "score", filepath.Join(sessionsDir, "howell-4t", "session.csv"), "--hands", hands, "--format", "json")
	if code != 0 {
		t.Fatal(e)
	}
	var scored struct {
		Boards []analysedBoard `json:"boards"`
	}
	if err := json.Unmarshal([]byte(out), &scored); err != nil {
		t.Fatal(err)
	}
	with := 0
	for _, b := range scored.Boards {
		if b.Board > 3 {
			if b.DD != nil {
				t.Errorf("board %d has an analysis but no hands", b.Board)
			}
			continue
		}
		with++
		want := analysed[b.Board-1]
		if !reflect.DeepEqual(b.DD, want.DD) || b.Par.Score != want.Par.Score || !reflect.DeepEqual(b.Par.Contracts, want.Par.Contracts) {
			t.Errorf("board %d: %+v, analyse says %+v", b.Board, b, want)
		}
	}
	if with != 3 {
		t.Errorf("%d boards with hands scored, want 3", with)
	}
}

// score --hands gives every played line of a board with a par its score
// against par in IMPs for North-South, by the WBF scale written out here,
// and no par IMPs on a board without hands.
func TestScoreWithHandsParIMPs(t *testing.T) {
	skipWithoutSolver(t)
	hands := filepath.Join(t.TempDir(), "hands.pbn")
	if _, e, code := runNamed(t, "deal", "--boards", "1-3", "--seed", "9", "--out", hands); code != 0 {
		t.Fatal(e)
	}
	out, e, code := runNamed(t, "score", filepath.Join(sessionsDir, "howell-4t", "session.csv"), "--hands", hands, "--format", "json")
	if code != 0 {
		t.Fatal(e)
	}
	var scored struct {
		Boards []struct {
			Board int `json:"board"`
			Par   *struct {
				Score int `json:"score"`
			} `json:"par"`
			Lines []struct {
				Score   *int            `json:"score"`
				ParIMPs json.RawMessage `json:"parImps"`
			} `json:"lines"`
		} `json:"boards"`
	}
	if err := json.Unmarshal([]byte(out), &scored); err != nil {
		t.Fatal(err)
	}
	// The WBF IMP scale's lower bounds (Law 78B).
	bands := []int{20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000}
	imps := func(diff int) int {
		n := 0
		for _, b := range bands {
			if diff >= b || -diff >= b {
				n++
			}
		}
		if diff < 0 {
			return -n
		}
		return n
	}
	checked := 0
	for _, b := range scored.Boards {
		for _, l := range b.Lines {
			switch {
			case b.Par == nil && l.ParIMPs != nil:
				t.Errorf("board %d has no hands but a line has parImps %s", b.Board, l.ParIMPs)
			case b.Par != nil && l.Score == nil && string(l.ParIMPs) != "null":
				t.Errorf("board %d: a line with no score has parImps %s", b.Board, l.ParIMPs)
			case b.Par != nil && l.Score != nil:
				if want := fmt.Sprint(imps(*l.Score - b.Par.Score)); string(l.ParIMPs) != want {
					t.Errorf("board %d: %+d against par %+d: parImps %s, want %s", b.Board, *l.Score, b.Par.Score, l.ParIMPs, want)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Error("no line was measured against par")
	}
}

// report --par-imps needs the boards' analysis and refuses without it;
// with --hands the score cards carry the column.
func TestReportParIMPs(t *testing.T) {
	skipWithoutSolver(t)
	dir := t.TempDir()
	from := filepath.Join(sessionsDir, "howell-4t", "session.csv")
	out := filepath.Join(dir, "cards.html")
	if _, e, code := runNamed(t, "report", "--from", from, "--par-imps", "--out", out); code != 1 || !strings.Contains(e, "--par-imps needs the boards' double-dummy analysis") {
		t.Errorf("--par-imps without hands: exit %d, %s", code, e)
	}
	hands := filepath.Join(dir, "hands.pbn")
	if _, e, code := runNamed(t, "deal", "--boards", "1-3", "--seed", "9", "--out", hands); code != 0 {
		t.Fatal(e)
	}
	if _, e, code := runNamed(t, "report", "--from", from, "--hands", hands, "--par-imps", "--what", "scorecards", "--out", out); code != 0 {
		t.Fatal(e)
	}
	page, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(page, []byte(`<th scope="col">Par IMPs</th>`)) || !bytes.Contains(page, []byte("against par")) {
		t.Error("the score cards have no par IMPs")
	}
}
