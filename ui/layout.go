package ui

import "fyne.io/fyne/v2"

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
// result; the score takes the rest. In a wide window the pairs' columns
// take what the score does not need, so that players' names show.
var rowColumns = &growColumns{columns: columns{110, 150, 150, 130, 0}, grow: []int{1, 2}, keep: 300, most: 150}

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
