package scoring

import (
	"fmt"
	"math/big"
	"slices"
)

// teamTally is what the ranking gathers for one team.
type teamTally struct {
	total, imps     *big.Rat
	matches, boards int
	won, played     *big.Rat // boards won (a draw half) and scored: the count-back
	// matchesWon and matchesDrawn count matches by their scores: the
	// awards of a Swiss teams pay for each.
	matchesWon, matchesDrawn int
}

// rank adds up every team's matches, byes and adjustments, ranks the
// teams and explains how each tie would split.
func (r *teamRules) rank(st *TeamStandings, s *TeamsSession, teams []Team, index map[TeamRef]int) error {
	tally := make([]teamTally, len(teams))
	for i := range tally {
		tally[i] = teamTally{total: new(big.Rat), imps: new(big.Rat), won: new(big.Rat), played: new(big.Rat)}
	}
	for _, m := range st.Matches {
		if m.Score[0] == nil {
			continue
		}
		sides := [2]int{index[TeamRef{m.Section, m.Home}], index[TeamRef{m.Section, m.Away}]}
		for k, t := range sides {
			tl := &tally[t]
			tl.total.Add(tl.total, m.Score[k])
			tl.matches++
			switch m.Score[k].Cmp(m.Score[1-k]) {
			case 1:
				tl.matchesWon++
			case 0:
				tl.matchesDrawn++
			}
			if m.Margin[k] != nil {
				tl.imps.Add(tl.imps, m.Margin[k])
			}
			for _, b := range m.Scorecard {
				if !b.Scored {
					continue
				}
				tl.boards++
				tl.played.Add(tl.played, big.NewRat(1, 1))
				tl.won.Add(tl.won, boardWon(b, k))
			}
		}
	}
	for _, b := range s.Byes {
		t, ok := index[TeamRef{b.Section, b.Team}]
		if !ok {
			return fmt.Errorf("a bye in round %d for team %s, not one of the session's teams", b.Round, TeamRef{b.Section, b.Team})
		}
		score := b.Score
		if score == nil {
			score = r.bye
		}
		tally[t].total.Add(tally[t].total, score)
	}
	for _, a := range s.Adjustments {
		t, ok := index[TeamRef{a.Section, a.Team}]
		if !ok || a.Points == nil {
			return fmt.Errorf("an adjustment for team %s: not one of the session's teams, or no points", TeamRef{a.Section, a.Team})
		}
		tally[t].total.Add(tally[t].total, a.Points)
	}
	totals := make([]*big.Rat, len(teams))
	for i := range tally {
		totals[i] = tally[i].total
	}
	order, places := rankOrder(keysOf(totals), teamOrder(teams))
	for k := 0; k < len(order); {
		end := k + 1
		for end < len(order) && places[end] == places[k] {
			end++
		}
		if end-k > 1 {
			split := r.splitTie(st, teams, tally, order[k:end])
			copy(order[k:end], split.order)
			st.Ties = append(st.Ties, TieSplit{Rank: places[k], Teams: split.ids, Reasons: split.reasons})
		}
		k = end
	}
	for k, i := range order {
		tl := tally[i]
		tr := TeamResult{Team: teams[i], Matches: tl.matches, Won: tl.matchesWon, Drawn: tl.matchesDrawn, Boards: tl.boards, Total: tl.total, Rank: places[k]}
		if r.method == TeamVPs || r.method == TeamIMPs {
			tr.IMPs = tl.imps
		}
		st.Teams = append(st.Teams, tr)
	}
	return nil
}

// teamOrder is each team's place in the director's order of teams, which
// lists tied teams until the tie is split.
func teamOrder(teams []Team) []int32 {
	idx := make([]int, len(teams))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return compareTeams(teams[a].Ref(), teams[b].Ref()) })
	tie := make([]int32, len(teams))
	for k, i := range idx {
		tie[i] = int32(k)
	}
	return tie
}

// boardWon is a board as side k (0 home, 1 away) won it by the basic
// method (IMPs, or points): 1 won, ½ drawn, 0 lost.
func boardWon(b MatchBoard, k int) *big.Rat {
	v := b.HomeIMPs
	if k == 1 {
		v = b.AwayIMPs
	}
	if v == nil {
		v = new(big.Rat).Sub(b.HomePoints, b.AwayPoints)
		if k == 1 {
			v.Neg(v)
		}
	}
	switch v.Sign() {
	case 1:
		return big.NewRat(1, 1)
	case 0:
		return big.NewRat(1, 2)
	}
	return new(big.Rat)
}

// tieSplit is a tie split: the teams in order, their ids and the reasons.
type tieSplit struct {
	order   []int
	ids     []string
	reasons []string
}

// tieTest is one test of the split-tie procedure: each tied team's value
// (higher better), nil where the test cannot be made, and how to say it.
type tieTest struct {
	values []*big.Rat
	say    func(a, b int) string
}

