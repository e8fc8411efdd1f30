package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"bridgescore/club"
	"bridgescore/movements"
)

// TestIndividualStandingsWithAwards: an individual set in its awards
// dialog (the scale alone: players ranked alone take neither strata nor
// handicaps) to award EBU green points shows each player's award in a
// column headed GP, as the service works them out, and the dialog says
// how they were worked out.
func TestIndividualStandingsWithAwards(t *testing.T) {
	db := openTestDB(t)
	desk := deskOn(t, db)
	ind, err := movements.NewIndividual(movements.IndividualOptions{Tables: 2, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	id, err := desk.CreateIndividual(club.NewIndividual{Name: "Christmas individual", Date: time.Date(2026, 12, 22, 0, 0, 0, 0, time.UTC), Movement: ind})
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
	if p.players == nil || p.cols() != standingsCols-1 {
		t.Fatalf("an individual awarding nothing shows %d columns (players %v)", p.cols(), p.players != nil)
	}
	e.awardsDialog()
	if _, ok := d.w.dialog.(*dialog.ConfirmDialog); !ok || d.w.awards == nil {
		t.Fatalf("no awards dialog: %T", d.w.dialog)
	}
	if n := formRows(d.w.win.Canvas()); n != 1 {
		t.Errorf("the individual's awards dialog has %d rows, want the master points alone", n)
	}
	d.w.awards.fields.scale.SetSelected("EBU green (top,lowest,places)")
	d.w.awards.fields.limit.SetText("5,0.5,4")
	d.w.awards.save()
	d.w.dialog.Hide()
	d.settle()
	want, err := desk.IndividualScored(id, "")
	if err != nil || want.Awards == nil {
		t.Fatalf("the service's awards: %+v %v", want, err)
	}
	if h := p.heading(awardCol); h != "GP" || p.cols() != standingsCols {
		t.Fatalf("award column headed %q, %d columns", h, p.cols())
	}
	for i, pr := range want.Standings.Players {
		award := ""
		if want.Awards[i] > 0 {
			award = want.Scale.Format(want.Awards[i])
		}
		if row := p.rows[i]; row[1] != pr.ID || row[awardCol] != award {
			t.Errorf("row %d: %q, the service gives player %s %q", i, row, pr.ID, award)
		}
	}
	if !strings.Contains(p.hint.Text, "EBU green points") {
		t.Errorf("hint %q", p.hint.Text)
	}
	e.awardsDialog()
	if said := d.w.awards.explained.Text; said != strings.Join(want.Explain, "\n") || said == "" {
		t.Errorf("the dialog explains %q", said)
	}
	d.shot("individual-awards", fyne.NewSize(1024, 768))
}
