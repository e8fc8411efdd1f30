package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An event of IMP sessions is ranked by the pairs' IMPs added up (it was
// accepted by 'new --event … --method ximp' and then refused whole by
// 'standings --event'); a session with no result yet waits without
// refusing the event; a session scored otherwise is refused as it joins,
// whichever door it comes by; and a session taken out of the event is
// no longer listed under it.
func TestEventOfIMPSessions(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "club.db")
	names := filepath.Join(dir, "names.csv")
	if err := os.WriteFile(names, []byte("1NS,Ann Able,Bob Baker\n1EW,Cy Cole,Di Dale\n2NS,Ed Eyre,Flo Ford\n2EW,Gus Gray,Hal Hope\n3NS,Ida Ives,Jo Jones\n3EW,Kim King,Len Lowe\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	night := func(name, date string) string {
		return lastLine(stMust(t, "new", "--name", name, "--movement", "mitchell", "--tables", "3", "--boards-per-round", "2",
			"--method", "ximp", "--event", "Autumn Cup", "--names", names, "--date", date, "--db", db))
	}
	first, second := night("Thursday", "2026-10-01"), night("Friday", "2026-10-08")
	enterMissing(t, db, first, 18)

	out := stMust(t, "standings", "--event", "Autumn Cup", "--db", db)
	for _, want := range []string{"combined by their IMPs added up", "Session " + second + " has no results yet", "IMPs"} {
		if !strings.Contains(out, want) {
			t.Errorf("the event's standings lack %q:\n%s", want, out)
		}
	}
	enterMissing(t, db, second, 18)
	var ev struct {
		Combine string `json:"combine"`
		Pairs   []struct {
			Names    []string         `json:"names"`
			IMPs     *float64         `json:"imps"`
			Percent  *float64         `json:"percent"`
			Sessions []map[string]any `json:"sessions"`
		} `json:"pairs"`
	}
	if err := json.Unmarshal([]byte(stMust(t, "standings", "--event", "Autumn Cup", "--format", "json", "--db", db)), &ev); err != nil {
		t.Fatal(err)
	}
	if ev.Combine != "imps" || len(ev.Pairs) != 6 {
		t.Fatalf("combined by %q, %d pairs; want imps and the 6 pairs, each over both nights", ev.Combine, len(ev.Pairs))
	}
	sum := 0.0
	for _, p := range ev.Pairs {
		if p.IMPs == nil || p.Percent != nil || len(p.Sessions) != 2 || p.Sessions[0]["imps"] == nil {
			t.Errorf("%v: imps %v, percent %v, sessions %v", p.Names, p.IMPs, p.Percent, p.Sessions)
			continue
		}
		// A pair's event IMPs are its two nights' added up.
		if got := p.Sessions[0]["imps"].(float64) + p.Sessions[1]["imps"].(float64); !nearCents(got, *p.IMPs) {
			t.Errorf("%v: %v IMPs over the nights %v", p.Names, *p.IMPs, p.Sessions)
		}
		sum += *p.IMPs
	}
	if !nearCents(sum, 0) {
		t.Errorf("the event's IMPs add up to %v, want 0 (every IMP won is lost by the other side)", sum)
	}
	for i := 1; i < len(ev.Pairs); i++ {
		if *ev.Pairs[i].IMPs > *ev.Pairs[i-1].IMPs {
			t.Errorf("ranked out of order: %v after %v", *ev.Pairs[i].IMPs, *ev.Pairs[i-1].IMPs)
		}
	}
	pdf := filepath.Join(dir, "cup.pdf")
	stMust(t, "standings", "--event", "Autumn Cup", "--out", pdf, "--db", db)
	if text := reportPDFText(t, pdf); !strings.Contains(text, "S1 IMPs") || !strings.Contains(text, "combined by their IMPs added up") {
		t.Errorf("the printed ranking:\n%s", text)
	}

	// Matchpoints cannot join an event of IMPs, by new, import or event.
	code, _, errOut := stRun(t, "new", "--name", "Saturday", "--movement", "mitchell", "--tables", "3", "--event", "autumn cup", "--db", db)
	if code != 1 || !strings.Contains(errOut, `the event "Autumn Cup" is scored in Cross-IMPs`) {
		t.Errorf("a matchpoint session set up in the event: exit %d, %s", code, errOut)
	}
	mp := lastLine(stMust(t, "new", "--name", "Saturday", "--movement", "mitchell", "--tables", "3", "--db", db))
	if code, _, errOut := stRun(t, "event", "--session", mp, "Autumn Cup", "--db", db); code != 1 || !strings.Contains(errOut, "cannot be ranked with it") {
		t.Errorf("a matchpoint session put into the event: exit %d, %s", code, errOut)
	}
	if code, _, errOut := stRun(t, "import", filepath.Join(stTestdata, "mitchell-7t", "session.xml"), "--event", "Autumn Cup", "--db", db); code != 1 || !strings.Contains(errOut, "cannot be ranked with it") {
		t.Errorf("a matchpoint file imported into the event: exit %d, %s", code, errOut)
	}

	stMust(t, "event", "--session", second, "--none", "--db", db)
	for _, l := range strings.Split(stMust(t, "sessions", "--db", db), "\n") {
		if strings.HasPrefix(l, second+" ") && strings.Contains(l, "Autumn Cup") {
			t.Errorf("a session taken out of the event is still listed under it: %q", l)
		}
	}
}

// nearCents allows for figures rounded to two decimals before they were added.
func nearCents(a, b float64) bool { return a-b < 0.011 && b-a < 0.011 }
