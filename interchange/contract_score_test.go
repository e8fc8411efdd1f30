package interchange

import (
	"strings"
	"testing"

	"bridgescore/scoring"
)

// pianolaLine is board 1 of a Pianola cross-IMP file (testdata/real/
// pianola_cross_imp.xml) as it wrote the line of pairs 9 and 4: a contract
// of "42" beside 12 tricks by South and a SCORE of 480 (four spades making
// twelve, not vulnerable). The contract refused the whole file: "contract:
// "42": level must be 1 to 7".
func pianolaLine(contract, score string) string {
	return `<USEBIO Version="1.2"><EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>CROSS_IMPS</BOARD_SCORING_METHOD>
<PARTICIPANTS><PAIR><PAIR_NUMBER>9</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>4</PAIR_NUMBER></PAIR>
<PAIR><PAIR_NUMBER>10</PAIR_NUMBER></PAIR><PAIR><PAIR_NUMBER>3</PAIR_NUMBER></PAIR></PARTICIPANTS>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>10</NS_PAIR_NUMBER><EW_PAIR_NUMBER>3</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>S</PLAYED_BY><LEAD>HJ</LEAD><TRICKS>12</TRICKS><SCORE>480</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE>
<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER>
<EW_PAIR_NUMBER>4</EW_PAIR_NUMBER>
<CONTRACT>` + contract + `</CONTRACT>
<PLAYED_BY>S</PLAYED_BY>
<LEAD>DA</LEAD>
<TRICKS>12</TRICKS>
<SCORE>` + score + `</SCORE>
</TRAVELLER_LINE>
</BOARD></EVENT></USEBIO>`
}

// A contract no notation reads, beside the score the program worked out,
// is left out with a note naming its line; the line is scored on its score,
// as the file scored it. Without a score to go on it still refuses the
// file, naming the line.
func TestUnreadContractBesideAScore(t *testing.T) {
	reads := []struct {
		name string
		read func(string) (*ResultsFile, error)
		doc  string
		line string // where the note must point
	}{
		{"USEBIO", func(s string) (*ResultsFile, error) { return ReadUSEBIO(strings.NewReader(s)) }, pianolaLine("42", "480"), "line 6"},
		{"CSV", func(s string) (*ResultsFile, error) { return ReadCSV(strings.NewReader(s)) },
			"board,ns,ew,contract,declarer,tricks,score\n1,10,3,4S,S,12,480\n1,9,4,42,S,12,480\n", "line 3"},
		{"PBN", func(s string) (*ResultsFile, error) { return ReadPBNResults(strings.NewReader(s)) },
			"[Board \"1\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R\"]\n" +
				"10  3 4S   S 12 \"480\" -\n 9  4 42   S 12 \"480\" -\n", "line 4"},
	}
	for _, tc := range reads {
		t.Run(tc.name, func(t *testing.T) {
			rf, err := tc.read(tc.doc)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			var found bool
			for _, l := range rf.Session.Lines {
				if l.NS != "9" {
					continue
				}
				found = true
				if l.Kind != scoring.Played || l.Score != 480 || l.Result != nil {
					t.Errorf("9 v 4 read as %+v, want the bare score 480", l)
				}
			}
			if !found {
				t.Fatal("the line of 9 v 4 is missing")
			}
			notes := strings.Join(rf.Warnings, "\n")
			if !strings.Contains(notes, tc.line) || !strings.Contains(notes, `contract "42" not understood, left out: scored on the score 480`) {
				t.Errorf("notes %q: want the contract named, at %s", notes, tc.line)
			}
			st, err := scoring.Score(&rf.Session)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range st.Boards[0].Lines {
				if l.NSPoints.Cmp(l.EWPoints) != 0 {
					t.Errorf("%s v %s: %s to %s, want a tie (both tables scored 480)", l.NS, l.EW, l.NSPoints.RatString(), l.EWPoints.RatString())
				}
			}
		})
	}
	// Nothing to score on: refused, the line named.
	for _, score := range []string{"", "A60"} {
		_, err := ReadUSEBIO(strings.NewReader(pianolaLine("42", score)))
		if err == nil || !strings.Contains(err.Error(), "line 6") || !strings.Contains(err.Error(), `"42"`) {
			t.Errorf("contract 42 with score %q: %v, want the line and the contract named", score, err)
		}
	}
}
