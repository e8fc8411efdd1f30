package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// Each line of the traveller being entered shows what it earned, North-
// South's and East-West's, updated as every new line changes the board's
// comparisons; a line not yet entered shows nothing.
func TestTravellerShowsPointsPerLine(t *testing.T) {
	d, e, _ := openMitchell(t, 1200)
	if got := e.pointsHead.Text; got != "MP" {
		t.Errorf("heading %q", got)
	}
	d.enterAll("4SN=", "4SN+1")
	// Two results, +420 and +450: WBF gives 2 per score beaten and 1 per
	// tie, so the +450 has the top of 2 between them; the five tables
	// that play the board give it a top of 8, to which the two are
	// factored (Neuberg: (2+1)·5/2−1 = 6.5, (0+1)·5/2−1 = 1.5), as every
	// other view of the session gives them while results are to come.
	want := []string{"1.5 : 6.5", "6.5 : 1.5", "", "", ""}
	for i, rv := range e.rows {
		if rv.points.Text != want[i] {
			t.Errorf("after two lines, line %d shows %q, want %q", i+1, rv.points.Text, want[i])
		}
	}
	d.enterAll("4SN=")
	// A third result, +420 again: each +420 ties once (1) and loses to
	// the +450 (0); the +450 beats both (4 of a top of 4); factored to 8:
	// (1+1)·5/3−1 = 2.33, (4+1)·5/3−1 = 7.33.
	want = []string{"2.33 : 5.67", "7.33 : 0.67", "2.33 : 5.67", "", ""}
	for i, rv := range e.rows {
		if rv.points.Text != want[i] {
			t.Errorf("after three lines, line %d shows %q, want %q", i+1, rv.points.Text, want[i])
		}
	}
	d.press(fyne.KeyPageDown)
	for i, rv := range e.rows {
		if rv.points.Text != "" {
			t.Errorf("board 2, line %d, not entered, shows %q", i+1, rv.points.Text)
		}
	}
}
