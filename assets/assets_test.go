package assets

import (
	"bytes"
	"image/png"
	"strings"
	"testing"
)

func TestFontsAreTrueType(t *testing.T) {
	for name, b := range map[string][]byte{"regular": FontRegular, "bold": FontBold} {
		// A TrueType file starts with the sfnt version 0x00010000.
		if len(b) < 1000 || !bytes.HasPrefix(b, []byte{0, 1, 0, 0}) {
			t.Errorf("%s font is not a TrueType file (%d bytes)", name, len(b))
		}
	}
}

func TestLicenceTravelsWithFont(t *testing.T) {
	if !strings.Contains(FontLicence, "Bitstream") || !strings.Contains(FontLicence, "DejaVu") {
		t.Errorf("font licence text is missing or not the DejaVu licence")
	}
}

func TestIconIs256Square(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(Icon))
	if err != nil {
		t.Fatalf("icon is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 256 || b.Dy() != 256 {
		t.Errorf("icon is %dx%d, want 256x256", b.Dx(), b.Dy())
	}
}
