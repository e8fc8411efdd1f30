package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"bridgescore/fault"
	"bridgescore/outfile"
)

// manifestName is the manifest's file in the site's folder.
const manifestName = ".bridgescore-site.json"

// format is the version of the pages this package writes: a manifest of
// another format is not trusted, and every page is made again. Format 2's
// events say whether their ranking is provisional, which the home page
// marks.
const format = 2

// manifest is what the last build left: each session's stamp and what the
// site's other pages need of it, and a hash of every page written. It
// holds only what the pages show.
type manifest struct {
	Format   int                      `json:"format"`
	Pages    map[string]string        `json:"pages"`
	Sessions map[string]*sessionEntry `json:"sessions"`
	Events   map[string]*eventEntry   `json:"events"`
}

// sessionEntry is one session as the home page, the players' pages and the
// search need it.
type sessionEntry struct {
	Stamp string `json:"stamp"`
	// Frame is what the page shows around the session's results: the
	// club's name and the event's page it leads back to.
	Frame string `json:"frame"`
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	// Date is YYYY-MM-DD, or the day as stored when it is not in that form.
	Date        string `json:"date"`
	Event       string `json:"event,omitempty"`
	Club        string `json:"club,omitempty"`
	Movement    string `json:"movement,omitempty"`
	Provisional bool   `json:"provisional,omitempty"`
	Matchpoints bool   `json:"matchpoints,omitempty"`
	// Kind is what the session ranks: "" (pairs), "teams" or
	// "individual".
	Kind  string      `json:"kind,omitempty"`
	Pairs []pairEntry `json:"pairs"`
}

// pairEntry is one pair of a session.
type pairEntry struct {
	Pair    string        `json:"pair"`
	Anchor  string        `json:"anchor"`
	Players []playerEntry `json:"players,omitempty"`
	Figure  string        `json:"figure"`
	// Percent is the exact percentage as a fraction ("1361/25"), "" for
	// IMPs: the players' means are worked out from it and rounded only
	// to be shown.
	Percent string `json:"percent,omitempty"`
	Rank    string `json:"rank"`
	Boards  int    `json:"boards"`
	Award   string `json:"award,omitempty"`
	// Points and Unit are the award as a figure (in hundredths) and its
	// unit, as the service gives them, for a player's sums.
	Points int64  `json:"points,omitempty"`
	Unit   string `json:"unit,omitempty"`
}

// playerEntry is a player as the pages show the name: hidden players by
// their initials.
type playerEntry struct {
	Name   string `json:"name"`
	Hidden bool   `json:"hidden,omitempty"`
}

func newManifest() *manifest {
	return &manifest{Format: format, Pages: map[string]string{}, Sessions: map[string]*sessionEntry{}, Events: map[string]*eventEntry{}}
}

// readManifest reads the last build's manifest; a missing, damaged or
// older one is an empty manifest (everything is made again).
func readManifest(dir string) *manifest {
	b, err := os.ReadFile(filepath.Join(dir, manifestName))
	if err != nil {
		return newManifest()
	}
	var m manifest
	if json.Unmarshal(b, &m) != nil || m.Format != format || m.Pages == nil || m.Sessions == nil || m.Events == nil {
		return newManifest()
	}
	return &m
}

