package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// teamsWizard sets up a teams night on one screen: its name and date, the
// teams, the movement and boards, how the matches are scored, and each
// team's players. What the movement will be is said as it is chosen.
type teamsWizard struct {
	w                 *Window
	name, date        *escEntry
	teams, boards     *escEntry
	movement, scoring *widget.Select
	preview, message  *widget.Label
	playersBox        *fyne.Container
	players           [][4]*widget.Entry
	content           fyne.CanvasObject
	movementKinds     []movements.TeamKind
	// awards are the night's master points: the scale alone.
	awards               *awardFields
	scorings             []teamScoring
	lastTeams, lastShown int
}

// teamScoring is one way of scoring the matches offered to the director.
type teamScoring struct {
	words  string
	method scoring.TeamMethod
	scale  scoring.VPScale
}

var teamScorings = []teamScoring{
	{"Victory points, WBF 2013 scale", scoring.TeamVPs, scoring.WBF2013},
	{"Victory points, ACBL 30-point scale", scoring.TeamVPs, scoring.ACBL30},
	{"Victory points, ACBL 20-point scale", scoring.TeamVPs, scoring.ACBL20},
	{"IMPs", scoring.TeamIMPs, ""},
	{"Board-a-match", scoring.BoardAMatch, ""},
	{"Point-a-board", scoring.PointABoard, ""},
	{"Aggregate", scoring.TeamAggregate, ""},
}

// teamMovementWords name the teams movements as a director knows them.
var teamMovementWords = map[movements.TeamKind]string{
	movements.AmericanWhist:  "American whist (North-South stay, East-West move)",
	movements.TeamRoundRobin: "Round robin of two-table matches",
	movements.TwoTeams:       "Two teams: a match in stanzas",
}

func newTeamsWizard(w *Window) *teamsWizard {
	z := &teamsWizard{w: w, message: widget.NewLabel(""), preview: widget.NewLabel(""), movementKinds: movements.TeamKinds(), scorings: teamScorings}
	z.message.Wrapping = fyne.TextWrapWord
	z.preview.Wrapping = fyne.TextWrapWord
	z.name = wizardEntry(w, "e.g. Thursday teams")
	z.date = newEscEntry(w.showStart)
	z.date.SetText(time.Now().Format(dateLayout))
	z.teams = wizardEntry(w, "number of teams, 3 to 16")
	z.boards = wizardEntry(w, "boards a round (blank: near 24 a night)")
	var kinds, scorings []string
	for _, k := range z.movementKinds {
		kinds = append(kinds, teamMovementWords[k])
	}
	for _, s := range z.scorings {
		scorings = append(scorings, s.words)
	}
	z.movement = widget.NewSelect(kinds, func(string) { z.update() })
	z.movement.SetSelectedIndex(0)
	z.scoring = widget.NewSelect(scorings, nil)
	z.scoring.SetSelectedIndex(0)
	wireEntries([]*escEntry{z.name, z.date, z.teams, z.boards}, z.create, z.update)
	form := widget.NewForm(
		widget.NewFormItem("Name", z.name),
		widget.NewFormItem("Date (YYYY-MM-DD)", z.date),
		widget.NewFormItem("Teams", z.teams),
		widget.NewFormItem("Movement", z.movement),
		widget.NewFormItem("Boards a round", z.boards),
		widget.NewFormItem("Scoring", z.scoring),
	)
	z.awards = newAwardFields()
	form.AppendItem(z.awards.scaleItem())
	z.playersBox = container.NewVBox()
	z.content = wizardScreen{title: "New teams night", createText: "Create teams night", create: z.create, form: form,
		preview: z.preview, message: z.message, listTitle: "Players (North-South pair, then East-West pair)", list: z.playersBox}.layout(w)
	z.update()
	return z
}

// chosen is the movement the screen describes, or why there is none.
func (z *teamsWizard) chosen() (*movements.TeamMovement, error) {
	kind := z.movementKinds[max(z.movement.SelectedIndex(), 0)]
	n := 2
	if kind != movements.TwoTeams {
		var err error
		if n, err = strconv.Atoi(strings.TrimSpace(z.teams.Text)); err != nil {
			return nil, fmt.Errorf("say how many teams play (3 to %d)", movements.MaxTeams)
		}
	}
	bpr := 0
	if t := strings.TrimSpace(z.boards.Text); t != "" {
		var err error
		if bpr, err = strconv.Atoi(t); err != nil || bpr < 1 {
			return nil, fmt.Errorf("boards a round: %q is not a number of boards", t)
		}
	}
	return movements.NewTeamMovement(movements.TeamMovementOptions{Kind: kind, Teams: n, BoardsPerRound: bpr})
}

// update says what the movement will be and gives each team its row of
// players.
func (z *teamsWizard) update() {
	tm, err := z.chosen()
	if err != nil {
		z.preview.SetText(err.Error())
		return
	}
	z.preview.SetText(fmt.Sprintf("%s: %d tables, %d boards to deal, %d matches of %d boards.",
		tm.Name, tm.Tables, tm.Boards, len(tm.Matches), len(tm.Matches[0].Boards)))
	if tm.Teams == z.lastTeams && tm.Phantom == z.lastShown {
		return
	}
	z.lastTeams, z.lastShown = tm.Teams, tm.Phantom
	for len(z.players) < tm.Teams {
		var row [4]*widget.Entry
		for i := range row {
			row[i] = widget.NewEntry()
			row[i].SetPlaceHolder([]string{"North", "South", "East", "West"}[i])
		}
		z.players = append(z.players, row)
	}
	z.playersBox.RemoveAll()
	for t := 1; t <= tm.Teams; t++ {
		if t == tm.Phantom {
			continue
		}
		row := z.players[t-1]
		z.playersBox.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("Team %d", t)), nil,
			container.NewGridWithColumns(4, row[0], row[1], row[2], row[3])))
	}
	z.playersBox.Refresh()
}

// create stores the teams night and opens it for entry.
func (z *teamsWizard) create() {
	date, err := time.Parse(dateLayout, strings.TrimSpace(z.date.Text))
	if err != nil {
		z.message.SetText(fmt.Sprintf("The teams night was not created: the date %q is not a date in the form YYYY-MM-DD.", strings.TrimSpace(z.date.Text)))
		return
	}
	tm, err := z.chosen()
	if err != nil {
		z.message.SetText("The teams night was not created: " + err.Error())
		return
	}
	how := z.scorings[max(z.scoring.SelectedIndex(), 0)]
	nt := club.NewTeams{Name: strings.TrimSpace(z.name.Text), Date: date, Movement: tm, Method: how.method,
		Options: scoring.TeamOptions{Scale: how.scale}, Players: map[int][]string{}}
	if nt.Awards, err = z.awards.awards(); err != nil {
		z.message.SetText("The teams night was not created: " + err.Error())
		return
	}
	for t := 1; t <= tm.Teams && t <= len(z.players); t++ {
		var names []string
		for _, e := range z.players[t-1] {
			names = append(names, strings.TrimSpace(e.Text))
		}
		if strings.Join(names, "") != "" {
			nt.Players[t] = names
		}
	}
	id, err := z.w.desk.CreateTeams(nt)
	z.w.openCreated(id, err, z.message, "The teams night")
}

func (w *Window) showTeamsWizard() {
	if w.desk == nil {
		return
	}
	z := newTeamsWizard(w)
	w.teamsWizard = z
	w.openWizard("new teams night", z.content, z.name)
}
