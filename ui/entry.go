package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// resultEntry is the one field of a traveller row. Enter accepts (through
// OnSubmitted), Up and Down move between rows, Page Up and Page Down
// between boards, Escape puts back what was saved.
type resultEntry struct {
	widget.Entry
	onKey func(fyne.KeyName) bool
	// onFocus is told when the field gains the focus, by a key or a
	// click.
	onFocus func()
}

func newResultEntry(onKey func(fyne.KeyName) bool) *resultEntry {
	e := &resultEntry{onKey: onKey}
	e.ExtendBaseWidget(e)
	return e
}

func (e *resultEntry) FocusGained() {
	e.Entry.FocusGained()
	if e.onFocus != nil {
		e.onFocus()
	}
}

func (e *resultEntry) TypedKey(ev *fyne.KeyEvent) {
	if e.onKey != nil && e.onKey(ev.Name) {
		return
	}
	e.Entry.TypedKey(ev)
}

// boardEntry is the board number field: type a number and Enter, or Page
// Up / Page Down.
type boardEntry struct {
	widget.Entry
	onKey func(fyne.KeyName) bool
}

func (e *boardEntry) TypedKey(ev *fyne.KeyEvent) {
	if e.onKey != nil && e.onKey(ev.Name) {
		return
	}
	e.Entry.TypedKey(ev)
}

// scoreText is a row's result in words; clicking it explains the score.
type scoreText struct {
	widget.RichText
	onTapped func()
}

func newScoreText(onTapped func()) *scoreText {
	t := &scoreText{onTapped: onTapped}
	// A rich text made without widget.NewRichText scrolls, and a scrolling
	// one keeps showing its first text whatever is set after: a corrected
	// score stayed as it was first drawn.
	t.Scroll = fyne.ScrollNone
	t.ExtendBaseWidget(t)
	return t
}

func (t *scoreText) Tapped(*fyne.PointEvent) { t.onTapped() }

// rowView is one traveller row on screen.
type rowView struct {
	row club.Row
	// shown is the result the field was last given as saved: what the
	// director has not changed.
	shown string
	// tint marks a line a table's phone filled.
	tint   *canvas.Rectangle
	where  *widget.Label
	ns, ew *fitLabel
	result *resultEntry
	score  *scoreText
	points *widget.Label
	note   *widget.Label
}

// pendingReplace is a typed result that would overwrite a saved one.
type pendingReplace struct {
	board  int
	ns, ew string
	text   string
}

// entryScreen is traveller entry: the board's rows on the left, the live
// standings on the right.
type entryScreen struct {
	w    *Window
	sess *club.OpenSession

	boards   []int
	boardIdx int
	// byRound shows one table's round (a pick-up slip) instead of one
	// board's traveller.
	byRound  bool
	places   []club.Place
	placeIdx int

	// title names the session (and its date) above the traveller.
	title *widget.Label
	// seated names, in an individual, the four players at the table of
	// the line under the cursor: the line's columns have room for little
	// more than their numbers. Nil for pairs and teams.
	seated *widget.Label
	// columns are the traveller's columns, as wide as its pairs' numbers.
	columns   *growColumns
	board     *boardEntry
	boardInfo *widget.Label
	pageLabel *widget.Label
	firstHead *widget.Label
	rowsBox   *fyne.Container
	rowsPane  *container.Scroll
	rows      []*rowView
	current   int
	// replacing is a result typed over a different saved one, waiting for
	// the second Enter that confirms it.
	replacing *pendingReplace
	// dropped says what was typed on a line of the page just left and
	// not saved, for the status line once the cursor arrives.
	dropped string
	status  *statusLine
	// sides holds the traveller and the standings beside it.
	sides *fyne.Container
	// pointsHead heads the points each line earned, beside the score.
	pointsHead *widget.Label
	deal       *dealPanel
	standings  *standingsPanel
	// adjusting is the open adjustments dialog, if any.
	adjusting *adjustForm
	// tables is the table server while the tables are on.
	tables *tablesOn
	// names is the players' names dialog, once opened.
	names *dialog.ConfirmDialog
	// sectionShown is the section whose rows are on screen.
	sectionShown string

	content fyne.CanvasObject
}

