package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// scaleChoices are the award scales a director picks from, as the list
// shows them, with their names; those with an example take a figure typed
// beside them (the ABF weighting, the ACBL game's masterpoint limit, the
// EBU green-point programme's top award, lowest award and places paid),
// the example showing in the empty field.
var scaleChoices = []struct {
	label, scale, example string
}{
	{"None", "", ""},
	{"EBU club", "ebu-club", ""}, {"EBU district", "ebu-district", ""}, {"EBU county", "ebu-county", ""},
	{"EBU regional", "ebu-regional", ""}, {"EBU national", "ebu-national", ""},
	{"EBU club quali-final", "ebu-club-qf", ""}, {"EBU district quali-final", "ebu-district-qf", ""},
	{"EBU green (top,lowest,places)", "ebu-green", "top,lowest,places: 5,0.5,8"},
	{"ABF green (weighting)", "abf", "weighting, e.g. 1.5"}, {"ABF red (weighting)", "abf-red", "weighting, e.g. 2.5"},
	{"ACBL open", "acbl-open", ""}, {"ACBL invitational", "acbl-invitational", ""},
	{"ACBL restricted (limit)", "acbl-restricted", "masterpoint limit, e.g. 200"}, {"ACBL newcomer (limit)", "acbl-newcomer", "masterpoint limit, e.g. 5"},
	{"ACBL-wide charity game", "acbl-wide-charity", ""}, {"ACBL club championship", "acbl-club-championship", ""},
}

// handicapChoices are where a session's handicaps come from.
var handicapChoices = []struct{ label, source string }{
	{"None", ""},
	{"From the players register and the club's sessions", club.HandicapsClub},
}

// awardFields are the fields that say what a session awards: the
// wizard's Scoring step and the session's awards dialog both show them.
type awardFields struct {
	scale     *widget.Select
	limit     *widget.Entry
	strata    *widget.Entry
	average   *widget.Check
	handicaps *widget.Select
	sum       *widget.Check
	sessions  *widget.Entry
	// list is a list of handicaps kept with a session, left as it is.
	list []club.ListedHandicap
}

func newAwardFields() *awardFields {
	f := &awardFields{limit: widget.NewEntry(), strata: widget.NewEntry(), sessions: widget.NewEntry()}
	var scales, sources []string
	for _, c := range scaleChoices {
		scales = append(scales, c.label)
	}
	for _, c := range handicapChoices {
		sources = append(sources, c.label)
	}
	f.scale = widget.NewSelect(scales, func(string) {
		if i := f.scale.SelectedIndex(); i >= 0 {
			f.limit.SetPlaceHolder(scaleChoices[i].example)
		}
	})
	f.scale.SetSelectedIndex(0)
	f.strata.SetPlaceHolder("e.g. 500,100: B under 500, C under 100")
	f.average = widget.NewCheck("by the pair's average (else the higher player's)", nil)
	f.handicaps = widget.NewSelect(sources, nil)
	f.handicaps.SetSelectedIndex(0)
	f.sum = widget.NewCheck("add the players' handicaps (else their mean)", nil)
	f.sessions.SetPlaceHolder("sessions counted (all when empty)")
	return f
}

// items are the fields as form rows.
func (f *awardFields) items() []*widget.FormItem {
	return []*widget.FormItem{
		f.scaleItem(),
		widget.NewFormItem("Strata", container.NewGridWithColumns(2, f.strata, f.average)),
		widget.NewFormItem("Handicaps", f.handicaps),
		widget.NewFormItem("", container.NewGridWithColumns(2, f.sum, f.sessions)),
	}
}

// scaleItem is the master points' row alone: all a teams night sets,
// its awards going by the teams' places and matches.
func (f *awardFields) scaleItem() *widget.FormItem {
	return widget.NewFormItem("Master points", container.NewGridWithColumns(2, f.scale, f.limit))
}

// itemsFor are the rows a session of the kind sets: the scale alone for
// a teams night.
func (f *awardFields) itemsFor(scaleOnly bool) []*widget.FormItem {
	if scaleOnly {
		return []*widget.FormItem{f.scaleItem()}
	}
	return f.items()
}

