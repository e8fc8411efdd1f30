package movements

import "fmt"

// DrawDifferences says, in words, how a draw made from corrected
// standings differs from the one published: which competitors would have
// met someone else, and where the bye would have gone. It is what a
// director needs after a result of an earlier round is corrected (EBU
// White Book 3.5, mis-matches): the rounds already played stand, and each
// competitor drawn against the wrong opponent is named. Nil when the two
// draws pair everyone alike.
func DrawDifferences(published, corrected *Draw) []string {
	pub, cor := published.opponents(), corrected.opponents()
	moved, _ := drawDifferences(published, corrected)
	var out []string
	for _, id := range moved {
		out = append(out, fmt.Sprintf("%s met %s; from the corrected standings it would have met %s.", id, opponentWords(pub[id]), opponentWords(cor[id])))
	}
	return out
}
