package scoring

// Par IMPs measure each result against the board's double-dummy par
// rather than against the field: a pair that bids and makes a game the
// field missed gains, one that lets the opponents play cheaply loses.
// Some clubs print them beside the matchpoints as a yardstick that does
// not depend on who else played the board; they never change a ranking.

// ParIMPs is what North-South's score on a board is worth against the
// board's par, in IMPs by the WBF table: positive when North-South did
// better than par. East-West's par IMPs are the same with the sign
// changed.
func ParIMPs(nsScore int, par Par) int {
	return IMPs(nsScore - par.Score)
}

// PairParIMPs sums a pair's par IMPs over the boards it played whose par
// is known, from its own side (East-West's with the sign changed); it
// also says on how many boards that was. Adjusted and not-played lines
// have no score to measure and are left out.
func PairParIMPs(st *Standings, p Pair, pars map[int]Par) (total, boards int) {
	for _, b := range st.Boards {
		par, ok := pars[b.Board]
		if !ok {
			continue
		}
		for _, l := range b.Lines {
			if l.Kind != Played || l.Section != p.Section {
				continue
			}
			switch {
			case l.NS == p.ID && sits(p, "NS"):
				total += ParIMPs(l.Score, par)
			case l.EW == p.ID && sits(p, "EW"):
				total -= ParIMPs(l.Score, par)
			default:
				continue
			}
			boards++
		}
	}
	return total, boards
}

// sits tells whether a pair can be the one on side of a line: a pair with
// a direction sits only there, one without (a Howell) on either side.
func sits(p Pair, side string) bool {
	return p.Direction == "" || p.Direction == side
}
