package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
)

// awardsPBN is a board of a PBN results file on which each side was given
// Average-plus, Score_NS "A+" and Score_EW "A+" (a fouled board, neither
// side at fault), and pair 11 sat out, Ruter's row "- 11 ... Bye".
const awardsPBN = `[Board "1"]
[ScoreTable "Table\2R;Round\2R;PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\6R;Score_EW\6R"]
 1  1  1  2 -    -  - "A+" "A+"
 2  1  3  4 4S   N 10  420    -
 3  1  5  6 4S   N  9  -    50
 4  1  7  8 3NT  S  7  -   100
 5  1  9 10 2S   N  8  110  -
 6  1  - 11 -    -  - "Bye" "Bye"
`

// Each side keeps its award through every door: score and its explanation,
// the store, the printed travellers, and both writers, whose files read
// back the same.
func TestAwardsPerSideThroughTheCommands(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "awards.pbn")
	if err := os.WriteFile(file, []byte(awardsPBN), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := stRun(t, "score", file, "--explain", "1")
	if code != 0 {
		t.Fatalf("score: exit %d: %s", code, errOut)
	}
	for _, want := range []string{"artificial adjusted score A60-60", "NS: 60% of the full top 8 = 4.8", "EW: 60% of the full top 8 = 4.8"} {
		if !strings.Contains(out, want) {
			t.Errorf("explanation lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, `pair 11 sits out on board 1 (the score says "Bye")`) {
		t.Errorf("no note of the sit-out: %q", errOut)
	}
	db := filepath.Join(dir, "club.db")
	id := stImport(t, db, file)
	html := filepath.Join(dir, "travellers.html")
	stMust(t, "report", "--session", id, "--db", db, "--what", "travellers", "--format", "html", "--out", html)
	page, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), "Average-plus to both sides (NS 60%, EW 60%)") {
		t.Errorf("the printed traveller does not give Average-plus to both sides")
	}
	for _, format := range []string{"csv", "usebio"} {
		path := filepath.Join(dir, "export."+format)
		stMust(t, "export", "--session", id, "--db", db, "--format", format, "--out", path)
		ev, err := interchange.ReadFile(path)
		if err != nil {
			t.Fatalf("%s export read back: %v", format, err)
		}
		found := false
		for _, l := range ev.Session.Lines {
			if l.Kind == scoring.Artificial {
				found = true
				if l.NSPercent != 60 || l.EWPercent != 60 {
					t.Errorf("%s export: %d/%d read back, want 60/60", format, l.NSPercent, l.EWPercent)
				}
			}
		}
		if !found {
			t.Errorf("%s export: the artificial score is lost", format)
		}
	}
}

// A results file whose hand cannot be read is scored and imported, with a
// note naming the hand's line; attached to a session as a hand record on
// purpose, it is refused.
func TestBadHandThroughTheCommands(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "hands.pbn")
	// South holds twelve cards; the void is written "-".
	results := `[Board "2"]
[Deal "N:J953.832.Q97.AJ4 64.AQ65.A2.KQT95 -.KJT974.KT6.873 AKQT872.-.J8543.6"]
[ScoreTable "PairId_NS\2R;PairId_EW\2R;Contract\4L;Declarer\1R;Result\2R;Score_NS\6R;Score_EW\6R"]
 1  2 4S   W 11   -   450
 3  4 5HX  S  9   -   500
`
	if err := os.WriteFile(file, []byte(results), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := stRun(t, "score", file)
	if code != 0 || !strings.Contains(errOut, "line 2: Deal: board 2") || !strings.Contains(errOut, "hand left out") {
		t.Fatalf("score: exit %d: %s", code, errOut)
	}
	db := filepath.Join(dir, "club.db")
	id := stImport(t, db, file)
	code, _, errOut = stRun(t, "hands", "--session", id, "--db", db, file)
	if code == 0 || !strings.Contains(errOut, "12 cards") {
		t.Errorf("hands attached on purpose: exit %d: %s", code, errOut)
	}
	code, _, errOut = stRun(t, "import", file, "--session", id, "--db", db)
	if code == 0 || !strings.Contains(errOut, "12 cards") {
		t.Errorf("import --session: exit %d: %s", code, errOut)
	}
}
