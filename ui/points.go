package ui

import (
	"math/big"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/club"
	"bridgescore/scoring"
)

// pointsWidth is the room kept at the right of a traveller row for the
// points the line earned, so that a long contract description is cut
// before the points are.
const pointsWidth = 80

// withPoints puts a row's points at the right of its score cell.
func withPoints(score fyne.CanvasObject, points *widget.Label) fyne.CanvasObject {
	box := container.NewGridWrap(fyne.NewSize(pointsWidth, points.MinSize().Height), points)
	return container.NewBorder(nil, nil, nil, box, score)
}

// pointsHeading heads the points column: matchpoints or IMPs, North-South
// first.
func pointsHeading(m scoring.Method) string {
	if !m.InIMPs() {
		return "MP"
	}
	return "IMPs"
}

// lineKey finds a scored line again from a traveller row.
type lineKey struct {
	section string
	board   int
	ns, ew  string
}

// pointsText is what a row's line earned in the standings last scored,
// North-South's and East-West's ("7 : 5", "+3.5 : −3.5"); "" for a row
// with no result yet or before there are standings.
func (e *entryScreen) pointsText(r club.Row) string {
	if e.standings == nil || e.standings.lines == nil || r.Entered == nil {
		return ""
	}
	l, ok := e.standings.lines[lineKey{r.Section, r.Board, r.NS, r.EW}]
	if !ok || l.NSPoints == nil || l.EWPoints == nil {
		return ""
	}
	if e.standings.last != nil && !e.standings.last.Method.InIMPs() {
		return scoring.FormatPoints(l.NSPoints) + " : " + scoring.FormatPoints(l.EWPoints)
	}
	return signedPoints(l.NSPoints) + " : " + signedPoints(l.EWPoints)
}

// signedPoints writes IMPs with their sign and a true minus.
func signedPoints(r *big.Rat) string {
	s := scoring.FormatPoints(r)
	switch r.Sign() {
	case 1:
		return "+" + s
	case -1:
		return "−" + s[1:]
	}
	return s
}

// showPoints puts the points of the standings just scored on every row
// of the page.
func (e *entryScreen) showPoints() {
	for _, rv := range e.rows {
		rv.points.SetText(e.pointsText(rv.row))
	}
}
