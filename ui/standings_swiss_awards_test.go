package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"bridgescore/club"
)

// TestSwissPairsStandingsWithAwards: a Swiss pairs set in its awards
// dialog (the scale alone) to award EBU green points shows each pair's
// award, places and matches won, in a column headed GP, as the service
// works them out, and the dialog says how.
func TestSwissPairsStandingsWithAwards(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	id, err := desk.CreateSwissPairs(club.NewSwissPairs{Name: "Congress Swiss", Date: time.Date(2027, 1, 9, 0, 0, 0, 0, time.UTC), Pairs: 6, Rounds: 3, BoardsPerRound: 2})
	if err != nil {
		t.Fatal(err)
	}
	d := newTestWindow(t, db)
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.w.openSession(id)
	e := d.w.entry
	for _, text := range []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "PASS"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.settle()
	p := e.standings
	if p.swiss == nil || p.cols() != standingsCols-1 {
		t.Fatalf("a Swiss awarding nothing shows %d columns", p.cols())
	}
	e.awardsDialog()
	if d.w.awards == nil || formRows(d.w.win.Canvas()) != 1 {
		t.Fatalf("the Swiss's awards dialog: %v, %d rows", d.w.awards != nil, formRows(d.w.win.Canvas()))
	}
	d.w.awards.fields.scale.SetSelected("EBU green (top,lowest,places)")
	d.w.awards.fields.limit.SetText("3,0.5,3")
	d.w.awards.save()
	d.w.dialog.Hide()
	d.settle()
	s, err := desk.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want, err := s.SwissPairs()
	if err != nil || want.Awards == nil {
		t.Fatalf("the service's awards: %+v %v", want, err)
	}
	if h := p.heading(awardCol); h != "GP" || p.cols() != standingsCols {
		t.Fatalf("award column headed %q, %d columns", h, p.cols())
	}
	for i, st := range want.Standings.Final() {
		award := ""
		if want.Awards.Awards[i] > 0 {
			award = want.Awards.Scale.Format(want.Awards.Awards[i])
		}
		if row := p.rows[i]; row[1] != st.Pair || row[awardCol] != award {
			t.Errorf("row %d: %q, the service gives pair %s %q", i, row, st.Pair, award)
		}
	}
	e.awardsDialog()
	if said := d.w.awards.explained.Text; said != want.Awards.Explain {
		t.Errorf("the dialog explains %q", said)
	}
	d.shot("swiss-awards", fyne.NewSize(1024, 768))
}
