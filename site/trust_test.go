package site

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/outfile"
)

// buildErr builds the test club's site into dir and returns the error.
func buildErr(t *testing.T, path, dir string) (*Report, error) {
	t.Helper()
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	return Build(d, Options{Dir: dir})
}

// files lists every file and link under dir, by path in it, with its
// contents (a link's target).
func files(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err != nil || p == dir || fi.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if fi.Mode()&os.ModeSymlink != 0 {
			dest, err := os.Readlink(p)
			out[filepath.ToSlash(rel)] = "-> " + dest
			return err
		}
		b, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A folder holding the user's own files with the names of the site's
// pages: the build refuses, naming each, and writes nothing at all.
func TestSiteRefusesToReplaceAUsersFiles(t *testing.T) {
	path, _ := testClub(t)
	// Where the pages would go, from a build elsewhere.
	names := build(t, path, t.TempDir()).Written
	player := ""
	for _, n := range names {
		if strings.HasPrefix(n, "p/") {
			player = n
			break
		}
	}
	dir := t.TempDir()
	mine := []string{"index.html", "players.html", "search.js", player}
	for _, n := range mine {
		write(t, filepath.Join(dir, n), "my own "+n)
	}
	write(t, filepath.Join(dir, "notes.txt"), "my notes")
	before := files(t, dir)
	_, err := buildErr(t, path, dir)
	if !fault.Is(err, fault.Forbidden) {
		t.Fatalf("build beside the user's files: %v, want forbidden", err)
	}
	for _, n := range mine {
		if !strings.Contains(err.Error(), n) {
			t.Errorf("the refusal does not name %s: %v", n, err)
		}
	}
	if after := files(t, dir); len(after) != len(before) {
		t.Errorf("the refused build left %d files where there were %d: %v", len(after), len(before), after)
	} else {
		for n, b := range before {
			if after[n] != b {
				t.Errorf("%s changed: %q", n, after[n])
			}
		}
	}
	// Once they are moved away the site is built, and the user's other
	// file is left as it was, in this build and the next.
	for _, n := range mine {
		os.Remove(filepath.Join(dir, n))
	}
	build(t, path, dir)
	build(t, path, dir)
	if b, err := os.ReadFile(filepath.Join(dir, "notes.txt")); err != nil || string(b) != "my notes" {
		t.Errorf("notes.txt after two builds: %q %v", b, err)
	}
}

// A file the user puts in the site's folder after a build, under the
// name of a page the site writes later (a new session's, a new player's),
// is refused as well: the site replaces only what it wrote.
func TestSiteRefusesAFileAddedSince(t *testing.T) {
	path, ids := testClub(t)
	dir := t.TempDir()
	build(t, path, dir)
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if err := d.Delete(ids[1]); err != nil {
		t.Fatal(err)
	}
	if _, err := Build(d, Options{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	if err := d.Restore(ids[1]); err != nil {
		t.Fatal(err)
	}
	mine := filepath.Join(dir, sessionPath(ids[1]))
	write(t, mine, "my page")
	if _, err := Build(d, Options{Dir: dir}); !fault.Is(err, fault.Forbidden) || !strings.Contains(err.Error(), sessionPath(ids[1])) {
		t.Errorf("a build over the user's %s: %v, want forbidden naming it", sessionPath(ids[1]), err)
	}
	if b, _ := os.ReadFile(mine); string(b) != "my page" {
		t.Errorf("the user's page was replaced: %.60q", b)
	}
}

// A link in the site's folder to a folder or file outside it is never
// followed: the build refuses, saying which, and nothing outside changes;
// a removal never goes through such a link either.
func TestSiteNeverFollowsALinkOut(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("links need privileges on Windows")
	}
	path, ids := testClub(t)
	dir, outside := t.TempDir(), t.TempDir()
	write(t, filepath.Join(outside, "victim.html"), "outside")
	names := build(t, path, t.TempDir()).Written
	player := ""
	for _, n := range names {
		if strings.HasPrefix(n, "p/") {
			player = strings.TrimPrefix(n, "p/")
			break
		}
	}
	write(t, filepath.Join(outside, player), "outside player")
	// The players' folder a link out of the site's.
	if err := os.Symlink(outside, filepath.Join(dir, "p")); err != nil {
		t.Fatal(err)
	}
	before := files(t, outside)
	_, err := buildErr(t, path, dir)
	if !fault.Is(err, fault.Forbidden) || !strings.Contains(err.Error(), "link") || !strings.Contains(err.Error(), filepath.Join(dir, "p")) {
		t.Errorf("build with p a link out: %v, want forbidden naming the link", err)
	}
	checkSame(t, outside, before)

	// After a good build, one of the site's own pages made a link out.
	os.Remove(filepath.Join(dir, "p"))
	build(t, path, dir)
	search := filepath.Join(dir, "search.js")
	os.Remove(search)
	if err := os.Symlink(filepath.Join(outside, "victim.html"), search); err != nil {
		t.Fatal(err)
	}
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	rows := func() {
		s, err := d.Open(ids[2])
		if err != nil {
			t.Fatal(err)
		}
		r, _ := s.Rows(1)
		if _, err := s.Enter(1, r[0], "7NTS="); err != nil {
			t.Fatal(err)
		}
	}
	rows()
	if _, err := Build(d, Options{Dir: dir}); !fault.Is(err, fault.Forbidden) || !strings.Contains(err.Error(), "search.js") {
		t.Errorf("build with search.js a link out: %v, want forbidden naming it", err)
	}
	checkSame(t, outside, before)

	// The sessions' folder a link out holding a page of the same name as
	// one the site removes: it is left there.
	os.Remove(search)
	build(t, path, dir)
	s := filepath.Join(dir, "s")
	os.Rename(s, filepath.Join(t.TempDir(), "s"))
	write(t, filepath.Join(outside, "s", strings.TrimPrefix(sessionPath(ids[1]), "s/")), "outside session")
	if err := os.Symlink(filepath.Join(outside, "s"), s); err != nil {
		t.Fatal(err)
	}
	before = files(t, outside)
	if err := d.Delete(ids[1]); err != nil {
		t.Fatal(err)
	}
	if _, err := Build(d, Options{Dir: dir}); !fault.Is(err, fault.Forbidden) {
		t.Errorf("build with s a link out: %v, want forbidden", err)
	}
	checkSame(t, outside, before)
}

// A link inside the site's folder to another place in it is followed.
func TestSiteFollowsALinkInsideItsFolder(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("links need privileges on Windows")
	}
	path, _ := testClub(t)
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "players"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("players", filepath.Join(dir, "p")); err != nil {
		t.Fatal(err)
	}
	r := build(t, path, dir)
	n := 0
	for _, w := range r.Written {
		if strings.HasPrefix(w, "p/") {
			n++
		}
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "players"))
	if n == 0 || len(ents) != n {
		t.Errorf("%d players' pages written, %d in the folder p links to", n, len(ents))
	}
}

