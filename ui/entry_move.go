package ui

// Moving about traveller entry: the keys between lines, boards and
// rounds, going to a board or a table, and resuming where entry stopped.

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"bridgescore/club"
	"bridgescore/scoring"
)

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
	defer e.sayDropped()
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
	e.deal.show(scoring.Deal{}, false)
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
		// What the status line said of the typing put back (a question,
		// a refusal) no longer holds.
		e.status.SetText(e.keptText(e.rows[i].row))
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
	if i != e.current {
		if msg := e.leaveLine(); msg != "" {
			e.status.SetText(msg)
		}
	}
	e.current = i
	e.replacing = nil
	e.showSeated()
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

// focusFirstEmpty puts the cursor on the page's first line still to type
// (the lines the tables' phones filled are passed over), or on its first
// line when every line holds a result.
func (e *entryScreen) focusFirstEmpty() {
	e.focusRow(max(0, club.NextToType(e.pageRows(), -1)))
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
	e.sayDropped()
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
	defer e.sayDropped()
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
			e.sayDropped()
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
