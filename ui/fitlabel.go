package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// fitLabel shows the longest of its texts that fits its width whole: a
// pair's players in full in a wide window, by their surnames in a narrow
// one, and never a name cut off after its first letters unless even the
// shortest form is too long for the column.
type fitLabel struct {
	widget.Label
	texts []string
}

func newFitLabel() *fitLabel {
	l := &fitLabel{}
	l.Truncation = fyne.TextTruncateEllipsis
	l.ExtendBaseWidget(l)
	return l
}

// SetTexts gives the label its texts, longest first.
func (l *fitLabel) SetTexts(texts ...string) {
	l.texts = texts
	l.fit(l.Size().Width)
}

// Full is the label's longest text, whatever it shows.
func (l *fitLabel) Full() string {
	if len(l.texts) == 0 {
		return l.Text
	}
	return l.texts[0]
}

// Resize chooses the text for the new width.
func (l *fitLabel) Resize(s fyne.Size) {
	l.fit(s.Width)
	l.Label.Resize(s)
}

func (l *fitLabel) fit(width float32) {
	text := ""
	if len(l.texts) > 0 {
		text = l.texts[len(l.texts)-1]
	}
	th := l.Theme()
	for _, t := range l.texts {
		if textWidthIn(th, t, l.TextStyle) <= width {
			text = t
			break
		}
	}
	if text != l.Text {
		l.SetText(text)
	}
}

// textWidth is how wide a label must be to show text whole: the text and
// the label's padding on either side.
func textWidth(text string, style fyne.TextStyle) float32 {
	return textWidthIn(theme.Current(), text, style)
}

// textWidthIn is textWidth in a theme of its own (compactTheme); text of
// several lines is as wide as its widest.
func textWidthIn(th fyne.Theme, text string, style fyne.TextStyle) float32 {
	var w float32
	for _, line := range strings.Split(text, "\n") {
		w = max(w, fyne.MeasureText(line, th.Size(theme.SizeNameText), style).Width)
	}
	return w + 2*th.Size(theme.SizeNameInnerPadding)
}

// compactTheme is a theme with half the room around a label's text and
// between a table's columns: the standings' columns close up, so that the
// players' names have room beside the traveller in a 1024-pixel window.
type compactTheme struct{ fyne.Theme }

func (t compactTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding || n == theme.SizeNamePadding {
		return t.Theme.Size(n) / 2
	}
	return t.Theme.Size(n)
}

// nameForms are the ways of writing a pair's players, longest first: in
// full ("Alice Archer & Bob Baker"), by initial and surname ("A. Archer &
// B. Baker"), by surname ("Archer & Baker"). A prefix such as a section's
// "A · " stays on each.
func nameForms(text string) []string {
	prefix := ""
	if i := strings.LastIndex(text, " · "); i >= 0 {
		prefix, text = text[:i+len(" · ")], text[i+len(" · "):]
	}
	if strings.TrimSpace(text) == "" {
		return []string{prefix + text}
	}
	names := strings.Split(text, " & ")
	initials := make([]string, len(names))
	surnames := make([]string, len(names))
	for i, n := range names {
		words := strings.Fields(n)
		if len(words) == 0 {
			continue
		}
		last := words[len(words)-1]
		surnames[i] = last
		initials[i] = last
		if len(words) > 1 {
			initials[i] = string([]rune(words[0])[:1]) + ". " + last
		}
	}
	forms := []string{prefix + text}
	for _, f := range []string{strings.Join(initials, " & "), strings.Join(surnames, " & ")} {
		if f = prefix + f; f != forms[len(forms)-1] {
			forms = append(forms, f)
		}
	}
	return forms
}

// onTwoLines are name forms written over two lines, the second player
// under the first ("Ellsworth &" over "Greenwood"), for a column too
// narrow for even the surnames side by side.
func onTwoLines(forms []string) []string {
	var two []string
	for _, f := range forms {
		if a, b, ok := strings.Cut(f, " & "); ok {
			two = append(two, a+" &\n"+b)
		}
	}
	return two
}
