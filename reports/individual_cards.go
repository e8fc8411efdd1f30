package reports

import (
	"fmt"
	"slices"
	"strings"
)

// individualCard is a player's personal score card: each board he
// played, where he sat, with and against whom, the result and his side's
// points.
type individualCard struct {
	Player, Name string
	Rows         [][]string
}

// cardHeads head a player's score card.
func cardHeads() []string {
	return []string{"Round", "Board", "Seat", "Partner", "Opponents", "Result", "Points"}
}

// scoreCards are every ranked player's score card, in the ranking's
// order, each board once in board order.
func (r *IndividualResults) scoreCards() []individualCard {
	byPlayer := map[string]*individualCard{}
	var out []*individualCard
	for _, p := range r.Standings.Players {
		c := &individualCard{Player: p.ID, Name: p.Name}
		byPlayer[p.ID] = c
		out = append(out, c)
	}
	seats := []string{"N", "E", "S", "W"}
	for _, b := range r.Standings.Boards {
		for _, l := range b.Lines {
			for i, id := range l.Players {
				c := byPlayer[id]
				if c == nil {
					continue
				}
				points := l.NSPoints
				if i%2 == 1 {
					points = l.EWPoints
				}
				round := ""
				if l.Round > 0 {
					round = fmt.Sprint(l.Round)
				}
				c.Rows = append(c.Rows, []string{round, fmt.Sprint(b.Board), seats[i], l.Players[(i+2)%4],
					l.Players[(i+1)%4] + " & " + l.Players[(i+3)%4], l.Line.Describe(), fig(points)})
			}
		}
	}
	cards := make([]individualCard, len(out))
	for i, c := range out {
		cards[i] = *c
	}
	return slices.DeleteFunc(cards, func(c individualCard) bool { return len(c.Rows) == 0 })
}

// title names a player's card.
func (c individualCard) title() string {
	return strings.TrimSpace("Player " + c.Player + " " + c.Name)
}

// scoreCardsPDF prints every player's score card, none split over pages.
func (r *IndividualResults) scoreCardsPDF(d *pdfDoc) {
	cards := r.scoreCards()
	if len(cards) == 0 {
		return
	}
	d.page("Score cards", "P")
	d.mark("Score cards", 0)
	for _, c := range cards {
		if !d.room(8 + 6*float64(len(c.Rows)+1)) {
			d.turnPage()
		}
		d.startBlock(c.title())
		d.mark(c.title(), 1)
		d.font("B", 11)
		d.f.SetX(margin)
		d.f.MultiCell(d.width(), 6, c.title(), "", "L", false)
		d.table(cardHeads(), c.Rows, 5, "Score cards")
		d.endBlock()
		d.f.Ln(3)
	}
}

// scoringCardsHTML are the score cards as the web page takes them.
func scoringCardsHTML(r *IndividualResults) []map[string]any {
	var out []map[string]any
	for _, c := range r.scoreCards() {
		out = append(out, map[string]any{"Title": c.title(), "Player": c.Player, "Rows": c.Rows})
	}
	return out
}
