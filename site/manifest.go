package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

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
	Date        string      `json:"date"`
	Event       string      `json:"event,omitempty"`
	Club        string      `json:"club,omitempty"`
	Movement    string      `json:"movement,omitempty"`
	Provisional bool        `json:"provisional,omitempty"`
	Matchpoints bool        `json:"matchpoints,omitempty"`
	Pairs       []pairEntry `json:"pairs"`
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
// content differs from the last build's, and keeps the new manifest.
type writer struct {
	dir     string
	protect outfile.Protect
	old     *manifest
	now     *manifest
	report  *Report
}

// page writes one page (path relative to the folder, with forward
// slashes) unless the last build wrote the same content and the file is
// still there.
func (w *writer) page(path string, content []byte) error {
	if !pagePath().MatchString(path) {
		return errors.New("site: page name " + path + " is not one the site writes")
	}
	sum := sha256.Sum256(content)
	h := hex.EncodeToString(sum[:])
	w.now.Pages[path] = h
	file := filepath.Join(w.dir, filepath.FromSlash(path))
	if w.old.Pages[path] == h {
		if _, err := os.Stat(file); err == nil {
			w.report.Unchanged++
			return nil
		}
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	if err := outfile.Write(file, content, w.protect); err != nil {
		return err
	}
	w.report.Written = append(w.report.Written, path)
	return nil
}

// finish removes the pages the last build wrote that this one did not,
// then writes the manifest.
func (w *writer) finish() error {
	for path := range w.old.Pages {
		if _, ok := w.now.Pages[path]; ok || !pagePath().MatchString(path) {
			continue
		}
		err := os.Remove(filepath.Join(w.dir, filepath.FromSlash(path)))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		w.report.Removed = append(w.report.Removed, path)
	}
	b, err := json.MarshalIndent(w.now, "", " ")
	if err != nil {
		return err
	}
	return outfile.Write(filepath.Join(w.dir, manifestName), b, w.protect)
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
