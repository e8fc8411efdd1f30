package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// TestTeamsStandingsWithAwards: a teams night set to award EBU green
// points in its awards dialog (the scale alone: a teams night has no
// strata nor handicaps) shows each team's award in a column headed GP, as
// the service works them out; a team's card and the dialog say how they
// were worked out.
func TestTeamsStandingsWithAwards(t *testing.T) {
	desk, d, id := openTeamsNight(t, "Green teams")
	e := d.w.entry
	for _, text := range []string{"4SN=", "4SN-1", "3NTS+1", "2HE=", "4SN+1", "PASS", "6SN=", "3NTE-2"} {
		d.typeText(text)
		d.press(fyne.KeyReturn)
	}
	d.settle()
	p := e.standings
	if p.cols() != standingsCols-1 {
		t.Fatalf("a night awarding nothing shows %d columns", p.cols())
	}
	e.awardsDialog()
	if _, ok := d.w.dialog.(*dialog.ConfirmDialog); !ok || d.w.awards == nil {
		t.Fatalf("no awards dialog: %T", d.w.dialog)
	}
	if n := formRows(d.w.win.Canvas()); n != 1 {
		t.Errorf("the teams night's awards dialog has %d rows, want the master points alone", n)
	}
	d.w.awards.fields.scale.SetSelected("EBU green (top,lowest,places)")
	d.w.awards.fields.limit.SetText("5,0.5,8,0.32")
	d.w.awards.save()
	d.w.dialog.Hide()
	d.settle()
	want, err := desk.TeamsScored(id)
	if err != nil || want.Awards == nil {
		t.Fatalf("the service's awards: %+v %v", want, err)
	}
	if h := p.heading(awardCol); h != "GP" || p.cols() != standingsCols {
		t.Fatalf("award column headed %q, %d columns", h, p.cols())
	}
	for i, tr := range want.Standings.Teams {
		if row := p.rows[i]; row[1] != tr.ID || row[awardCol] != want.Awards.Scale.Format(want.Awards.Awards[i]) {
			t.Errorf("row %d: %q, the service gives team %s %s", i, row, tr.ID, want.Awards.Scale.Format(want.Awards.Awards[i]))
		}
	}
	if !strings.Contains(p.hint.Text, "award") {
		t.Errorf("hint %q", p.hint.Text)
	}
	e.awardsDialog()
	if said := d.w.awards.explained.Text; said != want.Awards.Explain {
		t.Errorf("the dialog explains %q", said)
	}
	d.shot("teams-awards-dialog", fyne.NewSize(1024, 768))
	d.w.dialog.Hide()
	d.shot("teams-standings-awards")
	p.teamCard(0)
	if c := d.w.win.Canvas(); !overlaySays(c, "Award "+p.rows[0][awardCol]+" GP") || !overlaySays(c, "each match won earns 0.32") {
		t.Errorf("the team's card lacks its award or how it was worked out")
	}
	d.shot("teams-card-awards", fyne.NewSize(1024, 768))
}

// formRows counts the rows of the forms on top of the window.
func formRows(c fyne.Canvas) int {
	n := 0
	visit(c.Overlays().Top(), func(o fyne.CanvasObject) bool {
		if f, ok := o.(*widget.Form); ok {
			n += len(f.Items)
		}
		return true
	})
	return n
}

// overlaySays tells whether a label on top of the window holds the words.
func overlaySays(c fyne.Canvas, words string) bool {
	found := false
	visit(c.Overlays().Top(), func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok && strings.Contains(l.Text, words) {
			found = true
		}
		return true
	})
	return found
}
