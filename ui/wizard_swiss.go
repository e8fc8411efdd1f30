package ui

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// swissWizard sets up a Swiss pairs (or a Swiss teams) on one screen:
// its name and date, the pairs (or teams), rounds and boards a round, how
// each round is scored, how round 1 is drawn (by number or at random),
// and each pair's (or team's) players; each later round is drawn from
// the standings.
type swissWizard struct {
	w          *Window
	name, date *escEntry
	// pairs is how many pairs (or teams) play.
	pairs, rounds, board *escEntry
	scoring, first       *widget.Select
	preview, message     *widget.Label
	playersBox           *fyne.Container
	// players are each pair's two players (a team's four: its
	// North-South pair, then its East-West pair).
	players   [][]*widget.Entry
	content   fyne.CanvasObject
	lastPairs int
	// teams is a Swiss teams' screen, whose matches are scored as a
	// teams night's.
	teams bool
}

// swissWho is what a Swiss's competitors are called on its screen.
func (z *swissWizard) swissWho() (one, many, event string) {
	if z.teams {
		return "team", "teams", "Swiss teams"
	}
	return "pair", "pairs", "Swiss pairs"
}

// swissScorings are the ways a Swiss pairs' rounds are scored offered
// to the director.
var swissScorings = []struct {
	words  string
	method scoring.Method
	scale  scoring.SwissScale
}{
	{"Matchpoints, VPs on the EBU's table", scoring.Matchpoints, scoring.SwissEBU7},
	{"Cross-IMPs, VPs on the WBF scale", scoring.CrossIMPs, scoring.SwissWBF},
	{"Matchpoints, no VPs (percentages added)", scoring.Matchpoints, scoring.SwissNoVP},
}

// swissFirstRounds are the ways round 1 may be drawn: by pair number, or
// at random from a seed the draw's words then give.
var swissFirstRounds = []string{"Drawn by number: 1 v 2, 3 v 4 …", "Drawn at random (the seed is shown with the draw)"}

func newSwissWizard(w *Window, teams bool) *swissWizard {
	z := &swissWizard{w: w, message: widget.NewLabel(""), preview: widget.NewLabel(""), teams: teams}
	_, many, event := z.swissWho()
	z.message.Wrapping = fyne.TextWrapWord
	z.preview.Wrapping = fyne.TextWrapWord
	z.name = wizardEntry(w, "e.g. Congress "+event)
	z.date = newEscEntry(w.showStart)
	z.date.SetText(time.Now().Format(dateLayout))
	z.pairs = wizardEntry(w, "number of "+many)
	z.rounds = wizardEntry(w, "rounds to play")
	z.board = wizardEntry(w, fmt.Sprintf("blank: %d", z.defaultBoards()))
	var scorings []string
	for _, s := range swissScorings {
		scorings = append(scorings, s.words)
	}
	if teams {
		scorings = nil
		for _, s := range teamScorings {
			scorings = append(scorings, s.words)
		}
	}
	z.scoring = widget.NewSelect(scorings, nil)
	z.scoring.SetSelectedIndex(0)
	z.first = widget.NewSelect(swissFirstRounds, nil)
	z.first.SetSelectedIndex(0)
	wireEntries([]*escEntry{z.name, z.date, z.pairs, z.rounds, z.board}, z.create, z.update)
	form := widget.NewForm(
		widget.NewFormItem("Name", z.name),
		widget.NewFormItem("Date (YYYY-MM-DD)", z.date),
		widget.NewFormItem(strings.ToUpper(many[:1])+many[1:], z.pairs),
		widget.NewFormItem("Rounds", z.rounds),
		widget.NewFormItem("Boards a round", z.board),
		widget.NewFormItem("Scoring", z.scoring),
		widget.NewFormItem("Round 1", z.first),
	)
	z.playersBox = container.NewVBox()
	listTitle := "Players, pair by pair"
	if teams {
		listTitle = "Players, team by team (North-South pair, then East-West pair)"
	}
	z.content = wizardScreen{title: "New " + event, createText: "Create " + event, create: z.create, form: form,
		preview: z.preview, message: z.message, listTitle: listTitle, list: z.playersBox}.layout(w)
	z.update()
	return z
}

// defaultBoards are a round's boards when the director leaves them
// blank: 4 for a Swiss pairs, 6 for a Swiss teams' matches.
func (z *swissWizard) defaultBoards() int {
	if z.teams {
		return 6
	}
	return 4
}

