package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
)

// shot saves the window as it is drawn, at each size asked, into the
// folder BRIDGESCORE_SCREENSHOTS names, for a person to look at: a
// layout's fit is tested elsewhere, its look only by eye.
func (d *director) shot(name string, sizes ...fyne.Size) {
	dir := os.Getenv("BRIDGESCORE_SCREENSHOTS")
	if dir == "" {
		return
	}
	if len(sizes) == 0 {
		sizes = []fyne.Size{{Width: 1024, Height: 768}, {Width: 1920, Height: 1080}}
	}
	for _, s := range sizes {
		d.w.win.Resize(s)
		// What the jobs have handed back is shown; a job held by its test
		// is not waited for.
		d.deliverFor(50 * time.Millisecond)
		f, err := os.Create(filepath.Join(dir, name+"-"+sizeName(s)+".png"))
		if err != nil {
			d.t.Fatal(err)
		}
		if err := png.Encode(f, d.w.win.Canvas().Capture()); err != nil {
			d.t.Fatal(err)
		}
		f.Close()
	}
}

func sizeName(s fyne.Size) string {
	return strconv.Itoa(int(s.Width)) + "x" + strconv.Itoa(int(s.Height))
}
