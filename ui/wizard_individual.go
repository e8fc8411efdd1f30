package ui

import (
	"fmt"
	"slices"
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

// individualWizard sets up an individual on one screen: its name and
// date, the tables, players and rounds, how the boards are scored, and
// each player's name by number. What the schedule is, and how well it
// meets the four criteria clubs use, is said as it is chosen.
type individualWizard struct {
	w                              *Window
	name, date                     *escEntry
	tables, players, rounds, board *escEntry
	scoring                        *widget.Select
	preview, message               *widget.Label
	namesBox                       *fyne.Container
	names                          map[int]*widget.Entry
	content                        fyne.CanvasObject
	lastPlayers                    string
}

// individualScorings are the ways an individual's boards are scored.
var individualScorings = []struct {
	words  string
	method scoring.Method
}{{"Matchpoints", scoring.Matchpoints}, {"Cross-IMPs", scoring.CrossIMPs}}

func newIndividualWizard(w *Window) *individualWizard {
	z := &individualWizard{w: w, message: widget.NewLabel(""), preview: widget.NewLabel(""), names: map[int]*widget.Entry{}}
	z.message.Wrapping = fyne.TextWrapWord
	z.preview.Wrapping = fyne.TextWrapWord
	z.name = wizardEntry(w, "e.g. Christmas individual")
	z.date = newEscEntry(w.showStart)
	z.date.SetText(time.Now().Format(dateLayout))
	z.tables = wizardEntry(w, "number of tables, 2 or more")
	z.players = wizardEntry(w, "blank: four a table (one to three fewer sit out in turn)")
	z.rounds = wizardEntry(w, "blank: the whole schedule")
	z.board = wizardEntry(w, "blank: the schedule's own")
	var scorings []string
	for _, s := range individualScorings {
		scorings = append(scorings, s.words)
	}
	z.scoring = widget.NewSelect(scorings, nil)
	z.scoring.SetSelectedIndex(0)
	wireEntries([]*escEntry{z.name, z.date, z.tables, z.players, z.rounds, z.board}, z.create, z.update)
	form := widget.NewForm(
		widget.NewFormItem("Name", z.name),
		widget.NewFormItem("Date (YYYY-MM-DD)", z.date),
		widget.NewFormItem("Tables", z.tables),
		widget.NewFormItem("Players", z.players),
		widget.NewFormItem("Rounds", z.rounds),
		widget.NewFormItem("Boards a round", z.board),
		widget.NewFormItem("Scoring", z.scoring),
	)
	z.namesBox = container.NewVBox()
	z.content = wizardScreen{title: "New individual", createText: "Create individual", create: z.create, form: form,
		preview: z.preview, message: z.message, listTitle: "Players' names, by number", list: z.namesBox}.layout(w)
	z.update()
	return z
}

// number reads an optional count from an entry: 0 when blank.
func number(e *escEntry, what string) (int, error) {
	t := strings.TrimSpace(e.Text)
	if t == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 1 {
		return 0, fmt.Errorf("%s: %q is not a number", what, t)
	}
	return n, nil
}

// chosen is the schedule the screen describes, or why there is none.
func (z *individualWizard) chosen() (*movements.Individual, error) {
	var o movements.IndividualOptions
	var err error
	if o.Tables, err = number(z.tables, "tables"); err != nil {
		return nil, err
	}
	if o.Tables == 0 {
		return nil, fmt.Errorf("say how many tables play")
	}
	if o.Players, err = number(z.players, "players"); err != nil {
		return nil, err
	}
	if o.Rounds, err = number(z.rounds, "rounds"); err != nil {
		return nil, err
	}
	if o.BoardsPerRound, err = number(z.board, "boards a round"); err != nil {
		return nil, err
	}
	return movements.NewIndividual(o)
}

// update says what the schedule is and how well it meets the criteria,
// and gives each player a line for his name.
func (z *individualWizard) update() {
	m, err := z.chosen()
	if err != nil {
		z.preview.SetText(err.Error())
		return
	}
	words := []string{m.Describe() + "."}
	if c := movements.CheckIndividual(m); len(c.Words) > 0 {
		words = append(words, c.Words[0])
	}
	z.preview.SetText(strings.Join(words, "\n"))
	players := m.PlayerNumbers()
	key := fmt.Sprint(players)
	if key == z.lastPlayers {
		return
	}
	z.lastPlayers = key
	z.namesBox.RemoveAll()
	// Two players a row: the rows keep their height however many there
	// are, and scroll.
	// Every label as wide as the longest, so that the names' fields line
	// up from player 1 to the last.
	var labelSize fyne.Size
	if len(players) > 0 {
		labelSize = widget.NewLabel(fmt.Sprintf("Player %d", slices.Max(players))).MinSize()
	}
	var row *fyne.Container
	for i, n := range players {
		e := z.names[n]
		if e == nil {
			e = widget.NewEntry()
			e.SetPlaceHolder("name")
			z.names[n] = e
		}
		if i%2 == 0 {
			row = container.NewGridWithColumns(2)
			z.namesBox.Add(row)
		}
		label := widget.NewLabelWithStyle(fmt.Sprintf("Player %d", n), fyne.TextAlignTrailing, fyne.TextStyle{})
		row.Add(container.NewBorder(nil, nil, container.NewGridWrap(labelSize, label), nil, e))
	}
	z.namesBox.Refresh()
}

// create stores the individual and opens it for entry.
func (z *individualWizard) create() {
	date, err := time.Parse(dateLayout, strings.TrimSpace(z.date.Text))
	if err != nil {
		z.message.SetText(fmt.Sprintf("The individual was not created: the date %q is not a date in the form YYYY-MM-DD.", strings.TrimSpace(z.date.Text)))
		return
	}
	m, err := z.chosen()
	if err != nil {
		z.message.SetText("The individual was not created: " + err.Error())
		return
	}
	ni := club.NewIndividual{Name: strings.TrimSpace(z.name.Text), Date: date, Movement: m,
		Method: individualScorings[max(z.scoring.SelectedIndex(), 0)].method, Names: map[int]string{}}
	for _, n := range m.PlayerNumbers() {
		if e := z.names[n]; e != nil && strings.TrimSpace(e.Text) != "" {
			ni.Names[n] = strings.TrimSpace(e.Text)
		}
	}
	id, err := z.w.desk.CreateIndividual(ni)
	z.w.openCreated(id, err, z.message, "The individual")
}

func (w *Window) showIndividualWizard() {
	if w.desk == nil {
		return
	}
	z := newIndividualWizard(w)
	w.individualWizard = z
	w.openWizard("new individual", z.content, z.name)
}
