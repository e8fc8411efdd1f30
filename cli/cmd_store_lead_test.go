package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// enter --lead records the opening lead: it shows in what enter prints, in
// the history and in exports, survives a correction that does not give it,
// and plays no part in the standings.
func TestStoreEnterLead(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	id := stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	original := stMust(t, "standings", "--session", id, "--db", db, "--format", "json")

	// Board 1, 1NS v 1EW was 3NT by N making 10.
	out := stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "--lead", "♥10", "3NTN+1")
	if !strings.Contains(out, "board 1, 1NS v 1EW: 3NTN+1 (NS +430), lead ♥10 entered in place of 1NS v 1EW: 3NTN+1 (NS +430)") {
		t.Errorf("enter printed %q", out)
	}
	if got := stMust(t, "standings", "--session", id, "--db", db, "--format", "json"); got != original {
		t.Errorf("a lead changed the standings:\n%s", firstDiff(got, original))
	}
	// A correction without --lead keeps the lead.
	out = stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "3NTN=")
	if !strings.Contains(out, "3NTN= (NS +400), lead ♥10 entered in place of 1NS v 1EW: 3NTN+1 (NS +430), lead ♥10") {
		t.Errorf("enter printed %q", out)
	}
	out = stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "--lead", "h t", "3NTN=")
	if !strings.Contains(out, "(already entered, unchanged)") {
		t.Errorf("the same lead written another way: %q", out)
	}

	csvOut := filepath.Join(t.TempDir(), "export.csv")
	stMust(t, "export", "--session", id, "--db", db, "--format", "csv", "--out", csvOut)
	xmlOut := filepath.Join(t.TempDir(), "export.xml")
	stMust(t, "export", "--session", id, "--db", db, "--format", "usebio", "--out", xmlOut)
	csvText, _ := os.ReadFile(csvOut)
	xmlText, _ := os.ReadFile(xmlOut)
	if head, _, _ := strings.Cut(string(csvText), "\n"); !strings.HasSuffix(head, ",lead") || !strings.Contains(string(csvText), "1,1NS,1EW,3NT,N,9,400,HT") {
		t.Errorf("CSV export without the lead:\n%s", csvText)
	}
	if strings.Count(string(xmlText), "<LEAD>HT</LEAD>") != 1 {
		t.Errorf("USEBIO export has %d <LEAD>HT</LEAD>, want 1", strings.Count(string(xmlText), "<LEAD>HT</LEAD>"))
	}
	// The export reads back with its lead.
	again := stImport(t, db, xmlOut, "--again")
	csvAgain := filepath.Join(t.TempDir(), "again.csv")
	stMust(t, "export", "--session", again, "--db", db, "--format", "csv", "--out", csvAgain)
	if b, _ := os.ReadFile(csvAgain); !strings.Contains(string(b), "1,1NS,1EW,3NT,N,9,400,HT") {
		t.Errorf("the lead is lost on re-import:\n%s", b)
	}

	code, _, errOut := stRun(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "--lead", "1♥", "3NTN=")
	if code != 2 || !strings.Contains(errOut, `--lead: lead "1♥"`) || !strings.Contains(errOut, "expected a suit") {
		t.Errorf("bad lead: exit %d, %q", code, errOut)
	}
	out = stMust(t, "enter", "--session", id, "--board", "1", "--ns", "1NS", "--ew", "1EW", "--db", db, "--lead", "", "3NTN=")
	if !strings.Contains(out, "1NS v 1EW: 3NTN= (NS +400) entered in place of 1NS v 1EW: 3NTN= (NS +400), lead ♥10") {
		t.Errorf("clearing the lead printed %q", out)
	}
	hist := stMust(t, "history", "--session", id, "--db", db)
	if !strings.Contains(hist, "lead ♥10") {
		t.Errorf("history does not mention the lead:\n%s", hist)
	}
}
