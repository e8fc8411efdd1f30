package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// arrowCSV is a 3-table Mitchell, 3 rounds of 2 boards, last round
// arrow-switched: the EW pair holding the NS cards is in the ns column.
// Board 6 was not played at table 3 in round 1. The points are worked by
// hand in scoring/arrow_test.go.
const arrowCSV = `board,ns,ew,score
1,1NS,1EW,420
1,3NS,2EW,450
1,3EW,2NS,-50
2,1NS,1EW,110
2,3NS,2EW,110
2,3EW,2NS,-100
3,2NS,2EW,620
3,1NS,3EW,170
3,1EW,3NS,650
4,2NS,2EW,-200
4,1NS,3EW,-200
4,1EW,3NS,-200
5,3NS,3EW,140
5,2NS,1EW,-100
5,2EW,1NS,140
6,3NS,3EW,NP
6,2NS,1EW,300
6,2EW,1NS,-300
`

// arrowUSEBIO is the same session as USEBIO with WINNER_TYPE 1.
func arrowUSEBIO() string {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0"?>
<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><WINNER_TYPE>1</WINNER_TYPE>
<PARTICIPANTS>
`)
	for _, id := range []string{"1NS", "2NS", "3NS", "1EW", "2EW", "3EW"} {
		fmt.Fprintf(&b, "<PAIR><PAIR_NUMBER>%s</PAIR_NUMBER><DIRECTION>%s</DIRECTION></PAIR>\n", id, id[1:])
	}
	b.WriteString("</PARTICIPANTS>\n")
	rows := strings.Split(strings.TrimSpace(arrowCSV), "\n")[1:]
	board := ""
	for _, r := range rows {
		f := strings.Split(r, ",")
		if f[0] != board {
			if board != "" {
				b.WriteString("</BOARD>\n")
			}
			board = f[0]
			fmt.Fprintf(&b, "<BOARD><BOARD_NUMBER>%s</BOARD_NUMBER>\n", board)
		}
		fmt.Fprintf(&b, "<TRAVELLER_LINE><NS_PAIR_NUMBER>%s</NS_PAIR_NUMBER><EW_PAIR_NUMBER>%s</EW_PAIR_NUMBER><SCORE>%s</SCORE></TRAVELLER_LINE>\n", f[1], f[2], f[3])
	}
	b.WriteString("</BOARD></EVENT></USEBIO>\n")
	return b.String()
}

// arrowWant is the hand-worked one-field ranking (WBF, top 4): pair,
// boards, total (factored to 6 boards), percent, place.
var arrowWant = []struct {
	pair           string
	boards         int
	total, percent float64
	rank           string
}{
	{"2NS", 6, 15.5, 64.58, "1"},
	{"3NS", 5, 14.4, 60, "2"},
	{"1EW", 6, 13.5, 56.25, "3"},
	{"1NS", 6, 11.5, 47.92, "4"},
	{"2EW", 6, 8.5, 35.42, "5"},
	{"3EW", 5, 8.4, 35, "6"},
}

func checkArrowJSON(t *testing.T, stdout string) {
	t.Helper()
	var got scoreOutput
	if err := json.Unmarshal([]byte(stdout), &got); err != nil {
		t.Fatalf("%v in %s", err, stdout)
	}
	if len(got.Pairs) != len(arrowWant) {
		t.Fatalf("%d pairs, want %d: %s", len(got.Pairs), len(arrowWant), stdout)
	}
	for i, w := range arrowWant {
		p := got.Pairs[i]
		if p.Pair != w.pair || p.Direction != "" || p.Boards != w.boards || !near(p.Total, w.total) ||
			p.Percent == nil || !near(*p.Percent, w.percent) || p.Rank != w.rank {
			t.Errorf("place %d: %s %q %d boards %.2f %s%% rank %s; want %s \"\" %d boards %.2f %.2f%% rank %s",
				i+1, p.Pair, p.Direction, p.Boards, p.Total, fmtp(p.Percent), p.Rank, w.pair, w.boards, w.total, w.percent, w.rank)
		}
	}
	// Board 1, round 3: 3EW holds the NS cards, -50 is the bottom.
	l := got.Boards[0].Lines[2]
	if l.NS != "3EW" || l.EW != "2NS" || l.NSPoints != 0 || l.EWPoints != 4 {
		t.Errorf("board 1, third line: %s v %s, %v/%v; want 3EW v 2NS, 0/4", l.NS, l.EW, l.NSPoints, l.EWPoints)
	}
}

const arrowNote = "arrow-switched boards found: ranked as one field"

func TestScoreArrowSwitchedMitchell(t *testing.T) {
	dirCSV := "board,ns,ew,score,ns_dir,ew_dir\n"
	for _, r := range strings.Split(strings.TrimSpace(arrowCSV), "\n")[1:] {
		f := strings.Split(r, ",")
		dirCSV += fmt.Sprintf("%s,%s,%s,%s,%s,%s\n", f[0], f[1][:1], f[2][:1], f[3], f[1][1:], f[2][1:])
	}
	tests := []struct {
		name, file, content string
		note                bool
	}{
		{"CSV, switch found", "s.csv", arrowCSV, true},
		{"CSV, one winner said", "s.csv", "# winners: 1\n" + arrowCSV, false},
		{"USEBIO, WINNER_TYPE 1", "s.xml", arrowUSEBIO(), false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path := writeTemp(t, tc.file, tc.content)
			code, stdout, stderr := runCmd(t, path, "--format", "json")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			checkArrowJSON(t, stdout)
			if want := ""; !tc.note && stderr != want {
				t.Errorf("stderr %q, want nothing", stderr)
			}
			if want := "bridgescore score: s.csv: " + arrowNote + "\n"; tc.note && stderr != want {
				t.Errorf("stderr %q, want %q", stderr, want)
			}
		})
	}
	t.Run("CSV with direction columns", func(t *testing.T) {
		// Bare numbers: one field cannot hold two pairs 1, so the
		// direction joins the number.
		code, stdout, stderr := runCmd(t, writeTemp(t, "s.csv", dirCSV), "--format", "json")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		checkArrowJSON(t, stdout)
	})
	t.Run("text is one ranking", func(t *testing.T) {
		code, stdout, stderr := runCmd(t, writeTemp(t, "s.csv", arrowCSV))
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if strings.Contains(stdout, "North-South") || strings.Contains(stdout, "East-West") {
			t.Errorf("text ranks NS and EW apart:\n%s", stdout)
		}
		if first := strings.Index(stdout, "2NS"); first < 0 || first > strings.Index(stdout, "1EW") || strings.Index(stdout, "1EW") > strings.Index(stdout, "1NS") {
			t.Errorf("text is not 2NS, ..., 1EW, 1NS, ...:\n%s", stdout)
		}
	})
	t.Run("one line reversed", func(t *testing.T) {
		slip := strings.Replace(strings.Replace(arrowCSV, "3EW,2NS", "2NS,3EW", -1), "3,1NS,3EW,170", "3,3EW,1NS,170", 1)
		code, stdout, stderr := runCmd(t, writeTemp(t, "s.csv", slip), "--format", "json")
		if code != 1 || stdout != "" {
			t.Fatalf("exit %d, stdout %q: want an error", code, stdout)
		}
		if want := "bridgescore score: s.csv: line 9: board 3: 3EW v 1NS (the EW pair holding the NS cards) here, but 1NS v 3EW on board 4 (line 12)"; !strings.HasPrefix(stderr, want) {
			t.Errorf("stderr %q, want %q…", stderr, want)
		}
	})
}

// TestArrowSwitchUSEBIOExport: a one-field session exported as USEBIO says
// WINNER_TYPE 1 and scores the same when read back.
func TestArrowSwitchUSEBIOExport(t *testing.T) {
	rf, err := interchange.ReadCSV(strings.NewReader(arrowCSV))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	var x bytes.Buffer
	if err := interchange.WriteUSEBIO(&x, rf, st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(x.String(), "<WINNER_TYPE>1</WINNER_TYPE>") {
		t.Fatalf("no WINNER_TYPE 1 in\n%s", x.String())
	}
	path := writeTemp(t, "s.xml", x.String())
	code, stdout, stderr := runCmd(t, path, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	checkArrowJSON(t, stdout)
}