// pagePath is the form of every page the site writes: a name with no
// folder above the site's own, so that a manifest altered by hand cannot
// send a removal outside the folder.
var pagePath = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([sep]/)?[a-z0-9][a-z0-9.-]*\.(html|js)$`) })

// writer writes the site's pages into its folder, each only when its
// content differs from the last build's, and keeps the new manifest. It
// writes only the site's own files: those a manifest lists, or a build
// has claimed, never a file of the user's under a page's name, and never
// through a link that leads out of the folder.
type writer struct {
	dir string
	// realDir is dir with its links followed: where every page must end.
	realDir string
	protect outfile.Protect
	old     *manifest
	now     *manifest
	// owned are the pages that are the site's: those a manifest of any
	// format lists, and those a build has claimed since.
	owned  map[string]bool
	report *Report
}

// claimsName is where a build lists, one a line, the pages it is about to
// write for the first time, before it writes them: a build stopped
// before it could write its manifest leaves them the site's all the same.
// The manifest takes them over at the end of the build.
const claimsName = ".bridgescore-site.claims"

// readOwned lists the pages that are the site's: those the manifest
// lists, whatever its format, and those claimed since.
func readOwned(dir string) map[string]bool {
	owned := map[string]bool{}
	var m struct {
		Pages map[string]string `json:"pages"`
	}
	if b, err := os.ReadFile(filepath.Join(dir, manifestName)); err == nil && json.Unmarshal(b, &m) == nil {
		for p := range m.Pages {
			if pagePath().MatchString(p) {
				owned[p] = true
			}
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, claimsName)); err == nil {
		for _, p := range strings.Split(string(b), "\n") {
			if pagePath().MatchString(p) {
				owned[p] = true
			}
		}
	}
	return owned
}

// claim makes paths the site's before any is written: each must be the
// site's already or not exist, and none may lead through a link out of
// the folder. The new ones are listed in the claims before the call
// returns. Nothing is claimed when any is refused.
//
// Codes: Forbidden (a file of the user's, or a link out, named).
func (w *writer) claim(paths []string) error {
	var foreign, out, fresh []string
	for _, p := range paths {
		if !pagePath().MatchString(p) {
			return errors.New("site: page name " + p + " is not one the site writes")
		}
		if link, err := w.inside(p); err != nil {
			return err
		} else if link != "" {
			out = append(out, link)
			continue
		}
		if w.owned[p] {
			continue
		}
		if _, err := os.Lstat(w.file(p)); err == nil {
			foreign = append(foreign, w.file(p))
			continue
		} else if !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		fresh = append(fresh, p)
	}
	if err := refusal(w.dir, foreign, out); err != nil {
		return err
	}
	if len(fresh) == 0 {
		return nil
	}
	claims := filepath.Join(w.dir, claimsName)
	if err := appendSynced(claims, strings.Join(fresh, "\n")+"\n"); err != nil {
		return outfile.WriteError(claims, err)
	}
	for _, p := range fresh {
		w.owned[p] = true
	}
	return nil
}

// refusal says which files the site will not write over and which links
// it will not write through; nil when there are none.
func refusal(dir string, foreign, out []string) error {
	var why []string
	if len(foreign) > 0 {
		sort.Strings(foreign)
		why = append(why, fmt.Sprintf("it will not replace %s, which it did not write (%s does not list %s); move %s away or choose another folder",
			list(foreign), manifestName, them(foreign), them(foreign)))
	}
	if len(out) > 0 {
		sort.Strings(out)
		why = append(why, fmt.Sprintf("it will not write through %s, a link out of the site's folder", list(out)))
	}
	if why == nil {
		return nil
	}
	return fault.Errorf(fault.Forbidden, "website in %s: %s; nothing was written", dir, strings.Join(why, "; "))
}

// list names files in a sentence, the first ten of them.
func list(files []string) string {
	if len(files) > 10 {
		return strings.Join(files[:10], ", ") + fmt.Sprintf(" and %d more", len(files)-10)
	}
	return strings.Join(files, ", ")
}

func them(files []string) string {
	if len(files) == 1 {
		return "it"
	}
	return "them"
}

// appendSynced adds text to the end of a file, made when missing, and
// waits for the disk.
func appendSynced(path, text string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	if _, err := f.WriteString(text); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// file is a page's file.
func (w *writer) file(path string) string { return filepath.Join(w.dir, filepath.FromSlash(path)) }

// inside follows a page's path from the site's folder and returns the
// first link on the way that leads out of the folder, "" when none does.
// A link that leads nowhere counts as leading out.
func (w *writer) inside(path string) (string, error) {
	at := w.dir
	for _, part := range strings.Split(path, "/") {
		at = filepath.Join(at, part)
		fi, err := os.Lstat(at)
		if errors.Is(err, fs.ErrNotExist) {
			return "", nil
		}
		if err != nil {
			return "", err
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			continue
		}
		real, err := filepath.EvalSymlinks(at)
		if err != nil || !within(w.realDir, real) {
			return at, nil
		}
	}
	return "", nil
}

// within tells whether path is root or in it.
func within(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}

// page writes one page (path relative to the folder, with forward
// slashes) unless the last build wrote the same content and the file is
// still there.
func (w *writer) page(path string, content []byte) error {
	if !w.owned[path] {
		if err := w.claim([]string{path}); err != nil {
			return err
		}
	}
	if link, err := w.inside(path); err != nil {
		return err
	} else if link != "" {
		return refusal(w.dir, nil, []string{link})
	}
	sum := sha256.Sum256(content)
	h := hex.EncodeToString(sum[:])
	w.now.Pages[path] = h
	file := w.file(path)
	if w.old.Pages[path] == h {
		if _, err := os.Stat(file); err == nil {
			w.report.Unchanged++
			return nil
		}
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return outfile.WriteError(filepath.Dir(file), err)
	}
	if err := outfile.Write(file, content, w.protect); err != nil {
		return err
	}
	w.report.Written = append(w.report.Written, path)
	return nil
}

// finish removes the site's pages this build did not write, then writes
// the manifest, which takes over the claims. A page reached through a
// link out of the folder is left where it is.
func (w *writer) finish() error {
	for path := range w.owned {
		if _, ok := w.now.Pages[path]; ok {
			continue
		}
		if link, err := w.inside(path); err != nil || link != "" {
			w.report.Notes = append(w.report.Notes, fmt.Sprintf("%s left where it is: %s is a link out of the site's folder", path, link))
			continue
		}
		err := os.Remove(w.file(path))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		w.report.Removed = append(w.report.Removed, path)
	}
	b, err := json.MarshalIndent(w.now, "", " ")
	if err != nil {
		return err
	}
	if err := outfile.Write(filepath.Join(w.dir, manifestName), b, w.protect); err != nil {
		return err
	}
	if err := os.Remove(filepath.Join(w.dir, claimsName)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// removeTemporary removes the temporary files a build stopped while
// writing (killed, or the machine off) left beside the site's pages and
// manifest, and no other file, and says how many it removed.
func (w *writer) removeTemporary() {
	n := 0
	for _, folder := range []string{"", "s", "e", "p"} {
		if folder != "" {
			if link, err := w.inside(folder); err != nil || link != "" {
				continue
			}
		}
		ents, err := os.ReadDir(filepath.Join(w.dir, folder))
		if err != nil {
			continue
		}
		for _, e := range ents {
			base, ok := outfile.TempOf(e.Name())
			if !ok || !e.Type().IsRegular() {
				continue
			}
			if !pagePath().MatchString(path.Join(folder, base)) && (folder != "" || base != manifestName) {
				continue
			}
			if os.Remove(filepath.Join(w.dir, folder, e.Name())) == nil {
				n++
			}
		}
	}
	if n > 0 {
		w.report.Notes = append(w.report.Notes, fmt.Sprintf("removed %d temporary file%s left by a build that was stopped", n, map[bool]string{true: "", false: "s"}[n == 1]))
	}
}

// slug makes a page name from a title: lower-case letters and digits of
// the Latin alphabet (accents dropped), words joined by hyphens.
func slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if f, ok := folded()[r]; ok {
			r = f
		}
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
			continue
		}
		dash = true
	}
	out := b.String()
	if len(out) > 60 {
		out = strings.TrimRight(out[:60], "-")
	}
	return out
}

// folded are the accented letters of European names, by their plain
// letter, made when a site is first built.
var folded = sync.OnceValue(func() map[rune]rune {
	m := map[rune]rune{}
	for plain, accented := range map[rune]string{
		'a': "àáâãäåāăą", 'c': "çćĉċč", 'd': "ďđ", 'e': "èéêëēĕėęě", 'g': "ĝğġģ", 'h': "ĥħ",
		'i': "ìíîïĩīĭįı", 'j': "ĵ", 'k': "ķ", 'l': "ĺļľŀł", 'n': "ñńņňŉ", 'o': "òóôõöøōŏő",
		'r': "ŕŗř", 's': "śŝşšș", 't': "ţťŧț", 'u': "ùúûüũūŭůűų", 'w': "ŵ", 'y': "ýÿŷ", 'z': "źżž",
	} {
		for _, r := range accented {
			m[r] = plain
		}
	}
	return m
})
