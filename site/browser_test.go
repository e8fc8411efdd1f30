package site

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// browser starts Debian's chromium, headless, for the test.
func browser(t *testing.T) context.Context {
	t.Helper()
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (scripts/install-deps.sh installs it)")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(cancelTab)
	// A bound on the whole test far beyond its needs on a loaded machine;
	// each step waits on what the page shows, never on a fixed time.
	ctx, cancelTime := context.WithTimeout(ctx, 10*time.Minute)
	t.Cleanup(cancelTime)
	return ctx
}

// shots are the pages looked at as pictures, by the name they are kept
// under in artifacts/issue26.
var shots = map[string]string{"index.html": "home", "players.html": "players", "e/autumn-pairs.html": "event"}

// TestSiteInBrowser opens every page of the test club's website from its
// folder, as a club member would open a copy, at a phone's width (390 px)
// and a desktop's (1280 px): each reads without scrolling sideways. The
// search box finds a player as it is typed and Enter goes to the page.
// Pictures of the pages are kept in artifacts/issue26.
func TestSiteInBrowser(t *testing.T) {
	ctx := browser(t)
	path, ids := testClub(t)
	dir := t.TempDir()
	build(t, path, dir)
	site := pages(t, dir)
	var list []string
	for p := range site {
		if strings.HasSuffix(p, ".html") {
			list = append(list, p)
		}
	}
	sort.Strings(list)
	shots[sessionPath(ids[0])] = "session-two-sections"
	shots[sessionPath(ids[2])] = "session-provisional"
	for p := range site {
		if strings.HasPrefix(p, "p/") {
			shots[p] = "player"
			break
		}
	}
	art := filepath.Join("..", "artifacts", "issue26")
	os.MkdirAll(art, 0o755)
	for _, width := range []int64{390, 1280} {
		for _, p := range list {
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), chromedp.Navigate("file://"+filepath.Join(dir, p)),
				chromedp.WaitReady("body")); err != nil {
				t.Fatalf("%s at %d px: %v", p, width, err)
			}
			scroll, err1 := chromedp.Run(ctx, chromedp.Evaluate[int64](`document.documentElement.scrollWidth`))
			client, err2 := chromedp.Run(ctx, chromedp.Evaluate[int64](`document.documentElement.clientWidth`))
			lang, err3 := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.lang`))
			if err := errors.Join(err1, err2, err3); err != nil {
				t.Fatalf("%s at %d px: %v", p, width, err)
			}
			if scroll > client {
				t.Errorf("%s at %d px scrolls sideways: %d px wide in %d", p, width, scroll, client)
			}
			if lang != "en" {
				t.Errorf("%s: lang %q", p, lang)
			}
			if name, ok := shots[p]; ok {
				if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err != nil {
					t.Errorf("picture of %s: %v", p, err)
				} else {
					os.WriteFile(filepath.Join(art, name+"-"+strconv.FormatInt(width, 10)+".png"), png, 0o644)
				}
			}
		}
	}

	// The search box, from a session's page in a subfolder.
	var player string
	for p := range site {
		if strings.HasPrefix(p, "p/") {
			player = p
			break
		}
	}
	name := player[2:strings.Index(player, "-")] // "ann" of p/ann-able.html
	err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 900), chromedp.Navigate("file://"+filepath.Join(dir, sessionPath(ids[1]))),
		chromedp.WaitVisible("#q"), chromedp.SendKeys("#q", name), chromedp.WaitVisible("#hits a"))
	if err != nil {
		t.Fatal(err)
	}
	hits, err1 := chromedp.Run(ctx, chromedp.Text("#hits"))
	href, err2 := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#hits a").href`))
	if err := errors.Join(err1, err2); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.ToLower(hits), name) || !strings.Contains(href, "/p/") {
		t.Errorf("searching %q: hits %q, first %s", name, hits, href)
	}
	if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
		os.WriteFile(filepath.Join(art, "search-390.png"), png, 0o644)
	}
	// Enter goes to the first hit: ask where the page is until the
	// player's page has loaded (while the browser is between pages it
	// answers that the page is gone).
	if err := chromedp.Do(ctx, chromedp.SendKeys("#q", "\r")); err != nil {
		t.Fatal(err)
	}
	var title string
	for asked := 0; ; asked++ {
		at, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.readyState === "complete" ? location.pathname + "|" + document.title : ""`))
		if err == nil && strings.Contains(at, "/p/") {
			title = at[strings.Index(at, "|")+1:]
			break
		}
		if ctx.Err() != nil || asked > 100000 {
			t.Fatalf("Enter in the search box: the player's page did not open (%q, %v)", at, err)
		}
	}
	if !strings.Contains(strings.ToLower(title), name) {
		t.Errorf("Enter in the search box led to %q", title)
	}
}
