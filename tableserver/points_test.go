package tableserver

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// The points a table's answer gives its line are the ones the standings
// give it at that moment: the board scored to as many results as the most
// any board of its field has (a board with fewer is factored up, as the
// traveller shows it), as the session stands. Results from the tables
// and from the director come in random order, in every method, under both
// rules, in one section and in two scored apart or across the field.
func TestAnswerPointsAreTheStandings(t *testing.T) {
	for _, c := range []struct {
		method   scoring.Method
		rules    scoring.Rules
		sections int
		field    scoring.Field
	}{
		{scoring.Matchpoints, scoring.WBF, 1, ""},
		{scoring.Matchpoints, scoring.ACBL, 1, ""},
		{scoring.CrossIMPs, scoring.WBF, 1, ""},
		{scoring.Butler, scoring.WBF, 1, ""},
		{scoring.Matchpoints, scoring.WBF, 2, scoring.BySection},
		{scoring.Matchpoints, scoring.WBF, 2, scoring.AcrossField},
	} {
		name := fmt.Sprintf("%s-%s-%d%s", c.method, c.rules, c.sections, c.field)
		t.Run(name, func(t *testing.T) {
			for seed := range uint64(3) {
				answersMatchStandings(t, rand.New(rand.NewPCG(seed, 7)), c.method, c.rules, c.sections, c.field)
			}
		})
	}
}

func answersMatchStandings(t *testing.T, rng *rand.Rand, method scoring.Method, rules scoring.Rules, sections int, field scoring.Field) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "club.db")
	desk, err := club.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	var ms []*movements.Movement
	for i := range sections {
		m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 4, BoardsPerRound: 2})
		if err != nil {
			t.Fatal(err)
		}
		if sections > 1 {
			m.Section = movements.SectionLetter(i)
		}
		ms = append(ms, m)
	}
	ns := club.NewSession{Name: "Points", Date: time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), Method: method, Rules: rules}
	var id int64
	if sections == 1 {
		ns.Movement = ms[0]
		id, err = desk.Create(ns)
	} else {
		id, err = desk.CreateSections(ns, ms, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	desk.Close()
	f := newFixture(t, path, id, Options{})
	if field != "" {
		if err := f.s.SetField(field); err != nil {
			t.Fatal(err)
		}
	}
	codes, err := f.s.TableCodes()
	if err != nil {
		t.Fatal(err)
	}
	results := []string{"3NTS=", "3NTS+1", "4SN=", "4SN-1", "2HE+1", "1NTW-2", "PASS", "6DXN-3"}
	for i := range 40 {
		c := codes[rng.IntN(len(codes))]
		v, err := f.s.Table(c.Section, c.Table, false)
		if err != nil {
			t.Fatal(err)
		}
		var r club.TableRound
		for _, x := range v.Rounds {
			if x.Round == v.Round {
				r = x
			}
		}
		board := r.Boards[rng.IntN(len(r.Boards))]
		if rng.IntN(4) == 0 {
			// The director types a result of another round from a
			// traveller, or rules on a board.
			if err := f.s.SelectSection(c.Section); err != nil && c.Section != "" {
				t.Fatal(err)
			}
			rows := f.s.RowsAt(club.Place{Round: rng.IntN(ms[0].Rounds) + 1, Table: c.Table})
			row := rows[rng.IntN(len(rows))]
			text := results[rng.IntN(len(results))]
			if rng.IntN(3) == 0 {
				_, err = f.s.Adjust(row.Board, row, "A60-40")
			} else {
				_, err = f.s.Enter(row.Board, row, text)
			}
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		body := result(fmt.Sprint("p", i), v.Round, board, results[rng.IntN(len(results))])
		code, answer := f.do("POST", "/api/t/"+c.Code+"/result", "192.168.1.50", body)
		if code != 200 {
			// The director's line on that board stands: refused, as it
			// should be.
			continue
		}
		var got struct{ Line lineJSON }
		if err := json.Unmarshal([]byte(answer), &got); err != nil {
			t.Fatal(err)
		}
		st, err := f.s.Standings()
		if err != nil {
			t.Fatal(err)
		}
		want := ""
		for _, b := range st.Boards {
			for _, l := range b.Lines {
				if l.Section == c.Section && l.Board == board && l.NS == got.Line.NS && l.EW == got.Line.EW {
					want = string(pointsJSON(l.NSPoints)) + "/" + string(pointsJSON(l.EWPoints))
				}
			}
		}
		if have := string(got.Line.NSPoints) + "/" + string(got.Line.EWPoints); have != want {
			t.Fatalf("post %d, %s%d board %d %s v %s: the answer gives %s, the standings %s", i, c.Section, c.Table, board, got.Line.NS, got.Line.EW, have, want)
		}
	}
}
