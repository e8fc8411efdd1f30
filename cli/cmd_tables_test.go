package cli

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// newTablesSession sets up a 3-table Mitchell through the command line.
func newTablesSession(t *testing.T) (db, id string) {
	db = filepath.Join(t.TempDir(), "club.db")
	out := stMust(t, "new", "--name", "Club night", "--movement", "mitchell", "--tables", "3", "--db", db)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	return db, lines[len(lines)-1]
}

type tableCode struct {
	Table int    `json:"table"`
	Code  string `json:"code"`
	URL   string `json:"url"`
}

func TestTableCodesJSON(t *testing.T) {
	db, id := newTablesSession(t)
	out := stMust(t, "table-codes", "--session", id, "--format", "json", "--db", db, "--listen", "127.0.0.1:18080")
	var codes []tableCode
	if err := json.Unmarshal([]byte(out), &codes); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(codes) != 3 {
		t.Fatalf("%d tables: %s", len(codes), out)
	}
	for i, c := range codes {
		if c.Table != i+1 || c.Code == "" || c.URL != "http://127.0.0.1:18080/t/"+c.Code {
			t.Errorf("table %d: %+v", i+1, c)
		}
	}
	// The same codes the next time: they are stored.
	if again := stMust(t, "table-codes", "--session", id, "--format", "json", "--db", db, "--listen", "127.0.0.1:18080"); again != out {
		t.Errorf("codes changed:\n%s\n%s", out, again)
	}
	if code, _, errOut := stRun(t, "table-codes", "--session", id, "--format", "xml", "--db", db); code != 2 || errOut == "" {
		t.Errorf("--format xml: exit %d", code)
	}
}

func TestServeRefusesPublicAddress(t *testing.T) {
	db, id := newTablesSession(t)
	for _, addr := range []string{"0.0.0.0:8080", "8.8.8.8:8080"} {
		code, _, errOut := stRun(t, "serve", "--session", id, "--db", db, "--listen", addr)
		if code != 2 || !strings.Contains(errOut, "--public") {
			t.Errorf("--listen %s: exit %d: %s", addr, code, errOut)
		}
	}
}

// The guide cards of a new session print before any result is entered,
// each with its table's code and page, the same the server answers.
func TestGuideCardsCarryTableCodes(t *testing.T) {
	db, id := newTablesSession(t)
	out := stMust(t, "table-codes", "--session", id, "--format", "json", "--db", db, "--listen", "10.0.0.5:8080")
	var codes []tableCode
	if err := json.Unmarshal([]byte(out), &codes); err != nil {
		t.Fatal(err)
	}
	pdf := filepath.Join(t.TempDir(), "cards.pdf")
	stMust(t, "report", "--session", id, "--db", db, "--what", "guidecards", "--tables-address", "10.0.0.5:8080", "--out", pdf)
	text, err := exec.Command("pdftotext", pdf, "-").Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	for _, c := range codes {
		if !strings.Contains(string(text), "Table code "+c.Code) || !strings.Contains(string(text), c.URL) {
			t.Errorf("the guide cards lack table %d's code %s and page %s", c.Table, c.Code, c.URL)
		}
	}
	pdf2 := filepath.Join(t.TempDir(), "plain.pdf")
	stMust(t, "report", "--session", id, "--db", db, "--what", "guidecards", "--tables-address", "none", "--out", pdf2)
	if text, _ := exec.Command("pdftotext", pdf2, "-").Output(); strings.Contains(string(text), "Table code") {
		t.Error("--tables-address none still prints the codes")
	}
}

// An address without its port is refused, as serve and table-codes
// refuse it: the table cards would have sent the phones to port 80.
func TestTableCardsAddressHasItsPort(t *testing.T) {
	db, id := newTablesSession(t)
	pdf := filepath.Join(t.TempDir(), "cards.pdf")
	code, _, errOut := stRun(t, "report", "--session", id, "--db", db, "--what", "tablecards", "--tables-address", "10.0.0.5", "--out", pdf)
	if code != exitInvalid || !strings.Contains(errOut, "expected ADDRESS:PORT") || !strings.Contains(errOut, "10.0.0.5:8080") {
		t.Errorf("table cards for an address without its port: exit %d, %q", code, errOut)
	}
	stMust(t, "report", "--session", id, "--db", db, "--what", "tablecards", "--tables-address", "10.0.0.5:8080", "--out", pdf)
	if text, _ := exec.Command("pdftotext", pdf, "-").Output(); !strings.Contains(string(text), "http://10.0.0.5:8080/t/") {
		t.Errorf("the table cards do not give the address with its port:\n%s", text)
	}
}

// A phone cannot reach this computer's loopback address: the codes are
// printed with a warning, the guide cards refuse to carry it.
func TestLoopbackNeverSilent(t *testing.T) {
	db, id := newTablesSession(t)
	code, out, errOut := stRun(t, "table-codes", "--session", id, "--db", db, "--listen", "127.0.0.1:8080")
	if code != 0 || !strings.Contains(out, "http://127.0.0.1:8080/t/") || !strings.Contains(errOut, "WARNING") || !strings.Contains(errOut, "no phone") {
		t.Errorf("table-codes on loopback: exit %d, stderr %q", code, errOut)
	}
	pdf := filepath.Join(t.TempDir(), "cards.pdf")
	code, _, errOut = stRun(t, "report", "--session", id, "--db", db, "--what", "guidecards", "--tables-address", "127.0.0.1:8080", "--out", pdf)
	if code != exitInvalid || !strings.Contains(errOut, "this computer only") {
		t.Errorf("guide cards for loopback: exit %d, %q", code, errOut)
	}
}

// A table the director moves on enters the next round from its phone.
func TestTablesAdvance(t *testing.T) {
	db, id := newTablesSession(t)
	out := stMust(t, "tables", "advance", "--session", id, "--db", db, "--table", "2")
	if !strings.Contains(out, "table 2 is on round 2") {
		t.Errorf("tables advance said %q", out)
	}
	out = stMust(t, "tables", "advance", "--session", id, "--db", db, "--table", "2", "--round", "0")
	if !strings.Contains(out, "table 2 is on round 1") {
		t.Errorf("tables advance --round 0 said %q", out)
	}
	if code, _, errOut := stRun(t, "tables", "advance", "--session", id, "--db", db, "--table", "9"); code != exitNotFound || !strings.Contains(errOut, "no table 9") {
		t.Errorf("a table the movement does not have: exit %d, %q", code, errOut)
	}
	if code, _, _ := stRun(t, "tables", "--session", id, "--db", db, "--table", "2"); code != exitUsage {
		t.Errorf("tables without advance: exit %d", code)
	}
}
