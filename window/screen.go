package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// screenMargin is what a desktop's panels and the window's frame take from
// the screen, in pixels.
const screenMargin = 64

// fitScreen shrinks a window reopened at a size remembered from a larger
// screen until it fits the screen it is on. It must run on the main
// thread once the window is shown (GLFW's rule); where no monitor can be
// asked it leaves the window as it is.
func fitScreen(win fyne.Window) {
	defer func() { _ = recover() }() // no GLFW monitor: keep the size
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return
	}
	mode := m.GetVideoMode()
	if mode == nil {
		return
	}
	scale := win.Canvas().Scale()
	if scale <= 0 {
		scale = 1
	}
	size := win.Canvas().Size()
	maxW := float32(mode.Width) / scale
	maxH := float32(mode.Height-screenMargin) / scale
	if size.Width <= maxW && size.Height <= maxH {
		return
	}
	win.Resize(fyne.NewSize(min(size.Width, maxW), min(size.Height, maxH)))
}
