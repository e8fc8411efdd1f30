package club

import (
	"fmt"

	"bridgescore/movements"
)

// roomWords say, for each table and round of a teams session, the match
// its room is of and where the match's other room is, as a table's page
// tells the players: "Open room of 3 v 5: team 3 sits North-South here;
// the closed room is table 2." Nil for any other session.
func roomWords(mv *movements.Movement) map[Place]string {
	tm := movements.TeamMovementOf(mv)
	if tm == nil {
		return nil
	}
	out := map[Place]string{}
	for _, m := range tm.Matches {
		match := fmt.Sprintf("%d v %d", m.Home, m.Away)
		out[Place{Round: m.Open.Round, Table: m.Open.Table}] = fmt.Sprintf("Open room of %s: team %d sits North-South here; the closed room is table %d%s.",
			match, m.Home, m.Closed.Table, roundWords(m.Closed.Round, m.Open.Round))
		out[Place{Round: m.Closed.Round, Table: m.Closed.Table}] = fmt.Sprintf("Closed room of %s: team %d sits North-South here; the open room is table %d%s.",
			match, m.Away, m.Open.Table, roundWords(m.Open.Round, m.Closed.Round))
	}
	return out
}

// roundWords name the other room's round when it is not this room's (an
// American whist's match is played in two rounds).
func roundWords(other, this int) string {
	if other == this {
		return ""
	}
	return fmt.Sprintf(" in round %d", other)
}
