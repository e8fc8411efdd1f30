package reports

import (
	"bytes"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// Results printed while results are still coming in say so on every page
// of results, on paper and on the web page; final results say nothing of
// the kind, and the guide cards never do.
func TestProvisionalOnEveryPageOfResults(t *testing.T) {
	s := twoSections(scoring.BySection)
	st, err := scoring.Score(s)
	if err != nil {
		t.Fatal(err)
	}
	const words = "provisional: 16 of 196 results"
	for _, prov := range []string{words, ""} {
		r := &Results{Event: "Tuesday", Standings: st, Session: s, Provisional: prov}
		pages := pdfText(t, render(t, r, []Report{Ranking, Recap, ScoreCards, Travellers}, A4))
		for i, page := range pages {
			marked := strings.Contains(page, "PROVISIONAL")
			if marked != (prov != "") {
				t.Errorf("%q: page %d marked provisional: %v\n%s", prov, i+1, marked, page)
			}
		}
		said := strings.Contains(pages[0], "Provisional: 16 of 196 results — the places may change")
		if said != (prov != "") {
			t.Errorf("%q: the ranking's heading says so: %v\n%s", prov, said, pages[0])
		}
		var b bytes.Buffer
		if err := WriteHTML(&b, r, AllResults); err != nil {
			t.Fatal(err)
		}
		html := b.String()
		if got := strings.Contains(html, `<p class="provisional">Provisional: 16 of 196 results — the places may change</p>`) &&
			strings.Contains(html, "<title>Provisional — "); got != (prov != "") {
			t.Errorf("%q: the web page says so: %v", prov, got)
		}
	}
}
