package gofpdf

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"
)

func sampleImage() ImageInfoType {
	return ImageInfoType{data: []byte{1, 2, 3}, smask: []byte{4}, n: 0, w: 10, h: 20,
		cs: "DeviceRGB", pal: []byte{5, 6}, bpc: 8, f: "FlateDecode", dp: "/Predictor 15",
		trns: []int{7}, scale: 1, dpi: 72}
}

func imageID(t *testing.T, info ImageInfoType) string {
	t.Helper()
	id, err := generateImageID(&info)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// An image's ID decides whether two registered images are written once:
// equal images must share it, and a change to any value must change it.
func TestImageIDEachValueCounts(t *testing.T) {
	base := imageID(t, sampleImage())
	if again := imageID(t, sampleImage()); again != base {
		t.Fatalf("the same image gave %s and %s", base, again)
	}
	changes := map[string]func(*ImageInfoType){
		"data":  func(i *ImageInfoType) { i.data = []byte{1, 2, 4} },
		"smask": func(i *ImageInfoType) { i.smask = nil },
		"n":     func(i *ImageInfoType) { i.n = 3 },
		"w":     func(i *ImageInfoType) { i.w = 11 },
		"h":     func(i *ImageInfoType) { i.h = 21 },
		"cs":    func(i *ImageInfoType) { i.cs = "DeviceGray" },
		"pal":   func(i *ImageInfoType) { i.pal = []byte{5} },
		"bpc":   func(i *ImageInfoType) { i.bpc = 4 },
		"f":     func(i *ImageInfoType) { i.f = "" },
		"dp":    func(i *ImageInfoType) { i.dp = "" },
		"trns":  func(i *ImageInfoType) { i.trns = []int{7, 0} },
		"scale": func(i *ImageInfoType) { i.scale = 2 },
		"dpi":   func(i *ImageInfoType) { i.dpi = 96 },
		// The same bytes split differently between two values.
		"data into smask": func(i *ImageInfoType) { i.data, i.smask = []byte{1, 2}, []byte{3, 4} },
		"cs into f":       func(i *ImageInfoType) { i.cs, i.f = "DeviceRGBFlate", "Decode" },
	}
	for name, change := range changes {
		info := sampleImage()
		change(&info)
		if id := imageID(t, info); id == base {
			t.Errorf("changing %s left the ID %s", name, id)
		}
	}
}

func pngOf(t *testing.T, c color.Gray) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 4, 4))
	for i := range img.Pix {
		img.Pix[i] = c.Y
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// Two different images are two objects in the file; the same image
// registered under a second name is written once.
func TestImagesWrittenOnceEach(t *testing.T) {
	pdf := New("P", "mm", "A4", "")
	pdf.AddPage()
	opt := ImageOptions{ImageType: "PNG"}
	for name, img := range map[string][]byte{
		"black": pngOf(t, color.Gray{0}), "white": pngOf(t, color.Gray{255}), "black again": pngOf(t, color.Gray{0}),
	} {
		pdf.RegisterImageOptionsReader(name, opt, bytes.NewReader(img))
		pdf.ImageOptions(name, 10, 10, 20, 20, false, opt, 0, "")
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out.String(), "/Subtype /Image"); n != 2 {
		t.Errorf("%d image objects, want 2", n)
	}
}
