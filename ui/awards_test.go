package ui

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"bridgescore/awards"
	"bridgescore/club"
	"bridgescore/store"
)

// TestStandingsWithAwards: a session set to award ACBL masterpoints in
// strata, with handicaps, shows each pair's award (with the stratum it
// was won in) in place of the boards, its stratum after the names, and,
// with Handicapped ticked, the handicapped ranking.
func TestStandingsWithAwards(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.importFile("../testdata/real/compscore3_mp_pairs_howell.xml")
	d.settle()
	// Holdings for every player: pairs 1, 3, 4, 5, 9, 10, 12 are B.
	holdings := map[string]string{"ALICE YARDLEY": "1850", "MARY FAIRLEIGH": "920", "CAROL STANSFIELD": "1400", "XAVIER VICKERY": "210",
		"JAMES BIRCHALL": "2600", "HENRY EASTWOOD": "75", "NEIL KILBRIDE": "45", "BASIL UNDERWOOD": "30", "UNA PENNINGTON": "480",
		"WENDY BIRCHALL": "390", "BRIAN GREENHALGH": "95", "ROBERT YARDLEY": "60", "BRIAN QUARRIE": "3100", "CAROL ASHDOWN": "1200",
		"IRENE GREENHALGH": "20", "ALICE CALLOWAY": "15", "CLARA ORMSBY": "710", "QUEENIE ASHDOWN": "530", "JAMES REDFERN": "88",
		"VICTOR NORTHCOTT": "1500", "QUEENIE REDFERN": "12", "FELIX MARLOWE": "8", "HENRY JESSOP": "5"}
	var list []store.Player
	for name, mp := range holdings {
		p := store.Player{Name: name, Masterpoints: mp}
		if name == "JAMES BIRCHALL" {
			p.Handicap = "-4"
		}
		list = append(list, p)
	}
	if _, err := db.AddPlayers(list, ""); err != nil {
		t.Fatal(err)
	}
	d.press(fyne.KeyReturn)
	e := w.entry
	if e == nil {
		t.Fatal("the session did not open")
	}
	// Set through the dialog's fields, as the director does.
	e.awardsDialog()
	if _, ok := w.dialog.(*dialog.ConfirmDialog); !ok || w.awards == nil {
		t.Fatalf("no awards dialog: %T", w.dialog)
	}
	w.awards.fields.scale.SetSelected("ACBL open")
	w.awards.fields.strata.SetText("750")
	w.awards.fields.handicaps.SetSelectedIndex(1)
	w.awards.save()
	// Opened again, the dialog says how tonight's awards were worked out.
	e.awardsDialog()
	if said := w.awards.explained.Text; !strings.Contains(said, "ACBL open club game") || !strings.Contains(said, "Stratum B: ACBL club game restricted to 750") {
		t.Errorf("the awards explained: %q", said)
	}
	screenshot(t, w, "awards-dialog.png")
	p := e.standings
	if p.heading(awardCol) != "MP" || p.heading(5) != "Boards" {
		t.Errorf("award column headed %q, beside %q", p.heading(awardCol), p.heading(5))
	}
	rows := map[string][standingsCols]string{}
	for _, r := range p.rows {
		rows[r[1]] = r
	}
	// Pair 6 won (1.20); pair 4 (45 and 30 masterpoints: stratum B) was
	// fourth (0.42), and first of B's seven pairs, awarded as a game
	// restricted to 750 (0.08 a pair): 0.56 there.
	if r := rows["6"]; r[0] != "1" || r[awardCol] != "1.20" || r[5] == "" || !strings.HasPrefix(r[2], "A · ") {
		t.Errorf("pair 6: %q", r)
	}
	if r := rows["4"]; r[awardCol] != "0.56B" || !strings.HasPrefix(r[2], "B · ") {
		t.Errorf("pair 4: %q", r)
	}
	if w.dialog != nil {
		w.dialog.Hide()
	}
	d.shot("standings-with-points")
	if p.extras.handicapped.Hidden {
		t.Fatal("no Handicapped choice for a handicapped session")
	}
	p.extras.handicapped.SetChecked(true)
	if p.heading(3) != "H'cap" || p.heading(4) != "H'cap %" {
		t.Errorf("handicapped headings %q %q", p.heading(3), p.heading(4))
	}
	for _, r := range p.rows {
		if r[1] == "2" && (r[3] != "−2.00" || r[4] != "56.07") {
			t.Errorf("pair 2 handicapped: %q", r)
		}
	}
}

// TestWizardKeepsAwards: the wizard's Scoring step sets what the session
// awards, and refuses a restricted game without its limit.
func TestWizardKeepsAwards(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	d.shortcut(shortcutN)
	d.typeText("Monday")
	d.tab()
	d.tab()
	d.typeText("8")
	d.press(fyne.KeyReturn) // to the movements
	d.press(fyne.KeyReturn) // to the scoring
	z := w.wizard
	if z == nil || z.step != 2 {
		t.Fatalf("not on the scoring step")
	}
	z.awards.scale.SetSelected("ACBL restricted (limit)")
	d.press(fyne.KeyReturn) // to the players
	z.create()
	if !strings.Contains(z.message.Text, "needs its masterpoint limit") {
		t.Fatalf("created without a limit: %q", z.message.Text)
	}
	z.awards.limit.SetText("200")
	z.awards.handicaps.SetSelectedIndex(1)
	z.create()
	if w.entry == nil {
		t.Fatalf("not created: %q", z.message.Text)
	}
	a, err := w.desk.SessionAwards(w.entry.sess.ID())
	if err != nil || a.Scale != "acbl-restricted:200" || a.Handicaps != club.HandicapsClub {
		t.Errorf("kept %+v %v", a, err)
	}
}

