package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// choiceList is a list whose choice is the row shown selected, and only
// that row: a click or the arrows choose it, Enter takes it. The pointer
// passing over a row on its way to a button only tints it: Fyne calls a
// list's OnHighlighted for the pointer's hover as for the arrows, and a
// list that chose on it took the row passed over while the selection
// stayed where the director had clicked. So OnHighlighted is never set,
// and the arrows move the selection itself.
type choiceList struct {
	widget.List
	// chosen is the row selected, -1 for none.
	chosen int
	// onChoose is told of each row chosen, by a click, the arrows or the
	// program.
	onChoose                            func(int)
	onEnter, onEscape, onDelete, onHelp func()
}

// newChoiceList makes a list of n() rows, each made by create and filled
// by update, that tells onChoose of the row chosen.
func newChoiceList(n func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject), onChoose func(int)) *choiceList {
	l := &choiceList{chosen: -1, onChoose: onChoose}
	l.Length, l.CreateItem, l.UpdateItem = n, create, update
	l.OnSelected = func(i widget.ListItemID) {
		l.chosen = i
		if l.onChoose != nil {
			l.onChoose(i)
		}
	}
	l.OnUnselected = func(i widget.ListItemID) {
		if l.chosen == i {
			l.chosen = -1
		}
	}
	l.ExtendBaseWidget(l)
	return l
}

// choose selects row i (kept within the list) and brings it into view.
func (l *choiceList) choose(i int) {
	n := l.Length()
	if n == 0 {
		return
	}
	i = max(0, min(i, n-1))
	// The keyboard's own mark follows the selection, so that Space and
	// the arrows start from the row shown chosen.
	l.Highlight(i)
	if i == l.chosen {
		l.ScrollTo(i)
		return
	}
	l.Select(i)
}

// reset forgets the choice, for a list filled again.
func (l *choiceList) reset() {
	l.chosen = -1
	l.UnselectAll()
	l.Refresh()
}

func (l *choiceList) TypedKey(ev *fyne.KeyEvent) {
	switch {
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		if l.onEnter != nil {
			l.onEnter()
		}
	case ev.Name == fyne.KeyEscape && l.onEscape != nil:
		l.onEscape()
	case ev.Name == fyne.KeyDelete && l.onDelete != nil:
		l.onDelete()
	case ev.Name == fyne.KeyF1 && l.onHelp != nil:
		l.onHelp()
	case ev.Name == fyne.KeyDown:
		l.choose(l.chosen + 1)
	case ev.Name == fyne.KeyUp:
		if l.chosen > 0 {
			l.choose(l.chosen - 1)
		} else {
			l.choose(0)
		}
	case ev.Name == fyne.KeyHome:
		l.choose(0)
	case ev.Name == fyne.KeyEnd:
		l.choose(l.Length() - 1)
	default:
		l.List.TypedKey(ev)
	}
}
