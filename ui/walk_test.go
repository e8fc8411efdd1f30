package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// visit calls f on o and on everything drawn inside it, containers'
// objects and widgets' renderers alike, depth first; f returns false to
// go no deeper.
func visit(o fyne.CanvasObject, f func(fyne.CanvasObject) bool) {
	if o == nil || !f(o) {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			visit(c, f)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			visit(c, f)
		}
	}
}
