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
