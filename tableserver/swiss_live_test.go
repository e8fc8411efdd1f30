package tableserver

import (
	"strings"
	"testing"

	"bridgescore/club"
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

// swissWords name the rounds still to be drawn as a director would: one,
// two, or a run; and say nothing of rounds to come once all are drawn.
func TestSwissWordsRoundsToDraw(t *testing.T) {
	for _, c := range []struct {
		drawn, rounds int
		want          string
	}{
		{1, 2, "Round 2 is still to be drawn, from the standings after round 1."},
		{1, 3, "Rounds 2 and 3 are still to be drawn"},
		{2, 7, "Rounds 3 to 7 are still to be drawn"},
		{7, 7, ""},
	} {
		r := &club.LiveRounds{After: c.drawn - 1, SwissProgress: club.SwissProgress{Drawn: c.drawn, Rounds: c.rounds, Next: "Round under way."}}
		words, _ := swissWords(r)
		last := words[len(words)-1]
		if c.want == "" && last != "Round under way." || c.want != "" && !strings.HasPrefix(last, c.want) {
			t.Errorf("%d of %d rounds drawn: %q", c.drawn, c.rounds, words)
		}
	}
	if words, waiting := swissWords(nil); words != nil || waiting != "" {
		t.Errorf("not a Swiss: %q %q", words, waiting)
	}
}
