package cli

import (
	"strings"
	"testing"
)

// Scores no contract can produce are refused, with the line, in CSV,
// USEBIO and enter; TRICKS -1 in USEBIO is refused, not read as down one.
func TestImpossibleScoresRefused(t *testing.T) {
	const head = "board,ns,ew,contract,declarer,tricks,score\n"
	for _, score := range []string{"+10", "+20", "30", "-40", "+60", "+7590"} {
		csv := writeTemp(t, "s.csv", head+"1,1,2,4S,N,10,\n1,3,4,,,,"+score+"\n2,1,2,4S,N,10,\n2,3,4,4S,N,9,\n")
		code, _, errOut := runCmd(t, csv)
		if code == 0 || !strings.Contains(errOut, "line 3") || !strings.Contains(errOut, "no contract can score") {
			t.Errorf("CSV score %s: exit %d, %q", score, code, errOut)
		}
		xml := writeTemp(t, "s.xml", xmlBoard(
			"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>"+score+"</SCORE>",
			"<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><SCORE>100</SCORE>"))
		code, _, errOut = runCmd(t, xml)
		if code == 0 || !strings.Contains(errOut, "TRAVELLER_LINE 1") || !strings.Contains(errOut, "no contract can score") {
			t.Errorf("USEBIO score %s: exit %d, %q", score, code, errOut)
		}
	}
	xml := writeTemp(t, "t.xml", xmlBoard(
		"<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>-1</TRICKS>",
		"<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>1</EW_PAIR_NUMBER><SCORE>100</SCORE>"))
	code, _, errOut := runCmd(t, xml)
	if code == 0 || !strings.Contains(errOut, "TRICKS is the number of tricks taken") {
		t.Errorf("USEBIO TRICKS -1: exit %d, %q", code, errOut)
	}

	_, db, _, _ := outSetup(t)
	for _, c := range []struct{ board, score string }{
		{"1", "+10"}, {"1", "+7590"}, {"1", "-60"},
		// Board 1 is not vulnerable: +620 needs a vulnerable game.
		{"1", "+620"},
	} {
		before := stDump(t, db)
		code, _, errOut := stRun(t, "enter", "--session", "1", "--db", db, "--board", c.board, "--ns", "1NS", "--ew", "1EW", c.score)
		if code == 0 || !strings.Contains(errOut, "no contract can score") {
			t.Errorf("enter %s on board %s: exit %d, %q", c.score, c.board, code, errOut)
		}
		if stDump(t, db) != before {
			t.Errorf("enter %s: the database changed", c.score)
		}
	}
	// Board 2 is NS vulnerable: +620 is a game made.
	if out := stMust(t, "enter", "--session", "1", "--db", db, "--board", "2", "--ns", "1NS", "--ew", "1EW", "+620"); !strings.Contains(out, "620") {
		t.Errorf("enter +620 on a vulnerable board: %s", out)
	}
}
