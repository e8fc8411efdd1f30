package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/interchange"
	"bridgescore/scoring"
)

// resultEntry is the one field of a traveller row. Enter accepts (through
// OnSubmitted), Up and Down move between rows, Page Up and Page Down
// between boards, Escape puts back what was saved.
type resultEntry struct {
	widget.Entry
	onKey func(fyne.KeyName) bool
}

func newResultEntry(onKey func(fyne.KeyName) bool) *resultEntry {
	e := &resultEntry{onKey: onKey}
	e.ExtendBaseWidget(e)
	return e
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
	t.ExtendBaseWidget(t)
	return t
}

func (t *scoreText) Tapped(*fyne.PointEvent) { t.onTapped() }

// rowView is one traveller row on screen.
type rowView struct {
	row    club.Row
	where  *widget.Label
	ns, ew *widget.Label
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
	status    *widget.Label
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

	heads := container.New(rowColumns)
	for _, h := range []string{roundTableHead, "NS", "EW", "Result", "Score"} {
		heads.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	e.pointsHead = widget.NewLabelWithStyle(pointsHeading(s.ScoringSession().Method), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	heads.Objects[4] = withPoints(heads.Objects[4], e.pointsHead)
	e.firstHead = heads.Objects[0].(*widget.Label)
	e.rowsBox = container.NewVBox()
	e.rowsPane = container.NewVScroll(e.rowsBox)
	e.status = widget.NewLabel("Type a result (4SN+1, 3NTX-2E, PASS, +620, A60-40, NP) and press Enter.")
	e.status.Wrapping = fyne.TextWrapWord
	e.deal = newDealPanel()
	left := container.NewBorder(container.NewVBox(header, heads), e.deal.content, nil, nil, e.rowsPane)

	e.standings = newStandingsPanel(e)
	sides := container.New(beside{right: func(total float32) float32 {
		w := standingsWidth(total)
		e.standings.setNamesWidth(w - standingsFixed())
		return w
	}}, left, e.standings.content)
	e.content = container.NewBorder(nil, e.status, nil, nil, sides)
	e.showBoard(0)
	e.standings.refresh()
	return e
}

// showPage shows the current board, or in the by-round view the current
// table's round.
func (e *entryScreen) showPage() {
	if e.byRound {
		e.showPlace(e.placeIdx)
	} else {
		e.showBoard(e.boardIdx)
	}
}

// toggleByRound switches between entering by board (travellers) and by
// round (pick-up slips), staying where the cursor is.
func (e *entryScreen) toggleByRound() {
	if len(e.places) == 0 {
		e.status.SetText("The movement of this session is not known, so results can only be entered board by board.")
		return
	}
	var here club.Row
	if e.current >= 0 && e.current < len(e.rows) {
		here = e.rows[e.current].row
	}
	e.byRound = !e.byRound
	if e.byRound {
		e.pageLabel.SetText("Round / table")
		e.firstHead.SetText("Board")
		for i, p := range e.places {
			if p.Round == here.Round && p.Table == here.Table {
				e.placeIdx = i
			}
		}
		e.status.SetText("By round: type a pick-up slip's results board by board. Page Down goes to the next table. Ctrl+R returns to travellers.")
	} else {
		e.pageLabel.SetText("Board")
		e.firstHead.SetText(roundTableHead)
		for i, b := range e.boards {
			if b == here.Board {
				e.boardIdx = i
			}
		}
		e.status.SetText("By board: one traveller at a time.")
	}
	e.showPage()
	for i, rv := range e.rows {
		if rv.row.Board == here.Board && rv.row.NS == here.NS && rv.row.EW == here.EW {
			e.focusRow(i)
			return
		}
	}
	e.focusFirstEmpty()
}

// showPlace lays out what one table played in one round.
func (e *entryScreen) showPlace(idx int) {
	if idx < 0 {
		idx = 0
	}
	if idx >= len(e.places) {
		idx = len(e.places) - 1
	}
	e.placeIdx = idx
	p := e.places[idx]
	e.board.SetText(fmt.Sprintf("%d %d", p.Round, p.Table))
	rows := e.sess.RowsAt(p)
	info := fmt.Sprintf("round %d, table %d (%d of %d)", p.Round, p.Table, idx+1, len(e.places))
	if len(rows) > 0 {
		info += fmt.Sprintf(" — %s v %s", e.pairShort(rows[0].NS, "NS"), e.pairShort(rows[0].EW, "EW"))
	}
	e.boardInfo.SetText(info)
	e.layRows(rows)
	e.deal.show(interchange.Deal{}, false)
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
	e.rows = e.rows[:0]
	objs := make([]fyne.CanvasObject, 0, len(rows))
	for i, r := range rows {
		rv := e.newRowView(i, r)
		e.rows = append(e.rows, rv)
		objs = append(objs, container.NewVBox(container.New(rowColumns, rv.where, rv.ns, rv.ew, rv.result, withPoints(rv.score, rv.points)), rv.note))
	}
	e.rowsBox.Objects = objs
	e.rowsBox.Refresh()
	e.current = 0
	e.recheck()
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
		ns:    widget.NewLabel(e.pairShort(r.NS, "NS")),
		ew:    widget.NewLabel(e.pairShort(r.EW, "EW")),
		score: newScoreText(func() {
			e.focusRow(i)
			e.explainCurrent()
		}),
		points: widget.NewLabelWithStyle(e.pointsText(r), fyne.TextAlignTrailing, fyne.TextStyle{}),
		note:   widget.NewLabel(""),
	}
	rv.score.Truncation = fyne.TextTruncateEllipsis
	rv.note.Wrapping = fyne.TextWrapWord
	rv.note.Importance = widget.WarningImportance
	rv.note.Hide()
	rv.ns.Truncation = fyne.TextTruncateEllipsis
	rv.ew.Truncation = fyne.TextTruncateEllipsis
	if e.byRound {
		b := r.Board
		rv.where.SetText(fmt.Sprintf("Board %d", b))
	}
	rv.result = newResultEntry(func(k fyne.KeyName) bool { return e.rowKey(i, k) })
	rv.result.OnSubmitted = func(string) { e.accept(i) }
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
// "EW") of a row, short enough for the row: pair 3 NS and pair 3 EW of a
// Mitchell numbered each way are told apart by the seat.
func (e *entryScreen) pairShort(id, seat string) string {
	p := e.sess.Seated(id, seat)
	if len(p.Names) == 0 {
		return id
	}
	return id + " " + strings.Join(p.Names, " & ")
}

// showSaved puts the saved line of a row back on screen.
func (e *entryScreen) showSaved(rv *rowView) {
	if rv.row.Entered == nil {
		rv.result.SetText("")
		setSuitText(&rv.score.RichText, "")
		return
	}
	l := *rv.row.Entered
	rv.result.SetText(scoring.EntryText(l))
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

// rowKey handles the keys that move around the traveller.
func (e *entryScreen) rowKey(i int, k fyne.KeyName) bool {
	switch k {
	case fyne.KeyUp:
		e.focusRow(i - 1)
	case fyne.KeyDown:
		e.focusRow(i + 1)
	case fyne.KeyPageUp:
		e.stepBoard(-1)
	case fyne.KeyPageDown:
		e.stepBoard(1)
	case fyne.KeyF1:
		e.w.showHelp()
	case fyne.KeyEscape:
		e.replacing = nil
		e.showSaved(e.rows[i])
		e.setNote(e.rows[i], "")
		e.recheck()
		e.rows[i].result.TypedShortcut(&fyne.ShortcutSelectAll{})
	default:
		return false
	}
	return true
}

func (e *entryScreen) boardKey(k fyne.KeyName) bool {
	switch k {
	case fyne.KeyPageUp:
		e.stepBoard(-1)
	case fyne.KeyPageDown:
		e.stepBoard(1)
	case fyne.KeyDown:
		e.focusRow(0)
	case fyne.KeyF1:
		e.w.showHelp()
	default:
		return false
	}
	return true
}

func (e *entryScreen) focusRow(i int) {
	if len(e.rows) == 0 {
		e.w.win.Canvas().Focus(e.board)
		return
	}
	if i < 0 {
		i = 0
	}
	if i >= len(e.rows) {
		i = len(e.rows) - 1
	}
	e.current = i
	e.replacing = nil
	r := e.rows[i].result
	e.w.win.Canvas().Focus(r)
	// Typing replaces what the row holds, as in a spreadsheet.
	r.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// resume opens a session where entry stopped: the first board with a line
// still to enter, so that a traveller is not typed over a complete one.
func (e *entryScreen) resume() {
	for i, b := range e.boards {
		rows, err := e.sess.Rows(b)
		if err != nil {
			continue
		}
		for _, r := range rows {
			if r.Entered == nil {
				if i != e.boardIdx {
					e.showBoard(i)
				}
				e.focusFirstEmpty()
				return
			}
		}
	}
	e.focusFirstEmpty()
}

// focusFirstEmpty puts the cursor on the first row without a result.
func (e *entryScreen) focusFirstEmpty() {
	for i, rv := range e.rows {
		if rv.row.Entered == nil {
			e.focusRow(i)
			return
		}
	}
	e.focusRow(0)
}

func (e *entryScreen) stepBoard(d int) {
	if e.byRound {
		e.showPlace(e.placeIdx + d)
	} else {
		e.showBoard(e.boardIdx + d)
	}
	e.focusFirstEmpty()
	if c := e.completeText(); c != "" {
		e.status.SetText(c)
	}
}

// completeText says that every line of the page on screen is entered, so
// that a director who meant to start a new traveller notices; "" when a
// line is still to come.
func (e *entryScreen) completeText() string {
	if len(e.rows) == 0 {
		return ""
	}
	for _, rv := range e.rows {
		if rv.row.Entered == nil {
			return ""
		}
	}
	page := fmt.Sprintf("Board %d", e.currentBoard())
	if e.byRound && e.placeIdx < len(e.places) {
		p := e.places[e.placeIdx]
		page = fmt.Sprintf("Round %d, table %d", p.Round, p.Table)
	}
	return page + " is complete: every line is entered. A different result typed over a line asks for a second Enter."
}

// lastPage says whether the page on screen is the last board or place.
func (e *entryScreen) lastPage() bool {
	if e.byRound {
		return e.placeIdx+1 >= len(e.places)
	}
	return e.boardIdx+1 >= len(e.boards)
}

func (e *entryScreen) gotoBoard() {
	e.w.win.Canvas().Focus(e.board)
	// The number typed replaces the one shown.
	e.board.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// arrived tells the director where a jump landed, replacing any message
// about an earlier attempt.
func (e *entryScreen) arrived() {
	if c := e.completeText(); c != "" {
		e.status.SetText(c)
		return
	}
	if e.byRound {
		p := e.places[e.placeIdx]
		e.status.SetText(fmt.Sprintf("Round %d, table %d.", p.Round, p.Table))
		return
	}
	e.status.SetText(fmt.Sprintf("Board %d.", e.currentBoard()))
}

func (e *entryScreen) gotoBoardText(text string) {
	if e.byRound {
		e.gotoPlaceText(text)
		return
	}
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err == nil {
		for i, b := range e.boards {
			if b == n {
				e.showBoard(i)
				e.focusFirstEmpty()
				e.arrived()
				return
			}
		}
	}
	if len(e.boards) == 0 {
		// A session imported without its movement, every line since
		// deleted: its travellers are its lines, and it has none.
		e.status.SetText(fmt.Sprintf("There is no board %q: this session has no traveller lines, so it has no boards to go to.", strings.TrimSpace(text)))
		e.board.SetText("")
		return
	}
	e.status.SetText(fmt.Sprintf("There is no board %q in this session; boards run %d to %d.",
		strings.TrimSpace(text), e.boards[0], e.boards[len(e.boards)-1]))
	e.board.SetText(strconv.Itoa(e.currentBoard()))
}

// gotoPlaceText goes to a round and table typed as "3 5", "3/5" or "3.5".
func (e *entryScreen) gotoPlaceText(text string) {
	f := strings.FieldsFunc(text, func(r rune) bool { return r == ' ' || r == '/' || r == '.' || r == ',' })
	if len(f) == 2 {
		r, err1 := strconv.Atoi(f[0])
		t, err2 := strconv.Atoi(f[1])
		for i, p := range e.places {
			if err1 == nil && err2 == nil && p.Round == r && p.Table == t {
				e.showPlace(i)
				e.focusFirstEmpty()
				e.arrived()
				return
			}
		}
	}
	e.status.SetText(fmt.Sprintf("%q is not a round and table in play; type the round then the table, e.g. 3 5.", strings.TrimSpace(text)))
	e.showPlace(e.placeIdx)
}

// accept saves what is typed in row i. An entry that cannot be understood
// stays in the field with the reason beside it and nothing else changes.
func (e *entryScreen) accept(i int) {
	e.enter(i, e.rows[i].result.Text)
}

func (e *entryScreen) enter(i int, text string) bool {
	if i < 0 || i >= len(e.rows) {
		return false
	}
	rv := e.rows[i]
	e.current = i
	if strings.TrimSpace(text) == "" {
		// An empty field passes over the row: the traveller may be
		// entered in any order.
		e.advance(i)
		return false
	}
	b := rv.row.Board
	old, err := e.sess.Replaces(b, rv.row, text)
	if err != nil {
		e.reject(rv, err)
		return false
	}
	if rv.row.Entered != nil && old == "" {
		// The line already holds this result: nothing to save, as when
		// checking a traveller line by line.
		e.replacing = nil
		e.showSaved(rv)
		e.advance(i)
		return false
	}
	if want := (pendingReplace{b, rv.row.NS, rv.row.EW, strings.TrimSpace(text)}); old != "" && (e.replacing == nil || *e.replacing != want) {
		// A complete traveller typed onto the wrong board would
		// otherwise overwrite it line by line without a word.
		e.replacing = &want
		e.setNote(rv, fmt.Sprintf("⚠ replaces %s — Enter again to confirm, Escape keeps it", old))
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s already holds %s. Press Enter again to replace it with %s, or Escape to keep it.",
			b, rv.row.NS, rv.row.EW, old, want.text))
		e.w.win.Canvas().Focus(rv.result)
		return false
	}
	e.replacing = nil
	got, err := e.sess.Enter(b, rv.row, text)
	if err != nil {
		e.reject(rv, err)
		return false
	}
	line := got.Line
	rv.row.Entered = &line
	e.showSaved(rv)
	// Other lines may look different now that this one is in.
	e.recheck()
	// A replacement the director has just confirmed is said in the status
	// line; the note under the line is for what still needs a look.
	check := got.Warnings
	saved := "saved"
	if got.Replaced != nil {
		saved = "saved in place of " + got.Replaced.Describe()
	}
	if len(check) > 0 {
		e.setNote(rv, "⚠ "+strings.Join(check, "; "))
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s %s. Check: %s", b, rv.row.NS, rv.row.EW, saved, strings.Join(check, "; ")))
	} else {
		e.status.SetText(fmt.Sprintf("Board %d, %s v %s %s: %s", b, rv.row.NS, rv.row.EW, saved, line.Describe()))
	}
	e.standings.refresh()
	if len(e.sess.Warnings(b, rv.row)) > 0 && i+1 >= len(e.rows) && !e.lastPage() {
		// A warning on a board's last line would go with the board: stay
		// until the director has seen it.
		e.status.SetText(e.status.Text + " — Enter again or Page Down goes on to the next board.")
		e.focusRow(i)
		return true
	}
	e.advance(i)
	return true
}

// reject leaves an entry that cannot be understood in its field, selected
// so that typing replaces it, with the reason beside it.
func (e *entryScreen) reject(rv *rowView, err error) {
	e.replacing = nil
	e.setNoteAs(rv, err.Error(), widget.DangerImportance)
	e.status.SetText(fmt.Sprintf("Board %d, %s v %s: not accepted — %v", rv.row.Board, rv.row.NS, rv.row.EW, err))
	e.w.win.Canvas().Focus(rv.result)
	rv.result.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// advance moves to the next row, and from the last row of a board to the
// next board.
func (e *entryScreen) advance(i int) {
	if i+1 < len(e.rows) {
		e.focusRow(i + 1)
		return
	}
	if !e.lastPage() {
		saved := e.status.Text
		e.stepBoard(1)
		if c := e.completeText(); c != "" {
			e.status.SetText(saved + " " + c)
		}
		return
	}
	e.focusRow(i)
}

// reload re-reads the board and the standings after a line is deleted.
func (e *entryScreen) reload() {
	e.reloadAt(club.Step{})
}

// reloadAt re-reads the session after undo or redo and shows the line the
// change touched, with the cursor on it, so that the next result typed
// goes where the director expects; a change of names stays on the line
// the cursor was on.
func (e *entryScreen) reloadAt(step club.Step) {
	if e.sectionShown != e.sess.Section() {
		// The change was in another section, which the session now
		// enters: the screen follows it.
		e.w.showSection(step)
		return
	}
	e.w.syncFieldItem(e.sess)
	// A session laid out from its lines gains or loses boards with them,
	// and an undone late change gives back or takes away tables to play.
	e.boards = e.sess.Boards()
	e.places = e.sess.Places()
	if e.placeIdx >= len(e.places) {
		e.placeIdx = max(0, len(e.places)-1)
	}
	cur := e.current
	if step.Board != 0 {
		e.pageOf(step)
	}
	e.showPage()
	e.standings.refresh()
	if step.Board != 0 {
		for i, rv := range e.rows {
			r := rv.row
			if r.Board == step.Board && ((r.NS == step.NS && r.EW == step.EW) || (r.NS == step.EW && r.EW == step.NS)) {
				e.focusRow(i)
				return
			}
		}
	}
	e.focusRow(cur)
}

// goToLine turns to the board (or round and table) of a line and puts
// the cursor on it, as a click on a score card's line does.
func (e *entryScreen) goToLine(step club.Step) {
	if step.Section != "" && step.Section != e.sess.Section() {
		if err := e.sess.SelectSection(step.Section); err != nil {
			e.status.SetText(err.Error())
			return
		}
		e.w.showSection(step)
		return
	}
	e.pageOf(step)
	e.showPage()
	for i, rv := range e.rows {
		r := rv.row
		if r.Board == step.Board && ((r.NS == step.NS && r.EW == step.EW) || (r.NS == step.EW && r.EW == step.NS)) {
			e.focusRow(i)
			e.status.SetText(fmt.Sprintf("Board %d, %s v %s.", r.Board, r.NS, r.EW))
			return
		}
	}
}

// pageOf turns to the board, or in the by-round view the round and table,
// where a changed line is played.
func (e *entryScreen) pageOf(step club.Step) {
	if !e.byRound {
		for i, b := range e.boards {
			if b == step.Board {
				e.boardIdx = i
			}
		}
		return
	}
	rows, err := e.sess.Rows(step.Board)
	if err != nil {
		return
	}
	for _, r := range rows {
		if (r.NS == step.NS && r.EW == step.EW) || (r.NS == step.EW && r.EW == step.NS) {
			for i, p := range e.places {
				if p.Round == r.Round && p.Table == r.Table {
					e.placeIdx = i
				}
			}
		}
	}
}

// clearLine removes the current line's result, typed on the wrong line.
func (e *entryScreen) clearLine() {
	if e.current < 0 || e.current >= len(e.rows) {
		return
	}
	rv := e.rows[e.current]
	if rv.row.Entered == nil {
		e.status.SetText("This line has no result to delete.")
		return
	}
	if err := e.sess.Clear(rv.row.Board, rv.row); err != nil {
		e.w.showError("The result was not deleted", err)
		return
	}
	e.reload()
	e.status.SetText(fmt.Sprintf("Board %d, %s v %s: result deleted. Ctrl+Z brings it back.", rv.row.Board, rv.row.NS, rv.row.EW))
}

func (e *entryScreen) undo() {
	step, err := e.sess.Undo()
	if err != nil {
		e.status.SetText("Nothing undone: " + err.Error())
		return
	}
	e.reloadAt(step)
	// The change may have been in another section, whose screen is now
	// the window's.
	e.w.entry.status.SetText("Undone: " + step.What)
}

func (e *entryScreen) redo() {
	step, err := e.sess.Redo()
	if err != nil {
		e.status.SetText("Nothing redone: " + err.Error())
		return
	}
	e.reloadAt(step)
	e.w.entry.status.SetText("Redone: " + step.What)
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
