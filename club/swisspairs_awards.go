package club

import (
	"bridgescore/awards"
	"bridgescore/movements"
	"bridgescore/scoring"
)

// swissPairsAwards works out a Swiss pairs' master points on the scale it
// awards: the pairs' places after the last round scored, the boards they
// played, and the matches each won and drew with a match's boards (a
// Swiss's green points pay for each match). Nil when it awards none or no
// round is scored.
func swissPairsAwards(a Awards, st *scoring.SwissPairsStandings, mv *movements.Movement) (*RankingAwards, error) {
	final := st.Final()
	if a.Scale == "" || len(final) == 0 {
		return nil, nil
	}
	p, err := a.parse()
	if err != nil {
		return nil, err
	}
	won, drawn, boards := map[string]int{}, map[string]int{}, map[string]int{}
	for _, r := range st.Rounds {
		for _, m := range r.Matches {
			if m.VPs[0] == nil || m.VPs[1] == nil {
				continue
			}
			switch m.VPs[0].Cmp(m.VPs[1]) {
			case 1:
				won[m.Pairs[0]]++
			case -1:
				won[m.Pairs[1]]++
			default:
				drawn[m.Pairs[0]]++
				drawn[m.Pairs[1]]++
			}
			boards[m.Pairs[0]] += m.Boards
			boards[m.Pairs[1]] += m.Boards
		}
	}
	f := awards.Field{Pairs: len(final), MatchBoards: mv.BoardsPerRound, Won: []int{}, Drawn: []int{}}
	for _, s := range final {
		f.Places = append(f.Places, scoring.PlaceNumber(s.Rank))
		f.Won = append(f.Won, won[s.Pair])
		f.Drawn = append(f.Drawn, drawn[s.Pair])
		f.Boards = max(f.Boards, boards[s.Pair])
	}
	r := p.scale.Award(f)
	return &RankingAwards{Scale: p.scale, Awards: r.Awards, Explain: r.Explain}, nil
}

// swissPairsPoints are the awards a Swiss pairs' players earned, by
// player's name; swiss is false for any other session.
func (d *Desk) swissPairsPoints(in SessionInfo) (_ map[string]PlayerAward, swiss bool, err error) {
	// Only a Swiss is opened: the others' points come from their
	// standings alone.
	if m, err := d.db.Meta(in.ID); err != nil {
		return nil, false, err
	} else if mv, _ := m.StoredMovement(); movements.SwissPlanOf(mv) == nil {
		return nil, false, nil
	}
	s, err := d.Open(in.ID)
	if err != nil {
		return nil, false, err
	}
	defer s.Close()
	if !s.IsSwissPairs() {
		return nil, false, nil
	}
	now, err := s.SwissPairs()
	if err != nil || now.Awards == nil {
		return nil, true, nil // no results that score: nothing earned
	}
	out := map[string]PlayerAward{}
	a := now.Awards
	for i, p := range now.Standings.Final() {
		if a.Awards[i] == 0 {
			continue
		}
		aw := PlayerAward{Session: in.ID, Name: in.Name, Date: in.Date, Pair: p.Pair, Place: p.Rank, Scale: a.Scale, Award: a.Awards[i]}
		for _, n := range p.Names {
			out[n] = aw
		}
	}
	return out, true, nil
}