// chosen are the pairs (or teams), rounds and boards the screen says, or
// why not.
func (z *swissWizard) chosen() (pairs, rounds, boards int, err error) {
	_, many, _ := z.swissWho()
	if pairs, err = number(z.pairs, many); err == nil && pairs == 0 {
		err = fmt.Errorf("say how many %s play", many)
	}
	if err != nil {
		return
	}
	if rounds, err = number(z.rounds, "rounds"); err == nil && rounds == 0 {
		err = fmt.Errorf("say how many rounds are played")
	}
	if err != nil {
		return
	}
	if boards, err = number(z.board, "boards a round"); err == nil && boards == 0 {
		boards = z.defaultBoards()
	}
	return
}

// update says what the event will be and gives each pair (or team) its
// players' line.
func (z *swissWizard) update() {
	pairs, rounds, boards, err := z.chosen()
	if err != nil {
		z.preview.SetText(err.Error())
		return
	}
	one, many, _ := z.swissWho()
	tables, bye := pairs/2, ""
	if pairs%2 == 1 {
		bye = fmt.Sprintf(", one %s a round with the bye", one)
	}
	where := ""
	if z.teams {
		tables, where = 2*(pairs/2), " (each match in two rooms)"
	}
	z.preview.SetText(fmt.Sprintf("%d %s at %d tables%s%s: %d rounds of %d boards, %d boards to duplicate. Round 1 is drawn by %s number; each later round from the standings, never a rematch while one can be avoided.",
		pairs, many, tables, where, bye, rounds, boards, rounds*boards, one))
	if pairs == z.lastPairs || pairs > 400 {
		return
	}
	z.lastPairs = pairs
	seats := []string{"player", "player"}
	if z.teams {
		seats = []string{"North", "South", "East", "West"}
	}
	for len(z.players) < pairs {
		var row []*widget.Entry
		for _, seat := range seats {
			e := widget.NewEntry()
			e.SetPlaceHolder(seat)
			row = append(row, e)
		}
		z.players = append(z.players, row)
	}
	z.playersBox.RemoveAll()
	for p := 1; p <= pairs; p++ {
		row := z.players[p-1]
		grid := container.NewGridWithColumns(len(row))
		for _, e := range row {
			grid.Add(e)
		}
		z.playersBox.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("%s %d", strings.ToUpper(one[:1])+one[1:], p)), nil, grid))
	}
	z.playersBox.Refresh()
}

// create stores the Swiss pairs (or teams) with its first round drawn
// and opens it for entry.
func (z *swissWizard) create() {
	_, _, event := z.swissWho()
	date, err := time.Parse(dateLayout, strings.TrimSpace(z.date.Text))
	if err != nil {
		z.message.SetText(fmt.Sprintf("The %s was not created: the date %q is not a date in the form YYYY-MM-DD.", event, strings.TrimSpace(z.date.Text)))
		return
	}
	pairs, rounds, boards, err := z.chosen()
	if err != nil {
		z.message.SetText(fmt.Sprintf("The %s was not created: %v", event, err))
		return
	}
	names := map[int][]string{}
	for p := 1; p <= pairs && p <= len(z.players); p++ {
		var row []string
		for _, e := range z.players[p-1] {
			row = append(row, strings.TrimSpace(e.Text))
		}
		if strings.Join(row, "") != "" {
			names[p] = row
		}
	}
	random := z.first.SelectedIndex() == 1
	var id int64
	if z.teams {
		how := teamScorings[max(z.scoring.SelectedIndex(), 0)]
		id, err = z.w.desk.CreateSwissTeams(club.NewSwissTeams{Name: strings.TrimSpace(z.name.Text), Date: date, Teams: pairs, Rounds: rounds,
			BoardsPerRound: boards, Method: how.method, Options: scoring.TeamOptions{Scale: how.scale}, Players: names, Random: random})
	} else {
		how := swissScorings[max(z.scoring.SelectedIndex(), 0)]
		for p, row := range names {
			names[p] = slices.DeleteFunc(row, func(s string) bool { return s == "" })
		}
		id, err = z.w.desk.CreateSwissPairs(club.NewSwissPairs{Name: strings.TrimSpace(z.name.Text), Date: date, Pairs: pairs, Rounds: rounds,
			BoardsPerRound: boards, Method: how.method, Scale: how.scale, Names: names, Random: random})
	}
	z.w.openCreated(id, err, z.message, "The "+event)
}

func (w *Window) showSwissWizard() { w.openSwissWizard(false) }

// showSwissTeamsWizard sets up a Swiss teams: the Swiss pairs' screen,
// its matches scored as a teams night's.
func (w *Window) showSwissTeamsWizard() { w.openSwissWizard(true) }

func (w *Window) openSwissWizard(teams bool) {
	if w.desk == nil {
		return
	}
	z := newSwissWizard(w, teams)
	w.swissWizard = z
	_, _, event := z.swissWho()
	w.openWizard("new "+event, z.content, z.name)
}
