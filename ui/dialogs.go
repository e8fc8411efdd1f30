package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/fault"
	"bridgescore/printer"
	"bridgescore/progress"
	"bridgescore/reports"
)

// explainCurrent shows the scoring engine's account of the current line.
func (e *entryScreen) explainCurrent() {
	if e.current < 0 || e.current >= len(e.rows) {
		return
	}
	r := e.rows[e.current].row
	if r.Entered == nil {
		e.status.SetText("This line has no result yet; there is nothing to explain.")
		return
	}
	text, err := e.sess.Explain(r.Board, r.NS, r.EW)
	if err != nil {
		e.w.showError("The score could not be explained", err)
		return
	}
	body := widget.NewRichText(suitText(text, widget.RichTextStyle{})...)
	body.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(fmt.Sprintf("Board %d: %s v %s", r.Board, r.NS, r.EW), "Close", container.NewVScroll(body), e.w.win)
	d.Resize(fyne.NewSize(620, 420))
	e.w.showDialog(d)
}

// adjustForm is the adjustments dialog's content for one line.
type adjustForm struct {
	e            *entryScreen
	row          int
	labels       []string
	chosen       int
	choice       *choiceList
	nsPct, ewPct *widget.Entry
	assigned     *widget.Entry
	dialog       *dialog.ConfirmDialog
}

const (
	splitLabel    = "Other split (percentages below)"
	assignedLabel = "Assigned or weighted score (below)"
)

// adjustDialog gives the current line an artificial or assigned score, or
// marks the board not played for it. What is chosen goes through the same
// path as a typed result, so the line shows the adjustment in words.
// Arrows choose, Enter adjusts, Escape cancels.
func (e *entryScreen) adjustDialog() {
	if e.current < 0 || e.current >= len(e.rows) {
		return
	}
	f := &adjustForm{e: e, row: e.current}
	r := e.rows[f.row].row
	for _, a := range club.Adjustments {
		f.labels = append(f.labels, a.Label)
	}
	f.labels = append(f.labels, splitLabel, assignedLabel)
	f.choice = newChoiceList(func() int { return len(f.labels) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(f.labels[i]) },
		func(i int) { f.chosen = i })
	f.choice.onEnter, f.choice.onEscape = func() { f.dialog.Confirm() }, func() { f.dialog.Hide() }
	f.nsPct, f.ewPct = widget.NewEntry(), widget.NewEntry()
	f.nsPct.SetPlaceHolder("NS %")
	f.ewPct.SetPlaceHolder("EW %")
	f.assigned = widget.NewEntry()
	f.assigned.SetPlaceHolder("e.g. 3NTS=, -100, or weighted: W 60% 4SN= 40% 3NTS-1")
	for _, en := range []*widget.Entry{f.nsPct, f.ewPct, f.assigned} {
		en.OnSubmitted = func(string) { f.dialog.Confirm() }
	}
	// Typing a split or a score chooses its row, shown selected, so that
	// what Adjust applies is always the row marked.
	f.nsPct.OnChanged = func(string) { f.choice.choose(len(club.Adjustments)) }
	f.ewPct.OnChanged = f.nsPct.OnChanged
	f.assigned.OnChanged = func(string) { f.choice.choose(len(club.Adjustments) + 1) }
	list := container.NewGridWrap(fyne.NewSize(460, 330), f.choice)
	form := container.NewVBox(list, container.NewGridWithColumns(2, f.nsPct, f.ewPct), f.assigned)
	title := fmt.Sprintf("Adjust board %d: %s v %s", r.Board, r.NS, r.EW)
	f.dialog = dialog.NewCustomConfirm(title, "Adjust", "Cancel", form, func(ok bool) {
		e.adjusting = nil
		if ok {
			f.apply()
		} else {
			e.focusRow(f.row)
		}
	}, e.w.win)
	e.adjusting = f
	f.dialog.Show()
	f.choice.choose(0)
	e.w.win.Canvas().Focus(f.choice)
}

