package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
)

// startScreen lists the club's sessions, newest first.
type startScreen struct {
	w *Window
	// deleted is the session deleted last, which Ctrl+Z brings back.
	deleted  int64
	sessions []club.SessionInfo
	current  int
	// list is the list of sessions: arrows choose, Enter opens, Delete
	// asks before deleting.
	list   *choiceList
	status *statusLine
	// where names the club database's file.
	where   *widget.Label
	content fyne.CanvasObject
	// buttons are the screen's buttons, in rows that fit a 1024-pixel
	// window.
	buttons *fyne.Container
}

// sessionColumns share the list's width: the session's name the most,
// the date and the entry the least.
var sessionColumns = weighted{1.1, 2, 1.35, 1.75, 1.3}

func newStartScreen(w *Window) *startScreen {
	s := &startScreen{w: w, current: -1, status: newStatusLine("")}
	l := newChoiceList(func() int { return len(s.sessions) }, func() fyne.CanvasObject {
		cells := container.New(sessionColumns)
		for range 5 {
			// A long name is cut short rather than written over the next
			// column.
			cell := widget.NewLabel("")
			cell.Truncation = fyne.TextTruncateEllipsis
			cells.Add(cell)
		}
		return cells
	}, func(i widget.ListItemID, o fyne.CanvasObject) {
		cells := o.(*fyne.Container).Objects
		for j, text := range sessionCells(s.sessions[i]) {
			cells[j].(*widget.Label).SetText(text)
		}
	}, func(i int) { s.current = i })
	l.onEnter, l.onDelete, l.onHelp = s.open, s.confirmDelete, w.showHelp
	s.list = l

	header := container.New(sessionColumns)
	for _, h := range []string{"Date", "Session", "Movement", "Scoring", "Entry"} {
		header.Add(widget.NewLabelWithStyle(h, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	// Two rows: what a director sets up, then what he does with the
	// sessions listed; one row is wider than a 1024-pixel screen.
	s.buttons = container.NewVBox(
		container.NewHBox(
			widget.NewButton("New session… (Ctrl+N)", w.showWizard),
			widget.NewButton("New teams night…", w.showTeamsWizard),
			widget.NewButton("New individual…", w.showIndividualWizard),
			widget.NewButton("New Swiss pairs…", w.showSwissWizard),
			widget.NewButton("New Swiss teams…", w.showSwissTeamsWizard),
		),
		container.NewHBox(
			widget.NewButton("Open (Enter)", s.open),
			widget.NewButton("Import results file… (Ctrl+I)", w.importDialog),
			widget.NewButton("Delete… (Del)", s.confirmDelete),
		),
	)
	title := widget.NewLabelWithStyle("Sessions", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// Which club's file this is, for a director who keeps more than one.
	s.where = widget.NewLabel("in " + w.desk.Path())
	s.where.Truncation = fyne.TextTruncateEllipsis
	top := container.NewBorder(nil, nil, title, nil, s.where)
	content := footed(container.NewBorder(container.NewVBox(top, header), nil, nil, nil, l), container.NewVBox(s.status, s.buttons))
	s.status.box = content
	s.content = content
	return s
}

func sessionCells(si club.SessionInfo) [5]string {
	date := ""
	if !si.Date.IsZero() {
		date = si.Date.Format("Mon 2 Jan 2006")
	}
	entry := "not started"
	switch {
	case si.Complete:
		entry = fmt.Sprintf("complete (%d lines)", si.Entered)
	case si.Entered > 0:
		entry = fmt.Sprintf("in progress (%d lines)", si.Entered)
	}
	movement := si.Movement
	if r := []rune(movement); len(r) > 0 {
		movement = strings.ToUpper(string(r[0])) + string(r[1:])
	}
	name := si.Name
	if si.EventTitle != "" && !strings.HasPrefix(name, si.EventTitle) {
		// A session of an event is listed with it: "Winter Pairs — night 1".
		name = si.EventTitle + " — " + name
	}
	return [5]string{date, name, movement, methodName(si.Method, si.Rules), entry}
}

func (s *startScreen) reload() {
	list, err := s.w.desk.Sessions()
	s.show(list, err)
}

// show puts a list of sessions read from the club database on screen.
func (s *startScreen) show(list []club.SessionInfo, err error) {
	if err != nil {
		s.status.SetText("The sessions could not be read: " + err.Error())
		return
	}
	s.sessions = list
	if len(list) == 0 {
		s.status.SetText("No sessions yet. Press Ctrl+N to set up tonight's session.")
	} else {
		noun := "sessions"
		if len(list) == 1 {
			noun = "session"
		}
		s.status.SetText(fmt.Sprintf("%d %s. Arrows to choose, Enter to open.", len(list), noun))
	}
	if s.current >= len(list) {
		s.current = len(list) - 1
	}
	if s.current < 0 && len(list) > 0 {
		s.current = 0
	}
	s.list.Refresh()
	if s.current >= 0 {
		s.list.choose(s.current)
	}
}

func (s *startScreen) selected() (club.SessionInfo, bool) {
	if s.current < 0 || s.current >= len(s.sessions) {
		return club.SessionInfo{}, false
	}
	return s.sessions[s.current], true
}

func (s *startScreen) open() {
	if si, ok := s.selected(); ok {
		s.w.openSession(si.ID)
	}
}

func (s *startScreen) confirmDelete() {
	si, ok := s.selected()
	if !ok {
		return
	}
	msg := fmt.Sprintf("Delete the session %q of %s, with all its results?", si.Name, si.Date.Format("2 Jan 2006"))
	s.w.showDialog(dialog.NewConfirm("Delete session", msg, func(yes bool) {
		if yes {
			s.delete(si.ID)
		}
	}, s.w.win))
}

func (s *startScreen) delete(id int64) {
	if err := s.w.desk.Delete(id); err != nil {
		s.w.showError("The session was not deleted", err)
		return
	}
	s.deleted = id
	s.reload()
	s.status.SetText("Session deleted. Ctrl+Z brings it back.")
}

// restore brings back the session deleted last.
func (s *startScreen) restore() {
	if s.deleted == 0 {
		s.status.SetText("No deleted session to bring back.")
		return
	}
	if err := s.w.desk.Restore(s.deleted); err != nil {
		s.w.showError("The session was not brought back", err)
		return
	}
	id := s.deleted
	s.deleted = 0
	s.reload()
	for i, si := range s.sessions {
		if si.ID == id {
			s.current = i
			s.list.choose(i)
			s.status.SetText(fmt.Sprintf("Session %q brought back.", si.Name))
		}
	}
}
