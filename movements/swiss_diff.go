package movements

import (
	"fmt"
	"sort"
)

// DrawDifferences says, in words, how a draw made from corrected
// standings differs from the one published: which competitors would have
// met someone else, and where the bye would have gone. It is what a
// director needs after a result of an earlier round is corrected (EBU
// White Book 3.5, mis-matches): the rounds already played stand, and each
// competitor drawn against the wrong opponent is named. Nil when the two
// draws pair everyone alike.
func DrawDifferences(published, corrected *Draw) []string {
	pub, cor := opponents(published), opponents(corrected)
	var ids []string
	for id := range pub {
		ids = append(ids, id)
	}
	for id := range cor {
		if _, ok := pub[id]; !ok {
			ids = append(ids, id)
		}
	}
	sort.Slice(ids, func(i, j int) bool { return lessID(ids[i], ids[j]) })
	var out []string
	for _, id := range ids {
		p, c := pub[id], cor[id]
		if p == c {
			continue
		}
		out = append(out, fmt.Sprintf("%s met %s; from the corrected standings it would have met %s.", id, opponentText(p), opponentText(c)))
	}
	return out
}

// opponents maps each competitor of a draw to its opponent ("" for the
// bye).
func opponents(d *Draw) map[string]string {
	out := map[string]string{}
	for _, t := range d.Tables {
		out[t.Home], out[t.Away] = t.Away, t.Home
	}
	if d.Bye != "" {
		out[d.Bye] = ""
	}
	return out
}

func opponentText(id string) string {
	if id == "" {
		return "nobody (the bye)"
	}
	return id
}

// lessID orders ids as numbers where they are.
func lessID(a, b string) bool {
	var x, y int
	_, ea := fmt.Sscan(a, &x)
	_, eb := fmt.Sscan(b, &y)
	if ea == nil && eb == nil && x != y {
		return x < y
	}
	return a < b
}
