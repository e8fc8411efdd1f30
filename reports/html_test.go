package reports

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// TestHTMLPage writes the sample sessions as one web page and checks what
// a reader follows: every pair's place and percentage, red hearts and
// diamonds, and links that all land somewhere on the page.
func TestHTMLPage(t *testing.T) {
	for _, session := range []string{"mitchell-7t", "mitchell-8t", "howell-4t"} {
		t.Run(session, func(t *testing.T) {
			r := loadSession(t, session, scoring.Matchpoints, scoring.WBF)
			var b bytes.Buffer
			if err := WriteHTML(&b, r, append(AllResults, GuideCards)); err != nil {
				t.Fatal(err)
			}
			page := b.String()
			exp := loadExpected(t, session, "expected_wbf_mp.json")
			for _, p := range exp.Pairs {
				re := regexp.MustCompile(`<tr><td class="c">` + regexp.QuoteMeta(p.Rank) + `</td><th scope="row"><a href="#` +
					regexp.QuoteMeta(pairAnchor(p.Pair+" "+p.Direction)) + `">` + regexp.QuoteMeta(p.Pair) + `</a></th><td>[^<]*</td><td class="n wide">\d+</td><td class="n">[\d.]+</td><td class="n">` +
					regexp.QuoteMeta(fmt.Sprintf("%.2f", *p.Percent)) + `</td></tr>`)
				if !re.MatchString(page) {
					t.Errorf("no ranking row for pair %s placed %s", p.Pair, p.Rank)
				}
			}
			if !strings.Contains(page, `<span class="red">♥</span>`) || !strings.Contains(page, `<span class="red">♦</span>`) {
				t.Errorf("hearts and diamonds are not red")
			}
			if strings.Contains(page, `<span class="red">♠`) || strings.Contains(page, `<span class="red">♣`) {
				t.Errorf("spades or clubs printed red")
			}
			ids := map[string]bool{}
			for _, m := range regexp.MustCompile(`id="([^"]+)"`).FindAllStringSubmatch(page, -1) {
				if ids[m[1]] {
					t.Errorf("id %q used twice", m[1])
				}
				ids[m[1]] = true
			}
			links := regexp.MustCompile(`href="#([^"]+)"`).FindAllStringSubmatch(page, -1)
			if len(links) < 100 {
				t.Errorf("only %d links: pairs and boards should link to their cards and travellers", len(links))
			}
			for _, m := range links {
				if !ids[m[1]] {
					t.Errorf("link to #%s goes nowhere", m[1])
				}
			}
			for _, sec := range []string{"ranking", "recap", "travellers", "scorecards"} {
				if !ids[sec] {
					t.Errorf("section %s missing", sec)
				}
			}
			if strings.Contains(page, "<script") || strings.Contains(page, "src=") || strings.Contains(page, "stylesheet") {
				t.Errorf("page is not self-contained")
			}
		})
	}
}

// TestHTMLEscapesNames keeps a name with markup characters as text.
func TestHTMLEscapesNames(t *testing.T) {
	r := loadSession(t, "howell-4t", scoring.Matchpoints, scoring.WBF)
	for i := range r.Standings.Pairs {
		if r.Standings.Pairs[i].ID == "1" {
			r.Standings.Pairs[i].Names = []string{"<b>Bob</b> & \"Al\"", "Zoë"}
		}
	}
	var b bytes.Buffer
	if err := WriteHTML(&b, r, []Report{Ranking}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "<b>Bob") || !strings.Contains(b.String(), "&lt;b&gt;Bob&lt;/b&gt; &amp;") {
		t.Errorf("name not escaped")
	}
	if !strings.Contains(b.String(), "Zoë") {
		t.Errorf("accented name lost")
	}
}
