package club

import (
	"slices"

	"bridgescore/awards"
	"bridgescore/interchange"
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
	return swissAwards(p.scale, st, mv.BoardsPerRound), nil
}

// swissAwards works out a Swiss pairs' awards on a scale, a match being
// matchBoards boards; nil when no round is scored.
func swissAwards(scale awards.Scale, st *scoring.SwissPairsStandings, matchBoards int) *RankingAwards {
	final := st.Final()
	if len(final) == 0 {
		return nil
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
	f := awards.Field{Pairs: len(final), MatchBoards: matchBoards, Won: []int{}, Drawn: []int{}}
	for _, s := range final {
		f.Places = append(f.Places, scoring.PlaceNumber(s.Rank))
		f.Won = append(f.Won, won[s.Pair])
		f.Drawn = append(f.Drawn, drawn[s.Pair])
		f.Boards = max(f.Boards, boards[s.Pair])
	}
	r := scale.Award(f)
	return &RankingAwards{Scale: scale, Awards: r.Awards, Explain: r.Explain}
}

// fileMatchBoards is the boards of a Swiss pairs file's longest match:
// the length of its matches, which a file does not state.
func fileMatchBoards(st *scoring.SwissPairsStandings) int {
	n := 0
	for _, r := range st.Rounds {
		for _, m := range r.Matches {
			n = max(n, m.Boards)
		}
	}
	return n
}

// swissPairsPoints are the awards a Swiss pairs' players earned, by
// player's name; swiss is false for any other session.
func (d *Desk) swissPairsPoints(in SessionInfo) (_ map[string]PlayerAward, swiss bool, err error) {
	s, err := d.openSwissPairs(in.ID)
	if s == nil || err != nil {
		return nil, false, err
	}
	defer s.Close()
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

// swissPairsUSEBIO makes a Swiss pairs' results file say what its
// standings say: each pair's place in victory points and the master
// points the Swiss awards (its places and matches), in its order, where a pairs
// ranking of its matchpoints over every board would give other places
// and other points. The pairs' totals stay their matchpoints. ok is
// false for any other session.
func (d *Desk) swissPairsUSEBIO(id int64, st *scoring.Standings, version string) (_ *scoring.Standings, _ *interchange.USEBIOAwards, ok bool, err error) {
	s, err := d.openSwissPairs(id)
	if s == nil || err != nil {
		return nil, nil, false, err
	}
	defer s.Close()
	now, err := s.SwissPairs()
	if err != nil {
		return nil, nil, true, err
	}
	final := now.Standings.Final()
	place, order := map[string]string{}, map[string]int{}
	for i, p := range final {
		place[p.Pair], order[p.Pair] = p.Rank, i
	}
	ranked := *st
	ranked.Pairs = slices.Clone(st.Pairs)
	for i, p := range ranked.Pairs {
		if r, ok := place[p.ID]; ok {
			ranked.Pairs[i].Rank = r
		}
	}
	// In the Swiss's order, as a ranking is listed.
	slices.SortStableFunc(ranked.Pairs, func(a, b scoring.PairResult) int { return order[a.ID] - order[b.ID] })
	out := &interchange.USEBIOAwards{Version: version}
	a := now.Awards
	if a == nil {
		if version == "1.3" {
			return &ranked, out, true, nil
		}
		return &ranked, nil, true, nil
	}
	writtenOn(out, a.Scale)
	for i, p := range final {
		if a.Awards[i] > 0 {
			out.Points[interchange.AwardPair{ID: p.Pair}] = a.Scale.Format(a.Awards[i])
		}
	}
	return &ranked, out, true, nil
}

// openSwissPairs opens a stored session if it is a Swiss pairs; nil for
// any other session. Only a Swiss is opened: the others need not be.
func (d *Desk) openSwissPairs(id int64) (*OpenSession, error) {
	if m, err := d.db.Meta(id); err != nil {
		return nil, err
	} else if mv, _ := m.StoredMovement(); movements.SwissPlanOf(mv) == nil {
		return nil, nil
	}
	s, err := d.Open(id)
	if err != nil {
		return nil, err
	}
	if !s.IsSwissPairs() {
		s.Close()
		return nil, nil
	}
	return s, nil
}
