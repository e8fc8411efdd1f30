package ui

// Keeping a result off the wrong line: which lines the tables' phones
// filled, a result typed with the traveller's pair numbers put on those
// pairs' line, and the question before a table's result is typed over.

import (
	"fmt"

	"fyne.io/fyne/v2"

	"bridgescore/club"
)

// fromTableMark begins the score of a line a table's phone filled; the
// line is tinted too.
const fromTableMark = "☎"

// columnsFor are a session's traveller columns: rowColumns, the NS and EW
// columns wide enough for its widest pair number ("10EW", which the usual
// width cut to "10…").
func columnsFor(s *club.OpenSession) *growColumns {
	w := pairColumnWidth
	for _, p := range s.Pairs() {
		w = max(w, textWidth(p.ID+p.Direction, fyne.TextStyle{}))
	}
	c := *rowColumns
	c.columns = append(columns(nil), rowColumns.columns...)
	c.columns[1], c.columns[2] = w, w
	return &c
}

// pairColumnWidth is the least width of the traveller's pair columns.
const pairColumnWidth float32 = 56

// pageRows are the rows on screen as the session gave them.
func (e *entryScreen) pageRows() []club.Row {
	out := make([]club.Row, len(e.rows))
	for i, rv := range e.rows {
		out[i] = rv.row
	}
	return out
}

// replaceQuestion is the note under a line whose result a different one
// typed would replace; a table's result says which table sent it.
func replaceQuestion(r club.Row, old string) string {
	if r.Source != "" {
		return fmt.Sprintf("⚠ the phone at %s sent %s — Enter again to replace it, Escape keeps it", r.Source, old)
	}
	return fmt.Sprintf("⚠ replaces %s — Enter again to confirm, Escape keeps it", old)
}

// enterElsewhere saves a result typed on row i with the pair numbers of
// another line of the board: it goes on the line of those pairs, which
// the cursor moves to, and the line typed on is left as it was.
func (e *entryScreen) enterElsewhere(i int, loc club.Located) bool {
	from := e.rows[i]
	for j, rv := range e.rows {
		r := rv.row
		if r.Board != loc.Row.Board || r.NS != loc.Row.NS || r.EW != loc.Row.EW {
			continue
		}
		e.putBack(from)
		e.current = j
		e.replacing = nil
		rv.result.SetText(loc.Result)
		e.w.win.Canvas().Focus(rv.result)
		saved := e.enter(j, loc.Result)
		moved := fmt.Sprintf("Typed on the line of %s v %s, with the pairs %s v %s: ", from.row.NS, from.row.EW, r.NS, r.EW)
		e.status.SetText(moved + e.status.Text)
		return saved
	}
	e.reject(from, fmt.Errorf("%s v %s play board %d at round %d, table %d, not on this page: go there to enter it (Ctrl+G)",
		loc.Row.NS, loc.Row.EW, loc.Row.Board, loc.Row.Round, loc.Row.Table))
	return false
}

// sessionTitle names a session above its traveller: its event, its name
// and its date, as the session list does.
func sessionTitle(si club.SessionInfo) string {
	cells := sessionCells(si)
	if cells[0] == "" {
		return cells[1]
	}
	return cells[1] + " — " + cells[0]
}

// keptText says, once Escape has put a line back, what it holds.
func (e *entryScreen) keptText(r club.Row) string {
	where := fmt.Sprintf("Board %d, %s v %s", r.Board, r.NS, r.EW)
	if r.Entered == nil {
		return where + ": nothing saved; type its result and press Enter."
	}
	return where + ": kept as saved, " + r.Entered.Describe() + "."
}
