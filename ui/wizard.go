package ui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/movements"
	"bridgescore/scoring"
)

const dateLayout = "2006-01-02"

// enterButton is a button that Enter presses too, so that the keyboard
// never has to leave the home row for Space; Escape cancels the wizard.
type enterButton struct {
	widget.Button
	onEscape func()
}

func newEnterButton(label string, tapped, escape func()) *enterButton {
	b := &enterButton{onEscape: escape}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

func (b *enterButton) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		b.Tapped(nil)
	case ev.Name == fyne.KeyEscape && b.onEscape != nil:
		b.onEscape()
	default:
		b.Button.TypedKey(ev)
	}
}

// escEntry is a wizard field in which Escape cancels the wizard, as it
// does everywhere else in the window.
type escEntry struct {
	widget.Entry
	onEscape func()
}

func newEscEntry(escape func()) *escEntry {
	e := &escEntry{onEscape: escape}
	e.ExtendBaseWidget(e)
	return e
}

func (e *escEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		e.onEscape()
		return
	}
	e.Entry.TypedKey(ev)
}

const namesHint = "Tab moves to the next name; Enter creates the session. The club's players are offered under the field as you type (a name, a surname or a number): → takes the one offered."

// wizard sets up a session in four short steps: name and size, movement,
// scoring, players.
type wizard struct {
	w    *Window
	step int

	name, date, pairs *escEntry
	// event is the event the session is an evening of, "" for none;
	// events are the club's, offered in it.
	event        *widget.SelectEntry
	events       []string
	boards, pace *escEntry
	choices      []club.MovementChoice
	chosen       int
	choiceList   *choiceList
	preview      *widget.Label
	explain      *widget.Label
	// order says why the movements are listed in the order they are.
	order         *widget.Label
	method, rules *widget.RadioGroup
	law12C2c      *widget.Check
	awards        *awardFields
	names         map[seat][2]*playerEntry
	namesBox      *fyne.Container
	players       []club.Player
	hint          *widget.Label
	message       *widget.Label

	steps   []fyne.CanvasObject
	body    *fyne.Container
	back    *widget.Button
	next    *enterButton
	buttons *fyne.Container
	content fyne.CanvasObject
}

// seat is a pair position in a section: the section's letter ("" with
// one section) and the pair.
type seat struct {
	section string
	pair    movements.PairID
}

// label names a seat for the names step: "Pair 3 NS", or "A · Pair 3 NS"
// when the field plays in sections.
func (s seat) label() string {
	if s.section == "" {
		return "Pair " + s.pair.String()
	}
	return s.section + " · Pair " + s.pair.String()
}

var stepTitles = []string{"1. Session", "2. Movement", "3. Scoring", "4. Players"}