// splitTie orders teams sharing a place by the EBU's split-tie procedure
// (White Book 143.7.1, there written for two contestants and applied here
// to the whole tied group): the matches between them (their share of
// what was at stake, then of their IMPs there); in a VP event net IMPs
// over every board; the point-a-board count-back (share of boards won by
// the basic method); failing those the tie stands. Tied teams share the
// place and any award: the split is for a trophy or a qualifying place.
func (r *teamRules) splitTie(st *TeamStandings, teams []Team, tally []teamTally, group []int) tieSplit {
	tests := r.tieTests(st, teams, tally, group)
	pos := make(map[int]int, len(group)) // team → its index in group
	for k, t := range group {
		pos[t] = k
	}
	cmpTeams := func(a, b int) (int, string) {
		for _, tt := range tests {
			va, vb := tt.values[pos[a]], tt.values[pos[b]]
			if c := vb.Cmp(va); c != 0 {
				return c, tt.say(a, b)
			}
		}
		return 0, ""
	}
	order := slices.Clone(group)
	slices.SortStableFunc(order, func(a, b int) int { c, _ := cmpTeams(a, b); return c })
	sp := tieSplit{order: order}
	for k, t := range order {
		sp.ids = append(sp.ids, teams[t].ID)
		if k == 0 {
			continue
		}
		_, why := cmpTeams(order[k-1], t)
		if why == "" {
			why = fmt.Sprintf("%s and %s not split: equal on every test", teams[order[k-1]].ID, teams[t].ID)
		}
		sp.reasons = append(sp.reasons, why)
	}
	return sp
}

// tieTests are the tests that can be made for a tied group, in order.
func (r *teamRules) tieTests(st *TeamStandings, teams []Team, tally []teamTally, group []int) []tieTest {
	var tests []tieTest
	in := make(map[TeamRef]int, len(group)) // team → its index in group
	for k, t := range group {
		in[teams[t].Ref()] = k
	}
	// Points of a VP or board-points method are shared: a team's share
	// of what was at stake compares matches of different stakes (a
	// triangle's 10 VPs with a head-on 20) in percentage terms. Net IMPs
	// and total points are not: each counts for itself, a match apiece.
	signed := r.method == TeamIMPs || r.method == TeamAggregate
	score, stake := make([]*big.Rat, len(group)), make([]*big.Rat, len(group))
	imps, impStake := make([]*big.Rat, len(group)), make([]*big.Rat, len(group))
	for k := range group {
		score[k], stake[k], imps[k], impStake[k] = new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat)
	}
	for _, m := range st.Matches {
		h, hok := in[TeamRef{m.Section, m.Home}]
		a, aok := in[TeamRef{m.Section, m.Away}]
		if !hok || !aok || m.Score[0] == nil {
			continue
		}
		both := new(big.Rat).Add(m.Score[0], m.Score[1])
		if signed {
			both.SetInt64(1)
		}
		for k, t := range [2]int{h, a} {
			score[t].Add(score[t], m.Score[k])
			stake[t].Add(stake[t], both)
			if m.IMPs[0] != nil {
				imps[t].Add(imps[t], m.IMPs[k])
				impStake[t].Add(impStake[t], new(big.Rat).Add(m.IMPs[0], m.IMPs[1]))
			}
		}
	}
	id := func(t int) string { return teams[t].ID }
	if share := shares(score, stake); share != nil {
		tests = append(tests, tieTest{values: share, say: func(a, b int) string {
			return fmt.Sprintf("%s ahead of %s on the matches between the tied teams", id(a), id(b))
		}})
		if r.method == TeamVPs {
			if share := shares(imps, impStake); share != nil {
				tests = append(tests, tieTest{values: share, say: func(a, b int) string {
					return fmt.Sprintf("%s ahead of %s on IMPs in the matches between the tied teams", id(a), id(b))
				}})
			}
		}
	}
	if r.method == TeamVPs {
		net := make([]*big.Rat, len(group))
		for k, t := range group {
			net[k] = tally[t].imps
		}
		tests = append(tests, tieTest{values: net, say: func(a, b int) string {
			return fmt.Sprintf("%s ahead of %s on net IMPs over every board (%s to %s)", id(a), id(b),
				signedRat(tally[a].imps), signedRat(tally[b].imps))
		}})
	}
	won := make([]*big.Rat, len(group))
	for k, t := range group {
		won[k] = new(big.Rat)
		if tally[t].played.Sign() > 0 {
			won[k].Quo(tally[t].won, tally[t].played)
		}
	}
	tests = append(tests, tieTest{values: won, say: func(a, b int) string {
		return fmt.Sprintf("%s ahead of %s on boards won (point-a-board count-back: %s of %d to %s of %d)", id(a), id(b),
			tally[a].won.FloatString(1), tally[a].boards, tally[b].won.FloatString(1), tally[b].boards)
	}})
	return tests
}

// shares is each team's score as a share of what was at stake, or nil
// when some team of the group met none of the others.
func shares(score, stake []*big.Rat) []*big.Rat {
	out := make([]*big.Rat, len(score))
	for k := range score {
		if stake[k].Sign() == 0 {
			return nil
		}
		out[k] = new(big.Rat).Quo(score[k], stake[k])
	}
	return out
}
