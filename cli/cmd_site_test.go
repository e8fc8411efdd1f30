package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSiteCommand writes a club's website from the command line, names
// the club once for every build after, and writes nothing the second time.
func TestSiteCommand(t *testing.T) {
	db := clubWithHowell(t)
	dir := filepath.Join(t.TempDir(), "www")
	out := mustRun(t, "site", "--out", dir, "--name", "Riverside Bridge Club", "--db", db)
	if !strings.Contains(out, filepath.Join(dir, "index.html")+": 1 sessions, 0 events,") || !strings.Contains(out, "0 unchanged, 0 removed") {
		t.Errorf("first build: %q", out)
	}
	home, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil || !strings.Contains(string(home), "<h1>Riverside Bridge Club</h1>") {
		t.Fatalf("home page: %v", err)
	}
	if out := mustRun(t, "site", "--out", dir, "--db", db); !strings.Contains(out, "; 0 pages written,") {
		t.Errorf("second build: %q", out)
	}
	for _, bad := range [][]string{{}, {"--out", dir, "--since", "1 May"}, {"--out", dir, "extra"}} {
		if _, _, code := runNamed(t, "site", append(bad, "--db", db)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
	file := filepath.Join(t.TempDir(), "plain")
	os.WriteFile(file, nil, 0o644)
	if _, errs, code := runNamed(t, "site", "--out", file, "--db", db); code != 5 || !strings.Contains(errs, "is not a folder") {
		t.Errorf("a file as the folder: exit %d %q", code, errs)
	}
}

// site beside the user's own index.html refuses with exit 5, naming it,
// and writes nothing.
func TestSiteRefusesTheUsersFile(t *testing.T) {
	db := clubWithHowell(t)
	dir := t.TempDir()
	mine := filepath.Join(dir, "index.html")
	os.WriteFile(mine, []byte("my home page"), 0o644)
	_, errs, code := runNamed(t, "site", "--out", dir, "--db", db)
	if code != 5 || !strings.Contains(errs, mine) || !strings.Contains(errs, "did not write") {
		t.Errorf("site beside the user's index.html: exit %d %q, want 5 naming it", code, errs)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("the refused build left %d entries in the folder, want the user's file alone", len(ents))
	}
}
