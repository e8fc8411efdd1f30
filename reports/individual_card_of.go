package reports

// IndividualCard is one player's personal score card as the printed
// results give it: its title ("Player 1 Ann Able"), its columns' heads
// and a row for each board he played.
type IndividualCard struct {
	Title string
	Heads []string
	Rows  [][]string
}

// CardOf is the score card of the player numbered player, as printed;
// ok is false when no ranked player played a board under that number.
func (r *IndividualResults) CardOf(player string) (card IndividualCard, ok bool) {
	for _, c := range r.scoreCards() {
		if c.Player == player {
			return IndividualCard{Title: c.title(), Heads: cardHeads(), Rows: c.Rows}, true
		}
	}
	return IndividualCard{}, false
}
