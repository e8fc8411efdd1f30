package club

import (
	"strconv"
	"strings"

	"bridgescore/movements"
	"bridgescore/scoring"
)

// seatIndividual gives a table's round of an individual what its phone
// shows in place of two pairs: the four players where the schedule seats
// them, and where each goes after the round, in the words the printed
// table cards use. A round of a pairs or teams session is left as it is.
func (s *OpenSession) seatIndividual(tr *TableRound, table int) {
	if !s.IsIndividual() {
		return
	}
	ind := movements.IndividualOf(s.Movement())
	if ind == nil {
		return
	}
	for _, card := range ind.TableCards() {
		if card.Table != table {
			continue
		}
		for _, r := range card.Rounds {
			if r.Round == tr.Round {
				tr.Players, tr.Next = s.seated(r), individualNext(r)
			}
		}
	}
}

// seated are a round's four players, N E S W, with their names.
func (s *OpenSession) seated(r movements.IndividualRound) [4]Seated {
	var out [4]Seated
	names := s.playerNames()
	for i, seat := range scoring.Seats {
		out[i] = Seated{Seat: seat, Player: r.Players[i], Name: names[r.Players[i]]}
	}
	return out
}

// playerNames are an individual's players' names by number, as its
// sides carry them (a side's names are its two players', N and S or E
// and W); a player unnamed has none.
func (s *OpenSession) playerNames() map[int]string {
	out := map[int]string{}
	mv := s.Movement()
	sides := movements.Sides(mv)
	for _, p := range mv.Pairs {
		f, ok := sides[p]
		if !ok {
			continue
		}
		seats := movements.SideSeats(p)
		names := s.sideNames(p.Key())
		for i, seat := range seats {
			n := f.At(seat)
			if i < len(names) && names[i] != "Player "+strconv.Itoa(n) {
				out[n] = names[i]
			}
		}
	}
	return out
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
		a, b := f.At(scoring.North), f.At(scoring.South)
		if p.Direction == movements.EW {
			a, b = f.At(scoring.East), f.At(scoring.West)
		}
		out[p.Key()] = strconv.Itoa(a) + " & " + strconv.Itoa(b)
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
