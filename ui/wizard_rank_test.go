package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// For 20 pairs and 26 boards the wizard offers first the Mitchell clubs
// play, says why the list is in its order, and keeps the movement chosen
// in view, going on and coming back to it too.
func TestWizardOffersTheMitchellFirst(t *testing.T) {
	d := newTestWindow(t, openTestDB(t))
	d.w.win.Resize(fyne.NewSize(1024, 768))
	d.shortcut(shortcutN)
	z := d.w.wizard
	d.typeText("Tuesday pairs")
	z.pairs.SetText("20")
	z.boards.SetText("26")
	z.forward()
	if len(z.choices) == 0 {
		t.Fatalf("nothing offered: %s", z.message.Text)
	}
	if m := z.movement(); m.Kind != "mitchell" || m.Rounds*m.BoardsPerRound != 27 {
		t.Errorf("first offer %s, want the Mitchell of 27 boards", m.Name)
	}
	if !strings.Contains(z.order.Text, "a Mitchell for 10 tables") {
		t.Errorf("the order is not explained: %q", z.order.Text)
	}
	if !strings.Contains(z.explain.Text, "Offered first") {
		t.Errorf("the movement's explanation does not say why it is first: %q", z.explain.Text)
	}
	d.shot("wizard-movements")
	last := len(z.choices) - 1
	z.choiceList.choose(last)
	z.forward()
	z.backward()
	if z.chosen != last {
		t.Fatalf("back on the movements, row %d is chosen, not %d", z.chosen, last)
	}
	l := z.choiceList
	h := l.CreateItem().MinSize().Height
	top := float32(last) * h
	if off := l.GetScrollOffset(); top < off-1 || top+h > off+l.Size().Height+1 {
		t.Errorf("the movement chosen (row %d, at %v–%v) is out of sight: the list shows %v–%v", last+1, top, top+h, off, off+l.Size().Height)
	}
}
