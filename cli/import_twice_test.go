package cli

import (
	"strings"
	"testing"
)

// Importing the same file twice is refused, naming the session that holds
// it, unless --again; the database is unchanged by the refusal.
func TestImportTwice(t *testing.T) {
	_, db, xml, _ := outSetup(t)
	before := stDump(t, db)
	code, _, errOut := stRun(t, "import", xml, "--db", db)
	if code == 0 || !strings.Contains(errOut, "already imported as session 1") {
		t.Errorf("second import: exit %d, %q", code, errOut)
	}
	if stDump(t, db) != before {
		t.Error("the refused import changed the database")
	}
	if id := stImport(t, db, xml, "--again"); id != "2" {
		t.Errorf("import --again made session %s", id)
	}
}

// A file score refuses (every line not played, one line a board) is not
// imported as a complete session either.
func TestImportRefusesWhatScoreRefuses(t *testing.T) {
	_, db, _, _ := outSetup(t)
	const head = "board,ns,ew,contract,declarer,tricks,score\n"
	for name, content := range map[string]string{
		"all-np.csv":   head + "1,1,2,,,,NP\n1,3,4,,,,NP\n2,1,2,,,,NP\n",
		"one-line.csv": head + "1,1,2,4S,N,10,\n",
	} {
		f := writeTemp(t, name, content)
		scoreCode, _, _ := runCmd(t, f)
		if scoreCode == 0 {
			t.Fatalf("score accepts %s", name)
		}
		before := stDump(t, db)
		code, _, errOut := stRun(t, "import", f, "--db", db)
		if code == 0 || !strings.Contains(errOut, "nothing was imported") {
			t.Errorf("import %s: exit %d, %q", name, code, errOut)
		}
		if stDump(t, db) != before {
			t.Errorf("import %s changed the database", name)
		}
	}
}
