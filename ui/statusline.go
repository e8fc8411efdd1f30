package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// statusLine is a screen's status line: it wraps, and every line of what
// it says is shown. Fyne lays a container out only when the container is
// resized, so a wrapped label whose new text takes a second line kept the
// height of its first text and the second line (a question's "or Escape
// to keep it") was cut off under the window's edge; the status line lays
// out again the box that gives it its height whenever its text needs
// another.
type statusLine struct {
	widget.Label
	// box is the container whose layout gives the line its height.
	box *fyne.Container
}

func newStatusLine(text string) *statusLine {
	l := &statusLine{}
	l.Text = text
	l.Wrapping = fyne.TextWrapWord
	l.ExtendBaseWidget(l)
	return l
}

// SetText says text, on as many lines as it needs.
func (l *statusLine) SetText(text string) {
	l.Label.SetText(text)
	l.fit()
}

// fit lays the box out again when the text needs another height than the
// line has.
func (l *statusLine) fit() {
	if l.box == nil || l.box.Layout == nil || l.Size().Width == 0 {
		return
	}
	if d := l.MinSize().Height - l.Size().Height; d > 0.5 || d < -0.5 {
		l.box.Layout.Layout(l.box.Objects, l.box.Size())
	}
}
