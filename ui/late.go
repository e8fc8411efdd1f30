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

// The late changes the dialog offers, in the order listed.
const (
	lateArrival = iota
	lateLeaving
	lateMovePhantom
)

// lateForm is the late-changes dialog: a late pair in the phantom's
// place, a pair leaving, or the phantom moved. Up and Down choose the
// change, Enter goes to its fields and, in a field, makes the change;
// Escape closes. In the pair field Up and Down step through the pairs, in
// the round field through the rounds.
type lateForm struct {
	e      *entryScreen
	dialog *dialog.CustomDialog
	choice *choiceList
	labels []string
	chosen int
	pair   *lateEntry
	round  *lateEntry
	names  [2]*lateEntry
	help   *widget.Label
	// result shows why a change was refused, or what the movement's check
	// says as it stands.
	result *widget.Label
	pairs  []string
}

// lateEntry is a field of the late-changes dialog: Escape closes the
// dialog, and Up/Down step through the field's values when it has any.
// A player's field offers the club's players as the wizard does: → at the
// end of the field takes the name shown in the hint.
type lateEntry struct {
	widget.Entry
	onEscape func()
	step     func(d int)
	// c offers the club's players in a name field; nil elsewhere.
	c *completion
}

func newLateEntry(placeholder string, escape func()) *lateEntry {
	e := &lateEntry{onEscape: escape}
	e.ExtendBaseWidget(e)
	e.SetPlaceHolder(placeholder)
	return e
}

func (e *lateEntry) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyEscape:
		e.onEscape()
	case ev.Name == fyne.KeyUp && e.step != nil:
		e.step(-1)
	case ev.Name == fyne.KeyDown && e.step != nil:
		e.step(1)
	case e.c != nil && e.c.take(&e.Entry, ev):
	default:
		e.Entry.TypedKey(ev)
	}
}

// lateDialog opens the late-changes dialog for the open session.
func (e *entryScreen) lateDialog() {
	if err := e.sess.CanChangeMovement(); err != nil {
		e.w.showError("Late changes are not possible", err)
		return
	}
	f := &lateForm{e: e, pairs: e.sess.PlayingPairs()}
	hide := func() { f.dialog.Hide() }
	phantom := e.sess.Phantom()
	if phantom != "" {
		f.labels = []string{
			fmt.Sprintf("A late pair takes the phantom's place (pair %s)", phantom),
			"A pair leaves",
			fmt.Sprintf("Move the phantom (now pair %s) to another pair number", phantom),
		}
	} else {
		f.labels = []string{
			"A late pair (needs a half table: every pair is playing)",
			"A pair leaves",
			"Move the phantom (needs a half table: every pair is playing)",
		}
	}
	f.choice = newChoiceList(func() int { return len(f.labels) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(f.labels[i]) },
		f.choose)
	f.choice.onEnter, f.choice.onEscape = f.toFields, hide

	f.pair = newLateEntry("pair, e.g. 3EW", hide)
	f.pair.step = f.stepPair
	f.round = newLateEntry("from round", hide)
	f.round.SetText(strconv.Itoa(e.sess.NextRound()))
	f.round.step = f.stepRound
	f.names[0] = newLateEntry("player 1", hide)
	f.names[1] = newLateEntry("player 2", hide)
	players, _ := e.w.desk.Players() // without them, names are typed in full
	for _, en := range f.names {
		en.c = newCompletion(players)
		en.OnChanged = en.c.update
	}
	for _, en := range []*lateEntry{f.pair, f.round, f.names[0], f.names[1]} {
		en.OnSubmitted = func(string) { f.apply() }
	}
	f.help = widget.NewLabel("")
	f.help.Wrapping = fyne.TextWrapWord
	f.result = widget.NewLabel(checkText(e.sess.MovementFindings()))
	f.result.Wrapping = fyne.TextWrapWord

	bold := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	fields := container.New(newFormLayout(),
		bold("Pair"), f.pair,
		bold("Players"), container.NewGridWithColumns(2, container.NewVBox(f.names[0], f.names[0].c.hint), container.NewVBox(f.names[1], f.names[1].c.hint)),
		bold("From round"), f.round,
	)
	list := container.NewGridWrap(fyne.NewSize(560, 130), f.choice)
	apply := newEnterButton("Make the change (Enter)", f.apply, hide)
	closeB := newEnterButton("Close (Escape)", hide, hide)
	keys := widget.NewLabel("↑ ↓ choose the change · Enter goes to its fields · in a field Enter makes the change, ↑ ↓ step through pairs or rounds · Escape closes")
	keys.Wrapping = fyne.TextWrapWord
	keys.TextStyle = fyne.TextStyle{Italic: true}
	content := container.NewVBox(keys, list, f.help, fields, widget.NewSeparator(), f.result,
		container.NewHBox(apply, closeB))
	title := fmt.Sprintf("Late changes — %s, %d rounds", e.sess.Movement().Name, e.sess.Rounds())
	f.dialog = dialog.NewCustomWithoutButtons(title, content, e.w.win)
	f.dialog.Resize(fyne.NewSize(640, 520))

	e.w.showDialog(f.dialog)
	f.choice.choose(0)
	e.w.win.Canvas().Focus(f.choice)
}

// newFormLayout lays out label and field pairs in two columns.
func newFormLayout() fyne.Layout { return &twoColumns{} }

type twoColumns struct{}

func (twoColumns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var lw, fw, h float32
	for i := 0; i+1 < len(objs); i += 2 {
		a, b := objs[i].MinSize(), objs[i+1].MinSize()
		lw = max(lw, a.Width)
		fw = max(fw, b.Width)
		h += max(a.Height, b.Height)
	}
	return fyne.NewSize(lw+fw, h)
}

