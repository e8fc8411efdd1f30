package club

import (
	"strconv"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// individualSeating gives a table's rounds of an individual what its
// phone shows in place of two pairs: the four players where the schedule
// seats them, and where each goes after the round, in the words the
// printed table cards use. The table's card and the players' names are
// worked out once for the whole page; a round of a pairs or teams session
// is left as it is.
func (s *OpenSession) individualSeating(table int) func(tr *TableRound) {
	ind := movements.IndividualOf(s.Movement())
	if !s.IsIndividual() || ind == nil {
		return func(*TableRound) {}
	}
	rounds := map[int]movements.IndividualRound{}
	for _, card := range ind.TableCards() {
		if card.Table == table {
			for _, r := range card.Rounds {
				rounds[r.Round] = r
			}
		}
	}
	names := individualNames(s.state().session.Pairs, s.Movement())
	return func(tr *TableRound) {
		r, ok := rounds[tr.Round]
		if !ok {
			return
		}
		for i, seat := range scoring.Seats {
			tr.Players[i] = Seated{Seat: seat, Player: r.Players[i], Name: names[r.Players[i]]}
		}
		tr.Next = individualNext(r)
	}
}

// individualNext says where each of a round's players goes next, and the
// boards: "N 8 stays · E 1 to Table 2 South · … · boards to Table 2".
func individualNext(r movements.IndividualRound) string {
	var parts []string
	for i, seat := range scoring.Seats {
		where := r.Next[i]
		switch {
		case where == "", where == "end":
			continue
		case where == "sit out":
			where = "sits out"
		case strings.HasPrefix(where, "stay"):
			// "stay", or "stay (sit out)" where his table sits out next.
			where = "stays" + strings.TrimPrefix(where, "stay")
		default:
			where = "to " + where
		}
		parts = append(parts, seat.String()+" "+strconv.Itoa(r.Players[i])+" "+where)
	}
	if len(parts) == 0 {
		return ""
	}
	switch r.BoardsNext {
	case "":
	case "collect":
		// No table plays them again.
		parts = append(parts, "boards collected")
	default:
		parts = append(parts, "boards to "+r.BoardsNext)
	}
	return strings.Join(parts, " · ")
}

// liveIndividual gives the room's page of an individual its players'
// ranking over the finished boards' lines in place of its sides', and
// each side's players by number for the travellers.
func (s *OpenSession) liveIndividual(v *LiveView, finished *scoring.Session) {
	if !s.IsIndividual() {
		return
	}
	mv := s.Movement()
	ind := movements.IndividualOf(mv)
	if ind == nil {
		return
	}
	// Sides are no competitors: the page ranks players, or nobody.
	v.Standings = nil
	_, st, err := scoreIndividualLines(finished, mv, ind, "")
	if err != nil {
		return
	}
	v.Players = st
	v.Sides = sideNumbers(mv)
}

// sideNumbers are an individual's sides by their players' numbers ("8 &
// 6": North and South, or East and West), by the side a line's NS or EW
// names: a traveller's line as short as a pairs' one, for the room's page
// and a phone's narrow board.
func sideNumbers(mv *movements.Movement) map[string]string {
	out := map[string]string{}
	for p, f := range movements.Sides(mv) {
		seats := movements.SideSeats(p)
		out[p.Key()] = strconv.Itoa(f.At(seats[0])) + " & " + strconv.Itoa(f.At(seats[1]))
	}
	return out
}

// otherSides names each side of the other tables' results a table sees:
// a pair by its number ("3NS"); an individual's side by its players'
// numbers ("8 & 6"), since the table's own four are named above them.
func (s *OpenSession) otherSides(results []TableResult) {
	var numbers map[string]string
	if s.IsIndividual() {
		numbers = sideNumbers(s.Movement())
	}
	side := func(id string) string {
		if n, ok := numbers[id]; ok {
			return n
		}
		return id
	}
	for i := range results {
		for _, o := range results[i].Others {
			results[i].OtherSides = append(results[i].OtherSides, [2]string{side(o.NS), side(o.EW)})
		}
	}
}
