package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"bridgescore/interchange"
	"bridgescore/scoring"
	"bridgescore/store"
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
		rf, err := interchange.ReadFile(path)
		if err != nil {
			t.Fatalf("%s export read back: %v", format, err)
		}
		found := false
		for _, l := range rf.Session.Lines {
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

// law12C2cCSV is a session in which pair 1 scores well on every board but
// the first, where it was given Average-plus: under Law 12C2(c) it scores
// its own percentage there, above 60%.
const law12C2cCSV = "board,ns,ew,contract,declarer,tricks,score\n" +
	"1,1,2,,,,A60-40\n1,3,4,4S,N,10,\n1,5,6,4S,N,9,\n" +
	"2,1,2,4S,N,11,\n2,3,4,4S,N,10,\n2,5,6,4S,N,9,\n" +
	"3,1,2,3NT,S,10,\n3,3,4,3NT,S,9,\n3,5,6,3NT,S,8,\n"

// --law12c2c on score, import and new scores and stores the session under
// Law 12C2(c), as the wizard's option does.
func TestLaw12C2cOnTheCommands(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "avplus.csv")
	if err := os.WriteFile(file, []byte(law12C2cCSV), 0o644); err != nil {
		t.Fatal(err)
	}
	rf, err := interchange.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	want := map[bool]string{}
	for _, law := range []bool{false, true} {
		s := rf.Session
		s.Options.Law12C2c = law
		st, err := scoring.Score(&s)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range st.Pairs {
			if p.ID == "1" {
				want[law] = p.Percent.FloatString(2)
			}
		}
	}
	if want[true] == want[false] {
		t.Fatalf("Law 12C2(c) changes nothing here (%s%%): the test shows nothing", want[true])
	}
	for _, law := range []bool{false, true} {
		args := []string{"score", file}
		if law {
			args = append(args, "--law12c2c")
		}
		_, out, _ := stRun(t, args...)
		if !strings.Contains(out, want[law]) {
			t.Errorf("%s: pair 1's %s%% is not in\n%s", strings.Join(args, " "), want[law], out)
		}
	}
	db := filepath.Join(dir, "club.db")
	imported := stImport(t, db, file, "--law12c2c")
	plain := stImport(t, db, file, "--again")
	made := lastLine(stMust(t, "new", "--name", "Tuesday", "--movement", "howell", "--tables", "3", "--law12c2c", "--db", db))
	for id, law := range map[string]bool{imported: true, plain: false, made: true} {
		if got := storedLaw12C2c(t, db, id); got != law {
			t.Errorf("session %s stored with Law12C2c %v, want %v", id, got, law)
		}
	}
}

// storedLaw12C2c is whether the stored session is scored under Law 12C2(c).
func storedLaw12C2c(t *testing.T, db, id string) bool {
	t.Helper()
	d, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := d.Session(n)
	if err != nil {
		t.Fatal(err)
	}
	return m.Options.Law12C2c
}
