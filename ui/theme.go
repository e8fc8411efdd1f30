package ui

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"bridgescore/assets"
)

// colorNameRedSuit colours hearts and diamonds. It is darker than the
// theme's error red on a light background and lighter on a dark one, so the
// suit stays legible either way.
const colorNameRedSuit fyne.ThemeColorName = "bridgescoreRedSuit"

// colorNameFromTable tints a traveller line that a table's phone filled.
const colorNameFromTable fyne.ThemeColorName = "bridgescoreFromTable"

var (
	fontRegular = fyne.NewStaticResource("DejaVuSans.ttf", assets.FontRegular)
	fontBold    = fyne.NewStaticResource("DejaVuSans-Bold.ttf", assets.FontBold)
)

// clubTheme is Fyne's default look with a font that has the suit symbols
// and a red for hearts and diamonds.
type clubTheme struct{ fyne.Theme }

func newTheme() fyne.Theme { return clubTheme{theme.DefaultTheme()} }

func (t clubTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == colorNameRedSuit {
		if v == theme.VariantDark {
			return color.NRGBA{R: 0xff, G: 0x6e, B: 0x6e, A: 0xff}
		}
		return color.NRGBA{R: 0xc0, G: 0x00, B: 0x00, A: 0xff}
	}
	if n == colorNameFromTable {
		// Translucent, so that the text keeps its contrast on the light
		// background and on the dark.
		return color.NRGBA{R: 0x20, G: 0xa8, B: 0x98, A: 0x40}
	}
	return t.Theme.Color(n, v)
}

func (t clubTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.Theme.Font(s)
	}
	if s.Bold {
		return fontBold
	}
	return fontRegular
}

// suitText splits text so that hearts and diamonds are drawn in red.
func suitText(s string, style widget.RichTextStyle) []widget.RichTextSegment {
	style.Inline = true
	var segs []widget.RichTextSegment
	for s != "" {
		i := strings.IndexAny(s, "♥♦")
		if i < 0 {
			segs = append(segs, &widget.TextSegment{Text: s, Style: style})
			break
		}
		if i > 0 {
			segs = append(segs, &widget.TextSegment{Text: s[:i], Style: style})
		}
		red := style
		red.ColorName = colorNameRedSuit
		segs = append(segs, &widget.TextSegment{Text: s[i : i+len("♥")], Style: red})
		s = s[i+len("♥"):]
	}
	return segs
}

// setSuitText replaces a rich text's content with text in suit colours.
func setSuitText(r *widget.RichText, s string) {
	r.Segments = suitText(s, widget.RichTextStyleInline)
	r.Refresh()
}