func checkSame(t *testing.T, dir string, before map[string]string) {
	t.Helper()
	after := files(t, dir)
	if len(after) != len(before) {
		t.Errorf("outside the site: %d files, were %d: %v", len(after), len(before), after)
	}
	for n, b := range before {
		if after[n] != b {
			t.Errorf("outside the site %s became %.60q", n, after[n])
		}
	}
}

// killedWriteEnv makes the test binary a child that starts writing a page
// of the site into the folder it names, and waits to be killed.
const killedWriteEnv = "BRIDGESCORE_SITE_KILLED_WRITE"

// killedWrite starts writing two pages of the site in dir and never
// finishes.
func killedWrite(dir string) {
	{
		for _, page := range []string{"search.js", "p/someone.html"} {
			go outfile.WriteFunc(filepath.Join(dir, page), outfile.Protect{}, func(w io.Writer) error {
				w.Write([]byte(strings.Repeat("x", 1<<16)))
				os.Stdout.WriteString("writing\n")
				select {}
			})
		}
		select {}
	}
}

// A build killed while writing leaves its temporary files; the next build
// removes them (and only the site's own).
func TestSiteRemovesTheTemporaryFilesOfAKilledBuild(t *testing.T) {
	path, _ := testClub(t)
	dir := t.TempDir()
	build(t, path, dir)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), killedWriteEnv+"="+dir)
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	for i := 0; i < 2; i++ {
		if !sc.Scan() {
			t.Fatal("the child wrote nothing")
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	// The user's file that looks like a temporary one, of no page.
	write(t, filepath.Join(dir, ".notes.txt.tmp-0123456789ab"), "mine")
	left := temporary(t, dir)
	if len(left) != 3 {
		t.Fatalf("the killed writer left %v, want two temporary files and the user's", left)
	}
	r := build(t, path, dir)
	if left := temporary(t, dir); len(left) != 1 || left[0] != ".notes.txt.tmp-0123456789ab" {
		t.Errorf("after the next build: %v left, want only the user's file", left)
	}
	if !strings.Contains(strings.Join(r.Notes, "\n"), "2 temporary files") {
		t.Errorf("the build does not say it removed the killed build's files: %q", r.Notes)
	}
}

// temporary lists the files under dir with a temporary file's name.
func temporary(t *testing.T, dir string) []string {
	var out []string
	for n := range files(t, dir) {
		if strings.Contains(n, ".tmp-") {
			out = append(out, n)
		}
	}
	return out
}
