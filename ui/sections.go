package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// A session of several sections is entered a section at a time: the
// header names the section and chooses another, Ctrl+Shift+S goes to the
// next, and the standings show a section, all of them, or the places
// overall.

// sectionHeader is the section chooser for a session of several sections,
// or the movement's section letter for a section stored alone; nil when
// there is no section to show.
func (e *entryScreen) sectionHeader() fyne.CanvasObject {
	secs := e.sess.Sections()
	if secs == nil {
		m := e.sess.Movement()
		if m == nil || m.Section == "" {
			return nil
		}
		l := widget.NewLabelWithStyle("Section "+m.Section, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Importance = widget.HighImportance
		return l
	}
	names := make([]string, len(secs))
	for i, s := range secs {
		names[i] = "Section " + s
	}
	sel := widget.NewSelect(names, nil)
	sel.SetSelected("Section " + e.sess.Section())
	sel.OnChanged = func(choice string) {
		i := slices.Index(names, choice)
		if i >= 0 && secs[i] != e.sess.Section() {
			e.w.enterSection(secs[i])
		}
	}
	// The dealer and vulnerability go on to a second line rather than be
	// cut in a small window.
	e.boardInfo.Truncation = fyne.TextTruncateOff
	e.boardInfo.Wrapping = fyne.TextWrapWord
	return sel
}

// nextSection goes on to the next section's entry (after the last, the
// first).
func (e *entryScreen) nextSection() {
	secs := e.sess.Sections()
	if secs == nil {
		e.status.SetText("This session has one section.")
		return
	}
	i := slices.Index(secs, e.sess.Section())
	e.w.enterSection(secs[(i+1)%len(secs)])
}

// enterSection opens a section of the open session for entry, at its first
// line without a result.
func (w *Window) enterSection(name string) {
	e := w.entry
	if e == nil {
		return
	}
	if err := e.sess.SelectSection(name); err != nil {
		e.status.SetText(err.Error())
		return
	}
	w.showSection(club.Step{})
	w.entry.status.SetText(fmt.Sprintf("Section %s: %d of %d lines entered. Ctrl+Shift+S goes to the next section.",
		name, e.sess.Entered(), e.sess.Expected()))
}

// showSection lays the entry screen out again for the section the session
// now enters, at a line when one is given, else at the first line without
// a result.
func (w *Window) showSection(at club.Step) {
	old := w.entry
	w.entry = newEntryScreen(w, old.sess)
	w.entry.byRound = false
	// The tables stay on: their results now reach the new screen.
	if w.entry.tables = old.tables; old.tables != nil {
		old.tables.e = w.entry
	}
	w.setContent(old.sess.Info().Name, w.entry.content)
	if at.Board != 0 {
		w.entry.goToLine(at)
		return
	}
	w.entry.resume()
}

// syncFieldItem shows in the menu how the open session's sections are
// compared.
func (w *Window) syncFieldItem(s *club.OpenSession) {
	if w.fieldItem == nil {
		return
	}
	w.fieldItem.Checked = s.Sections() != nil && s.Field() == scoring.AcrossField
	// A session of one section is one field: nothing to score across.
	w.fieldItem.Disabled = s.Sections() == nil
	if mm := w.win.MainMenu(); mm != nil {
		mm.Refresh()
	}
}

// toggleField scores the sections across the field, or each as its own
// field again.
func (e *entryScreen) toggleField() {
	if e.sess.Sections() == nil {
		e.status.SetText("This session has one section: it is one field.")
		return
	}
	to := scoring.AcrossField
	if e.sess.Field() == scoring.AcrossField {
		to = scoring.BySection
	}
	if err := e.sess.SetField(to); err != nil {
		e.status.SetText("The field was not changed: " + err.Error())
		return
	}
	e.w.syncFieldItem(e.sess)
	e.standings.refresh()
	e.showPoints()
	if to == scoring.AcrossField {
		e.status.SetText("The sections are scored across the field: every result is compared with the board's results in every section. Ctrl+Z takes it back.")
	} else {
		e.status.SetText("Each section is scored as its own field. Ctrl+Z takes it back.")
	}
}

// The standings of a session of several sections show one section (the
// one being entered, unless another is chosen), all of them, or the
// places overall across the field.
const (
	allSectionsView = "All sections"
	overallView     = "Overall"
)

// sectionChooser is the standings' choice of what to show, nil for a
// session of one section.
func (p *standingsPanel) sectionChooser() *widget.Select {
	secs := p.e.sess.Sections()
	if secs == nil {
		return nil
	}
	var opts []string
	for _, s := range secs {
		opts = append(opts, "Section "+s)
	}
	opts = append(opts, allSectionsView, overallView)
	sel := widget.NewSelect(opts, nil)
	sel.SetSelected("Section " + p.e.sess.Section())
	sel.OnChanged = func(string) {
		if p.last != nil {
			p.show(p.last)
		}
	}
	return sel
}

// sectionView is what the standings show: a section's name, or
// allSectionsView or overallView.
func (p *standingsPanel) sectionView() string {
	if p.view == nil {
		return p.e.sess.Section()
	}
	v, _ := strings.CutPrefix(p.view.Selected, "Section ")
	if v == overallView && p.e.sess.Field() != scoring.AcrossField {
		// Scored section by section there are no places overall: every
		// section's ranking is shown.
		return allSectionsView
	}
	return v
}
