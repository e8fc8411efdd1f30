package tableserver

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// TestIndividualFromTables: at an individual each table's page names the
// four players the schedule seats there each round (by seat, number and
// name) and where each goes next, as the printed table cards say it; a
// result posted from a table is entered on that table's line.
func TestIndividualFromTables(t *testing.T) {
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: 2, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	names := map[int]string{1: "Ann Archer", 2: "Bob Baker", 3: "Cath Cole", 4: "Dan Dale", 5: "Eve Elms", 6: "Fay Ford", 7: "Gus Gray", 8: "Hal Hunt"}
	id, err := desk.CreateIndividual(club.NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 17, 0, 0, 0, 0, time.UTC), Movement: ind, Names: names})
	desk.Close()
	if err != nil {
		t.Fatal(err)
	}
	f := newFixture(t, path, id, Options{})
	cards := ind.TableCards()
	for _, card := range cards {
		code, body := f.do("GET", "/api/t/"+f.codes[card.Table], "192.168.1.31", "")
		var st struct {
			Rounds []struct {
				Round   int
				Players []string
				Next    string
			}
		}
		if err := json.Unmarshal([]byte(body), &st); code != 200 || err != nil || len(st.Rounds) != len(card.Rounds) {
			t.Fatalf("table %d: %d %s", card.Table, code, body)
		}
		for i, r := range card.Rounds {
			got := st.Rounds[i]
			var want []string
			for j, seat := range []string{"N", "E", "S", "W"} {
				want = append(want, fmt.Sprintf("%s %d %s", seat, r.Players[j], names[r.Players[j]]))
			}
			if strings.Join(got.Players, "|") != strings.Join(want, "|") {
				t.Errorf("table %d round %d: players %q, want %q", card.Table, r.Round, got.Players, want)
			}
			for j, next := range r.Next {
				if next != "end" && next != "" && !strings.Contains(got.Next, strings.TrimPrefix(next, "stay")) {
					t.Errorf("table %d round %d: next %q does not say where player %d goes (%q)", card.Table, r.Round, got.Next, r.Players[j], next)
				}
			}
		}
	}
	first := cards[0].Rounds[0]
	code, body := f.post(1, result("r1b1", 1, first.Boards[0], "4SN="))
	if code != 200 {
		t.Fatalf("posting table 1's first board: %d %s", code, body)
	}
	if code, body := f.post(2, result("r1b1", 1, first.Boards[0], "4SN-1")); code != 200 {
		t.Fatalf("posting table 2's first board: %d %s", code, body)
	}
	scored, err := f.s.IndividualStandings()
	if err != nil {
		t.Fatal(err)
	}
	b := scored.Standings.Boards[0]
	if len(b.Lines) != 2 || b.Lines[0].Players != [4]string{fmt.Sprint(first.Players[0]), fmt.Sprint(first.Players[1]), fmt.Sprint(first.Players[2]), fmt.Sprint(first.Players[3])} {
		t.Errorf("the line posted is scored for %+v, want table 1's players %v", b.Lines, first.Players)
	}
	// The room's page ranks the players, not the sides, and names each
	// side of a traveller by its players.
	code, page := f.do("GET", "/live", "192.168.1.40", "")
	if code != 200 || !strings.Contains(page, "<th>Player</th>") {
		t.Fatalf("/live: %d %s", code, page)
	}
	for _, pr := range scored.Standings.Players {
		row := fmt.Sprintf("<td>%s</td><td>%s<div class=\"names\">%s</div></td><td class=\"n\">%s</td>", pr.Rank, pr.ID, pr.Name, scoring.FormatRat(pr.Percent, 2))
		if !strings.Contains(page, row) {
			t.Errorf("/live lacks player %s's row %s", pr.ID, row)
		}
	}
	if side := fmt.Sprintf("<td>%d &amp; %d</td>", first.Players[0], first.Players[2]); !strings.Contains(page, side) {
		t.Errorf("/live's traveller does not name table 1's North-South players %s", side)
	}
}