// text is the chosen adjustment written as the result field reads it.
func (f *adjustForm) text() (string, error) {
	switch f.labels[f.chosen] {
	case splitLabel:
		a, errA := strconv.Atoi(strings.TrimSpace(f.nsPct.Text))
		b, errB := strconv.Atoi(strings.TrimSpace(f.ewPct.Text))
		if errA != nil || errB != nil {
			return "", fmt.Errorf("give both percentages as whole numbers, e.g. 60 and 40")
		}
		return fmt.Sprintf("A%d-%d", a, b), nil
	case assignedLabel:
		return f.assigned.Text, nil
	}
	if f.chosen < len(club.Adjustments) {
		return club.Adjustments[f.chosen].Text, nil
	}
	return "", fmt.Errorf("choose an adjustment")
}

func (f *adjustForm) apply() bool {
	e := f.e
	text, err := f.text()
	if err != nil {
		e.status.SetText("Adjustment not made: " + err.Error())
		e.focusRow(f.row)
		return false
	}
	e.rows[f.row].result.SetText(text)
	return e.enter(f.row, text)
}

// historyDialog lists the session's changes and the director's undo and
// redo steps, newest first. Ctrl+Z undoes the director's own changes only;
// a result a table sent is undone (and redone) here, by its own button.
func (e *entryScreen) historyDialog() {
	changes, err := e.sess.History()
	if err != nil {
		e.w.showError("The history could not be read", err)
		return
	}
	box := container.NewVBox()
	if len(changes) == 0 {
		box.Add(widget.NewLabel("No changes yet."))
	}
	var d dialog.Dialog
	for i := len(changes) - 1; i >= 0; i-- {
		c := changes[i]
		what := c.What
		switch {
		case c.Redoable && c.Source == "":
			what += "  (undone — Ctrl+Shift+Z redoes)"
		case c.Undone:
			what += "  (undone)"
		}
		var named fyne.CanvasObject
		if c.Source != "" && c.Step == "" && (!c.Undone || c.Redoable) {
			named = e.namedStepButton(c, func() { d.Hide() })
		}
		box.Add(container.NewBorder(nil, nil, widget.NewLabel(c.When.Local().Format("15:04:05")), named, widget.NewRichText(suitText(what, widget.RichTextStyle{})...)))
	}
	d = dialog.NewCustom("History of changes", "Close", container.NewVScroll(box), e.w.win)
	d.Resize(fyne.NewSize(760, 480))
	e.w.showDialog(d)
}

// namedStepButton undoes a table's change, or redoes it once undone: the
// only way the window takes back what a table sent.
func (e *entryScreen) namedStepButton(c club.Change, done func()) *widget.Button {
	if c.Undone {
		return widget.NewButton("Redo", func() {
			done()
			e.step("redone", func() (club.Step, error) { return e.sess.RedoChange(c.ID) })
		})
	}
	return widget.NewButton("Undo", func() {
		done()
		e.step("undone", func() (club.Step, error) { return e.sess.UndoChange(c.ID) })
	})
}

// movementDialog shows the movement round by round, with a button to print
// the guide cards.
func (e *entryScreen) movementDialog() {
	if e.sess.Movement() == nil {
		e.status.SetText("This session was imported from a results file; its movement is not known, so there are no guide cards.")
		return
	}
	mono := func(text string) fyne.CanvasObject {
		l := widget.NewLabel(text)
		l.TextStyle = fyne.TextStyle{Monospace: true}
		return container.NewScroll(l)
	}
	m := e.sess.Movement()
	// The dialog is 1000 wide, less in a smaller window; the schedule is
	// laid out in blocks of tables that fit it, with room for the scroll
	// bar.
	size := fyne.NewSize(1000, 600)
	if win := e.w.win.Canvas().Size(); win.Width > 0 && win.Width-2*theme.Padding() < size.Width {
		size.Width = win.Width - 2*theme.Padding()
	}
	chars := charsAcross(size.Width - 8*theme.Padding() - 4*theme.InnerPadding() - theme.ScrollBarSize())
	tabs := container.NewAppTabs(
		container.NewTabItem("Schedule", mono(scheduleText(m, chars))),
		container.NewTabItem("Table guide cards", mono(guideCardsText(m))),
	)
	var d dialog.Dialog
	print := widget.NewButton("Print guide cards…", func() {
		d.Hide()
		e.saveReport([]reports.Report{reports.GuideCards}, "pdf")
	})
	d = dialog.NewCustom("Movement", "Close", container.NewBorder(nil, print, nil, nil, tabs), e.w.win)
	d.Resize(size)
	e.w.showDialog(d)
}

