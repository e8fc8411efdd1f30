package cli

import (
	"bytes"
	"database/sql"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An error that no refusal coded is internal, and exits 7 from every
// command of the table: for a command on the club database, the database's
// tables gone from under it; for one without, its output lost.
func TestEveryCommandExits7OnAnInternalError(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	gone, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	for _, table := range []string{"sessions", "players", "settings", "events", "lines"} {
		if _, err := gone.Exec("ALTER TABLE " + table + " RENAME TO " + table + "_gone"); err != nil {
			t.Fatal(err)
		}
	}
	gone.Close()
	hands := filepath.Join("..", "testdata", "dds", "bcdd-test1.bcdd-1-64.pbn")
	standings := filepath.Join(dir, "standings.json")
	if err := os.WriteFile(standings, []byte(`{"round": 2, "teams": [{"id": 1, "score": 20, "met": [2]}, {"id": 2, "score": 15, "met": [1]}]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	xml := filepath.Join(stTestdata, "mitchell-7t", "session.xml")
	line := []string{"--session", "1", "--board", "1", "--ns", "1NS", "--ew", "1EW"}
	onDB := map[string][]string{
		"adjust":      append(line, "A60-40"),
		"awards":      {"--session", "1", "--award", "ebu-club"},
		"club":        {"--name", "Hastings"},
		"clear":       line,
		"complete":    {"--session", "1"},
		"draw":        {"--session", "1"},
		"enter":       append(line, "4SN="),
		"event":       {"--session", "1", "Spring Cup"},
		"export":      {"--session", "1", "--format", "csv"},
		"field":       {"--session", "1", "across"},
		"hands":       {"--session", "1", hands},
		"history":     {"--session", "1"},
		"import":      {xml, "--again"},
		"late":        {"--session", "1", "--leaves", "3NS"},
		"names":       {"--session", "1", "--pair", "1NS", "Ann", "Bob"},
		"new":         {"--name", "Tonight", "--movement", "mitchell", "--tables", "5"},
		"player":      {"Nobody Here"},
		"players":     {},
		"points":      {"--from", "2000-01-01", "--to", "2100-01-01"},
		"publish":     {"--session", "1", "--to", "file", "--out", dir},
		"redo":        {"--session", "1"},
		"serve":       {"--session", "1", "--listen", "127.0.0.1:0"},
		"sessions":    {},
		"site":        {"--out", filepath.Join(dir, "site")},
		"standings":   {"--session", "1"},
		"swap":        {"--session", "1", "--round", "1", "1", "2"},
		"table-codes": {"--session", "1"},
		"tables":      {"advance", "--session", "1", "--table", "1"},
		"undo":        {"--session", "1"},
	}
	outputLost := map[string][]string{
		"analyse":  {hands},
		"vp":       {"--boards", "8", "17"},
		"deal":     {"--boards", "1-2", "--seed", "7", "--out", filepath.Join(dir, "dealt.pbn")},
		"movement": {"mitchell", "--tables", "3"},
		"report":   {"--from", xml, "--out", filepath.Join(dir, "report.html")},
		"score":    {xml},
	}
	for _, c := range commandTable() {
		args, lost := onDB[c.name], false
		if c.opens >= opensClub {
			args = append(append([]string{}, args...), "--db", db)
		} else {
			args, lost = outputLost[c.name], true
		}
		if args == nil {
			t.Errorf("%s: no internal error tried", c.name)
			continue
		}
		var stdout io.Writer = new(bytes.Buffer)
		if lost {
			stdout = failingWriter{}
		}
		var stderr bytes.Buffer
		code := c.Command().Run(args, stdout, &stderr)
		if code != exitInternal || !strings.HasPrefix(stderr.String(), "bridgescore "+c.name+": ") {
			t.Errorf("%s %q: exit %d, %q; want 7 (internal)", c.name, args, code, stderr.String())
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "site", "index.html")); err == nil {
		t.Error("a website was written from a database without its tables")
	}
}

// failingWriter is output that is lost: every write fails, as a closed
// pipe's does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("write |1: broken pipe") }
