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
