package site

import (
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"bridgescore/club"
)

// pages reads every page of a built site, by path in its folder.
func pages(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		b, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

var (
	linkAttr = regexp.MustCompile(`(?:href|src|action)="([^"]*)"`)
	idAttr   = regexp.MustCompile(`\sid="([^"]+)"`)
	heading  = regexp.MustCompile(`<h([1-6])[ >]`)
)

// checkLinks follows every link of every page: each must land on a page
// of the site and, with a fragment, on an element of that page; none may
// leave the site.
func checkLinks(t *testing.T, site map[string]string) int {
	t.Helper()
	ids := map[string]map[string]bool{}
	for p, body := range site {
		ids[p] = map[string]bool{}
		for _, m := range idAttr.FindAllStringSubmatch(body, -1) {
			if ids[p][m[1]] {
				t.Errorf("%s: id %q twice", p, m[1])
			}
			ids[p][m[1]] = true
		}
	}
	n := 0
	for p, body := range site {
		if !strings.HasSuffix(p, ".html") {
			continue
		}
		for _, m := range linkAttr.FindAllStringSubmatch(body, -1) {
			n++
			u, err := url.Parse(strings.ReplaceAll(m[1], "&amp;", "&"))
			if err != nil || u.Scheme != "" || u.Host != "" || strings.HasPrefix(u.Path, "/") {
				t.Errorf("%s: link %q leaves the site", p, m[1])
				continue
			}
			target := p
			if u.Path != "" {
				target = filepath.ToSlash(filepath.Clean(filepath.Join(filepath.Dir(p), u.Path)))
			}
			if _, ok := site[target]; !ok {
				t.Errorf("%s: link %q to %s, which the site does not have", p, m[1], target)
				continue
			}
			if u.Fragment != "" && !ids[target][u.Fragment] {
				t.Errorf("%s: link %q to #%s, which %s does not have", p, m[1], u.Fragment, target)
			}
		}
	}
	return n
}

// checkSemantics holds every page to what a screen reader and a printer
// need: the language, the viewport, headings in order from one h1, tables
// with header cells, no script needed to read.
func checkSemantics(t *testing.T, p, body string) {
	t.Helper()
	for _, want := range []string{`<html lang="en">`, `<meta name="viewport"`, `<meta charset="utf-8">`, "@media print"} {
		if !strings.Contains(body, want) {
			t.Errorf("%s lacks %s", p, want)
		}
	}
	levels := heading.FindAllStringSubmatch(body, -1)
	if len(levels) == 0 || levels[0][1] != "1" {
		t.Errorf("%s does not begin its headings with h1", p)
	}
	ones, last := 0, 0
	for _, m := range levels {
		l, _ := strconv.Atoi(m[1])
		if l == 1 {
			ones++
		}
		if l > last+1 {
			t.Errorf("%s: an h%d after an h%d", p, l, last)
		}
		last = l
	}
	if ones != 1 {
		t.Errorf("%s has %d h1 headings", p, ones)
	}
	if tables := strings.Count(body, "<table"); tables > 0 && strings.Count(body, "<th") < tables {
		t.Errorf("%s: tables without header cells", p)
	}
	if strings.Contains(body, "<script") && !strings.Contains(body, `<script src="`) {
		t.Errorf("%s has a script of its own", p)
	}
}

// TestSiteBuild builds the test club's website and reads it as a visitor
// would: every link lands, every page is well formed, the traveller of a
// board with hands shows them with the makeable contracts and par, the
// player who asked not to be shown appears under initials only.
func TestSiteBuild(t *testing.T) {
	path, ids := testClub(t)
	dir := t.TempDir()
	r := build(t, path, dir)
	if r.Sessions != 3 || r.Events != 1 || r.Players == 0 || len(r.Notes) != 0 {
		t.Fatalf("report: %+v", r)
	}
	site := pages(t, dir)
	for _, want := range append([]string{"index.html", "players.html", "search.js", "e/autumn-pairs.html", manifestName},
		sessionPath(ids[0]), sessionPath(ids[1]), sessionPath(ids[2])) {
		if _, ok := site[want]; !ok {
			t.Errorf("the site has no %s", want)
		}
	}
	if n := checkLinks(t, site); n < 1000 {
		t.Errorf("only %d links followed", n)
	}
	for p, body := range site {
		if strings.HasSuffix(p, ".html") {
			checkSemantics(t, p, body)
		}
		if strings.Contains(body, hiddenPlayer) || strings.Contains(body, "Quist") {
			t.Errorf("%s names the player who asked not to be shown", p)
		}
	}
	if !strings.Contains(site[sessionPath(ids[0])], "H. Q.") || !strings.Contains(site["e/autumn-pairs.html"], "H. Q.") {
		t.Error("the hidden player's initials are not shown")
	}
	// Nor has that player a page, under initials or otherwise, nor a
	// place in the list of players or the search (a partner's page names
	// the partner by initials, without a link).
	for _, p := range []string{"players.html", "search.js"} {
		if strings.Contains(site[p], "H. Q.") {
			t.Errorf("%s lists the player who asked not to be shown", p)
		}
	}
	for p, body := range site {
		if strings.HasPrefix(p, "p/") && strings.Contains(body, "<h1>H. Q.") {
			t.Errorf("%s is a page of the player who asked not to be shown", p)
		}
	}
	// The event's second evening still has a result to come: its
	// ranking says so.
	if m := regexp.MustCompile(`<p class="provisional">Provisional: S2 \(Autumn Pairs, second evening, 20 Oct 2026\) has (\d+) of (\d+) results — the places may change</p>`).
		FindStringSubmatch(site["e/autumn-pairs.html"]); m == nil || m[1] == m[2] {
		t.Errorf("the event's page does not say its second evening is provisional: %v", m)
	}

	// The home page: the club's name, the event, the sessions newest first.
	home := site["index.html"]
	first, second, champ := strings.Index(home, "Autumn Pairs, second evening"), strings.Index(home, "Autumn Pairs, first evening"), strings.Index(home, "Club Championship")
	if !strings.Contains(home, "<h1>"+clubName+"</h1>") || first < 0 || !(first < second && second < champ) {
		t.Errorf("the home page does not list the sessions newest first:\n%s", home)
	}
	if !strings.Contains(home, `<a href="e/autumn-pairs.html">Autumn Pairs</a>`) || !strings.Contains(home, "provisional") {
		t.Error("the home page lacks the event or the provisional mark")
	}

	// The session of two sections: both sections' rankings, the
	// movement, the awards, and board 1's traveller with the hands,
	// makeable contracts and par.
	champPage := site[sessionPath(ids[0])]
	for _, want := range []string{"Section A · North-South", "Section B · East-West", `<section id="movement">`,
		"<caption>Movement, section A: ", `<th scope="col">LP</th>`, `<article id="board-A1">`, `<article id="board-B1">`} {
		if !strings.Contains(champPage, want) {
			t.Errorf("the championship's page lacks %s", want)
		}
	}
	board1 := champPage[strings.Index(champPage, `<article id="board-A1">`):]
	board1 = board1[:strings.Index(board1, "</article>")]
	for _, want := range []string{`<table class="deal" aria-label="The hands">`, "<caption>Makeable contracts</caption>", "Par ", "♠", `<span class="red">♥</span>`} {
		if !strings.Contains(board1, want) {
			t.Errorf("board 1's traveller lacks %s:\n%s", want, board1)
		}
	}
	// The hands are board 1's of the hand record.
	if !strings.Contains(board1, "A53") || !strings.Contains(board1, "AK762") {
		t.Errorf("board 1's traveller does not show North's hand (♥A53 ♣AK762):\n%s", board1)
	}

	// A player's page: sessions, partners, percentages, places; linked
	// from the session pages and linking back to the pair's score card.
	var player string
	for p := range site {
		if strings.HasPrefix(p, "p/") {
			player = p
			break
		}
	}
	pp := site[player]
	for _, want := range []string{"<h2>Partners</h2>", "<h2>Sessions</h2>", "Mean percentage", "#pair-"} {
		if !strings.Contains(pp, want) {
			t.Errorf("%s lacks %s", player, want)
		}
	}
	linked := false
	for _, id := range ids {
		linked = linked || strings.Contains(site[sessionPath(id)], `href="../`+player+`"`)
	}
	if !linked {
		t.Errorf("no session page links %s", player)
	}
	// The search index holds the players and sessions, not the hidden one.
	for _, want := range []string{`"k":"player"`, `"k":"session"`, `"k":"event"`, `"u":"` + player + `"`} {
		if !strings.Contains(site["search.js"], want) {
			t.Errorf("search.js lacks %s", want)
		}
	}
}

// TestSiteRebuildsOnlyWhatChanged: a second build writes nothing; a result
// corrected in one session writes that session's page and its players'
// pages, no other session's; a session deleted takes its page away.
func TestSiteRebuildsOnlyWhatChanged(t *testing.T) {
	path, ids := testClub(t)
	dir := t.TempDir()
	first := build(t, path, dir)
	again := build(t, path, dir)
	if len(again.Written) != 0 || len(again.Removed) != 0 || again.Unchanged != len(first.Written) {
		t.Fatalf("a second build with nothing changed: %+v (first wrote %d)", again, len(first.Written))
	}
	champ := filepath.Join(dir, sessionPath(ids[0]))
	before, _ := os.Stat(champ)

	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(ids[2])
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := s.Rows(1)
	if _, err := s.Enter(1, rows[0], "7NTS="); err != nil {
		t.Fatal(err)
	}
	r, err := Build(d, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	written := strings.Join(r.Written, " ")
	if !strings.Contains(written, sessionPath(ids[2])) || strings.Contains(written, sessionPath(ids[0])) || strings.Contains(written, sessionPath(ids[1])) {
		t.Errorf("after a correction in session %d: wrote %s", ids[2], written)
	}
	if !strings.Contains(written, "e/autumn-pairs.html") {
		t.Errorf("the event's ranking was not written again: %s", written)
	}
	for _, p := range r.Written {
		if strings.HasPrefix(p, "p/") {
			continue
		}
		switch p {
		case sessionPath(ids[2]), "e/autumn-pairs.html", "index.html", "search.js", "players.html":
		default:
			t.Errorf("wrote %s, which the correction does not change", p)
		}
	}
	if after, _ := os.Stat(champ); !after.ModTime().Equal(before.ModTime()) {
		t.Error("the championship's page was written again")
	}

	// A player hidden since: every page naming the player changes.
	if err := d.SetPlayerHidden(person(0), true); err != nil {
		t.Fatal(err)
	}
	r, err = Build(d, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	for p, body := range pages(t, dir) {
		if strings.Contains(body, person(0)) {
			t.Errorf("%s still names %s, hidden since", p, person(0))
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "p", slug(person(0))+".html")); err == nil {
		t.Errorf("the page of %s, hidden since, is still there (removed: %v)", person(0), r.Removed)
	}

	if err := d.Delete(ids[1]); err != nil {
		t.Fatal(err)
	}
	r, err = Build(d, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	sort.Strings(r.Removed)
	if i := sort.SearchStrings(r.Removed, sessionPath(ids[1])); i == len(r.Removed) || r.Removed[i] != sessionPath(ids[1]) {
		t.Errorf("the deleted session's page was not removed: %v", r.Removed)
	}
	if n := checkLinks(t, pages(t, dir)); n == 0 {
		t.Error("no links after the deletion")
	}
}

// A build since a day leaves out the sessions before it; the event's
// ranking still names them, without a link.
func TestSiteSince(t *testing.T) {
	path, ids := testClub(t)
	dir := t.TempDir()
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	day, _ := timeOf("2026-10-15")
	r, err := Build(d, Options{Dir: dir, Since: day})
	if err != nil {
		t.Fatal(err)
	}
	site := pages(t, dir)
	if r.Sessions != 1 || site[sessionPath(ids[0])] != "" || site[sessionPath(ids[1])] != "" || site[sessionPath(ids[2])] == "" {
		t.Errorf("since 15 October: %+v", r)
	}
	if ev := site["e/autumn-pairs.html"]; !strings.Contains(ev, "Autumn Pairs, first evening") {
		t.Error("the event's ranking lost its first evening")
	}
	checkLinks(t, site)
}

// The home page marks an event whose ranking is provisional, as the
// event's own page says it is, and a session so; once the last result is
// in, neither. A build with nothing changed keeps the mark.
func TestSiteHomeMarksProvisionalEvent(t *testing.T) {
	path, ids := testClub(t)
	dir := t.TempDir()
	build(t, path, dir)
	marks := func() (event, session bool) {
		t.Helper()
		home := pages(t, dir)["index.html"]
		events := home[strings.Index(home, "<h2>Events</h2>"):]
		events = events[:strings.Index(events, "</section>")]
		line := regexp.MustCompile(`<li><a href="e/autumn-pairs.html">Autumn Pairs</a>[^\n]*</li>`).FindString(events)
		if line == "" {
			t.Fatalf("the home page does not list the event:\n%s", home)
		}
		second := regexp.MustCompile(`<li><a href="` + regexp.QuoteMeta(sessionPath(ids[2])) + `">[^\n]*</li>`).FindString(home)
		return strings.Contains(line, `<span class="provisional">provisional</span>`), strings.Contains(second, `<span class="provisional">provisional</span>`)
	}
	if event, session := marks(); !event || !session {
		t.Errorf("with a result to come: the event marked %v, the session %v", event, session)
	}
	if again := build(t, path, dir); len(again.Written) != 0 {
		t.Errorf("a build with nothing changed wrote %v", again.Written)
	}
	if event, _ := marks(); !event {
		t.Error("the event's mark was lost by a build that carried its page over")
	}
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(ids[2])
	if err != nil {
		t.Fatal(err)
	}
	last := s.Boards()[len(s.Boards())-1]
	rows, err := s.Rows(last)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Enter(last, rows[0], "3NTN="); err != nil {
		t.Fatal(err)
	}
	d.Close()
	build(t, path, dir)
	if event, session := marks(); event || session {
		t.Errorf("with every result in: the event marked %v, the session %v", event, session)
	}
	if strings.Contains(pages(t, dir)["e/autumn-pairs.html"], "Provisional") {
		t.Error("the event's page still says it is provisional")
	}
}