// TestPlayersDialogFigures: the players dialog types a player's
// masterpoints and handicap, and lists them.
func TestPlayersDialogFigures(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	if _, err := db.AddPlayers([]store.Player{{Name: "Ann Able", Number: "12"}}, ""); err != nil {
		t.Fatal(err)
	}
	w.playersDialog()
	v := w.players
	v.list.Select(0)
	fig := v.figures
	fig.mps.SetText("320.5")
	fig.hcap.SetText("-2")
	fig.store()
	if got := playerText(v.shown()[0]); got != "Ann Able (12) · 320.5 MP · h'cap -2" {
		t.Errorf("listed as %q", got)
	}
	if !strings.Contains(v.history.Text, "Handicap today: -2.00, typed in the players register") {
		t.Errorf("history %q", v.history.Text)
	}
	fig.hcap.SetText("99")
	fig.store()
	if w.shownError == nil || !strings.Contains(w.shownError.Error(), "at most 50") {
		t.Errorf("handicap 99: %v", w.shownError)
	}
	// The box shows the player by initials only on the website.
	w.shownError = nil
	fig.hidden.SetChecked(true) // as a tap does, inside the box's active area
	if ps, _ := w.desk.Players(); !ps[0].Hidden || w.shownError != nil {
		t.Errorf("after ticking the box: %+v %v", ps, w.shownError)
	}
	if got := playerText(v.shown()[0]); !strings.HasSuffix(got, " · initials on the website") {
		t.Errorf("listed as %q", got)
	}
	v.list.Unselect(0)
	v.list.Select(0)
	if !fig.hidden.Checked {
		t.Error("the box does not show the player hidden when chosen again")
	}
	fig.hidden.SetChecked(false)
	if ps, _ := w.desk.Players(); ps[0].Hidden {
		t.Error("unticking the box left the player hidden")
	}
}

// TestAwardFieldsABF: the ABF scales take the weighting typed beside
// them, and show it again; one without a weighting is refused.
func TestAwardFieldsABF(t *testing.T) {
	f := newAwardFields()
	f.scale.SetSelected("ABF red (weighting)")
	if _, err := f.awards(); err == nil || !strings.Contains(err.Error(), "give the session's weighting") {
		t.Errorf("no weighting: %v", err)
	}
	f.limit.SetText("2.5")
	a, err := f.awards()
	if err != nil || a.Scale != "abf-red:2.5" {
		t.Fatalf("%+v %v", a, err)
	}
	g := newAwardFields()
	g.set(club.Awards{Scale: "abf:1.5"})
	if g.scale.Selected != "ABF green (weighting)" || g.limit.Text != "1.5" {
		t.Errorf("shown as %q %q", g.scale.Selected, g.limit.Text)
	}
}

// Every scale the awards dialog offers is one the awards package reads,
// with a figure where the dialog asks for one.
func TestEveryScaleOfferedIsRead(t *testing.T) {
	for _, c := range scaleChoices {
		if c.scale == "" {
			continue
		}
		name := c.scale
		if c.example != "" {
			// The example's figure, as a director would copy it.
			_, figure, _ := strings.Cut(c.example, ":")
			if i := strings.LastIndexByte(c.example, ' '); figure == "" && i >= 0 {
				figure = c.example[i+1:]
			}
			name += ":" + strings.TrimSpace(figure)
		}
		if _, err := awards.ParseScale(name); err != nil {
			t.Errorf("%s (%s): %v", c.label, name, err)
		}
	}
}

// TestClubChampionshipInTheDialog: the director picks an ACBL club
// championship in the awards dialog of a 19-table Mitchell; the standings
// award six overall places across both directions (first (19 + 10) / 60 ×
// 12.53 = 6.06, each place 75% of the one before) and the dialog says the
// factor is read from ACBL's results rather than a published chart.
func TestClubChampionshipInTheDialog(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	w := d.w
	w.importFile("../testdata/real/compscore3_mp_pairs_mitchell.xml")
	d.settle()
	d.press(fyne.KeyReturn)
	e := w.entry
	if e == nil {
		t.Fatal("the session did not open")
	}
	e.awardsDialog()
	if w.awards == nil {
		t.Fatalf("no awards dialog: %T", w.dialog)
	}
	w.awards.fields.scale.SetSelected("ACBL club championship")
	w.awards.save()
	w.dialog.Hide() // as its Save button closes it
	e.awardsDialog()
	if said := w.awards.explained.Text; !strings.Contains(said, "ACBL club championship") || !strings.Contains(said, "not from a published chart") {
		t.Errorf("the awards explained: %q", said)
	}
	screenshot(t, w, "awards-dialog-club-championship.png")
	if w.dialog != nil {
		w.dialog.Hide()
	}
	var got []string
	for _, r := range e.standings.rows {
		if r[awardCol] != "" {
			got = append(got, r[awardCol])
		}
	}
	sort.Sort(sort.Reverse(sort.StringSlice(got)))
	if want := []string{"6.06", "4.55", "3.41", "2.56", "1.92", "1.44"}; !slices.Equal(got, want) {
		t.Errorf("overall awards %q, want %q", got, want)
	}
	d.shot("standings-club-championship")
}