// awards reads the fields; a scale needing a limit without one, strata
// that are not limits and the like are refused in the service's words.
func (f *awardFields) awards() (club.Awards, error) {
	var a club.Awards
	if i := f.scale.SelectedIndex(); i > 0 {
		a.Scale = scaleChoices[i].scale
		if figure := strings.TrimSpace(f.limit.Text); scaleChoices[i].example != "" && figure != "" {
			a.Scale += ":" + figure
		}
	}
	a.Strata = strings.TrimSpace(f.strata.Text)
	if f.average.Checked {
		a.StrataBy = "average"
	}
	if i := f.handicaps.SelectedIndex(); i > 0 {
		a.Handicaps = handicapChoices[i].source
	} else if f.list != nil {
		a.Handicaps, a.List = club.HandicapsList, f.list
	}
	if f.sum.Checked {
		a.Mode = "sum"
	}
	if t := strings.TrimSpace(f.sessions.Text); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil {
			return a, fmt.Errorf("the sessions counted for handicaps %q: a number", t)
		}
		a.Sessions = n
	}
	return a, a.Validate()
}

// set shows a session's settings in the fields.
func (f *awardFields) set(a club.Awards) {
	name, limit, _ := strings.Cut(a.Scale, ":")
	for i, c := range scaleChoices {
		if c.scale == name {
			f.scale.SetSelectedIndex(i)
		}
	}
	f.limit.SetText(limit)
	f.strata.SetText(a.Strata)
	f.average.SetChecked(a.StrataBy == "average")
	for i, c := range handicapChoices {
		if c.source == a.Handicaps {
			f.handicaps.SetSelectedIndex(i)
		}
	}
	if a.Handicaps == club.HandicapsList {
		f.list = a.List
	}
	f.sum.SetChecked(a.Mode == "sum")
	if a.Sessions > 0 {
		f.sessions.SetText(strconv.Itoa(a.Sessions))
	}
}

// awardsView is the open awards dialog, for tests.
type awardsView struct {
	fields    *awardFields
	save      func()
	explained *widget.Label
}

// awardsDialog shows and changes what the open session awards; the
// change is in the session's history and undone like any other.
func (e *entryScreen) awardsDialog() {
	id := e.sess.ID()
	a, err := e.w.desk.SessionAwards(id)
	if err != nil {
		e.w.showError("The session's awards could not be read", err)
		return
	}
	f := newAwardFields()
	f.set(a)
	message := widget.NewLabel(a.Words())
	message.Wrapping = fyne.TextWrapWord
	if a.None() {
		message.SetText("The session awards nothing.")
	}
	// How tonight's awards were worked out, field by field, and from which
	// rules: the words the reports print under the ranking.
	explained := widget.NewLabel("")
	explained.Wrapping = fyne.TextWrapWord
	if x := e.standings.extras.x; x != nil && x.Awards != nil {
		explained.SetText(strings.Join(x.Awards.Explanations(), "\n"))
	}
	if a := e.standings.teamAwards; a != nil {
		explained.SetText(a.Explain)
	}
	if x := e.standings.playerExplain; len(x) > 0 {
		explained.SetText(strings.Join(x, "\n"))
	}
	if sw := e.standings.swiss; sw != nil && sw.Awards != nil {
		explained.SetText(sw.Awards.Explain)
	}
	save := func() {
		b, err := f.awards()
		if err == nil {
			err = e.w.desk.SetAwards(id, b)
		}
		if err != nil {
			e.w.showError("The session's awards were not changed", err)
			return
		}
		e.standings.extras.forget()
		e.standings.refresh()
	}
	// A team, a player ranked alone or a Swiss's pair ranked on victory
	// points takes neither strata nor handicaps: the service says which.
	title, scaleOnly := "Master points and handicaps", e.sess.AwardsScaleOnly()
	if scaleOnly {
		title = "Master points"
	}
	d := dialog.NewCustomConfirm(title, "Save", "Cancel", container.NewBorder(container.NewVBox(widget.NewForm(f.itemsFor(scaleOnly)...), message), nil, nil, nil, container.NewVScroll(explained)), func(ok bool) {
		if ok {
			save()
		}
	}, e.w.win)
	d.Resize(fyne.NewSize(760, 560))
	e.w.showDialog(d)
	e.w.awards = &awardsView{fields: f, save: save, explained: explained}
}
