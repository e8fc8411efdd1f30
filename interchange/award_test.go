package interchange

import (
	"bytes"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// awardPBN is a board of a PBN results file on which the director gave
// each side its own artificial score, written in Score_NS and Score_EW:
// nsAward and ewAward on the 1 v 2 line (a fouled board, say, on which
// neither side was at fault: Average-plus to both, Law 12C2(a)).
func awardPBN(nsAward, ewAward string) string {
	return `[Board "1"]
[ScoreTable "Table\2R;Round\2R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\6R;Score_EW\6R;MP_NS\4R;MP_EW\4R"]
 1  1  1  2 -    -  - "` + nsAward + `" "` + ewAward + `"  4.8  4.8
 2  1  3  4 4S   N 10  420    -  8.0  0.0
 3  1  5  6 4S   N  9  -    50  4.0  4.0
 4  1  7  8 3NT  S  7  -   100  1.0  7.0
 5  1  9 10 2S   N  8  110  -    6.0  2.0
`
}

// Each side keeps the artificial score written for it. Read as NS's award
// with EW given the rest, A+ and A+ gave EW 40%: 3.2 matchpoints of a top
// of 8 in place of 4.8, with no warning.
func TestPBNAwardPerSide(t *testing.T) {
	tests := []struct {
		ns, ew     string
		nsPc, ewPc int
	}{
		{"A+", "A+", 60, 60},
		{"A+", "A=", 60, 50},
		{"A=", "A+", 50, 60},
		{"A-", "A-", 40, 40},
		{"60%", "60%", 60, 60},
		{"A60", "A50", 60, 50},
		{"AVE+", "AVE-", 60, 40},
		// One side's award alone: the other side has the rest of 100%.
		{"A+", "-", 60, 40},
		{"-", "A+", 40, 60},
		{"A60", "", 60, 40},
	}
	for _, tc := range tests {
		rf, err := ReadPBNResults(strings.NewReader(awardPBN(tc.ns, tc.ew)))
		if err != nil {
			t.Errorf("%s / %s: %v", tc.ns, tc.ew, err)
			continue
		}
		l := rf.Session.Lines[0]
		if l.Kind != scoring.Artificial || l.NSPercent != tc.nsPc || l.EWPercent != tc.ewPc {
			t.Errorf("%s / %s: %+v, want %d%% to NS and %d%% to EW", tc.ns, tc.ew, l, tc.nsPc, tc.ewPc)
		}
	}
	rf, err := ReadPBNResults(strings.NewReader(awardPBN("A+", "A+")))
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range st.Boards[0].Lines {
		if l.NS == "1" && (l.NSPoints.FloatString(1) != "4.8" || l.EWPoints.FloatString(1) != "4.8") {
			t.Errorf("A+ to both: %s and %s matchpoints, want 4.8 each", l.NSPoints.FloatString(1), l.EWPoints.FloatString(1))
		}
	}
	if _, err := ReadPBNResults(strings.NewReader(awardPBN("A+", "150"))); err == nil || !strings.Contains(err.Error(), "A+/150") {
		t.Errorf("an award beside a score: %v", err)
	}
}

// USEBIO's NS_SCORE and EW_SCORE, each side's award in its own element; and
// SCORE A6060, Compscore's both-sides form.
func TestUSEBIOAwardPerSide(t *testing.T) {
	doc := func(score string) string {
		return `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>` + score + `</TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>`
	}
	for score, want := range map[string][2]int{
		"<NS_SCORE>A60</NS_SCORE><EW_SCORE>A60</EW_SCORE>": {60, 60},
		"<NS_SCORE>A+</NS_SCORE><EW_SCORE>A+</EW_SCORE>":   {60, 60},
		"<NS_SCORE>A40</NS_SCORE><EW_SCORE>A50</EW_SCORE>": {40, 50},
		"<NS_SCORE>A60</NS_SCORE><EW_SCORE></EW_SCORE>":    {60, 40},
		"<SCORE>A6060</SCORE>":                             {60, 60},
	} {
		rf, err := ReadUSEBIO(strings.NewReader(doc(score)))
		if err != nil {
			t.Errorf("%s: %v", score, err)
			continue
		}
		l := rf.Session.Lines[0]
		if l.Kind != scoring.Artificial || l.NSPercent != want[0] || l.EWPercent != want[1] {
			t.Errorf("%s: %+v, want %d/%d", score, l, want[0], want[1])
		}
		// What is read is written back the same.
		var buf bytes.Buffer
		if err := WriteUSEBIO(&buf, rf, nil); err != nil {
			t.Fatal(err)
		}
		back, err := ReadUSEBIO(&buf)
		if err != nil || back.Session.Lines[0].NSPercent != want[0] || back.Session.Lines[0].EWPercent != want[1] {
			t.Errorf("%s written and read back: %v %+v", score, err, back)
		}
	}
}

// The CSV format takes each side's award in ns_score and ew_score (or
// score_ns and score_ew), or both in the score column: A60/60, 60%-60%,
// AVE+/AVE+.
func TestCSVAwardPerSide(t *testing.T) {
	for _, file := range []string{
		"board,ns,ew,contract,declarer,tricks,ns_score,ew_score\n1,1,2,,,,A+,A+\n1,3,4,4S,N,10,420,\n",
		"board,ns,ew,contract,declarer,tricks,score_ns,score_ew\n1,1,2,,,,60%,60%\n1,3,4,4S,N,10,420,\n",
		"board,ns,ew,contract,declarer,tricks,score\n1,1,2,,,,A60/60\n1,3,4,4S,N,10,\n",
		"board,ns,ew,contract,declarer,tricks,score\n1,1,2,,,,60%-60%\n1,3,4,4S,N,10,\n",
		"board,ns,ew,contract,declarer,tricks,score\n1,1,2,,,,AVE+/AVE+\n1,3,4,4S,N,10,\n",
	} {
		rf, err := ReadCSV(strings.NewReader(file))
		if err != nil {
			t.Errorf("%q: %v", file, err)
			continue
		}
		l := rf.Session.Lines[0]
		if l.Kind != scoring.Artificial || l.NSPercent != 60 || l.EWPercent != 60 {
			t.Errorf("%q: %+v, want 60/60", file, l)
		}
		var buf bytes.Buffer
		if err := WriteCSV(&buf, rf); err != nil {
			t.Fatal(err)
		}
		back, err := ReadCSV(&buf)
		if err != nil || back.Session.Lines[0].NSPercent != 60 || back.Session.Lines[0].EWPercent != 60 {
			t.Errorf("%q written and read back: %v\n%s", file, err, buf.String())
		}
	}
}