func newEntryScreen(w *Window, s *club.OpenSession) *entryScreen {
	e := &entryScreen{w: w, sess: s, boards: s.Boards(), places: s.Places(), sectionShown: s.Section()}
	e.columns = columnsFor(s)
	w.syncFieldItem(s)
	e.board = &boardEntry{onKey: e.boardKey}
	e.board.ExtendBaseWidget(e.board)
	e.board.OnSubmitted = func(text string) { e.gotoBoardText(text) }
	e.boardInfo = widget.NewLabel("")
	e.boardInfo.Truncation = fyne.TextTruncateEllipsis
	prev := widget.NewButton("◀ PgUp", func() { e.stepBoard(-1) })
	next := widget.NewButton("PgDn ▶", func() { e.stepBoard(1) })
	boardField := container.NewGridWrap(fyne.NewSize(70, e.board.MinSize().Height), e.board)
	e.pageLabel = widget.NewLabelWithStyle("Board", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	pager := container.NewHBox(e.pageLabel, boardField, prev, next)
	if sec := e.sectionHeader(); sec != nil {
		// On a night of several sections the director sees at once which
		// section's results are being typed, and can change it there.
		pager = container.NewHBox(sec, e.pageLabel, boardField, prev, next)
		// The dealer and vulnerability go on to a second line rather than
		// be cut in a small window.
		e.boardInfo.Truncation = fyne.TextTruncateOff
		e.boardInfo.Wrapping = fyne.TextWrapWord
	}
	// The buttons keep their height when the information takes two lines.
	header := container.NewBorder(nil, nil, container.NewVBox(layout.NewSpacer(), pager, layout.NewSpacer()), nil, e.boardInfo)
	// Which session the results go to, above the traveller itself and
	// not only in the title bar.
	e.title = widget.NewLabelWithStyle(sessionTitle(s.Info()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	e.title.Truncation = fyne.TextTruncateEllipsis
	header = container.NewVBox(e.title, header)
	if s.IsIndividual() {
		e.seated = widget.NewLabel("")
		e.seated.Wrapping = fyne.TextWrapWord
		header.Add(e.seated)
	}

	heads := container.New(e.columns)
	for _, h := range []string{roundTableHead, "NS", "EW", "Result", "Score"} {
		heads.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	head := pointsHeading(s.ScoringSession().Method)
	if s.IsTeams() {
		head = teamsPointsHeading(scoring.TeamMethod(s.ScoringSession().Method))
	}
	e.pointsHead = widget.NewLabelWithStyle(head, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	heads.Objects[4] = withPoints(heads.Objects[4], e.pointsHead)
	e.firstHead = heads.Objects[0].(*widget.Label)
	e.rowsBox = container.NewVBox()
	e.rowsPane = container.NewVScroll(e.rowsBox)
	e.status = newStatusLine("Type a result (4SN+1, 3NTX-2E, PASS, +620, A60-40, NP) and press Enter.")
	e.deal = newDealPanel()
	left := container.NewBorder(container.NewVBox(header, heads), e.deal.content, nil, nil, e.rowsPane)

	e.standings = newStandingsPanel(e)
	e.sides = container.New(beside{right: func(total float32) float32 {
		w := e.standings.width(total)
		e.standings.setNamesWidth(w - e.standings.fixed())
		return w
	}}, left, e.standings.content)
	content := footed(e.sides, e.status)
	e.status.box = content
	e.content = content
	e.showBoard(0)
	e.standings.refresh()
	return e
}

func (e *entryScreen) currentBoard() int {
	if e.boardIdx < 0 || e.boardIdx >= len(e.boards) {
		return 0
	}
	return e.boards[e.boardIdx]
}

// showBoard lays out the rows of a board, pre-filled from the movement.
func (e *entryScreen) showBoard(idx int) {
	if len(e.boards) == 0 {
		e.status.SetText("This session has no boards.")
		return
	}
	if idx < 0 {
		idx = 0
	}
	if idx >= len(e.boards) {
		idx = len(e.boards) - 1
	}
	e.boardIdx = idx
	b := e.currentBoard()
	e.board.SetText(strconv.Itoa(b))
	e.boardInfo.SetText(fmt.Sprintf("of %d — dealer %s, %s", len(e.boards), scoring.Dealer(b), scoring.Vul(b).Words()))
	rows, err := e.sess.Rows(b)
	if err != nil {
		e.status.SetText(fmt.Sprintf("Board %d could not be read: %v", b, err))
		rows = nil
	}
	e.layRows(rows)
	e.deal.show(e.sess.BoardDeal(b))
}

// layRows puts a page of rows on screen.
func (e *entryScreen) layRows(rows []club.Row) {
	if msg := e.leaveLine(); msg != "" {
		e.dropped = msg
	}
	e.rows = e.rows[:0]
	objs := make([]fyne.CanvasObject, 0, len(rows))
	for i, r := range rows {
		rv := e.newRowView(i, r)
		e.rows = append(e.rows, rv)
		objs = append(objs, container.NewStack(rv.tint, container.NewVBox(container.New(e.columns, rv.where, rv.ns, rv.ew, rv.result, withPoints(rv.score, rv.points)), rv.note)))
	}
	e.rowsBox.Objects = objs
	e.rowsBox.Refresh()
	e.current = 0
	e.showSeated()
	e.recheck()
}

// showSeated names the players of the line under the cursor by seat, as
// the schedule seats them ("Round 1, table 2: N 5 Eve Ellis, S 3 Cath
// Cole v E 7 Gina Gray, W 4 Dan Dyer"), in an individual.
func (e *entryScreen) showSeated() {
	if e.seated == nil {
		return
	}
	if e.current < 0 || e.current >= len(e.rows) {
		e.seated.SetText("")
		return
	}
	r := e.rows[e.current].row
	e.seated.SetText(fmt.Sprintf("Round %d, table %d: %s v %s", r.Round, r.Table, e.sess.SideWords(r.NS), e.sess.SideWords(r.EW)))
}

// recheck shows again, under each saved line, the slips it looks like
// against the rest of its board, so that a warning lasts as long as its
// cause, whichever page was on screen when it was found.
func (e *entryScreen) recheck() {
	for _, rv := range e.rows {
		if rv.row.Entered == nil {
			continue
		}
		if w := e.sess.Warnings(rv.row.Board, rv.row); len(w) > 0 {
			e.setNote(rv, "⚠ "+strings.Join(w, "; "))
		} else {
			e.setNote(rv, "")
		}
	}
}

func (e *entryScreen) newRowView(i int, r club.Row) *rowView {
	rv := &rowView{
		row:   r,
		where: widget.NewLabel(whereText(r)),
		ns:    newFitLabel(),
		ew:    newFitLabel(),
		score: newScoreText(func() {
			e.focusRow(i)
			e.explainCurrent()
		}),
		points: widget.NewLabelWithStyle(e.pointsText(r), fyne.TextAlignTrailing, fyne.TextStyle{}),
		note:   widget.NewLabel(""),
		tint:   canvas.NewRectangle(e.w.app.Settings().Theme().Color(colorNameFromTable, e.w.app.Settings().ThemeVariant())),
	}
	rv.tint.CornerRadius = theme.InputRadiusSize()
	rv.score.Truncation = fyne.TextTruncateEllipsis
	rv.note.Wrapping = fyne.TextWrapWord
	rv.note.Importance = widget.WarningImportance
	rv.note.Hide()
	rv.ns.SetTexts(e.pairForms(r.NS, "NS")...)
	rv.ew.SetTexts(e.pairForms(r.EW, "EW")...)
	if e.byRound {
		b := r.Board
		rv.where.SetText(fmt.Sprintf("Board %d", b))
	}
	rv.result = newResultEntry(func(k fyne.KeyName) bool { return e.rowKey(i, k) })
	rv.result.OnSubmitted = func(string) { e.accept(i) }
	rv.result.onFocus = func() { e.clicked(i, rv) }
	rv.result.OnChanged = func(string) {
		// The reason an entry was refused goes once it is retyped.
		if rv.note.Visible() && rv.note.Importance == widget.DangerImportance {
			e.setNote(rv, "")
		}
	}
	e.showSaved(rv)
	return rv
}

// whereText is a row's round and table; a session imported from a file
// that does not give them shows a dash rather than a round 0.
func whereText(r club.Row) string {
	round, table := "–", "–"
	if r.Round > 0 {
		round = strconv.Itoa(r.Round)
	}
	if r.Table > 0 {
		table = strconv.Itoa(r.Table)
	}
	if r.Round <= 0 && r.Table <= 0 {
		return "–"
	}
	return "R" + round + "  T" + table
}

// pairShort is the id and names of the pair sitting in a seat ("NS" or
// "EW") of a row: pair 3 NS and pair 3 EW of a Mitchell numbered each way
// are told apart by the seat.
func (e *entryScreen) pairShort(id, seat string) string { return e.pairForms(id, seat)[0] }

// pairForms are the ways of writing the pair in a seat, longest first,
// down to its number alone, for a row's column to show what fits.
func (e *entryScreen) pairForms(id, seat string) []string {
	if players, ok := e.sess.SidePlayers(id); ok {
		return sideForms(players)
	}
	p := e.sess.Seated(id, seat)
	if len(p.Names) == 0 {
		return []string{id}
	}
	// The pair's number always shows; its players as the column allows.
	var forms []string
	for _, f := range nameForms(strings.Join(p.Names, " & ")) {
		forms = append(forms, id+" "+f)
	}
	return append(forms, id)
}

// sideForms are the ways of writing an individual's side, longest first:
// its two players by number and name, then by number alone.
func sideForms(players [2]club.Seated) []string {
	short := fmt.Sprintf("%d & %d", players[0].Player, players[1].Player)
	a, b := players[0].Name, players[1].Name
	if a == "" && b == "" {
		return []string{short}
	}
	long := strings.TrimSpace(fmt.Sprintf("%d %s", players[0].Player, a)) + " & " + strings.TrimSpace(fmt.Sprintf("%d %s", players[1].Player, b))
	return []string{long, short}
}

// showSaved puts the saved line of a row back on screen.
func (e *entryScreen) showSaved(rv *rowView) {
	rv.tint.Hidden = rv.row.Source == ""
	rv.tint.Refresh()
	if rv.row.Entered == nil {
		rv.shown = ""
		rv.result.SetText("")
		setSuitText(&rv.score.RichText, "")
		return
	}
	l := *rv.row.Entered
	rv.shown = scoring.EntryText(l)
	rv.result.SetText(rv.shown)
	text := l.Describe()
	if r := l.Result; l.Kind == scoring.Played && r != nil && !r.PassedOut() {
		// The score first: on a narrow screen the words are cut, never
		// the score.
		text = fmt.Sprintf("%s  %s by %s, %d %s", signedText(l.Score), r.Contract.Symbol(), r.Declarer, r.Tricks, plural(r.Tricks, "trick", "tricks"))
	}
	if l.Kind == scoring.Artificial && l.NSPercent != l.EWPercent {
		// The percentages are in the Result field beside it (A60-40):
		// the names alone fit the column.
		if names, _, ok := strings.Cut(text, " (NS "); ok && !strings.HasPrefix(text, "Artificial") {
			text = names
		}
	}
	if l.Group != 0 {
		text += fmt.Sprintf(" (fouled: version %d)", l.Group)
	}
	if rv.row.Source != "" {
		// First, so that a narrow window never cuts it.
		text = fromTableMark + " " + text
	}
	setSuitText(&rv.score.RichText, text)
}

// setNote shows a warning under a row, or hides it, and lays the rows out
// again around it.
func (e *entryScreen) setNote(rv *rowView, text string) {
	e.setNoteAs(rv, text, widget.WarningImportance)
}

func (e *entryScreen) setNoteAs(rv *rowView, text string, imp widget.Importance) {
	if text == rv.note.Text && imp == rv.note.Importance && (text != "") == rv.note.Visible() {
		return
	}
	rv.note.Importance = imp
	rv.note.SetText(text)
	if text == "" {
		rv.note.Hide()
	} else {
		// A wrapped label measures its height at its width: give it the
		// row's width before the list is laid out again, or a note of two
		// lines is given the room of one and covers the next row.
		rv.note.Show()
		if w := e.rowsBox.Size().Width; w > 0 {
			rv.note.Resize(fyne.NewSize(w, rv.note.MinSize().Height))
		}
	}
	e.relayRows()
}

// relayRows moves the rows to make room for a note shown or hidden. Only
// the positions change, so nothing is refreshed but the scroll area: a
// full refresh of a 30-row traveller would cost a frame on every Enter.
func (e *entryScreen) relayRows() {
	e.rowsBox.Layout.Layout(e.rowsBox.Objects, e.rowsBox.Size())
	// The scroll area's own Refresh would refresh every row again; its
	// renderer alone fits the list's new height and the scroll bar.
	e.rowsPane.Base.Refresh()
	if c := e.w.win.Canvas(); c != nil {
		c.Refresh(e.rowsBox)
	}
}

// roundTableHead heads the column of a row's round and table ("R3  T5"),
// short so that the score beside has the room.
const roundTableHead = "Rd / Tbl"

// plural is one or many, as n asks.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