var reportLabels = []struct {
	label string
	what  reports.Report
}{
	{"Ranking", reports.Ranking},
	{"Recap sheet", reports.Recap},
	{"Personal score cards", reports.ScoreCards},
	{"Travellers", reports.Travellers},
	{"Table guide cards", reports.GuideCards},
}

// printDialog chooses reports, the format and, if wanted, one board's
// traveller, one pair's score card or one round's table cards; then
// where to save, or a printer to send them to.
func (e *entryScreen) printDialog() {
	checks := make([]*widget.Check, len(reportLabels))
	box := container.NewVBox()
	for i, r := range reportLabels {
		checks[i] = widget.NewCheck(r.label, nil)
		checks[i].SetChecked(r.what != reports.GuideCards)
		box.Add(checks[i])
	}
	format := widget.NewRadioGroup([]string{"PDF", "HTML"}, nil)
	format.SetSelected("PDF")
	format.Horizontal, format.Required = true, true
	box.Add(format)
	paper := widget.NewRadioGroup([]string{"A4", "Letter"}, func(p string) {
		e.w.app.Preferences().SetString(prefPaper, p)
	})
	paper.SetSelected(e.w.app.Preferences().StringWithFallback(prefPaper, "A4"))
	paper.Horizontal, paper.Required = true, true
	box.Add(paper)
	board, pair, round := widget.NewEntry(), widget.NewEntry(), widget.NewEntry()
	board.SetPlaceHolder("every board")
	pair.SetPlaceHolder("every pair")
	round.SetPlaceHolder("every round")
	box.Add(widget.NewForm(
		widget.NewFormItem("Traveller of board", board),
		widget.NewFormItem("Score card of pair", pair),
		widget.NewFormItem("Table cards of round", round)))
	printer := widget.NewEntry()
	printer.SetPlaceHolder("the default printer")
	printer.SetText(e.w.app.Preferences().String(prefPrinter))
	chosen := func() ([]reports.Report, reports.Selection, error) {
		var what []reports.Report
		for i, c := range checks {
			if c.Checked {
				what = append(what, reportLabels[i].what)
			}
		}
		only, err := printSelection(board.Text, pair.Text, round.Text)
		return what, only, err
	}
	var d dialog.Dialog
	send := widget.NewButton("Send to the printer", func() {
		what, only, err := chosen()
		if err != nil {
			e.w.showError("Nothing printed", err)
			return
		}
		if len(what) == 0 {
			e.status.SetText("No report chosen; nothing printed.")
			return
		}
		d.Hide()
		e.w.app.Preferences().SetString(prefPrinter, strings.TrimSpace(printer.Text))
		e.sendToPrinter(what, only, strings.TrimSpace(printer.Text))
	})
	box.Add(container.NewBorder(nil, nil, widget.NewLabel("Printer"), send, printer))
	d = dialog.NewCustomConfirm("Print reports", "Save…", "Cancel", box, func(ok bool) {
		if !ok {
			return
		}
		what, only, err := chosen()
		if err != nil {
			e.w.showError("Nothing printed", err)
			return
		}
		if len(what) == 0 {
			e.status.SetText("No report chosen; nothing printed.")
			return
		}
		e.saveReportPart(what, strings.ToLower(format.Selected), only)
	}, e.w.win)
	// Wide enough for a printer's name and the placeholders in full.
	d.Resize(fyne.NewSize(560, box.MinSize().Height+110))
	e.w.showDialog(d)
}

// printSelection reads the print dialog's board, pair and round: blank
// for every one.
func printSelection(board, pair, round string) (reports.Selection, error) {
	var only reports.Selection
	for _, f := range []struct {
		text, name string
		to         *int
	}{{board, "board", &only.Board}, {round, "round", &only.Round}} {
		t := strings.TrimSpace(f.text)
		if t == "" {
			continue
		}
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 {
			return only, fmt.Errorf("%s %q: give its number", f.name, t)
		}
		*f.to = n
	}
	only.Pair = strings.TrimSpace(pair)
	return only, nil
}

