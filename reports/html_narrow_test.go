package reports

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// A score card on a phone (390 px) fits the screen, its % column whole
// (it was cut at the screen's edge); at a desktop's width too.
func TestScoreCardsFitAPhone(t *testing.T) {
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (scripts/install-deps.sh installs it)")
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, clubNight(t), AllResults); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(t.TempDir(), "night.html")
	if err := os.WriteFile(page, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelTab := chromedp.NewContext(actx)
	defer cancelTab()
	// A bound far beyond the test's needs on a loaded machine; each step
	// waits on the page, never on a fixed time.
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	for _, width := range []int64{390, 1280} {
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, 900), chromedp.Navigate("file://"+page), chromedp.WaitReady("#scorecards")); err != nil {
			t.Fatalf("%d px: %v", width, err)
		}
		// Each card's table: how far it runs past its box, and its %
		// column's right edge against the page's.
		over, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`Array.from(document.querySelectorAll("#scorecards .scroll")).map(s => {
			const pct = Array.from(s.querySelectorAll("thead th")).find(th => th.textContent === "%");
			return Math.max(s.scrollWidth - s.clientWidth, pct.getBoundingClientRect().right - document.documentElement.clientWidth);
		})`))
		if err != nil {
			t.Fatalf("%d px: %v", width, err)
		}
		if len(over) == 0 {
			t.Fatalf("%d px: no score cards", width)
		}
		for i, o := range over {
			if o > 0.5 {
				t.Errorf("%d px: score card %d runs %.0f px past the screen", width, i+1, o)
			}
		}
	}
}
