package ui

import (
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/reports"
	"bridgescore/scoring"
)

// eventsView is the events dialog: an event of several sessions (the two
// evenings of a championship) and its combined ranking.
type eventsView struct {
	choose *widget.Select
	// rows are the ranking's lines as shown: place, names, each
	// session's percentage, boards, the event's percentage.
	rows  [][]string
	table *widget.Table
	note  *widget.Label
	last  *club.EventStandings
}

// eventsDialog shows the events the club's sessions were imported into
// and the combined ranking of the one chosen, to save as PDF or web page.
func (w *Window) eventsDialog() {
	if w.desk == nil {
		return
	}
	titles, err := w.desk.Events()
	if err != nil {
		w.showError("The events could not be read", err)
		return
	}
	if len(titles) == 0 {
		w.showDialog(dialog.NewInformation("Events", "No session belongs to an event yet. A session joins one as it is imported:\nbridgescore import FILE --event NAME", w.win))
		return
	}
	v := &eventsView{note: widget.NewLabel("")}
	v.note.Wrapping = fyne.TextWrapWord
	v.table = widget.NewTableWithHeaders(func() (int, int) {
		if len(v.rows) == 0 {
			return 0, 0
		}
		return len(v.rows) - 1, len(v.rows[0])
	}, func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}, func(id widget.TableCellID, o fyne.CanvasObject) {
		o.(*widget.Label).SetText(v.rows[id.Row+1][id.Col])
	})
	v.table.ShowHeaderColumn = false
	v.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row == -1 && id.Col >= 0 && len(v.rows) > 0 {
			o.(*widget.Label).SetText(v.rows[0][id.Col])
		}
	}
	v.choose = widget.NewSelect(titles, func(title string) { w.showEvent(v, title) })
	save := widget.NewButton("Save as PDF or web page…", func() { w.saveEvent(v) })
	top := container.NewBorder(nil, nil, widget.NewLabel("Event"), save, v.choose)
	d := dialog.NewCustom("Events", "Close", container.NewBorder(top, v.note, nil, nil, v.table), w.win)
	d.Resize(fyne.NewSize(900, 600))
	w.events = v
	w.showDialog(d)
	v.choose.SetSelected(titles[0])
}

// showEvent scores the event chosen and lays its ranking out.
func (w *Window) showEvent(v *eventsView, title string) {
	es, err := w.desk.EventStandings(title, scoring.CombinePercent)
	if err != nil {
		v.last, v.rows = nil, nil
		v.note.SetText("No ranking: " + err.Error())
		v.table.Refresh()
		return
	}
	v.last = es
	v.rows = eventRows(es)
	for c, wd := range eventWidths(v.rows) {
		v.table.SetColumnWidth(c, wd)
	}
	how := "their percentages weighted by the boards played"
	if es.Combine == scoring.CombineIMPs {
		how = "their IMPs added up"
	}
	waiting := ""
	if len(es.Waiting) > 0 {
		waiting = fmt.Sprintf(" Session %s: no results yet.", sessionIDs(es.Waiting))
	}
	for _, p := range es.Provisional() {
		words := p.Words()
		waiting += " " + strings.ToUpper(words[:1]) + words[1:] + "."
	}
	v.note.SetText(fmt.Sprintf("%d sessions (%s), combined by %s.%s A pair is its players, whatever its number each night; * marks a player who also played with another partner.",
		len(es.Sessions), sessionIDs(es.Sessions), how, waiting))
	v.table.Refresh()
}

// eventRows is the ranking as the dialog shows it, headings first.
func eventRows(es *club.EventStandings) [][]string {
	unit := "%"
	if es.Combine == scoring.CombineIMPs {
		unit = "IMPs"
	}
	head := []string{"Place", "Names"}
	for _, id := range es.Sessions {
		head = append(head, fmt.Sprintf("Session %d %s", id, unit))
	}
	rows := [][]string{append(head, "Boards", unit)}
	for _, p := range es.Pairs {
		rows = append(rows, reports.EventRow(p, es.Sessions, es.Combine))
	}
	return rows
}

// eventWidths are the ranking's columns as wide as their headings and
// cells ("Session 12 IMPs" was cut); the names at most 300 px, a long one
// cut rather than the figures pushed out of the dialog.
func eventWidths(rows [][]string) []float32 {
	if len(rows) == 0 {
		return nil
	}
	widths := make([]float32, len(rows[0]))
	for c := range widths {
		widths[c] = textWidth(rows[0][c], fyne.TextStyle{Bold: true})
		for _, r := range rows[1:] {
			widths[c] = max(widths[c], textWidth(r[c], fyne.TextStyle{}))
		}
		widths[c] = float32(math.Ceil(float64(widths[c])))
	}
	widths[1] = min(widths[1], 300)
	return widths
}

func sessionIDs(ids []int64) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprint(id)
	}
	return strings.Join(s, ", ")
}

// saveEvent asks where to save the chosen event's ranking (.pdf, or .html
// with each session's page beside it) and opens it for printing.
func (w *Window) saveEvent(v *eventsView) {
	if v.last == nil {
		return
	}
	title := v.last.Title
	file := fileName(title) + ".pdf"
	prefs := w.app.Preferences()
	w.askSavePath("Save the event's ranking", prefs.String(prefReportDir), file, w.desk.CheckEventReport, func(path string) {
		w.background("Printing "+filepath.Base(path), func() func() {
			_, err := w.desk.WriteEventReport(title, scoring.CombinePercent, path, reports.A4)
			return func() {
				if err != nil {
					w.showError("The event's ranking was not saved", err)
					return
				}
				prefs.SetString(prefReportDir, filepath.Dir(path))
				v.note.SetText("Saved " + path)
				w.openSaved(path, v.note.SetText)
			}
		})
	})
}
