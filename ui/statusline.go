package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusLine is a screen's status line: it wraps, and every line of what
// it says is shown. A wrapped label tells its height at the width it last
// had, and Fyne lays a container out only when the container is resized:
// in a border's foot a status line whose new text took a second line, or
// whose window was made narrower, kept the height of one line and the
// second (a question's "or Escape to keep it") was cut off under the
// window's edge. So the screen is laid out by footLayout, which gives the
// foot its width before asking its height, and again whenever the line's
// text needs another height.
type statusLine struct {
	widget.Label
	// box is the screen the line stands at the foot of.
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
	if l.box == nil || l.box.Layout == nil || l.Size().Width == 0 {
		return
	}
	if d := l.MinSize().Height - l.Size().Height; d > 0.5 || d < -0.5 {
		l.box.Layout.Layout(l.box.Objects, l.box.Size())
	}
}

// footed is a screen of body above foot, laid out by footLayout.
func footed(body, foot fyne.CanvasObject) *fyne.Container {
	return container.New(footLayout{}, body, foot)
}

// footLayout lays out a screen: its last object, the foot, along the
// bottom, as high as what it holds needs at the screen's width, and the
// others above it.
type footLayout struct{}

func (footLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) == 0 {
		return
	}
	foot := objects[len(objects)-1]
	// The width first: a wrapped text knows its height only at its width.
	foot.Resize(fyne.NewSize(size.Width, foot.MinSize().Height))
	h := foot.MinSize().Height
	foot.Resize(fyne.NewSize(size.Width, h))
	foot.Move(fyne.NewPos(0, size.Height-h))
	above := fyne.NewSize(size.Width, max(0, size.Height-h-theme.Padding()))
	for _, o := range objects[:len(objects)-1] {
		o.Resize(above)
		o.Move(fyne.NewPos(0, 0))
	}
}

func (footLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) == 0 {
		return fyne.Size{}
	}
	foot := objects[len(objects)-1].MinSize()
	var above fyne.Size
	for _, o := range objects[:len(objects)-1] {
		m := o.MinSize()
		above = fyne.NewSize(max(above.Width, m.Width), max(above.Height, m.Height))
	}
	return fyne.NewSize(max(above.Width, foot.Width), above.Height+theme.Padding()+foot.Height)
}