// sendToPrinter sends the reports as a PDF to a printer with the system's
// print command, off the main goroutine.
func (e *entryScreen) sendToPrinter(what []reports.Report, only reports.Selection, queue string) {
	send := e.sess.SendToPrinterLater(what, e.paper(), only, printer.Printer{Name: queue})
	name := queue
	if name == "" {
		name = "the default printer"
	}
	e.w.background("Printing on "+name, func() func() {
		err := send()
		return func() {
			if err != nil {
				e.w.showError("The reports were not printed", err)
				return
			}
			e.status.SetText("Sent to " + name + ".")
		}
	})
}

// paper is the paper size chosen last.
func (e *entryScreen) paper() reports.Paper {
	if e.w.app.Preferences().String(prefPaper) == "Letter" {
		return reports.Letter
	}
	return reports.A4
}

// saveReport asks where to save, starting in the folder used last time,
// writes the reports and opens them in the system viewer for printing.
func (e *entryScreen) saveReport(what []reports.Report, ext string) *saveAsk {
	return e.saveReportPart(what, ext, reports.Selection{})
}

// saveReportPart is saveReport for part of the session.
func (e *entryScreen) saveReportPart(what []reports.Report, ext string, only reports.Selection) *saveAsk {
	prefs := e.w.app.Preferences()
	file := fmt.Sprintf("%s %s.%s", fileName(e.sess.Info().Name), e.sess.Info().Date.Format(dateLayout), ext)
	return e.w.askSavePath("Save the reports", prefs.String(prefReportDir), file, e.sess.CheckPrint, func(path string) {
		e.writeReportPart(what, path, only)
	})
}

// writeReport saves reports to a file off the main goroutine, remembers
// its folder for next time and opens the file in the system viewer for
// printing. The reports are of the session as it stood when asked for.
func (e *entryScreen) writeReport(what []reports.Report, path string) {
	e.writeReportPart(what, path, reports.Selection{})
}

// writeReportPart is writeReport for part of the session.
func (e *entryScreen) writeReportPart(what []reports.Report, path string, only reports.Selection) {
	e.w.watched("Printing "+filepath.Base(path), "pages", func(ctx context.Context, m progress.Meter) func() {
		err := e.sess.PrintPartWatched(what, path, e.paper(), only, reports.Watch{Progress: m, Context: ctx})()
		return func() {
			if fault.Is(err, fault.Busy) && ctx.Err() != nil {
				e.w.say("Printing " + filepath.Base(path) + " was stopped; nothing was written.")
				return
			}
			e.printed(path, err)
		}
	})
}

func (e *entryScreen) printed(path string, err error) {
	if err != nil {
		e.w.showError("The report was not saved", err)
		return
	}
	e.w.app.Preferences().SetString(prefReportDir, filepath.Dir(path))
	e.status.SetText("Saved " + path + "; it opens for printing.")
	e.w.openSaved(path, func(msg string) {
		if e.w.entry == e {
			e.status.SetText(msg)
		}
	})
}

// handsDialog asks for a PBN hand record and attaches it to the session,
// so that the travellers show the hands.
func (e *entryScreen) handsDialog() {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) {
		if err != nil {
			e.w.showError("The hand record was not attached", err)
			return
		}
		if rc == nil {
			return
		}
		path := rc.URI().Path()
		rc.Close()
		e.attachHands(path)
	}, e.w.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".pbn", ".PBN"}))
	d.Show()
	d.Resize(fyne.NewSize(800, 560))
}

// attachHands reads a hand record and stores it off the main goroutine.
func (e *entryScreen) attachHands(path string) {
	attach := e.sess.AttachHandsWith
	// The double-dummy analysis is the long part: its deals are counted,
	// and Stop attaches the hands without the analysis not yet made.
	e.w.watched("Attaching "+filepath.Base(path)+", analysing", "deals", func(ctx context.Context, m progress.Meter) func() {
		warnings, err := attach(ctx, path, m)
		return func() { e.handsAttached(path, warnings, err) }
	})
}

