package interchange

import (
	"math/big"
	"os"
	"strings"
	"testing"

	"bridgescore/scoring"
)

func TestReadTeamsCSVLines(t *testing.T) {
	data := "# teams\n# method: imps\n# boards: 2\nround;board;ns;ew;contract;declarer;tricks;score\n" +
		"1;1;1;2;4S;N;10;\n1;1;2;1;4SN-1;;;\n1;2;1;2;;;;A60-40\n1;2;2;1;PASS;;;\n"
	tf, err := ReadTeams([]byte(data), "t.csv")
	if err != nil {
		t.Fatal(err)
	}
	if tf.Format != "CSV" || tf.Session.Method != scoring.TeamIMPs || tf.BoardsPerMatch != 2 || len(tf.Session.Lines) != 4 {
		t.Fatalf("read %+v", tf)
	}
	st, err := scoring.ScoreTeams(&tf.Session)
	if err != nil {
		t.Fatal(err)
	}
	// Board 1: +420 and +50 for team 1: 470 → 10 IMPs; board 2: A60-40 in
	// the open room, Average-plus to team 1: +3.
	if got := st.Matches[0].Score[0]; got.Cmp(big.NewRat(13, 1)) != 0 {
		t.Errorf("team 1: %v IMPs, want 13", got)
	}
}

func TestReadTeamsCSVMatches(t *testing.T) {
	data := "# teams\n# boards: 28\nround,home,away,home_imps,away_imps\n3,3,1,81,58\n"
	tf, err := ReadTeams([]byte(data), "t.csv")
	if err != nil {
		t.Fatal(err)
	}
	st, err := scoring.ScoreTeams(&tf.Session)
	if err != nil {
		t.Fatal(err)
	}
	if got := st.Matches[0].Score; got[0].FloatString(2) != "14.48" || got[1].FloatString(2) != "5.52" {
		t.Errorf("81–58 over 28 boards: %v", got)
	}
}

func TestReadTeamsRefusals(t *testing.T) {
	for _, c := range []struct {
		name, data, says string
	}{
		{"pairs csv", "board,ns,ew,score\n1,1,2,100\n", "not a teams results file"},
		{"bad method", "# teams\n# method: mp\nround,home,away,home_imps,away_imps\n", "method"},
		{"no header", "# teams\n", "no header"},
		{"bad header", "# teams\nfoo,bar\n1,2\n", "header"},
		{"team v itself", "# teams\nboard,ns,ew,score\n1,3,3,100\n", "two different teams"},
		{"bad score", "# teams\nboard,ns,ew,score\n1,1,2,zzz\n", "line 3"},
		{"bad match", "# teams\nround,home,away,home_imps,away_imps\n1,1,,3,4\n", "line 3"},
		{"usebio no teams", `<?xml version="1.0"?><USEBIO><EVENT EVENT_TYPE="TEAMS"><MATCH_SCORING_METHOD>VPS</MATCH_SCORING_METHOD></EVENT></USEBIO>`, "no TEAM"},
		{"usebio bad method", `<USEBIO><EVENT EVENT_TYPE="TEAMS"><MATCH_SCORING_METHOD>XYZ</MATCH_SCORING_METHOD></EVENT></USEBIO>`, "MATCH_SCORING_METHOD"},
		{"usebio broken", `<USEBIO><EVENT EVENT_TYPE="TEAMS"><TEAM TEAM_ID="1"></EVENT>`, "not well-formed"},
		{"pbn no matches", "% PBN\n[Scoring \"Teams\"]\n[TotalScoreTable \"Rank;TeamId;TotalScoreVP\"]\n1 1 20\n", "no ScoreTable"},
		{"pbn no totals", "% PBN\n[Scoring \"Teams\"]\n", "TotalScoreTable"},
		{"pbn bad details", "% PBN\n[Scoring \"Teams\"]\n[TotalScoreTable \"Rank;TeamId;TotalScoreVP\"]\n1 1 20\n2 2 0\n[ScoreTable \"Round;Table;TeamId_Home;TeamId_Away;MatchDetails;VP_Home;VP_Away\"]\n1 1 1 2 \"200,x,3\" 20 0\n", "MatchDetails"},
	} {
		_, err := ReadTeams([]byte(c.data), "f")
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want it to say %q", c.name, err, c.says)
		}
	}
}

// TestReadUSEBIOTeamsLines: the lines of a real USEBIO teams file know
// their teams and rooms from the pairs' numbers.
func TestReadUSEBIOTeamsLines(t *testing.T) {
	tf, err := ReadTeamsFile("../testdata/real/ebuscoreteams_point_a_board.xml")
	if err != nil {
		t.Fatal(err)
	}
	if tf.Session.Method != scoring.PointABoard || len(tf.Session.Teams) != 8 || len(tf.Session.Matches) != 28 ||
		len(tf.Session.Lines) != 336 || len(tf.Session.Seated) != 336 || tf.BoardsPerMatch != 6 {
		t.Fatalf("%s: %d teams, %d matches, %d lines, %d boards a match", tf.Session.Method, len(tf.Session.Teams),
			len(tf.Session.Matches), len(tf.Session.Lines), tf.BoardsPerMatch)
	}
	l := tf.Session.Lines[0]
	if l.NS != "1" || l.EW != "8" || l.Board != 1 || l.Round != 1 || tf.Session.Seated[0] != [2]string{"1-1-2", "8-3-4"} {
		t.Errorf("first line %+v seated %v", l, tf.Session.Seated[0])
	}
	if len(tf.Session.Teams[0].Players) != 4 {
		t.Errorf("team 1's players %v", tf.Session.Teams[0].Players)
	}
}

func FuzzReadTeams(f *testing.F) {
	for _, name := range []string{"teamsscorer_multiple_teams_vp.xml", "ruter_teams_swiss_8_boards.pbn"} {
		data, err := os.ReadFile("../testdata/real/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data[:min(len(data), 6000)])
	}
	f.Add([]byte("# teams\nround,board,ns,ew,contract,declarer,tricks,score\n1,1,1,2,4S,N,10,\n"))
	f.Add([]byte("# teams\nround,home,away,home_imps,away_imps\n1,1,2,3,4\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tf, err := ReadTeams(data, "fuzz")
		if err != nil {
			return
		}
		// Whatever was read scores or is refused, never panics.
		_, _ = scoring.ScoreTeams(&tf.Session)
	})
}
