package cli

import (
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// A results file of three sections on the same boards is stored as one
// session; its standings, through the commands, are the results
// matchpointed by hand in the test, section by section until 'field'
// scores it across the field, and again section by section after undo.
func TestStoredSectionsAcrossAndApart(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	text, res := sectionsCSV(rng, []string{"A", "B", "C"}, 5, 4)
	path := writeTemp(t, "three.csv", text)
	db := filepath.Join(t.TempDir(), "club.db")
	id := stImport(t, db, path)
	standings := func() []byte {
		return []byte(stMust(t, "standings", "--session", id, "--format", "json", "--db", db))
	}
	checkFieldJSON(t, "stored, by section", standings(), res, false)
	if out := stMust(t, "field", "--session", id, "across", "--db", db); !strings.Contains(out, "sections A, B, C scored across the field") {
		t.Errorf("field across said %q", out)
	}
	checkFieldJSON(t, "stored, across the field", standings(), res, true)
	stMust(t, "undo", "--session", id, "--db", db)
	checkFieldJSON(t, "stored, the change undone", standings(), res, false)
	if h := stMust(t, "history", "--session", id, "--db", db); !strings.Contains(h, "scored across the field [undone]") {
		t.Errorf("the history does not keep the change of field:\n%s", h)
	}
	// Imported across the field at once.
	again := stImport(t, db, path, "--field", "across", "--again")
	checkFieldJSON(t, "imported across the field", []byte(stMust(t, "standings", "--session", again, "--format", "json", "--db", db)), res, true)
	// The export carries every section.
	out := stMust(t, "export", "--session", again, "--format", "usebio", "--db", db)
	if n := strings.Count(out, "</SECTION>"); n != 3 {
		t.Errorf("USEBIO export of three sections has %d SECTION elements", n)
	}
	// and reads back to the same results, as does the CSV export.
	back := writeTemp(t, "back.xml", out)
	checkFieldJSON(t, "exported and scored", []byte(stMust(t, "score", back, "--field", "across", "--format", "json")), res, true)
	csvBack := writeTemp(t, "back.csv", stMust(t, "export", "--session", again, "--format", "csv", "--db", db))
	checkFieldJSON(t, "exported as CSV and scored", []byte(stMust(t, "score", csvBack, "--field", "across", "--format", "json")), res, true)
}

// Two sections set up with their movements are entered line by line, each
// pair number in both sections; the standings are the hand
// computation's, both ways.
func TestStoredSectionsEntered(t *testing.T) {
	db := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	var ms []*movements.Movement
	for _, letter := range []string{"A", "B"} {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 3, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		m.Section = letter
		ms = append(ms, m)
	}
	id, err := desk.CreateSections(club.NewSession{Name: "Two", Date: time.Now(), Method: scoring.Matchpoints, Rules: scoring.WBF}, ms, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(8))
	entries := []string{"4SN=", "4SN+1", "3NTS=", "4SN-1", "PASS", "2HE+1", "3NTN-2", "1NTS+1"}
	var res []csvResult
	for _, letter := range s.Sections() {
		if err := s.SelectSection(letter); err != nil {
			t.Fatal(err)
		}
		for _, b := range s.Boards() {
			rows, err := s.Rows(b)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rows {
				done, err := s.Enter(b, r, entries[rng.Intn(len(entries))])
				if err != nil {
					t.Fatal(err)
				}
				res = append(res, csvResult{sec: letter, board: b, ns: done.Line.NS, ew: done.Line.EW, score: done.Line.Score})
			}
		}
	}
	if err := desk.Close(); err != nil {
		t.Fatal(err)
	}
	sid := "1"
	if code, out, _ := stRun(t, "complete", "--session", sid, "--db", db); code != 0 {
		t.Errorf("every line of both sections entered, yet complete says:\n%s", out)
	}
	checkFieldJSON(t, "entered, by section", []byte(stMust(t, "standings", "--session", sid, "--format", "json", "--db", db)), res, false)
	stMust(t, "field", "--session", sid, "across", "--db", db)
	checkFieldJSON(t, "entered, across the field", []byte(stMust(t, "standings", "--session", sid, "--format", "json", "--db", db)), res, true)
	// A line is entered in the section named, and refused without one.
	if code, _, errOut := stRun(t, "enter", "--session", sid, "--board", "1", "--ns", "1NS", "--ew", "1EW", "3NTS=", "--db", db); code != 1 || !strings.Contains(errOut, "say which with --section") {
		t.Errorf("enter without --section: exit %d, %s", code, errOut)
	}
	if out := stMust(t, "enter", "--session", sid, "--section", "b", "--board", "1", "--ns", "1NS", "--ew", "1EW", "7NTS=", "--db", db); !strings.Contains(out, "section B, board 1, 1NS v 1EW: 7NTS=") {
		t.Errorf("enter --section b said %q", out)
	}
	if code, _, errOut := stRun(t, "enter", "--session", sid, "--section", "C", "--board", "1", "--ns", "1NS", "--ew", "1EW", "3NTS=", "--db", db); code != exitNotFound || !strings.Contains(errOut, "no section C") {
		t.Errorf("enter --section C: exit %d, %s", code, errOut)
	}
}

// Sections that did not play the same boards are stored and scored apart,
// and never across the field: the refusal names each section's boards.
func TestStoredSectionsOnDifferentBoards(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	text, _ := sectionsCSV(rng, []string{"A", "B"}, 4, 3)
	text += "B,4,1NS,2EW,,,,420\nB,4,2NS,3EW,,,,450\nB,5,1NS,2EW,,,,420\nB,5,2NS,3EW,,,,450\n"
	path := writeTemp(t, "boards.csv", text)
	db := filepath.Join(t.TempDir(), "club.db")
	const why = "sections A and B did not play the same boards (A: 1-3; B: 1-5)"
	if code, _, errOut := stRun(t, "import", path, "--field", "across", "--db", db); code != 1 || !strings.Contains(errOut, why) {
		t.Errorf("import --field across: exit %d, %s", code, errOut)
	}
	if out := stMust(t, "sessions", "--db", db); strings.Count(out, "\n") != 1 {
		t.Errorf("a refused import stored something:\n%s", out)
	}
	id := stImport(t, db, path)
	if code, _, errOut := stRun(t, "field", "--session", id, "across", "--db", db); code != 1 || !strings.Contains(errOut, why) {
		t.Errorf("field across: exit %d, %s", code, errOut)
	}
	stMust(t, "standings", "--session", id, "--db", db)
}

// A field of 37 pairs set up in two sections prints every section's
// guide cards, each card with its section's letter, before any result.
func TestStoredSectionsGuideCards(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	out := stMust(t, "new", "--name", "Thursday", "--pairs", "37", "--sections", "--db", db)
	if !strings.Contains(out, "2 sections") {
		t.Fatalf("new --pairs 37 --sections: %q", out)
	}
	pdf := filepath.Join(dir, "cards.pdf")
	stMust(t, "report", "--session", "1", "--what", "guidecards", "--db", db, "--out", pdf)
	text := reportPDFText(t, pdf)
	for _, want := range []string{"Section A · Pair 1 NS", "Section A · Pair 10 EW", "Section B · Pair 1 NS", "Section B · Pair 9 EW", "Pair route cards, section B"} {
		if !strings.Contains(text, want) {
			t.Errorf("the guide cards have no %q", want)
		}
	}
	if strings.Contains(text, "Section B · Pair 10 EW") {
		t.Errorf("section B, of 9 tables, has a pair 10 EW on its cards")
	}
	// Every table of both sections has a code of its own, printed on its
	// card.
	var codes []struct {
		Section string `json:"section"`
		Table   int    `json:"table"`
		Code    string `json:"code"`
	}
	if err := json.Unmarshal([]byte(stMust(t, "table-codes", "--session", "1", "--format", "json", "--db", db)), &codes); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range codes {
		seen[c.Code] = true
		if !strings.Contains(text, c.Code) {
			t.Errorf("section %s table %d's code %s is not on the cards", c.Section, c.Table, c.Code)
		}
	}
	if len(codes) != 19 || len(seen) != 19 {
		t.Errorf("%d codes (%d different) for 10 + 9 tables", len(codes), len(seen))
	}
}

// report --from a file of several sections prints every section, and
// across the field the places overall.
func TestReportFromSections(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	text, _ := sectionsCSV(rng, []string{"A", "B"}, 3, 3)
	path := writeTemp(t, "two.csv", text)
	out := filepath.Join(t.TempDir(), "two.html")
	for _, field := range []string{"section", "across"} {
		stMust(t, "report", "--from", path, "--field", field, "--what", "ranking", "--out", out)
		page := readFile(t, out)
		for _, want := range []string{"Section A · North-South", "Section B · East-West"} {
			if !strings.Contains(page, want) {
				t.Errorf("--field %s: the ranking has no %q", field, want)
			}
		}
		if strings.Contains(page, "Overall · North-South") != (field == "across") {
			t.Errorf("--field %s: places overall shown: %v", field, !(field == "across"))
		}
	}
	if code, _, errOut := stRun(t, "report", "--from", path, "--field", "all", "--out", out); code != 2 || !strings.Contains(errOut, "--field \"all\"") {
		t.Errorf("--field all: exit %d, %s", code, errOut)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
