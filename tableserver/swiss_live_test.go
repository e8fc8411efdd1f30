package tableserver

import (
	"strings"
	"testing"
)

// liveSays asks for the room's page of a Swiss and holds it to the words
// wanted, and to none that speak of boards travelling to the last round.
func liveSays(t *testing.T, f *fixture, want ...string) string {
	t.Helper()
	f.now = f.now.Add(LiveEvery) // the page as it now stands
	code, page := f.do("GET", "/live", "192.168.1.40", "")
	if code != 200 {
		t.Fatalf("/live: %d %s", code, page)
	}
	for _, w := range want {
		if !strings.Contains(page, w) {
			t.Errorf("/live lacks %q:\n%s", w, page)
		}
	}
	if strings.Contains(page, "travel") {
		t.Errorf("/live of a Swiss speaks of boards travelling:\n%s", page)
	}
	return page
}
