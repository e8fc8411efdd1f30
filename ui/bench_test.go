package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// BenchmarkAcceptLine30Tables measures what the director waits for after
// pressing Enter in a 30-table session: the entry read, the line saved to
// disk, the whole session rescored and the standings redrawn.
func BenchmarkAcceptLine30Tables(b *testing.B) {
	db := openTestDB(b)
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 30, Rounds: 9, BoardsPerRound: 3})
	if err != nil {
		b.Fatal(err)
	}
	desk := deskOn(b, db)
	id, err := desk.Create(club.NewSession{Name: "Congress pairs", Movement: m, Method: scoring.Matchpoints, Rules: scoring.WBF})
	if err != nil {
		b.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		b.Fatal(err)
	}
	for _, board := range s.Boards() {
		rows, _ := s.Rows(board)
		for i, r := range rows {
			if _, err := s.Enter(board, r, results[(board*3+i*5)%len(results)]); err != nil {
				b.Fatal(err)
			}
		}
	}
	s.Close()

	w, _ := queuedWindow(b, desk)
	w.win.Resize(fyne.NewSize(1280, 760))
	w.win.Show()
	w.openSession(id)
	e := w.entry
	if e == nil || len(e.standings.rows) < 60 {
		b.Fatalf("the 30-table session did not open with its standings")
	}
	lines := len(s.ScoringSession().Lines)
	texts := []string{"4SN=", "4SN+1"}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		// The line holds a result already: the first Enter asks, the
		// second saves.
		if e.enter(0, texts[i%2]) || !e.enter(0, texts[i%2]) {
			b.Fatalf("line not replaced on the second Enter: %s", e.status.Text)
		}
	}
	b.ReportMetric(float64(lines), "lines")
}

// BenchmarkSwissTeamsRefresh32 measures the window's standings of a
// Swiss teams of a congress's size before its last round (32 teams, 6 of
// 7 rounds of 4 boards played) worked out again, as after each result.
func BenchmarkSwissTeamsRefresh32(b *testing.B) {
	db := openTestDB(b)
	desk := deskOn(b, db)
	id, err := desk.CreateSwissTeams(club.NewSwissTeams{Name: "Congress teams", Teams: 32, Rounds: 7, BoardsPerRound: 4})
	if err != nil {
		b.Fatal(err)
	}
	s, err := desk.Open(id)
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for round := 1; round <= 6; round++ {
		if round > 1 {
			if _, err := s.DrawNextRound(); err != nil {
				b.Fatal(err)
			}
		}
		for table := 1; table <= 32; table++ {
			for _, r := range s.RowsAt(club.Place{Round: round, Table: table}) {
				if _, err := s.Enter(r.Board, r, results[n%len(results)]); err != nil {
					b.Fatal(err)
				}
				n++
			}
		}
	}
	s.Close()
	w, _ := queuedWindow(b, desk)
	w.win.Resize(fyne.NewSize(1280, 760))
	w.openSession(id)
	e := w.entry
	if e == nil || len(e.standings.rows) != 32 {
		b.Fatalf("the Swiss teams did not open with its standings")
	}
	b.ResetTimer()
	for range b.N {
		e.standings.refresh()
	}
}
