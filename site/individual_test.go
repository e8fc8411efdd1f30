package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// An individual on the website: its page ranks the players (each linked
// to his page) with the percentage and place the service gives, not its
// tables' sides; each player's page lists the session with his own
// percentage and place.
func TestIndividualOnTheWebsite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	d, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: 2, Rounds: 2})
	if err != nil {
		t.Fatal(err)
	}
	names := map[int]string{}
	for _, p := range ind.PlayerNumbers() {
		names[p] = person(p)
	}
	id, err := d.CreateIndividual(club.NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 17, 0, 0, 0, 0, time.UTC), Movement: ind, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	s, err := d.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	enterAll(t, s, nil)
	res, err := d.IndividualScored(id, "")
	if err != nil {
		t.Fatal(err)
	}
	d.Close()
	dir := t.TempDir()
	build(t, path, dir)
	page, err := os.ReadFile(filepath.Join(dir, "s", fmt.Sprint(id)+".html"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(page), "1NS") {
		t.Errorf("the individual's page names a side (1NS) as a competitor")
	}
	home, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil || !strings.Contains(string(home), `<span class="meta">8 players</span>`) {
		t.Errorf("the home page does not count the individual's 8 players (%v):\n%s", err, home)
	}
	for _, p := range res.Standings.Players {
		row := fmt.Sprintf(`<tr id="pair-%s"><td class="n">%s</td><td class="n">%s</td><td><a href=`, p.ID, p.Rank, p.ID)
		if !strings.Contains(string(page), row) || !strings.Contains(string(page), scoring.FormatRat(p.Percent, 2)) {
			t.Errorf("the page lacks player %s's row (%s, %s%%)", p.ID, p.Rank, scoring.FormatRat(p.Percent, 2))
		}
	}
	first := res.Standings.Players[0]
	files, _ := filepath.Glob(filepath.Join(dir, "p", "*.html"))
	found := false
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if strings.Contains(string(b), "<h1>"+first.Name+"</h1>") {
			found = true
			if !strings.Contains(string(b), scoring.FormatRat(first.Percent, 2)+"%") {
				t.Errorf("%s's page lacks his %s%%", first.Name, scoring.FormatRat(first.Percent, 2))
			}
		}
	}
	if !found {
		t.Errorf("no page for %s among %d", first.Name, len(files))
	}
}
