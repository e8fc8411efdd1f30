package ui

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/movements"
)

// luminance is the WCAG relative luminance of a colour.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

func contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Hearts and diamonds must read as red and stay legible: WCAG AA asks a
// contrast of 4.5 for text, in the light theme and in the dark.
func TestRedSuitsLegibleInLightAndDark(t *testing.T) {
	th := newTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		red := th.Color(colorNameRedSuit, v)
		bg := th.Color(theme.ColorNameBackground, v)
		if c := contrast(red, bg); c < 4.5 {
			t.Errorf("variant %d: red suit contrast %.2f on the background, want at least 4.5", v, c)
		}
		r, g, b, _ := red.RGBA()
		if r < 2*g || r < 2*b {
			t.Errorf("variant %d: the suit colour %v is not red", v, red)
		}
	}
}

func TestSuitTextColoursOnlyHeartsAndDiamonds(t *testing.T) {
	segs := suitText("4♥ by E, 5♦X by S, 4♠ by N, 3♣", widget.RichTextStyle{})
	var red, plain string
	for _, s := range segs {
		ts := s.(*widget.TextSegment)
		if ts.Style.ColorName == colorNameRedSuit {
			red += ts.Text
		} else {
			plain += ts.Text
		}
	}
	if red != "♥♦" {
		t.Errorf("red text %q, want only ♥♦", red)
	}
	if plain != "4 by E, 5X by S, 4♠ by N, 3♣" {
		t.Errorf("plain text %q", plain)
	}
}

func TestWindowSizeRemembered(t *testing.T) {
	db := openTestDB(t)
	w, _ := queuedWindow(t, deskOn(t, db))
	a := w.app
	w.win.Resize(fyne.NewSize(1000, 640))
	w.quit()
	if got := a.Preferences().Float(prefWidth); got != 1000 {
		t.Errorf("width remembered %v, want 1000", got)
	}
	if got := a.Preferences().Float(prefHeight); got != 640 {
		t.Errorf("height remembered %v, want 640", got)
	}
}

// Every menu action with a key is listed in Help, and F1 shows Help from
// the session list.
func TestHelpListsShortcuts(t *testing.T) {
	db := openTestDB(t)
	d := newTestWindow(t, db)
	for _, m := range d.w.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && len(helpFor(it.Label)) == 0 {
				t.Errorf("menu entry %q has a shortcut but is not in Help", it.Label)
			}
		}
	}
	d.w.start.list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if d.w.dialog == nil {
		t.Errorf("F1 should show the shortcuts")
	}
}

// helpFor finds the Help lines that mention a menu entry's words.
func helpFor(label string) []string {
	var out []string
	key := map[string]string{
		"New session…": "New session", "Session list": "session list", "Close session": "Close the session",
		"Print reports…": "Print reports", "Undo": "Undo", "Redo": "Redo", "History…": "History",
		"Adjust line…": "Adjust", "Explain score…": "Explain", "Go to board…": "Go to board",
		"Movement and guide cards…": "Movement", "Keyboard shortcuts": "This list", "Quit": "Quit",
		"Import results file…": "Import a results file", "By board / by round (pick-up slips)": "by round", "Players' names…": "players' names", "Delete the line's result": "Delete the current line", "Fouled board…": "Fouled board", "Attach hand records (PBN)…": "hand record", "Late changes…": "Late changes", "Tables on (phones enter results)…": "Tables on", "Next section": "Next section", "Open club database…": "Open another club database",
	}[label]
	if key == "" {
		return nil
	}
	for _, s := range shortcuts {
		if strings.Contains(strings.ToLower(s[1]), strings.ToLower(key)) {
			out = append(out, s[1])
		}
	}
	return out
}

// The guide card of table 1 of a 7-table Mitchell: NS stay, EW move up a
// table and the boards down a table (reference movements §1.1).
func TestGuideCardsText(t *testing.T) {
	m, err := movements.NewMitchell(movements.MitchellOptions{Tables: 7, BoardsPerRound: 4})
	if err != nil {
		t.Fatal(err)
	}
	text := guideCardsText(m)
	for _, want := range []string{
		"Table 1 — 1 NS stays here",
		"1      1 NS v 1 EW      1-4      stay           Table 2 EW     Table 7",
		"7      1 NS v 2 EW      25-28    end            end            collect",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("guide cards lack %q:\n%s", want, text[:min(len(text), 600)])
		}
	}
}
