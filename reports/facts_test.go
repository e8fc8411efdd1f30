package reports

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"bridgescore/scoring"
)

// visibleText is a fragment of a page as a browser shows it: the tags
// gone, every run of white space one space (HTML collapses them).
func visibleText(fragment string) string {
	s := regexp.MustCompile(`<[^>]*>`).ReplaceAllString(fragment, "")
	return strings.Join(strings.Fields(s), " ")
}

// The web page's ranking heads its facts so that they read apart in a
// browser: the top per board and the number of boards are two facts
// ("Top per board: 8 Boards: 15" ran them together, the spaces between
// them collapsed).
func TestHTMLHeaderFactsReadApart(t *testing.T) {
	r := loadSession(t, "mitchell-7t", scoring.Matchpoints, scoring.WBF)
	var b bytes.Buffer
	if err := WriteHTML(&b, r, AllResults); err != nil {
		t.Fatal(err)
	}
	head := b.String()
	head = head[:strings.Index(head, `<section id="recap">`)]
	var facts []string
	for _, m := range regexp.MustCompile(`(?s)<p class="facts">(.*?)</p>`).FindAllStringSubmatch(head, -1) {
		facts = append(facts, visibleText(m[1]))
	}
	all := strings.Join(facts, "\n")
	top := regexp.MustCompile(`Top per board: (\d+)`).FindStringSubmatch(all)
	if top == nil || !strings.Contains(all, "Boards: ") {
		t.Fatalf("the facts %q do not give the top and the boards", all)
	}
	if strings.Contains(all, top[1]+" Boards") {
		t.Errorf("the facts read as one: %q", all)
	}
	if !regexp.MustCompile(`Top per board: \d+ · Boards: \d+`).MatchString(all) {
		t.Errorf("the facts %q: want the top and the boards apart, 'Top per board: N · Boards: M'", all)
	}
}
