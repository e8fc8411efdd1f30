package interchange

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"bridgescore/scoring"
)

// standingsText is a teams ranking and its matches in words, for
// comparing two scorings.
func standingsText(st *scoring.TeamStandings) string {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %s\n", st.Method, st.Scale)
	for _, t := range st.Teams {
		fmt.Fprintf(&b, "%s %s %q %v %s\n", t.Rank, t.ID, t.Name, t.Players, scoring.FormatRat(t.Total, 2))
	}
	for _, m := range st.Matches {
		fmt.Fprintf(&b, "%d %s v %s %v %v %v\n", m.Round, m.Home, m.Away, m.Boards, m.IMPs, m.Score)
		for _, bd := range m.Scorecard {
			fmt.Fprintf(&b, "  %d %v %v %v %v\n", bd.Board, bd.HomeIMPs, bd.AwayIMPs, bd.HomePoints, bd.AwayPoints)
		}
	}
	return b.String()
}

// A teams file written as USEBIO reads back to the same session: the same
// ranking, matches, boards and figures, and the figures the written file
// records are bridgescore's own (every team's total and place, every
// match's score and every board's IMPs or points).
func TestTeamsUSEBIORoundTrip(t *testing.T) {
	for _, name := range []string{
		"../testdata/real/ebuscoreteams_point_a_board.xml",
		"../testdata/real/teamsscorer_multiple_teams_vp.xml",
		"../testdata/teams/night.csv",
	} {
		t.Run(filepath.Base(name), func(t *testing.T) {
			tf, err := ReadTeamsFile(name)
			if err != nil {
				t.Fatal(err)
			}
			st, err := scoring.ScoreTeams(&tf.Session)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := WriteTeamsUSEBIO(&buf, tf, st); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "teams.xml")
			if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			back, err := ReadTeamsFile(out)
			if err != nil {
				t.Fatalf("reading the written file: %v\n%s", err, buf.String()[:min(buf.Len(), 2000)])
			}
			if back.Format != "USEBIO" || back.Name != tf.Name || back.Date != tf.Date || back.Club != tf.Club {
				t.Errorf("read back as %s %q %q %q", back.Format, back.Name, back.Date, back.Club)
			}
			back.Session.Options = tf.Session.Options // the scale is the session's, not the file's
			again, err := scoring.ScoreTeams(&back.Session)
			if err != nil {
				t.Fatal(err)
			}
			if a, b := standingsText(st), standingsText(again); a != b {
				t.Errorf("scored again:\n%s\nfirst:\n%s", b, a)
			}
			for _, tr := range st.Teams {
				rec := back.Recorded.Teams[tr.ID]
				if rec.Place != tr.Rank || rec.Total == nil || rec.Total.Cmp(tr.Total) != 0 {
					t.Errorf("team %s: the file records %s %v, scored %s %v", tr.ID, rec.Place, rec.Total, tr.Rank, tr.Total)
				}
			}
			for i, m := range st.Matches {
				rm := back.Recorded.Matches[i]
				if m.Score[0] != nil && (rm.Score[0] == nil || rm.Score[0].Cmp(m.Score[0]) != 0 || rm.Score[1].Cmp(m.Score[1]) != 0) {
					t.Errorf("round %d, %s v %s: the file records %v, scored %v", m.Round, m.Home, m.Away, rm.Score, m.Score)
				}
			}
		})
	}
}