func (e *entryScreen) handsAttached(path string, warnings []string, err error) {
	if err != nil {
		e.w.showError("The hand record was not attached", err)
		return
	}
	msg := "Hand record " + filepath.Base(path) + " attached; the travellers will show the hands."
	if len(warnings) > 0 {
		msg += " Check: " + strings.Join(warnings, "; ")
	}
	e.status.SetText(msg)
}

// namesDialog changes players' names after play has started: a
// substitute, or a name typed wrongly in the wizard.
func (e *entryScreen) namesDialog() {
	pairs := e.sess.Pairs()
	players, _ := e.w.desk.Players() // without them, names are typed in full
	fields := make([][2]*playerEntry, len(pairs))
	box := container.NewVBox()
	// Escape in a name cancels, as the Cancel button does.
	var d *dialog.ConfirmDialog
	cancel := func() {
		if d != nil {
			d.Hide()
		}
	}
	for i, p := range pairs {
		for k := range fields[i] {
			en := newPlayerEntry(players, fmt.Sprintf("player %d", k+1), cancel)
			if k < len(p.Names) {
				en.SetText(p.Names[k])
				en.c.update("") // a name already there is not a name being typed
			}
			fields[i][k] = en
		}
		box.Add(pairNamesRow("Pair "+p.Ref().String(), fields[i]))
	}
	// One save is one change: every pair's names are written together and
	// one Ctrl+Z takes them all back.
	save := func() {
		list := make([]club.PairNames, len(pairs))
		for i, p := range pairs {
			list[i] = club.PairNames{Pair: p.Ref(), Names: []string{fields[i][0].Text, fields[i][1].Text}}
		}
		if err := e.sess.SaveNames(list); err != nil {
			e.w.showError("The names were not changed", err)
			return
		}
		e.namesChanged()
	}
	d = dialog.NewCustomConfirm("Players' names", "Save", "Cancel", container.NewVScroll(box), func(ok bool) {
		if ok {
			save()
		}
	}, e.w.win)
	d.Resize(fyne.NewSize(760, 560))
	for _, f := range fields {
		for _, en := range f {
			en.OnSubmitted = func(string) { d.Confirm() }
		}
	}
	e.names = d
	e.w.showDialog(d)
	if len(fields) > 0 {
		e.w.win.Canvas().Focus(fields[0][0])
	}
}

// namesChanged shows new names in the rows and the standings.
func (e *entryScreen) namesChanged() {
	e.reload()
	e.status.SetText("Names saved. Ctrl+Z puts them back.")
}

// foulDialog marks the current line of a fouled board with the version
// of the deal its table played.
func (e *entryScreen) foulDialog() {
	if e.current < 0 || e.current >= len(e.rows) {
		return
	}
	i := e.current
	r := e.rows[i].row
	if r.Entered == nil {
		e.status.SetText("Enter the result of this line before marking the board fouled.")
		return
	}
	group := widget.NewEntry()
	group.SetText(strconv.Itoa(r.Entered.Group))
	msg := widget.NewLabel("Tables that played the same cards get the same number;\n0 is the board as dealt. Each version is matchpointed on its own.")
	d := dialog.NewCustomConfirm(fmt.Sprintf("Fouled board %d: %s v %s", r.Board, r.NS, r.EW), "Mark", "Cancel",
		container.NewVBox(msg, group), func(ok bool) {
			if !ok {
				return
			}
			n, err := strconv.Atoi(strings.TrimSpace(group.Text))
			if err != nil {
				e.status.SetText(fmt.Sprintf("Fouled board: %q is not a number; nothing changed.", group.Text))
				return
			}
			if err := e.sess.SetGroup(r.Board, r, n); err != nil {
				e.w.showError("The board was not marked fouled", err)
				return
			}
			e.reload()
			e.status.SetText(fmt.Sprintf("Board %d, %s v %s: version %d of the deal.", r.Board, r.NS, r.EW, n))
		}, e.w.win)
	group.OnSubmitted = func(string) { d.Confirm() }
	e.w.showDialog(d)
	e.w.win.Canvas().Focus(group)
	group.TypedShortcut(&fyne.ShortcutSelectAll{})
}