func newWizard(w *Window) *wizard {
	z := &wizard{w: w, chosen: -1, message: widget.NewLabel("")}
	z.message.Wrapping = fyne.TextWrapWord

	z.name = newEscEntry(z.cancel)
	z.name.SetPlaceHolder("e.g. Monday pairs")
	z.date = newEscEntry(z.cancel)
	z.date.SetText(time.Now().Format(dateLayout))
	z.pairs = newEscEntry(z.cancel)
	z.pairs.SetPlaceHolder("number of pairs, e.g. 14 (or 7.5 tables)")
	z.boards = newEscEntry(z.cancel)
	z.boards.SetText(strconv.Itoa(club.SuggestBoards))
	z.pace = newEscEntry(z.cancel)
	z.pace.SetText(strconv.FormatFloat(movements.ClubTiming.MinutesPerBoard, 'f', -1, 64))
	// The club's events are offered; a new name makes a new event.
	z.events, _ = w.desk.Events()
	z.event = widget.NewSelectEntry(z.events)
	z.event.SetPlaceHolder("optional: the championship this session is part of")
	z.event.OnSubmitted = func(string) { z.forward() }
	for _, e := range []*escEntry{z.name, z.date, z.pairs, z.boards, z.pace} {
		e.OnSubmitted = func(string) { z.forward() }
	}
	stepSession := widget.NewForm(
		widget.NewFormItem("Name", z.name),
		widget.NewFormItem("Date (YYYY-MM-DD)", z.date),
		widget.NewFormItem("Pairs", z.pairs),
		widget.NewFormItem("About how many boards", z.boards),
		widget.NewFormItem("Minutes a board", z.pace),
		widget.NewFormItem("Event", z.event),
	)

	z.preview = widget.NewLabel("")
	z.preview.TextStyle = fyne.TextStyle{Monospace: true}
	z.explain = widget.NewLabel("")
	z.explain.Wrapping = fyne.TextWrapWord
	cl := newChoiceList(func() int { return len(z.choices) }, func() fyne.CanvasObject {
		return container.NewVBox(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), widget.NewLabel(""))
	}, func(i widget.ListItemID, o fyne.CanvasObject) {
		labels := o.(*fyne.Container).Objects
		labels[0].(*widget.Label).SetText(z.choices[i].Title)
		labels[1].(*widget.Label).SetText(z.choices[i].Detail)
	}, z.choose)
	cl.onEnter, cl.onEscape = z.forward, z.cancel
	z.choiceList = cl
	// The schedule below the list has the window's width for its tables.
	split := container.NewVSplit(cl, container.NewScroll(container.NewVBox(z.explain, z.preview)))
	split.Offset = 0.4
	// Why the list is in the order it is, above it.
	z.order = widget.NewLabel("")
	z.order.Wrapping = fyne.TextWrapWord
	stepMovement := container.NewBorder(z.order, nil, nil, nil, split)

	stepScoring := z.scoringStep()

	z.namesBox = container.NewVBox()
	z.hint = widget.NewLabel(namesHint)
	z.hint.Wrapping = fyne.TextWrapWord
	stepNames := container.NewBorder(nil, z.hint, nil, nil, container.NewScroll(z.namesBox))

	z.steps = []fyne.CanvasObject{stepSession, stepMovement, stepScoring, stepNames}
	z.body = container.NewStack()
	z.back = widget.NewButton("Back", z.backward)
	z.next = newEnterButton("Next", z.forward, z.cancel)
	z.next.Importance = widget.HighImportance
	cancel := widget.NewButton("Cancel (Esc)", z.cancel)
	z.buttons = container.NewHBox(cancel, z.back, z.next)
	z.content = container.NewBorder(nil, container.NewVBox(z.message, z.buttons), nil, nil, z.body)
	z.show(0)
	return z
}

// scoringStep is the third step: the method, the matchpoint rules, Law
// 12C2(c), and what the session awards.
func (z *wizard) scoringStep() fyne.CanvasObject {
	z.method = widget.NewRadioGroup([]string{scoring.Matchpoints.Name(), scoring.CrossIMPs.Name(), scoring.Butler.Name()}, nil)
	z.method.SetSelected(scoring.Matchpoints.Name())
	z.rules = widget.NewRadioGroup([]string{scoring.WBF.Name(), scoring.ACBL.Name()}, nil)
	z.rules.SetSelected(scoring.WBF.Name())
	// Space on the option chosen would leave none shown while one is
	// still applied.
	z.method.Required, z.rules.Required = true, true
	z.law12C2c = widget.NewCheck("Law 12C2(c): Average-plus and Average-minus follow the pair's own session percentage", nil)
	z.awards = newAwardFields()
	return widget.NewForm(append([]*widget.FormItem{
		widget.NewFormItem("Method", z.method),
		widget.NewFormItem("Matchpoint rules", z.rules),
		widget.NewFormItem("Option", z.law12C2c),
	}, z.awards.items()...)...)
}