func (twoColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var lw float32
	for i := 0; i+1 < len(objs); i += 2 {
		lw = max(lw, objs[i].MinSize().Width)
	}
	var y float32
	for i := 0; i+1 < len(objs); i += 2 {
		h := max(objs[i].MinSize().Height, objs[i+1].MinSize().Height)
		objs[i].Move(fyne.NewPos(0, y))
		objs[i].Resize(fyne.NewSize(lw, h))
		objs[i+1].Move(fyne.NewPos(lw, y))
		objs[i+1].Resize(fyne.NewSize(size.Width-lw, h))
		y += h
	}
}

// choose shows the fields a change needs and says what it will do.
func (f *lateForm) choose(i int) {
	if i < 0 || i >= len(f.labels) {
		return
	}
	f.chosen = i
	switch i {
	case lateArrival:
		f.help.SetText("The late pair plays the phantom's place from the round given; earlier rounds stay sit-outs. Type the players' names.")
		f.pair.SetText(f.e.sess.Phantom())
		f.pair.Disable()
		f.names[0].Enable()
		f.names[1].Enable()
	case lateLeaving:
		f.help.SetText("From the round given the pair's opponents sit out and no results are expected from them; results already entered stay.")
		f.pair.Enable()
		if f.pair.Text == f.e.sess.Phantom() {
			f.pair.SetText("")
		}
		f.names[0].Disable()
		f.names[1].Disable()
	case lateMovePhantom:
		f.help.SetText("The pair given becomes the missing one. From round 1 its players move to the phantom's number; from a later round the phantom's number is a new pair (type its players) and the pair given stops playing.")
		f.pair.Enable()
		if f.pair.Text == f.e.sess.Phantom() {
			f.pair.SetText("")
		}
		f.names[0].Enable()
		f.names[1].Enable()
	}
}

// toFields goes from the list of changes to the first field to fill.
func (f *lateForm) toFields() {
	c := f.e.w.win.Canvas()
	switch f.chosen {
	case lateArrival:
		c.Focus(f.names[0])
	default:
		c.Focus(f.pair)
	}
}

func (f *lateForm) stepPair(d int) {
	if len(f.pairs) == 0 {
		return
	}
	cur := strings.ToUpper(strings.ReplaceAll(f.pair.Text, " ", ""))
	i := -1
	for k, p := range f.pairs {
		if p == cur {
			i = k
		}
	}
	switch {
	case i < 0 && d < 0:
		i = len(f.pairs) - 1
	case i < 0:
		i = 0
	default:
		i = (i + d + len(f.pairs)) % len(f.pairs)
	}
	f.pair.SetText(f.pairs[i])
}

func (f *lateForm) stepRound(d int) {
	n, err := strconv.Atoi(strings.TrimSpace(f.round.Text))
	if err != nil {
		n = f.e.sess.NextRound()
	} else {
		n += d
	}
	n = max(1, min(n, f.e.sess.Rounds()))
	f.round.SetText(strconv.Itoa(n))
}

// apply makes the chosen change. A refused change leaves the dialog open
// with the reason; a change made closes it, lays the travellers out
// again and says what the movement's check now finds.
func (f *lateForm) apply() {
	round, err := strconv.Atoi(strings.TrimSpace(f.round.Text))
	if err != nil {
		f.refuse(fmt.Errorf("from round %q: give the round as a number from 1 to %d", f.round.Text, f.e.sess.Rounds()))
		return
	}
	names := []string{f.names[0].Text, f.names[1].Text}
	var done club.LateChange
	switch f.chosen {
	case lateArrival:
		done, err = f.e.sess.AddLatePair(names, round)
	case lateLeaving:
		if strings.TrimSpace(f.pair.Text) == "" {
			err = fmt.Errorf("type the number of the pair that leaves (e.g. 3EW), or Up/Down to choose it")
			break
		}
		done, err = f.e.sess.PairLeaves(f.pair.Text, round)
	case lateMovePhantom:
		if strings.TrimSpace(f.pair.Text) == "" {
			err = fmt.Errorf("type the number of the pair that is to be missing (e.g. 3EW), or Up/Down to choose it")
			break
		}
		var given []string
		if strings.TrimSpace(names[0]+names[1]) != "" {
			given = names
		}
		done, err = f.e.sess.MovePhantom(f.pair.Text, round, given)
	}
	if err != nil {
		f.refuse(err)
		return
	}
	f.dialog.Hide()
	f.e.lateChanged()
	msg := widget.NewLabel(done.What + ".\n\n" + checkText(done.Findings) + "\n\nCtrl+Z undoes the change.")
	msg.Wrapping = fyne.TextWrapWord
	f.e.status.SetText(done.What + ". Ctrl+Z undoes it.")
	info := dialog.NewCustom("Late change made", "OK (Enter)", msg, f.e.w.win)
	info.Resize(fyne.NewSize(640, 360))
	f.e.w.showDialog(info)
}

func (f *lateForm) refuse(err error) {
	f.result.SetText("Not changed: " + err.Error())
}

// checkText puts the movement's check into a few lines.
func checkText(findings []string) string {
	if len(findings) == 0 {
		return "The movement checks out: nothing to warn of."
	}
	return "The movement's check:\n• " + strings.Join(findings, "\n• ")
}

// lateChanged lays the entry screen out again after the movement changed:
// pairs, boards, pick-up slips, rows and standings.
func (e *entryScreen) lateChanged() {
	e.reload()
}
