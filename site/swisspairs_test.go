package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/scoring"
)

// A Swiss pairs on the website: its page gives the standings in victory
// points as the service does and each round's matches, and a player's
// page lists the session with his pair's VPs and place.
func TestSwissPairsOnTheWebsite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	names := map[int][]string{}
	for p := 1; p <= 6; p++ {
		names[p] = []string{person(2*p - 1), person(2 * p)}
	}
	id, err := d.CreateSwissPairs(club.NewSwissPairs{Name: "Congress Swiss", Date: time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC),
		Pairs: 6, Rounds: 3, BoardsPerRound: 2, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	enterAll(t, s, nil)
	now, err := s.SwissPairs()
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	d.Close()
	dir := t.TempDir()
	build(t, path, dir)
	page, err := os.ReadFile(filepath.Join(dir, "s", fmt.Sprint(id)+".html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), "<h2>Round 1</h2>") {
		t.Errorf("the page has no round's matches")
	}
	final := now.Standings.Final()
	for _, p := range final {
		row := fmt.Sprintf(`<tr id="pair-%s"><td class="n">%s</td><td class="n">%s</td>`, p.Pair, p.Rank, p.Pair)
		if i := strings.Index(string(page), row); i < 0 || !strings.Contains(string(page)[i:], fmt.Sprintf(`<td class="n">%s</td>`, scoring.FormatPoints(p.Score))) {
			t.Errorf("the page lacks pair %s's row at %s with %s VPs", p.Pair, p.Rank, scoring.FormatPoints(p.Score))
		}
	}
	top := final[0]
	b, err := os.ReadFile(filepath.Join(dir, "p", strings.ToLower(strings.ReplaceAll(top.Names[0], " ", "-"))+".html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), scoring.FormatPoints(top.Score)+" VPs") {
		t.Errorf("%s's page lacks the pair's %s VPs", top.Names[0], scoring.FormatPoints(top.Score))
	}
}