func (z *wizard) show(step int) {
	z.step = step
	title := widget.NewLabelWithStyle("New session — "+stepTitles[step], fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	z.body.Objects = []fyne.CanvasObject{container.NewBorder(title, nil, nil, nil, z.steps[step])}
	z.body.Refresh()
	if step == 0 {
		z.back.Disable()
	} else {
		z.back.Enable()
	}
	if step == len(z.steps)-1 && len(z.sections()) > 0 {
		z.next.SetText(fmt.Sprintf("Create %d sections", len(z.sections())))
	} else if step == len(z.steps)-1 {
		z.next.SetText("Create session")
	} else {
		z.next.SetText("Next")
	}
	z.buttons.Refresh() // the button's new text needs its room
	z.focusFirst()
}

// cancel leaves the wizard for the session list; nothing has been saved.
// Names typed are worth a question first.
func (z *wizard) cancel() {
	typed := false
	for _, es := range z.names {
		for _, e := range es {
			typed = typed || strings.TrimSpace(e.Text) != ""
		}
	}
	if !typed {
		z.w.showStart()
		return
	}
	z.w.showDialog(dialog.NewConfirm("Cancel the new session",
		"Leave the new session without creating it? The names typed will be lost.", func(yes bool) {
			if yes {
				z.w.showStart()
			} else {
				z.focusFirst()
			}
		}, z.w.win))
}

func (z *wizard) focusFirst() {
	if z.w.wizard != z {
		// Not on screen yet: the window focuses once it is shown.
		return
	}
	c := z.w.win.Canvas()
	switch z.step {
	case 0:
		c.Focus(z.name)
	case 1:
		c.Focus(z.choiceList)
		// The movement chosen stays in sight, coming back to it too.
		if z.chosen >= 0 {
			z.choiceList.choose(z.chosen)
		}
	case 2:
		c.Focus(z.next)
	case 3:
		for _, p := range z.seats() {
			if e, ok := z.names[p]; ok {
				c.Focus(e[0])
				return
			}
		}
	}
}

func (z *wizard) backward() {
	if z.step > 0 {
		z.message.SetText("")
		z.show(z.step - 1)
	}
}

// forward checks the step and moves on; on the last step it creates the
// session and opens it for entry.
func (z *wizard) forward() {
	z.message.SetText("")
	switch z.step {
	case 0:
		if strings.TrimSpace(z.name.Text) == "" {
			z.message.SetText("Give the session a name.")
			return
		}
		if _, err := time.Parse(dateLayout, strings.TrimSpace(z.date.Text)); err != nil {
			z.message.SetText("The date should be written as year-month-day, e.g. 2026-11-23.")
			return
		}
		n, err := club.ParseFieldSize(z.pairs.Text)
		if err != nil {
			z.message.SetText(err.Error())
			return
		}
		boards, err := strconv.Atoi(strings.TrimSpace(z.boards.Text))
		if err != nil {
			z.message.SetText(fmt.Sprintf("Boards: %q is not a number; type about how many boards to play, e.g. 26.", z.boards.Text))
			return
		}
		pace, err := club.ParsePace(z.pace.Text)
		if err != nil {
			z.message.SetText(err.Error())
			return
		}
		choices, err := z.w.desk.Suggest(n, boards, pace)
		if err != nil {
			z.message.SetText(err.Error())
			return
		}
		if len(choices) == 0 {
			z.message.SetText(fmt.Sprintf("No movement is offered for %d pairs.", n))
			return
		}
		z.choices = choices
		z.order.SetText(movements.RankWords(n, boards))
		z.choiceList.reset()
		z.choiceList.choose(0)
	case 1:
		if z.chosen < 0 {
			z.message.SetText("Choose a movement.")
			return
		}
		z.buildNames()
	case 2:
	case 3:
		z.create()
		return
	}
	z.show(z.step + 1)
}

// previewChars is how many characters of the schedule fit across the
// window.
func (z *wizard) previewChars() int {
	return charsAcross(z.w.win.Canvas().Size().Width - 4*theme.Padding() - 2*theme.InnerPadding())
}

func (z *wizard) choose(i int) {
	if i < 0 || i >= len(z.choices) {
		return
	}
	z.chosen = i
	z.explain.SetText(strings.Join(z.choices[i].Explain, "\n"))
	c := z.choices[i]
	if len(c.Sections) == 0 {
		z.preview.SetText(scheduleText(c.Movement, z.previewChars()))
		return
	}
	var parts []string
	for _, m := range c.Sections {
		parts = append(parts, scheduleText(m, z.previewChars()))
	}
	z.preview.SetText(strings.Join(parts, "\n"))
}

// sections is the chosen field's movements, one for each section, or
// nil when it plays in one.
func (z *wizard) sections() []*movements.Movement {
	if z.chosen < 0 || z.chosen >= len(z.choices) {
		return nil
	}
	return z.choices[z.chosen].Sections
}

func (z *wizard) movement() *movements.Movement {
	if z.chosen < 0 || z.chosen >= len(z.choices) {
		return nil
	}
	return z.choices[z.chosen].Movement
}

// seats lists the real pairs of the chosen movement, section by section.
func (z *wizard) seats() []seat {
	ms := z.sections()
	if len(ms) == 0 {
		if m := z.movement(); m != nil {
			ms = []*movements.Movement{m}
		}
	}
	var out []seat
	for _, m := range ms {
		for _, p := range m.Pairs {
			if m.IsPhantom(p) {
				continue
			}
			out = append(out, seat{m.Section, p})
		}
	}
	return out
}

// buildNames makes two name fields per pair.
func (z *wizard) buildNames() {
	players, err := z.w.desk.Players()
	if err != nil {
		z.message.SetText("The club's list of players could not be read; names can still be typed. " + err.Error())
	}
	z.players = players
	old := z.names
	z.names = map[seat][2]*playerEntry{}
	z.namesBox.Objects = nil
	for _, p := range z.seats() {
		var pair [2]*playerEntry
		for k := range pair {
			e := newPlayerEntry(z.players, fmt.Sprintf("player %d", k+1), z.cancel)
			// Tab moves between names; Enter creates the session.
			e.OnSubmitted = func(string) { z.forward() }
			if o, ok := old[p]; ok {
				e.SetText(o[k].Text)
				e.c.update("")
			}
			pair[k] = e
		}
		z.names[p] = pair
		z.namesBox.Add(pairNamesRow(p.label(), pair))
	}
	z.namesBox.Refresh()
}

func (z *wizard) create() {
	date, err := time.Parse(dateLayout, strings.TrimSpace(z.date.Text))
	if err != nil {
		z.message.SetText(fmt.Sprintf("The session was not created: the date %q is not a date in the form YYYY-MM-DD.", strings.TrimSpace(z.date.Text)))
		return
	}
	ns := club.NewSession{
		Name:     strings.TrimSpace(z.name.Text),
		Event:    strings.TrimSpace(z.event.Text),
		Date:     date,
		Movement: z.movement(),
		Method:   scoring.Matchpoints,
		Rules:    scoring.WBF,
		Names:    map[movements.PairID][]string{},
	}
	for _, m := range []scoring.Method{scoring.CrossIMPs, scoring.Butler} {
		if z.method.Selected == m.Name() {
			ns.Method = m
		}
	}
	if z.rules.Selected == scoring.ACBL.Name() {
		ns.Rules = scoring.ACBL
	}
	ns.Options.Law12C2c = z.law12C2c.Checked
	if ns.Awards, err = z.awards.awards(); err != nil {
		z.message.SetText("The session was not created: " + err.Error())
		return
	}
	bySection := map[string]map[movements.PairID][]string{}
	for p, es := range z.names {
		var names []string
		for _, e := range es {
			if n := strings.TrimSpace(e.Text); n != "" {
				names = append(names, n)
			}
		}
		if bySection[p.section] == nil {
			bySection[p.section] = map[movements.PairID][]string{}
		}
		bySection[p.section][p.pair] = names
	}
	if ms := z.sections(); len(ms) > 0 {
		id, err := z.w.desk.CreateSections(ns, ms, bySection)
		if err != nil {
			z.message.SetText("The session was not created: " + err.Error())
			return
		}
		z.w.openSession(id)
		return
	}
	ns.Names = bySection[""]
	id, err := z.w.desk.Create(ns)
	if err != nil {
		z.message.SetText("The session was not created: " + err.Error())
		return
	}
	z.w.openSession(id)
}
