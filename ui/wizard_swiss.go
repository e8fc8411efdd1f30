package ui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// swissWizard sets up a Swiss pairs on one screen: its name and date, the
// pairs, rounds and boards a round, how each round is scored and turned
// into victory points, how round 1 is drawn (by pair number or at
// random), and each pair's players; each later round is drawn from the
// standings.
type swissWizard struct {
	w                    *Window
	name, date           *escEntry
	pairs, rounds, board *escEntry
	scoring, first       *widget.Select
	preview, message     *widget.Label
	playersBox           *fyne.Container
	players              [][2]*widget.Entry
	content              fyne.CanvasObject
	lastPairs            int
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
var swissFirstRounds = []string{"Drawn by pair number: 1 v 2, 3 v 4 …", "Drawn at random (the seed is shown with the draw)"}

func newSwissWizard(w *Window) *swissWizard {
	z := &swissWizard{w: w, message: widget.NewLabel(""), preview: widget.NewLabel("")}
	z.message.Wrapping = fyne.TextWrapWord
	z.preview.Wrapping = fyne.TextWrapWord
	z.name = wizardEntry(w, "e.g. Congress Swiss pairs")
	z.date = newEscEntry(w.showStart)
	z.date.SetText(time.Now().Format(dateLayout))
	z.pairs = wizardEntry(w, "number of pairs")
	z.rounds = wizardEntry(w, "rounds to play")
	z.board = wizardEntry(w, "blank: 4")
	var scorings []string
	for _, s := range swissScorings {
		scorings = append(scorings, s.words)
	}
	z.scoring = widget.NewSelect(scorings, nil)
	z.scoring.SetSelectedIndex(0)
	z.first = widget.NewSelect(swissFirstRounds, nil)
	z.first.SetSelectedIndex(0)
	wireEntries([]*escEntry{z.name, z.date, z.pairs, z.rounds, z.board}, z.create, z.update)
	form := widget.NewForm(
		widget.NewFormItem("Name", z.name),
		widget.NewFormItem("Date (YYYY-MM-DD)", z.date),
		widget.NewFormItem("Pairs", z.pairs),
		widget.NewFormItem("Rounds", z.rounds),
		widget.NewFormItem("Boards a round", z.board),
		widget.NewFormItem("Scoring", z.scoring),
		widget.NewFormItem("Round 1", z.first),
	)
	z.playersBox = container.NewVBox()
	z.content = wizardScreen{title: "New Swiss pairs", createText: "Create Swiss pairs", create: z.create, form: form,
		preview: z.preview, message: z.message, listTitle: "Players, pair by pair", list: z.playersBox}.layout(w)
	z.update()
	return z
}

// chosen are the pairs, rounds and boards the screen says, or why not.
func (z *swissWizard) chosen() (pairs, rounds, boards int, err error) {
	if pairs, err = number(z.pairs, "pairs"); err == nil && pairs == 0 {
		err = fmt.Errorf("say how many pairs play")
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
		boards = 4
	}
	return
}

// update says what the event will be and gives each pair its players'
// line.
func (z *swissWizard) update() {
	pairs, rounds, boards, err := z.chosen()
	if err != nil {
		z.preview.SetText(err.Error())
		return
	}
	tables, bye := pairs/2, ""
	if pairs%2 == 1 {
		bye = ", one pair a round with the bye"
	}
	z.preview.SetText(fmt.Sprintf("%d pairs at %d tables%s: %d rounds of %d boards, %d boards to duplicate. Round 1 is drawn by pair number; each later round from the standings, never a rematch while one can be avoided.",
		pairs, tables, bye, rounds, boards, rounds*boards))
	if pairs == z.lastPairs || pairs > 400 {
		return
	}
	z.lastPairs = pairs
	for len(z.players) < pairs {
		var row [2]*widget.Entry
		for i := range row {
			row[i] = widget.NewEntry()
			row[i].SetPlaceHolder("player")
		}
		z.players = append(z.players, row)
	}
	z.playersBox.RemoveAll()
	for p := 1; p <= pairs; p++ {
		row := z.players[p-1]
		z.playersBox.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("Pair %d", p)), nil, container.NewGridWithColumns(2, row[0], row[1])))
	}
	z.playersBox.Refresh()
}

// create stores the Swiss pairs with its first round drawn and opens it
// for entry.
func (z *swissWizard) create() {
	date, err := time.Parse(dateLayout, strings.TrimSpace(z.date.Text))
	if err != nil {
		z.message.SetText(fmt.Sprintf("The Swiss pairs was not created: the date %q is not a date in the form YYYY-MM-DD.", strings.TrimSpace(z.date.Text)))
		return
	}
	pairs, rounds, boards, err := z.chosen()
	if err != nil {
		z.message.SetText("The Swiss pairs was not created: " + err.Error())
		return
	}
	how := swissScorings[max(z.scoring.SelectedIndex(), 0)]
	n := club.NewSwissPairs{Name: strings.TrimSpace(z.name.Text), Date: date, Pairs: pairs, Rounds: rounds, BoardsPerRound: boards,
		Method: how.method, Scale: how.scale, Names: map[int][]string{}, Random: z.first.SelectedIndex() == 1}
	for p := 1; p <= pairs && p <= len(z.players); p++ {
		var names []string
		for _, e := range z.players[p-1] {
			if t := strings.TrimSpace(e.Text); t != "" {
				names = append(names, t)
			}
		}
		if len(names) > 0 {
			n.Names[p] = names
		}
	}
	id, err := z.w.desk.CreateSwissPairs(n)
	z.w.openCreated(id, err, z.message, "The Swiss pairs")
}

func (w *Window) showSwissWizard() {
	if w.desk == nil {
		return
	}
	z := newSwissWizard(w)
	w.swissWizard = z
	w.openWizard("new Swiss pairs", z.content, z.name)
}
