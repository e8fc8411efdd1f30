package interchange

import (
	"strings"
	"testing"

	"bridgescore/scoring"
)

// ruterBoard1 is board 1 of a Ruter results file (Hallstahammars BK,
// 2021-09-01, resultat.svenskbridge.se/storage/2021/09/01/354807.pbn): three
// tables played it, and pair 2, meeting the phantom, has a row of its own
// with "-" for its opponent and "Bye" for the score. That row refused the
// whole file: "board 1: the NS and EW pair numbers are both needed".
const ruterBoard1 = `% PBN 2.0
% EXPORT
[Event "2021-09-01"]
[Site "Hallstahammars BK, Sverige"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:J76.AK.AQJ954.J3 QT.QT8542.62.Q52 AK9543.6.K3.T986 82.J973.T87.AK74"]
[Scoring "MatchPoints;MP1"]
[Application "Ruter - Read more at www.brenning.se"]
[ScoreTable "Table\1R;Round\1R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Lead\3L;Score_NS\6R;Score_EW\6R;MP_NS\3R;MP_EW\3R;Percentage_NS\3R;Percentage_EW\3R"]
4 2 6 5 5HX E 7 SA "800" - 4.0 0.0 100 0
2 5 7 3 4S S 11 CA "450" - 1.0 3.0 25 75
1 1 8 1 4S S 11 CA "450" - 1.0 3.0 25 75
3 3 - 2 - - - - "Bye" "Bye" - 1.9 - 47
`

// The phantom's row is a sit-out: the other three are scored as the file
// scored them, and a note names pair 2 and the line.
func TestPBNByeRowIsASitOut(t *testing.T) {
	rf, err := ReadPBNResults(strings.NewReader(ruterBoard1))
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if len(rf.Session.Lines) != 3 {
		t.Fatalf("%d lines, want the three played", len(rf.Session.Lines))
	}
	for _, p := range rf.Session.Pairs {
		if p.ID == "2" || p.ID == "" {
			t.Errorf("pair %q is in the field", p.ID)
		}
	}
	notes := strings.Join(rf.Warnings, "\n")
	if !strings.Contains(notes, `line 15: pair 2 sits out on board 1 (the score says "Bye")`) {
		t.Errorf("notes %q", notes)
	}
	st, err := scoring.Score(&rf.Session)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"6": "4/0", "7": "1/3", "8": "1/3"}
	for _, l := range st.Boards[0].Lines {
		if got := l.NSPoints.RatString() + "/" + l.EWPoints.RatString(); got != want[l.NS] {
			t.Errorf("%s v %s: %s, the file says %s", l.NS, l.EW, got, want[l.NS])
		}
	}
}

// Every reader takes a row without an opponent, or against the phantom, or
// whose score says the pair sat out, as a sit-out with a note.
func TestSitOutRowsInEveryReader(t *testing.T) {
	// Five pairs, two tables: one pair sits out each board.
	csv := "board,ns,ew,contract,declarer,tricks,score\n" +
		"1,1,2,4S,N,10,\n1,3,4,4S,N,9,\n1,5,-,,,,\n" + // opponent written -
		"2,1,5,4S,N,10,\n2,3,4,4S,N,9,\n2,0,2,,,,\n" + // opponent 0
		"3,1,2,3NT,S,9,\n3,5,4,3NT,S,10,\n3,3,99,,,,\n" + // the phantom's number: on no row with a result
		"4,1,2,3NT,S,9,\n4,3,5,3NT,S,10,\n4,4,,,,,Sit out\n" // the score says so
	rf, err := ReadCSV(strings.NewReader(csv))
	if err != nil {
		t.Fatalf("CSV: %v", err)
	}
	if len(rf.Session.Lines) != 8 || len(rf.Session.Pairs) != 5 {
		t.Errorf("CSV: %d lines, %d pairs: want the eight played and their five pairs", len(rf.Session.Lines), len(rf.Session.Pairs))
	}
	notes := strings.Join(rf.Warnings, "\n")
	for _, want := range []string{
		`line 4: pair 5 sits out on board 1 (opponent "-", no result)`,
		`line 7: pair 2 sits out on board 2 (opponent "0", no result)`,
		`line 10: pair 3 sits out on board 3 (against 99, who plays no board, no result)`,
		`line 13: pair 4 sits out on board 4 (the score says "Sit out")`,
	} {
		if !strings.Contains(notes, want) {
			t.Errorf("CSV notes %q lack %q", notes, want)
		}
	}

	xml := `<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><PARTICIPANTS>
<PAIR><PAIR_NUMBER>1</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>2</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR>
<PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>5</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>450</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER></TRAVELLER_LINE>
</BOARD><BOARD><BOARD_NUMBER>2</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>-100</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><SCORE>110</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>6</EW_PAIR_NUMBER><SCORE>Bye</SCORE></TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`
	rf, err = ReadUSEBIO(strings.NewReader(xml))
	if err != nil {
		t.Fatalf("USEBIO: %v", err)
	}
	if len(rf.Session.Lines) != 4 {
		t.Errorf("USEBIO: %d lines, want the four played", len(rf.Session.Lines))
	}
	if notes := strings.Join(rf.Warnings, "\n"); !strings.Contains(notes, "pair 5 sits out on boards 1, 2 (against 6, who plays no board, no result)") {
		t.Errorf("USEBIO notes %q", notes)
	}
	// A result against a pair the file does not list is still refused.
	played := strings.Replace(xml, `<EW_PAIR_NUMBER>6</EW_PAIR_NUMBER></TRAVELLER_LINE>`, `<EW_PAIR_NUMBER>6</EW_PAIR_NUMBER><SCORE>100</SCORE></TRAVELLER_LINE>`, 1)
	if _, err := ReadUSEBIO(strings.NewReader(played)); err == nil || !strings.Contains(err.Error(), "EW pair 6 is not in PARTICIPANTS") {
		t.Errorf("a result against an unlisted pair: %v", err)
	}
}
