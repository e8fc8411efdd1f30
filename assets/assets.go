// Package assets holds the files bridgescore carries inside its binary: the
// DejaVu Sans font used for printed reports (it has the ♠ ♥ ♦ ♣ glyphs and
// accented letters for players' names) and the application icon.
//
// DejaVu Sans is redistributed under the Bitstream Vera licence, whose text
// is in fonts/LICENSE-DejaVu.txt and is available as FontLicence.
package assets

import _ "embed"

// FontRegular is DejaVu Sans, a TrueType font.
//
//go:embed fonts/DejaVuSans.ttf
var FontRegular []byte

// FontBold is DejaVu Sans Bold, a TrueType font.
//
//go:embed fonts/DejaVuSans-Bold.ttf
var FontBold []byte

// FontLicence is the copyright and licence text of the DejaVu fonts, which
// must travel with them.
//
//go:embed fonts/LICENSE-DejaVu.txt
var FontLicence string

// Icon is the 256×256 PNG application icon: the four suits on a card.
//
//go:embed icon.png
var Icon []byte
