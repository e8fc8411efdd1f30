package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"bridgescore/scoring"
)

// dealPanel shows, under the traveller being entered, the board's hands
// with their points, the makeable contracts and par, so that a doubtful
// result can be checked against the deal.
type dealPanel struct {
	hands, grid *widget.Label
	content     fyne.CanvasObject
}

func newDealPanel() *dealPanel {
	p := &dealPanel{hands: widget.NewLabel(""), grid: widget.NewLabel("")}
	p.grid.TextStyle = fyne.TextStyle{Monospace: true}
	p.content = container.NewHBox(p.hands, p.grid)
	p.content.Hide()
	return p
}

// show fills the panel with a board's deal, or hides it when the hands are
// not known.
func (p *dealPanel) show(d scoring.Deal, ok bool) {
	if !ok {
		p.content.Hide()
		return
	}
	var lines []string
	for i, h := range d.Hands {
		seat := scoring.DDSeat(i).String()
		if h == "" {
			lines = append(lines, seat+"  —")
			continue
		}
		suits := strings.Split(h, ".")
		var parts []string
		for s, sym := range []string{"♠", "♥", "♦", "♣"} {
			cards := strings.ReplaceAll(suits[s], "T", "10")
			if cards == "" {
				cards = "—"
			}
			parts = append(parts, sym+cards)
		}
		lines = append(lines, fmt.Sprintf("%s  %s  (%d)", seat, strings.Join(parts, " "), handHCP(h)))
	}
	p.hands.SetText(strings.Join(lines, "\n"))
	p.grid.SetText(ddGridText(d))
	p.content.Show()
}

// ddGridText is the makeable contracts as levels, declarers down and
// strains across, with the par under them.
func ddGridText(d scoring.Deal) string {
	if d.DD == nil {
		return "Not analysed"
	}
	strains := []scoring.Strain{scoring.NoTrump, scoring.Spades, scoring.Hearts, scoring.Diamonds, scoring.Clubs}
	var b strings.Builder
	b.WriteString("   NT  S  H  D  C\n")
	for _, seat := range []scoring.Seat{scoring.North, scoring.South, scoring.East, scoring.West} {
		b.WriteString(seat.String() + " ")
		for _, s := range strains {
			n := d.DD.Tricks(seat, s) - 6
			if n < 1 {
				b.WriteString("  -")
			} else {
				b.WriteString("  " + strconv.Itoa(n))
			}
		}
		b.WriteString("\n")
	}
	if d.Par != nil {
		par := "Par " + strconv.Itoa(d.Par.Score)
		if d.Par.Score > 0 {
			par = "Par +" + strconv.Itoa(d.Par.Score)
		}
		if len(d.Par.Contracts) > 0 {
			par += " " + strings.Join(d.Par.Contracts, " ")
		}
		b.WriteString(par)
	}
	return strings.TrimRight(b.String(), "\n")
}

func handHCP(h string) int {
	n := 0
	for _, c := range h {
		n += map[rune]int{'A': 4, 'K': 3, 'Q': 2, 'J': 1}[c]
	}
	return n
}
