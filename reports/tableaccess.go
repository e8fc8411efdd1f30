package reports

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strconv"

	"github.com/jung-kurt/gofpdf"
	"rsc.io/qr"

	"bridgescore/movements"
)

// gofpdfPNG reads the QR codes as the PNGs they are.
var gofpdfPNG = gofpdf.ImageOptions{ImageType: "PNG"}

// qrSize is the printed side of a table's QR code: large enough for any
// phone's camera from a chair.
const qrSize = 36.0 // mm

// accessHeight is the room a table's code takes at the foot of its guide
// card.
const accessHeight = qrSize + 10

// tableAccess prints at the foot of a table's guide card how its phones
// enter the results: the QR code of its page, the table's number (the
// code is read at that table and no other), the address and the code.
func (d *pdfDoc) tableAccess(m *movements.Movement, table int, a TableAccess) {
	f := d.f
	_, ph := f.GetPageSize()
	y := max(f.GetY()+4, ph-margin-qrSize-6)
	if y+qrSize > ph-margin {
		d.page(sectionTitle(m, "Table guide cards"), "P")
		y = f.GetY()
	}
	x := margin
	if img, err := qrPNG(a.URL); err == nil {
		name := "qr-table-" + strconv.Itoa(table)
		f.RegisterImageOptionsReader(name, gofpdfPNG, bytes.NewReader(img))
		f.ImageOptions(name, x, y, qrSize, qrSize, false, gofpdfPNG, 0, "")
		x += qrSize + 5
	}
	f.SetXY(x, y)
	d.font("B", 18)
	f.MultiCell(d.width()-(x-margin), 9, sectionPrefix(m)+"Table "+strconv.Itoa(table)+": enter your results on a phone", "", "L", false)
	f.SetX(x)
	d.font("", 12)
	f.SetX(x)
	f.MultiCell(d.width()-(x-margin), 6, "Scan the code, or open "+a.URL, "", "L", false)
	f.SetX(x)
	d.font("B", 16)
	f.MultiCell(d.width()-(x-margin), 9, "Table code "+a.Code, "", "L", false)
}

// QRImage is a QR code of text, a pixel a module, with the quiet zone of
// four modules a scanner needs; whoever shows it scales it up pixel for
// pixel.
func QRImage(text string) (image.Image, error) {
	q, err := qr.Encode(text, qr.M)
	if err != nil {
		return nil, err
	}
	const quiet = 4
	n := q.Size + 2*quiet
	img := image.NewGray(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			c := color.Gray{Y: 255}
			if q.Black(x-quiet, y-quiet) {
				c = color.Gray{}
			}
			img.SetGray(x, y, c)
		}
	}
	return img, nil
}

// qrPNG is QRImage as a PNG, for the PDF.
func qrPNG(text string) ([]byte, error) {
	img, err := QRImage(text)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = png.Encode(&b, img)
	return b.Bytes(), err
}
