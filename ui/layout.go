package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// columns lays out a row of a table in fixed-width columns, the last one
// taking what is left, so that rows line up under their headings whatever
// their text.
type columns []float32

func (c columns) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for i, o := range objs {
		m := o.MinSize()
		if i < len(c) {
			w += c[i]
		} else {
			w += m.Width
		}
		if m.Height > h {
			h = m.Height
		}
	}
	return fyne.NewSize(w, h)
}

func (c columns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var x float32
	for i, o := range objs {
		w := size.Width - x
		if i < len(c) && i < len(objs)-1 {
			w = c[i]
		}
		if w < 0 {
			w = 0
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w
	}
}

// rowColumns are the widths of a traveller row: round and table, NS, EW,
// result; the score takes the rest. The pairs' columns hold a pair's
// number ("10NS") and in a wide window take what the score does not need,
// so that players' names show.
var rowColumns = &growColumns{columns: columns{80, pairColumnWidth, pairColumnWidth, 96, 0}, grow: []int{1, 2}, keep: 260 + pointsWidth, most: 200}

// growColumns are columns of which some (grow) widen by up to most each
// when the last column would have more than keep.
type growColumns struct {
	columns
	grow []int
	keep float32
	most float32
}

func (g *growColumns) widths(width float32) columns {
	c := append(columns(nil), g.columns...)
	var fixed float32
	for _, w := range c[:len(c)-1] {
		fixed += w
	}
	extra := (width - fixed - g.keep) / float32(len(g.grow))
	if extra > g.most {
		extra = g.most
	}
	if extra > 0 {
		for _, i := range g.grow {
			c[i] += extra
		}
	}
	return c
}

func (g *growColumns) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	g.widths(size.Width).Layout(objs, size)
}

// beside lays out the traveller and the standings side by side: the
// standings as wide as their columns need (more in a wide window, for the
// names), the traveller the rest. Unlike a split, nothing the director
// drags can cut a total or a percentage off either side.
type beside struct {
	right func(total float32) float32
}

func (b beside) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	for _, o := range objs {
		m := o.MinSize()
		w += m.Width
		if m.Height > h {
			h = m.Height
		}
	}
	return fyne.NewSize(w, h)
}

func (b beside) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	if len(objs) != 2 {
		return
	}
	r := b.right(size.Width)
	if r > size.Width {
		r = size.Width
	}
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(fyne.NewSize(size.Width-r, size.Height))
	objs[1].Move(fyne.NewPos(size.Width-r, 0))
	objs[1].Resize(fyne.NewSize(r, size.Height))
}

// weighted lays its objects side by side, each as wide as its share of
// the weights: the session list gives a session's name the most room, so
// that a name such as "Monday pairs, section B" shows whole.
type weighted []float32

func (w weighted) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		m := o.MinSize()
		s.Width += m.Width + theme.Padding()
		s.Height = max(s.Height, m.Height)
	}
	return s
}

func (w weighted) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	var total float32
	for i := range objs {
		total += w.weight(i)
	}
	pad := theme.Padding()
	free := size.Width - pad*float32(max(len(objs)-1, 0))
	x := float32(0)
	for i, o := range objs {
		cw := free * w.weight(i) / total
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(cw, size.Height))
		x += cw + pad
	}
}

func (w weighted) weight(i int) float32 {
	if i < len(w) && w[i] > 0 {
		return w[i]
	}
	return 1
}
