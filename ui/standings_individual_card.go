package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// individualCardColumns are the widths of a line of a player's card:
// round, board, seat, partner, opponents, result (the rest) and points.
var individualCardColumns = columns{64, 64, 52, 72, 110, 0}

// playerCard shows the score card of the player on a row of an
// individual's standings, as the printed results give it: each board he
// played, where he sat, with and against whom, and his side's points.
func (p *standingsPanel) playerCard(row int) {
	if p.players == nil || row < 0 || row >= len(p.rows) || p.rows[row][0] == "" {
		return
	}
	res, err := p.e.sess.IndividualStandings()
	if err != nil {
		p.e.status.SetText("No score card: " + err.Error())
		return
	}
	card, ok := res.Printed().CardOf(p.rows[row][1])
	if !ok {
		return
	}
	bold := fyne.TextStyle{Bold: true}
	box := container.NewVBox(widget.NewLabelWithStyle(card.Title, fyne.TextAlignLeading, bold))
	box.Add(playerCardLine(card.Heads, bold))
	for _, r := range card.Rows {
		box.Add(playerCardLine(r, fyne.TextStyle{}))
	}
	r := p.rows[row]
	boards := r[5] + " boards"
	if r[5] == "1" {
		boards = "1 board"
	}
	box.Add(widget.NewLabelWithStyle(fmt.Sprintf("Total %s, %s%%, place %s, %s", r[3], r[4], r[0], boards), fyne.TextAlignLeading, bold))
	d := dialog.NewCustom("Score card — "+card.Title, "Close", container.NewVScroll(box), p.e.w.win)
	d.Resize(fyne.NewSize(820, 560))
	p.e.w.showDialog(d)
}

// playerCardLine is one line of a player's card: its cells in the card's
// columns, the points (the last cell) after the result.
func playerCardLine(cells []string, style fyne.TextStyle) fyne.CanvasObject {
	if len(cells) < 7 {
		return widget.NewLabel("")
	}
	result := widget.NewRichText(suitText(cells[5], widget.RichTextStyle{TextStyle: style})...)
	points := widget.NewLabelWithStyle(cells[6], fyne.TextAlignTrailing, style)
	c := container.New(individualCardColumns)
	for _, s := range cells[:5] {
		c.Add(widget.NewLabelWithStyle(s, fyne.TextAlignLeading, style))
	}
	c.Add(container.NewBorder(nil, nil, nil, points, result))
	return c
}
