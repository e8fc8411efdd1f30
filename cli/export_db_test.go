package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// export --out naming the club database the command has open is
// forbidden (exit 5), however the path is spelt, and leaves the database
// as it was: the documented answer, which a code lost on the way once
// turned into not found (3).
func TestExportOverTheOpenDatabaseIsForbidden(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	stImport(t, db, filepath.Join(stTestdata, "mitchell-7t", "session.xml"))
	link := filepath.Join(dir, "latest.xml")
	if err := os.Symlink("club.db", link); err != nil {
		t.Fatal(err)
	}
	before := fileBytes(t, db)
	for _, out := range []string{db, filepath.Join(dir, ".", "club.db"), link} {
		for _, format := range []string{"usebio", "csv"} {
			code, _, errOut := stRun(t, "export", "--session", "1", "--format", format, "--out", out, "--db", db)
			if code != exitForbidden || !strings.Contains(errOut, "club database") {
				t.Errorf("export --format %s --out %s: exit %d, %q; want 5 (forbidden), naming the club database", format, out, code, errOut)
			}
		}
	}
	if !bytes.Equal(fileBytes(t, db), before) {
		t.Error("the club database changed")
	}
}
