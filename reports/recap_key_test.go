package reports

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// The recap's key explains the marks its sheet shows, and only those: a
// Mitchell in which no pair sits out is never said to have a sit-out.
func TestRecapKeyNamesOnlyTheMarksShown(t *testing.T) {
	cell := regexp.MustCompile(`<td[^>]*>([^<]*)</td>`)
	for _, name := range []string{"howell-4t", "mitchell-7t", "mitchell-8t"} {
		r := loadCSV(t, name, scoring.Matchpoints, scoring.WBF)
		var page bytes.Buffer
		if err := WriteHTML(&page, r, []Report{Recap}); err != nil {
			t.Fatal(err)
		}
		html := page.String()
		i := strings.Index(html, `<section id="recap">`)
		if i < 0 {
			t.Fatalf("%s: no recap", name)
		}
		recap := html[i:]
		if j := strings.Index(recap, "</section>"); j >= 0 {
			recap = recap[:j]
		}
		shown := map[string]bool{}
		for _, m := range cell.FindAllStringSubmatch(recap, -1) {
			c := strings.TrimSpace(m[1])
			switch {
			case c == markNotPlayed, c == markSitOut:
				shown[c] = true
			case strings.HasPrefix(c, markAdjusted+" "):
				shown[markAdjusted] = true
			}
		}
		for mark, legend := range map[string]string{markAdjusted: "A: adjusted score", markNotPlayed: "NP: not played", markSitOut: "–: a board the pair did not play"} {
			if said := strings.Contains(recap, legend); said != shown[mark] {
				t.Errorf("%s: the mark %q is shown %v, and its legend %q said %v", name, mark, shown[mark], legend, said)
			}
		}
		if strings.Contains(recap, "sit-out") {
			t.Errorf("%s: the recap speaks of a sit-out", name)
		}
	}
}
