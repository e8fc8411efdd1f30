package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// outSetup is a club database with one imported session, a results file
// and a custom movement file, each in one folder.
func outSetup(t *testing.T) (dir, db, xml, mv string) {
	t.Helper()
	dir = t.TempDir()
	db = filepath.Join(dir, "club.db")
	xml = filepath.Join(dir, "in.xml")
	src, err := os.ReadFile(filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(xml, src, 0o644); err != nil {
		t.Fatal(err)
	}
	stImport(t, db, xml)
	mv = filepath.Join(dir, "howell.mv")
	var mvText strings.Builder
	mvText.WriteString("round,table,ns,ew,set\n")
	for _, l := range []string{"1,1,1,2,1", "1,2,3,4,2", "2,1,1,3,2", "2,2,4,2,1", "3,1,1,4,1", "3,2,2,3,2"} {
		mvText.WriteString(l + "\n")
	}
	if err := os.WriteFile(mv, []byte(mvText.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, db, xml, mv
}

func fileBytes(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Reports and exports are never written over the database the command has
// open, nor over the command's own input; the refusal names the reason and
// the database and the input are as they were.
func TestOutputNeverOverTheDatabaseOrTheInput(t *testing.T) {
	dir, db, xml, mv := outSetup(t)
	pbn := filepath.Join(dir, "hands.pbn")
	if err := os.WriteFile(pbn, []byte("[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "latest.html")
	if err := os.Symlink("club.db", link); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.db")
	stImport(t, other, xml)
	t.Chdir(dir)
	cases := []struct {
		args   []string
		reason string
	}{
		{[]string{"report", "--session", "1", "--db", db, "--out", db, "--format", "html"}, "club database"},
		{[]string{"report", "--session", "1", "--db", "club.db", "--out", "./club.db", "--format", "pdf"}, "club database"},
		{[]string{"report", "--session", "1", "--db", db, "--out", link}, "club database"},
		{[]string{"report", "--session", "1", "--db", db, "--out", db + "-wal", "--format", "html"}, "-wal"},
		{[]string{"report", "--session", "1", "--db", db, "--out", other, "--format", "html"}, "SQLite database"},
		{[]string{"export", "--session", "1", "--format", "usebio", "--db", db, "--out", db}, "club database"},
		{[]string{"export", "--session", "1", "--format", "csv", "--db", db, "--out", "club.db"}, "club database"},
		{[]string{"report", "--from", xml, "--out", xml, "--format", "html"}, "reads"},
		{[]string{"report", "--from", "in.xml", "--out", xml, "--format", "pdf"}, "reads"},
		{[]string{"report", "--from", xml, "--hands", pbn, "--out", pbn, "--format", "html"}, "reads"},
		{[]string{"movement", "file", mv, "--format", "pdf", "--out", mv}, "reads"},
		{[]string{"report", "--from", xml, "--out", dir, "--format", "html"}, "folder"},
	}
	for _, c := range cases {
		dbBefore := stDump(t, db)
		files := map[string][]byte{}
		for _, f := range []string{xml, pbn, mv, other} {
			files[f] = fileBytes(t, f)
		}
		code, _, errOut := stRun(t, c.args...)
		if code == 0 || !strings.Contains(errOut, c.reason) || !strings.Contains(errOut, "nothing was written") {
			t.Errorf("%v: exit %d, %q; want a refusal saying %q", c.args, code, errOut, c.reason)
		}
		if !bytes.HasPrefix(fileBytes(t, db), []byte("SQLite format 3\x00")) {
			t.Fatalf("%v: the club database was overwritten", c.args)
		}
		if got := stDump(t, db); got != dbBefore {
			t.Errorf("%v: the database changed: %s", c.args, firstDiff(got, dbBefore))
		}
		for f, b := range files {
			if !bytes.Equal(fileBytes(t, f), b) {
				t.Errorf("%v: %s changed", c.args, f)
			}
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%v: the link is no longer a link", c.args)
		}
	}
}
